"""``python -m devtools bench TARGET``: the project's benchmarks, one handler a target.

Each prints its figures as text, or as JSON with ``--json`` (docs/BENCHMARKS.md keeps
today's). The measuring itself lives beside this module: ``bench_engine.py``,
``bots/`` (tournament, gauntlet, paired rounds, calibration), ``crashtest.py``,
``bench_ui.py``, ``bench_startup.py``, ``analysis_bench.py``, ``judge_bench.py``, ``bench_network.py`` and
``monkey/``. A mistake in how a target is called raises
:class:`cli.commands.CommandError` (one line, exit code 2).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cli.commands import CommandError
from saves.files import write_bytes


def bench(target: str, as_json: bool, runs: int, seconds: float, matches: int,
          pairings: str | None, workers: int | None, games: int | None, out: str | None,
          kills: int = 200, monkey: dict[str, Any] | None = None, heroes: str | None = None,
          luck_games: int = 0, gauntlet: dict[str, Any] | None = None,
          preset_name: str = "oh-pshaw", first_deal: int = 1, readers_only: bool = False,
          openspiel: str | None = None, cases: str | None = None, deals: int = 100,
          sizes: list[tuple[int, int]] | None = None) -> int:
    """Print benchmark figures (text, or JSON). ``monkey``: the options of ``bench monkey``;
    ``openspiel``: ``bench engine`` beside OpenSpiel run by this interpreter;
    ``first_deal``: the game seed ``bench bots`` starts its deals from; ``readers_only``:
    ``bench saves`` without its crash test; ``cases``: ``bench bots`` replays the reported
    cases in that folder instead of a tournament; ``deals``: ``bench endgame``'s positions;
    ``sizes``: the window sizes of ``bench ui``."""
    if workers is not None and workers < 1:
        raise CommandError("--workers must be at least 1")
    if target == "monkey":
        from devtools.monkey.command import bench_monkey
        return bench_monkey(as_json, **(monkey or {}))
    if cases is not None and target != "bots":
        raise CommandError("--cases goes with bench bots")
    if target == "bots" and cases is not None:
        return bench_cases(as_json, Path(cases))
    if target == "bots":
        if gauntlet and gauntlet.get("on"):
            return bench_gauntlet(as_json, matches, workers, gauntlet.get("hero"), gauntlet.get("tables"),
                                  first_deal, gauntlet.get("save"), gauntlet.get("pooled"),
                                  gauntlet.get("ceiling"))
        if gauntlet and (gauntlet.get("save") or gauntlet.get("pooled") or gauntlet.get("ceiling")):
            raise CommandError("--save, --pooled and --ceiling go with bots --gauntlet")
        return bench_bots(as_json, matches, pairings, workers, games or 100, first_deal)
    if target == "endgame":
        return bench_endgame(as_json, deals, workers or 2, first_deal,
                             (gauntlet or {}).get("save"), (gauntlet or {}).get("pooled"))
    if target == "rounds":
        return bench_rounds(as_json, matches, heroes, workers or 2)
    if target == "calibrate":
        return calibrate(games or 3000, out)
    if target == "saves":
        return bench_saves(as_json, kills, runs, readers_only)
    if target == "ui":
        return bench_ui_command(as_json, sizes)
    if target == "startup":
        return bench_startup_command(as_json, runs)
    if target == "analyse":
        return bench_analyse(as_json, runs, luck_games, preset_name)
    if target == "judge":
        from devtools.judge_bench import bench_judge, format_judge

        result = bench_judge(games or 4)
        print(json.dumps(result) if as_json else format_judge(result))
        return 0
    if target == "network":
        from devtools.bench_network import bench_network, report

        figures = bench_network(runs)
        print(json.dumps(figures) if as_json else report(figures))
        return 0
    if target != "engine":
        raise CommandError(f"unknown benchmark {target!r}: choose engine, bots, endgame, rounds, saves, ui, "
                           "monkey, startup, analyse, judge, calibrate or network")
    if openspiel is not None:
        return bench_openspiel(as_json, openspiel, runs, seconds)
    from devtools.bench_engine import bench_engine

    figures = bench_engine(runs=runs, seconds=seconds)
    if as_json:
        print(json.dumps(figures))
    else:
        print(f"engine, random playouts, one core, median of {runs} runs of {seconds:g} s:")
        print(f"  4-player 13-card Oh Pshaw rounds per second: {figures['rounds_per_s']:,.0f}")
        print(f"  4-player Oh Pshaw matches per second:        {figures['matches_per_s']:,.1f}")
    return 0


def bench_endgame(as_json: bool, deals: int, workers: int, first_deal: int,
                  save: str | None = None, pooled: str | None = None) -> int:
    """Plain and score-aware Hard in the last two rounds of real games
    (devtools/bots/endgame.py); ``save``: keep each deal's result in that file;
    ``pooled``: play nothing, sum up the deals saved there."""
    from devtools.bots.endgame import endgame, format_endgame, read_saved, summarise

    if pooled is not None:
        try:
            results = read_saved(Path(pooled))
        except (OSError, ValueError, TypeError) as error:
            raise CommandError(f"--pooled: cannot read {pooled}: {error}") from None
    else:
        results = endgame(deals, workers, first_deal, None if save is None else Path(save))
    if len(results) < 2:
        raise CommandError("bench endgame needs at least 2 deals (the interval needs two)")
    figures = summarise(results)
    print(json.dumps(figures) if as_json else format_endgame(figures))
    return 0


def bench_cases(as_json: bool, folder: Path) -> int:
    """Replay every reported case in ``folder`` with each level (devtools/bots/cases.py)."""
    from devtools.bots.cases import format_cases, replay_folder

    if not folder.is_dir():
        raise CommandError(f"--cases: {folder} is not a folder")
    results = replay_folder(folder)
    if not results:
        raise CommandError(f"--cases: {folder} holds no case (*.json)")
    print(json.dumps([r.as_json() for r in results]) if as_json else format_cases(results))
    return 0


def bench_openspiel(as_json: bool, python: str, runs: int, seconds: float) -> int:
    """``bench engine --openspiel PYTHON``: the engine beside OpenSpiel's ``oh_hell``."""
    from devtools.bench_engine import OtherSideError, side_by_side

    try:
        figures = side_by_side(python, runs, seconds)
    except OtherSideError as error:
        raise CommandError(str(error)) from None
    if as_json:
        print(json.dumps(figures))
    else:
        print(f"4-player 12-card rounds per second, random playouts, {runs} runs of {seconds:g} s each:")
        print(f"  this engine: {figures['rounds12_per_s']:,.0f}")
        print(f"  OpenSpiel:   {figures['openspiel_rounds12_per_s']:,.0f}")
        print(f"  ratio (median of the pairs): {figures['ratio']:.3f}")
    return 0


def bench_bots(as_json: bool, matches: int, pairings: str | None, workers: int | None,
               fidelity_games: int = 100, first_deal: int = 1) -> int:
    """The bot tournament on duplicate deals (see devtools/bots/tournament.py); ``workers``
    None: :func:`~devtools.bots.tournament.default_workers` for each pairing;
    ``fidelity_games``: the Normal games the rollouts' foresight is measured on;
    ``first_deal``: the game seed of the first deal."""
    from devtools.bots.fidelity import rollout_fidelity
    from devtools.bots.playouts import random_playouts_per_second
    from devtools.bots.tournament import default_workers, format_table, pairing, parse_pairings

    if matches < 1:
        raise CommandError("--matches must be at least 1")
    pairs = parse_pairings(pairings)
    rows = []
    for hero, opponent in pairs:
        rows.append(pairing(hero, opponent, matches, workers or default_workers(hero, opponent),
                            first_deal))
        if not as_json:
            print(format_table(rows[-1:]) if len(rows) == 1 else format_table(rows[-1:]).split("\n", 1)[1],
                  flush=True)
    playouts = round(random_playouts_per_second(2.0), 1)
    fidelity = rollout_fidelity(fidelity_games)
    if as_json:
        print(json.dumps([*rows, {"playouts_per_s": playouts, "rollout_vs_normal": fidelity}]))
    else:
        print(f"random 13-card 4-player playouts per second (search loop, one core): {playouts:,.0f}")
        print(f"rollouts vs Normal's real play ({fidelity['seats']:,} seats): tricks off by "
              f"{fidelity['tricks_off']:.3f} per seat, made/missed agree {fidelity['made_agree']:.1%} "
              f"(Normal bots of other seeds: {fidelity['replica_off']:.3f}, "
              f"{fidelity['replica_agree']:.1%})")
    return 0


def bench_gauntlet(as_json: bool, matches: int, workers: int | None, heroes: str | None,
                   tables: str | None, first_deal: int = 1, save: str | None = None,
                   pooled: str | None = None, ceiling: str | None = None) -> int:
    """Hard (and ``heroes``) at tables of other styles, with the Clairvoyant's ceiling
    (see devtools/bots/gauntlet.py), on the deals from ``first_deal`` on; ``save``: a
    file to add every match to; ``pooled``: report that file's matches, play none;
    ``ceiling``: the ceiling's name (default the Clairvoyant)."""
    from devtools.bots.gauntlet import (
        format_gauntlet,
        gauntlet,
        parse_ceiling,
        parse_heroes,
        parse_tables,
        pooled_rows,
    )
    from devtools.bots.match_log import MatchLogError, read_matches

    if matches < 1:
        raise CommandError("--matches must be at least 1")
    top = parse_ceiling(ceiling)
    if pooled is not None:
        if save is not None:
            raise CommandError("--pooled plays no match, so --save would have nothing to add")
        try:
            rows = pooled_rows(read_matches(Path(pooled)), top)
        except MatchLogError as error:
            raise CommandError(str(error)) from None
        if not rows:
            raise CommandError(f"{pooled}: no saved matches")
        if ceiling is not None and not any(row["hero"] == top for row in rows):
            raise CommandError(f"{pooled}: no matches of {top} saved at one budget "
                               f"(at two it shows as {top}@budget)")
        print(json.dumps(rows) if as_json else format_gauntlet(rows, ceiling=top))
        return 0
    chosen_heroes, chosen_tables = parse_heroes(heroes), parse_tables(tables)
    if top in chosen_heroes:
        raise CommandError(f"{top} is the ceiling: it cannot be a hero too")
    out = None
    if save is not None:
        try:
            out = open(save, "a", encoding="utf-8")  # noqa: SIM115 - closed below, after the run
        except OSError as error:
            raise CommandError(f"cannot write {save}: {error.strerror or error}") from None
    try:
        rows = gauntlet(chosen_heroes, matches, workers, chosen_tables, first_deal,
                        echo=not as_json, save=out, ceiling=top)
    finally:
        if out is not None:
            out.close()
    if as_json:
        print(json.dumps(rows))
    return 0


def bench_rounds(as_json: bool, games: int, heroes: str | None, workers: int) -> int:
    """Bots playing the same rounds from the first lead (see devtools/bots/paired_rounds.py)."""
    from devtools.bots.paired_rounds import compare, format_summary
    from game.bots import make_bot

    if games < 1:
        raise CommandError("--matches must be at least 1")
    names = [h.strip() for h in (heroes or "").split(",") if h.strip()]
    if len(names) < 2:
        raise CommandError("bench rounds needs --heroes with two or more bots, e.g. hard,normal")
    for name in names:
        try:
            make_bot(name, 0)
        except ValueError as error:
            raise CommandError(str(error)) from None
    summary = compare(names, games, workers)
    print(json.dumps(summary) if as_json else format_summary(summary))
    return 0


def bench_saves(as_json: bool, kills: int, runs: int = 5, readers_only: bool = False) -> int:
    """Kill a saving game ``kills`` times; check every autosave; time save and load (not with
    ``readers_only``). Then time every reader of files on hostile files at its size cap."""
    from devtools.bench_readers import bench_readers, format_readers

    if kills < 1:
        raise CommandError("--kills must be at least 1")
    result: dict[str, Any] = {}
    if not readers_only:
        from devtools.crashtest import crash_test

        result = crash_test(kills)
        if not as_json:
            print(f"crash test: {result['kills']} kills, {len(result['failures'])} failures "
                  f"({result['equal']} at the last action, {result['ahead']} one ahead, "
                  f"{result['from_backup']} from the backup) in {result['seconds']:.0f} s")
            print(f"13-round 4-player game ({result['timing_actions']} actions, "
                  f"{result['save_bytes']:,} bytes): save {result['save_ms_median']:.1f} ms, "
                  f"load {result['load_ms_median']:.1f} ms (medians of {result['timing_runs']})")
    readers = bench_readers(runs)
    result["readers"] = readers
    print(json.dumps(result) if as_json else format_readers(readers))
    return 0 if result.get("ok", True) and readers["ok"] else 1


def bench_ui_command(as_json: bool, sizes: list[tuple[int, int]] | None = None) -> int:
    """A bot-only game to its game-over screen at each window size (``sizes``; default
    1280×800 and 1920×1080): frame times, the game-over screen, the first frame after a
    resize or a card-size change, peak memory; static CPU share, first frame."""
    from devtools.bench_ui import bench_ui

    result = bench_ui(tuple(sizes) if sizes else ((1280, 800), (1920, 1080)))
    if as_json:
        print(json.dumps(result))
        return 0
    for size, figures in result["sizes"].items():
        f, cpu = figures["frame_ms"], figures["frame_cpu_ms"]
        print(f"{size}: a {figures['game_s']:.0f} s game, {f['frames']} frames: median {f['median']:.2f} ms, "
              f"p99 {f['p99']:.2f} ms, first {f['first']:.0f} ms, worst after it "
              f"{f['max_after_first']:.0f} ms ({f['over_33ms']} over 33 ms)")
        print(f"  the program's own CPU a frame: median {cpu['median']:.2f} ms, p99 {cpu['p99']:.2f} ms, "
              f"worst after the first {cpu['max_after_first']:.0f} ms")
        print(f"  game over: worst frame {figures['game_over_ms']:.0f} ms "
              f"({figures['game_over_cpu_ms']:.0f} ms CPU) over {figures['game_over_frames']} frames")
        changes = ", ".join(f"{name} {ms:.0f} ms" for name, ms in figures["change_ms"].items())
        print(f"  first frame after a change: {changes}")
        peak = figures["rss_peak_mb"]
        print(f"  peak memory: {peak['program']:.0f} MB + worker {peak['worker']:.0f} MB "
              f"= {peak['sum']:.0f} MB")
        same = figures["same_picture_ms"]
        print(f"  the same picture drawn again: median {same['median']:.2f} ms, "
              f"p99 {same['p99']:.2f} ms, max {same['max']:.1f} ms (the machine's spread)")
        missed = [name for name, met in figures["met"].items() if not met]
        print(f"  targets: {'all met' if not missed else 'missed: ' + ', '.join(missed)}")
    print(f"static table: {result['static_cpu_percent']:.2f}% CPU, "
          f"{result['static_draws']} redraws")
    print(f"first frame from launch: {result['first_frame_s']:.3f} s")
    return 0


def bench_startup_command(as_json: bool, launches: int) -> int:
    """First frame and peak memory of fresh launches, from source and of dist/ohpshaw."""
    from devtools.bench_startup import bench_startup, report

    if launches < 1:
        raise CommandError("--runs must be at least 1")
    result = bench_startup(launches)
    print(json.dumps(result) if as_json else report(result))
    return 0


def bench_analyse(as_json: bool, runs: int, luck_games: int = 0,
                  preset_name: str = "oh-pshaw") -> int:
    """Time the skill and luck report of 4-player games of ``preset_name`` (``runs`` of
    them); with ``luck_games``, check what luck averages to over that many games of each
    table."""
    from devtools.analysis_bench import bench_analysis, format_bench, format_luck, luck_check

    if runs < 1:
        raise CommandError("--runs must be at least 1")
    if luck_games < 0:
        raise CommandError("--luck-games must be 0 or more")
    result = bench_analysis(runs, preset_name)
    luck = luck_check(luck_games) if luck_games else None
    if as_json:
        print(json.dumps({**result, "luck": luck}))
    else:
        print(format_bench(result))
        if luck is not None:
            print(f"luck check, {luck_games} games of each table:")
            print(format_luck(luck))
    return 0


def calibrate(games: int, out: str | None) -> int:
    """Measure the Normal bot's card odds; print the module, or write it to ``out``."""
    from devtools.bots.calibration import as_module, measure

    text = as_module(measure(games), games)
    if out is None:
        print(text, end="")
    else:
        write_bytes(Path(out), text.encode("utf-8"))
        print(f"wrote {out} ({text.count(chr(10))} lines)")
    return 0
