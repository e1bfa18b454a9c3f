"""``ohpshaw serve`` and ``ohpshaw join``: a network table without a window.

``serve`` hosts a game whose remote seats others take with ``join`` (or the window's Join
game); it prints where it listens and the join code, writes the port to ``--port-file``,
saves as it goes, and exits 0 when the game is over. ``join`` plays one remote seat with a
bot. Both talk to the console through :mod:`netplay.notices`.
"""

from __future__ import annotations

import asyncio
import os
import re
import secrets
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from cli.commands import CommandError, build_rules
from game.bots import LEVELS, PLAYABLE, make_bot
from game.limits import MAX_SEED
from netplay import notices
from netplay.client import Client, Ending
from netplay.host import Host
from netplay.keeping import STEM, Keeper, ResumeError, resume
from netplay.seats import SeatKind, join_code, normal_code
from netplay.table import NetTable
from netplay.to_client import SeatInfo
from saves import paths
from saves.files import FileProblem, read_limited, write_bytes
from saves.format import read_header
from saves.session import new_session

if TYPE_CHECKING:
    from netplay.discovery import Announcer

_TOKEN = re.compile(r"^[A-Za-z0-9_-]{8,64}$")


def serve(preset_name: str | None, players: int | None, seats: str | None, port: int,
          port_file: str | None, seed: int | None, record_dir: str | None, grace: float,
          code: str | None, bind: str, options: list[str], stand_in: str, state_dir: str | None,
          resuming: bool, discover: bool, history: bool, pace: float) -> int:
    """Host a network table until its game is over (0), or it stops (1)."""
    folder = Path(state_dir) if state_dir else paths.data_dir() / "network"
    if stand_in not in PLAYABLE:
        raise CommandError(f"--stand-in is one of {', '.join(PLAYABLE)}, not {stand_in!r}")
    if discover and bind in ("127.0.0.1", "::1", "localhost"):
        raise CommandError("--discover announces the table to the network: it needs --bind 0.0.0.0 "
                           "(or an address of this computer on the network)")
    if resuming:
        given = [name for name, value in (("--preset", preset_name), ("--players", players),
                                          ("--seats", seats), ("--seed", seed), ("--code", code),
                                          ("--option", options or None)) if value is not None]
        if given:
            raise CommandError(f"--resume plays the saved game as it was: {given[0]} cannot be given")
        try:
            table = resume(folder)
        except ResumeError as error:
            raise CommandError(str(error)) from None
    else:
        table = _new_table(folder, preset_name or "oh-pshaw", players, seats, seed, code, grace, stand_in,
                           options)
    if resuming:  # nobody is back yet: the grace of every seat taken starts now
        table.all_away(time.monotonic())
        table.start()
    keeper = Keeper(folder, Path(record_dir) if record_dir else None, history)
    try:
        keeper.save_seats(table)
    except FileProblem as error:
        raise CommandError(f"cannot keep the table's seats: {error}") from None
    return asyncio.run(_serve(table, keeper, bind, port, port_file, discover, pace))


def _new_table(folder: Path, preset_name: str, players: int | None, seats: str | None, seed: int | None,
               code: str | None, grace: float, stand_in: str, options: list[str]) -> NetTable:
    for name in (f"{STEM}.json", f"{STEM}.backup.json"):
        try:
            header = read_header(folder / name)
        except Exception:  # no file, or one that is not a save: nothing to lose there
            continue
        if not header.over:
            raise CommandError(f"{folder} holds an unfinished network game: --resume it, or give "
                               "another --state-dir")
    specs = [s.strip() for s in (seats or "remote,remote,normal,normal").split(",")]
    if players is not None and players != len(specs):
        raise CommandError(f"--players {players} but --seats names {len(specs)} seats")
    kinds = []
    for spec in specs:
        if spec == "remote":
            kinds.append(SeatKind.REMOTE)
        elif spec in LEVELS and spec != "clairvoyant":
            kinds.append(SeatKind.BOT)
        else:
            raise CommandError(f"a seat is remote or a bot level ({', '.join(PLAYABLE)}), not {spec!r}"
                               " (serve has no screen for a player at this computer)")
    if SeatKind.REMOTE not in kinds:
        raise CommandError("--seats names no remote seat: nobody could join")
    rules = build_rules(preset_name, options, len(specs))
    if code is not None and not 4 <= len(normal_code(code)) <= 16:
        raise CommandError("--code has 4 to 16 letters and digits")
    names = [f"Player {i + 1}" if k is SeatKind.REMOTE else f"Bot {i + 1}" for i, k in enumerate(kinds)]
    # a seed nobody can guess unless given: whoever knows it knows every hand
    levels = ["human" if k is SeatKind.REMOTE else s for k, s in zip(kinds, specs, strict=True)]
    session = new_session(rules, levels, secrets.randbelow(MAX_SEED) if seed is None else seed, names)
    return NetTable(session, kinds, normal_code(code) if code else join_code(), grace, stand_in)


async def _serve(table: NetTable, keeper: Keeper, bind: str, port: int, port_file: str | None,
                 discover: bool, pace: float) -> int:
    host = Host(table, keeper, _say_host, pace_s=pace)
    try:
        port = await host.listen(bind, port)
    except OSError as error:
        raise CommandError(f"cannot listen on {bind}:{port}: {error.strerror or error}") from None
    if port_file:
        try:
            write_bytes(Path(port_file), f"{port}\n".encode())
        except FileProblem as error:
            raise CommandError(str(error)) from None
    shown = f"[{bind}]" if ":" in bind else bind
    print(f"ohpshaw serve: listening on {shown}:{port}, join code {table.code}", flush=True)
    announcer = await _on_the_network(table, bind, port, discover)
    try:
        await host.run()
    finally:
        if announcer is not None:
            await announcer.stop()
    return 0 if table.over else 1


async def _on_the_network(table: NetTable, bind: str, port: int, discover: bool) -> Announcer | None:
    """Show this computer's addresses for a table on the network, and announce it if asked
    (zeroconf is loaded only then: a table on this computer alone starts without it)."""
    if bind not in ("0.0.0.0", "::") and not discover:
        return None
    from netplay.discovery import Announcer, candidate_addresses, service_info

    if bind in ("0.0.0.0", "::"):
        print("ohpshaw serve: this computer's addresses: "
              + (", ".join(candidate_addresses()) or "none found"), flush=True)
    if not discover:
        return None
    rules = table.session.game.rules
    free = sum(1 for s in table.seats if s.is_remote and s.digest is None)
    announcer = Announcer(service_info(f"Oh Pshaw {rules.title}", candidate_addresses(), port, rules.preset,
                                       free, table.session.game.players))
    await announcer.start()
    return announcer


def _say_host(notice: notices.HostNotice) -> None:
    """The host's notices on the console, a line each."""
    if isinstance(notice, notices.SeatsChanged):
        print("ohpshaw serve: seats: " + "; ".join(_seat(s) for s in notice.seats), flush=True)
    elif isinstance(notice, notices.Started):
        print("ohpshaw serve: the game begins", flush=True)
    elif isinstance(notice, notices.CutOff):
        who = "a client" if notice.seat is None else f"seat {notice.seat + 1}"
        print(f"ohpshaw serve: cut off {who}: {notice.reason}", flush=True)
    elif isinstance(notice, notices.SaveTrouble):
        print(f"ohpshaw serve: {notice.message}", file=sys.stderr, flush=True)
    elif isinstance(notice, notices.Finished):
        print(f"ohpshaw serve: the game is over: totals {list(notice.totals)}, winners "
              f"{[w + 1 for w in notice.winners]}", flush=True)
        for problem in notice.problems:
            print(f"ohpshaw serve: {problem}", file=sys.stderr, flush=True)


def _seat(info: SeatInfo) -> str:
    state = info.kind.value if info.kind is not SeatKind.REMOTE else info.presence.value
    return f"{info.seat + 1} {info.name} ({state}{', a bot plays' if info.stand_in else ''})"


def join(address: str, bot: str, name: str, code: str | None, seat: int | None, token_file: str | None,
         give_up: float) -> int:
    """Play one remote seat of the table at ``address`` with a ``bot``: 0 when the game ends."""
    host, port = parse_address(address)
    try:
        player = make_bot(bot, secrets.randbelow(2**32))
    except ValueError as error:
        raise CommandError(str(error)) from None
    token = _read_token(Path(token_file)) if token_file else None
    if token is None and code is None:
        raise CommandError("--code is needed to take a seat (or a --token-file of a seat taken before)")

    def say(notice: notices.ClientNotice) -> None:
        if isinstance(notice, notices.SeatTaken):
            print(f"ohpshaw join: seated at seat {notice.seat + 1}", flush=True)
            if token_file:
                try:
                    write_bytes(Path(token_file), notice.token.encode())
                except FileProblem as error:
                    print(f"ohpshaw join: {error}", file=sys.stderr, flush=True)
        elif isinstance(notice, notices.Reconnecting):
            print(f"ohpshaw join: reconnecting in {notice.delay:.1f} s ({notice.reason})", flush=True)
        elif isinstance(notice, notices.ActionRefused):
            print(f"ohpshaw join: {notice.action} refused: {notice.error}", flush=True)
        elif isinstance(notice, notices.GameRecord):
            totals = notice.record.get("result", {}).get("totals")
            print(f"ohpshaw join: the game is over: totals {totals}", flush=True)
        elif isinstance(notice, notices.Closed):
            print(f"ohpshaw join: {notice.reason}", file=sys.stderr, flush=True)

    client = Client(host, port, say, name=name, code=code, seat=seat, token=token, player=player,
                    give_up_s=give_up)
    return 0 if asyncio.run(client.run()) is Ending.OVER else 1


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:PORT`` for IPv6) as a host and a port."""
    match = re.fullmatch(r"\[([0-9A-Fa-f:.]+)\]:(\d{1,5})|([^:\[\]\s]+):(\d{1,5})", text.strip())
    if match is None:
        raise CommandError(f"{text[:60]!r} is not HOST:PORT (write e.g. 192.168.1.20:8765 or [::1]:8765)")
    host = match.group(1) or match.group(3)
    port = int(match.group(2) or match.group(4))
    if not 0 < port < 65536:
        raise CommandError(f"port {port} is not from 1 to 65535")
    return host, port


def _read_token(path: Path) -> str | None:
    if not os.path.lexists(path):
        return None
    try:
        token = read_limited(path, 200).decode("ascii", "replace").strip()
    except FileProblem as error:
        raise CommandError(str(error)) from None
    if not _TOKEN.fullmatch(token):
        raise CommandError(f"{path} holds no seat token")
    return token


def run(command: str, **kwargs: object) -> int:
    """Run ``serve`` or ``join``; a mistake in how it was called is one line and exit code 2."""
    handlers: dict[str, Callable[..., int]] = {"serve": serve, "join": join}
    try:
        return handlers[command](**kwargs)
    except (CommandError, ValueError) as error:
        print(f"ohpshaw {command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"\nohpshaw {command}: stopped", file=sys.stderr)
        return 130
