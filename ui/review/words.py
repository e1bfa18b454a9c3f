"""What the review and the report say about a decision, in the player's language."""

from __future__ import annotations

from game.actions import Action, Bid, CardBid, ChooseTrump, Pass, Play
from game.analysis.decisions import Kind
from ui.words.i18n import N_, _, card_label, format_number


def action_text(action: Action) -> str:
    """A bid, a card, the cards passed or the trump named, as a player reads it."""
    if isinstance(action, Bid):
        return _("review.bid_action", bid=action.tricks)
    if isinstance(action, Play | CardBid):
        return card_label(action.card.label)
    if isinstance(action, Pass):
        return " ".join(card_label(c.label) for c in action.cards)
    if isinstance(action, ChooseTrump):
        return action.suit.symbol
    return str(action)


def decision_title(kind: Kind, name: str) -> str:
    """``Basil · bid`` — who decides what."""
    titles = {Kind.BID: _("review.step_bid", name=name), Kind.PLAY: _("review.step_card", name=name),
              Kind.CARD_BID: _("review.step_bid_card", name=name),
              Kind.PASS: _("review.step_cards_passed", name=name),
              Kind.TRUMP: _("review.step_trump_named", name=name)}
    return titles[kind]


def points(value: float) -> str:
    """Expected points with one decimal (``9.6``, ``9,6`` in German; ``0.0``, not ``−0.0``)."""
    return format_number(value if round(value, 1) else 0.0, 1)


def signed(value: float) -> str:
    """``+4.3`` or ``−2.0``; ``0.0`` for what rounds to nothing (never ``−0.0``)."""
    if not round(value, 1):
        return points(0.0)
    return ("+" if value > 0 else "−") + points(abs(value))


def summary(name: str, bids: float, play: float, worth: float, luck: float) -> str:
    """One line on where ``name``'s points went: given away in bids and play ("no clear
    mistakes" where nothing counted), what the cards were worth against the table's average
    (``worth``: the difference), what luck did."""
    if round(worth, 1) > 0:
        cards = _("review.cards_worth_more", points=points(worth))
    elif round(worth, 1) < 0:
        cards = _("review.cards_worth_less", points=points(-worth))
    else:
        cards = _("review.cards_worth_average")
    chance = _("review.luck_brought", points=points(luck)) if luck >= 0 else \
        _("review.luck_took", points=points(-luck))
    key = {(True, True): N_("review.player_summary"), (False, False): N_("review.player_summary_clean"),
           (False, True): N_("review.player_summary_play_only"),
           (True, False): N_("review.player_summary_bids_only")}[given(bids), given(play)]
    return _(key, name=name, bids=points(bids), play=points(play), cards=cards, luck=chance)


def given(lost: float) -> bool:
    """True when ``lost`` shows as points given away: the judge counts a loss only when it
    stands clear of its margin of error, so 0 says "no clear mistake", not "perfect"."""
    return bool(round(lost, 1))
