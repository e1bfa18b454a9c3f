"""Attacks on the command line: every number out of its range, every path that cannot be
written. Each is refused by one line on stderr and exit code 2, before any work is done."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rules import option_names
from tests.attacks.cli_run import one_line_refusal, run_devtools, run_main

#: The list an unknown option's refusal ends with (long, but never the value typed).
_OPTION_NAMES = option_names()

OUT_OF_RANGE = [
    pytest.param(["simulate", "--players", "0"], "--players", id="simulate-players-0"),
    pytest.param(["simulate", "--players", "-1"], "--players", id="simulate-players-negative"),
    pytest.param(["simulate", "--players", "100000000"], "--players", id="simulate-players-1e8"),
    pytest.param(["simulate", "--players", "1000000000000"], "--players", id="simulate-players-1e12"),
    pytest.param(["simulate", "--games", "0"], "--games", id="simulate-games-0"),
    pytest.param(["simulate", "--games", "-5"], "--games", id="simulate-games-negative"),
    pytest.param(["simulate", "--seed", str(10**30)], "--seed", id="simulate-seed-huge"),
    pytest.param(["simulate", "--bot-time", "0"], "--bot-time", id="simulate-bot-time-0"),
    pytest.param(["simulate", "--bot-time", "inf"], "--bot-time", id="simulate-bot-time-inf"),
    pytest.param(["--selftest", "--selftest-players", "2"], "--selftest-players",
                 id="selftest-players-2"),
]


#: The same for the project's tools (``python -m devtools``).
TOOLS_OUT_OF_RANGE = [
    pytest.param(["bench", "calibrate", "--games", "0"], "--games", id="calibrate-games-0"),
    pytest.param(["bench", "engine", "--runs", "0"], "--runs", id="engine-runs-0"),
    pytest.param(["bench", "engine", "--seconds", "-1"], "--seconds", id="engine-seconds-negative"),
    pytest.param(["bench", "engine", "--seconds", "nan"], "--seconds", id="engine-seconds-nan"),
    pytest.param(["bench", "engine", "--seconds", "inf"], "--seconds", id="engine-seconds-inf"),
    pytest.param(["bench", "bots", "--matches", "0"], "--matches", id="bots-matches-0"),
    pytest.param(["bench", "bots", "--workers", "0"], "--workers", id="bots-workers-0"),
    pytest.param(["bench", "saves", "--kills", "0"], "--kills", id="saves-kills-0"),
    pytest.param(["bench", "monkey", "--events", "0"], "--events", id="monkey-events-0"),
    pytest.param(["bench", "monkey", "--episode", "0"], "--episode", id="monkey-episode-0"),
    pytest.param(["bench", "startup", "--runs", "-3"], "--runs", id="startup-runs-negative"),
    pytest.param(["bench", "analyse", "--runs", "0"], "--runs", id="analyse-runs-0"),
    pytest.param(["bench", "analyse", "--luck-games", "-1"], "--luck-games", id="analyse-luck-negative"),
    pytest.param(["screenshots", "--out", "OUT", "--size", "0x0"], "--size", id="screenshots-size-0x0"),
    pytest.param(["screenshots", "--out", "OUT", "--size", "100000x100000"], "--size",
                 id="screenshots-size-huge"),
    pytest.param(["screenshots", "--out", "OUT", "--size", "-1280x800"], "--size",
                 id="screenshots-size-negative"),
]


@pytest.mark.parametrize("args,name", OUT_OF_RANGE)
def test_a_number_out_of_range_is_refused_in_one_line(args: list[str], name: str,
                                                      tmp_path: Path) -> None:
    line = one_line_refusal(run_main(*args, home=tmp_path / "home", timeout=60))
    assert name in line, line


@pytest.mark.parametrize("args,name", TOOLS_OUT_OF_RANGE)
def test_a_number_out_of_range_is_refused_by_the_tools_in_one_line(args: list[str], name: str,
                                                                   tmp_path: Path) -> None:
    args = [str(tmp_path / "shots") if a == "OUT" else a for a in args]
    done = run_devtools(*args, home=tmp_path / "home", timeout=60)
    line = one_line_refusal(done)
    assert name in line, line
    assert not (tmp_path / "shots").exists()  # refused before any work


def test_calibrate_into_a_folder_that_cannot_exist_is_refused_before_measuring(tmp_path: Path) -> None:
    done = run_devtools("bench", "calibrate", "--games", "5", "--out", "/proc/nope/x.py",
                        home=tmp_path / "home")
    assert "/proc/nope" in one_line_refusal(done)


def test_screenshots_into_a_file_is_refused(tmp_path: Path) -> None:
    taken = tmp_path / "a-file"
    taken.write_text("mine", encoding="utf-8")
    done = run_devtools("screenshots", "--out", str(taken), home=tmp_path / "home")
    assert str(taken) in one_line_refusal(done)
    assert taken.read_text(encoding="utf-8") == "mine"


def test_a_preset_given_as_an_option_is_refused_and_nothing_written(tmp_path: Path) -> None:
    records = tmp_path / "records"
    done = run_main("simulate", "--option", "preset=anything", "--record-dir", str(records),
                    "--history", home=tmp_path / "home")
    assert "preset" in one_line_refusal(done)
    assert not records.exists() and not (tmp_path / "home").exists()


LONG = "x" * 5000
LONG_VALUES = [
    pytest.param(f"hook={LONG}", id="switch"),
    pytest.param(f"scoring={LONG}", id="choice"),
    pytest.param(f"{LONG}=1", id="name"),
    pytest.param(f"max_hand={'1' * 4000}", id="huge-number"),
    pytest.param(f"renege_penalty={'9' * 5000}", id="number-past-the-digit-limit"),
    pytest.param(LONG, id="no-equals"),
]


@pytest.mark.parametrize("option", LONG_VALUES)
def test_a_long_option_is_cut_in_its_refusal(option: str, tmp_path: Path) -> None:
    line = one_line_refusal(run_main("simulate", "--option", option, home=tmp_path / "home"))
    assert "…" in line and len(line.replace(", ".join(_OPTION_NAMES), "")) < 200, line[:300]


def test_a_long_preset_name_is_cut_in_its_refusal(tmp_path: Path) -> None:
    line = one_line_refusal(run_main("simulate", "--preset", LONG, home=tmp_path / "home"))
    assert "…" in line and len(line) < 300, line[:300]
