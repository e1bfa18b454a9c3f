"""Folders, safe names for named saves, and the named saves themselves."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.presets import preset
from saves import paths
from saves.format import SaveError, read_header
from saves.session import Session, new_session
from saves.settings import read_settings, write_settings
from saves.slots import delete_slot, list_slots, load_listed, load_slot, remove_listed, save_slot, slot_exists
from saves.text import clean_name


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("OHPSHAW_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def game(steps: int, name: str = "oh-pshaw", seed: int = 2) -> Session:
    session = new_session(preset(name), ["random", "easy", "random"], seed)
    for _ in range(steps):
        session.bot_move()
    return session


# -- folders -------------------------------------------------------------------------


def test_every_folder_is_under_the_override(home: Path) -> None:
    assert paths.data_dir() == home / "data" and paths.config_dir() == home / "config"
    for path in (paths.saves_dir(), paths.autosave_path(), paths.backup_path(), paths.records_dir(),
                 paths.history_path()):
        assert path.is_relative_to(home / "data")
    assert paths.settings_path() == home / "config" / "settings.json"


def test_without_the_override_the_folders_come_from_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OHPSHAW_HOME")
    assert paths.data_dir() == Path(platformdirs.user_data_dir("ohpshaw", appauthor=False))
    assert paths.config_dir() == Path(platformdirs.user_config_dir("ohpshaw", appauthor=False))
    assert paths.data_dir().is_absolute() and not paths.data_dir().is_relative_to(Path.cwd())
    monkeypatch.setenv("OHPSHAW_HOME", "  ")  # blank counts as not set
    assert paths.home() is None


# -- names -----------------------------------------------------------------------------

ESCAPES = ["../../evil", "..", ".", "/etc/passwd", "C:\\Windows\\system32", "\\\\server\\share", "CON",
           "con", "Nul", "COM1", "lpt9", "aux.json", "a\x00b", "tab\there", "new\nline", ".hidden",
           "~", "$HOME", "x" * 1000, "é" * 300, "", " ", "saves/../..", "name.damaged-20260101T000000",
           "😀" * 70, "trailing. ", "-"]


def test_names_that_try_to_escape_stay_inside_the_saves_folder(home: Path) -> None:
    session = game(3)
    files = set()
    for name in ESCAPES:
        path = save_slot(name, session)
        assert path.parent == paths.saves_dir(), name
        assert len(path.name.encode("utf-8")) <= paths.MAX_STEM_BYTES + 5
        assert not path.name.startswith((".", "-", " ")) and path.stem.lower() not in ("con", "nul", "com1")
        assert all(c not in path.name for c in "/\\:\x00\n\t")
        files.add(path.name)
        kept = clean_name(name)  # control characters are not kept
        assert load_slot(name).name == (kept if len(kept) <= 100 else kept[:99] + "…")
    assert len(files) == len(ESCAPES)  # no two names share a file
    inside = {p for p in home.rglob("*")}
    assert all(p.is_relative_to(home) for p in inside)
    assert sorted(p.name for p in paths.saves_dir().iterdir()) == sorted(files)


def test_names_kept_as_typed_when_they_are_already_safe() -> None:
    assert paths.slot_name("sunday game") == "sunday game"
    assert paths.slot_name("partie-2_b") == "partie-2_b"
    assert paths.slot_name("Sunday") != paths.slot_name("sunday")  # case-blind file systems
    assert paths.slot_name("sunday-0123abcd") != "sunday-0123abcd"  # looks hashed: hashed again


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120), st.text(max_size=120))
def test_different_names_never_share_a_file(first: str, second: str) -> None:
    a, b = paths.slot_name(first), paths.slot_name(second)
    if first != second:
        assert a.casefold() != b.casefold()
    for name in (a, b):
        assert name and len(name.encode("utf-8")) <= paths.MAX_STEM_BYTES
        assert all(c.isalnum() or c in "_- " for c in name)


# -- slots -----------------------------------------------------------------------------


def test_save_list_load_delete() -> None:
    first, second = game(5), game(40, "oh-hell", seed=9)
    save_slot("Monday", first)
    save_slot("Tuesday", second)
    os.utime(paths.slot_path("Monday"), (1, 1))
    slots = list_slots()
    assert [s.name for s in slots] == ["Tuesday", "Monday"]
    tuesday = next(s for s in slots if s.name == "Tuesday")
    assert tuesday.header is not None and tuesday.header.preset == "oh-hell"
    assert tuesday.header.round == len(second.game.rounds) and tuesday.header.totals == tuple(
        second.game.totals)
    assert [p.name for p in tuesday.header.players] == second.names
    loaded = load_slot("Tuesday")
    assert [str(a) for _, a in loaded.game.log] == [str(a) for _, a in second.game.log]
    assert slot_exists("Monday") and delete_slot("Monday") and not slot_exists("Monday")
    assert not delete_slot("Monday")
    assert [s.name for s in list_slots()] == ["Tuesday"]


def test_the_newest_save_is_listed_first() -> None:
    for number, name in enumerate(["old", "middle", "new"]):
        save_slot(name, game(number))
        os.utime(paths.slot_path(name), (1000 + number, 1000 + number))
    document_times = [s.updated for s in list_slots()]
    assert document_times == sorted(document_times, reverse=True)
    assert [s.name for s in list_slots()] == ["new", "middle", "old"]


def test_a_damaged_save_is_listed_as_damaged_and_the_others_still_are() -> None:
    save_slot("good", game(2))
    folder = paths.saves_dir()
    (folder / "broken.json").write_bytes(b'{"format": "ohpshaw-save", "version": 1, "players"')
    (folder / "noise.json").write_bytes(os.urandom(64))
    (folder / "future.json").write_text('{"format": "ohpshaw-save", "version": 7}', encoding="utf-8")
    (folder / "old.damaged-20260101T000000.json").write_bytes(b"moved aside earlier")
    (folder / ".good.json.x.tmp").write_bytes(b"temp")
    slots = {s.name: s for s in list_slots()}
    assert set(slots) == {"good", "broken", "noise", "future"}
    assert slots["good"].header is not None and not slots["good"].damaged
    assert slots["broken"].damaged and "not valid JSON" in (slots["broken"].problem or "")
    assert slots["noise"].damaged and slots["noise"].header is None
    assert not slots["future"].damaged and "newer version" in (slots["future"].problem or "")


def test_saving_over_a_damaged_save_moves_it_aside_first() -> None:
    path = paths.slot_path("mine")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe damaged")
    save_slot("mine", game(3))
    assert read_header(path).name == "mine"
    aside = [p for p in paths.saves_dir().iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == b"\xff\xfe damaged"


def test_loading_or_removing_a_damaged_listed_save_moves_it_aside_never_deletes() -> None:
    save_slot("good", game(2))
    folder = paths.saves_dir()
    broken, future = folder / "broken.json", folder / "future.json"
    broken.write_bytes(b'{"format": "ohpshaw-save", "version": 1, "players"')
    future.write_text('{"format": "ohpshaw-save", "version": 7}', encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_listed(broken)
    assert "broken.json" in str(caught.value) and "not valid JSON" in str(caught.value)
    assert "moved aside to broken.damaged-" in str(caught.value) and not broken.exists()
    with pytest.raises(SaveError, match="newer version"):
        load_listed(future)  # kept where it is: a newer program can read it
    assert future.exists()
    aside = remove_listed(future)
    assert aside is not None and aside.name.startswith("future.newer-") and not future.exists()
    assert remove_listed(paths.slot_path("good")) is None and not paths.slot_path("good").exists()
    assert remove_listed(paths.slot_path("good")) is None  # already gone
    kept = sorted(p.read_bytes()[:20] for p in folder.iterdir())
    assert kept == [b'{"format": "ohpshaw-', b'{"format": "ohpshaw-']  # both moved, bytes intact
    assert load_listed(save_slot("again", game(4))).game.log == game(4).game.log


# -- settings ----------------------------------------------------------------------------


def test_settings_round_trip_and_a_damaged_file_is_moved_aside(home: Path) -> None:
    assert read_settings() == ({}, None)
    write_settings({"speed": "fast", "four_colour": True})
    assert paths.settings_path().parent == home / "config"
    assert read_settings() == ({"speed": "fast", "four_colour": True}, None)
    paths.settings_path().write_bytes(b'{"speed": "fa')
    settings, message = read_settings()
    assert settings == {} and message is not None and "moved aside" in message
    aside = [p for p in paths.config_dir().iterdir() if ".damaged-" in p.name]
    assert [p.read_bytes() for p in aside] == [b'{"speed": "fa']
    assert not paths.settings_path().exists()
