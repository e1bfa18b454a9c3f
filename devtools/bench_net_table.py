"""What a frame of the network table costs while its cards fly:
``python -m devtools.bench_net_table [--seconds S] [--size WxH ...] [--json]``.

At each size, in a fresh process: the window hosts a 4-player Oh Pshaw table on 127.0.0.1
(seat 0 at this screen, seat 1 a remote player whose client in this process a Normal bot
plays, seats 2 and 3 the host's Normal bots), the window's seat choosing a random legal
action whenever it is to act, frames paced at 60 a second as the window paces them; first
at normal speed (the cards fly) for ``--seconds``, then as long again at instant speed
(nothing flies), for the figures beside. A frame is events + update + draw + flip, in wall
time and in this thread's CPU time; the frames with a card in flight are counted apart.
Headless (SDL's dummy driver): the program's own work, not the compositor's.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("OHPSHAW_NETWORK", "loopback")

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from typing import Any

from bot_runtime.worker import InlineWorker
from cli.arguments import Parser, seconds
from devtools.program import window_size
from devtools.screenshots.saves import private_home
from game.bots import make_bot
from game.presets import preset
from netplay.bridge import ClientBridge
from netplay.client import Client
from ui.app import App
from ui.core.settings import Settings

#: The longest the table may take to be ready, in seconds.
LIMIT_S = 30.0
#: Frames a second the window paces itself to.
FPS = 60


def _figures(wall: list[float], cpu: list[float]) -> dict[str, float]:
    if not wall:
        return {"frames": 0}
    q = statistics.quantiles(wall, n=100) if len(wall) > 1 else wall * 99
    c = statistics.quantiles(cpu, n=100) if len(cpu) > 1 else cpu * 99
    return {"frames": len(wall), "median_ms": statistics.median(wall), "p99_ms": q[98], "max_ms": max(wall),
            "cpu_median_ms": statistics.median(cpu), "cpu_p99_ms": c[98], "cpu_max_ms": max(cpu)}


def measure(size: tuple[int, int], seconds: float) -> dict[str, Any]:
    """The frames of the window's network table at ``size``: at normal speed (split into
    those with a card in flight and the rest), then at instant speed."""
    from ui.net.table import NetTableScene
    from ui.net.waiting import WaitingScene
    settings = Settings(speed="normal")
    app = App(size, worker_factory=InlineWorker, settings=settings)
    app.nav.net_bind = ("127.0.0.1", 0)
    app.nav.finder = None
    rng = random.Random(1)
    with private_home():
        app.nav.host_table(preset("oh-pshaw"), ["human", "remote", "normal", "normal"],
                           ["Hal", "Ada", "Cleo", "Dmitri"])
        waiting = app.scenes.top
        assert isinstance(waiting, WaitingScene)
        deadline = time.monotonic() + LIMIT_S
        while not waiting.link.state.addresses and time.monotonic() < deadline:
            app.step(0.0)
            time.sleep(0.005)
        port = int(waiting.link.state.addresses[0].rsplit(":", 1)[1])
        guest = ClientBridge(lambda notify: Client("127.0.0.1", port, notify, name="Ada",
                                                   code=waiting.link.state.code, seat=1,
                                                   player=make_bot("normal", 3)))
        guest.start()
        try:
            while not isinstance(app.scenes.top, NetTableScene) and time.monotonic() < deadline:
                app.step(0.0)
                time.sleep(0.005)
            table = app.scenes.top
            assert isinstance(table, NetTableScene), "the network table did not open"
            result: dict[str, Any] = {}
            for speed in ("normal", "instant"):
                settings.speed = speed
                flying: tuple[list[float], list[float]] = ([], [])
                still: tuple[list[float], list[float]] = ([], [])
                actions = 0
                end = time.monotonic() + seconds
                last = time.perf_counter()
                while time.monotonic() < end and app.scenes.top is table:
                    if table.my_turn and table.view is not None:
                        table.act(rng.choice(table.view.legal))
                        actions += 1
                    now = time.perf_counter()
                    dt, last = now - last, now
                    wall, cpu = time.perf_counter(), time.thread_time()
                    app.step(dt)
                    wall, cpu = (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000
                    into = flying if table.animator.sprites else still
                    into[0].append(wall)
                    into[1].append(cpu)
                    time.sleep(max(0.0, 1 / FPS - (time.perf_counter() - now)))
                result[speed] = {"actions": actions, "flying": _figures(*flying), "still": _figures(*still)}
            return result
        finally:
            guest.stop(2.0)
            top = app.scenes.top
            if isinstance(top, NetTableScene):
                top.link.close()


def _line(name: str, f: dict[str, float]) -> str:
    if not f.get("frames"):
        return f"  {name}: no frames"
    return (f"  {name}: {f['frames']:.0f} frames, wall median {f['median_ms']:.2f} ms, "
            f"p99 {f['p99_ms']:.2f}, max {f['max_ms']:.1f}; CPU median {f['cpu_median_ms']:.2f} ms, "
            f"p99 {f['cpu_p99_ms']:.2f}, max {f['cpu_max_ms']:.1f}")


def main(argv: list[str] | None = None) -> int:
    """Each size in a fresh process; prints the figures (or their JSON)."""
    parser = Parser(prog="python -m devtools.bench_net_table")
    parser.add_argument("--seconds", type=seconds, default=30.0, help="seconds at each speed (default 30)")
    parser.add_argument("--size", type=window_size, action="append", default=None,
                        help="WxH (repeatable; default 1280x800 and 1920x1080)")
    parser.add_argument("--json", action="store_true", help="the figures as JSON")
    parser.add_argument("--one", type=window_size, help=argparse.SUPPRESS)  # measured in this process
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(measure(args.one, args.seconds)))
        return 0
    results = {}
    for w, h in args.size or [(1280, 800), (1920, 1080)]:
        run = subprocess.run([sys.executable, "-m", "devtools.bench_net_table", "--one", f"{w}x{h}",
                              "--seconds", str(args.seconds)], capture_output=True, text=True, check=True)
        results[f"{w}x{h}"] = json.loads(run.stdout.strip().splitlines()[-1])
    if args.json:
        print(json.dumps(results))
        return 0
    for size, result in results.items():
        for speed, figures in result.items():
            print(f"{size}, {speed} speed, {figures['actions']} actions of this seat:")
            print(_line("a card in flight", figures["flying"]))
            print(_line("nothing in flight", figures["still"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
