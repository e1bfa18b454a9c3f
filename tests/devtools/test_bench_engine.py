"""``bench engine --openspiel``: the engine beside another engine's playouts, run by another
interpreter; a side that cannot be measured is one line, not a traceback."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from devtools import bench_engine
from devtools.bench_engine import OtherSideError, side_by_side
from devtools.program import main


def test_the_ratio_is_ours_over_theirs_pair_by_pair(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    other = tmp_path / "other.py"
    other.write_text("import sys\nprint(100.0 * (int(sys.argv[3]) + 1))\n")  # 100, then 200
    monkeypatch.setattr(bench_engine, "OPENSPIEL_PLAYOUTS", other)
    monkeypatch.setattr(bench_engine, "rounds_per_second",
                        lambda seconds, seed, cards: 50.0 * (seed + 1) * (cards == 12))
    figures = side_by_side(sys.executable, runs=2, seconds=0.01)
    assert figures == {"rounds12_per_s": 75.0, "openspiel_rounds12_per_s": 150.0, "ratio": 0.5}


def test_an_interpreter_without_openspiel_is_named_in_one_line() -> None:
    with pytest.raises(OtherSideError, match="No module named 'pyspiel'"):
        side_by_side(sys.executable, runs=1, seconds=0.01)


def test_the_command_refuses_a_missing_interpreter(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["bench", "engine", "--openspiel", "/no/such/python"])
    assert "is not a program that can be run" in capsys.readouterr().err
    assert main(["bench", "engine", "--openspiel", sys.executable, "--runs", "1",
                 "--seconds", "0.01"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pyspiel" in err
