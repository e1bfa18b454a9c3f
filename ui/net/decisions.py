"""What a seat at a network table decides, for the view shown: which cards of the hand it
may click and the line that says so; what the decision panel asks: a bid (every number of
the hand, those the rules forbid here marked), trump for a turned Wizard, or the cards to
pass (picked in the hand, confirmed on the panel's one button).

>>> from game.actions import Bid
>>> panel_kind([Bid(0), Bid(1)], in_pass=False)
'bid'
>>> panel_kind([], in_pass=True), panel_kind([], in_pass=False)
('pass', None)
"""

from __future__ import annotations

from collections.abc import Sequence

from game.actions import Action, Bid, CardBid, ChooseTrump, Play
from game.cards import Card
from game.phase import Phase
from game.view import SeatView
from ui.widgets.choice_panel import Choice
from ui.words.i18n import _, ngettext


def playable(view: SeatView) -> set[Card] | None:
    """The cards of the hand a click may take: all of them to pick for passing, those that
    may be played or bid with, ``None`` when the decision is on the panel."""
    if view.phase is Phase.PASS:
        return set(view.hand)
    cards = {a.card for a in view.legal if isinstance(a, Play | CardBid)}
    return cards or None


def prompt(view: SeatView) -> str:
    """The line over the hand when a card is to be clicked ("" when the panel asks)."""
    if view.phase is Phase.PLAY:
        return _("table.your_turn_play")
    if view.phase is Phase.BID and any(isinstance(a, CardBid) for a in view.legal):
        return _("table.bid_with_a_card")
    return ""


def panel_kind(legal: Sequence[Action], in_pass: bool) -> str | None:
    """What the panel asks when the seat may take ``legal`` (``in_pass``: the passing phase):
    ``"bid"``, ``"trump"``, ``"pass"``, or ``None`` (a card is played from the hand)."""
    if any(isinstance(a, Bid) for a in legal):
        return "bid"
    if any(isinstance(a, ChooseTrump) for a in legal):
        return "trump"
    return "pass" if in_pass else None


def panel_choices(kind: str, view: SeatView, names: list[str]) -> tuple[str, list[Choice]]:
    """The panel's title and buttons for ``kind`` (:func:`panel_kind`) in ``view``; ``names``
    are the seats' as shown (the one the cards are passed to is named)."""
    if kind == "bid":
        legal = {a for a in view.legal if isinstance(a, Bid)}
        return _("table.your_bid"), [
            Choice(str(n), Bid(n), "" if Bid(n) in legal else _("net.bid_not_allowed"))
            for n in range(view.hand_size + 1)]
    if kind == "trump":
        return _("table.wizard_turned_name_trump"), [
            Choice(a.suit.symbol, a) for a in view.legal if isinstance(a, ChooseTrump)]
    count, direction = view.rules.passes(view.round_number)
    receiver = names[(view.seat + direction) % view.players] if names else ""
    return ngettext("table.pick_cards_to_pass", count, name=receiver), [Choice(_("table.pass"), None)]
