"""Keeping finished and abandoned games: the record file and the history row.

RECORD.md: "The program writes one for every finished or abandoned game
(into the records folder of the user data directory)". :func:`archive_game`
does that and adds the game to the history, in one call the interface makes
when a game ends; it never raises, it reports.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from saves import paths
from saves.files import FileProblem, write_json
from saves.history import History, HistoryError
from saves.pad_session import Saved
from saves.problems import Message, message_of


@dataclass
class Archived:
    """Where a game was kept, and any problem on the way (``messages``)."""

    record_path: Path | None = None
    game_id: int | None = None
    messages: list[Message] = field(default_factory=list)


def record_file_name(record: dict[str, Any]) -> str:
    """``game-20261129T120000-12345.json`` from a record's start time and seed.

    >>> record_file_name({"started": "2026-11-29T12:00:00Z", "seed": 12345})
    'game-20261129T120000-12345.json'
    """
    started = re.sub(r"[^0-9T]", "", str(record.get("started", "")))[:15] or "unknown"
    seed = re.sub(r"[^0-9-]", "", str(record.get("seed", "")))[:24] or "0"
    return f"game-{started}-{seed}.json"


def write_record(record: dict[str, Any], folder: Path | None = None) -> Path:
    """Write ``record`` into the records folder (atomically); return its path.

    The same game written again (same start and seed) replaces its earlier,
    shorter record. Raises :class:`~saves.files.FileProblem`.
    """
    path = (folder or paths.records_dir()) / record_file_name(record)
    write_json(path, record)
    return path


def archive_game(session: Saved, history_path: Path | None = None,
                 records_folder: Path | None = None) -> Archived:
    """Keep a finished or abandoned game (or score pad): its record file and its history row.

    Abandon a game with ``session.game.apply(EndEarly())`` first, so the
    record has a result. Problems are returned in ``messages``, not raised.
    """
    return archive_record(session.record(), session.practice, history_path, records_folder)


def archive_record(record: dict[str, Any], practice: bool = False, history_path: Path | None = None,
                   records_folder: Path | None = None, history: History | None = None) -> Archived:
    """Keep a game by its record (a table game's, a score pad's, a simulated match's): the
    record file and the history row. ``history``: an open history to add to (many games
    in a row); else the one in the data folder is opened. Never raises; reports."""
    done = Archived()
    try:
        done.record_path = write_record(record, records_folder)
    except FileProblem as error:
        done.messages.append(Message("record_not_kept", error=message_of(error)))
    try:
        if history is not None:
            done.game_id = history.add_game(record, practice=practice)
            return done
        with History(history_path) as opened:
            if opened.message:
                done.messages.append(opened.message)
            done.game_id = opened.add_game(record, practice=practice)
    except HistoryError as error:
        done.messages.append(Message("history_not_added", error=message_of(error)))
    return done
