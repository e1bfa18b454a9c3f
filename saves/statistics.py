"""The statistics a screen or the command line shows, per preset: the table's figures beside
every player's, as the Oh-Seven rule text lists them, from the history (:mod:`saves.history`).

>>> import tempfile
>>> from pathlib import Path
>>> from game.record import to_record
>>> path = Path(tempfile.mkdtemp()) / "history.sqlite3"
>>> with History(path) as history:
...     _ = history.add_game(to_record(*_played("oh-seven")))
>>> figures = report("oh-seven", path=path)
>>> figures.table.games, sorted(figures.players)
(1, ['Bot 1', 'Bot 2', 'Bot 3'])
>>> sorted(figures.as_json()["players"]["Bot 1"])  # doctest: +NORMALIZE_WHITESPACE
['average_bid', 'games', 'made_rate', 'over_rate', 'points_per_round', 'rounds', 'top_bid_rate',
 'under_rate', 'zero_bid_rate']
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from saves.history import History, Statistics, TableStatistics
from saves.problems import Message


@dataclass(frozen=True)
class Report:
    """The figures of one preset (or of every preset, ``preset`` ``None``): the table's, and
    each player's by name (people who sat at the computer first, as the history lists them)."""

    preset: str | None
    table: TableStatistics
    players: dict[str, Statistics]
    #: What reading them found: a damaged history moved aside (its new name), games left out.
    messages: tuple[Message, ...] = ()

    @property
    def has_trump_choice(self) -> bool:
        """True when a bid card chose trump in these games (Oh-Seven): the trump choice rate
        makes sense only then."""
        return self.table.trump_choice_rate is not None

    def as_json(self) -> dict[str, Any]:
        """``{"table": {…}, "players": {NAME: {…}}}``, rates as fractions 0–1 (``stats --json``)."""
        t = self.table
        table = {"preset": t.preset, "games": t.games, "rounds": t.rounds, "players": t.players,
                 "player_counts": {str(n): k for n, k in t.player_counts.items()},
                 "average_zero_bid_rate": t.zero_bid_rate, "average_highest_bid": t.average_highest_bid,
                 "trump_choices": t.trump_choices, "trump_choice_rate": t.trump_choice_rate}
        players = {name: {"games": s.games, "rounds": s.rounds, "points_per_round": s.points_per_round,
                          "average_bid": s.average_bid, "zero_bid_rate": s.zero_bid_rate,
                          "top_bid_rate": s.highest_bid_rate, "made_rate": s.bid_accuracy,
                          "over_rate": s.over_trick_rate, "under_rate": s.under_trick_rate}
                   for name, s in self.players.items()}
        return {"table": table, "players": players}


def report_from(history: History, preset: str | None = None, practice: bool = False) -> Report:
    """The figures of ``preset`` (every preset when ``None``) from an open history, with
    every message the history has given so far."""
    names = history.names(practice, preset)
    table = history.table_statistics(preset, practice)
    players = {name: history.statistics(name, preset, practice) for name in names}
    return Report(preset, table, players, tuple(history.messages))


def report(preset: str | None = None, practice: bool = False, path: Path | None = None) -> Report:
    """The figures of ``preset`` from the history in the data folder (or ``path``).

    Raises :class:`~saves.history.HistoryError` when the history cannot be opened.
    """
    with History(path) as history:
        return report_from(history, preset, practice)


def reports(practice: bool = False, path: Path | None = None) -> list[Report]:
    """One report per preset played, most games first, for the statistics screen (a
    preset's table figures beside its players' figures)."""
    with History(path) as history:
        presets = history.presets_played(practice)
        return [report_from(history, p, practice) for p in presets]


def _played(name: str) -> tuple[Any, ...]:
    """A finished bot game for the doctest: (game, players)."""
    from game.match import play_match
    from game.presets import preset

    match = play_match(preset(name), ["random"] * 3, seed=2)
    return match.game, match.players
