"""The games of the history a player can look back at: each row with what a list shows.

:func:`played_games` reads the latest games of the history with their records
(checked by :meth:`saves.history.History.record`); a game not over (left from the
table, still in the autosave) is listed but cannot be looked back at: its hands
stay private until it ends. Never raises: a history that cannot be read gives
no games and the reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from saves.analysis_cache import cache_path
from saves.history import History, HistoryError
from saves.paths import records_dir
from saves.player_rounds import any_round_scored
from saves.problems import Message, message_of
from saves.records import record_file_name

#: Games listed at most, the newest first.
LISTED = 200


@dataclass(frozen=True)
class PlayedGame:
    """One game of the history: when it ended, its preset, players and totals, its record."""

    game_id: int
    finished: str
    preset: str
    names: tuple[str, ...]
    totals: tuple[int, ...]
    over: bool
    ended_early: bool
    real_cards: bool  # kept on the score pad: no cards to look back at
    record: dict[str, Any] | None
    branch: bool = False  # loaded from a save and played on: its first rounds are another game's

    @property
    def not_started(self) -> bool:
        """Ended before any round was scored: nobody won it."""
        return self.over and self.record is not None and not any_round_scored(self.record)

    @property
    def reviewable(self) -> bool:
        """A finished game played at the table, whose record reads."""
        return self.over and not self.real_cards and self.record is not None

    @property
    def path(self) -> Path:
        """Its record file in the records folder (where the table kept it)."""
        return records_dir() / record_file_name(self.record or {})

    @property
    def cache(self) -> Path:
        """Where its analysis is kept: beside its record file."""
        return cache_path(self.path)


def played_games(limit: int = LISTED) -> tuple[list[PlayedGame], Message | None]:
    """The latest games of the history (newest first) and a problem to show, if any."""
    try:
        with History() as history:
            rows = history.games(limit)
            games = [_game(row, history.record(int(row["id"]))) for row in rows]
            return games, history.message
    except HistoryError as error:
        return [], message_of(error)


def _game(row: dict[str, Any], record: dict[str, Any] | None) -> PlayedGame:
    players = record.get("players", []) if record else []
    names = tuple(str(p.get("name", "?")) for p in players if isinstance(p, dict))
    result = record.get("result") if record else None
    totals = tuple(int(t) for t in result.get("totals", [])) if isinstance(result, dict) else ()
    return PlayedGame(int(row["id"]), str(row["finished"]), str(row["preset"]), names, totals,
                      isinstance(result, dict), bool(row["ended_early"]), bool(row["real_cards"]),
                      record, bool(row["branch"]))
