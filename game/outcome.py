"""Why the winner won, in one line for the game over screen (R-G1..R-G3).

:func:`outcome` reads a finished game (or score pad) from its totals, its
rounds and its winners; :meth:`Outcome.line` gives a message key and values,
so an interface renders it in the player's language from ``outcome.<key>``
(the English texts are :data:`MESSAGES`; ``tools/i18n_keys.py`` keeps them in
the catalogues). ``str()`` of a line is English, for logs:

>>> done = outcome(totals=[52, 52, 44], rounds=[(False, [30, 30, 30]), (True, [0, 14, 11])],
...                winners=[1], ended_early=False)
>>> done.reason, done.tied, done.score, done.other
(<Reason.TIE_BREAK: 'tie_break'>, (0, 1), 14, 0)
>>> str(done.line(["Ada", "Bob", "Cy"]))
'Tied for the lead on 52 points, Bob won the tie-break round: 14 to 0.'

A game ended before any round was scored (R-G3 leaves everybody level on 0) was not
played for: nobody won it.

>>> stopped = outcome(totals=[0, 0, 0], rounds=[(False, None)], winners=[0, 1, 2], ended_early=True)
>>> stopped.reason, stopped.winners
(<Reason.NOT_STARTED: 'not_started'>, ())
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.pad.scored import ScoredGame

#: English texts by key; a ``{"one", "other"}`` entry is chosen by ``count``.
MESSAGES: dict[str, str | dict[str, str]] = {
    "highest_total": "{winner} wins with {total} points, the highest total.",
    "tie_break": {
        "one": "Tied for the lead on {total} points, {winner} won the tie-break round: "
               "{score} to {other}.",
        "other": "Tied for the lead on {total} points, {winner} won after {count} tie-break "
                 "rounds: {score} to {other} in the last.",
    },
    "shared": "{winners} share the win with {total} points each.",
    "ended_early": "The game was ended early; {winner} led with {total} points.",
    "ended_early_shared": "The game was ended early; {winners} shared the lead with {total} points.",
    "not_started": "The game was stopped before it began: no round was scored.",
    "and": "and",
}


class Reason(Enum):
    """How the game was decided."""

    HIGHEST_TOTAL = "highest_total"  # one player holds the top total
    TIE_BREAK = "tie_break"  # tied leaders, the extra round(s) decided (R-G2)
    SHARED = "shared"  # tied leaders share the win (tie-break rounds off)
    ENDED_EARLY = "ended_early"  # the leader(s) when the game was ended (R-G3)
    NOT_STARTED = "not_started"  # ended before any round was scored: nobody won


class AndList(str):
    """Names joined the English way (``"Ada, Bob and Cy"``) that keeps its ``items``, so an
    interface joins them with its own word for "and" (``outcome.and``)."""

    items: tuple[str, ...]

    def __new__(cls, items: Sequence[str]) -> AndList:
        text = "".join(items) if len(items) <= 1 else ", ".join(items[:-1]) + " and " + items[-1]
        joined = super().__new__(cls, text)
        joined.items = tuple(items)
        return joined

    def __getnewargs__(self) -> tuple[list[str]]:  # type: ignore[override]
        return (list(self.items),)


@dataclass(frozen=True)
class Line:
    """One message: ``key`` in :data:`MESSAGES` (``outcome.<key>`` in the catalogues) and the
    values of its placeholders. ``count`` picks the plural form where there is one."""

    key: str
    values: dict[str, Any]

    def __str__(self) -> str:
        entry = MESSAGES[self.key]
        if isinstance(entry, dict):
            entry = entry["one" if self.values.get("count") == 1 else "other"]
        return entry.format(**self.values)


@dataclass(frozen=True)
class Outcome:
    """A finished game's decision: winners, their total, and for a tie-break the tied
    leaders, the number of extra rounds and the deciding round's scores. A game stopped
    before it began has no winners."""

    reason: Reason
    winners: tuple[int, ...]
    total: int
    tied: tuple[int, ...] = ()
    extra_rounds: int = 0
    score: int | None = None  # the winner's points in the deciding tie-break round
    other: int | None = None  # the best points of the other tied players in it

    def line(self, names: Sequence[str]) -> Line:
        """The one-line reason with the players' ``names`` filled in."""
        if self.reason is Reason.NOT_STARTED:
            return Line("not_started", {})
        winner = names[self.winners[0]]
        winners = AndList([names[s] for s in self.winners])
        if self.reason is Reason.TIE_BREAK:
            return Line("tie_break", {"winner": winner, "total": self.total, "score": self.score,
                                      "other": self.other, "count": self.extra_rounds})
        if self.reason is Reason.ENDED_EARLY:
            if len(self.winners) > 1:
                return Line("ended_early_shared", {"winners": winners, "total": self.total})
            return Line("ended_early", {"winner": winner, "total": self.total})
        if self.reason is Reason.SHARED:
            return Line("shared", {"winners": winners, "total": self.total})
        return Line("highest_total", {"winner": winner, "total": self.total})


def outcome(totals: Sequence[int], rounds: Sequence[tuple[bool, Sequence[int] | None]],
            winners: Sequence[int], ended_early: bool) -> Outcome:
    """The decision of a finished game.

    ``rounds`` are ``(tie_break, scores)`` per round in order (``scores`` ``None`` for an
    unfinished one); ``totals`` the totals of the scheduled rounds. Ended early before any
    round was scored, the game was not played for, whatever ``winners`` the rules named.
    """
    if ended_early and all(scores is None for _tie_break, scores in rounds):
        return Outcome(Reason.NOT_STARTED, (), 0)
    if not winners:
        raise ValueError("the game is not over: it has no winners")
    total = totals[winners[0]]
    if ended_early:
        return Outcome(Reason.ENDED_EARLY, tuple(winners), total)
    extra = [scores for tie_break, scores in rounds if tie_break and scores is not None]
    if not extra:
        reason = Reason.SHARED if len(winners) > 1 else Reason.HIGHEST_TOTAL
        return Outcome(reason, tuple(winners), total)
    tied = tuple(s for s in range(len(totals)) if totals[s] == max(totals))
    contenders = list(tied)
    for scores in extra[:-1]:  # who was still in when the last extra round was played
        best = max(scores[s] for s in contenders)
        contenders = [s for s in contenders if scores[s] == best]
    last, winner = extra[-1], winners[0]
    others = [last[s] for s in contenders if s != winner]
    return Outcome(Reason.TIE_BREAK, tuple(winners), total, tied, len(extra), last[winner],
                   max(others) if others else None)


def game_outcome(game: ScoredGame) -> Outcome:
    """The decision of a finished game, at the table or on the score pad (the game over
    screen's line: ``game_outcome(game).line(names)``)."""
    return outcome(game.totals, [(r.tie_break, r.scores if r.complete else None) for r in game.rounds],
                   game.winners, game.ended_early)
