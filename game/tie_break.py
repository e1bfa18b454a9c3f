"""Who wins at the end of the schedule, and how a tie-break round decides (R-G1, R-G2).

The reading (docs/RULES.md, Readings): when the top total is shared after the
last scheduled round, everybody plays one more round with the largest hand,
but that round is a separate contest between the tied leaders only. Its
points are shown in a column of their own and are **not** added to the
totals; of the tied players, the one with the highest score in it wins. If
they tie again, another round decides between those still tied. So the
winner always holds the highest total, and a player outside the tie can
never end above the winner.

The table (:class:`~game.game.Game`) and the score pad
(:class:`~game.pad.score_pad.ScorePad`) both decide with :func:`decide`:

>>> decide(tie_break=True, number=3, scheduled=3, totals=[30, 30, 12], scores=[10, 0, 0],
...        candidates=[0, 1, 2])
Decision(contenders=(0, 1), over=False)
>>> decide(tie_break=True, number=4, scheduled=3, totals=[30, 30, 12], scores=[0, 11, 14],
...        candidates=[0, 1])
Decision(contenders=(1,), over=True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Decision:
    """After a round of the game's end: who can still win, and whether that is settled
    (``over``: the contenders are the winners)."""

    contenders: tuple[int, ...]
    over: bool


def leaders(totals: Sequence[int], among: Sequence[int] | None = None) -> list[int]:
    """The seats (of ``among``, default all) that hold the highest total among them."""
    seats = list(range(len(totals))) if among is None else list(among)
    top = max(totals[s] for s in seats)
    return [s for s in seats if totals[s] == top]


def counts_in_totals(number: int, scheduled: int) -> bool:
    """Whether round ``number`` adds to the totals: scheduled rounds do, tie-break rounds not."""
    return number <= scheduled


def decide(tie_break: bool, number: int, scheduled: int, totals: Sequence[int],
           scores: Sequence[int], candidates: Sequence[int]) -> Decision | None:
    """What round ``number`` (just scored) decides; ``None`` while scheduled rounds remain.

    ``totals`` are the totals of the scheduled rounds, ``scores`` this round's points and
    ``candidates`` who could still win before it. With ``tie_break`` off, tied leaders
    share the win.
    """
    if number < scheduled:
        return None
    if number == scheduled:
        contenders = leaders(totals)
        return Decision(tuple(contenders), len(contenders) == 1 or not tie_break)
    contenders = leaders(scores, candidates)
    return Decision(tuple(contenders), len(contenders) == 1)


def early_winners(totals: Sequence[int], candidates: Sequence[int]) -> list[int]:
    """R-G3 for a game ended now: the leaders, or during tie-breaks the tied players
    still in contention (who all hold the top total)."""
    return leaders(totals, candidates)
