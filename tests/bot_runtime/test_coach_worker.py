"""The coach's question goes to the bots' worker process, and its answer is the judge's."""

from __future__ import annotations

from game.actions import Bid
from game.analysis.coach import advise
from game.analysis.decisions import Kind, decisions
from game.analysis.judge import Judge
from game.match import play_match
from game.presets import preset


def test_a_worker_process_judges_the_humans_bid_as_the_judge_does() -> None:
    from bot_runtime.worker import ProcessWorker

    game = play_match(preset("oh-pshaw"), ["normal"] * 4, seed=8).game
    view = next(d.view for d in decisions(game) if d.kind is Kind.BID and d.view.hand_size >= 5)
    worker = ProcessWorker({1: ("normal", 1)})
    try:
        far = worker.coach(view, Bid(view.hand_size)).result(timeout=120)
    finally:
        worker.close()
    here = advise(view, Bid(view.hand_size), Judge())
    assert far == here and far.speaks  # bidding every trick of a five-card hand is costly
