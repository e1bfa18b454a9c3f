"""What the review and the report say about a decision, in the player's language."""

from __future__ import annotations

from game.actions import Action, Bid, CardBid, ChooseTrump, Pass, Play
from game.analysis.decisions import Kind
from ui.words.i18n import _, card_label, format_number


def action_text(action: Action) -> str:
    """A bid, a card, the cards passed or the trump named, as a player reads it."""
    if isinstance(action, Bid):
        return _("review.words.bid_3186", bid=action.tricks)
    if isinstance(action, Play | CardBid):
        return card_label(action.card.label)
    if isinstance(action, Pass):
        return " ".join(card_label(c.label) for c in action.cards)
    if isinstance(action, ChooseTrump):
        return action.suit.symbol
    return str(action)


def decision_title(kind: Kind, name: str) -> str:
    """``Basil · bid`` — who decides what."""
    titles = {Kind.BID: _("review.words.bid_7fef", name=name), Kind.PLAY: _("review.words.card", name=name),
              Kind.CARD_BID: _("review.words.bid_card", name=name),
              Kind.PASS: _("review.words.cards_passed", name=name),
              Kind.TRUMP: _("review.words.trump_named", name=name)}
    return titles[kind]


def points(value: float) -> str:
    """Expected points with one decimal (``9.6``, ``9,6`` in German)."""
    return format_number(value, 1)


def signed(value: float) -> str:
    """``+4.3`` or ``−2.0``."""
    shown = points(abs(value))
    return ("+" if value >= 0 else "−") + shown


def summary(name: str, bids: float, play: float, worth: float, luck: float) -> str:
    """One line on where ``name``'s points went: given away in bids and play, what the cards
    were worth against the table's average (``worth``: the difference), what luck did."""
    if round(worth, 1) > 0:
        cards = _("review.words.the_cards_were_worth_more_daab", points=points(worth))
    elif round(worth, 1) < 0:
        cards = _("review.words.the_cards_were_worth_less_c33e", points=points(-worth))
    else:
        cards = _("review.words.the_cards_were_worth_as_a38b")
    chance = _("review.words.luck_brought_more", points=points(luck)) if luck >= 0 else \
        _("review.words.luck_took", points=points(-luck))
    return _("review.words.gave_away_points_in_bids_63c4",
             name=name, bids=points(bids), play=points(play), cards=cards, luck=chance)
