"""The coach's verdict: it speaks after a costly bid or card, and not after the best one;
it judges from the deciding seat's view alone."""

from __future__ import annotations

from game.actions import Bid, Play
from game.analysis.coach import THRESHOLD, advise, expected_tricks
from game.analysis.decisions import Kind, decisions
from game.analysis.judge import Judge
from game.bots import Estimate
from game.match import play_match
from game.presets import preset


def test_a_wild_bid_is_called_out_and_the_best_bid_is_not() -> None:
    judge = Judge()
    game = play_match(preset("oh-pshaw"), ["normal"] * 4, seed=3).game
    view = next(d.view for d in decisions(game) if d.kind is Kind.BID and d.view.hand_size >= 5)
    verdicts = {a: advise(view, a, judge) for a in view.legal}
    worst = max(verdicts.values(), key=lambda advice: advice.loss)
    best = verdicts[worst.best]  # type: ignore[index]
    assert worst.loss > THRESHOLD and worst.speaks
    assert best.loss == 0.0 and not best.speaks
    assert worst.tricks is not None and 0.0 <= worst.tricks <= view.hand_size
    assert worst.noise >= 0.0 and worst.loss > worst.noise  # counted clear of the judge's noise


def test_a_costly_card_is_called_out_and_the_best_card_is_not() -> None:
    judge = Judge()
    game = play_match(preset("oh-pshaw"), ["normal"] * 4, seed=3).game
    found = 0
    for decision in decisions(game):
        if decision.kind is not Kind.PLAY or len(decision.view.legal) < 3:
            continue
        verdicts = {a: advise(decision.view, a, judge) for a in decision.view.legal}
        worst = max(verdicts.values(), key=lambda advice: advice.loss)
        if worst.loss <= THRESHOLD:
            continue
        assert isinstance(worst.action, Play) and worst.speaks
        assert not verdicts[worst.best].speaks  # type: ignore[index]
        chance = worst.chance(worst.action)
        assert chance is not None and chance < (worst.chance(worst.best) or 0.0)  # type: ignore[arg-type]
        found += 1
        if found == 3:
            break
    assert found == 3, "no costly card in a whole game of four Normal bots"


def test_the_worker_gives_the_same_verdict_as_the_judge_here() -> None:
    """The table asks the bots' worker; its answer is the judge's, from the same view."""
    from bot_runtime.worker import InlineWorker

    game = play_match(preset("oh-pshaw"), ["normal"] * 4, seed=8).game
    view = next(d.view for d in decisions(game) if d.kind is Kind.BID and d.view.hand_size >= 4)
    worker = InlineWorker({})
    assert worker.coach(view, Bid(0)).result() == advise(view, Bid(0), Judge())


def test_expected_tricks_weighs_each_bid_by_its_chance() -> None:
    estimates = {Bid(0): Estimate(2.0, 0.2, 10), Bid(1): Estimate(6.0, 0.6, 10),
                 Bid(2): Estimate(2.0, 0.2, 10)}
    assert expected_tricks(estimates) == 1.0
    assert expected_tricks({Bid(3): Estimate(0.0, 0.0, 1)}) is None
