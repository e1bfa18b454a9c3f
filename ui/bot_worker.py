"""Bots think in a worker process, so the window keeps drawing at full rate.

On CPython a thread would compete with drawing for the interpreter, so the
seat's view is sent to a process that keeps one bot per seat. Tests use
:class:`InlineWorker`, which thinks at once in the same process.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Protocol

from game.actions import Action
from game.bots import Bot, analyse, make_bot
from game.bots.hard import Estimate
from game.view import SeatView

_bots: dict[int, Bot] = {}


def _setup(specs: dict[int, tuple[str, int]]) -> None:
    """Build the bots of every bot seat (runs in the worker)."""
    _bots.clear()
    for seat, (level, seed) in specs.items():
        _bots[seat] = make_bot(level, seed)


def _choose(view: SeatView) -> Action:
    """Ask the bot of ``view.seat`` (runs in the worker)."""
    return _bots[view.seat].choose(view)


def hint_for(view: SeatView, time_ms: float = 250.0) -> dict[Action, Estimate]:
    """The Hard bot's estimate of every legal action in ``view`` (runs in the worker);
    empty for decisions it does not analyse (passing, bid cards, trump)."""
    return analyse(view, seed=view.round_number, time_ms=time_ms)


class Worker(Protocol):
    """Something that answers a bot's choice later."""

    def ask(self, view: SeatView) -> Future[Action]:
        """Start thinking about ``view``; the future holds the action."""
        ...

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        """The Hard bot's estimate of each action in the human's ``view``."""
        ...

    def close(self) -> None:
        """Stop thinking and free the worker."""
        ...


class ProcessWorker:
    """One worker process holding the bots of a game (started with ``spawn``)."""

    def __init__(self, specs: dict[int, tuple[str, int]]) -> None:
        context = multiprocessing.get_context("spawn")  # no forked SDL state in the child
        self.pool = ProcessPoolExecutor(max_workers=1, mp_context=context,
                                        initializer=_setup, initargs=(specs,))

    def ask(self, view: SeatView) -> Future[Action]:
        """Send the view to the worker."""
        return self.pool.submit(_choose, view)

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        """Search the human's view in the worker."""
        return self.pool.submit(hint_for, view)

    def close(self) -> None:
        """Shut the worker down without waiting for a bot mid-thought."""
        self.pool.shutdown(wait=False, cancel_futures=True)


class InlineWorker:
    """Thinks in this process, at once (tests and screenshots)."""

    def __init__(self, specs: dict[int, tuple[str, int]]) -> None:
        self.bots = {seat: make_bot(level, seed) for seat, (level, seed) in specs.items()}

    def ask(self, view: SeatView) -> Future[Action]:
        """Choose now and return a finished future."""
        future: Future[Action] = Future()
        future.set_result(self.bots[view.seat].choose(view))
        return future

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        """A quick search now."""
        future: Future[dict[Action, Estimate]] = Future()
        future.set_result(hint_for(view, time_ms=30.0))
        return future

    def close(self) -> None:
        """Nothing to free."""
