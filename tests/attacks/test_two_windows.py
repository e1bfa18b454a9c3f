"""Attacks by two copies of the program on one data folder (``OHPSHAW_HOME``).

The second finds the first (a lock the system frees when a window dies, even by
``kill -9``), says another window is open, and offers to play without saving or to quit;
playing without saving touches none of the first window's files."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from saves import paths
from tests.attacks.cli_run import ROOT
from tests.ui.test_saves import play_into_a_trick
from tests.ui.test_table import click
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


def _unreadable(monkeypatch: pytest.MonkeyPatch, lock: Path) -> None:
    """Opening ``lock`` fails as a file without read or write rights does (chmod cannot show
    it when the tests run as root, who may open anything)."""
    real = os.open

    def guarded(path: Any, flags: int, mode: int = 0o777, **kwargs: Any) -> int:
        if os.fspath(path) == os.fspath(lock):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path, flags, mode, **kwargs)

    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("", encoding="ascii")
    monkeypatch.setattr(os, "open", guarded)


LOCKS_THAT_CANNOT_BE_USED = [pytest.param("folder", id="a-folder"),
                             pytest.param("unreadable", id="unreadable")]


def _spoil(how: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    lock = paths.data_dir() / "instance.lock"
    if how == "folder":
        lock.mkdir(parents=True)
    else:
        _unreadable(monkeypatch, lock)
    return lock


@pytest.mark.parametrize("how", LOCKS_THAT_CANNOT_BE_USED)
def test_a_lock_that_cannot_be_used_is_not_taken_for_held(how: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from saves.startup import start

    _spoil(how, monkeypatch)
    first, second = start(), start()  # two windows on one folder: neither may think it is alone
    try:
        for begun in (first, second):
            assert not begun.claim.held and begun.other == 0
            assert begun.problem == os.strerror(errno.EISDIR if how == "folder" else errno.EACCES)
    finally:
        first.finish()
        second.finish()


@pytest.mark.parametrize("how", LOCKS_THAT_CANNOT_BE_USED)
def test_a_window_without_the_lock_says_why_and_writes_nothing(
        app: App, how: str, monkeypatch: pytest.MonkeyPatch, _private_home: Path) -> None:
    from game.presets import preset
    from saves.autosave import AutoSaver
    from saves.session import new_session
    from saves.startup import start
    from ui.scenes import menu as menu_module
    from ui.scenes.menu import MenuScene
    from ui.table.scene import TableScene

    theirs = new_session(preset("oh-pshaw"), ["human", "normal", "normal", "normal"], 5)
    theirs.game.apply(theirs.game.legal_actions()[0])
    assert AutoSaver().save(theirs).ok  # a game another window may be playing
    lock = _spoil(how, monkeypatch)
    before = {p: p.read_bytes() for p in (_private_home / "data").rglob("*") if p.is_file()}

    said: list[str] = []
    wrap = menu_module.wrap
    monkeypatch.setattr(menu_module, "wrap", lambda words, *rest: said.append(words) or wrap(words, *rest))
    begun = start()
    try:
        menu = MenuScene(app, begun)
        app.scenes.replace(menu)
        app.step(0.0)
        assert sorted(menu.buttons) == ["quit", "unsaved"]
        assert begun.problem is not None and str(lock) in said[0] and begun.problem in said[0]
        assert "process" not in " ".join(said) and "other window" not in " ".join(said)
        click(app, menu.buttons["unsaved"].rect.center)
        click(app, menu.buttons["quick"].rect.center)
        table = app.scenes.top
        assert isinstance(table, TableScene)
        play_into_a_trick(app, table, round_number=2)
        assert table.saves is not None and table.saves.saver.status.ok  # into the throwaway folder
        after = {p: p.read_bytes() for p in (_private_home / "data").rglob("*") if p.is_file()}
        assert after == before
    finally:
        begun.finish()


def test_back_from_a_review_in_a_second_window_keeps_to_play_unsaved_or_quit(
        app: App, other: subprocess.Popen[str], tmp_path: Path) -> None:
    from game.match import play_match
    from game.presets import preset
    from game.record import to_record
    from saves.files import write_json
    from saves.finished import read_finished
    from saves.startup import start
    from ui.scenes.menu import MenuScene

    match = play_match(preset("oh-pshaw").replace(max_hand=2), ["random"] * 3, seed=4)
    record = tmp_path / "game.json"
    write_json(record, to_record(match.game, match.players))
    begun = start()
    try:
        app.scenes.replace(app.nav.first_review(read_finished(record), None, begun))
        app.step(0.0)
        app.nav.menu()  # the review's Back
        app.step(0.0)
        menu = app.scenes.top
        assert isinstance(menu, MenuScene) and sorted(menu.buttons) == ["quit", "unsaved"]
    finally:
        app.nav.stop_looking()
        begun.finish()
