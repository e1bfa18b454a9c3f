"""Bots think in a worker process, so the window keeps drawing at full rate.

On CPython a thread would compete with drawing for the interpreter, so the
seat's view is sent to a process that keeps one bot per seat. Tests use
:class:`InlineWorker`, which thinks at once in the same process.
"""

from __future__ import annotations

import gc
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Protocol

from bot_runtime.guard import build, decide, report, set_hurry
from bot_runtime.parent_watch import exit_with_parent
from game.actions import Action
from game.analysis.coach import Advice, advise
from game.analysis.judge import Judge
from game.bots import HINT_MS, Bot, Estimate, analyse
from game.view import SeatView

#: Seat -> (bot or None, level, seed, why it could not be built); the worker's bots.
_bots: dict[int, tuple[Bot | None, str, int, str]] = {}
#: The coach's judge, made at its first question (a table without the coach never pays for it).
_coach_judge: Judge | None = None


def _setup(specs: dict[int, tuple[str, int]]) -> None:
    """Build the bots of every bot seat (runs in the worker); one that fails stays ``None``."""
    _bots.clear()
    for seat, (level, seed) in specs.items():
        bot, broken = build(level, seed)
        _bots[seat] = (bot, level, seed, broken)


def _choose(view: SeatView) -> tuple[Action, str]:
    """Ask the bot of ``view.seat`` (runs in the worker): its action, or the Normal bot's
    and the reason."""
    bot, _, seed, broken = _bots[view.seat]
    return decide(bot, view, seed, broken)


def hint_for(view: SeatView, time_ms: float = HINT_MS) -> dict[Action, Estimate]:
    """The Expert bot's estimate of every legal action in ``view`` (runs in the worker);
    empty for decisions it does not analyse (passing, bid cards, trump)."""
    return analyse(view, seed=view.round_number, time_ms=time_ms)


def coach_for(view: SeatView, action: Action) -> Advice:
    """The coach's verdict on ``action`` taken in the human's ``view`` (runs in the worker,
    which holds one judge for the whole game)."""
    global _coach_judge
    if _coach_judge is None:
        _coach_judge = Judge()
    return advise(view, action, _coach_judge)


class Worker(Protocol):
    """Something that answers a bot's choice later."""

    def ask(self, view: SeatView) -> Future[Action]:
        """Start thinking about ``view``; the future holds the action."""
        ...

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        """The Expert bot's estimate of each action in the human's ``view``."""
        ...

    def coach(self, view: SeatView, action: Action) -> Future[Advice]:
        """The judge's word on ``action``, just taken in the human's ``view``."""
        ...

    def close(self) -> None:
        """Stop thinking and free the worker."""
        ...


class ProcessWorker:
    """One worker process holding the bots of a game (started with ``spawn``).

    A failed decision comes back as the Normal bot's, with its reason logged
    here; :meth:`restart` replaces a worker that is stuck or broken.
    """

    def __init__(self, specs: dict[int, tuple[str, int]]) -> None:
        self.specs = specs
        self.hurry_event = multiprocessing.get_context("spawn").Event()
        self.pool = self._start()

    def _start(self) -> ProcessPoolExecutor:
        return _pool(_setup, self.specs, self.hurry_event)

    def ask(self, view: SeatView) -> Future[Action]:
        """Send the view to the worker."""
        self.hurry_event.clear()
        return self._answer(self._submit(_choose, view), view.seat, lambda result: result)

    def hurry(self) -> None:
        """Ask the bot thinking now for its best answer so far (Space at the table)."""
        self.hurry_event.set()

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        """Search the human's view in the worker."""
        return self._submit(hint_for, view)

    def coach(self, view: SeatView, action: Action) -> Future[Advice]:
        """Judge the human's ``action`` in the worker."""
        return self._submit(coach_for, view, action)

    def restart(self) -> None:
        """Stop the worker, even mid-thought, and start a fresh one."""
        old, self.pool = self.pool, self._start()
        _stop(old)

    def close(self) -> None:
        """Stop the worker without waiting for a bot mid-thought."""
        _stop(self.pool)

    def _submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        try:
            return self.pool.submit(fn, *args)
        except (BrokenProcessPool, RuntimeError):  # the process died (or was shut down)
            self.restart()
            return self.pool.submit(fn, *args)

    def _answer(self, inner: Future[Any], seat: int,
                unpack: Callable[[Any], tuple[Action, str]]) -> Future[Action]:
        """A future of the action in ``inner``'s result; a replaced decision is logged here."""
        outer: Future[Action] = Future()
        level = self.specs[seat][0]

        def done(finished: Future[Any]) -> None:
            try:
                if finished.cancelled():
                    outer.cancel()
                elif (error := finished.exception()) is not None:
                    outer.set_exception(error)
                else:
                    action, reason = unpack(finished.result())
                    if reason:
                        report(seat, level, reason)
                    outer.set_result(action)
            except InvalidStateError:  # the table gave up on this answer and cancelled it
                pass

        inner.add_done_callback(done)
        return outer


def _pool(setup: Callable[[Any], None], specs: object, hurry: Any = None) -> ProcessPoolExecutor:
    context = multiprocessing.get_context("spawn")  # no forked SDL state in the child
    return ProcessPoolExecutor(max_workers=1, mp_context=context, initializer=_start,
                               initargs=(setup, specs, hurry))


def _start(setup: Callable[[Any], None], specs: object, hurry: Any = None) -> None:
    """Set the worker up, then freeze what it holds (modules, tables, bots) out of the
    collector's sight: a full collection then scans only what the games make, instead
    of pausing a bot's decision for 5-10 ms now and then. The worker ends with the
    window, even a killed one (:mod:`bot_runtime.parent_watch`). ``hurry``: the event
    the table sets to have the bot thinking answer at once."""
    exit_with_parent()
    set_hurry(hurry)
    setup(specs)
    gc.freeze()


def _stop(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down and end its process now (a bot may be stuck in a loop or a sleep)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()


class InlineWorker:
    """Thinks in this process, at once (tests and screenshots)."""

    def __init__(self, specs: dict[int, tuple[str, int]]) -> None:
        self.seats: dict[int, tuple[Bot | None, str, int, str]] = {}
        for seat, (level, seed) in specs.items():
            bot, broken = build(level, seed)
            self.seats[seat] = (bot, level, seed, broken)

    def ask(self, view: SeatView) -> Future[Action]:
        """Choose now and return a finished future."""
        bot, level, seed, broken = self.seats[view.seat]
        action, reason = decide(bot, view, seed, broken)
        if reason:
            report(view.seat, level, reason)
        future: Future[Action] = Future()
        future.set_result(action)
        return future

    def hurry(self) -> None:
        """Nothing to hurry: the inline worker answers at once."""

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        """A quick search now."""
        future: Future[dict[Action, Estimate]] = Future()
        future.set_result(hint_for(view, time_ms=30.0))
        return future

    def coach(self, view: SeatView, action: Action) -> Future[Advice]:
        """The judge's word now (the same judge as in play: the coach says the same)."""
        future: Future[Advice] = Future()
        future.set_result(coach_for(view, action))
        return future

    def close(self) -> None:
        """Nothing to free."""
