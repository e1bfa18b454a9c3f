"""The running bid line at the table: the sum of the bids against the tricks in play, while
the bids come in and through the round ("7 bid of 6 · over by 1"), and under the hook rule
the one bid the dealer may not make, said before the dealer's turn comes.

A pure function of what the table shows (:class:`~ui.table.presenter.TableModel`): the
status lines draw it (:mod:`ui.table.view`).

>>> from ui.table.presenter import TableModel
>>> model = TableModel(4)
>>> model.round_number, model.hand_size, model.dealer = 1, 6, 3
>>> names = ["You", "Basil", "Cleo", "Dmitri"]
>>> model.bids = [2, 1, 1, None]
>>> bid_line(model, hook=True, names=names, me=0).text
'4 bid of 6 · Dmitri deals and may not bid 2'
>>> model.bids = [3, 2, 1, 1]
>>> bid_line(model, hook=True, names=names, me=0).text
'7 bid of 6 · over by 1'
"""

from __future__ import annotations

from dataclasses import dataclass

from ui.table.presenter import TableModel
from ui.words.i18n import _


@dataclass(frozen=True)
class BidLine:
    """The line and its mood: ``"over"``, ``"under"`` or ``"even"`` once every bid is in,
    ``"hook"`` while it warns the dealer, ``""`` while the bids come in."""

    text: str
    mood: str = ""


def bid_line(model: TableModel, hook: bool, names: list[str], me: int,
             hot_seat: bool = False) -> BidLine | None:
    """The bid line of ``model`` (``None`` before a round has bids to show: the cut, the
    deal, a secret bid not yet revealed). ``hook``: the dealer may not make the bids add up
    to the tricks; ``me`` is "you" unless several people share the screen (``hot_seat``)."""
    if not model.round_number or model.note == "cut" or model.hand_size <= 0:
        return None
    shown = [bid for bid in model.bids if bid is not None]
    tricks = model.hand_size
    if not shown and (model.chosen or not hook):
        return None  # nothing bid yet (or bids made in secret): nothing to add up
    total = sum(shown)
    line = _("table.bid_of", total=total, tricks=tricks)
    if len(shown) == model.players:
        if total > tricks:
            return BidLine(line + " · " + _("table.over_by", count=total - tricks), "over")
        if total < tricks:
            return BidLine(line + " · " + _("table.under_by", count=tricks - total), "under")
        return BidLine(line + " · " + _("table.bids_even"), "even")
    if not hook:
        return BidLine(line)
    dealer = model.dealer
    others_in = all(bid is not None for seat, bid in enumerate(model.bids) if seat != dealer)
    if others_in and model.bids[dealer] is None:
        forbidden = tricks - total
        if forbidden < 0:  # already over: the dealer may bid anything
            return BidLine(line)
        if dealer == me and not hot_seat:
            warning = _("table.you_may_not_bid", bid=forbidden)
        else:
            warning = _("table.dealer_may_not_bid", name=names[dealer], bid=forbidden)
        return BidLine(line + " · " + warning, "hook")
    return BidLine(line + " · " + _("table.hook_total", tricks=tricks), "hook")
