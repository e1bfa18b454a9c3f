"""``python -m devtools``: the project's development commands, apart from the program a
player runs (the packaged program and ``pip install .`` leave ``devtools/`` out).

- ``bench TARGET``: measure speed and strength (:mod:`devtools.bench`): engine, bots,
  rounds, saves, ui, monkey, startup, analyse, calibrate, network.
- ``screenshots --out DIR``: a PNG of every scene and state
  (:mod:`devtools.screenshots.run`).

The checks of the house have their own entries: ``python -m devtools.import_cycles`` and
``python -m devtools.layers``.
"""

from __future__ import annotations

import argparse
import os
import sys

from cli.arguments import Parser, seconds, whole
from cli.commands import guarded
from devtools.bench import bench
from game.limits import MAX_SEED
from game.presets import PRESETS

#: Window sizes the screenshots take: the window's minimum to 4K.
SHOT_SIZES = ((1024, 640), (3840, 2160))


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="python -m devtools", description="The development tools of Oh Pshaw.")
    commands = parser.add_subparsers(dest="command", parser_class=Parser, required=True)

    ben = commands.add_parser("bench", help="measure speed")
    ben.add_argument("target", choices=["engine", "bots", "endgame", "rounds", "saves", "ui",
                                        "monkey", "startup", "analyse", "judge", "calibrate", "network"],
                     help="engine: playout speed; bots: a tournament; endgame: plain and "
                          "score-aware Hard in the last two rounds of real games; rounds: bots playing the "
                          "same rounds from the first lead; saves: crash test, save/load times "
                          "and the readers against hostile files; ui: frame times; monkey: random "
                          "input into every scene; startup: first frame and peak memory, from "
                          "source and dist/; analyse: the skill and luck report of a game; "
                          "judge: whether its losses can be trusted; "
                          "calibrate: card odds; network: an action's round trip and a client's "
                          "bytes per game on loopback")
    ben.add_argument("--json", action="store_true", help="print JSON")
    ben.add_argument("--runs", type=whole(1, 1000), default=5,
                     help="engine: timed runs (median reported); startup: launches of each program; "
                          "analyse: games judged; saves: timed runs of each reader on each file")
    ben.add_argument("--seconds", type=seconds, default=1.0,
                     help="engine: length of one run (more than 0, at most 3600)")
    ben.add_argument("--openspiel", type=interpreter, metavar="PYTHON",
                     help="engine: set beside OpenSpiel's oh_hell, run by this Python (one "
                          "with requirements-openspiel.txt installed)")
    ben.add_argument("--matches", type=whole(1, 10**6), default=200,
                     help="bots: matches per pairing; rounds: games to play")
    ben.add_argument("--heroes", help="rounds: two or more bots for the hero seat, e.g. hard,"
                                      "py:my.bots:Bot (the first also bids)")
    ben.add_argument("--pairings", help="bots: hero:opponent,… (default: the standard set)")
    ben.add_argument("--gauntlet", action="store_true",
                     help="bots: Hard at tables of other styles, the Clairvoyant as the ceiling")
    ben.add_argument("--hero", help="bots --gauntlet: more heroes beside Hard, e.g. expert,normal "
                                    "(none: the ceiling alone)")
    ben.add_argument("--ceiling", help="bots --gauntlet: what the heroes' share is of: clairvoyant "
                                       "(default) or clairvoyant-plain (every other seat played "
                                       "as Normal in its rollouts)")
    ben.add_argument("--tables", help="bots --gauntlet: the tables to play (default: all), e.g. "
                                      "easy,normal+grabber+easy")
    ben.add_argument("--save", metavar="FILE",
                     help="bots --gauntlet, endgame: add every match (deal) played to FILE, a "
                          "line each, so runs on other deals can be pooled with --pooled")
    ben.add_argument("--pooled", metavar="FILE",
                     help="bots --gauntlet, endgame: play nothing; report the matches saved in FILE "
                          "(every --save run into it, paired by deal and seat)")
    ben.add_argument("--deals", type=whole(2, 10**6), default=100, metavar="N",
                     help="endgame: the games (positions) to play the last two rounds of "
                          "(default 100; from --first-deal on)")
    ben.add_argument("--cases", metavar="DIR",
                     help="bots: replay every reported case (*.json) in DIR with each level and "
                          "print each level's choice and the judge's expected points of each")
    ben.add_argument("--first-deal", type=whole(1, 10**9), default=1, metavar="N",
                     help="bots: the first deal (game seed) to play; the matches take the deals from "
                          "there on, four seats each (default 1)")
    ben.add_argument("--workers", type=whole(1, 64),
                     help="bots, rounds: processes in parallel (default 2; bots: 1 for pairings "
                          "of Easy, Normal and Random, so their millisecond timings are their own)")
    ben.add_argument("--games", type=whole(1, 10**7),
                     help="calibrate: games to measure (default 3000); judge: games of each table "
                          "(default 4); bots: games of Normal bots "
                          "the rollouts are checked against (default 100)")
    ben.add_argument("--out", type=new_file, help="calibrate: write the table module here")
    ben.add_argument("--kills", type=whole(1, 10**5), default=200, help="saves: times to kill the game")
    ben.add_argument("--readers-only", action="store_true",
                     help="saves: only the readers against hostile files, no crash test")
    ben.add_argument("--events", type=whole(1, 10**8), default=10000,
                     help="monkey: random events to post")
    ben.add_argument("--seed", type=whole(-MAX_SEED, MAX_SEED), default=1,
                     help="monkey: seed of the run (default 1)")
    ben.add_argument("--start", help="monkey: only this start (a failure names its start)")
    ben.add_argument("--episode", type=whole(1, 10**7), default=1000, help="monkey: events per fresh app")
    ben.add_argument("--size", action="append", type=window_size, metavar="WxH", dest="sizes",
                     help="ui: the window sizes to play a game at (repeatable; default 1280x800 "
                          "and 1920x1080); monkey: the window's size at the start of an episode "
                          "(repeatable: each round of the starts takes the next; default 1280x800)")
    ben.add_argument("--luck-games", type=whole(0, 10**4), default=0, metavar="N",
                     help="analyse: also judge N games of each of three tables and print what luck "
                          "averages to per seat and round")
    ben.add_argument("--preset", choices=list(PRESETS), default="oh-pshaw", dest="bench_preset",
                     help="analyse: the games' preset (default oh-pshaw)")
    ben.add_argument("--process-worker", action="store_true",
                     help="monkey: bots think in a worker process, as in play (not replayable)")

    shots = commands.add_parser("screenshots", help="write a PNG of every scene and state")
    shots.add_argument("--out", required=True, type=folder, help="folder for the PNG files")
    shots.add_argument("--size", action="append", type=window_size, metavar="WxH",
                       help="window size (repeatable; default 1280x800 and 1920x1080; "
                            "1024x640 to 3840x2160)")
    shots.add_argument("--lang", choices=["en", "de", "nl", "it"], default="en",
                       help="language of the scenes (default en)")
    shots.add_argument("--ui-scale", type=int, choices=[100, 125, 150, 175, 200], default=100,
                       metavar="PERCENT", help="text and buttons at 100 (default) to 200 %%, "
                                               "as the setting")
    return parser


def window_size(text: str) -> tuple[int, int]:
    """An argument type: ``"1280x800"`` → ``(1280, 800)``, within :data:`SHOT_SIZES`."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size: {text[:40]!r} (write WxH, e.g. 1280x800)") from None
    (low_w, low_h), (high_w, high_h) = SHOT_SIZES
    if not (low_w <= w <= high_w and low_h <= h <= high_h):
        raise argparse.ArgumentTypeError(f"{text[:40]} is not from {low_w}x{low_h} to {high_w}x{high_h}")
    return w, h


def interpreter(text: str) -> str:
    """An argument type: a program that can be run (a Python interpreter, by its path)."""
    if not (os.path.isfile(text) and os.access(text, os.X_OK)):
        raise argparse.ArgumentTypeError(f"{os.fsdecode(text)[:60]!r} is not a program that can be run")
    return text


def folder(text: str) -> str:
    """An argument type: a folder to write into (it may not exist yet), not a file."""
    if os.path.lexists(text) and not os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{os.fsdecode(text)!r} is a file, not a folder")
    return text


def new_file(text: str) -> str:
    """An argument type: a file to write, in a folder that exists (checked before long work)."""
    folder = os.path.dirname(os.path.abspath(text))
    if not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        raise argparse.ArgumentTypeError(f"cannot write {text!r}: no folder {folder!r} to write into")
    if os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file")
    return text


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m devtools``."""
    args = _parser().parse_args(argv)
    if args.command == "bench":
        return guarded("devtools bench", bench, target=args.target, as_json=args.json,
                       runs=args.runs, seconds=args.seconds, matches=args.matches,
                       pairings=args.pairings, heroes=args.heroes, workers=args.workers,
                       games=args.games, out=args.out, kills=args.kills,
                       readers_only=args.readers_only, luck_games=args.luck_games,
                       preset_name=args.bench_preset,
                       monkey={"events": args.events, "seed": args.seed, "start": args.start,
                               "episode": args.episode, "process_worker": args.process_worker,
                               "sizes": args.sizes},
                       gauntlet={"on": args.gauntlet, "hero": args.hero, "tables": args.tables,
                                 "save": args.save, "pooled": args.pooled,
                                 "ceiling": args.ceiling},
                       first_deal=args.first_deal, openspiel=args.openspiel, cases=args.cases,
                       deals=args.deals, sizes=args.sizes)
    if args.command == "screenshots":
        import tempfile

        from devtools.screenshots.run import run as shoot

        try:
            os.makedirs(args.out, exist_ok=True)
        except OSError as error:
            print(f"devtools screenshots: cannot write into {args.out!r}: {error.strerror or error}",
                  file=sys.stderr)
            return 2
        with tempfile.TemporaryDirectory() as home:  # scenes as a new player sees them
            os.environ.setdefault("OHPSHAW_HOME", home)
            return shoot(args.out, args.size or [(1280, 800), (1920, 1080)], args.lang,
                         args.ui_scale / 100)
    raise AssertionError(f"unhandled command {args.command!r}")
