"""Exporting a game record to a path the player chose: checked, never overwriting."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.presets import preset
from game.record import replay
from saves.export import ExportProblem, check_target, default_export_path, documents_dir, export_record
from saves.files import FileProblem
from saves.session import new_session


def record() -> dict[str, object]:
    session = new_session(preset("oh-pshaw"), ["random", "easy", "random"], seed=3)
    for _ in range(40):
        session.bot_move()
    return session.record()


def test_the_export_is_a_record_replay_accepts(tmp_path: Path) -> None:
    written = export_record(record(), str(tmp_path / "sunday.json"))
    assert written == tmp_path / "sunday.json"
    data = json.loads(written.read_text(encoding="utf-8"))
    assert data["format"] == "ohpshaw-record"
    replay(data)  # raises at the first disagreement
    assert [p.name for p in tmp_path.iterdir()] == ["sunday.json"]  # no temporary file left


def test_an_existing_file_is_never_replaced(tmp_path: Path) -> None:
    target = tmp_path / "mine.json"
    target.write_bytes(b"precious")
    with pytest.raises(ExportProblem, match="already exists"):
        export_record(record(), str(target))
    assert target.read_bytes() == b"precious"


@pytest.mark.parametrize("typed, reason", [
    ("", "type the path"),
    ("   ", "type the path"),
    ("relative.json", "not a full path"),
    ("{tmp}", "is a folder"),
    ("{tmp}/missing/x.json", "does not exist"),
    ("{tmp}/" + "x" * 1200, "too long"),
])
def test_bad_paths_are_refused_with_a_reason(tmp_path: Path, typed: str, reason: str) -> None:
    with pytest.raises(ExportProblem, match=reason):
        check_target(typed.format(tmp=tmp_path))
    assert list(tmp_path.iterdir()) == []


def test_a_folder_that_cannot_be_written_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("saves.export.os.access", lambda path, mode: False)  # tests run as root
    with pytest.raises(ExportProblem, match="cannot be written"):
        export_record(record(), str(tmp_path / "x.json"))
    assert list(tmp_path.iterdir()) == []


def test_a_write_the_system_refuses_is_a_file_problem() -> None:
    with pytest.raises(FileProblem, match=r"cannot write /proc/ohpshaw-export\.json"):
        export_record(record(), "/proc/ohpshaw-export.json")  # refused even to root


def test_the_default_path_is_free_and_dated(tmp_path: Path) -> None:
    first = default_export_path(tmp_path, "2026-11-29T12:31:07Z")
    assert first == tmp_path / "ohpshaw-2026-11-29-1231.json"
    first.write_text("taken")
    assert default_export_path(tmp_path, "2026-11-29T12:31:07Z").name == "ohpshaw-2026-11-29-1231-2.json"
    assert documents_dir() == Path(os.environ["OHPSHAW_HOME"])  # the override, in tests
