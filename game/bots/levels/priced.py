"""What the Hard bot's search says of one action, and the sums it is worked out from."""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.search.winning import POINT

#: Weighted sums over a decision's rollouts of one action:
#: ``[points, made, weight, rollouts]``, and ``win`` (the chance of winning the game) where
#: the search plays to win.
Tally = list[float]


@dataclass(frozen=True)
class Estimate:
    """What the search thinks of one action: expected round points, and the
    chance the seat's bid (or, for a bid, that bid) is made."""

    points: float
    make: float
    samples: int
    #: The chance of winning the game, where the search plays to win it (the game's end
    #: is near: :mod:`game.bots.search.winning`); ``None`` elsewhere.
    win: float | None = None

    def rank(self) -> tuple[float, float]:
        """What the search takes the best action by: the chance of winning the game with a
        point worth :data:`~game.bots.search.winning.POINT` of it where there is one, else
        the expected points; then the chance of making the bid."""
        if self.win is None:
            return self.points, self.make
        return self.win + POINT * self.points, self.make


def new_tally() -> Tally:
    """Empty sums for one action."""
    return [0.0, 0.0, 0.0, 0]


def add(tally: Tally, weight: float, score: float, made: bool) -> None:
    """Count one rollout of weight ``weight`` that scored ``score`` (``made``: the bid)."""
    tally[0] += weight * score
    tally[1] += weight * made
    tally[2] += weight
    tally[3] += 1


def estimate(tally: Tally) -> Estimate:
    """The weighted means of ``tally`` (nothing counted: zeros); a fifth sum is the chance
    of winning the game."""
    weight, samples = tally[2], int(tally[3])
    if samples == 0 or weight <= 0:
        return Estimate(0.0, 0.0, samples, 0.0 if len(tally) > 4 else None)
    return Estimate(tally[0] / weight, tally[1] / weight, samples,
                    tally[4] / weight if len(tally) > 4 else None)
