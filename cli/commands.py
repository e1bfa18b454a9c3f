"""The headless commands of ``main.py``: simulate, replay, stats (``analyse`` is :mod:`cli.analyse`)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from cli.console import ConsolePlayer
from cli.stats_text import format_report
from game.bots import Bot, make_bot, outside_spec
from game.match import BotError, SeatStats, play_match, summary_table, tally
from game.presets import preset
from game.record import RecordError, replay, to_record
from game.rules import Rules
from saves.files import FileProblem, write_json
from saves.history import History, HistoryError
from saves.record_file import read_record
from saves.records import archive_record
from saves.shape import ShapeError
from saves.statistics import report


class CommandError(Exception):
    """A mistake in how a command was called: one line for stderr, exit code 2."""


def build_rules(preset_name: str, options: list[str], players: int) -> Rules:
    """The preset with ``--option name=value`` overrides, validated for ``players``."""
    rules = preset(preset_name)
    for option in options:
        rules = rules.with_option(option)
    rules.validate(players)
    return rules


def seat_list(seats: str | None, players: int | None) -> list[str]:
    """The seats from ``--seats a,b,c`` and ``--players N`` (random bots fill in)."""
    if seats is None:
        return ["random"] * (players or 4)
    specs = [s.strip() for s in seats.split(",")]
    if players is not None and players != len(specs):
        raise CommandError(f"--players {players} but --seats names {len(specs)} seats")
    if any(not s for s in specs):
        raise CommandError("--seats has an empty entry")
    return specs


def simulate(preset_name: str, players: int | None, seats: str | None, games: int, seed: int,
             options: list[str], record_dir: str | None, history: bool = False,
             bot_time: float | None = None) -> int:
    """Play ``games`` whole matches headless and print a summary per seat; ``history`` keeps
    each match like a game played at the table (records folder and history, ``OHPSHAW_HOME``).
    Outside bots (``py:module:Class``) play in a worker process, each decision within
    ``bot_time`` seconds (by default what the table waits): the first that fails stops the
    run with one line (:mod:`bot_runtime.outside`)."""
    from bot_runtime.outside import BUDGET_S, OutsideBots

    specs = seat_list(seats, players)
    rules = build_rules(preset_name, options, len(specs))
    if games < 1:
        raise CommandError("--games must be at least 1")
    if bot_time is not None and not 0 < bot_time <= 3600:
        raise CommandError("--bot-time should be more than 0 and at most 3600 seconds")
    for spec in specs:
        if spec.startswith("py:"):
            outside_spec(spec)  # a path for a module is refused before any process starts
    folder = Path(record_dir) if record_dir else None
    stats = [SeatStats() for _ in specs]
    human = ConsolePlayer() if "human" in specs else None
    outside = OutsideBots(BUDGET_S if bot_time is None else bot_time)

    def seat_bot(seat: int, spec: str, bot_seed: int) -> Bot:
        return outside.bot(seat, spec, bot_seed) if spec.startswith("py:") else make_bot(spec, bot_seed)

    with _kept_history(history) as kept, closing(outside):
        for number in range(games):
            match = play_match(rules, specs, seed + number,
                               humans=(lambda seat: human) if human else None, bots=seat_bot)
            tally(stats, match.game)
            record = to_record(match.game, match.players)
            if folder is not None:
                write_json(folder / f"game-{seed + number:06d}.json", record)
            if kept is not None:
                for message in archive_record(record, history=kept).messages:
                    print(f"ohpshaw simulate: {message}", file=sys.stderr)
    print(summary_table(specs, stats, games))
    return 0


@contextmanager
def _kept_history(wanted: bool) -> Iterator[History | None]:
    """The history to keep simulated matches in (opened once for all of them), or ``None``."""
    if not wanted:
        yield None
        return
    try:
        history = History()
    except HistoryError as error:
        raise CommandError(f"the history cannot be kept: {error}") from None
    with history:
        for message in history.messages:
            print(f"ohpshaw simulate: {message}", file=sys.stderr)
        yield history


def stats(preset_name: str | None, as_json: bool, practice: bool = False) -> int:
    """Print the statistics of the history under ``OHPSHAW_HOME`` (all games, or one preset)."""
    if preset_name is not None:
        preset(preset_name)  # an unknown preset is a mistake, not an empty table
    try:
        figures = report(preset_name, practice)
    except HistoryError as error:
        raise CommandError(str(error)) from None
    for message in figures.messages:  # a history moved aside, games left out: never in silence
        print(f"ohpshaw stats: {message}", file=sys.stderr)
    print(json.dumps(figures.as_json(), ensure_ascii=False) if as_json else format_report(figures))
    return 0


def replay_file(path: str) -> int:
    """Check a game record; 0 when it agrees with the rules, 1 at the first disagreement.

    A file that is not a record (not a plain file, too large, not JSON, nested too deeply,
    a field of the wrong shape) is refused with :class:`CommandError` naming it.
    """
    try:
        record = read_record(Path(path))
    except ShapeError as error:
        raise CommandError(f"{path}: {error}") from None
    try:
        game = replay(record)
    except RecordError as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 1
    state = "finished" if game.is_over else "unfinished"
    print(f"{path}: agrees with the rules ({len(game.rounds)} rounds, {state}, "
          f"totals {game.totals})")
    return 0


def run(command: str, **kwargs: object) -> int:
    """Run a command; turn the errors a user can cause into one line and exit code 2."""
    from cli.analyse import analyse_file

    handlers: dict[str, Callable[..., int]] = {"simulate": simulate, "replay": replay_file,
                                               "stats": stats, "analyse": analyse_file}
    return guarded(f"ohpshaw {command}", handlers[command], **kwargs)


def guarded(name: str, handler: Callable[..., int], **kwargs: object) -> int:
    """``handler(**kwargs)``, the errors a user can cause turned into one line on stderr
    that starts with ``name`` (``ohpshaw simulate: …``) and an exit code: 2 for a mistake in
    the call or a file, 1 for a bot that failed, 130 when stopped."""
    try:
        return handler(**kwargs)
    except (CommandError, FileProblem, ValueError) as error:
        print(f"{name}: {error}", file=sys.stderr)
        return 2
    except BotError as error:
        print(f"{name}: {error}", file=sys.stderr)
        return 1
    except (KeyboardInterrupt, EOFError):
        print(f"\n{name}: stopped", file=sys.stderr)
        return 130
