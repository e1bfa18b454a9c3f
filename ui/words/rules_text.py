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

from game.cards import Deck
from game.errors import OptionsError
from game.presets import PRESETS
from game.rules import Rules, Schedule, Scoring, Trump
from ui.words.i18n import _, ngettext
from ui.words.names import option_label, preset_description, preset_title

Section = tuple[str, list[str]]


def rules_sections(rules: Rules, players: int | None = None) -> list[Section]:
    """(heading, paragraphs) for the game of ``rules`` with ``players`` (or any number)."""
    return [
        (preset_title(rules.preset), _intro(rules, players)),
        (_("rules.heading_cards"), _cards(rules)),
        (_("rules.heading_dealing"), _deal(rules, players)),
        (_("rules.heading_trump"), _trump(rules)),
        (_("rules.heading_bidding"), _bidding(rules)),
        (_("rules.heading_playing"), _play(rules)),
        (_("rules.heading_scoring"), _scoring(rules)),
        (_("rules.heading_house_rules"), house_rules(rules)),
    ]


#: Pixel sizes of the title and the section headings at a widget scale of 1 (body text: 16).
HEADING_SIZES = (24, 19)


def heading_sizes(scale: float = 1.0) -> tuple[int, int]:
    """The title's and the headings' pixel sizes at the window's widget ``scale``."""
    return (round(HEADING_SIZES[0] * scale), round(HEADING_SIZES[1] * scale))


def rules_html(rules: Rules, players: int | None = None, scale: float = 1.0, accent: str = "") -> str:
    """The sections as the small HTML pygame_gui's text box reads, headings sized for ``scale``
    (and in the ``accent`` colour, ``#rrggbb``, when given)."""
    parts = []
    title, heading_size = heading_sizes(scale)
    tint = f" color='{accent}'" if accent else ""
    for i, (heading, lines) in enumerate(rules_sections(rules, players)):
        size = title if i == 0 else heading_size
        parts.append(f"<font pixel_size={size}{tint if i else ''}><b>{escape(heading)}</b></font><br>")
        parts.extend(f"{escape(line)}<br>" for line in lines)
        parts.append("<br>")
    return "".join(parts)


def _intro(rules: Rules, players: int | None) -> list[str]:
    described = preset_description(rules.preset)
    lines = [described] if described else []
    lines.append(_("rules.text.players_and_aim",
                   low=rules.min_players, high=rules.max_players))
    if players is not None:
        lines.append(_("rules.text.this_game_players", players=players))
    return lines


def _cards(rules: Rules) -> list[str]:
    if rules.deck is Deck.SEVEN32:
        copies = {1: _("rules.text.seven32_one_deck"),
                  2: _("rules.text.seven32_two_decks")}
        return [_("rules.text.seven32_deck"),
                copies.get(rules.deck_copies or 0, _("rules.text.seven32_automatic_copies"))]
    lines = [_("rules.text.standard_deck")]
    if rules.deck is Deck.WIZARD60:
        lines.append(_("rules.text.wizards_and_jesters"))
    return lines


def _deal(rules: Rules, players: int | None) -> list[str]:
    schedule = {
        "ascending": _("rules.text.schedule_ascending"),
        "descending": _("rules.text.schedule_descending"),
        "up-down": _("rules.text.schedule_up_down"),
        "down-up": _("rules.text.schedule_down_up"),
        "contract-whist": _("rules.text.schedule_contract_whist"),
        "fixed": _("rules.text.schedule_fixed",
                   rounds=rules.fixed_rounds, cards=rules.max_hand or _("rules.text.the_largest")),
    }[rules.schedule]
    lines = [_("rules.text.cut_for_first_deal"),
             schedule]
    if rules.max_hand is not None and rules.schedule is not Schedule.FIXED:
        lines.append(_("rules.text.max_hand", cards=rules.max_hand))
    if players is not None:
        try:
            sizes = rules.hand_sizes(players)
        except (OptionsError, ValueError):
            sizes = []
        if sizes:
            lines.append(_("rules.text.hand_sizes", players=players,
                           sizes=", ".join(map(str, sizes))))
    if rules.passing:
        lines.append(_("rules.text.passing"))
    return lines


def _trump(rules: Rules) -> list[str]:
    if rules.trump is Trump.NONE:
        return [_("rules.text.trump_none")]
    if rules.trump is Trump.ROTATING:
        lines = [_("rules.text.trump_rotating")]
    elif rules.trump is Trump.BID_CARD:
        lines = [_("rules.text.trump_bid_card")]
    else:
        lines = [_("rules.text.trump_turn_up")]
        if rules.deck is Deck.WIZARD60:
            lines.append(_("rules.text.trump_turned_wizard"))
        if rules.full_deck_no_trump:
            lines.append(_("rules.text.full_deck_no_trump"))
    if rules.last_round_no_trump:
        lines.append(_("rules.text.last_round_no_trump"))
    return lines


def _bidding(rules: Rules) -> list[str]:
    if rules.card_bidding:
        lines = [_("rules.text.card_bidding")]
        if rules.rebid:
            lines.append(_("rules.text.rebid"))
        return lines
    if rules.simultaneous_bidding:
        lines = [_("rules.text.simultaneous_bidding")]
    else:
        lines = [_("rules.text.bidding_in_turn")]
    lines.append(_("rules.text.bids_over_under"))
    if rules.hook:
        lines.append(_("rules.text.hook"))
    return lines


def _play(rules: Rules) -> list[str]:
    leader = _("rules.text.highest_bidder_leads") if rules.card_bidding else \
        _("rules.text.left_of_dealer_leads")
    wins = _("rules.text.trick_winner_no_trump") \
        if rules.trump is Trump.NONE else _("rules.text.trick_winner")
    lines = [leader, _("rules.text.follow_suit"), wins]
    if rules.must_trump:
        lines[1] = _("rules.text.follow_suit_must_trump")
    if rules.deck is Deck.WIZARD60:
        lines.append(_("rules.text.wizards_and_jesters_any_time"))
    return lines


def _scoring(rules: Rules) -> list[str]:
    if rules.scoring is Scoring.WIZARD:
        lines = [_("rules.text.scoring_wizard")]
    elif rules.scoring is Scoring.OH_SEVEN:
        lines = [_("rules.text.scoring_oh_seven")]
    else:
        lines = [_("rules.text.scoring_standard"),
                 _("rules.text.tricks_on_miss") if rules.tricks_on_miss
                 else _("rules.text.miss_scores_nothing")]
        if rules.nil_bonus:
            lines.append(_("rules.text.nil_bonus"))
    if rules.round_winner_bonus:
        lines.append(_("rules.text.round_winner_bonus"))
    lines.append(_("rules.text.highest_total_wins"))
    if rules.tie_break:
        lines.append(_("rules.text.tie_break"))
    else:
        lines.append(_("rules.text.tie_shared"))
    return lines


def house_rules(rules: Rules) -> list[str]:
    """One line per option that differs from the preset the rules came from."""
    base = PRESETS.get(rules.preset, PRESETS["oh-pshaw"])
    changed = [name for name, value in rules.as_dict().items()
               if name != "preset" and value != getattr(base, name)]
    if not changed:
        return [_("rules.text.no_house_rules", preset=preset_title(rules.preset))]
    return [_("rules.option_value", option=option_label(name), value=value_label(name, getattr(rules, name)))
            for name in changed]


def value_label(name: str, value: object) -> str:
    """An option's value in words."""
    if isinstance(value, bool):
        return _("rules.value.on") if value else _("rules.value.off")
    if value is None:
        return _("rules.value.automatic")
    if name == "deck_copies" and isinstance(value, int):
        return ngettext("rules.value.decks", value)
    if name == "renege_penalty" and isinstance(value, int):
        return ngettext("rules.value.points", value)
    words = {
        "ascending": _("rules.value.ascending"), "descending": _("rules.value.descending"),
        "up-down": _("rules.value.up_down"), "down-up": _("rules.value.down_up"),
        "contract-whist": _("rules.value.contract_whist"), "fixed": _("rules.value.fixed"),
        "standard": _("rules.value.scoring_standard"), "oh-seven": _("rules.value.scoring_oh_seven"),
        "wizard": _("rules.value.scoring_wizard"),
        "turn-up": _("rules.value.turn_up"), "rotating": _("rules.value.rotating"),
        "none": _("rules.value.no_trump"), "bid-card": _("rules.value.bid_card"),
        "standard52": _("rules.value.standard52"), "seven32": _("rules.value.seven32"),
        "wizard60": _("rules.value.wizard60"),
    }
    return words.get(value, str(value)) if isinstance(value, str) else str(value)
