"""A score pad (R-G5) read as the table's game is read (:class:`~game.pad.scored.ScoredGame`):
the same score sheet and game over screen show both.

:class:`PadGame` is a live view: every question goes to the pad, so it is
never behind. Its rounds are :class:`~game.round_log.RoundLog` s with what a
paper pad holds: dealer, hand size, trump when known, the bids in bidding
order, the tricks each took once the round is scored, scores and totals;
no deals and no tricks (the cards were real).

>>> from game.presets import preset
>>> from game.pad.score_pad import ScorePad
>>> pad = ScorePad(preset("oh-pshaw"), players=3, first_dealer=0)
>>> _ = pad.enter_round(bids=[1, 0, 0], tricks=[1, 0, 0])
>>> game = PadGame(pad)
>>> [(b.seat, b.tricks) for b in game.rounds[0].bids], game.rounds[0].tricks_won, game.totals
([(1, 0), (2, 0), (0, 1)], [1, 0, 0], [11, 10, 10])
"""

from __future__ import annotations

from collections.abc import Sequence

from game.pad.actions import PadBid
from game.pad.round import PadRound, bid_order
from game.pad.score_pad import ScorePad
from game.round_log import BidLog, RoundLog
from game.rules import Rules


class PadGame:
    """``pad`` as a :class:`~game.pad.scored.ScoredGame`."""

    def __init__(self, pad: ScorePad) -> None:
        self.pad = pad

    @property
    def rules(self) -> Rules:
        """The rules the pad keeps score by."""
        return self.pad.rules

    @property
    def players(self) -> int:
        """Seats at the table."""
        return self.pad.players

    @property
    def rounds(self) -> list[RoundLog]:
        """Every round entered so far (the last one may be under way)."""
        return [round_log(r, self.pad.players) for r in self.pad.rounds]

    @property
    def round(self) -> RoundLog:
        """The round being entered (the last one, once the game is over)."""
        return round_log(self.pad.round, self.pad.players)

    @property
    def scheduled_rounds(self) -> int:
        """Rounds of the schedule, tie-breaks excluded."""
        return self.pad.scheduled_rounds

    @property
    def totals(self) -> list[int]:
        """Each seat's total so far."""
        return list(self.pad.totals)

    @property
    def winners(self) -> list[int]:
        """The winning seats, once the game is over."""
        return list(self.pad.winners)

    @property
    def candidates(self) -> list[int]:
        """Seats that can still win."""
        return list(self.pad.candidates)

    @property
    def ended_early(self) -> bool:
        """The game was ended before its schedule was through."""
        return self.pad.ended_early

    @property
    def is_over(self) -> bool:
        """True once the winner is known."""
        return self.pad.is_over


def round_log(rnd: PadRound, players: int) -> RoundLog:
    """``rnd`` as the table logs a round: bids in bidding order (eldest hand first)."""
    order = bid_order(rnd.dealer, players)
    log = RoundLog(rnd.number, rnd.dealer, rnd.hand_size, rnd.tie_break, trump=rnd.trump,
                   bids=_bids(rnd.bids, order),
                   rebids=[(_bids(bids, order), list(bonus)) for bids, bonus in rnd.rebids],
                   scores=list(rnd.scores) if rnd.scores is not None else None,
                   totals=list(rnd.totals), complete=rnd.complete, reneges=sorted(rnd.reneges))
    if rnd.complete:
        log.tricks_won = [t or 0 for t in rnd.tricks]
    return log


def _bids(bids: Sequence[PadBid | None], order: list[int]) -> list[BidLog]:
    return [BidLog(seat, bid.tricks) for seat in order if (bid := bids[seat]) is not None]
