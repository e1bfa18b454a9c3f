"""The ``ohpshaw`` command: parse its command line and start what it asks for.

``python main.py …`` from the source, the packaged program and the ``ohpshaw`` command of
``pip install .`` all come here.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable

from game.limits import MAX_PLAYERS, MAX_SEED, MIN_PLAYERS
from game.presets import PRESETS

#: Window sizes the screenshots take: the window's minimum to 4K.
SHOT_SIZES = ((1024, 640), (3840, 2160))


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        """One clear line on stderr and exit code 2, no usage dump."""
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ohpshaw", description="Oh Pshaw: the Oh Hell family at one table.")
    parser.add_argument("--selftest", action="store_true",
                        help="play a short bot game headless in a temporary data folder "
                             "(or $OHPSHAW_HOME); exit 0 when everything works")
    parser.add_argument("--selftest-players", type=_whole(3, 7), default=4, metavar="N",
                        help="players in the self-test game (3-7, default 4)")
    parser.add_argument("--selftest-json", action="store_true",
                        help="print the self-test's figures as JSON (bench startup reads them)")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = commands.add_parser("simulate", help="play whole matches without a window")
    sim.add_argument("--preset", default="oh-pshaw",
                     help="rule preset: " + ", ".join(PRESETS) + " (default oh-pshaw)")
    sim.add_argument("--players", type=_whole(MIN_PLAYERS, MAX_PLAYERS),
                     help=f"number of players, {MIN_PLAYERS}-{MAX_PLAYERS} "
                          "(default: the seats given, else 4)")
    sim.add_argument("--seats", help="comma-separated seats: human, random, or py:module:Class")
    sim.add_argument("--games", type=_whole(1, 10**6), default=1, help="matches to play (default 1)")
    sim.add_argument("--seed", type=_whole(-MAX_SEED, MAX_SEED - 10**6), default=1,
                     help="seed of the first match (default 1)")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help="override a rule option, e.g. hook=true (repeatable)")
    sim.add_argument("--record-dir", help="write one game record per match into this folder")
    sim.add_argument("--history", action="store_true",
                     help="keep every match in the history under OHPSHAW_HOME (the records folder "
                          "and the statistics), like games played at the table")

    stats = commands.add_parser("stats", help="print the statistics of the history")
    stats.add_argument("--preset", help="one preset: " + ", ".join(PRESETS) + " (default: all games)")
    stats.add_argument("--json", action="store_true",
                       help='print one JSON object {"table": {...}, "players": {NAME: {...}}}')
    stats.add_argument("--practice", action="store_true", help="count practice games too")

    rep = commands.add_parser("replay", help="check a game record against the rules")
    rep.add_argument("file")

    seen = commands.add_parser("review", help="open the window at a finished game, every hand "
                                              "face up, each decision judged")
    seen.add_argument("file", help="a game record or a save of a finished game")

    look = commands.add_parser("analyse", help="report each player's skill and luck in a finished game")
    look.add_argument("file", help="a game record or a save of a finished game")
    look.add_argument("--json", action="store_true",
                      help="print JSON: per seat, value, bid_loss, play_loss, luck and points, "
                           "each per round and in total")
    # the levels of game.analysis.judge.LEVELS, written out: the parser must not load the bots
    look.add_argument("--level", choices=["hard", "expert"], default="hard",
                      help="whose search judges: hard (default, as in the game) or expert "
                           "(eight times the deals: sharper, about eight times as long)")

    ben = commands.add_parser("bench", help="measure speed")
    ben.add_argument("target", choices=["engine", "bots", "rounds", "saves", "ui", "monkey",
                                        "startup", "analyse", "calibrate"],
                     help="engine: playout speed; bots: a tournament; rounds: bots playing the "
                          "same rounds from the first lead; saves: crash test, save/load times "
                          "and the readers against hostile files; ui: frame times; monkey: random "
                          "input into every scene; startup: first frame and peak memory, from "
                          "source and dist/; analyse: the skill and luck report of a game; "
                          "calibrate: card odds")
    ben.add_argument("--json", action="store_true", help="print JSON")
    ben.add_argument("--runs", type=_whole(1, 1000), default=5,
                     help="engine: timed runs (median reported); startup: launches of each program; "
                          "analyse: games judged; saves: timed runs of each reader on each file")
    ben.add_argument("--seconds", type=_seconds, default=1.0,
                     help="engine: length of one run (more than 0, at most 3600)")
    ben.add_argument("--matches", type=_whole(1, 10**6), default=200,
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
                                       "as Normal in its rollouts, as issue 25 first measured)")
    ben.add_argument("--tables", help="bots --gauntlet: the tables to play (default: all), e.g. "
                                      "easy,normal+grabber+easy")
    ben.add_argument("--save", metavar="FILE",
                     help="bots --gauntlet: add every match played to FILE, a line each, so runs "
                          "on other deals can be pooled with --pooled")
    ben.add_argument("--pooled", metavar="FILE",
                     help="bots --gauntlet: play nothing; report the matches saved in FILE "
                          "(every --save run into it, paired by deal and seat)")
    ben.add_argument("--first-deal", type=_whole(1, 10**9), default=1, metavar="N",
                     help="bots: the first deal (game seed) to play; the matches take the deals from "
                          "there on, four seats each (default 1)")
    ben.add_argument("--workers", type=_whole(1, 64),
                     help="bots, rounds: processes in parallel (default 2; bots: 1 for pairings "
                          "of Easy, Normal and Random, so their millisecond timings are their own)")
    ben.add_argument("--games", type=_whole(1, 10**7),
                     help="calibrate: games to measure (default 3000); bots: games of Normal bots "
                          "the rollouts are checked against (default 100)")
    ben.add_argument("--out", type=_new_file, help="calibrate: write the table module here")
    ben.add_argument("--kills", type=_whole(1, 10**5), default=200, help="saves: times to kill the game")
    ben.add_argument("--readers-only", action="store_true",
                     help="saves: only the readers against hostile files, no crash test")
    ben.add_argument("--events", type=_whole(1, 10**8), default=10000,
                     help="monkey: random events to post")
    ben.add_argument("--seed", type=_whole(-MAX_SEED, MAX_SEED), default=1,
                     help="monkey: seed of the run (default 1)")
    ben.add_argument("--start", help="monkey: only this start (a failure names its start)")
    ben.add_argument("--episode", type=_whole(1, 10**7), default=1000, help="monkey: events per fresh app")
    ben.add_argument("--luck-games", type=_whole(0, 10**4), default=0, metavar="N",
                     help="analyse: also judge N games of each of three tables and print what luck "
                          "averages to per seat and round")
    ben.add_argument("--preset", choices=list(PRESETS), default="oh-pshaw", dest="bench_preset",
                     help="analyse: the games' preset (default oh-pshaw)")
    ben.add_argument("--process-worker", action="store_true",
                     help="monkey: bots think in a worker process, as in play (not replayable)")

    commands.add_parser("play", help="open the window: play at the table")
    shots = commands.add_parser("screenshots", help="write a PNG of every scene and state")
    shots.add_argument("--out", required=True, type=_folder, help="folder for the PNG files")
    shots.add_argument("--size", action="append", type=_size, metavar="WxH",
                       help="window size (repeatable; default 1280x800 and 1920x1080; "
                            "1024x640 to 3840x2160)")
    shots.add_argument("--lang", choices=["en", "de", "nl", "it"], default="en",
                       help="language of the scenes (default en)")
    shots.add_argument("--ui-scale", type=int, choices=[100, 125, 150, 175, 200], default=100,
                       metavar="PERCENT", help="text and buttons at 100 (default) to 200 %%, "
                                               "as the setting")
    return parser


def _whole(low: int, high: int) -> Callable[[str], int]:
    """An argument type: a whole number from ``low`` to ``high`` (argparse names the option)."""
    def whole(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text[:40]!r}") from None
        if not low <= value <= high:
            shown = text if len(text) <= 20 else text[:20] + "…"
            raise argparse.ArgumentTypeError(f"should be from {low} to {high}, not {shown}")
        return value
    whole.__name__ = "whole number"  # argparse names the type in its messages
    return whole


def _seconds(text: str) -> float:
    """An argument type: seconds, more than 0 and at most an hour (no NaN, no infinity)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text[:40]!r}") from None
    if not (math.isfinite(value) and 0 < value <= 3600):
        raise argparse.ArgumentTypeError(f"should be more than 0 and at most 3600 seconds, not {text[:40]}")
    return value


def _size(text: str) -> tuple[int, int]:
    """``"1280x800"`` → ``(1280, 800)``, within :data:`SHOT_SIZES`."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size: {text[:40]!r} (write WxH, e.g. 1280x800)") from None
    (low_w, low_h), (high_w, high_h) = SHOT_SIZES
    if not (low_w <= w <= high_w and low_h <= h <= high_h):
        raise argparse.ArgumentTypeError(f"{text[:40]} is not from {low_w}x{low_h} to {high_w}x{high_h}")
    return w, h


def _without_devtools(command: str) -> bool:
    """True, after one line on stderr, when the development tools are not here: the packaged
    program leaves ``devtools/`` out (``bench`` and ``screenshots`` run from the source)."""
    import importlib.util

    if importlib.util.find_spec("devtools") is not None:
        return False
    print(f"ohpshaw {command}: a development tool, not part of the packaged program; "
          f"run it from the source: python main.py {command} ...", file=sys.stderr)
    return True


def _folder(text: str) -> str:
    """An argument type: a folder to write into (it may not exist yet), not a file."""
    if os.path.lexists(text) and not os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{os.fsdecode(text)!r} is a file, not a folder")
    return text


def _new_file(text: str) -> str:
    """An argument type: a file to write, in a folder that exists (checked before long work)."""
    folder = os.path.dirname(os.path.abspath(text))
    if not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        raise argparse.ArgumentTypeError(f"cannot write {text!r}: no folder {folder!r} to write into")
    if os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file")
    return text


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``ohpshaw`` program."""
    args = _parser().parse_args(argv)
    if args.command in ("bench", "screenshots") and _without_devtools(args.command):
        return 2
    if args.selftest:
        if args.command is not None:
            _parser().error("--selftest takes no command")
        from selftest.run import main as selftest
        return selftest(args.selftest_players, args.selftest_json)
    from cli.commands import run

    if args.command == "simulate":
        return run("simulate", preset_name=args.preset, players=args.players, seats=args.seats,
                   games=args.games, seed=args.seed, options=args.option,
                   record_dir=args.record_dir, history=args.history)
    if args.command == "stats":
        return run("stats", preset_name=args.preset, as_json=args.json, practice=args.practice)
    if args.command == "replay":
        return run("replay", path=args.file)
    if args.command == "analyse":
        return run("analyse", path=args.file, as_json=args.json, level=args.level)
    if args.command == "bench":
        return run("bench", target=args.target, as_json=args.json, runs=args.runs,
                   seconds=args.seconds, matches=args.matches, pairings=args.pairings,
                   heroes=args.heroes,
                   workers=args.workers, games=args.games, out=args.out, kills=args.kills,
                   readers_only=args.readers_only,
                   luck_games=args.luck_games, preset_name=args.bench_preset,
                   monkey={"events": args.events, "seed": args.seed, "start": args.start,
                           "episode": args.episode, "process_worker": args.process_worker},
                   gauntlet={"on": args.gauntlet, "hero": args.hero, "tables": args.tables,
                             "save": args.save, "pooled": args.pooled, "ceiling": args.ceiling},
                   first_deal=args.first_deal)
    if args.command == "review":
        from ui.app import review
        return review(args.file)
    if args.command in ("play", None):  # no command: the packaged program opens the window
        from ui.app import play
        return play()
    if args.command == "screenshots":
        import tempfile

        from devtools.screenshots.run import run as shoot

        try:
            os.makedirs(args.out, exist_ok=True)
        except OSError as error:
            print(f"ohpshaw screenshots: cannot write into {args.out!r}: {error.strerror or error}",
                  file=sys.stderr)
            return 2
        with tempfile.TemporaryDirectory() as home:  # scenes as a new player sees them
            os.environ.setdefault("OHPSHAW_HOME", home)
            return shoot(args.out, args.size or [(1280, 800), (1920, 1080)], args.lang,
                         args.ui_scale / 100)
    raise AssertionError(f"unhandled command {args.command!r}")

