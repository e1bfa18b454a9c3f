"""The ``ohpshaw`` command: parse its command line and start what it asks for.

``python main.py …`` from the source, the packaged program and the ``ohpshaw`` command of
``pip install .`` all come here.
"""

from __future__ import annotations

import argparse

from cli.arguments import Parser, grace, seconds, whole
from game.limits import MAX_PLAYERS, MAX_SEED, MIN_PLAYERS
from game.presets import PRESETS

#: The default of ``simulate --bot-time`` (:data:`bot_runtime.outside.BUDGET_S`, written out:
#: the parser must not load the bots).
BOT_TIME_S = 6.0


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="ohpshaw", description="Oh Pshaw: the Oh Hell family at one table.")
    parser.add_argument("--selftest", action="store_true",
                        help="play a short bot game headless in a temporary data folder "
                             "(or $OHPSHAW_HOME); exit 0 when everything works")
    parser.add_argument("--selftest-players", type=whole(3, 7), default=4, metavar="N",
                        help="players in the self-test game (3-7, default 4)")
    parser.add_argument("--selftest-json", action="store_true",
                        help="print the self-test's figures as JSON (bench startup reads them)")
    commands = parser.add_subparsers(dest="command", parser_class=Parser)

    sim = commands.add_parser("simulate", help="play whole matches without a window")
    sim.add_argument("--preset", default="oh-pshaw",
                     help="rule preset: " + ", ".join(PRESETS) + " (default oh-pshaw)")
    sim.add_argument("--players", type=whole(MIN_PLAYERS, MAX_PLAYERS),
                     help=f"number of players, {MIN_PLAYERS}-{MAX_PLAYERS} "
                          "(default: the seats given, else 4)")
    sim.add_argument("--seats", help="comma-separated seats: human, random, or py:module:Class")
    sim.add_argument("--games", type=whole(1, 10**6), default=1, help="matches to play (default 1)")
    sim.add_argument("--seed", type=whole(-MAX_SEED, MAX_SEED - 10**6), default=1,
                     help="seed of the first match (default 1)")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help="override a rule option, e.g. hook=true (repeatable)")
    sim.add_argument("--record-dir", help="write one game record per match into this folder")
    sim.add_argument("--history", action="store_true",
                     help="keep every match in the history under OHPSHAW_HOME (the records folder "
                          "and the statistics), like games played at the table")
    sim.add_argument("--bot-time", type=seconds, metavar="SECONDS",
                     help="seconds each decision of an outside bot (py:module:Class) may take; "
                          "a later answer stops the run (default: what the table waits, "
                          f"{BOT_TIME_S:g})")

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


    _network_commands(commands)
    commands.add_parser("play", help="open the window: play at the table")
    return parser


def _network_commands(commands: argparse._SubParsersAction[Parser]) -> None:
    """``serve`` and ``join``: a network table without a window (docs/NETWORK.md)."""
    host = commands.add_parser("serve", help="host a table that others join over the network")
    host.add_argument("--preset", help="rule preset: " + ", ".join(PRESETS) + " (default oh-pshaw)")
    host.add_argument("--players", type=whole(MIN_PLAYERS, MAX_PLAYERS),
                      help="number of players (default: the seats given)")
    host.add_argument("--seats", help="comma-separated seats: remote (a player who joins) or a bot "
                                      "level, e.g. remote,remote,normal,hard (default "
                                      "remote,remote,normal,normal)")
    host.add_argument("--port", type=whole(0, 65535), default=0, help="port to listen on (0: any free)")
    host.add_argument("--port-file", help="write the port listened on into this file")
    host.add_argument("--bind", default="127.0.0.1",
                      help="address to listen on (default 127.0.0.1: this computer only; "
                           "0.0.0.0 for the network)")
    host.add_argument("--seed", type=whole(-MAX_SEED, MAX_SEED),
                      help="seed of the deal (default: drawn at random; whoever knows it knows every hand)")
    host.add_argument("--code", help="the join code (default: six letters and digits drawn at random)")
    host.add_argument("--grace", type=grace, default=60.0,
                      help="seconds a player may be away before a bot plays their seat (default 60)")
    host.add_argument("--stand-in", default="normal",
                      help="the level of the bot that plays for an away player (default normal)")
    host.add_argument("--option", action="append", default=None, metavar="NAME=VALUE",
                      help="override a rule option, e.g. hook=true (repeatable)")
    host.add_argument("--record-dir", help="keep the finished game's record in this folder")
    host.add_argument("--history", action="store_true",
                      help="keep the finished game in the history under OHPSHAW_HOME too")
    host.add_argument("--state-dir", help="where the game is saved as it goes (default: the data "
                                          "folder's network/)")
    host.add_argument("--resume", action="store_true",
                      help="go on with the unfinished game saved in the state folder; its players "
                           "rejoin with their seats' tokens")
    host.add_argument("--discover", action="store_true",
                      help="announce the table on the local network (mDNS) so Join game lists it")
    host.add_argument("--pace", type=grace, default=0.0,
                      help="seconds a bot's move takes at least (default 0)")

    guest = commands.add_parser("join", help="play a seat of a network table with a bot")
    guest.add_argument("address", help="the host's HOST:PORT")
    guest.add_argument("--bot", default="normal", help="the bot that plays the seat (default normal)")
    guest.add_argument("--name", default="Guest", help="the player's name at the table")
    guest.add_argument("--code", help="the table's join code")
    guest.add_argument("--seat", type=whole(1, MAX_PLAYERS), help="the seat to take (default: any free)")
    guest.add_argument("--token-file", help="keep the seat's token here, and rejoin with it if it exists")
    guest.add_argument("--give-up", type=seconds, default=300.0,
                       help="seconds to keep trying to reach the host (default 300)")


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``ohpshaw`` program."""
    args = _parser().parse_args(argv)
    if args.selftest:
        if args.command is not None:
            _parser().error("--selftest takes no command")
        from selftest.run import main as selftest
        return selftest(args.selftest_players, args.selftest_json)
    if args.command in ("serve", "join"):
        from cli.network import run as run_network

        if args.command == "serve":
            return run_network("serve", preset_name=args.preset, players=args.players, seats=args.seats,
                               port=args.port, port_file=args.port_file, seed=args.seed,
                               record_dir=args.record_dir, grace=args.grace, code=args.code,
                               bind=args.bind, options=args.option or [], stand_in=args.stand_in,
                               state_dir=args.state_dir, resuming=args.resume,
                               discover=args.discover, history=args.history, pace=args.pace)
        return run_network("join", address=args.address, bot=args.bot, name=args.name, code=args.code,
                           seat=None if args.seat is None else args.seat - 1,
                           token_file=args.token_file, give_up=args.give_up)
    from cli.commands import run

    if args.command == "simulate":
        return run("simulate", preset_name=args.preset, players=args.players, seats=args.seats,
                   games=args.games, seed=args.seed, options=args.option,
                   record_dir=args.record_dir, history=args.history, bot_time=args.bot_time)
    if args.command == "stats":
        return run("stats", preset_name=args.preset, as_json=args.json, practice=args.practice)
    if args.command == "replay":
        return run("replay", path=args.file)
    if args.command == "analyse":
        return run("analyse", path=args.file, as_json=args.json, level=args.level)
    if args.command == "review":
        from ui.app import review
        return review(args.file)
    if args.command in ("play", None):  # no command: the packaged program opens the window
        from ui.app import play
        return play()
    raise AssertionError(f"unhandled command {args.command!r}")

