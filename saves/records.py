"""Keeping finished and abandoned games: the record file and the history row.

RECORD.md: "The program writes one for every finished or abandoned game
(into the records folder of the user data directory)". :func:`archive_game`
does that and adds the game to the history, in one call the interface makes
when a game ends; it never raises, it reports. A game the history cannot
take now (another program holds it, the disk is full) waits as a record in
the ``pending`` folder; :func:`add_pending`, at the next start, adds it.

A record file is named by the game's id (:func:`saves.identity.record_id`). The same game
written again (left unfinished, continued later) replaces its earlier, shorter record; a
finished game's record is never replaced: another game that would take its name (started
in the same second with the same seed) is written beside it (``game-…-2.json``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from saves import paths
from saves.files import FileProblem, move_aside, reason, write_json
from saves.history import History, HistoryError
from saves.identity import record_id
from saves.pad_session import Saved
from saves.placing import record_place
from saves.problems import Message, message_of
from saves.record_file import read_record
from saves.session import now_text
from saves.shape import ShapeError


@dataclass
class Archived:
    """Where a game was kept, and any problem on the way (``messages``)."""

    record_path: Path | None = None
    game_id: int | None = None
    messages: list[Message] = field(default_factory=list)


def record_file_name(record: dict[str, Any]) -> str:
    """``game-20261129T120000-12345.json`` from a record's start time and seed (and a branch's
    own part: :func:`saves.identity.record_id`).

    >>> record_file_name({"started": "2026-11-29T12:00:00Z", "seed": 12345})
    'game-20261129T120000-12345.json'
    """
    return f"{record_id(record)}.json"


def any_record(folder: Path | None = None) -> bool:
    """True once a game record was kept (a game was played here); a folder that cannot be
    read counts as none."""
    try:
        return any((folder or paths.records_dir()).glob("*.json"))
    except OSError:
        return False


def write_record(record: dict[str, Any], folder: Path | None = None, replacing: Path | None = None) -> Path:
    """Write ``record`` into the records folder (atomically); return its path.

    The same game written again replaces its earlier record while that was unfinished; a
    finished one stays, and ``record`` goes beside it (:mod:`saves.placing`). ``replacing``:
    the record this very game was kept in, which the player changed since (a score pad
    corrected after its end), and which ``record`` takes the place of. Raises
    :class:`~saves.files.FileProblem`.
    """
    folder = folder or paths.records_dir()
    path = record_place(folder, record, replacing)
    write_json(path, record)
    return path


def archive_game(session: Saved, history_path: Path | None = None,
                 records_folder: Path | None = None, replacing: Archived | None = None) -> Archived:
    """Keep a finished or abandoned game (or score pad): its record file and its history row.

    Abandon a game with ``session.game.apply(EndEarly())`` first, so the
    record has a result. ``replacing``: where this very game was kept before the player
    changed it (a score pad corrected after its end); its record and row are replaced.
    Problems are returned in ``messages``, not raised.
    """
    return archive_record(session.record(), session.practice, history_path, records_folder,
                          replacing=replacing)


def archive_record(record: dict[str, Any], practice: bool = False, history_path: Path | None = None,
                   records_folder: Path | None = None, history: History | None = None,
                   replacing: Archived | None = None) -> Archived:
    """Keep a game by its record (a table game's, a score pad's, a simulated match's): the
    record file and the history row. ``history``: an open history to add to (many games
    in a row); else the one in the data folder is opened. ``replacing``: as
    :func:`archive_game` says. Never raises; reports."""
    done = Archived()
    old_path, old_id = (replacing.record_path, replacing.game_id) if replacing else (None, None)
    try:
        done.record_path = write_record(record, records_folder, old_path)
    except FileProblem as error:
        done.messages.append(Message("record_not_kept", error=message_of(error)))
    try:
        if history is not None:
            done.game_id = history.add_game(record, practice=practice, replacing=old_id)
            return done
        with History(history_path) as opened:
            done.messages += opened.messages
            done.game_id = opened.add_game(record, practice=practice, replacing=old_id)
    except HistoryError as error:
        done.messages.append(_keep_pending(record, message_of(error), history_path))
    return done


def _keep_pending(record: dict[str, Any], error: Message, history_path: Path | None) -> Message:
    """Keep a game the history could not take, for :func:`add_pending`; the message."""
    try:
        folder = _pending_folder(history_path)
        write_json(record_place(folder, record), record)
    except FileProblem as problem:
        return Message("pending_not_kept", error=error, problem=message_of(problem))
    return Message("history_pending", error=error)


def add_pending(history_path: Path | None = None) -> list[Message]:
    """Add the games waiting in the ``pending`` folder to the history (at a start); remove each
    one added. An unfinished game whose row was stored after its file was written (it was
    continued and added since) is not added again. Never raises: the messages say what still
    waits, or was moved aside."""
    folder = _pending_folder(history_path)
    try:
        waiting = sorted(p for p in folder.iterdir() if p.suffix == ".json" and not p.name.startswith("."))
    except OSError:
        return []  # no folder: nothing waits
    if not waiting:
        return []
    messages: list[Message] = []
    try:
        with History(history_path) as history:
            messages += history.messages
            for path in waiting:
                try:
                    record = read_record(path)
                except (ShapeError, FileProblem) as error:
                    messages.append(_set_aside(path, message_of(error)))
                    continue
                finished = now_text(datetime.fromtimestamp(path.lstat().st_mtime, UTC))
                stored = history.finished(record)
                if stored is None or stored < finished or record.get("result") is not None:
                    # an unfinished game stored since (continued, or finished) is stored later;
                    # a finished one is added, or found there already, or kept beside a namesake
                    history.add_game(record, practice=record.get("practice") is True, finished=finished)
                try:
                    os.unlink(path)
                except OSError as error:  # added, and its file left: added again (replaced) next time
                    messages.append(Message("cannot_delete", path=path, reason=reason(error)))
    except HistoryError as error:
        messages.append(Message("pending_waiting", error=message_of(error)))
    return messages


def _set_aside(path: Path, error: Message) -> Message:
    """Move a waiting game that cannot be read aside; the message."""
    try:
        aside = move_aside(path)
    except FileProblem as problem:
        return Message("pending_waiting", error=message_of(problem))
    return Message("pending_damaged", error=error, aside=aside.name)


def _pending_folder(history_path: Path | None) -> Path:
    """The pending folder beside the history (the data folder's, by default)."""
    return history_path.parent / "pending" if history_path is not None else paths.pending_dir()
