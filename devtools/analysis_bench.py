"""``python -m devtools bench analyse``: how long the skill and luck report of a game takes.

A 4-player game of four Normal bots (13 rounds of Oh Pshaw, or ``--preset``'s) (match seed ``1 + i`` for run
``i``: the same games every time) is judged in this one process, as the worker
process does it at the table, with the judge's node budgets
(:mod:`game.analysis.judge`); then its report is kept beside its record and opened
again from there. CPU time is this process's own; wall time depends on what else the
machine runs, so the load average is printed with it.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from game.analysis import Judge
from game.analysis.decisions import Kind
from game.analysis.judge import BID_DEALS, PLAY_DEALS, rate_game
from game.analysis.report import build_report
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.analysis_cache import analysis, cache_path
from saves.files import write_json
from saves.finished import read_finished


def bench_analysis(runs: int = 3, name: str = "oh-pshaw") -> dict[str, Any]:
    """Judge ``runs`` games of preset ``name``; the figures of each and their medians."""
    games = []
    load_before = _load()
    for run in range(runs):
        games.append(_one(1 + run, name))
    wall = [g["wall_s"] for g in games]
    return {"preset": name, "games": games, "play_deals": PLAY_DEALS, "bid_deals": BID_DEALS,
            "wall_s_median": statistics.median(wall), "wall_s_max": max(wall),
            "cpu_s_median": statistics.median(g["cpu_s"] for g in games),
            "reopen_ms_median": statistics.median(g["reopen_ms"] for g in games),
            "load_before": load_before, "load_after": _load()}


def _one(seed: int, name: str) -> dict[str, Any]:
    match = play_match(preset(name), ["normal"] * 4, seed)
    game = match.game
    spent = {Kind.BID: 0.0, Kind.PLAY: 0.0}  # every choice before the play counts as a bid
    searched = {Kind.BID: 0, Kind.PLAY: 0}
    ratings = []
    cpu, wall = time.process_time(), time.perf_counter()
    mark = cpu
    for rating in rate_game(game, Judge()):
        now = time.process_time()
        kind = Kind.PLAY if rating.kind is Kind.PLAY else Kind.BID
        spent[kind] += now - mark
        searched[kind] += bool(rating.estimates)
        mark = now
        ratings.append(rating)
    build_report(game, ratings)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        record = to_record(game, match.players)
        write_json(path, record)
        first = analysis(read_finished(path), cache_path(path))  # judged again, then kept
        assert not first.from_cache
        start = time.perf_counter()
        again = analysis(read_finished(path), cache_path(path))
        reopen = time.perf_counter() - start
        assert again.from_cache
    return {"seed": seed, "rounds": len(game.rounds), "decisions": len(ratings),
            "searched_bids": searched[Kind.BID], "searched_plays": searched[Kind.PLAY],
            "bid_cpu_s": spent[Kind.BID], "play_cpu_s": spent[Kind.PLAY],
            "cpu_s": cpu, "wall_s": wall, "reopen_ms": reopen * 1000}


def _load() -> list[float]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:  # no load average on this system
        return []


def format_bench(result: dict[str, Any]) -> str:
    """The figures as lines for a terminal."""
    lines = [f"skill and luck report of a 4-player {result['preset']} game (four Normal bots), "
             f"one process, {result['play_deals']} deals a card, {result['bid_deals']} a bid "
             f"(a bid card, a pass, a trump):"]
    for g in result["games"]:
        lines.append(f"  seed {g['seed']}: {g['rounds']} rounds, {g['decisions']} decisions "
                     f"({g['searched_bids']} bids and "
                     f"{g['searched_plays']} cards searched) in {g['wall_s']:.1f} s "
                     f"({g['cpu_s']:.1f} s CPU: bids {g['bid_cpu_s']:.1f}, cards "
                     f"{g['play_cpu_s']:.1f}); opened again from beside the record in "
                     f"{g['reopen_ms']:.0f} ms")
    lines.append(f"median {result['wall_s_median']:.1f} s (CPU {result['cpu_s_median']:.1f} s), "
                 f"max {result['wall_s_max']:.1f} s; opened again {result['reopen_ms_median']:.0f} ms; "
                 f"load average before {result['load_before']}, after {result['load_after']}")
    return "\n".join(lines)


#: The tables of the luck check: who sits in seats 0-3 (HardBot with its benchmark node
#: budget, so a busy machine plays the same games).
TABLES = {"four Normal": ["normal"] * 4, "Hard and three Normal": ["hard", "normal", "normal", "normal"],
          "Hard and three Random": ["hard", "random", "random", "random"]}


#: The decisions whose losses are also given per decision (those that had a choice).
DECIDED = {Kind.BID: "loss_a_bid", Kind.PLAY: "loss_a_card"}


def luck_check(games: int) -> dict[str, dict[str, float]]:
    """Per table and level, the figures per seat and round on average over ``games`` games of
    each table: a sound estimate of luck averages near 0 for every kind of player."""
    from game.bots import HardBot, make_bot
    from game.game import Game

    sums: dict[str, dict[str, float]] = {}
    for table, seats in TABLES.items():
        for number in range(games):
            seed = 7000 + number
            game = Game(preset("oh-pshaw"), 4, seed)
            bots = [HardBot(seed * 4 + s, nodes=HardBot.bench_nodes) if spec == "hard"
                    else make_bot(spec, seed * 4 + s) for s, spec in enumerate(seats)]
            while not game.is_over:
                seat = game.to_act
                assert seat is not None
                game.apply(bots[seat].choose(game.view(seat)))
            report = build_report(game, rate_game(game, Judge()))
            counted = float(sum(1 for line in report.seats[0].rounds if line.counts))
            scheduled = {r.number for r in game.rounds if r.complete and not r.tie_break}
            for seat, spec in enumerate(seats):
                total = report.seats[seat].total
                edges = sum(r.edge for r in report.ratings
                            if r.seat == seat and r.round_number in scheduled)
                entry = sums.setdefault(f"{table}: {spec}", {})
                for key, value in (("value", total.value), ("bid_loss", total.bid_loss),
                                   ("play_loss", total.play_loss), ("luck", total.luck),
                                   ("luck_at_bid", total.luck + edges),
                                   ("points", float(total.points)), ("rounds", counted)):
                    entry[key] = entry.get(key, 0.0) + value
                entry["luck_squares"] = entry.get("luck_squares", 0.0) + (total.luck / counted) ** 2
                for rating in report.ratings:  # per decision that had a choice, as the sanity test
                    if rating.seat == seat and rating.estimates and rating.kind in DECIDED:
                        name = DECIDED[rating.kind]
                        entry[name] = entry.get(name, 0.0) + rating.loss
                        entry[name + "s"] = entry.get(name + "s", 0.0) + 1
                entry["seats"] = entry.get("seats", 0.0) + 1
    out = {}
    for name, entry in sums.items():
        played, sat = entry["rounds"], entry["seats"]
        mean = entry["luck"] / played
        spread = max(0.0, entry["luck_squares"] / sat - mean ** 2)  # rounds are alike per game
        out[name] = {key: entry[key] / played for key in ("value", "bid_loss", "play_loss", "luck",
                                                          "luck_at_bid", "points")}
        out[name]["luck_interval"] = 1.96 * (spread / sat) ** 0.5 if sat > 1 else 0.0
        for kind in DECIDED.values():
            out[name][kind] = entry.get(kind, 0.0) / max(1.0, entry.get(kind + "s", 0.0))
        out[name]["seats"] = sat
    return out


def format_luck(result: dict[str, dict[str, float]]) -> str:
    """The luck check as lines: figures per seat and round."""
    lines = ["per seat and round: value, bid loss, play loss, luck (95% interval over the seats), "
             "points; what luck would be with the value at the bid alone (no edges); last, the "
             "loss per bid and per card that had a choice"]
    for name, f in result.items():
        lines.append(f"  {name:<34} {f['value']:6.2f} {f['bid_loss']:6.2f} {f['play_loss']:6.2f} "
                     f"{f['luck']:+6.2f} ±{f['luck_interval']:.2f} {f['points']:6.2f} "
                     f"({f['seats']:.0f} seats)  {f['luck_at_bid']:+6.2f}  "
                     f"{f['loss_a_bid']:5.2f} {f['loss_a_card']:5.2f}")
    return "\n".join(lines)
