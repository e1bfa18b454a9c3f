"""Games and histories a player can make, for the tests that draw every chart for each.

A game here is the table's :class:`~game.game.Game` (it can be reviewed) or a score pad's
:class:`~game.pad.game.PadGame`; a history is the records of such games added to the
history database of the test's ``OHPSHAW_HOME``. The extremes come from the score pad,
whose entries are chosen: every player misses (all totals 0, or all below 0 with Wizard
scoring), every player makes the same bid (all totals equal).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.actions import EndEarly
from game.game import Game
from game.match import play_match
from game.pad.actions import EndPad, EnterBid, PadBid
from game.pad.game import PadGame
from game.pad.record import pad_record
from game.pad.score_pad import ScorePad
from game.presets import preset
from game.record import PlayerInfo, to_record
from saves.history import History
from tests.helpers import fixed_rules, play_random

NAMES = ["You", "Ada", "Basil"]
PLAYERS = [PlayerInfo("You", "human"), PlayerInfo("Ada", "bot", "normal"),
           PlayerInfo("Basil", "bot", "normal")]


@dataclass(frozen=True)
class Played:
    """A game over (or a pad still being kept) with its record; ``table`` when it was played
    at the table (a :class:`Game`, which the review and the report can look back at)."""

    game: Game | PadGame
    record: dict[str, Any]
    not_started: bool  # stopped before any round was scored

    @property
    def table(self) -> Game | None:
        return self.game if isinstance(self.game, Game) else None


def _table(game: Game) -> Played:
    return Played(game, to_record(game, PLAYERS), not any(r.complete for r in game.rounds))


def finished() -> Played:
    """A whole game at the table: Oh Pshaw of one and two cards, three players."""
    match = play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 3, seed=3)
    return _table(match.game)


def stopped(steps: int = 0) -> Played:
    """A game at the table ended before any round was scored (after ``steps`` decisions)."""
    game = Game(preset("oh-pshaw").replace(max_hand=3), 3, seed=6)
    play_random(game, random.Random(6), steps=steps)
    game.apply(EndEarly())
    return _table(game)


def one_round_then_stopped() -> Played:
    """A game at the table ended early after its first round."""
    game = Game(fixed_rules(preset("oh-pshaw"), 1, rounds=3), 3, seed=2)
    rng = random.Random(2)
    while not game.rounds[0].complete:
        game.apply(rng.choice(game.legal_actions()))
    game.apply(EndEarly())
    return _table(game)


def all_negative_table() -> Played:
    """A Wizard game at the table every player ended below zero (-20 each)."""
    match = play_match(preset("wizard").replace(max_hand=2), ["random"] * 3, seed=17)
    assert all(t < 0 for t in match.game.totals)
    return _table(match.game)


def _pad(pad: ScorePad) -> Played:
    started = any(r.complete for r in pad.rounds)
    return Played(PadGame(pad), pad_record(pad, NAMES), pad.is_over and not started)


def pad_all_zero() -> Played:
    """Three rounds of two cards on the pad; everybody bids 1, one player takes both tricks:
    all miss, all on 0."""
    pad = ScorePad(fixed_rules(preset("oh-pshaw"), 2, rounds=3, tie_break=False), 3, first_dealer=0)
    for _ in range(3):
        pad.enter_round([1, 1, 1], [2, 0, 0])
    assert pad.is_over and pad.totals == [0, 0, 0]
    return _pad(pad)


def pad_all_equal() -> Played:
    """Two rounds of three cards; everybody bids 1 and takes 1: all on 22."""
    pad = ScorePad(fixed_rules(preset("oh-pshaw"), 3, rounds=2, tie_break=False), 3, first_dealer=0)
    for _ in range(2):
        pad.enter_round([1, 1, 1], [1, 1, 1])
    assert pad.is_over and pad.totals == [22, 22, 22]
    return _pad(pad)


def pad_all_negative() -> Played:
    """Wizard scoring on the pad, everybody misses by one: all below zero."""
    pad = ScorePad(fixed_rules(preset("oh-pshaw"), 2, rounds=2, scoring=preset("wizard").scoring,
                                tie_break=False), 3, 0)
    for _ in range(2):
        pad.enter_round([1, 1, 1], [2, 0, 0])
    assert pad.is_over and all(t < 0 for t in pad.totals)
    return _pad(pad)


def pad_stopped() -> Played:
    """A score pad ended after one bid, before any round was scored."""
    pad = ScorePad(preset("oh-pshaw"), 3, first_dealer=0)
    pad.apply(EnterBid(PadBid(1)))
    pad.apply(EndPad())
    return _pad(pad)


#: Every game over, by name.
GAMES: dict[str, Callable[[], Played]] = {
    "finished": finished,
    "stopped at once": stopped,
    "stopped after a bid": lambda: stopped(steps=2),
    "stopped after one round": one_round_then_stopped,
    "all negative": all_negative_table,
    "pad all zero": pad_all_zero,
    "pad all equal": pad_all_equal,
    "pad all negative": pad_all_negative,
    "pad stopped": pad_stopped,
}


def _moment(index: int) -> str:
    """A distinct finishing moment for game ``index`` (one a minute from 1 March 2026)."""
    day, minute = divmod(index, 24 * 60)
    return f"2026-03-{1 + day:02d}T{minute // 60:02d}:{minute % 60:02d}:00Z"


def add(history: History, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Add ``records`` through :meth:`History.add_game` as games finished one a minute apart,
    each its own game (a start time of its own); the records as added, oldest first."""
    added = [{**record, "started": _moment(index)} for index, record in enumerate(records)]
    for record in added:
        history.add_game(record, finished=record["started"])
    return added


#: Every history, by name: the records it holds.
HISTORIES: dict[str, Callable[[], list[dict[str, Any]]]] = {
    "no game": lambda: [],
    "one game": lambda: [finished().record],
    "stopped at once": lambda: [stopped().record],
    "all zero": lambda: [pad_all_zero().record] * 3,
    "all equal": lambda: [pad_all_equal().record] * 3,
    "all negative": lambda: [pad_all_negative().record, all_negative_table().record],
    "thousands": lambda: [finished().record, stopped().record, pad_all_negative().record,
                          pad_all_equal().record] * 750,
}
