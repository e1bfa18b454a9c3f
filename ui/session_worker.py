"""Bots of a saved game: they think where :mod:`ui.bot_worker` says, and their
random generators are kept in the :class:`~saves.session.Session`.

A save holds each bot's generator state so that a resumed game goes on
exactly as if it had never stopped. The process worker therefore starts
its bots from the session's generator states and sends each bot's new
state back with its action; the inline worker (tests, screenshots) simply
asks the session's own bots.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from game.actions import Action
from game.bots import Bot, make_bot
from game.bots.hard import Estimate
from game.match import bot_seed
from game.view import SeatView
from saves.session import Session, restore_rng, rng_state
from ui.bot_worker import InlineWorker, ProcessWorker, Worker, hint_for

#: Seat -> (level, seed, generator state or None); what the worker process starts from.
Specs = dict[int, tuple[str, int, list[Any] | None]]

_bots: dict[int, Bot] = {}


def _setup(specs: Specs) -> None:
    """Build every bot seat's bot with its saved generator state (runs in the worker)."""
    _bots.clear()
    for seat, (level, seed, state) in specs.items():
        bot = make_bot(level, seed)
        if state is not None:
            restore_rng(bot, state, f"bot_rng[{seat}]")
        _bots[seat] = bot


def _choose(view: SeatView) -> tuple[Action, list[Any] | None]:
    """The bot's action and its generator state afterwards (runs in the worker)."""
    bot = _bots[view.seat]
    return bot.choose(view), rng_state(bot)


def specs_of(session: Session) -> Specs:
    """What the worker needs to take over the session's bots."""
    seed = session.game.seed
    return {seat: (level, bot_seed(seed, seat), rng_state(bot))
            for seat, (level, bot) in enumerate(zip(session.seats, session.bots, strict=True))
            if level != "human"}


class SessionProcessWorker:
    """The bots of ``session`` in a worker process; each answer updates the session's bots."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.closed = False  # an answer arriving after close must not touch the session's bots
        context = multiprocessing.get_context("spawn")  # no forked SDL state in the child
        self.pool = ProcessPoolExecutor(max_workers=1, mp_context=context,
                                        initializer=_setup, initargs=(specs_of(session),))

    def ask(self, view: SeatView) -> Future[Action]:
        """Send the view; the future holds the action once the session's bot has its new state."""
        outer: Future[Action] = Future()
        inner = self.pool.submit(_choose, view)
        seat = view.seat

        def done(finished: Future[tuple[Action, list[Any] | None]]) -> None:
            if finished.cancelled() or self.closed:
                outer.cancel()
                return
            error = finished.exception()
            if error is not None:
                outer.set_exception(error)
                return
            action, state = finished.result()
            bot = self.session.bots[seat]
            try:
                if state is not None:
                    restore_rng(bot, state, f"bot_rng[{seat}]")
            except Exception:  # a state the saver cannot keep must not stop the game
                pass
            outer.set_result(action)  # after the state: a save made once it is done has both

        inner.add_done_callback(done)
        return outer

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        """Search the human's view in the worker."""
        return self.pool.submit(hint_for, view)

    def close(self) -> None:
        """Shut the worker down without waiting for a bot mid-thought."""
        self.closed = True
        self.pool.shutdown(wait=False, cancel_futures=True)


class SessionInlineWorker(InlineWorker):
    """Asks the session's own bots at once, in this process (tests and screenshots)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.bots = {seat: bot for seat, bot in enumerate(session.bots) if bot is not None}


def session_worker(factory: Callable[[dict[int, tuple[str, int]]], Worker],
                   session: Session) -> Worker:
    """The worker for ``session``'s bots, of the kind the app's ``factory`` makes.

    An unknown factory (an injected test double) gets the plain seat specs;
    its bots then start from their seeds and the saves keep the session's
    generator states as they were.
    """
    if factory is ProcessWorker:
        return SessionProcessWorker(session)
    if factory is InlineWorker:
        return SessionInlineWorker(session)
    return factory({seat: (level, seed) for seat, (level, seed, _) in specs_of(session).items()})
