"""The history database's tables, how a game's figures go into them, and how a history of
an older schema is brought up to date (:mod:`saves.history` reads and writes through it)."""

from __future__ import annotations

import sqlite3
from types import TracebackType
from typing import Any

from saves import shape
from saves.database import Schema
from saves.identity import game_key
from saves.player_rounds import PlayerFigures, figures
from saves.table_rounds import SUITS, TableFigures, table_figures

SCHEMA_VERSION = 2  # 2: table figures (game_tables), real_cards, one Oh-Seven top bidder a round

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game_key TEXT NOT NULL UNIQUE,      -- game_key(): the same game is stored once
    finished TEXT NOT NULL,
    preset TEXT NOT NULL,
    players INTEGER NOT NULL,
    ended_early INTEGER NOT NULL,
    practice INTEGER NOT NULL,
    record TEXT NOT NULL,
    real_cards INTEGER NOT NULL DEFAULT 0  -- kept on the score pad, played with real cards
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
    highest_bids INTEGER NOT NULL,      -- rounds with the top bid (player_rounds.top_bid_seats)
    over_tricks INTEGER NOT NULL,       -- rounds with more tricks than bid
    under_tricks INTEGER NOT NULL,      -- rounds with fewer tricks than bid
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX IF NOT EXISTS player_games_name ON player_games(name);
"""
_TABLES = """
CREATE TABLE IF NOT EXISTS game_tables (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    rounds INTEGER NOT NULL,            -- complete rounds
    highest_bid_sum INTEGER NOT NULL,   -- each of their highest bids, summed
    trump_s INTEGER NOT NULL,           -- rounds whose top bid card made spades trump (Oh-Seven)
    trump_h INTEGER NOT NULL,
    trump_d INTEGER NOT NULL,
    trump_c INTEGER NOT NULL
)"""
_GAMES_1 = ("id", "game_key", "finished", "preset", "players", "ended_early", "practice", "record")
_PLAYERS = ("game_id", "seat", "name", "kind", "level", "total", "won", "rounds", "points", "bid_sum",
            "exact", "zero_bids", "highest_bids", "over_tricks", "under_tricks")
_TABLE = ("game_id", "rounds", "highest_bid_sum", "trump_s", "trump_h", "trump_d", "trump_c")


class transaction:
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


def insert_figures(db: sqlite3.Connection, game_id: int, rows: list[PlayerFigures],
                    table: TableFigures) -> None:
    db.executemany("INSERT INTO player_games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   [(game_id, *_row(f)) for f in rows])
    db.execute("INSERT INTO game_tables VALUES (?, ?, ?, ?, ?, ?, ?)",
               (game_id, table.rounds, table.highest_bid_sum, *(table.trumps[s] for s in SUITS)))


def _upgrade_from_1(db: sqlite3.Connection) -> None:
    """Schema 1 to 2 in one transaction: the real_cards column and the table figures, and every
    game's figures counted again from its stored record (Oh-Seven's top bid is one player now)."""
    with transaction(db):
        db.execute("ALTER TABLE games ADD COLUMN real_cards INTEGER NOT NULL DEFAULT 0")
        db.execute(_TABLES)
        for game_id, text in db.execute("SELECT id, record FROM games").fetchall():
            try:
                record = shape.parse_json(text.encode("utf-8") if isinstance(text, str) else text, "record")
                rows, table = figures(record), table_figures(record)
            except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                continue  # kept as it was; it has no table figures
            db.execute("DELETE FROM player_games WHERE game_id = ?", (game_id,))
            insert_figures(db, game_id, rows, table)
            db.execute("UPDATE games SET real_cards = ?, game_key = ? WHERE id = ?",
                       (int(record.get("real_cards") is True), game_key(record), game_id))
        db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")


def _upgrade(db: sqlite3.Connection, version: int) -> None:
    """Bring a history of an older schema up to :data:`SCHEMA_VERSION`."""
    if version == 1:
        _upgrade_from_1(db)


#: What a history of this program holds, at each schema version (to tell it from another
#: program's database), and how an older one is brought up to date.
SCHEMA = Schema(_SCHEMA + ";" + _TABLES, {"games": (*_GAMES_1, "real_cards"), "player_games": _PLAYERS,
                                          "game_tables": _TABLE},
                SCHEMA_VERSION, older={1: {"games": _GAMES_1, "player_games": _PLAYERS}}, upgrade=_upgrade)


def _row(f: PlayerFigures) -> tuple[Any, ...]:
    return (f.seat, f.name, f.kind, f.level, f.total, int(f.won), f.rounds, f.points, f.bid_sum,
            f.exact, f.zero_bids, f.highest_bids, f.over_tricks, f.under_tricks)
