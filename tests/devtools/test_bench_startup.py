"""``bench startup``: the report against the targets, and a failed launch says why."""

from __future__ import annotations

import sys

import pytest

from devtools.bench_startup import launch, report


def test_report_compares_with_the_targets_and_says_when_not_built() -> None:
    source = {"first_frame_s": 0.64, "first_frame_runs_s": [0.64], "selftest_run_s": 5.0,
              "peak_mb": 68.0, "worker_peak_mb": 64.0}
    text = report({"players": 7, "launches": 1, "source": source, "built": None})
    assert text.splitlines() == [
        "source: first frame 0.64 s (target < 1.5 s), peak memory in a 7-player game "
        "68 MB + bot worker 64 MB = 132 MB (target < 200 MB), whole self-test 5.0 s",
        "built: not built (make dist)"]


def test_a_failing_launch_raises_with_its_error_output() -> None:
    with pytest.raises(RuntimeError, match="the reason"):
        launch([sys.executable, "-c", "import sys; sys.exit('the reason')"])
