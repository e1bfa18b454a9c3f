"""``bench ui``: frame times of a bot-only game, CPU on a still table, time to the first frame.

Headless (SDL's dummy video driver): the figures are the program's own work
(update, draw into the window surface, flip), not the compositor's.
``python -m devtools.bench_ui`` prints the JSON of :func:`bench_ui`.
"""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import statistics
import subprocess
import sys
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from bot_runtime.worker import InlineWorker, ProcessWorker, Worker
from game import events as ev
from game.actions import Action
from game.presets import preset
from game.rules import Rules
from ui.app import App
from ui.core.settings import Settings
from ui.table.scene import TableScene

ROOT = Path(__file__).resolve().parent.parent
#: The bot-only game: seat 0 (drawn as "you") and seat 1 are Hard, the others Normal.
SEATS = ["human", "hard", "normal", "normal"]
MY_LEVEL = "hard"
#: Seconds a score sheet stays up before the bench closes it, as a reader would.
SHEET_SECONDS = 1.0


class BotTable(TableScene):
    """The real table scene with a bot in the human's seat too (it thinks in the worker)."""

    def __init__(self, app: App, rules: Rules, seed: int) -> None:
        super().__init__(app, rules, list(SEATS), seed)
        self.mine: Future[Action] | None = None
        self.mine_wait = 0.0

    def update(self, dt: float) -> None:
        """The table's frame, then the bot in seat 0 when its turn is shown."""
        super().update(dt)
        if not self.human_turn:
            return
        if self.mine is None:
            self.mine = self.worker.ask(self.game.view(self.me))
            self.mine_wait = self.app.settings.scaled(self.app.settings.bot_pause)
        self.mine_wait -= dt
        if self.mine_wait <= 0 and self.mine.done():
            future, self.mine = self.mine, None
            self.apply(future.result())

    def show_game(self, animate_from: int) -> None:
        """The table's picture, whose game over ends the bench instead of showing the result."""
        super().show_game(animate_from)
        self.director.on_stop = self._on_stop

    def _on_stop(self, event: ev.Event) -> None:
        if isinstance(event, ev.GameOver):
            self.app.running = False  # the bench ends here if its time has not run out
            return
        self.commands.on_stop(event)


def _bot_worker(level: str, seed: int) -> Any:
    """A worker factory that also seats a bot of ``level`` in the human's seat 0."""
    def factory(specs: dict[int, tuple[str, int]]) -> Worker:
        return ProcessWorker({**specs, 0: (level, seed)})
    return factory


def summary(frames_ms: list[float]) -> dict[str, float]:
    """Median, 99th percentile and maximum of frame times in ms (rounded to 0.01), the number
    of frames, how many took over 33 ms, and the first one (it renders the cards at this size).

    >>> summary([1.0, 2.0, 40.0])["over_33ms"]
    1
    """
    ordered = sorted(frames_ms)
    p99 = ordered[min(len(ordered) - 1, max(0, round(0.99 * len(ordered)) - 1))]
    return {"median": round(statistics.median(ordered), 2), "p99": round(p99, 2),
            "max": round(ordered[-1], 2), "frames": len(ordered),
            "over_33ms": sum(ms > 33 for ms in ordered), "first": round(frames_ms[0], 2)}


def play_frames(size: tuple[int, int], seconds: float, seed: int = 7) -> list[float]:
    """Frame times (ms) of a bot-only game at normal speed for ``seconds`` of wall time."""
    # 6, 5, 4 … cards: big hands for the search first, then a score sheet and a new deal
    rules = preset("oh-pshaw").replace(schedule="descending", max_hand=6)
    app = App(size, worker_factory=_bot_worker(MY_LEVEL, seed), settings=Settings(speed="normal"))
    frames: list[float] = []
    app.on_frame = lambda s: frames.append(s * 1000)
    app.scenes.push(BotTable(app, rules, seed))
    end = time.perf_counter() + seconds
    try:
        while app.running and time.perf_counter() < end:
            app.frame()
            top = app.scenes.top
            if top is not None and top.overlay and getattr(top, "age", 0.0) >= SHEET_SECONDS:
                top.close()  # type: ignore[attr-defined]
    finally:
        while app.scenes.stack:
            app.scenes.pop()
    return frames


def static_cpu(size: tuple[int, int], seconds: float, seed: int = 3) -> tuple[float, int]:
    """CPU share (%) of this process and frames drawn over ``seconds`` of a still table:
    the human to bid or play, nothing moving, no input."""
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"))
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], seed)
    app.scenes.push(table)
    try:
        deadline = time.perf_counter() + 30
        while not (table.human_turn and app.quiet()) and time.perf_counter() < deadline:
            app.frame()
        app.settings.speed = "normal"
        draws, wall, cpu = app.draws, time.perf_counter(), time.process_time()
        app.loop(until=lambda: time.perf_counter() - wall >= seconds)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        return round(100 * cpu / wall, 2), app.draws - draws
    finally:
        while app.scenes.stack:
            app.scenes.pop()


def same_picture(size: tuple[int, int], seconds: float, seed: int = 3) -> list[float]:
    """Frame times (ms) of one still table drawn again and again at 60 frames a second for
    ``seconds``: the same work every frame, so its spread is the machine's, not the table's
    (a shared virtual machine runs the same frame up to four times slower at its p99)."""
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"))
    table = TableScene(app, preset("oh-pshaw"), ["human", "normal", "normal", "normal"], seed)
    app.scenes.push(table)
    frames: list[float] = []
    try:
        deadline = time.perf_counter() + 30
        while not (table.human_turn and app.quiet()) and time.perf_counter() < deadline:
            app.frame()
        app.on_frame = lambda s: frames.append(s * 1000)
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.clock.tick(60)
            app.step(0.0)
    finally:
        while app.scenes.stack:
            app.scenes.pop()
    return frames


#: The fresh process: the imports of ``main.py play``, the window, the menu's first flip.
_CHILD = """
import json, time
import main
from ui.app import App
stamp = []
app = App()
app.on_frame = lambda s: stamp.append(time.time())
app.run(until=lambda: bool(stamp))
print(json.dumps({"flip": stamp[0]}))
"""


def first_frame(launches: int = 3) -> list[float]:
    """Seconds from starting a fresh interpreter to the first flip of the main menu, per launch."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    times = []
    for _ in range(launches):
        start = time.time()
        out = subprocess.run([sys.executable, "-c", _CHILD], cwd=ROOT,
                             env=env, capture_output=True, text=True, timeout=60, check=True)
        times.append(round(json.loads(out.stdout.strip().splitlines()[-1])["flip"] - start, 3))
    return times


def bench_ui(sizes: tuple[tuple[int, int], ...] = ((1280, 800), (1920, 1080)),
             seconds_static: float = 5.0, seconds_play: float = 40.0,
             launches: int = 3, seconds_same: float = 10.0) -> dict[str, Any]:
    """Measure the table: per window size the frame times (ms) of ``seconds_play`` of a
    bot-only game at normal speed (a Hard bot thinking in the worker process) and of
    ``seconds_same`` of one still picture drawn again (the machine's own spread), the CPU share
    of ``seconds_static`` on a still table at the first size, and the time to the first
    frame from launch (median of ``launches`` fresh processes). JSON-ready."""
    result: dict[str, Any] = {"sizes": {}}
    for w, h in sizes:
        result["sizes"][f"{w}x{h}"] = {"frame_ms": summary(play_frames((w, h), seconds_play)),
                                       "same_picture_ms": summary(same_picture((w, h), seconds_same))}
    cpu, draws = static_cpu(sizes[0], seconds_static)
    result["static_cpu_percent"] = cpu
    result["static_draws"] = draws
    runs = first_frame(launches)
    result["first_frame_s"] = statistics.median(runs)
    result["first_frame_runs_s"] = runs
    return result


if __name__ == "__main__":
    print(json.dumps(bench_ui(), indent=2))
