"""What the score sheet shows, read from the game: the scored rounds, the tie-break rounds
apart from them, and the round in play as the table shows it (bids so far, tricks so far).

A tie-break round decides between the tied leaders only (R-G2, :mod:`game.tie_break`):
its points are not in the totals, so the sheet lists it under the totals, and only the
players still in contention are in the running there.

>>> from game.game import Game
>>> from game.presets import preset
>>> scored_rows(Game(preset("oh-pshaw"), 4, seed=1), upto=13)
([], [])
"""

from __future__ import annotations

from dataclasses import dataclass

from game.pad.scored import ScoredGame
from game.round_log import RoundLog
from game.tie_break import leaders


@dataclass(frozen=True)
class SheetRow:
    """One scored round as the sheet shows it. ``contenders`` are the seats a tie-break
    round decides between (empty for a scheduled round)."""

    number: int
    hand_size: int
    trump: str  # the suit's symbol, or "" without trump
    tie_break: bool
    bids: tuple[int, ...]
    won: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    contenders: tuple[int, ...] = ()
    reneges: tuple[int, ...] = ()  # score pad: seats caught reneging (no bid is made)

    def start_totals(self) -> tuple[int, ...]:
        """The totals before this round: a tie-break round adds nothing to them."""
        if self.tie_break:
            return self.totals
        return tuple(t - p for t, p in zip(self.totals, self.points, strict=True))


def scored_rows(game: ScoredGame, upto: int) -> tuple[list[SheetRow], list[SheetRow]]:
    """The complete rounds numbered up to ``upto`` (the table may trail the engine): the
    scheduled ones, and the tie-break ones apart (each with the seats it decides between)."""
    scheduled, extra = [], []
    contenders: list[int] | None = None
    for r in game.rounds:
        if not r.complete or r.scores is None or r.number > upto:
            continue
        if not r.tie_break:
            scheduled.append(_row(r, game.players, ()))
            continue
        if contenders is None:
            contenders = leaders(r.totals)
        extra.append(_row(r, game.players, tuple(contenders)))
        contenders = leaders(r.scores, contenders)
    return scheduled, extra


def tie_break_contenders(game: ScoredGame, upto: int) -> tuple[int, ...]:
    """Who a tie-break round after round ``upto`` decides between (all tied leaders, then
    those still level)."""
    scheduled, extra = scored_rows(game, upto)
    if extra:
        last = extra[-1]
        return tuple(leaders(last.points, last.contenders))
    return tuple(leaders(scheduled[-1].totals)) if scheduled else ()


def _row(r: RoundLog, players: int, contenders: tuple[int, ...]) -> SheetRow:
    bids = {b.seat: b.tricks for b in r.bids}
    return SheetRow(r.number, r.hand_size, r.trump.symbol if r.trump else "", r.tie_break,
                    tuple(bids.get(s, 0) for s in range(players)), tuple(r.tricks_won),
                    tuple(r.scores or ()), tuple(r.totals), contenders, tuple(r.reneges))


def fit_rows(space: int, count: int, height: int) -> tuple[int, int]:
    """(row height, rows shown) for ``count`` rounds in ``space`` pixels of a window
    ``height`` high: full rows if they fit, else rows shrunk to no less than 2.7% of the
    height, else as many of those as fit (the rest scroll).

    >>> fit_rows(400, 10, 800)
    (30, 10)
    >>> fit_rows(400, 25, 800)
    (22, 18)
    """
    full, least = max(18, round(height * 0.038)), max(16, round(height * 0.027))
    if count * full <= space:
        return full, count
    row = max(least, space // max(1, count))
    return row, max(1, min(count, space // row))
