"""The autosave: backup, damaged files moved aside, saving that fails and recovers, crashes."""

from __future__ import annotations

import errno
import os
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from devtools.crashtest import crash_test
from game.presets import preset
from saves import autosave, paths
from saves.autosave import AutoSaver, autosave_header, load_autosave
from saves.files import move_aside
from saves.format import SaveError
from saves.session import Session, load_game, new_session

SEATS = ["normal", "random", "easy", "random"]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("OHPSHAW_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def game(steps: int = 0, seed: int = 3) -> Session:
    session = new_session(preset("oh-pshaw"), SEATS, seed)
    for _ in range(steps):
        session.bot_move()
    return session


def aside_files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.glob("*.damaged-*"))}


def test_every_action_is_saved_and_the_previous_save_is_the_backup(home: Path) -> None:
    saver = AutoSaver()
    session = game()
    for count in range(1, 6):
        session.bot_move()
        assert saver.save(session) == autosave.SaveStatus(True)
        assert len(load_game(paths.autosave_path()).game.log) == count
        if count > 1:
            assert len(load_game(paths.backup_path()).game.log) == count - 1
    assert saver.path == home / "data" / "autosave" / "autosave.json"
    assert sorted(p.name for p in saver.folder.iterdir()) == ["autosave.backup.json", "autosave.json"]
    header = autosave_header()
    assert header is not None and header.round == 1
    resumed = load_autosave()
    assert resumed is not None and not resumed.from_backup and resumed.messages == []
    assert [str(a) for _, a in resumed.session.game.log] == [str(a) for _, a in session.game.log]


def test_a_damaged_autosave_is_moved_aside_intact_and_the_backup_loads() -> None:
    saver = AutoSaver()
    session = game()
    for _ in range(3):
        session.bot_move()
        saver.save(session)
    broken = paths.autosave_path().read_bytes()[:-40]
    paths.autosave_path().write_bytes(broken)
    resumed = load_autosave()
    assert resumed is not None and resumed.from_backup and len(resumed.session.game.log) == 2
    assert "moved aside" in resumed.messages[0] and "backup" in resumed.messages[-1]
    assert list(aside_files(saver.folder).values()) == [broken]
    assert not paths.autosave_path().exists()
    # the game goes on from the backup: the next save writes a new autosave
    resumed.session.bot_move()
    assert AutoSaver().save(resumed.session).ok
    assert len(load_game(paths.autosave_path()).game.log) == 3


def test_both_damaged_refuses_with_both_reasons_and_keeps_both_files() -> None:
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    paths.autosave_path().write_bytes(b"{not json")
    paths.backup_path().write_bytes(b"")
    with pytest.raises(SaveError, match="no autosave could be loaded") as caught:
        load_autosave()
    assert "not valid JSON" in str(caught.value) and "empty" in str(caught.value)
    assert sorted(aside_files(folder).values()) == [b"", b"{not json"]
    assert load_autosave() is None  # nothing left to load


def test_only_a_backup_is_loaded_and_nothing_at_all_is_none() -> None:
    assert load_autosave() is None and autosave_header() is None
    saver = AutoSaver()
    session = game(2)
    saver.save(session)
    session.bot_move()
    saver.save(session)
    paths.autosave_path().unlink()  # a crash between the two renames
    resumed = load_autosave()
    assert resumed is not None and resumed.from_backup and len(resumed.session.game.log) == 2


def test_files_found_on_disk_are_checked_before_the_first_write() -> None:
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    paths.autosave_path().write_bytes(b"\x00garbage")
    stale = folder / ".autosave.json.abc123.tmp"
    stale.write_bytes(b"half a save")
    two_days_ago = time.time() - 2 * 24 * 3600  # a younger one may be another writer's
    os.utime(stale, (two_days_ago, two_days_ago))
    status = AutoSaver().save(game(1))
    assert status.ok and len(status.notes) == 1 and "moved aside" in status.notes[0]
    assert list(aside_files(folder).values()) == [b"\x00garbage"]
    assert not stale.exists() and not paths.backup_path().exists()
    # a good autosave of an earlier game becomes the backup
    AutoSaver().save(game(5, seed=8))
    assert load_game(paths.backup_path()).game.seed == 3


def test_moving_aside_never_replaces_an_earlier_damaged_copy(tmp_path: Path) -> None:
    moment = datetime(2026, 11, 29, 13, 5, 7, tzinfo=UTC)
    names = []
    for content in (b"one", b"two", b"three"):
        path = tmp_path / "autosave.json"
        path.write_bytes(content)
        names.append(move_aside(path, now=moment).name)
    assert names == ["autosave.damaged-20261129T130507.json", "autosave.damaged-20261129T130507-2.json",
                     "autosave.damaged-20261129T130507-3.json"]
    assert [(tmp_path / n).read_bytes() for n in names] == [b"one", b"two", b"three"]


def test_an_impossible_folder_turns_saving_off_once_and_the_game_goes_on(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home.parent.mkdir(exist_ok=True)
    blocker = home.parent / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("OHPSHAW_HOME", str(blocker))  # data would be a-file/data: impossible, even for root
    saver = AutoSaver()
    session = game()
    session.bot_move()
    first = saver.save(session)
    assert not first.ok and first.changed and first.message.startswith("saving is off: ")
    assert "a-file" in first.message
    session.bot_move()  # the game goes on
    second = saver.save(session)
    assert not second.ok and not second.changed  # shown once
    blocker.unlink()
    blocker.mkdir()  # the next action retries, and now it works
    session.bot_move()
    third = saver.save(session)
    assert third.ok and third.changed and third.message == "saving is back on"
    assert len(load_game(saver.path).game.log) == 3
    assert saver.save(session) == autosave.SaveStatus(True)


def test_a_full_disk_keeps_the_last_good_autosave_and_leaves_no_temporary_file(
        monkeypatch: pytest.MonkeyPatch) -> None:
    saver = AutoSaver()
    session = game(4)
    assert saver.save(session).ok
    good = saver.path.read_bytes()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(autosave.os, "fsync", full)
    session.bot_move()
    status = saver.save(session)
    assert not status.ok and "No space left on device" in status.message
    assert saver.path.read_bytes() == good
    assert sorted(p.name for p in saver.folder.iterdir()) == ["autosave.json"]
    monkeypatch.undo()
    monkeypatch.setenv("OHPSHAW_HOME", str(saver.folder.parent.parent))
    assert saver.save(session).ok and len(load_game(saver.path).game.log) == 5
    assert len(load_game(saver.backup).game.log) == 4


def test_without_hard_links_the_backup_is_made_by_renaming(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EPERM, "hard links are not supported here")

    monkeypatch.setattr(autosave.os, "link", no_links)
    saver = AutoSaver()
    session = game()
    for count in range(1, 4):
        session.bot_move()
        assert saver.save(session).ok
        assert len(load_game(saver.path).game.log) == count
    assert len(load_game(saver.backup).game.log) == 2
    assert sorted(p.name for p in saver.folder.iterdir()) == ["autosave.backup.json", "autosave.json"]


def test_nothing_is_written_in_the_working_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    work = tmp_path / "cwd"
    work.mkdir()
    monkeypatch.chdir(work)
    saver = AutoSaver()
    session = game(3)
    saver.save(session)
    load_autosave()
    assert list(work.iterdir()) == []


@pytest.mark.slow
def test_killed_at_random_moments_the_autosave_always_loads(tmp_path: Path) -> None:
    result = crash_test(10, seed=5, home=tmp_path / "crash", timing_runs=2)
    assert result["ok"], result["failures"]
    assert result["kills"] == 10 and result["saves_reported"] > 0
    assert result["equal"] + result["ahead"] >= 8
    assert result["save_ms_median"] > 0 and result["load_ms_median"] > 0
    assert result["timing_rounds"] == 13 and result["damaged_files"] == []
