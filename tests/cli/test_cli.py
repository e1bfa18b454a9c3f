"""The command line: simulate, replay, and clear refusals (exit code 2); the benchmarks of the
project's own command line (``python -m devtools bench``)."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cli.console import ConsolePlayer
from game.game import Game
from game.match import play_match
from game.presets import preset
from main import main
from tests.record_checker.checker import check_record

ROOT = Path(__file__).resolve().parents[2]


def test_simulate_prints_a_summary_and_writes_records(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--preset", "oh-hell", "--players", "4", "--seats",
                 "random,random,random,random", "--games", "3", "--seed", "1",
                 "--record-dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0
    assert "points/round" in out and "bid accuracy" in out and "wins" in out
    assert len(out.strip().splitlines()) == 2 + 4
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 3
    for path in records:
        record = json.loads(path.read_text(encoding="utf-8"))
        assert record["preset"] == "oh-hell" and check_record(record) == []
        assert main(["replay", str(path)]) == 0


def test_simulate_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--preset", "wizard", "--players", "5", "--games", "4", "--seed", "9"]
    main(args)
    first = capsys.readouterr().out
    main(args)
    assert capsys.readouterr().out == first


def test_option_overrides_reach_the_game(tmp_path: Path) -> None:
    assert main(["simulate", "--option", "max_hand=3", "--option", "hook=true",
                 "--record-dir", str(tmp_path)]) == 0
    record = json.loads(next(tmp_path.glob("*.json")).read_text(encoding="utf-8"))
    assert record["rules"]["hook"] is True and len(record["rounds"]) >= 3
    assert [r["hand_size"] for r in record["rounds"][:3]] == [1, 2, 3]


@pytest.mark.parametrize("args,message", [
    (["simulate", "--preset", "whist"], "Unknown preset 'whist'"),
    (["simulate", "--players", "8"], "played by 3 to 7 players, not 8"),
    (["simulate", "--players", "3", "--seats", "random,random"], "--players 3 but --seats"),
    (["simulate", "--option", "max_hand=8", "--players", "7"], "cannot be dealt 8 cards"),
    (["simulate", "--option", "colour=blue"], "Unknown rule option 'colour'"),
    (["simulate", "--seats", "random,random,genius"], "unknown seat 'genius'"),
    (["simulate", "--seats", "py:nowhere.at.all:Bot,random,random"], "cannot import"),
    (["simulate", "--games", "0"], "--games: should be from 1 to 1000000, not 0"),
    (["simulate", "--games", "many"], "--games: not a whole number: 'many'"),
    (["replay", "/no/such/file.json"], "cannot read"),
    (["frobnicate"], "invalid choice"),
    (["bench", "engine"], "invalid choice: 'bench'"),  # the tools are not the program's
    (["screenshots", "--out", "shots"], "invalid choice: 'screenshots'"),
])
def test_bad_input_gives_one_line_and_exit_2(args: list[str], message: str) -> None:
    _refused_in_one_line(["main.py", *args], message)


@pytest.mark.parametrize("args,message", [
    (["bench", "nothing"], "invalid choice"),
    (["bench", "bots", "--workers", "0"], "--workers: should be from 1 to 64, not 0"),
    (["bench", "rounds", "--heroes", "normal"], "two or more bots"),
    (["bench", "rounds", "--heroes", "normal,genius"], "unknown seat 'genius'"),
    ([], "required: command"),
])
def test_bad_input_to_the_tools_gives_one_line_and_exit_2(args: list[str], message: str) -> None:
    _refused_in_one_line(["-m", "devtools", *args], message)


def _refused_in_one_line(command: list[str], message: str) -> None:
    done = subprocess.run([sys.executable, *command], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr


def test_replay_of_a_damaged_record_fails(tmp_path: Path) -> None:
    path = tmp_path / "damaged.json"
    path.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    match = play_match(preset("oh-pshaw"), ["random"] * 3, seed=2)
    from game.record import to_record

    record = to_record(match.game)
    trick = record["rounds"][4]["tricks"][0]
    winner, trick["winner"] = trick["winner"], 9  # no such seat: not a record (exit 2)
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    trick["winner"] = (winner + 1) % 3  # another seat than the rules give
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 1


def test_outside_bots_load_by_module_path(tmp_path: Path) -> None:
    (tmp_path / "mybot.py").write_text(
        "class FirstBot:\n"
        "    def __init__(self, seed):\n        self.seed = seed\n"
        "    def choose(self, view):\n        return view.legal[0]\n", encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        match = play_match(preset("oh-pshaw"), ["py:mybot:FirstBot", "random", "random"], 4)
    finally:
        sys.path.remove(str(tmp_path))
    assert match.game.is_over
    assert all(b.tricks == 0 for r in match.game.rounds for b in r.bids if b.seat == 0)


def test_bench_engine_prints_the_json_keys() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools", "bench", "engine", "--json", "--runs", "1",
                           "--seconds", "0.2"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert set(figures) == {"rounds_per_s", "matches_per_s"}
    assert figures["rounds_per_s"] > 0 and figures["matches_per_s"] > 0


def test_console_player_explains_and_asks_again() -> None:
    typed = iter(["7", "bid nine", "1"])
    shown: list[str] = []
    player = ConsolePlayer(read=lambda prompt: next(typed), write=shown.append)
    game = Game(preset("oh-pshaw"), 4, seed=1)
    seat = game.to_act
    assert seat is not None
    action = player.choose(game.view(seat))
    assert str(action) == "bid 1"
    assert any("not allowed" in line for line in shown)
    assert any("not an action" in line for line in shown)
    assert any("Round 1 of 13" in line for line in shown)


@pytest.mark.slow
def test_bench_bots_json_has_every_key() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools", "bench", "bots", "--matches", "4",
                           "--pairings", "normal:easy", "--workers", "1", "--games", "3", "--json"],
                          cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    pairing, speed = rows
    assert set(pairing) == {"hero", "opponent", "matches", "points_per_round", "ci95",
                            "bid_accuracy", "win_rate", "decision_ms"}
    assert (pairing["hero"], pairing["opponent"], pairing["matches"]) == ("normal", "easy", 4)
    assert set(pairing["decision_ms"]["bid"]) == {"median", "p95", "max"}
    assert pairing["ci95"][0] <= pairing["points_per_round"] <= pairing["ci95"][1]
    assert 0 <= pairing["bid_accuracy"] <= 1 and speed["playouts_per_s"] > 0
    # --games 3: the rollouts are checked on three games (two checks a round of 4+ cards, 4 seats)
    assert 0 < speed["rollout_vs_normal"]["seats"] <= 3 * 2 * 10 * 4


def test_bench_bots_leaves_a_core_free_for_quick_bots_only() -> None:
    """Pairings of quick bots run in one process, so the machine's other work does
    not land in their millisecond timings; searching bots use both cores."""
    from devtools.bots.tournament import default_workers

    assert default_workers("normal", "easy") == default_workers("easy", "normal") == 1
    assert default_workers("hard", "normal") == default_workers("clairvoyant", "normal") == 2
    assert default_workers("py:my.bots:Bot", "normal") == 2


@pytest.mark.slow
def test_bench_rounds_json_has_every_key() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools", "bench", "rounds", "--heroes", "normal,easy",
                           "--matches", "1", "--workers", "1", "--json"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert (summary["games"], summary["rounds"]) == (1, 13)
    assert [h["hero"] for h in summary["heroes"]] == ["normal", "easy"]
    pair = summary["pairs"][0]
    assert (pair["first"], pair["second"]) == ("normal", "easy") and 0 <= pair["p"] <= 1


@pytest.mark.slow
def test_bench_calibrate_prints_a_table_module() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools", "bench", "calibrate", "--games", "6"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    literal = done.stdout[done.stdout.index("= {") + 2:]
    odds = ast.literal_eval(literal)
    assert isinstance(odds, dict) and odds and all(0 < v < 1 for v in odds.values())
