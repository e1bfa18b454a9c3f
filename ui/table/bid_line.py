"""The running bid line at the table: the sum of the bids against the tricks in play, while
the bids come in and through the round ("Bids 7 · tricks 6 · over by 1"), before the first bid what
there is to bid for ("No bids yet · 6 tricks to take"), and under the hook rule the one bid
the dealer may not make, said before the dealer's turn comes.

A pure function of what the table shows (:class:`~ui.table.presenter.TableModel`): the
status lines draw it (:mod:`ui.table.view`).

>>> from ui.table.presenter import TableModel
>>> model = TableModel(4)
>>> model.round_number, model.hand_size, model.dealer = 1, 6, 3
>>> names = ["You", "Basil", "Cleo", "Dmitri"]
>>> bid_line(model, hook=False, names=names, me=0).text
'No bids yet · 6 tricks to take'
>>> model.bids = [2, 1, 1, None]
>>> bid_line(model, hook=True, names=names, me=0).text
'Bids 4 · tricks 6 · Dmitri deals and may not bid 2'
>>> model.bids = [3, 2, 1, 1]
>>> bid_line(model, hook=True, names=names, me=0).text
'Bids 7 · tricks 6 · over by 1'
"""

from __future__ import annotations

from dataclasses import dataclass

from ui.table.presenter import TableModel
from ui.words.i18n import _, ngettext


@dataclass(frozen=True)
class BidLine:
    """The line in two parts, the count (``head``) and what it means (``tail``, perhaps
    empty), drawn on one line where there is room and on two where not; its mood:
    ``"over"``, ``"under"`` or ``"even"`` once every bid is in, ``"hook"`` while it warns the
    dealer, ``""`` while the bids come in."""

    head: str
    tail: str = ""
    mood: str = ""

    @property
    def text(self) -> str:
        """The whole line: "Bids 7 · tricks 6 · over by 1"."""
        return f"{self.head} · {self.tail}" if self.tail else self.head


def bid_line(model: TableModel, hook: bool, names: list[str], me: int,
             hot_seat: bool = False) -> BidLine | None:
    """The bid line of ``model`` (``None`` before a round has tricks to bid for: the cut, the
    first deal). Before the first bid it says so and how many tricks there are to take
    ("No bids yet · 6 tricks to take"); secret bids are counted, not added, until they are
    shown. ``hook``: the dealer may not make the bids add up to the tricks; ``me`` is "you"
    unless several people share the screen (``hot_seat``)."""
    if not model.round_number or model.note == "cut" or model.hand_size <= 0:
        return None
    shown = [bid for bid in model.bids if bid is not None]
    tricks = model.hand_size
    to_take = ngettext("table.tricks_to_take", tricks)
    if not shown and model.chosen:  # bids made in secret: nothing to add up yet
        return BidLine(_("table.secret_bids_in", count=len(model.chosen), players=model.players), to_take)
    if not shown:
        head = _("table.no_bids_yet") + " · " + to_take
        return BidLine(head, _("table.hook_total", tricks=tricks), "hook") if hook else BidLine(head)
    total = sum(shown)
    line = _("table.bid_of", total=total, tricks=tricks)
    if len(shown) == model.players:
        if total > tricks:
            return BidLine(line, _("table.over_by", count=total - tricks), "over")
        if total < tricks:
            return BidLine(line, _("table.under_by", count=tricks - total), "under")
        return BidLine(line, _("table.bids_even"), "even")
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
        return BidLine(line, warning, "hook")
    return BidLine(line, _("table.hook_total", tricks=tricks), "hook")
