"""The history of finished and abandoned games, and each player's statistics.

One SQLite database (``history.sqlite3`` in the data folder, WAL mode): a
row per game with its game record (RECORD.md) and a row per player and game
with the figures statistics need. Each game is added in one transaction. A
damaged database (found when it opens, or when a query fails reading it) is
moved aside (``history.damaged-YYYYMMDDTHHMMSS.sqlite3``) and a new one
started; :attr:`History.message` then says so. Links, other programs'
databases and a database another program holds: :mod:`saves.database`.
Values statistics cannot count (a text where a count belongs, ``inf``) leave
their games out of the statistics, and a message names their columns
(:mod:`saves.history_check`).

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
from saves.database import HistoryBusy, HistoryError, corrupt, failure, open_database, set_aside
from saves.files import FileProblem, reason
from saves.history_check import unsound
from saves.history_schema import SCHEMA, insert_figures, transaction
from saves.identity import BRANCH_KEY, game_key
from saves.placing import row_place
from saves.player_rounds import PlayerFigures, figures
from saves.problems import Message, message_of
from saves.record_file import check_record
from saves.shape import ShapeError
from saves.table_rounds import SUITS, TableFigures, table_figures

#: True (1) for a game that is a branch (:func:`saves.identity.game_key`), of ``games g``.
_BRANCH = f"substr(g.game_key, 1, {len(BRANCH_KEY)}) = '{BRANCH_KEY}'"

__all__ = ["GameLine", "History", "HistoryBusy", "HistoryError", "Statistics", "TableStatistics",
           "statistics"]

#: A player row's win: a game stopped before any round was scored was not played for, though
#: its record names every seat among the winners and older histories stored it as a win.
_WON = "(p.won AND p.rounds > 0)"
#: True (1) for a game that was played to its end or ended early (its record has a result),
#: of ``games g``: a game left at the table (which Continue may still resume) has none. A record
#: that no longer reads as JSON counts as before (the values check deals with it).
_FINISHED = ("(CASE WHEN g.ended_early = 0 THEN 1 WHEN json_valid(g.record)"
             " THEN json_type(g.record, '$.result') IS 'object' ELSE 1 END)")
#: The games statistics count: finished ones (:data:`_FINISHED`), and not one of those
#: :meth:`History.check_values` left out.
_COUNTED = f" AND {_FINISHED} AND g.id NOT IN temp.left_out"
#: The unfinished games statistics leave out but name apart.
_UNFINISHED = f" AND NOT {_FINISHED} AND g.id NOT IN temp.left_out"


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


@dataclass(frozen=True)
class TableStatistics:
    """The table's figures over the games in the history (the Oh-Seven rule text's list).

    ``zero_bid_rate`` is the share of all bids that were 0 (in a game everybody bids every
    round, so it is the players' rates averaged); ``average_highest_bid`` the mean of each
    round's highest bid; ``trump_choice_rate`` how often each suit (``S H D C``) became trump
    through the top bid card, as a share of those rounds, or ``None`` when no bid card chose
    trump (presets without card bidding).
    """

    preset: str | None
    games: int
    rounds: int
    players: float  # players per game, on average
    player_counts: dict[int, int]  # games by number of players
    zero_bid_rate: float
    average_highest_bid: float
    trump_choices: int
    trump_choice_rate: dict[str, float] | None
    #: Of the games, those loaded from a save and played on: a branch shares its first rounds
    #: with the game it was loaded from, which may be counted too.
    branches: int = 0
    #: Games left unfinished (at the table, or to be continued): not among ``games`` nor any
    #: other figure, named apart.
    unfinished: int = 0


@dataclass(frozen=True)
class GameLine:
    """One player's figures in one game of the history (a statistics screen's picture)."""

    finished: str
    preset: str
    rounds: int
    points: int
    exact: int  # rounds with the bid made exactly
    won: bool

    @property
    def points_per_round(self) -> float:
        """Points per complete round (0.0 without one)."""
        return self.points / self.rounds if self.rounds else 0.0

    @property
    def bid_accuracy(self) -> float:
        """Share of rounds with the bid made exactly (0.0 without one)."""
        return self.exact / self.rounds if self.rounds else 0.0


class History:
    """The history database. Use as a context manager, or call :meth:`close`."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.history_path()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise HistoryError(Message("history_cannot_open", path=self.path, reason=reason(error))) from None
        self._db, notes = open_database(self.path, SCHEMA)
        self.messages = notes  # every file moved aside (damaged, another program's, a link), and
        self.message: Message | None = notes[0] if notes else None  # values left out (the first)
        self._checked = False
        self._prepare()

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
        self._checked = True  # a new history: nothing to leave out
        self._prepare()

    def _prepare(self) -> None:
        """The connection's list of games left out (in memory: the file is not touched)."""
        try:
            self._db.execute("CREATE TEMP TABLE IF NOT EXISTS left_out (id INTEGER PRIMARY KEY)")
        except sqlite3.Error as error:
            self._db.close()
            raise failure(error, self.path, "history_cannot_open") from None

    def check_values(self) -> None:
        """Once, before the first statistics are read: leave out the games with a value of
        the wrong kind or out of range, and say which columns hold them."""
        if self._checked:
            return
        try:
            found = unsound(self._db)
        except sqlite3.DatabaseError as error:
            if not corrupt(error):
                raise failure(error, self.path, "history_cannot_read") from None
            self._start_again(error)  # damaged: moved aside; nothing left to check
            return
        self._checked = True
        if not found.columns:
            return
        self._db.executemany("INSERT OR IGNORE INTO temp.left_out VALUES (?)", [(g,) for g in found.games])
        note = Message("history_unsound", file=self.path.name, columns=found.named(),
                       games=len(found.games))
        self.messages.append(note)
        self.message = self.message or note

    def __enter__(self) -> History:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def add_game(self, record: dict[str, Any], practice: bool = False, finished: str | None = None,
                 replacing: int | None = None) -> int:
        """Store one finished or abandoned game from its record (RECORD.md); return its id.

        The same game (:func:`~saves.identity.game_key`) stored again replaces its earlier
        row while that was unfinished: an abandoned game finished later is counted once. A
        finished game's row is never replaced: another game with its key is stored beside it
        (:mod:`saves.placing`). ``replacing``: the row this very game was stored in before the
        player changed it (a score pad corrected after its end); it is replaced.
        """
        from saves.session import now_text

        try:
            rows, table = figures(record), table_figures(record)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
            raise HistoryError(Message("history_not_record", kind=type(error).__name__,
                                       detail=str(error))) from None
        result = record.get("result") or {}
        row = (game_key(record), finished or now_text(), str(record.get("preset")), len(rows),
               int(bool(result.get("ended_early", True))), int(practice),
               json.dumps(record, ensure_ascii=False, separators=(",", ":")),
               int(record.get("real_cards") is True))
        try:
            return self._insert(row, rows, table, replacing)
        except sqlite3.DatabaseError as error:
            if not corrupt(error):
                raise failure(error, self.path, "history_cannot_add") from None
            self._start_again(error)  # damaged: moved aside; the game goes into the new history
        try:
            return self._insert(row, rows, table, replacing)
        except sqlite3.Error as error:
            raise failure(error, self.path, "history_cannot_add") from None

    def _insert(self, game: tuple[Any, ...], rows: list[PlayerFigures], table: TableFigures,
                replacing: int | None) -> int:
        """One game and its figures, in one transaction (an unfinished game stored again is
        replaced; so is the row ``replacing`` of this very game)."""
        with transaction(self._db):
            if replacing is not None:  # only a row of this game's key (or a namesake's of it)
                self._db.execute("DELETE FROM games WHERE id = ? AND (game_key = ?"
                                 " OR substr(game_key, 1, ?) = ?)",
                                 (replacing, game[0], len(game[0]) + 1, f"{game[0]}#"))
            key, stored = row_place(self._db, game[0], game[6])
            if stored is not None:  # this very record is stored already: it stays as it is
                return stored
            cursor = self._db.execute(
                "INSERT INTO games (game_key, finished, preset, players, ended_early, practice, record,"
                " real_cards) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (key, *game[1:]))
            game_id = cursor.lastrowid
            assert game_id is not None
            insert_figures(self._db, game_id, rows, table)
        return game_id

    def finished(self, record: dict[str, Any]) -> str | None:
        """When the game of ``record`` (:func:`game_key`) was stored, or ``None``."""
        rows = self._rows("SELECT finished FROM games WHERE game_key = ?", (game_key(record),))
        return str(rows[0][0]) if rows else None

    def statistics(self, name: str, preset: str | None = None, practice: bool = False) -> Statistics:
        """The figures of player ``name``, over every preset or one; practice games only if asked.
        Only finished games count (:data:`_FINISHED`); one without a scored round is no win
        (:data:`_WON`)."""
        self.check_values()
        row = self._rows(
            f"SELECT COUNT(*), COALESCE(SUM({_WON}), 0), COALESCE(SUM(rounds), 0), COALESCE(SUM(points), 0),"
            " COALESCE(SUM(exact), 0), COALESCE(SUM(bid_sum), 0), COALESCE(SUM(zero_bids), 0),"
            " COALESCE(SUM(highest_bids), 0), COALESCE(SUM(over_tricks), 0),"
            " COALESCE(SUM(under_tricks), 0)"
            " FROM player_games p JOIN games g ON g.id = p.game_id"
            f" WHERE {_same_name(name)} AND (? IS NULL OR g.preset = ?) AND (g.practice = 0 OR ?)"
            + _COUNTED, (name, preset, preset, int(practice)))[0]
        games, wins, rounds, points, exact, bid_sum, zeros, highest, over, under = row

        def rate(count: int) -> float:
            return count / rounds if rounds else 0.0

        return Statistics(name, preset, games, wins, rounds, rate(points), rate(exact), rate(bid_sum),
                          rate(zeros), rate(highest), rate(over), rate(under))

    def table_statistics(self, preset: str | None = None, practice: bool = False) -> TableStatistics:
        """The table's figures over every preset or one; practice games only if asked."""
        self.check_values()
        where = " WHERE (? IS NULL OR g.preset = ?) AND (g.practice = 0 OR ?)" + _COUNTED
        args = (preset, preset, int(practice))
        games, players, rounds, highest, branches, *trumps = self._rows(
            "SELECT COUNT(*), COALESCE(SUM(g.players), 0), COALESCE(SUM(t.rounds), 0),"
            f" COALESCE(SUM(t.highest_bid_sum), 0), COALESCE(SUM({_BRANCH}), 0),"
            " COALESCE(SUM(t.trump_s), 0), COALESCE(SUM(t.trump_h), 0),"
            " COALESCE(SUM(t.trump_d), 0), COALESCE(SUM(t.trump_c), 0)"
            " FROM games g JOIN game_tables t ON t.game_id = g.id" + where, args)[0]
        zeros, bids = self._rows(
            "SELECT COALESCE(SUM(p.zero_bids), 0), COALESCE(SUM(p.rounds), 0) FROM player_games p"
            " JOIN games g ON g.id = p.game_id JOIN game_tables t ON t.game_id = g.id" + where,
            args)[0]
        counts = {int(n): int(k) for n, k in self._rows(
            "SELECT g.players, COUNT(*) FROM games g JOIN game_tables t ON t.game_id = g.id" + where
            + " GROUP BY g.players ORDER BY g.players", args)}
        unfinished = self._rows("SELECT COUNT(*) FROM games g WHERE (? IS NULL OR g.preset = ?)"
                                " AND (g.practice = 0 OR ?)" + _UNFINISHED, args)[0][0]
        chosen = sum(trumps)
        rates = {suit: n / chosen for suit, n in zip(SUITS, trumps, strict=True)} if chosen else None
        return TableStatistics(preset, games, rounds, players / games if games else 0.0, counts,
                               zeros / bids if bids else 0.0, highest / rounds if rounds else 0.0,
                               chosen, rates, int(branches), int(unfinished))

    def last_games(self, name: str, preset: str | None = None, practice: bool = False,
                   limit: int = 20) -> list[GameLine]:
        """The last ``limit`` games ``name`` played (of ``preset``, when given), oldest first."""
        self.check_values()
        rows = self._rows(
            f"SELECT g.finished, g.preset, p.rounds, p.points, p.exact, {_WON}"
            " FROM player_games p JOIN games g ON g.id = p.game_id"
            f" WHERE {_same_name(name)} AND (? IS NULL OR g.preset = ?) AND (g.practice = 0 OR ?)"
            + _COUNTED + " ORDER BY g.finished DESC, g.id DESC LIMIT ?",
            (name, preset, preset, int(practice), max(0, limit)))
        return [GameLine(str(f), str(p), int(r), int(pts), int(e), bool(w))
                for f, p, r, pts, e, w in reversed(rows)]

    def names(self, practice: bool = False, preset: str | None = None) -> list[str]:
        """Every player name in the history (who played ``preset``, when given) for a picker:
        names that played in a human seat first (the people at the computer), then by games
        played, then by name."""
        self.check_values()
        cursor = self._rows(
            "SELECT p.name, SUM(p.kind = 'human') AS people, COUNT(*) AS n"
            " FROM player_games p JOIN games g ON g.id = p.game_id"
            " WHERE (g.practice = 0 OR ?) AND (? IS NULL OR g.preset = ?)" + _COUNTED +
            " GROUP BY p.name ORDER BY people DESC, n DESC, p.name",
            (int(practice), preset, preset))
        return [str(row[0]) for row in cursor]

    def presets(self, name: str, practice: bool = False) -> list[str]:
        """The presets ``name`` has played, most games first (then by preset)."""
        self.check_values()
        cursor = self._rows(
            "SELECT g.preset, COUNT(*) AS n FROM player_games p JOIN games g ON g.id = p.game_id"
            f" WHERE {_same_name(name)} AND (g.practice = 0 OR ?)" + _COUNTED +
            " GROUP BY g.preset ORDER BY n DESC, g.preset", (name, int(practice)))
        return [str(row[0]) for row in cursor]

    def presets_played(self, practice: bool = False) -> list[str]:
        """Every preset in the history, most games first (then by preset)."""
        self.check_values()
        cursor = self._rows(
            "SELECT g.preset, COUNT(*) AS n FROM games g WHERE (g.practice = 0 OR ?)" + _COUNTED +
            " GROUP BY g.preset ORDER BY n DESC, g.preset", (int(practice),))
        return [str(row[0]) for row in cursor]

    def games(self, limit: int = 100) -> list[dict[str, Any]]:
        """The latest games, newest first: id, finished, preset, players, ended_early, practice,
        real_cards (kept on the score pad), branch (loaded from a save and played on)."""
        cursor = self._rows(
            "SELECT id, finished, preset, players, ended_early, practice, real_cards,"
            f" {_BRANCH} FROM games g ORDER BY finished DESC, id DESC LIMIT ?", (limit,))
        keys = ("id", "finished", "preset", "players", "ended_early", "practice", "real_cards", "branch")
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


def _same_name(name: str) -> str:
    """The condition on a player's rows by name (one parameter, the name). A name stored with
    bytes that are not UTF-8 (a flipped bit) is listed with U+FFFD (:func:`saves.database.shown`)
    and found that way; other names by the index."""
    return "shown(CAST(p.name AS BLOB)) = ?" if "\ufffd" in name else "p.name = ?"
