"""Where a game is kept: its record file in the records folder and its row in the history,
never in the place of another finished game.

A game's record file is named by its id (:func:`saves.identity.record_id`) and its history
row by its key (:func:`saves.identity.game_key`). The same game kept again takes its own
earlier place while that held it unfinished (left from the table, now continued): it is
counted once. A finished game's place is never taken, nor a file this program cannot read
as a record: another game that would get the same name or key (started in the same second
with the same seed) is kept beside it, as ``game-…-2.json`` and ``KEY#2``. Only the player
changes a finished game's place, by deleting it, or by correcting that very game
(``replacing``: a score pad corrected after its end).
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from saves.files import FileProblem
from saves.identity import game_key, record_id
from saves.problems import Message
from saves.record_file import read_record
from saves.shape import ShapeError

#: How many games may share one id or key (each beyond the first gets ``-2``/``#2``, …).
MAX_NAMESAKES = 100


def record_place(folder: Path, record: dict[str, Any], replacing: Path | None = None) -> Path:
    """The file ``record`` is kept in, in ``folder``: the file of its id when that is free,
    holds this very record, or holds an unfinished record of the same game (which it
    supersedes); else the first such ``…-2.json``, ``…-3.json``. ``replacing``: this very
    game's own file, which the player changed the game of since (taken whatever it holds, if
    it is one of the game's names in ``folder``). Raises :class:`~saves.files.FileProblem`
    when all :data:`MAX_NAMESAKES` are taken."""
    stem = record_id(record)
    if replacing is not None and replacing.parent == folder and replacing.suffix == ".json" \
            and replacing.name.startswith(stem):
        return replacing
    for number in range(1, MAX_NAMESAKES + 1):
        path = folder / (f"{stem}.json" if number == 1 else f"{stem}-{number}.json")
        if not os.path.lexists(path) or _supersedes(record, path):
            return path
    raise FileProblem(Message("too_many_namesakes", path=folder / f"{stem}.json", count=MAX_NAMESAKES))


def _supersedes(record: dict[str, Any], path: Path) -> bool:
    """``record`` may take the place of the record in ``path``: it is the same record, or the
    one there is of the same game and unfinished (left from the table, now continued)."""
    try:
        there = read_record(path)
    except (ShapeError, FileProblem):
        return False  # not a record this program can read: never replaced
    if there == record:
        return True
    return there.get("result") is None and game_key(there) == game_key(record)


def row_place(db: sqlite3.Connection, key: str, text: str) -> tuple[str, int | None]:
    """Where the game of record ``text`` goes in the history's ``games``: (its key, ``None``)
    to insert it under, its own earlier row deleted, or (its key, the row's id) when a row
    holds this very record already. The key is ``key`` when no row has it or its row holds
    an unfinished game (the same game, continued); else the first such ``key#2``, ``key#3``.
    A finished game's row, or one whose record cannot be read, is never deleted here."""
    for number in range(1, MAX_NAMESAKES + 1):
        place = key if number == 1 else f"{key}#{number}"
        found = db.execute("SELECT id, record FROM games WHERE game_key = ?", (place,)).fetchone()
        if found is None:
            return place, None
        if found[1] == text:
            return place, int(found[0])
        if _unfinished(found[1]):
            db.execute("DELETE FROM games WHERE id = ?", (found[0],))
            return place, None
    raise sqlite3.IntegrityError(f"{MAX_NAMESAKES} games share the key {key[:80]!r}")


def _unfinished(text: object) -> bool:
    """The stored record ``text`` is of a game not over (no result); False when it cannot be read."""
    try:
        record = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return False
    return isinstance(record, dict) and record.get("result") is None
