"""Looking back at a game in a worker process, round by round, so the window never waits.

The window sends a finished game's record and a range of rounds; the worker
replays the record and judges the decisions of those rounds with the Hard
bot's search (:mod:`game.analysis`), keeping one judge for the whole game
(what it learns of the table from the earlier rounds is worked out once).
Each round comes back as its own future, so the window shows progress as
they arrive. :class:`InlineAnalyst` does the same in this process, one round
each time the window calls :meth:`~InlineAnalyst.step` (tests and
screenshots): the window stays responsive there too.
"""

from __future__ import annotations

import multiprocessing
import time
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol

from bot_runtime.parent_watch import exit_with_parent
from game.analysis import Judge, Rating
from game.analysis.judge import rate_game
from game.record import replay

#: Seconds of judging an :class:`InlineAnalyst` does in one frame of the window.
SLICE = 0.01
#: The worker's judge, kept from one round to the next.
_judge: Judge | None = None


def _setup(budgets: tuple[int, int]) -> None:
    """Make the worker's judge (runs in the worker); end with the window."""
    global _judge
    exit_with_parent()
    _judge = Judge(*budgets)


def judge_rounds(record: dict[str, Any], first: int, last: int,
                 judge: Judge | None = None) -> list[Rating]:
    """The ratings of every decision of rounds ``first`` to ``last`` of the game in ``record``
    (already checked by the window: :mod:`saves.finished`). Runs in the worker."""
    return list(ratings_of(record, first, last, judge or _judge or Judge()))


def ratings_of(record: dict[str, Any], first: int, last: int, judge: Judge) -> Iterator[Rating]:
    """The ratings of rounds ``first`` to ``last`` one decision at a time (the game is
    replayed at the first)."""
    yield from rate_game(replay(record), judge, range(first, last + 1))


class Analyst(Protocol):
    """Judges the rounds of a finished game somewhere else than the window's frame loop."""

    judge: Judge  # its budgets name the analysis kept beside a record

    def rate(self, record: dict[str, Any], first: int, last: int) -> Future[list[Rating]]:
        """Start judging rounds ``first`` to ``last``; the future holds their ratings."""
        ...

    def step(self) -> None:
        """Let some work happen now (the frame loop calls this; a process needs nothing)."""
        ...

    def close(self) -> None:
        """Stop, even mid-round, and free what the analyst holds."""
        ...


class ProcessAnalyst:
    """A worker process of its own (``spawn``, like the bots'), started at the first round asked."""

    def __init__(self, judge: Judge | None = None) -> None:
        self.judge = judge or Judge()
        self.pool: ProcessPoolExecutor | None = None

    def rate(self, record: dict[str, Any], first: int, last: int) -> Future[list[Rating]]:
        """Send the record and the rounds to the worker."""
        if self.pool is None:
            self.pool = _pool(_setup, (self.judge.play_deals, self.judge.bid_deals))
        try:
            return self.pool.submit(judge_rounds, record, first, last)
        except (BrokenProcessPool, RuntimeError):  # the process died: a fresh one
            self.close()
            self.pool = _pool(_setup, (self.judge.play_deals, self.judge.bid_deals))
            return self.pool.submit(judge_rounds, record, first, last)

    def step(self) -> None:
        """The worker runs by itself."""

    def close(self) -> None:
        """End the worker now (it may be mid-round)."""
        if self.pool is not None:
            _stop(self.pool)
            self.pool = None


class InlineAnalyst:
    """Judges in this process (tests, screenshots, the monkey), a slice of about
    :data:`SLICE` seconds of decisions each :meth:`step`, so a frame of the window waits
    for a few decisions, not for a whole round (a round of nine players of Oh-Seven took
    1.8 s)."""

    def __init__(self, judge: Judge | None = None) -> None:
        self.judge = judge or Judge()
        self.jobs: deque[tuple[Future[list[Rating]], Iterator[Rating], list[Rating]]] = deque()

    def rate(self, record: dict[str, Any], first: int, last: int) -> Future[list[Rating]]:
        """Queue the rounds; :meth:`step` judges them."""
        future: Future[list[Rating]] = Future()
        self.jobs.append((future, ratings_of(record, first, last, self.judge), []))
        return future

    def step(self) -> None:
        """Judge the next decisions of the queued rounds: at least one, then more while the
        slice lasts."""
        end = time.perf_counter() + SLICE
        while self.jobs:
            future, ratings, judged = self.jobs[0]
            if future.done():  # cancelled, or settled some other way
                self.jobs.popleft()
                continue
            try:
                judged.append(next(ratings))
            except StopIteration:
                self.jobs.popleft()
                future.set_result(judged)
            except Exception as error:  # a failed analysis is reported, not a crash
                self.jobs.popleft()
                future.set_exception(error)
            if time.perf_counter() >= end:
                return

    def close(self) -> None:
        """Drop what is queued."""
        for future, _ratings, _judged in self.jobs:
            future.cancel()
        self.jobs.clear()


def _pool(setup: Callable[[Any], None], budgets: object) -> ProcessPoolExecutor:
    context = multiprocessing.get_context("spawn")  # no forked SDL state in the child
    return ProcessPoolExecutor(max_workers=1, mp_context=context, initializer=setup,
                               initargs=(budgets,))


def _stop(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down and end its process now."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
