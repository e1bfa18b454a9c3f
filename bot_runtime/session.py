"""Bots of a saved game: they think where :mod:`bot_runtime.worker` says, and their
random generators are kept in the :class:`~saves.session.Session`.

A save holds each bot's generator state so that a resumed game goes on
exactly as if it had never stopped. The process worker therefore starts
its bots from the session's generator states and sends each bot's new
state back with its action; the inline worker (tests, screenshots) simply
asks the session's own bots.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from bot_runtime.guard import build, decide
from bot_runtime.worker import InlineWorker, ProcessWorker, Worker, _pool
from game.actions import Action
from game.bots import Bot
from game.match import bot_seed
from game.view import SeatView
from saves.session import Session, restore_rng, rng_state

#: Seat -> (level, seed, generator state or None); what the worker process starts from.
Specs = dict[int, tuple[str, int, list[Any] | None]]

#: Seat -> (bot or None, seed, why it could not be built); the worker's bots.
_bots: dict[int, tuple[Bot | None, int, str]] = {}


def _setup(specs: Specs) -> None:
    """Build every bot seat's bot with its saved generator state (runs in the worker)."""
    _bots.clear()
    for seat, (level, seed, state) in specs.items():
        bot, broken = build(level, seed)
        if bot is not None and state is not None:
            with contextlib.suppress(Exception):  # a state it cannot take: it plays on from its seed
                restore_rng(bot, state, f"bot_rng[{seat}]")
        _bots[seat] = (bot, seed, broken)


def _choose(view: SeatView) -> tuple[Action, list[Any] | None, str]:
    """The bot's action (or the Normal bot's and the reason) and its generator state
    afterwards (runs in the worker)."""
    bot, seed, broken = _bots[view.seat]
    action, reason = decide(bot, view, seed, broken)
    return action, rng_state(bot), reason


def specs_of(session: Session) -> Specs:
    """What the worker needs to take over the session's bots."""
    seed = session.game.seed
    return {seat: (level, bot_seed(seed, seat), rng_state(bot))
            for seat, (level, bot) in enumerate(zip(session.seats, session.bots, strict=True))
            if level != "human"}


class SessionProcessWorker(ProcessWorker):
    """The bots of ``session`` in a worker process; each answer updates the session's bots.

    A restarted worker starts from the session's generator states as they are then.
    """

    def __init__(self, session: Session) -> None:
        self.session = session
        self.closed = False  # an answer arriving after close must not touch the session's bots
        super().__init__({seat: (level, seed) for seat, (level, seed, _) in specs_of(session).items()})

    def _start(self) -> ProcessPoolExecutor:
        return _pool(_setup, specs_of(self.session))

    def ask(self, view: SeatView) -> Future[Action]:
        """Send the view; the future holds the action once the session's bot has its new state."""
        seat = view.seat

        def unpack(result: tuple[Action, list[Any] | None, str]) -> tuple[Action, str]:
            action, state, reason = result
            try:
                if state is not None and not self.closed:
                    restore_rng(self.session.bots[seat], state, f"bot_rng[{seat}]")
            except Exception:  # a state the saver cannot keep must not stop the game
                pass
            return action, reason  # after the state: a save made once it is done has both

        return self._answer(self._submit(_choose, view), seat, unpack)

    def close(self) -> None:
        """Stop the worker; answers still on their way leave the session's bots alone."""
        self.closed = True
        super().close()


class SessionInlineWorker(InlineWorker):
    """Asks the session's own bots at once, in this process (tests and screenshots)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        seed = session.game.seed
        self.seats = {seat: (bot, level, bot_seed(seed, seat), "")
                      for seat, (level, bot) in enumerate(zip(session.seats, session.bots, strict=True))
                      if bot is not None}


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
