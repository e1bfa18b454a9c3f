"""Values in the history that statistics cannot count, and the games they belong to.

SQLite keeps whatever a column is given: a text where a count belongs, a real
number (``inf``, ``1e300``) where a whole number does. The program never writes
such values, but another program, a hand-edited file or a flipped bit can, and
summed into the statistics they show as ``inf``, as a figure of 300 digits, as
an "integer overflow", or (a flag that is neither 0 nor 1) as games that are
not there. :func:`unsound` finds every value of the columns statistics read
that is not of its kind and within the engine's limits (:mod:`game.limits`),
so the history can leave those games out and name the columns.

>>> import sqlite3
>>> db = sqlite3.connect(":memory:")
>>> _ = db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, finished, preset, players,"
...                " ended_early, practice)")
>>> _ = db.execute("INSERT INTO games VALUES (1, 'x', 'oh-pshaw', 4, 0, 0), (2, 'x', 'oh-pshaw', 4, 0, 'x')")
>>> unsound(db, {"games": COLUMNS["games"]})
Unsound(games={2}, columns={'games.practice': 1})
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from enum import Enum

from game.limits import MAX_DECK, MAX_PLAYERS, MAX_POINTS, MAX_ROUNDS, MIN_PLAYERS


class Kind(Enum):
    """What a column of the history holds."""

    FLAG = "flag"  # 0 or 1
    COUNT = "count"  # a whole number from 0 to what a game can count (bids summed over its rounds)
    POINTS = "points"  # a whole number within the engine's points either way
    PLAYERS = "players"  # players at a table
    SEAT = "seat"  # a seat at a table
    TEXT = "text"
    TEXT_OR_NULL = "text or null"


#: The condition each kind's value meets (``{c}`` is the column), as SQL.
_SOUND: dict[Kind, str] = {
    Kind.FLAG: "typeof({c}) = 'integer' AND {c} IN (0, 1)",
    Kind.COUNT: f"typeof({{c}}) = 'integer' AND {{c}} BETWEEN 0 AND {MAX_ROUNDS * MAX_DECK}",
    Kind.POINTS: f"typeof({{c}}) = 'integer' AND {{c}} BETWEEN {-MAX_POINTS} AND {MAX_POINTS}",
    Kind.PLAYERS: f"typeof({{c}}) = 'integer' AND {{c}} BETWEEN {MIN_PLAYERS} AND {MAX_PLAYERS}",
    Kind.SEAT: f"typeof({{c}}) = 'integer' AND {{c}} BETWEEN 0 AND {MAX_PLAYERS - 1}",
    Kind.TEXT: "typeof({c}) = 'text'",
    Kind.TEXT_OR_NULL: "typeof({c}) IN ('text', 'null')",
}

_COUNTS = ("rounds", "bid_sum", "exact", "zero_bids", "highest_bids", "over_tricks", "under_tricks")

#: The columns statistics read, by table, with their kinds (``games.real_cards``, read only
#: by the list of games, sits past each game's record: reading it would read every record).
COLUMNS: dict[str, dict[str, Kind]] = {
    "games": {"finished": Kind.TEXT, "preset": Kind.TEXT, "players": Kind.PLAYERS,
              "ended_early": Kind.FLAG, "practice": Kind.FLAG},
    "player_games": {"seat": Kind.SEAT, "name": Kind.TEXT, "kind": Kind.TEXT, "level": Kind.TEXT_OR_NULL,
                     "total": Kind.POINTS, "won": Kind.FLAG, "points": Kind.POINTS,
                     **dict.fromkeys(_COUNTS, Kind.COUNT)},
    "game_tables": {name: Kind.COUNT for name in ("rounds", "highest_bid_sum", "trump_s", "trump_h",
                                                  "trump_d", "trump_c")},
}
#: The column of each table that names its game.
_GAME = {"games": "id", "player_games": "game_id", "game_tables": "game_id"}


@dataclass
class Unsound:
    """The games with a value statistics cannot count, and how many rows of each column
    (``table.column``) hold one."""

    games: set[int] = field(default_factory=set)
    columns: dict[str, int] = field(default_factory=dict)

    def named(self) -> str:
        """The columns as a player reads them: ``games.practice (2), player_games.points (8)``."""
        return ", ".join(f"{name} ({count:,})" for name, count in self.columns.items())


def unsound(db: sqlite3.Connection, columns: dict[str, dict[str, Kind]] | None = None) -> Unsound:
    """Every value of ``columns`` (by default :data:`COLUMNS`) in ``db`` that is not of its
    kind, found in one pass over each table. Raises ``sqlite3.DatabaseError`` as a query does."""
    found = Unsound()
    for table, kinds in (COLUMNS if columns is None else columns).items():
        names = list(kinds)
        bad = [f"NOT ({_SOUND[kinds[name]].format(c=name)})" for name in names]
        rows = db.execute(f"SELECT {_GAME[table]}, {', '.join(bad)} FROM {table} "
                          f"WHERE {' OR '.join(bad)}").fetchall()
        for game, *flags in rows:
            if isinstance(game, int):
                found.games.add(game)
            for name, flag in zip(names, flags, strict=True):
                if flag:
                    key = f"{table}.{name}"
                    found.columns[key] = found.columns.get(key, 0) + 1
    return found
