"""The rules of one game written for players, from its :class:`~game.rules.Rules`.

Every sentence follows the options in force, so house rules are described
where they change something (how to deal, bid, play and score) and listed
again at the end. :func:`rules_html` gives the text for a pygame_gui text box.

>>> from game.presets import preset
>>> "may not bid" in " ".join(" ".join(lines) for _, lines in rules_sections(preset("oh-hell"), 4))
True
"""

from __future__ import annotations

from html import escape

from game.errors import OptionsError
from game.presets import DESCRIPTIONS, PRESETS
from game.rules import Rules
from game.schedule import hand_sizes
from ui.i18n import _

Section = tuple[str, list[str]]


def rules_sections(rules: Rules, players: int | None = None) -> list[Section]:
    """(heading, paragraphs) for the game of ``rules`` with ``players`` (or any number)."""
    return [
        (rules.title, _intro(rules, players)),
        (_("The cards"), _cards(rules)),
        (_("Dealing"), _deal(rules, players)),
        (_("Trump"), _trump(rules)),
        (_("Bidding"), _bidding(rules)),
        (_("Playing"), _play(rules)),
        (_("Scoring"), _scoring(rules)),
        (_("House rules in force"), house_rules(rules)),
    ]


#: Pixel sizes of the title and the section headings at a widget scale of 1 (body text: 16).
HEADING_SIZES = (24, 19)


def heading_sizes(scale: float = 1.0) -> tuple[int, int]:
    """The title's and the headings' pixel sizes at the window's widget ``scale``."""
    return (round(HEADING_SIZES[0] * scale), round(HEADING_SIZES[1] * scale))


def rules_html(rules: Rules, players: int | None = None, scale: float = 1.0) -> str:
    """The sections as the small HTML pygame_gui's text box reads, headings sized for ``scale``."""
    parts = []
    title, heading_size = heading_sizes(scale)
    for i, (heading, lines) in enumerate(rules_sections(rules, players)):
        size = title if i == 0 else heading_size
        parts.append(f"<font pixel_size={size}><b>{escape(heading)}</b></font><br>")
        parts.extend(f"{escape(line)}<br>" for line in lines)
        parts.append("<br>")
    return "".join(parts)


def _intro(rules: Rules, players: int | None) -> list[str]:
    lines = [_(DESCRIPTIONS[rules.preset])] if rules.preset in DESCRIPTIONS else []
    lines.append(_("{low} to {high} players, each for themselves. In every round you bid how many "
                   "tricks you will take; the score rewards hitting your bid exactly.",
                   low=rules.min_players, high=rules.max_players))
    if players is not None:
        lines.append(_("This game: {players} players.", players=players))
    return lines


def _cards(rules: Rules) -> list[str]:
    if rules.deck == "seven32":
        return [_("32 cards: 0 to 7 in each of the four suits, 7 high and 0 low."),
                _("With 5 or more players two such decks are shuffled together; of two identical "
                  "winning cards the one played first wins.")]
    lines = [_("A standard deck of 52 cards, aces high, twos low.")]
    if rules.deck == "wizard60":
        lines.append(_("Plus 4 Wizards and 4 Jesters, which have no suit. A Wizard beats everything "
                       "(the first Wizard played wins the trick); a Jester loses to everything "
                       "(if only Jesters are played, the first one wins)."))
    return lines


def _deal(rules: Rules, players: int | None) -> list[str]:
    schedule = {
        "ascending": _("The first round deals 1 card each, the next 2, and so on up to the largest hand."),
        "descending": _("The first round deals the largest hand, then one card fewer each round, down to 1."),
        "up-down": _("Hands grow from 1 card to the largest hand and shrink back to 1."),
        "down-up": _("Hands shrink from the largest hand to 1 card and grow back."),
        "contract-whist": _("7 cards, then 6, 5, 4, 3, 2, 1 and back up to 7: 13 rounds."),
        "fixed": _("Every round deals the same hand: {rounds} rounds of {cards} cards.",
                   rounds=rules.fixed_rounds, cards=rules.max_hand or _("the largest")),
    }[rules.schedule]
    lines = [_("Players cut for the first deal: the lowest card deals. The deal then passes to the "
               "left each round, one card at a time starting with the player left of the dealer."),
             schedule]
    if rules.max_hand is not None and rules.schedule != "fixed":
        lines.append(_("Hands are never larger than {cards} cards.", cards=rules.max_hand))
    if players is not None:
        try:
            sizes = hand_sizes(rules, players)
        except (OptionsError, ValueError):
            sizes = []
        if sizes:
            lines.append(_("With {players} players the hands are: {sizes}.", players=players,
                           sizes=", ".join(map(str, sizes))))
    if rules.passing:
        lines.append(_("After the deal everyone passes cards face down, all at once: round 2 one card "
                       "to the left, round 3 two to the right, round 4 three to the left, round 5 two "
                       "to the right, round 6 one to the left; rounds 1 and 7 pass nothing."))
    return lines


def _trump(rules: Rules) -> list[str]:
    if rules.trump == "rotating":
        lines = [_("Trump rotates by round: ♥, ♣, ♦, ♠, then again. No card is turned up.")]
    elif rules.trump == "bid-card":
        lines = [_("The suit of the highest bid card is trump (see Bidding).")]
    else:
        lines = [_("After the deal the next card of the stock is turned up: its suit is trump for "
                   "the round.")]
        if rules.deck == "wizard60":
            lines.append(_("A turned Wizard lets the dealer choose trump; a turned Jester means no trump."))
        if rules.full_deck_no_trump:
            lines.append(_("When the whole deck is dealt and no card is left to turn, the round has "
                           "no trump."))
    if rules.last_round_no_trump:
        lines.append(_("The last round is played without trump."))
    return lines


def _bidding(rules: Rules) -> list[str]:
    if rules.card_bidding:
        lines = [_("Everyone picks one card of their hand in secret; all are shown together. The "
                   "card's number is your bid. The highest bid (ties: ♠ over ♥ over ♦ over ♣) "
                   "sets trump and leads the first trick; the cards go back into the hands.")]
        if rules.rebid:
            lines.append(_("If the bids add up to the number of tricks, or the highest bids are "
                           "identical cards, every highest bidder scores 1 point and everyone bids "
                           "again with a card not yet used this round."))
        return lines
    if rules.simultaneous_bidding:
        lines = [_("Everyone chooses a bid from 0 to the hand size in secret; the bids are shown "
                   "together.")]
    else:
        lines = [_("Starting left of the dealer, everyone bids in turn how many tricks they will "
                   "take, from 0 to the hand size; the dealer bids last.")]
    lines.append(_("Then the table is told whether the bids are over, under or even with the tricks."))
    if rules.hook:
        lines.append(_("Hook rule: the dealer may not bid a number that makes the bids total the "
                       "tricks, so someone must miss."))
    return lines


def _play(rules: Rules) -> list[str]:
    leader = _("The highest bidder leads the first trick.") if rules.card_bidding else \
        _("The player left of the dealer leads the first trick.")
    lines = [leader,
             _("You must follow the suit led if you can; otherwise play any card."),
             _("The highest trump wins the trick, or else the highest card of the suit led. The "
               "winner leads the next one.")]
    if rules.must_trump:
        lines[1] = _("You must follow the suit led if you can; if you cannot, you must play a trump "
                     "if you have one.")
    if rules.deck == "wizard60":
        lines.append(_("Wizards and Jesters may be played at any time. After a led Jester, the first "
                       "suited card sets the suit to follow; after a led Wizard, anything goes."))
    return lines


def _scoring(rules: Rules) -> list[str]:
    if rules.scoring == "wizard":
        lines = [_("Bid made exactly: 20 points + 10 per trick. Missed: −10 per trick too many or too few.")]
    elif rules.scoring == "oh-seven":
        lines = [_("Bid made exactly: the bid + 2 points. Missed: −1 per trick too many or too few.")]
    else:
        lines = [_("Bid made exactly: 10 points + the bid (bid 3, take 3: 13)."),
                 _("Missed: each trick taken scores 1 point.") if rules.tricks_on_miss
                 else _("Missed, over or under: 0 points.")]
        if rules.nil_bonus:
            lines.append(_("A bid of 0 that is made scores 5 + the cards in the round instead."))
    if rules.round_winner_bonus:
        lines.append(_("Whoever scores most in a round gets 10 points more."))
    lines.append(_("After the last round the highest total wins."))
    if rules.tie_break:
        lines.append(_("Tied at the top? Everyone plays one more round with the largest hand; of the "
                       "tied players the best score in it wins."))
    else:
        lines.append(_("Tied at the top: the tied players share the win."))
    return lines


def house_rules(rules: Rules) -> list[str]:
    """One line per option that differs from the preset the rules came from."""
    base = PRESETS.get(rules.preset, PRESETS["oh-pshaw"])
    changed = [name for name, value in rules.as_dict().items()
               if name != "preset" and value != getattr(base, name)]
    if not changed:
        return [_("None: the {preset} rules as written.", preset=rules.title)]
    return [_("{option}: {value}", option=option_label(name), value=value_label(name, getattr(rules, name)))
            for name in changed]


def option_label(name: str) -> str:
    """What players call option ``name`` (also the setup screen's labels)."""
    labels = {
        "schedule": _("Hand sizes"), "max_hand": _("Largest hand"), "hook": _("Hook rule"),
        "simultaneous_bidding": _("Secret bids"), "passing": _("Card passing"),
        "must_trump": _("Must trump"), "full_deck_no_trump": _("No trump on a full deal"),
        "last_round_no_trump": _("Last round without trump"), "scoring": _("Scoring"),
        "nil_bonus": _("Bonus for a made 0"), "tricks_on_miss": _("Tricks score on a miss"),
        "round_winner_bonus": _("Round winner +10"), "tie_break": _("Tie-break round"),
    }
    return labels.get(name, name.replace("_", " "))


def value_label(name: str, value: object) -> str:
    """An option's value in words."""
    if isinstance(value, bool):
        return _("on") if value else _("off")
    if value is None:
        return _("automatic")
    words = {
        "ascending": _("1 up to the largest"), "descending": _("largest down to 1"),
        "up-down": _("up and down"), "down-up": _("down and up"),
        "contract-whist": _("7 down to 1 and back"), "fixed": _("the same every round"),
        "standard": _("10 + bid"), "oh-seven": _("bid + 2, −1 a trick off"),
        "wizard": _("20 + 10 a trick, −10 off"),
    }
    return words.get(value, str(value)) if isinstance(value, str) else str(value)
