"""A seat's view as the table's picture: the table draws a :class:`~ui.table.presenter.TableModel`,
and a network table has only the confirmed views of its seats, so the model is made anew from
each view (nothing is worked out that the host did not say).

The other seats' hands are shown as backs, as many as each still holds; the cards standing
for them are placeholders that are never drawn face up. A trick just finished stays on the
table for a moment with its winning card lit (``finished``), as the table shows it at home.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game import events as ev
from game.cards import Card
from game.phase import Phase
from game.tricks import trick_winner
from game.view import SeatView
from ui.table.presenter import TableModel, hand_order
from ui.table.ring import TRICK_TURN

#: What stands for a card in another seat's hand: only its back is ever drawn.
HIDDEN = Card.parse("2C")


@dataclass(frozen=True)
class Finished:
    """A trick just won, shown until the next card lands: its round, its number in the round
    (from 0), its plays and the winning card."""

    round_number: int
    trick: int
    plays: tuple[tuple[int, Card], ...]
    winner: Card


def last_trick(before: SeatView | None, after: SeatView) -> Finished | None:
    """The trick that ``after`` finished since ``before`` (the last of its round, too), or
    ``None`` when no trick ended between the two."""
    if before is None:
        return None
    if after.round_number == before.round_number and len(after.tricks) > len(before.tricks):
        tricks, number = after.tricks, after.round_number
    elif after.round_number != before.round_number and after.earlier and \
            after.earlier[-1].number == before.round_number and after.earlier[-1].tricks:
        tricks, number = after.earlier[-1].tricks, before.round_number
    elif after.phase is Phase.GAME_OVER and after.tricks and len(after.tricks) > len(before.tricks):
        tricks, number = after.tricks, after.round_number
    else:
        return None
    trump = after.earlier[-1].trump if number != after.round_number else after.trump
    plays = tricks[-1]
    cards = [card for _seat, card in plays]
    return Finished(number, len(tricks) - 1, tuple(plays), cards[trick_winner(cards, trump)])


def model_of(view: SeatView, trump_side: str = "left", finished: Finished | None = None) -> TableModel:
    """The table's picture of ``view``: the seat's own hand in its order (trumps at
    ``trump_side``), the others' backs, the trick (or the one just ``finished``), bids,
    piles and totals."""
    n = view.players
    model = TableModel(n)
    model.round_number, model.hand_size, model.dealer = view.round_number, view.hand_size, view.dealer
    model.tie_break = view.tie_break
    played = [0] * n
    for trick in (*view.tricks, view.trick):
        for seat, _card in trick:
            played[seat] += 1
    over = view.phase is Phase.GAME_OVER
    model.hands = [[] if over else [HIDDEN] * max(0, view.hand_size - played[seat]) for seat in range(n)]
    model.hands[view.seat] = sorted(view.hand, key=lambda c: hand_order(c, view.trump, trump_side))
    if finished is not None and not view.trick:
        model.trick = [(seat, card, _turn(finished.round_number, finished.trick, seat))
                       for seat, card in finished.plays]
        model.highlight = finished.winner
    else:
        model.trick = [(seat, card, _turn(view.round_number, len(view.tricks), seat))
                       for seat, card in view.trick]
    model.piles = list(view.tricks_won)
    model.bids = list(view.bids)
    model.bid_cards = list(view.bid_cards)
    model.turn_up, model.turn_up_shown = view.turn_up, view.turn_up is not None
    model.trump = view.trump
    secret = view.phase is Phase.CHOOSE_TRUMP or (view.rules.card_bidding and view.phase is Phase.BID)
    model.trump_known = view.trump is not None or not secret
    model.totals = list(view.totals)
    model.last_scored = len(view.scores)
    if view.phase is Phase.PLAY and all(b is not None for b in view.bids):
        bids = tuple(b or 0 for b in view.bids)
        total = sum(bids)
        balance = "over" if total > view.hand_size else "under" if total < view.hand_size else "even"
        model.balance = ev.BiddingDone(bids, total, view.hand_size, balance, view.leader)
    if view.tie_break:
        model.note = "tie-break"
    return model


def _turn(round_number: int, trick: int, seat: int) -> float:
    """A card's small turn on the table: the same for the same card of the same trick."""
    return random.Random(f"{round_number}:{trick}:{seat}").uniform(-TRICK_TURN, TRICK_TURN)
