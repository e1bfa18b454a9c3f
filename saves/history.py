"""The history of finished and abandoned games, and each player's statistics.

One SQLite database (``history.sqlite3`` in the data folder, WAL mode): a
row per game with its game record (RECORD.md) and a row per player and game
with the figures statistics need. Each game is added in one transaction. A
damaged database (found when it opens, or when a query fails reading it) is
moved aside (``history.damaged-YYYYMMDDTHHMMSS.sqlite3``) and a new one
started; :attr:`History.message` then says so. Links, other programs'
databases and a database another program holds: :mod:`saves.database`.

>>> import tempfile
>>> from pathlib import Path
>>> from game.match import play_match
>>> from game.presets import preset
>>> from game.record import to_record
>>> match = play_match(preset("oh-pshaw"), ["random"] * 3, seed=2)
>>> with History(Path(tempfile.mkdtemp()) / "history.sqlite3") as history:
...     _ = history.add_game(to_record(match.game, match.players))
...     history.statistics("Bot 1").games
1
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from saves import paths, shape
from saves.database import HistoryBusy, HistoryError, Schema, corrupt, failure, open_database, set_aside
from saves.files import FileProblem, reason
from saves.player_rounds import PlayerFigures, figures
from saves.problems import Message, message_of
from saves.record_file import check_record
from saves.shape import ShapeError

__all__ = ["History", "HistoryBusy", "HistoryError", "Statistics", "statistics"]

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game_key TEXT NOT NULL UNIQUE,      -- started time and seed: the same game is stored once
    finished TEXT NOT NULL,
    preset TEXT NOT NULL,
    players INTEGER NOT NULL,
    ended_early INTEGER NOT NULL,
    practice INTEGER NOT NULL,
    record TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS player_games (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    total INTEGER NOT NULL,
    won INTEGER NOT NULL,
    rounds INTEGER NOT NULL,            -- complete rounds played
    points INTEGER NOT NULL,            -- points scored in those rounds
    bid_sum INTEGER NOT NULL,
    exact INTEGER NOT NULL,             -- rounds with tricks = bid
    zero_bids INTEGER NOT NULL,
    highest_bids INTEGER NOT NULL,      -- rounds where this bid was the table's highest (ties count)
    over_tricks INTEGER NOT NULL,       -- rounds with more tricks than bid
    under_tricks INTEGER NOT NULL,      -- rounds with fewer tricks than bid
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS player_games_name ON player_games(name);
"""
#: The columns of each table, to tell a history from another program's database.
_TABLES = {"games": ("id", "game_key", "finished", "preset", "players", "ended_early", "practice", "record"),
           "player_games": ("game_id", "seat", "name", "kind", "level", "total", "won", "rounds", "points",
                            "bid_sum", "exact", "zero_bids", "highest_bids", "over_tricks",
                            "under_tricks")}
SCHEMA = Schema(_SCHEMA, _TABLES, SCHEMA_VERSION)


@dataclass(frozen=True)
class Statistics:
    """One player's figures over the games in the history. Rates are per round (0.0 when none)."""

    name: str
    preset: str | None
    games: int
    wins: int
    rounds: int
    points_per_round: float
    bid_accuracy: float  # exact bids / rounds
    average_bid: float
    zero_bid_rate: float
    highest_bid_rate: float
    over_trick_rate: float
    under_trick_rate: float


class History:
    """The history database. Use as a context manager, or call :meth:`close`."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.history_path()
        self.message: Message | None = None  # set when a file was moved aside (damaged, foreign, a link)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise HistoryError(Message("history_cannot_open", path=self.path, reason=reason(error))) from None
        self._db, notes = open_database(self.path, SCHEMA)
        self.messages = notes  # every file moved aside
        self.message = notes[0] if notes else None

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """The rows of a query. A database that fails reading (damage the quick check at
        opening did not see) is moved aside and the query answered by a new, empty one."""
        try:
            return self._db.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as error:
            if not corrupt(error):
                raise failure(error, self.path, "history_cannot_read") from None
            self._start_again(error)
            return self._db.execute(sql, params).fetchall()

    def _start_again(self, error: sqlite3.DatabaseError) -> None:
        """Move the damaged database aside and open a new one (:class:`HistoryError` if not)."""
        self._db.close()
        try:
            note = set_aside(self.path, error)
        except FileProblem as problem:
            raise HistoryError(Message("history_damaged_stuck", path=self.path, detail=str(error),
                                       problem=message_of(problem))) from None
        self._db, notes = open_database(self.path, SCHEMA)
        self.messages += [note, *notes]
        self.message = self.message or note

    def __enter__(self) -> History:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def add_game(self, record: dict[str, Any], practice: bool = False, finished: str | None = None) -> int:
        """Store one finished or abandoned game from its record (RECORD.md); return its id.

        The same game (same start time and seed) stored again replaces the
        earlier row: an abandoned game finished later is counted once.
        """
        from saves.session import now_text

        try:
            rows = figures(record)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
            raise HistoryError(Message("history_not_record", kind=type(error).__name__,
                                       detail=str(error))) from None
        result = record.get("result") or {}
        row = (_key(record), finished or now_text(), str(record.get("preset")), len(rows),
               int(bool(result.get("ended_early", True))), int(practice),
               json.dumps(record, ensure_ascii=False, separators=(",", ":")))
        try:
            return self._insert(row, rows)
        except sqlite3.DatabaseError as error:
            if not corrupt(error):
                raise failure(error, self.path, "history_cannot_add") from None
            self._start_again(error)  # damaged: moved aside; the game goes into the new history
        try:
            return self._insert(row, rows)
        except sqlite3.Error as error:
            raise failure(error, self.path, "history_cannot_add") from None

    def finished(self, record: dict[str, Any]) -> str | None:
        """When the game of ``record`` (its start time and seed) was stored, or ``None``."""
        rows = self._rows("SELECT finished FROM games WHERE game_key = ?", (_key(record),))
        return str(rows[0][0]) if rows else None

    def _insert(self, game: tuple[Any, ...], rows: list[PlayerFigures]) -> int:
        """One game and its players' rows, in one transaction (a game stored again is replaced)."""
        with _transaction(self._db):
            self._db.execute("DELETE FROM games WHERE game_key = ?", (game[0],))
            cursor = self._db.execute(
                "INSERT INTO games (game_key, finished, preset, players, ended_early, practice, record)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)", game)
            game_id = cursor.lastrowid
            assert game_id is not None
            self._db.executemany(
                "INSERT INTO player_games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_id, *_row(f)) for f in rows])
        return game_id

    def statistics(self, name: str, preset: str | None = None, practice: bool = False) -> Statistics:
        """The figures of player ``name``, over every preset or one; practice games only if asked."""
        row = self._rows(
            "SELECT COUNT(*), COALESCE(SUM(won), 0), COALESCE(SUM(rounds), 0), COALESCE(SUM(points), 0),"
            " COALESCE(SUM(exact), 0), COALESCE(SUM(bid_sum), 0), COALESCE(SUM(zero_bids), 0),"
            " COALESCE(SUM(highest_bids), 0), COALESCE(SUM(over_tricks), 0),"
            " COALESCE(SUM(under_tricks), 0)"
            " FROM player_games p JOIN games g ON g.id = p.game_id"
            f" WHERE {_same_name(name)} AND (? IS NULL OR g.preset = ?) AND (g.practice = 0 OR ?)",
            (name, preset, preset, int(practice)))[0]
        games, wins, rounds, points, exact, bid_sum, zeros, highest, over, under = row

        def rate(count: int) -> float:
            return count / rounds if rounds else 0.0

        return Statistics(name, preset, games, wins, rounds, rate(points), rate(exact), rate(bid_sum),
                          rate(zeros), rate(highest), rate(over), rate(under))

    def names(self, practice: bool = False) -> list[str]:
        """Every player name in the history for a picker: names that played in a human seat
        first (the people at the computer), then by games played, then by name."""
        cursor = self._rows(
            "SELECT p.name, SUM(p.kind = 'human') AS people, COUNT(*) AS n"
            " FROM player_games p JOIN games g ON g.id = p.game_id"
            " WHERE g.practice = 0 OR ? GROUP BY p.name ORDER BY people DESC, n DESC, p.name",
            (int(practice),))
        return [str(row[0]) for row in cursor]

    def presets(self, name: str, practice: bool = False) -> list[str]:
        """The presets ``name`` has played, most games first (then by preset)."""
        cursor = self._rows(
            "SELECT g.preset, COUNT(*) AS n FROM player_games p JOIN games g ON g.id = p.game_id"
            f" WHERE {_same_name(name)} AND (g.practice = 0 OR ?)"
            " GROUP BY g.preset ORDER BY n DESC, g.preset",
            (name, int(practice)))
        return [str(row[0]) for row in cursor]

    def games(self, limit: int = 100) -> list[dict[str, Any]]:
        """The latest games, newest first: id, finished, preset, players, ended_early, practice."""
        cursor = self._rows(
            "SELECT id, finished, preset, players, ended_early, practice FROM games"
            " ORDER BY finished DESC, id DESC LIMIT ?", (limit,))
        keys = ("id", "finished", "preset", "players", "ended_early", "practice")
        return [dict(zip(keys, row, strict=True)) for row in cursor]

    def record(self, game_id: int) -> dict[str, Any] | None:
        """The game record stored with game ``game_id``; ``None`` when there is none, or when
        it can no longer be read as a record (a flipped bit in its text)."""
        rows = self._rows("SELECT record FROM games WHERE id = ?", (game_id,))
        if not rows or not isinstance(rows[0][0], str):
            return None
        try:
            return check_record(shape.obj(shape.parse_json(rows[0][0].encode("utf-8"), "record"), "record"))
        except ShapeError:
            return None


def statistics(name: str, preset: str | None = None, path: Path | None = None) -> Statistics:
    """The statistics of ``name`` from the history in the data folder (see :class:`History`)."""
    with History(path) as history:
        return history.statistics(name, preset)


class _transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT``, or ``ROLLBACK`` on any error."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 trace: TracebackType | None) -> None:
        if kind is not None:
            self.db.execute("ROLLBACK")
            return
        try:
            self.db.execute("COMMIT")
        except BaseException:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise


def _key(record: dict[str, Any]) -> str:
    """A game's key in the history: its start time and seed."""
    return f"{record.get('started')}|{record.get('seed')}"


def _same_name(name: str) -> str:
    """The condition on a player's rows by name (one parameter, the name). A name stored with
    bytes that are not UTF-8 (a flipped bit) is listed with U+FFFD (:func:`saves.database.shown`)
    and found that way; other names by the index."""
    return "shown(CAST(p.name AS BLOB)) = ?" if "\ufffd" in name else "p.name = ?"


def _row(f: PlayerFigures) -> tuple[Any, ...]:
    return (f.seat, f.name, f.kind, f.level, f.total, int(f.won), f.rounds, f.points, f.bid_sum,
            f.exact, f.zero_bids, f.highest_bids, f.over_tricks, f.under_tricks)
