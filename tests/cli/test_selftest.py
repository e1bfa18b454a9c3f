"""``main.py --selftest`` from source: a real bot game with the worker process, in a fresh
process started from another working directory, as CI runs the packaged program.

Also with every file of the data folder damaged: the self-test still passes and every
damaged file is kept, moved aside with its bytes unchanged.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.presets import preset
from ui.app import App
from ui.scenes.game_over import GameOverScene
from ui.table.scene import TableScene

ROOT = Path(__file__).resolve().parents[2]
MAIN = str(ROOT / "main.py")


def run_selftest(home: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python main.py --selftest ARGS`` in ``cwd`` with ``OHPSHAW_HOME=home``."""
    env = {**os.environ, "OHPSHAW_HOME": str(home)}
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):  # the self-test sets them itself
        env.pop(name, None)
    return subprocess.run([sys.executable, MAIN, "--selftest", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.slow
def test_selftest_plays_saves_reloads_and_passes(tmp_path: Path) -> None:
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run_selftest(home, elsewhere)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "autosave reloaded" in out and "game over shown" in out
    passed = re.search(r"selftest passed in ([0-9.]+) s", out)
    assert passed is not None and float(passed[1]) < 30, out
    records = list((home / "data" / "records").glob("game-*.json"))
    assert len(records) == 1
    assert json.loads(records[0].read_text(encoding="utf-8"))["result"]  # a finished game
    assert (home / "data" / "autosave" / "autosave.json").is_file()
    assert (home / "data" / "saves" / "selftest.json").is_file()
    assert list(elsewhere.iterdir()) == []  # nothing written into the working directory


@pytest.mark.slow
def test_selftest_json_reports_time_and_memory(tmp_path: Path) -> None:
    done = run_selftest(tmp_path / "home", tmp_path, "--selftest-players", "7", "--selftest-json")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["ok"] is True and figures["failure"] == "", figures
    assert figures["seconds"] > 0 and figures["first_frame_at"] > 0, figures
    assert 0 < figures["peak_mb"] < 150 and 0 < figures["worker_peak_mb"] < 100, figures
    assert figures["peak_mb"] + figures["worker_peak_mb"] < 200, figures  # the target of docs/BENCHMARKS.md


def damage(home: Path) -> dict[Path, bytes]:
    """Put a damaged file everywhere the program reads; their paths and bytes."""
    files = {home / "config" / "settings.json": b'{"speed": ',
             home / "data" / "autosave" / "autosave.json": b"not json",
             home / "data" / "autosave" / "autosave.backup.json": b"\x00\x01\xff garbage",
             home / "data" / "history.sqlite3": b"SQLite format 3\x00" + bytes(range(256)) * 20,
             home / "data" / "saves" / "sunday.json": b"{}",
             home / "data" / "records" / "game-broken.json": b"["}
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return files


@pytest.mark.slow
def test_selftest_survives_every_file_damaged_and_keeps_them(tmp_path: Path) -> None:
    home = tmp_path / "home"
    files = damage(home)
    done = run_selftest(home, tmp_path)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "settings were damaged" in out
    assert "Continue refused" in out and "moved aside" in out
    assert "history.sqlite3 was damaged" in out
    assert "named saves listed as unreadable: sunday.json" in out
    every_file = [p for p in home.rglob("*") if p.is_file()]
    for path, data in files.items():
        kept = [p for p in every_file if p.read_bytes() == data]
        assert kept, f"{path.name} was lost"
        if path.parent.name in ("saves", "records"):
            assert kept == [path]  # listed as unreadable, left where it was
        else:
            assert kept[0].parent == path.parent and ".damaged-" in kept[0].name


@pytest.mark.slow
def test_selftest_fails_with_the_reason_when_nothing_can_be_saved(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    done = run_selftest(blocked, tmp_path)
    assert done.returncode == 1
    assert "selftest FAILED: leaving the table left no autosave" in done.stderr
    assert "Saving is off" in done.stderr


def test_selftest_refuses_a_bad_player_count(tmp_path: Path) -> None:
    done = run_selftest(tmp_path / "home", tmp_path, "--selftest-players", "9")
    assert done.returncode == 2  # refused by the parser, in one line
    assert "--selftest-players: should be from 3 to 7, not 9" in done.stderr


def test_selftest_takes_no_command(tmp_path: Path) -> None:
    done = run_selftest(tmp_path / "home", tmp_path, "simulate")
    assert done.returncode == 2
    assert "--selftest takes no command" in done.stderr


def test_a_table_of_bots_plays_itself_to_the_end(app: App) -> None:
    rules = preset("oh-pshaw").replace(schedule="descending", max_hand=2)
    table = TableScene(app, rules, ["normal", "easy", "hard"], seed=5)
    app.scenes.push(table)
    assert table.me == 0  # watched from seat 0
    for _ in range(2000):
        app.step(0.0)
        assert not table.human_turn and table.input.panel is None  # no one to ask
        top = app.scenes.top
        if isinstance(top, GameOverScene):
            break
        if getattr(top, "overlay", False):
            top.close()  # type: ignore[union-attr]
    assert isinstance(app.scenes.top, GameOverScene)
    assert table.game.is_over and len(table.game.log) > 0


def test_no_command_opens_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    import main
    import ui.app

    monkeypatch.setattr(ui.app, "play", lambda: 7)  # the packaged program, double-clicked
    assert main.main([]) == 7
