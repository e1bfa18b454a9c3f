"""What a decision's candidates scored on the same samples, and what that says honestly.

The judge scores every candidate (a bid, a card, a suit to name, a pass) on the same
samples: the same sampled deal, the same rollout luck (common random numbers), so
the difference between two candidates carries only the noise of how they differ,
not of the deal. The samples come in two *folds*, drawn from two independent
walks over the deals. Picking the best of several noisy means makes that mean too
high on average (the winner's curse), so the best candidate's worth is measured
on the samples that did not pick it: each fold's choice priced on the other fold.

A loss is the best candidate's worth, so measured, minus the action's mean; its
*noise* is the standard error of that difference over the samples. A loss counts
only when it stands clear of its noise (:data:`CLEAR`): where the candidates are
too close to tell apart on the samples, nothing was shown to be given away.

>>> from game.actions import Bid
>>> one, two = Bid(1), Bid(2)
>>> o = Outcomes([one, two])
>>> for fold, scores in ((0, (12, 0)), (1, (12, 0)), (0, (11, 12)), (1, (11, 12))):
...     o.add(fold, dict(zip([one, two], scores)), {one: 1.0, two: 0.0})
>>> o.best([one, two]), round(o.loss(two, [one, two]).loss, 2)
(Bid(tricks=1), 5.5)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.actions import Action
from game.bots.levels.priced import Estimate

#: A loss counts when it is more than this many times its noise (its standard error).
#: The noise is itself measured on few samples that come from two walks over the deals,
#: where neighbouring deals are alike, so it is taken wide: at twice the noise the judge's
#: own choice, judged again on other samples, was still charged 0.09 points a card; at
#: three times, 0.02 (docs/notes/analysis-2026.md).
CLEAR = 3.0


@dataclass(frozen=True)
class Loss:
    """What an action gave away: ``loss`` (expected points, never below 0), its ``noise``
    (standard error), and whether it stands clear of the noise (then it counts)."""

    loss: float
    noise: float

    @property
    def clear(self) -> bool:
        """True when the loss is larger than :data:`CLEAR` times its noise."""
        return self.loss > 0 and self.loss > CLEAR * self.noise

    @property
    def counted(self) -> float:
        """The loss when it is clear of its noise, else 0."""
        return self.loss if self.clear else 0.0


NONE = Loss(0.0, 0.0)


class Outcomes:
    """The scores of each candidate on every sample, in two folds."""

    def __init__(self, candidates: Sequence[Action]) -> None:
        self.candidates = list(candidates)
        self.points: dict[Action, list[float]] = {a: [] for a in candidates}
        self.made: dict[Action, list[float]] = {a: [] for a in candidates}
        self.folds: list[int] = []
        #: Estimates of actions priced without samples (a bid far from any sensible one).
        self.fixed: dict[Action, Estimate] = {}
        #: The tricks the seat took in each sample, by candidate, where they are kept (bids).
        self.tricks: dict[Action, list[int]] = {}

    def add(self, fold: int, points: Mapping[Action, float], made: Mapping[Action, float]) -> None:
        """One sample of fold ``fold`` (0 or 1): every candidate's points and whether it
        made its bid (or the share of deals it made it in)."""
        self.folds.append(fold)
        for action in self.candidates:
            self.points[action].append(points[action])
            self.made[action].append(made[action])

    def __len__(self) -> int:
        return len(self.folds)

    def estimates(self) -> dict[Action, Estimate]:
        """Each candidate's mean over every sample (and the fixed ones)."""
        n = len(self.folds)
        out = dict(self.fixed)
        for action in self.candidates:
            if n:
                out[action] = Estimate(sum(self.points[action]) / n, sum(self.made[action]) / n, n)
        return out

    def _fold_means(self, fold: int) -> dict[Action, Estimate]:
        picked = [i for i, f in enumerate(self.folds) if f == fold]
        out = dict(self.fixed)
        if picked:
            for action in self.candidates:
                pts, made = self.points[action], self.made[action]
                out[action] = Estimate(sum(pts[i] for i in picked) / len(picked),
                                       sum(made[i] for i in picked) / len(picked), len(picked))
        return out

    def best(self, legal: Sequence[Action]) -> Action | None:
        """The candidate with the best mean over every sample (Hard's tie-breaks)."""
        return best_of(legal, self.estimates())

    def _crossed(self, legal: Sequence[Action]) -> list[Action | None]:
        """For each sample, the best candidate of the *other* fold (``None`` without one)."""
        other = [best_of(legal, self._fold_means(1)), best_of(legal, self._fold_means(0))]
        return [other[f] for f in self.folds]

    def _worth(self, action: Action, i: int) -> float:
        fixed = self.fixed.get(action)
        return fixed.points if fixed is not None else self.points[action][i]

    def value(self, legal: Sequence[Action]) -> float:
        """The best candidate's expected points, each sample pricing the other fold's
        choice (so the luck of the sampling does not raise it)."""
        crossed = self._crossed(legal)
        if not crossed or any(c is None for c in crossed):
            best = self.best(legal)
            return self.estimates()[best].points if best is not None else 0.0
        return _mean([self._worth(c, i) for i, c in enumerate(crossed) if c is not None])

    def loss(self, action: Action, legal: Sequence[Action]) -> Loss:
        """What ``action`` gave away against the best candidate, each sample measuring
        the other fold's choice against it; nothing for the best candidate itself."""
        if action not in self.candidates and action not in self.fixed:
            return NONE
        if action == self.best(legal) or not self.folds:
            return NONE
        crossed = self._crossed(legal)
        if any(c is None for c in crossed):  # one fold only: no honest best
            return NONE
        diffs = [self._worth(c, i) - self._worth(action, i)
                 for i, c in enumerate(crossed) if c is not None]
        mean = _mean(diffs)
        # the samples of a fold come from one walk over the deals, where neighbours are
        # alike: where the two walks disagree more than their samples' spread says, that
        # disagreement is the noise
        apart = abs(_mean([d for d, f in zip(diffs, self.folds, strict=True) if f == 0])
                    - _mean([d for d, f in zip(diffs, self.folds, strict=True) if f == 1])) / 2
        return Loss(max(0.0, mean), max(_standard_error(diffs), apart))


def best_of(legal: Sequence[Action], estimates: Mapping[Action, Estimate]) -> Action | None:
    """The action the Hard bot would take: the best expected points, then the best
    chance of making the bid, then the first legal one (:meth:`HardBot.choose`)."""
    rated = [a for a in legal if a in estimates]
    if not rated:
        return None
    return max(rated, key=lambda a: (estimates[a].points, estimates[a].make, -legal.index(a)))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _standard_error(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = _mean(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
