"""A bot that fails does not stop the game: the Normal bot decides in its place.

A bot can fail to be built (an outside ``py:module:Class``), raise, answer
with an action that is not legal, or take too long. Then that one decision
is the Normal bot's choice from the same view (:func:`stand_in`), a line
naming the seat, the level and the reason is logged, and the game goes on.

Where the bot runs (the worker process, or this process for the inline
worker), :func:`build` and :func:`decide` catch construction errors,
exceptions and illegal answers. The table catches what only it can see
(:class:`Asked`): an answer later than :func:`limit_s`, or a worker that
broke; it then restarts the worker, so the next question has a fresh one.
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import Future
from typing import Any

from game.actions import Action
from game.bots import Bot, ExpertBot, HardBot, make_bot
from game.errors import shown
from game.view import SeatView

log = logging.getLogger(__name__)

#: Seconds an answer may take beyond the bot's own budget before the Normal bot decides.
#: Generous: a worker process may start cold (imports) or share a busy machine, and
#: a slow answer costs a wait while a missed one replaces a real decision.
MARGIN_S = 5.0
#: The budget of bots that have none of their own (the levels below Hard, outside bots).
DEFAULT_BUDGET_S = 1.0


def limit_s(level: str) -> float:
    """Seconds the table waits for a ``level`` bot before the Normal bot decides."""
    searching = {"hard": HardBot, "expert": ExpertBot}.get(level)
    budget = searching(0).time_ms / 1000 if searching else DEFAULT_BUDGET_S
    return budget + MARGIN_S


#: Set in the bots' process: whether the table asked the bot thinking now to hurry.
_hurry: Any = None


def set_hurry(event: Any) -> None:
    """The event (shared with the table) that asks a searching bot to answer at once."""
    global _hurry
    _hurry = event


def hurried() -> bool:
    """The table asked for the answer now (a searching bot stops with its best so far)."""
    return _hurry is not None and bool(_hurry.is_set())


def failure(error: BaseException) -> str:
    """What a bot's exception says, on one line: ``RuntimeError: no book``, or
    ``called sys.exit(3)`` (a bot may not end the program it plays in)."""
    if isinstance(error, SystemExit):
        return f"called sys.exit({shown(error.code)!r})"
    text = " ".join(str(error).split())  # a message of many lines must not become many lines
    return f"{type(error).__name__}: {shown(text)}" if text else type(error).__name__


def build(level: str, seed: int) -> tuple[Bot | None, str]:
    """The bot of a seat, or ``None`` and why it could not be built."""
    try:
        bot = make_bot(level, seed)
    except ValueError as error:  # the spec names nothing usable: the reason says which
        return None, f"could not be built: {error}"
    except (Exception, SystemExit) as error:  # an outside bot's module or constructor may do anything
        return None, f"could not be built: {failure(error)}"
    if isinstance(bot, HardBot):
        bot.hurry = hurried
    return bot, ""


def decide(bot: Bot | None, view: SeatView, seed: int, broken: str = "") -> tuple[Action, str]:
    """``bot``'s action for ``view``, or the Normal bot's and the reason ("" when the bot's
    own answer stands). ``broken`` says why there is no bot."""
    if bot is None:
        return stand_in(view, seed), broken or "has no bot"
    try:
        action = bot.choose(view)
    except SystemExit as error:  # not the end of the game it plays in
        return stand_in(view, seed), failure(error)
    except Exception as error:  # the bot's fault, not the game's
        return stand_in(view, seed), f"raised {failure(error)}"
    try:
        if action in view.legal:
            return action, ""
    except Exception:  # an answer whose == raises is no action either
        pass
    return stand_in(view, seed), f"chose {shown(_repr(action))}, which is not legal"


def _repr(value: object) -> str:
    """``repr(value)`` on one line, or its type when even that fails."""
    try:
        return " ".join(repr(value).split())
    except Exception:
        return f"a {type(value).__name__}"


def stand_in(view: SeatView, seed: int) -> Action:
    """The Normal bot's choice for ``view`` (the first legal action should even that fail)."""
    try:
        action = make_bot("normal", seed).choose(view)
    except Exception:  # pragma: no cover - the Normal bot is tested on every preset
        log.exception("the Normal bot failed on seat %d", view.seat)
        return view.legal[0]
    return action if action in view.legal else view.legal[0]


def report(seat: int, level: str, reason: str) -> None:
    """The one log line of a replaced decision."""
    log.warning("seat %d (%s) %s; the Normal bot decided instead", seat, level, reason)


class Asked:
    """One question to the worker, with its deadline.

    ``ready()`` once the answer is in or late; ``action()`` is then the bot's
    answer, or the Normal bot's choice when the answer failed, is not legal
    or is late (logged, and the worker restarted).
    """

    def __init__(self, worker: Any, view: SeatView, level: str, seed: int) -> None:
        self.worker, self.view, self.level, self.seed = worker, view, level, seed
        self.limit = limit_s(level)
        self.deadline = time.monotonic() + self.limit
        try:
            self.future: Future[Action] = worker.ask(view)
        except Exception as error:  # a worker that cannot even take the question
            self.future = Future()
            self.future.set_exception(error)

    def ready(self) -> bool:
        """The answer is in, or it is late."""
        return self.future.done() or time.monotonic() >= self.deadline

    def action(self) -> Action:
        """The action to apply (call once :meth:`ready`)."""
        stuck = True  # the worker is lost or busy with the late answer: start a new one
        if self.future.done():
            try:
                action = self.future.result()
            except Exception as error:
                reason = f"lost its worker ({type(error).__name__}: {error})"
            else:
                if action in self.view.legal:
                    return action
                reason, stuck = f"chose {action!r}, which is not legal", False
        else:
            self.future.cancel()
            reason = f"gave no answer within {self.limit:.1f} s"
        report(self.view.seat, self.level, reason)
        restart = getattr(self.worker, "restart", None)
        if stuck and restart is not None:
            try:
                restart()
            except Exception as error:  # no new process now; the next question tries again
                log.warning("the bots' worker did not restart: %s", error)
        return stand_in(self.view, self.seed)
