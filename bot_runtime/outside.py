"""Outside bots of the command line (``simulate --seats py:module:Class``), kept apart.

An outside bot is code the program has never seen: its module may not even
parse, may raise or call ``sys.exit`` as it is imported, and its ``choose``
may raise, answer nonsense, loop for ever or end its process. As at the
table, such bots run in a worker process of their own (started with
``spawn``, ending with the program: :mod:`bot_runtime.parent_watch`), are
built and asked through :mod:`bot_runtime.guard`, and each decision has a
time budget. Unlike the table, a simulation does not let the Normal bot
stand in: its figures must be the outside bot's own. So the first failure
stops the run with one line naming the seat, the spec and what went wrong:
a :class:`~game.match.BotError` (the bot's fault: exit code 1), or a
``ValueError`` when the spec names nothing that can be imported (a mistake in
the command: exit code 2).

The command line waits for each answer, so the worker is asked over a pipe
(``poll`` with the budget, then ``recv``) rather than through the table's
pool of futures, which a frame loop polls: a question costs about 0.07 ms
instead of 0.9 ms, which a simulation of many games pays at every decision.

>>> bots = OutsideBots(budget_s=30.0)
>>> bots.close()  # no process is started until a seat asks for one
"""

from __future__ import annotations

import multiprocessing
import signal
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from bot_runtime.guard import DEFAULT_BUDGET_S, MARGIN_S, decide, failure
from bot_runtime.parent_watch import exit_with_parent
from game.actions import Action
from game.bots import Bot, make_bot
from game.errors import shown
from game.match import BotError
from game.view import SeatView

#: Seconds a decision may take unless ``--bot-time`` says otherwise: what the table waits.
BUDGET_S = DEFAULT_BUDGET_S + MARGIN_S
#: Seconds a stopped worker has to end before it is killed (a bot may set SIGTERM aside).
STOP_GRACE_S = 1.0


def _serve(conn: Connection) -> None:
    """The worker: build and ask the seats' bots as the program says, until it hangs up."""
    exit_with_parent()
    if hasattr(signal, "SIGINT"):  # Ctrl-C is the program's to answer: it ends this process
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    seats: dict[int, tuple[Bot, int]] = {}
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request[0] == "build":
            reply: tuple[Any, str] = _build(seats, *request[1:])
        else:
            bot, seed = seats[request[1].seat]
            reply = decide(bot, request[1], seed)  # an answer that is not legal comes with why
        conn.send(reply)


def _build(seats: dict[int, tuple[Bot, int]], seat: int, spec: str, seed: int) -> tuple[bool, str]:
    """Build the bot of ``seat`` (in the worker): ``(True, "")``, or whether the fault is the
    bot's (``True``: its module or constructor failed) or the spec's (nothing to import), and why."""
    seats.pop(seat, None)
    try:
        bot = make_bot(spec, seed)
    except ValueError as error:  # no such module or class
        return False, str(error)
    except (Exception, SystemExit) as error:
        return True, f"could not be built: {failure(error)}"
    seats[seat] = (bot, seed)
    return True, ""


class OutsideBots:
    """The outside bots of a run, in one worker process started when the first is built.

    ``budget_s``: seconds each decision may take; building a bot (its module imported in a
    process that may start cold) may take :data:`~bot_runtime.guard.MARGIN_S` more.
    """

    def __init__(self, budget_s: float = BUDGET_S) -> None:
        self.budget_s = budget_s
        self.conn: Connection | None = None
        self.process: BaseProcess | None = None

    def bot(self, seat: int, spec: str, seed: int) -> Bot:
        """The bot of ``seat`` for one match: built in the worker now, asked there later."""
        limit = self.budget_s + MARGIN_S
        spec_ok, reason = self._ask(("build", seat, spec, seed), limit, seat, spec,
                                    f"was not built within {limit:g} s")
        if not spec_ok:
            raise ValueError(f"seat {seat}: {_line(reason)}")
        if reason:
            raise BotError(f"seat {seat} ({shown(spec)}) {_line(reason)}")
        return _Asked(self, seat, spec)

    def choose(self, seat: int, spec: str, view: SeatView) -> Action:
        """The action of ``seat``'s bot for ``view``; :class:`BotError` when it has none in time."""
        answer: tuple[Action, str] = self._ask(("choose", view), self.budget_s, seat, spec,
                                               f"gave no answer within {self.budget_s:g} s")
        action, reason = answer
        if reason:
            raise BotError(f"seat {seat} ({shown(spec)}) {_line(reason)}")
        return action

    def _ask(self, request: tuple[Any, ...], limit: float, seat: int, spec: str,
             late: str) -> tuple[Any, str]:
        """The worker's reply to ``request`` within ``limit`` seconds; a late or lost worker is
        ended and the seat named in a :class:`BotError`."""
        conn = self.conn or self._start()
        try:
            conn.send(request)
            answered = conn.poll(limit)
        except OSError:  # the worker is gone already
            answered = True
        if not answered:
            self.close()  # the bot may be looping: end its process
            raise BotError(f"seat {seat} ({shown(spec)}) {late}")
        try:
            reply: tuple[Any, str] = conn.recv()
        except (EOFError, OSError):
            code = self.close()
            raise BotError(f"seat {seat} ({shown(spec)}) ended its worker process"
                           + (f" (exit code {code})" if code is not None else "")) from None
        except Exception as error:  # an answer that cannot be read back
            self.close()
            raise BotError(f"seat {seat} ({shown(spec)}) gave an answer that cannot be used: "
                           f"{_line(failure(error))}") from None
        return reply

    def _start(self) -> Connection:
        context = multiprocessing.get_context("spawn")  # as the table's worker: no forked state
        self.conn, theirs = context.Pipe()
        self.process = context.Process(target=_serve, args=(theirs,), name="outside-bots", daemon=True)
        self.process.start()
        theirs.close()
        return self.conn

    def close(self) -> int | None:
        """End the worker now (it may be mid-decision); its exit code (negative: the signal
        that ended it), ``None`` without one."""
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        process, self.process = self.process, None
        if process is None:
            return None
        process.join(0.05)  # a worker that ended by itself: its own exit code
        if process.is_alive():
            process.terminate()
            process.join(STOP_GRACE_S)
        if process.is_alive():
            process.kill()
            process.join(STOP_GRACE_S)
        return process.exitcode


class _Asked:
    """A seat's bot as :func:`game.match.play_match` sees it: asked in the worker."""

    def __init__(self, bots: OutsideBots, seat: int, spec: str) -> None:
        self.bots, self.seat, self.spec = bots, seat, spec

    def choose(self, view: SeatView) -> Action:
        """The outside bot's action, or :class:`BotError`."""
        return self.bots.choose(self.seat, self.spec, view)


def _line(text: str) -> str:
    """``text`` on one line, cut: it ends a line on stderr."""
    flat = " ".join(text.split())
    return flat if len(flat) <= 300 else flat[:299] + "…"
