"""Opening the history's SQLite file safely: links, foreign files, damage, another writer.

:func:`open_database` looks at an existing file read-only before anything is
written to it. A symbolic link (to the file or beside it: ``-wal``, ``-shm``,
``-journal``) is never followed, a database of another program's schema is
never changed (not even switched to WAL), and a damaged one is never
repaired: each is moved aside, byte for byte, and a new history started,
with a :class:`~saves.problems.Message` saying so. Another program holding
the database waits :data:`BUSY_SECONDS` at most (a window must not stall)
and gives :class:`HistoryBusy`. Text that is not UTF-8 (a bit flip) is read
with replacement characters instead of failing every query after it.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from saves.files import FileProblem, move_aside
from saves.problems import Message, message_of
from saves.text import printable

_CORRUPT = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_BUSY = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
#: Seconds a write waits for another program holding the database.
BUSY_SECONDS = 0.5
#: Files SQLite keeps beside a database.
COMPANIONS = ("-wal", "-shm", "-journal")
#: Characters of SQLite's account of damage a message keeps.
DETAIL_CHARS = 120


class HistoryError(Exception):
    """The history cannot be opened or written; the message (a
    :class:`~saves.problems.Message`) says why."""


class HistoryBusy(HistoryError):
    """Another program holds the history longer than :data:`BUSY_SECONDS`."""


Tables = dict[str, tuple[str, ...]]


class Schema:
    """What a history of this program holds: the script that makes it, its tables' columns at
    ``version``, their columns at ``older`` versions, and ``upgrade(db, version)``, which
    brings an older one up to date (in one transaction)."""

    def __init__(self, script: str, tables: Tables, version: int, older: dict[int, Tables] | None = None,
                 upgrade: Callable[[sqlite3.Connection, int], None] | None = None) -> None:
        self.script, self.tables, self.version = script, tables, version
        self.older = older or {}
        self.upgrade = upgrade


def open_database(path: Path, schema: Schema) -> tuple[sqlite3.Connection, list[Message]]:
    """A connection to the history at ``path`` (created when missing) and a message for each
    file moved aside. Raises :class:`HistoryError` (:class:`HistoryBusy`)."""
    notes: list[Message] = []
    try:
        notes += _refuse_links(path)
        try:
            found = _look(path, schema)
            if found is None:
                aside = move_aside(path, "foreign", COMPANIONS)
                notes.append(Message("history_foreign", file=path.name, aside=aside.name))
                found = schema.version
            return _open(path, schema, found), notes
        except sqlite3.DatabaseError as error:
            if not corrupt(error):
                raise failure(error, path, "history_cannot_open") from None
            notes.append(set_aside(path, error))
        try:
            return _open(path, schema, schema.version), notes
        except sqlite3.Error as again:
            raise HistoryError(Message("history_cannot_start", path=path, reason=str(again))) from None
    except FileProblem as problem:
        raise HistoryError(Message("history_stuck", path=path, problem=message_of(problem))) from None


def corrupt(error: BaseException) -> bool:
    """True when SQLite says the file is damaged or not a database."""
    return getattr(error, "sqlite_errorcode", None) in _CORRUPT


def failure(error: sqlite3.Error, path: Path, key: str) -> HistoryError:
    """The :class:`HistoryError` for ``error``: :class:`HistoryBusy` when another program
    holds the database, else ``key`` ("history_cannot_open", …) with SQLite's reason."""
    if getattr(error, "sqlite_errorcode", None) in _BUSY:
        return HistoryBusy(Message("history_busy", path=path))
    return HistoryError(Message(key, path=path, reason=str(error)))


def set_aside(path: Path, error: BaseException) -> Message:
    """Move the damaged database at ``path`` (and its companions) aside; the message.
    Raises :class:`~saves.files.FileProblem` when it cannot be moved."""
    aside = move_aside(path, companions=COMPANIONS)
    return Message("history_moved_aside", file=path.name, detail=str(error), aside=aside.name)


def _refuse_links(path: Path) -> list[Message]:
    """Symbolic links where the history or its companions belong are moved aside, unfollowed."""
    notes = []
    if path.is_symlink():
        aside = move_aside(path, "symlink", COMPANIONS)
        notes.append(Message("history_symlink", file=path.name, aside=aside.name))
    for suffix in COMPANIONS:
        companion = path.with_name(path.name + suffix)
        if companion.is_symlink():
            aside = move_aside(companion, "symlink")
            notes.append(Message("history_symlink", file=companion.name, aside=aside.name))
    return notes


def _look(path: Path, schema: Schema) -> int | None:
    """Check an existing database read-only: the schema version of the history it holds
    (:attr:`Schema.version` for none yet), or ``None`` when it belongs to another program.

    Raises ``sqlite3.DatabaseError`` (damaged: code 11) and :class:`HistoryError` for a
    history written by a newer version (left as it is).
    """
    if not path.is_file() or path.stat().st_size == 0:
        return schema.version
    uri = Path(os.path.abspath(path)).as_uri() + "?mode=ro"
    db = sqlite3.connect(uri, uri=True, timeout=BUSY_SECONDS)
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > schema.version:
            raise HistoryError(Message("history_newer", path=path))
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            error = sqlite3.DatabaseError(f"integrity check: {_first_problem(str(check))}")
            error.sqlite_errorcode = 11
            raise error
        names = [row[0] for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'")]
        if not names:
            return schema.version if version in (0, schema.version) else None
        tables = {name: tuple(row[0] for row in db.execute("SELECT name FROM pragma_table_info(?)", (name,)))
                  for name in names}
        shapes = {schema.version: schema.tables, **schema.older}
        if version == 0:  # ours until the version was written (a crash just after creating it)
            return next((v for v, shape in shapes.items() if shape == tables), None)
        return version if shapes.get(version) == tables else None
    finally:
        db.close()


def _first_problem(check: str) -> str:
    """The first problem of a quick check's report (a damaged file has hundreds, a line each),
    and how many more: one line a message can hold."""
    lines = [line.strip() for line in check.splitlines() if line.strip() and not line.startswith("***")]
    if not lines:
        return printable(check, DETAIL_CHARS)
    more = f" (+{len(lines) - 1:,})" if len(lines) > 1 else ""
    return printable(lines[0], DETAIL_CHARS) + more


def _open(path: Path, schema: Schema, found: int) -> sqlite3.Connection:
    """The read-write connection: WAL, foreign keys, an older history (schema ``found``)
    brought up to date, the tables, the version."""
    db = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    db.text_factory = _text
    db.create_function("shown", 1, shown, deterministic=True)
    try:
        db.execute("PRAGMA foreign_keys=ON")
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode=WAL")
        if found < schema.version and schema.upgrade is not None:
            schema.upgrade(db, found)
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not set(schema.tables) <= tables:
            db.executescript(schema.script)
        if db.execute("PRAGMA user_version").fetchone()[0] != schema.version:
            db.execute(f"PRAGMA user_version={schema.version}")
    except BaseException:
        db.close()
        raise
    return db


def _text(data: bytes) -> str:
    """A text column: bytes that are not UTF-8 (a flipped bit) read as U+FFFD."""
    return data.decode("utf-8", "replace")


def shown(data: bytes | None) -> str | None:
    """The SQL function ``shown(CAST(text AS BLOB))``: the text as it is read (U+FFFD for bytes
    that are not UTF-8), so a name listed that way finds its rows."""
    return None if data is None else data.decode("utf-8", "replace")

