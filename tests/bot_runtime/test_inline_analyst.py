"""The analyst that judges in the window's process (tests, screenshots, the monkey) does a
slice of the work each frame, not a whole round: the same ratings as the worker's, a few
decisions at a time."""

from __future__ import annotations

import pytest

from bot_runtime import analysis
from bot_runtime.analysis import InlineAnalyst, judge_rounds
from game.analysis import Judge
from game.match import play_match
from game.presets import preset
from game.record import to_record


def test_each_step_judges_a_slice_and_the_rounds_come_out_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    match = play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 3, 4)
    record = to_record(match.game, match.players)
    monkeypatch.setattr(analysis, "SLICE", 0.0)  # one decision a step
    analyst = InlineAnalyst(Judge(4, 6))
    first, second = analyst.rate(record, 1, 1), analyst.rate(record, 2, 2)
    expected = judge_rounds(record, 1, 1, Judge(4, 6))
    assert len(expected) >= 4
    for judged in range(1, len(expected) + 1):
        analyst.step()
        assert not first.done() and len(analyst.jobs[0][2]) == judged  # one decision more
    analyst.step()  # the round has no decision left: its future is settled
    assert first.result() == expected and not second.done()
    monkeypatch.setattr(analysis, "SLICE", 60.0)  # a long slice: the rest at once
    analyst.step()
    assert second.result() == judge_rounds(record, 2, 2, Judge(4, 6)) and not analyst.jobs
