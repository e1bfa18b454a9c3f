"""Attacks by two copies of the program on one data folder (``OHPSHAW_HOME``).

The second finds the first (a lock the system frees when a window dies, even by
``kill -9``), says another window is open, and offers to play without saving or to quit;
playing without saving touches none of the first window's files."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from saves import paths
from tests.attacks.cli_run import ROOT
from tests.test_ui_saves import play_into_a_trick
from tests.test_ui_table import click
from ui.app import App

WINDOW = ("import sys\n"
          "from saves.startup import start\n"
          "begun = start()\n"
          "print('held' if begun.claim.held else f'refused {begun.other}', flush=True)\n"
          "sys.stdin.read()\n"
          "begun.finish()\n")


def first_window(home: Path) -> subprocess.Popen[str]:
    """Another process that starts as the program does and keeps its data folder."""
    env = {**os.environ, "OHPSHAW_HOME": str(home)}
    window = subprocess.Popen([sys.executable, "-c", WINDOW], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert window.stdout is not None and window.stdout.readline().strip() == "held"
    return window


@pytest.fixture
def other(_private_home: Path) -> Iterator[subprocess.Popen[str]]:
    window = first_window(_private_home)
    yield window
    if window.poll() is None:
        window.kill()
    window.wait(10)


def test_a_second_window_finds_the_first(other: subprocess.Popen[str]) -> None:
    from saves.startup import start

    begun = start()
    try:
        assert begun.other == other.pid
    finally:
        begun.finish()


def test_a_lock_left_by_a_killed_window_is_not_taken_for_an_open_one(other: subprocess.Popen[str]) -> None:
    from saves.startup import start

    os.kill(other.pid, signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
    other.wait(10)
    assert (paths.data_dir() / "instance.lock").exists()  # the file stays; its lock died with it
    begun = start()
    try:
        assert begun.claim.held and begun.other is None
    finally:
        begun.finish()


def test_without_system_locks_a_dead_process_id_is_stale(monkeypatch: pytest.MonkeyPatch,
                                                         tmp_path: Path) -> None:
    from saves import instance

    def no_locks(fd: int) -> bool:
        raise OSError(37, "No locks available")

    monkeypatch.setattr(instance, "_lock", no_locks)
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    (tmp_path / "instance.lock").write_text(gone.stdout, encoding="ascii")
    assert instance.claim(tmp_path).held
    (tmp_path / "instance.lock").write_text(f"{os.getppid()}\n", encoding="ascii")  # alive
    instance._held.clear()
    refused = instance.claim(tmp_path)
    assert not refused.held and refused.other == os.getppid()


def test_the_second_window_offers_to_play_without_saving_or_to_quit(
        app: App, other: subprocess.Popen[str], _private_home: Path) -> None:
    from game.presets import preset
    from saves.autosave import AutoSaver
    from saves.session import new_session
    from saves.startup import start
    from ui.scenes.menu import MenuScene
    from ui.table.scene import TableScene

    theirs = new_session(preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 5)
    theirs.game.apply(theirs.game.legal_actions()[0])
    assert AutoSaver().save(theirs).ok  # the first window's unfinished game
    before = {p: p.read_bytes() for p in (_private_home / "data").rglob("*") if p.is_file()}

    begun = start()
    try:
        menu = MenuScene(app, begun)
        app.scenes.replace(menu)
        app.step(0.0)
        assert sorted(menu.buttons) == ["quit", "unsaved"]  # no Continue of the other's game
        click(app, menu.buttons["unsaved"].rect.center)
        assert "continue" not in menu.buttons and "quick" in menu.buttons
        click(app, menu.buttons["quick"].rect.center)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        play_into_a_trick(app, table, round_number=2)
        assert table.game.log and table.saves is not None and table.saves.saver.status.ok
        after = {p: p.read_bytes() for p in (_private_home / "data").rglob("*") if p.is_file()}
        assert after == before  # nothing of the first window's changed
    finally:
        begun.finish()
    assert begun.scratch is None and paths.data_dir() == _private_home / "data"


def test_the_second_window_quits_when_asked(app: App, other: subprocess.Popen[str]) -> None:
    from saves.startup import start
    from ui.scenes.menu import MenuScene

    begun = start()
    try:
        menu = MenuScene(app, begun)
        app.scenes.replace(menu)
        app.step(0.0)
        click(app, menu.buttons["quit"].rect.center)
        assert not app.running
    finally:
        begun.finish()
