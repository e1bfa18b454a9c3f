"""Network play on this computer: the round trip of an action and the bytes a client receives.

A host (``ohpshaw serve``, its own process, saving after every action as it does for players)
seats two clients here, in this process, that speak the protocol themselves: each sends its
seat's action the moment it is to act (a bot's first legal choice: no thinking time) and
times the round trip until the host's next state arrives. Every byte each client receives,
handshake and frames, is counted. Loopback only (127.0.0.1).

    python -m devtools bench network [--json] [--runs N]
"""

from __future__ import annotations

import asyncio
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.rules import Rules
from game.view import PastRound
from netplay import to_client, to_host, view_codec
from netplay.ws_client import WsClosed, connect

ROOT = Path(__file__).resolve().parent.parent


async def _client(port: int, name: str) -> dict[str, Any]:
    received = bytearray()
    ws = await connect("127.0.0.1", port, tap=received.extend)
    await ws.send(to_host.encode_hello(to_host.Hello("bench", "BENCH2", None)))
    rules: Rules | None = None
    seat: int | None = None
    earlier: tuple[PastRound, ...] = ()
    trips: list[float] = []
    sent: tuple[int, float] | None = None
    try:
        while True:
            message = to_client.read(await asyncio.wait_for(ws.recv(), 60), rules)
            if isinstance(message, to_client.Table):
                rules = message.rules
                await ws.send(to_host.encode_sit(to_host.Sit(None, name)))
            elif isinstance(message, to_client.Seated):
                seat = message.seat
            elif isinstance(message, to_client.State):
                assert rules is not None
                if sent is not None and message.version > sent[0]:
                    trips.append(time.perf_counter() - sent[1])
                    sent = None
                earlier = message.earlier if message.earlier_from == 0 else earlier + message.earlier
                view = view_codec.view_from_json(message.view, rules, earlier)
                if seat is not None and view.to_act == seat and view.legal:
                    sent = (message.version, time.perf_counter())
                    await ws.send(to_host.encode_act(to_host.Act(seat, message.version, view.legal[0])))
            elif isinstance(message, to_client.Record):
                break
    except WsClosed:
        pass
    await ws.close()
    return {"bytes": len(received), "trips": trips}


def bench_network(runs: int = 1) -> dict[str, Any]:
    """Play ``runs`` whole 4-player Oh Pshaw games (two remote seats, two Normal bots at the
    host); the round trips of the clients' actions and the bytes each client received."""
    trips: list[float] = []
    per_client: list[int] = []
    actions = 0
    host_cpu = 0.0
    game_actions = 0
    for run in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            port_file = Path(folder) / "port"
            host = subprocess.Popen(
                [sys.executable, "main.py", "serve", "--seats", "remote,remote,normal,normal", "--port-file",
                 str(port_file), "--seed", str(run + 1), "--code", "BENCH2", "--state-dir", folder,
                 "--bind", "127.0.0.1"], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                deadline = time.monotonic() + 30
                while not (port_file.exists() and port_file.read_text().strip()):
                    if time.monotonic() > deadline or host.poll() is not None:
                        raise RuntimeError("the host did not start")
                    time.sleep(0.05)
                port = int(port_file.read_text())

                async def both(port: int = port) -> list[dict[str, Any]]:
                    return list(await asyncio.gather(_client(port, "A"), _client(port, "B")))

                for result in asyncio.run(both()):
                    trips += result["trips"]
                    per_client.append(result["bytes"])
                    actions += len(result["trips"])
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                host.wait(30)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                host_cpu += (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
                game_actions += len(json.loads((Path(folder) / "network.json").read_text())["actions"])
            finally:
                if host.poll() is None:
                    host.kill()
                    host.wait(5)
    trips_ms = sorted(t * 1000 for t in trips)
    return {"games": runs, "client_actions": actions,
            "round_trip_ms": {"median": statistics.median(trips_ms),
                              "p90": trips_ms[int(len(trips_ms) * 0.9)], "max": trips_ms[-1]},
            "bytes_per_client_per_game": {"median": statistics.median(per_client), "max": max(per_client)},
            "actions_per_game": game_actions / runs,
            "host_cpu_s_per_game": host_cpu / runs}


def report(figures: dict[str, Any]) -> str:
    """The figures as text."""
    trip, size = figures["round_trip_ms"], figures["bytes_per_client_per_game"]
    return (f"network play on loopback, {figures['games']} 4-player Oh Pshaw game(s), two remote seats:\n"
            f"  round trip of an action ({figures['client_actions']} actions): "
            f"median {trip['median']:.2f} ms, "
            f"p90 {trip['p90']:.2f} ms, max {trip['max']:.1f} ms\n"
            f"  bytes a client receives per game: median {size['median']:,.0f}, max {size['max']:,}\n"
            f"  the host: {figures['actions_per_game']:.0f} actions a game, "
            f"{figures['host_cpu_s_per_game']:.2f} s of CPU a game (start, two Normal bots and saving "
            "after every action included)")
