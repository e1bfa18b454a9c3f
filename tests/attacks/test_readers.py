"""Attacks on the readers of files: ``replay`` and everything that reads a record.

Regular files only, a size cap read with a bounded read, JSON depth limited, shapes
checked before use: anything refused is one line naming the file, and exit code 2.
A record that is well formed but disagrees with the rules stays exit code 1.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.history import History
from tests.attacks.cli_run import one_line_refusal, run_main

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="devices and pipes of POSIX")


def a_record() -> dict[str, Any]:
    match = play_match(preset("oh-pshaw").replace(max_hand=3), ["random"] * 3, seed=4)
    return to_record(match.game, match.players)


def replay(path: Path | str, home: Path) -> str:
    """The one line ``replay`` refuses ``path`` with (exit code 2)."""
    done = run_main("replay", str(path), home=home, timeout=30)
    line = one_line_refusal(done)
    assert str(path) in line, line  # the line names the file
    return line


def test_json_nested_100000_levels_deep(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert "nested too deeply" in replay(path, tmp_path)


def test_json_nested_deep_inside_a_record(tmp_path: Path) -> None:
    record = a_record()
    record["rules"] = {"preset": "[" * 5000 + "]" * 5000}  # a string: not nesting
    record["app_version"] = json.loads("[" * 500 + "]" * 500)
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert "nested too deeply" in replay(path, tmp_path)


@pytest.mark.parametrize("field,value", [
    ("result", [1, 2]),
    ("result", {"totals": "many", "winners": [0], "ended_early": False}),
    ("rounds", {"1": "round"}),
    ("rounds", [[1, 2, 3]]),
    ("players", "Ann, Bo, Cy"),
    ("players", [{"seat": 0, "name": "A"}] * 10_000),
    ("seed", "12"),
    ("seed", 10**40),
    ("cut", [{"seat": "north", "card": 5}]),
    ("rules", {"fixed_rounds": 10**9, "schedule": "fixed"}),
    ("rules", ["hook"]),
], ids=["result-list", "result-totals-text", "rounds-object", "round-a-list", "players-text",
        "players-10000", "seed-text", "seed-huge", "cut-wrong", "rules-billion-rounds", "rules-list"])
def test_a_record_of_the_wrong_shape(field: str, value: object, tmp_path: Path) -> None:
    record = a_record()
    record[field] = value
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    replay(path, tmp_path)


def test_a_round_of_the_wrong_shape(tmp_path: Path) -> None:
    record = a_record()
    record["rounds"][1]["tricks"][0]["plays"] = "AS KS"
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    replay(path, tmp_path)


def test_a_record_that_disagrees_with_the_rules_is_still_exit_1(tmp_path: Path) -> None:
    record = a_record()
    record["rounds"][1]["tricks"][0]["winner"] = (record["rounds"][1]["tricks"][0]["winner"] + 1) % 3
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = run_main("replay", str(path), home=tmp_path)
    assert done.returncode == 1 and "the record has winner" in done.stderr


@posix_only
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_replay_of_an_endless_device(device: str, tmp_path: Path) -> None:
    assert "not a plain file" in replay(device, tmp_path)


@posix_only
def test_replay_of_a_named_pipe_does_not_wait(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    assert "not a plain file" in replay(pipe, tmp_path)


def test_replay_of_a_200_mb_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as out:  # sparse: 200 MB that take no disk
        out.truncate(200 * 1024 * 1024)
    assert "too large" in replay(path, tmp_path)


@posix_only
def test_replay_of_a_symbolic_link(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text(json.dumps(a_record()), encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert "symbolic link" in replay(link, tmp_path)


def test_replay_of_a_folder(tmp_path: Path) -> None:
    assert "not a plain file" in replay(tmp_path, tmp_path)


def test_an_old_history_holding_a_record_nested_too_deeply_opens(tmp_path: Path) -> None:
    """Bringing a history of schema 1 up to date reads every stored record again: one nested
    thousands deep is kept as it is (without figures), the others counted, nothing crashes."""
    path = tmp_path / "history.sqlite3"
    players = ", ".join(f"{name} INTEGER" for name in (
        "game_id", "seat", "name", "kind", "level", "total", "won", "rounds", "points", "bid_sum",
        "exact", "zero_bids", "highest_bids", "over_tricks", "under_tricks"))
    deep = "[" * 100_000 + "]" * 100_000
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE games (id INTEGER PRIMARY KEY, game_key TEXT NOT NULL UNIQUE, finished TEXT,"
            f" preset TEXT, players INTEGER, ended_early INTEGER, practice INTEGER, record TEXT);"
            f" CREATE TABLE player_games ({players}); PRAGMA user_version=1;")
        for number, text in enumerate([json.dumps(a_record()), deep], start=1):
            db.execute("INSERT INTO games VALUES (?, ?, '2026-11-29T12:00:00Z', 'oh-pshaw', 3, 0, 0, ?)",
                       (number, f"game {number}", text))
    db.close()
    with History(path) as history:
        listed = history.games()
        assert sorted(game["id"] for game in listed) == [1, 2]
        assert history.record(1) is not None and history.record(2) is None
