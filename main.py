"""Oh Pshaw: parse the command line and start what it asks for."""

from __future__ import annotations

import argparse
import sys

from game.presets import PRESETS


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        """One clear line on stderr and exit code 2, no usage dump."""
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ohpshaw", description="Oh Pshaw: the Oh Hell family at one table.")
    parser.add_argument("--selftest", action="store_true",
                        help="play a short bot game headless in a temporary data folder "
                             "(or $OHPSHAW_HOME); exit 0 when everything works")
    parser.add_argument("--selftest-players", type=int, default=4, metavar="N",
                        help="players in the self-test game (3-7, default 4)")
    parser.add_argument("--selftest-json", action="store_true",
                        help="print the self-test's figures as JSON (bench startup reads them)")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = commands.add_parser("simulate", help="play whole matches without a window")
    sim.add_argument("--preset", default="oh-pshaw",
                     help="rule preset: " + ", ".join(PRESETS) + " (default oh-pshaw)")
    sim.add_argument("--players", type=int, help="number of players (default: the seats given, else 4)")
    sim.add_argument("--seats", help="comma-separated seats: human, random, or py:module:Class")
    sim.add_argument("--games", type=int, default=1, help="matches to play (default 1)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first match (default 1)")
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

    look = commands.add_parser("analyse", help="report each player's skill and luck in a finished game")
    look.add_argument("file", help="a game record or a save of a finished game")
    look.add_argument("--json", action="store_true",
                      help="print JSON: per seat, value, bid_loss, play_loss, luck and points, "
                           "each per round and in total")

    ben = commands.add_parser("bench", help="measure speed")
    ben.add_argument("target", choices=["engine", "bots", "rounds", "saves", "ui", "monkey",
                                        "startup", "analyse", "calibrate"],
                     help="engine: playout speed; bots: a tournament; rounds: bots playing the "
                          "same rounds from the first lead; saves: crash test and "
                          "save/load times; ui: frame times; monkey: random input into every "
                          "scene; startup: first frame and peak memory, from source and dist/; "
                          "analyse: the skill and luck report of a game; calibrate: card odds")
    ben.add_argument("--json", action="store_true", help="print JSON")
    ben.add_argument("--runs", type=int, default=5,
                     help="engine: timed runs (median reported); startup: launches of each program; "
                          "analyse: games judged")
    ben.add_argument("--seconds", type=float, default=1.0, help="engine: length of one run")
    ben.add_argument("--matches", type=int, default=200,
                     help="bots: matches per pairing; rounds: games to play")
    ben.add_argument("--heroes", help="rounds: two or more bots for the hero seat, e.g. hard,"
                                      "py:my.bots:Bot (the first also bids)")
    ben.add_argument("--pairings", help="bots: hero:opponent,… (default: the standard set)")
    ben.add_argument("--workers", type=int,
                     help="bots, rounds: processes in parallel (default 2; bots: 1 for pairings "
                          "of Easy, Normal and Random, so their millisecond timings are their own)")
    ben.add_argument("--games", type=int, default=3000, help="calibrate: games to measure")
    ben.add_argument("--out", help="calibrate: write the table module here")
    ben.add_argument("--kills", type=int, default=200, help="saves: times to kill the game")
    ben.add_argument("--events", type=int, default=10000, help="monkey: random events to post")
    ben.add_argument("--seed", type=int, default=1, help="monkey: seed of the run (default 1)")
    ben.add_argument("--start", help="monkey: only this start (a failure names its start)")
    ben.add_argument("--episode", type=int, default=1000, help="monkey: events per fresh app")
    ben.add_argument("--luck-games", type=int, default=0, metavar="N",
                     help="analyse: also judge N games of each of three tables and print what luck "
                          "averages to per seat and round")
    ben.add_argument("--process-worker", action="store_true",
                     help="monkey: bots think in a worker process, as in play (not replayable)")

    commands.add_parser("play", help="open the window: play at the table")
    shots = commands.add_parser("screenshots", help="write a PNG of every scene and state")
    shots.add_argument("--out", required=True, help="folder for the PNG files")
    shots.add_argument("--size", action="append", type=_size, metavar="WxH",
                       help="window size (repeatable; default 1280x800 and 1920x1080)")
    shots.add_argument("--lang", choices=["en", "de", "nl", "it"], default="en",
                       help="language of the scenes (default en)")
    return parser


def _size(text: str) -> tuple[int, int]:
    """``"1280x800"`` → ``(1280, 800)``."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (write WxH, e.g. 1280x800)") from None
    return w, h


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``ohpshaw`` program."""
    args = _parser().parse_args(argv)
    if args.selftest:
        if args.command is not None:
            _parser().error("--selftest takes no command")
        from ui.selftest import main as selftest
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
        return run("analyse", path=args.file, as_json=args.json)
    if args.command == "bench":
        return run("bench", target=args.target, as_json=args.json, runs=args.runs,
                   seconds=args.seconds, matches=args.matches, pairings=args.pairings,
                   heroes=args.heroes,
                   workers=args.workers, games=args.games, out=args.out, kills=args.kills,
                   luck_games=args.luck_games,
                   monkey={"events": args.events, "seed": args.seed, "start": args.start,
                           "episode": args.episode, "process_worker": args.process_worker})
    if args.command in ("play", None):  # no command: the packaged program opens the window
        from ui.app import play
        return play()
    if args.command == "screenshots":
        import os
        import tempfile

        from ui.screenshots import run as shoot

        with tempfile.TemporaryDirectory() as home:  # scenes as a new player sees them
            os.environ.setdefault("OHPSHAW_HOME", home)
            return shoot(args.out, args.size or [(1280, 800), (1920, 1080)], args.lang)
    raise AssertionError(f"unhandled command {args.command!r}")


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # bot workers in a PyInstaller bundle
    sys.exit(main())
