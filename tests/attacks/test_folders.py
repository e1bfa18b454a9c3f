"""Attacks through the data folder: more than 500 named saves, temporary files left by
killed writes, two writers in one autosave folder."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from game.presets import preset
from saves import paths
from saves.autosave import AutoSaver
from saves.session import new_session
from saves.slots import MAX_LISTED, list_slots, save_slot
from tests.attacks.cli_run import ROOT

DAY = 24 * 3600


def test_the_newest_saves_are_listed_among_more_than_500(tmp_path: Path) -> None:
    folder = paths.saves_dir()
    folder.mkdir(parents=True)
    old = time.time() - 30 * DAY
    for number in range(1000):  # old files (damaged ones are listed too, by their time)
        path = folder / f"old {number:04d}.json"
        path.write_bytes(b"{}")
        os.utime(path, (old + number, old + number))
    session = new_session(preset("oh-pshaw"), ["human", "random", "random"], 1)
    newest = [f"new {number}" for number in range(10)]
    for name in newest:
        save_slot(name, session)
    listed = list_slots()
    assert len(listed) == MAX_LISTED
    assert {slot.name for slot in listed[:10]} == set(newest)


def test_temporary_files_of_killed_writes_are_cleaned_at_start() -> None:
    from saves.startup import clean_stale_temps

    old, fresh = time.time() - 2 * DAY, time.time() - 60
    places = [paths.saves_dir() / ".sunday.json.x1y2.tmp",
              paths.records_dir() / ".game-20261129T1200-5.json.ab.tmp",
              paths.autosave_dir() / ".autosave.json.4711.q.tmp", paths.config_dir() / ".settings.json.z.tmp",
              paths.autosave_dir() / ".autosave.backup.json.4711.tmp"]
    kept = [paths.saves_dir() / "sunday.json", paths.saves_dir() / "notes.tmp", paths.saves_dir() / ".keep"]
    for path in places + kept:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x", encoding="utf-8")
        os.utime(path, (old, old))
    young = paths.saves_dir() / ".monday.json.a.tmp"  # a write under way in another process
    young.write_text("x", encoding="utf-8")
    os.utime(young, (fresh, fresh))
    clean_stale_temps()
    assert [p for p in places if os.path.lexists(p)] == []
    assert all(p.exists() for p in [*kept, young])


def test_a_new_autosaver_leaves_another_writers_temporary_file_alone() -> None:
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    theirs = folder / ".autosave.json.98765.abcd.tmp"
    theirs.write_text("being written", encoding="utf-8")
    saver = AutoSaver()
    assert saver.save(new_session(preset("oh-pshaw"), ["human", "random", "random"], 1)).ok
    assert theirs.read_text(encoding="utf-8") == "being written"


WRITER = """
import sys
from pathlib import Path
from game.presets import preset
from saves.autosave import AutoSaver
from saves.session import new_session

saver = AutoSaver(Path(sys.argv[1]))
session = new_session(preset("oh-pshaw"), ["human", "random", "random"], int(sys.argv[2]))
failures = 0
for number in range(int(sys.argv[3])):
    if session.game.is_over:
        session = new_session(preset("oh-pshaw"), ["human", "random", "random"], number)
    session.game.apply(session.game.legal_actions()[0])
    status = saver.save(session)
    failures += not status.ok
    if not status.ok:
        print(status.message, flush=True)
print("failures", failures, flush=True)
"""


def test_two_writers_in_one_autosave_folder_never_delete_each_others_files(tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(folder), str(seed), "300"], cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for seed in (1, 2)]
    outputs = [w.communicate(timeout=240) for w in writers]
    for out, err in outputs:
        assert out.strip().endswith("failures 0"), (out[-2000:], err[-2000:])
