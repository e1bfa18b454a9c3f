"""The judge's word on one decision at the table, as a coach needs it.

:func:`judge_decision` judges one bid or card (or a bid card, a pass, a suit
named) from the deciding seat's view, as the analysis of a finished game
judges it (:class:`~game.analysis.judge.Judge`): what it gave away against
the best choice, counted only when it stands clear of the search's noise.
It sees only the view, never the other hands.

>>> from game.game import Game
>>> from game.presets import preset
>>> game = Game(preset("oh-pshaw"), 4, seed=3)
>>> view = game.view(game.to_act)
>>> verdict = judge_decision(view, view.legal[0], Judge(play_deals=4, bid_deals=8))
>>> verdict.loss >= 0 and verdict.best in view.legal
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.actions import Action
from game.analysis.decisions import Kind, kind_of
from game.analysis.judge import Judge, all_alike
from game.bots.levels.priced import Estimate
from game.view import SeatView


@dataclass(frozen=True)
class Verdict:
    """What one action gave away, from its seat's view.

    ``loss`` is in expected points against ``best`` (the judge's choice), 0 unless
    it stands clear of its ``noise`` (the standard error of the loss as measured);
    ``estimates`` holds every priced action's expected points and chance of making
    the bid (empty when every legal action plays alike: nothing can be given away).
    For a bid by number, ``tricks`` is the tricks the seat takes on average when it
    plays for the best bid (what the hand is worth), else ``None``."""

    action: Action
    kind: Kind
    best: Action | None
    loss: float
    noise: float
    estimates: Mapping[Action, Estimate]
    tricks: float | None = None

    @property
    def gave_away(self) -> bool:
        """True when the action gave points away beyond the judge's noise."""
        return self.loss > 0


def judge_decision(view: SeatView, action: Action, judge: Judge | None = None) -> Verdict:
    """The judge's word on ``action`` (one of ``view.legal``) in ``view``. The same view and
    action get the same verdict on any machine; keep one ``judge`` for a game, so what it
    learns of the round is worked out once."""
    if action not in view.legal:
        raise ValueError(f"{action} is not a legal action here")
    kind = kind_of(action)
    if all_alike(view):
        return Verdict(action, kind, action, 0.0, 0.0, {})
    weighing = (judge or Judge()).weigh(view, (action,))
    judged = weighing.settle(action)
    tricks = weighing.tricks() if kind is Kind.BID else None
    return Verdict(action, kind, weighing.best, judged.counted, judged.noise,
                   dict(weighing.estimates), tricks)
