"""The monkey test: tens of thousands of random events into the real app, in a seeded run.

The run is cut into *episodes*. Each starts a fresh :class:`~ui.app.App`
(its own ``OHPSHAW_HOME`` folder, bots thinking in this process) on one of the
starts of :mod:`devtools.monkey.starts`, at one of the run's window sizes (each
round of the starts at the next size), and feeds it random gestures
(:mod:`devtools.monkey.events`), aimed the way a player aims them most of the time
(:mod:`devtools.monkey.aim`: cards and bids at a table, the way back to it from a
pause menu or a score sheet), a batch before each frame, with a random frame
time: events land during animations, bot pauses and score sheets alike.
After every frame it checks that the program did not raise, that a scene is
showing, and at every table (:mod:`devtools.monkey.checks`) that the engine keeps
its invariants (:mod:`game.invariants`), that the hand drawn is the hand the
engine holds whenever the table has caught up, and that a table waiting for
no one does not stand still. Quitting (the Quit entry, the close button) is
counted and the app starts again at the menu.

Episode *k* of seed *S* has its own seed (``S`` itself for the first), so a
failure is reported with the command that replays just that episode up to
the failing event. Bots decide the same way from the same seed, so the run
is the same event for event (the Hint's timed search only changes its text).
"""

from __future__ import annotations

import os
import random
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bot_runtime.worker import InlineWorker, ProcessWorker
from devtools.monkey.aim import AimedGestures
from devtools.monkey.checks import Failure, Result, TableWatch, analysis_problem
from devtools.monkey.events import Batch, post
from devtools.monkey.starts import starts
from saves.paths import HOME_VARIABLE
from ui.app import DEFAULT_SIZE, MIN_SIZE, App
from ui.core.settings import SPEEDS, Settings


def episode_seed(seed: int, index: int) -> int:
    """The seed of episode ``index`` of a run seeded ``seed``: ``seed`` itself for the first."""
    return seed if index == 0 else random.Random(f"{seed}/{index}").randrange(2**31)


def run_monkey(events: int, seed: int, home: Path, start: str | None = None, episode: int = 1000,
               process_worker: bool = False,
               on_failure: Callable[[Failure], None] | None = None,
               sizes: Sequence[tuple[int, int]] = (DEFAULT_SIZE,)) -> Result:
    """Post ``events`` random events, ``episode`` per episode, over every start (or only
    ``start``), the first round of the starts at the first of ``sizes``, the next at the
    next; files go under ``home``. Returns what happened."""
    if events < 1 or episode < 1:
        raise ValueError("--events and --episode must be at least 1")
    if not sizes:
        raise ValueError("the monkey needs a window size")
    factory = ProcessWorker if process_worker else InlineWorker
    os.environ["OHPSHAW_NETWORK"] = "loopback"  # Join game and hosted tables stay on this computer
    result = Result(seed)
    began = time.perf_counter()
    with _private_home(home / "probe"):
        names = list(starts(App(DEFAULT_SIZE, worker_factory=factory)))
    if start is not None and start not in names:
        raise ValueError(f"unknown start {start!r}; starts are: {', '.join(names)}")
    result.starts = [start] if start else names
    result.sizes = list(sizes)
    index = spent = 0
    while spent < events:  # a failed episode ends early; the next one starts on its own slice
        name = result.starts[index % len(result.starts)]
        size = sizes[index // len(result.starts) % len(sizes)]
        budget = min(episode, events - spent)
        spent += budget
        with _private_home(home / f"{index:04d}-{name}"):
            failure = Episode(name, episode_seed(seed, index), budget, factory, result, size).run()
        if failure is not None:
            result.failures.append(failure)
            if on_failure is not None:
                on_failure(failure)
        index += 1
    result.episodes = index
    result.seconds = time.perf_counter() - began
    result.peak_rss_mb = _peak_rss_mb()
    import pygame
    pygame.quit()
    return result


class Episode:
    """One fresh app, one start, ``budget`` events; :meth:`run` returns the first failure."""

    def __init__(self, name: str, seed: int, budget: int, factory: Callable[..., Any],
                 result: Result, size: tuple[int, int] = DEFAULT_SIZE) -> None:
        self.name, self.seed, self.budget, self.result, self.size = name, seed, budget, result, size
        self.rng = random.Random(seed)
        self.posted = 0
        speed = self.rng.choices(list(SPEEDS), weights=[2, 5, 2, 1])[0]
        self.app = App(size, worker_factory=factory, settings=Settings(speed=speed))
        self.watch = TableWatch(self.result, real_time=factory is ProcessWorker)

    def run(self) -> Failure | None:
        """Start, feed events frame by frame, check after each; clean up."""
        import pygame
        pygame.event.clear()
        gestures, queue = AimedGestures(self.app, self.rng), deque[Batch]()
        with _seeded_system_random(random.Random(self.seed + 1)):
            failure = self._guard("start", lambda: starts(self.app)[self.name](self.app, self.seed))
            def refill() -> None:
                if not queue:
                    queue.extend(gestures.next())

            while failure is None and self.posted < self.budget:
                failure = self._guard("exception", refill)
                if failure is None:
                    failure = self._frame(queue.popleft())
        closing = self._guard("exception", self._close)
        self.result.events += self.posted
        return failure or closing

    def _frame(self, batch: Batch) -> Failure | None:
        app, result = self.app, self.result
        self.posted += post(batch, app.size)
        dt = self._dt()
        began = time.perf_counter()
        failure = self._guard("exception", lambda: self._step(dt))
        took = (time.perf_counter() - began) * 1000
        if took > result.worst_frame_ms:
            result.worst_frame_ms, result.worst_frame = took, self._where()
        result.frames += 1
        top = app.scenes.top
        result.scenes[type(top).__name__ if top is not None else "none"] += 1
        return failure or self._check(dt)

    def _step(self, dt: float) -> None:
        app = self.app
        app.step(dt)  # not app.frame(): its clock would make the run depend on real time
        if not app.running:  # Quit, or the window closed: count it and open the menu again
            from ui.scenes.menu import MenuScene
            self.result.restarts += 1
            app.running = True
            app.scenes.replace(MenuScene(app))

    def _dt(self) -> float:
        """A frame's seconds: mostly 1/60, sometimes none, a slow frame or a long stall."""
        roll = self.rng.random()
        if roll < 0.6:
            return 1 / 60
        if roll < 0.75:
            return 0.0
        if roll < 0.9:
            return self.rng.uniform(0.0, 0.2)
        if roll < 0.98:
            return self.rng.uniform(0.2, 1.5)
        return self.rng.uniform(2.0, 6.0)

    def _close(self) -> None:
        while self.app.scenes.stack:
            self.app.scenes.pop()

    def _guard(self, kind: str, work: Callable[[], object]) -> Failure | None:
        try:
            work()
        except Exception as error:
            return self._failure(kind, f"{type(error).__name__}: {error}", traceback.format_exc())
        return None

    def _failure(self, kind: str, message: str, detail: str = "") -> Failure:
        return Failure(kind, self.name, self.seed, self.posted, message,
                       f"{self._where()}\n{detail}".rstrip(), self.size)

    def _where(self) -> str:
        stack = " > ".join(type(s).__name__ for s in self.app.scenes.stack) or "(none)"
        w, h = self.app.size
        return (f"start {self.name}, event {self.posted}; scenes: {stack}; window {w}x{h}"
                f"{' fullscreen' if self.app.fullscreen else ''}")

    # -- checks ---------------------------------------------------------------------

    def _check(self, dt: float) -> Failure | None:
        app = self.app
        if not app.scenes.stack:
            return self._failure("no-scene", "no scene is showing: nothing to draw or click")
        w, h = app.size
        if not app.fullscreen and (w < MIN_SIZE[0] or h < MIN_SIZE[1]):
            return self._failure("window", f"the window is {w}x{h}, below the minimum")
        from ui.table.scene import TableScene
        for scene in app.scenes.stack:
            if isinstance(scene, TableScene):
                found = self.watch.table(scene, scene is app.scenes.top, dt)
                if found is not None:
                    return self._failure(*found)
        found = analysis_problem(app.nav.looking)
        return self._failure(*found) if found is not None else None


@contextmanager
def _private_home(folder: Path) -> Iterator[None]:
    """Point OHPSHAW_HOME at ``folder`` for a while: each episode starts with no saves."""
    old = os.environ.get(HOME_VARIABLE)
    os.environ[HOME_VARIABLE] = str(folder)
    try:
        yield
    finally:
        if old is None:
            del os.environ[HOME_VARIABLE]
        else:
            os.environ[HOME_VARIABLE] = old


@contextmanager
def _seeded_system_random(rng: random.Random) -> Iterator[None]:
    """New games take their seed from ``random.SystemRandom()``; during an episode they take
    it from the episode's seed instead, so a failure replays."""
    original = random.SystemRandom
    random.SystemRandom = lambda *args: random.Random(rng.getrandbits(64))  # type: ignore[assignment,misc]
    try:
        yield
    finally:
        random.SystemRandom = original  # type: ignore[misc]


def _peak_rss_mb() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
