"""Skill and luck per player: what each seat gave away, and what chance did.

For every seat and every complete round, from the ratings of its decisions
(:mod:`game.analysis.judge`):

- **value**: what the deal was worth to a strong player in that seat — the
  expected points of the best choice at its first decision of the round, from
  the seat's view (the trump to name, the cards to pass, or the bid);
- **bid loss**: the expected points its choices before the play gave away
  against the best ones: bids by number or with a card (rebids included), the
  cards passed, the trump named;
- **play loss**: the expected points its cards gave away, summed over the round;
- **luck**: everything else that moved its score: how the unseen cards lay,
  what the others bid and played, and the round winner's bonus, which the search does not price.

They relate to the points actually scored exactly, by the definition of luck::

    points = value - bid_loss - play_loss + luck

A game's figures add up its rounds that count in the totals (a tie-break
round's points are its own, R-G2; a round stopped halfway scores nothing).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.analysis.decisions import BIDDING_KINDS, Kind
from game.analysis.judge import BID_DEALS, PLAY_DEALS, Rating
from game.game import Game

#: The relation between the figures, as the report states it.
RELATION = "points = value - bid_loss - play_loss + luck"
#: Decimals of the figures in a report's JSON.
DIGITS = 3


@dataclass(frozen=True)
class Figures:
    """A seat's figures over a round or a game; ``luck`` is whatever makes the relation hold."""

    value: float
    bid_loss: float
    play_loss: float
    points: int

    @property
    def luck(self) -> float:
        """The points scored beyond the deal's value, with what was given away put back."""
        return self.points - self.value + self.bid_loss + self.play_loss

    def __add__(self, other: Figures) -> Figures:
        return Figures(self.value + other.value, self.bid_loss + other.bid_loss,
                       self.play_loss + other.play_loss, self.points + other.points)

    def rounded(self, digits: int = DIGITS) -> Figures:
        """The figures to ``digits`` decimals (luck follows, so the relation still holds)."""
        return Figures(round(self.value, digits), round(self.bid_loss, digits),
                       round(self.play_loss, digits), self.points)


ZERO = Figures(0.0, 0.0, 0.0, 0)


@dataclass(frozen=True)
class RoundFigures:
    """One seat in one round; ``figures`` is ``None`` for a round stopped unfinished."""

    number: int
    hand_size: int
    tie_break: bool
    figures: Figures | None

    @property
    def counts(self) -> bool:
        """True when the round adds to the game's totals (complete, not a tie-break)."""
        return self.figures is not None and not self.tie_break


@dataclass(frozen=True)
class SeatReport:
    """One seat's figures, round by round and for the game."""

    seat: int
    rounds: tuple[RoundFigures, ...]
    rated: int  # decisions the search weighed (or found all alike)
    not_rated: int  # decisions the search did not weigh (none while every kind is rated)

    @property
    def total(self) -> Figures:
        """The figures of the rounds that count in the totals, added up."""
        return sum((r.figures for r in self.rounds if r.counts and r.figures), ZERO)


@dataclass(frozen=True)
class Report:
    """Every seat's report, and the ratings of every decision it was made from."""

    seats: tuple[SeatReport, ...]
    ratings: tuple[Rating, ...]

    def table_value(self) -> float:
        """The seats' game value on average: what a deal was worth at this table."""
        return sum(s.total.value for s in self.seats) / len(self.seats)

    def costliest(self, seat: int | None = None, count: int = 5) -> list[Rating]:
        """The decisions that gave away the most (of ``seat``, or anyone), the worst first."""
        lost = [r for r in self.ratings if r.loss > 0 and (seat is None or r.seat == seat)]
        return sorted(lost, key=lambda r: (-r.loss, r.ply))[:count]

    def noise(self, seat: int, kinds: Collection[Kind]) -> float:
        """How far the losses of ``seat``'s decisions of ``kinds`` could be off through the
        search's sampling: the root of the summed squares of each decision's noise, over the
        rounds that count."""
        counted = {r.number for r in self.seats[seat].rounds if r.counts}
        return math.sqrt(sum(r.noise ** 2 for r in self.ratings
                             if r.seat == seat and r.kind in kinds and r.round_number in counted))

    def as_json(self, names: Sequence[str] | None = None) -> dict[str, Any]:
        """The report as JSON data: per seat, ``value``, ``bid_loss``, ``play_loss``,
        ``luck`` and ``points``, each with its ``total`` and its ``rounds`` (in the order
        of the top-level ``rounds``; ``null`` for a round stopped unfinished), and the
        ``noise`` of its two losses (:meth:`noise`)."""
        first = self.seats[0].rounds if self.seats else ()
        seats = []
        for report in self.seats:
            entry: dict[str, Any] = {"seat": report.seat}
            if names is not None:
                entry["name"] = names[report.seat]
            rounds = [r.figures.rounded() if r.figures else None for r in report.rounds]
            total = report.total.rounded()
            for key in ("value", "bid_loss", "play_loss", "luck", "points"):
                entry[key] = {"total": _number(getattr(total, key)),
                              "rounds": [None if f is None else _number(getattr(f, key))
                                         for f in rounds]}
            entry["noise"] = {name: round(self.noise(report.seat, kinds), DIGITS)
                              for name, kinds in (("bid_loss", BIDDING_KINDS),
                                                  ("play_loss", {Kind.PLAY}))}
            entry["rated"], entry["not_rated"] = report.rated, report.not_rated
            seats.append(entry)
        return {"relation": RELATION, "deals": {"play": PLAY_DEALS, "bid": BID_DEALS},
                "rounds": [{"number": r.number, "hand_size": r.hand_size, "tie_break": r.tie_break,
                            "complete": r.figures is not None} for r in first],
                "seats": seats}


def _number(value: float) -> float | int:
    return value if isinstance(value, int) else round(value, DIGITS)


def build_report(game: Game, ratings: Iterable[Rating]) -> Report:
    """The report of the finished ``game`` from the ratings of its decisions."""
    ratings = tuple(ratings)
    n = game.players
    by_key: dict[tuple[int, int], list[Rating]] = {}
    for rating in ratings:
        by_key.setdefault((rating.round_number, rating.seat), []).append(rating)
    seats = []
    for seat in range(n):
        lines = []
        for rnd in game.rounds:
            figures = None
            if rnd.complete and rnd.scores is not None:
                mine = by_key.get((rnd.number, seat), [])
                value = next((r.value for r in mine if r.value is not None), 0.0) \
                    + sum(r.edge for r in mine)
                figures = Figures(value, _lost(mine, BIDDING_KINDS), _lost(mine, {Kind.PLAY}),
                                  rnd.scores[seat])
            lines.append(RoundFigures(rnd.number, rnd.hand_size, rnd.tie_break, figures))
        own = [r for r in ratings if r.seat == seat]
        seats.append(SeatReport(seat, tuple(lines), sum(r.rated for r in own),
                                sum(not r.rated for r in own)))
    return Report(tuple(seats), ratings)


def _lost(ratings: Iterable[Rating], kinds: Collection[Kind]) -> float:
    return sum(r.loss for r in ratings if r.kind in kinds)
