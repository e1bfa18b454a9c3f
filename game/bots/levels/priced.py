"""What the Hard bot's search says of one action, and the sums it is worked out from."""

from __future__ import annotations

from dataclasses import dataclass

#: Weighted sums over a decision's rollouts of one action:
#: ``[points, made, weight, rollouts]``.
Tally = list[float]


@dataclass(frozen=True)
class Estimate:
    """What the search thinks of one action: expected round points, and the
    chance the seat's bid (or, for a bid, that bid) is made."""

    points: float
    make: float
    samples: int


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
    """The weighted means of ``tally`` (nothing counted: zeros)."""
    weight, samples = tally[2], int(tally[3])
    if samples == 0 or weight <= 0:
        return Estimate(0.0, 0.0, samples)
    return Estimate(tally[0] / weight, tally[1] / weight, samples)
