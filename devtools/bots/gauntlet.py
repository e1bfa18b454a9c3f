"""``python -m devtools bench bots --gauntlet``: Hard among players of other styles.

A strong bot is strong at whatever table it sits at. The gauntlet seats the
heroes (Hard, and any ``--hero``) at tables of three players of one style
(:data:`game.bots.STYLES`: Normal, Easy, the over-bidder who grabs, the
cautious under-bidder who ducks, the near-random) and at mixed tables of them,
on duplicate deals, with the Clairvoyant (Hard's search on the true deal) at
the same tables as the ceiling. Every hero plays the same deals from the same
seats against the same opponents, so the rows of a table compare closely; the
share of the Clairvoyant's points comes with a 95% interval of its own (the
matches are paired: same deal, same seat). Every hero after the first (Hard, unless
the list says otherwise) also gets its paired difference from the first in points
per round, with its 95% interval: "Expert beats Hard by 0.4 a round, the interval
clear of nought" is read there, not from two rows' intervals, which overlap long
after the difference is shown. ``--save`` keeps every match played and ``--pooled``
reports a file of them as one run (:mod:`devtools.bots.match_log`). ``--ceiling
clairvoyant-plain`` measures against the plain ceiling, every other
seat played as Normal in its rollouts (:mod:`devtools.bots.ceilings`).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from devtools.bots.ceilings import CEILINGS
from devtools.bots.match_log import Played, pooled, write_match
from devtools.bots.tournament import (
    MatchResult,
    default_workers,
    format_table,
    play_pairing,
    summarise,
    table_of,
)
from game.bots import LEVELS, STYLES

#: The tables: three of each style, and two mixed tables that seat all five.
TABLES = (*STYLES, "normal+grabber+easy", "ducker+wild+normal")
CEILING = "clairvoyant"


def share_of(hero: list[MatchResult], ceiling: list[MatchResult]) -> tuple[float, float, float]:
    """The hero's points as a share of the ceiling's on the same matches, with a 95%
    interval (delta method on the paired matches)."""
    h = [r.points / r.rounds for r in hero]
    c = [r.points / r.rounds for r in ceiling]
    mean_h, mean_c = statistics.fmean(h), statistics.fmean(c)
    ratio = mean_h / mean_c
    if len(h) < 2:
        return ratio, ratio, ratio
    spread = statistics.stdev([a - ratio * b for a, b in zip(h, c, strict=True)])
    half = 1.96 * spread / (math.sqrt(len(h)) * mean_c)
    return ratio, ratio - half, ratio + half


def difference(hero: list[MatchResult], base: list[MatchResult]) -> tuple[float, float, float]:
    """The hero's points per round minus the base's on the same matches, with a 95%
    interval (the matches are paired)."""
    gaps = [a.points / a.rounds - b.points / b.rounds for a, b in zip(hero, base, strict=True)]
    mean = statistics.fmean(gaps)
    half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 0.0
    return mean, mean - half, mean + half


def gauntlet(heroes: list[str], matches: int, workers: int | None = None,
             tables: Iterable[str] = TABLES, first_deal: int = 1,
             echo: bool = False, save: TextIO | None = None,
             ceiling: str = CEILING) -> list[dict[str, Any]]:
    """Every hero and the ceiling at every table; a row per hero and table, with the
    share of the ceiling's points (``of_ceiling``, [low, high]) and, after the first
    hero, the paired difference from it (``against``: [hero, gap, low, high]).
    ``save``: a file to add every match to (:mod:`~devtools.bots.match_log`);
    ``ceiling``: one of :data:`~devtools.bots.ceilings.CEILINGS`."""
    if ceiling in heroes:
        raise ValueError(f"{ceiling} is the ceiling: it cannot be a hero too")
    rows: list[dict[str, Any]] = []
    tables = list(tables)
    wide = max(len(t) for t in tables) + 2
    name = max([12, *(len(n) + 1 for n in [ceiling, *heroes])])  # the rows echoed line up
    for table in tables:
        top = play_pairing(ceiling, table, matches, workers or 2, first_deal,
                           saver(save, ceiling, table))
        rows.append(summarise(ceiling, table, top))
        if echo:  # row by row: a long run shows what it has
            print(format_gauntlet(rows[-1:], header=len(rows) == 1, wide=wide, ceiling=ceiling,
                                  name=name), flush=True)
        first: tuple[str, list[MatchResult]] | None = None
        for hero in heroes:
            results = play_pairing(hero, table, matches, workers or default_workers(hero, table),
                                   first_deal, saver(save, hero, table))
            rows.append(hero_row(hero, table, results, top,
                                 None if first is None else (first[0], results, first[1])))
            first = first or (hero, results)
            if echo:
                print(format_gauntlet(rows[-1:], header=False, wide=wide, ceiling=ceiling,
                                      name=name), flush=True)
    return rows


def saver(save: TextIO | None, hero: str,
          table: str) -> Callable[[int, int, MatchResult], None] | None:
    """What writes each of a hero's matches at a table to ``save`` as it ends (none
    without a file)."""
    if save is None:
        return None
    return lambda deal, seat, result: write_match(save, hero, table, deal, seat, result)


def hero_row(hero: str, table: str, results: list[MatchResult], ceiling: list[MatchResult] | None,
             first: tuple[str, list[MatchResult], list[MatchResult]] | None) -> dict[str, Any]:
    """A hero's row at a table: its figures, its share of the ceiling's points on the
    same matches (none without a ceiling), and its paired difference from the first
    hero (``first``: that hero's name, then this hero's and its matches, paired)."""
    row = summarise(hero, table, results)
    if ceiling:
        ratio, low, high = share_of(results, ceiling)
        row["of_ceiling"] = [round(ratio, 4), round(low, 4), round(high, 4)]
    if first is not None and first[1]:
        gap, low, high = difference(first[1], first[2])
        row["against"] = [first[0], round(gap, 3), round(low, 3), round(high, 3)]
    return row


def pooled_rows(played: Iterable[Played], ceiling: str = CEILING) -> list[dict[str, Any]]:
    """The gauntlet's rows from saved matches (:mod:`~devtools.bots.match_log`), table
    by table: the ceiling's row, then each hero's in the order first saved, over its
    matches the ceiling played too (all of them if the ceiling played none there);
    the difference from the first hero over the matches both played. Another ceiling
    saved in the file is a row here, with its share, but no hero is compared with it."""
    rows: list[dict[str, Any]] = []
    for table, heroes in pooled(played).items():
        top = heroes.get(ceiling)
        if top:
            rows.append(summarise(ceiling, table, [top[k] for k in sorted(top)]))
        first: tuple[str, dict[tuple[int, int], MatchResult]] | None = None
        for hero, matches in heroes.items():
            if hero == ceiling:
                continue
            keys = sorted(set(matches) & set(top)) if top else sorted(matches)
            if not keys:
                continue
            paired = None
            if first is not None:
                both = [k for k in keys if k in first[1]]
                paired = (first[0], [matches[k] for k in both], [first[1][k] for k in both])
            rows.append(hero_row(hero, table, [matches[k] for k in keys],
                                 [top[k] for k in keys] if top else None, paired))
            if hero.split("@")[0] not in CEILINGS:  # differences are from a hero, not a ceiling
                first = first or (hero, {k: matches[k] for k in keys})
    return rows


def parse_heroes(text: str | None) -> list[str]:
    """The heroes: Hard, then any of ``--hero a,b`` (levels or ceilings, checked by
    name); ``none``: no hero, the ceiling alone (to save its matches for ``--pooled``)."""
    if text is not None and text.strip() == "none":
        return []
    heroes = ["hard"]
    for name in (text.split(",") if text else []):
        name = name.strip()
        if name not in LEVELS and name not in CEILINGS:
            choices = ", ".join(dict.fromkeys([*LEVELS, *CEILINGS]))
            raise ValueError(f"bad hero {name!r}: choose from {choices}, or none")
        if name not in heroes:
            heroes.append(name)
    return heroes


def parse_tables(text: str | None) -> list[str]:
    """The tables to play (default :data:`TABLES`): a style, or three joined by ``+``."""
    if not text:
        return list(TABLES)
    tables = [t.strip() for t in text.split(",") if t.strip()]
    for table in tables:
        if len(table_of(table)) != 3 or any(name not in LEVELS for name in table_of(table)):
            raise ValueError(f"bad table {table!r}: a level, or three joined by + (easy+wild+ducker)")
    return tables


def parse_ceiling(text: str | None) -> str:
    """The ceiling to measure against (default :data:`CEILING`), checked by name."""
    if text is None:
        return CEILING
    if text not in CEILINGS:
        raise ValueError(f"bad ceiling {text!r}: choose from {', '.join(CEILINGS)}")
    return text


def format_gauntlet(rows: list[dict[str, Any]], header: bool = True, wide: int = 10,
                    ceiling: str = CEILING, name: int = 12) -> str:
    """The rows as a text table: the tournament's columns (the hero's at least ``name``
    characters), the share of the ceiling, then the paired difference from the first hero."""
    lines = format_table(rows, wide, name).split("\n")
    more = max(0, len(ceiling) - len(CEILING))  # a longer name widens the column
    lines[0] += f"   of {ceiling} [95%]" + " " * 6 + "against [95%]"
    for k, row in enumerate(rows, start=1):
        share, gap = row.get("of_ceiling"), row.get("against")
        lines[k] += (f"{share[0]:>{9 + more}.1%} [{share[1]:.1%}, {share[2]:.1%}]" if share
                     else " " * (25 + more))
        if gap:
            lines[k] += f"  {gap[1]:+.2f} [{gap[2]:+.2f}, {gap[3]:+.2f}] {gap[0]}"
    return "\n".join(lines if header else lines[1:])
