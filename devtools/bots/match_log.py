"""The gauntlet's matches one by one, kept in a file so runs on different deals can
be pooled: ``bench bots --gauntlet --save FILE`` adds a line per match played,
``bench bots --gauntlet --pooled FILE`` reports every match the file holds.

A table needs hours of the machine for 200 matches; with the matches kept, one
run can play deals 13-24 and the next 25-50, and the report pairs
them all (same deal, same seat) as if played in one run. Each match is written
the moment it ends, so a run stopped halfway keeps every match it finished.
Every line names the hero's node budget, so matches of a bot at two budgets are
never pooled as one.

A line is a JSON object::

    {"hero": "hard", "nodes": 440, "table": "easy", "deal": 13, "seat": 2,
     "points": 121, "rounds": 13, "made": 10, "won": true,
     "bid_ms": [...], "play_ms": [...]}
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from devtools.bots.ceilings import CEILINGS
from devtools.bots.tournament import PLAYERS, MatchResult
from game.bots import LEVELS

#: A line longer than this is not a match (a hero's timings of 13 rounds fit in a few kB).
MAX_LINE = 64_000


class MatchLogError(ValueError):
    """A file that is not a log of matches: the message names the file and line."""


@dataclass(frozen=True)
class Played:
    """One saved match: who played it, where, and the hero's figures."""

    hero: str
    nodes: int | None
    table: str
    deal: int
    seat: int
    result: MatchResult


def nodes_of(hero: str) -> int | None:
    """The node budget a hero decides by in the benchmarks (None: it does not search)."""
    nodes = getattr(LEVELS.get(hero) or CEILINGS.get(hero), "bench_nodes", None)
    return nodes if isinstance(nodes, int) else None


def write_match(out: TextIO, hero: str, table: str, deal: int, seat: int,
                result: MatchResult) -> None:
    """The line of one match, written through at once (a run cut short keeps it)."""
    line = {"hero": hero, "nodes": nodes_of(hero), "table": table, "deal": deal, "seat": seat,
            "points": result.points, "rounds": result.rounds, "made": result.made,
            "won": result.won, "bid_ms": [round(t, 1) for t in result.bid_ms],
            "play_ms": [round(t, 1) for t in result.play_ms]}
    out.write(json.dumps(line) + "\n")
    out.flush()


def read_matches(path: Path) -> list[Played]:
    """Every match of the file, in its order (:class:`MatchLogError` at the first line
    that is not one)."""
    out = []
    try:
        with path.open(encoding="utf-8") as lines:
            number = 0
            while text := lines.readline(MAX_LINE + 1):
                number += 1
                if len(text) > MAX_LINE:
                    raise MatchLogError(f"{path}, line {number}: too long for a match")
                if not text.strip():
                    continue
                try:
                    out.append(_played(json.loads(text)))
                except (ValueError, TypeError, KeyError) as error:
                    raise MatchLogError(f"{path}, line {number}: not a saved match ({error})") from None
    except (OSError, UnicodeDecodeError) as error:
        raise MatchLogError(f"{path}: cannot read it ({error})") from None
    return out


def _played(data: Any) -> Played:
    if not isinstance(data, dict):
        raise ValueError("not an object")
    hero, table = _text(data, "hero"), _text(data, "table")
    nodes = data.get("nodes")
    if nodes is not None:
        nodes = _whole(data, "nodes", 1, 10**9)
    rounds = _whole(data, "rounds", 1, 1000)
    made = _whole(data, "made", 0, rounds)
    won = data["won"]
    if not isinstance(won, bool):
        raise ValueError("won is not true or false")
    result = MatchResult(_whole(data, "points", -10**6, 10**6), rounds, made, won,
                         _times(data, "bid_ms"), _times(data, "play_ms"))
    return Played(hero, nodes, table, _whole(data, "deal", 1, 10**9),
                  _whole(data, "seat", 0, PLAYERS - 1), result)


def _text(data: dict[str, Any], key: str) -> str:
    value = data[key]
    if not isinstance(value, str) or not 0 < len(value) <= 100 or not value.isprintable():
        raise ValueError(f"{key} is not a name")
    return value


def _whole(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{key} is not a whole number from {low} to {high}")
    return value


def _times(data: dict[str, Any], key: str) -> list[float]:
    values = data.get(key, [])
    if not isinstance(values, list) or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v >= 0
            for v in values):
        raise ValueError(f"{key} is not a list of times")
    return [float(v) for v in values]


def pooled(played: Iterable[Played]) -> dict[str, dict[str, dict[tuple[int, int], MatchResult]]]:
    """The matches by table, then hero, then (deal, seat), in the order first seen; a
    hero seen at two node budgets is two heroes, ``hard@440`` and ``hard@880``, and
    a match saved twice counts once (the last line)."""
    played = list(played)
    budgets: dict[str, set[int | None]] = {}
    for p in played:
        budgets.setdefault(p.hero, set()).add(p.nodes)
    out: dict[str, dict[str, dict[tuple[int, int], MatchResult]]] = {}
    for p in played:
        name = p.hero if len(budgets[p.hero]) == 1 else f"{p.hero}@{p.nodes}"
        out.setdefault(p.table, {}).setdefault(name, {})[(p.deal, p.seat)] = p.result
    return out
