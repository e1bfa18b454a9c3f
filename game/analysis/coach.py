"""The coach's word on one decision the player just made, from the player's own view.

The coach asks the judge (:class:`game.analysis.judge.Judge`) what every legal
bid or card was worth from the seat's :class:`~game.view.SeatView` (its own
hand and what was public, never the other hands), and compares the action
taken with the best one (:func:`~game.analysis.verdict.judge_decision`: a loss
counts only clear of the search's noise). It speaks only when the action gave
away more than :data:`THRESHOLD` expected points: a learner hears about real
mistakes, not about the noise of the judge's sampling.

>>> from game.game import Game
>>> from game.presets import preset
>>> game = Game(preset("oh-pshaw"), 4, seed=5)
>>> view = game.view(game.to_act)
>>> advice = advise(view, view.legal[0])
>>> advice.kind.value, advice.loss >= 0.0, advice.best in view.legal
('bid', True, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.actions import Action, Bid
from game.analysis.decisions import Kind
from game.analysis.judge import Judge
from game.analysis.verdict import judge_decision
from game.bots import Estimate
from game.view import SeatView

#: Expected points an action must give away before the coach says so: below this the
#: judge's own sampling noise could be speaking.
THRESHOLD = 1.5


@dataclass(frozen=True)
class Advice:
    """What the judge found of ``action`` taken in a seat's view.

    ``loss`` is the expected points it gave away against ``best`` (0 when it was the best);
    ``estimates`` every legal action's expected points and chance of making the bid (the
    hint's figures); ``tricks`` the tricks the hand is expected to take (bids only)."""

    kind: Kind
    action: Action
    best: Action | None
    loss: float
    estimates: Mapping[Action, Estimate]
    tricks: float | None = None
    noise: float = 0.0  # the standard error of the loss as the judge measured it

    @property
    def speaks(self) -> bool:
        """True when the action gave away enough for the coach to say so."""
        return self.best is not None and self.action != self.best and self.loss > THRESHOLD

    def chance(self, action: Action) -> float | None:
        """The chance of making the bid after ``action`` (None when not weighed)."""
        estimate = self.estimates.get(action)
        return None if estimate is None else estimate.make


def expected_tricks(estimates: Mapping[Action, Estimate]) -> float | None:
    """The tricks a hand takes, read from its bids' chances: each bid's chance of being
    made is the chance of taking exactly that many tricks when playing for it, so their
    weighted mean is what the hand is expected to take.

    >>> round(expected_tricks({Bid(0): Estimate(8.0, 0.6, 1), Bid(1): Estimate(4.0, 0.4, 1)}), 2)
    0.4
    """
    chances = [(a.tricks, e.make) for a, e in estimates.items() if isinstance(a, Bid)]
    weight = sum(chance for _, chance in chances)
    if not chances or weight <= 0:
        return None
    return sum(tricks * chance for tricks, chance in chances) / weight


def advise(view: SeatView, action: Action, judge: Judge | None = None) -> Advice:
    """The coach's verdict on ``action`` taken in ``view`` (the deciding seat's own view):
    the judge's (:func:`game.analysis.verdict.judge_decision`), whose loss counts only
    when it stands clear of the search's own noise."""
    verdict = judge_decision(view, action, judge or Judge())
    tricks = verdict.tricks
    if verdict.kind is Kind.BID and tricks is None:
        tricks = expected_tricks(verdict.estimates)
    return Advice(verdict.kind, action, verdict.best, verdict.loss, dict(verdict.estimates), tricks,
                  verdict.noise)
