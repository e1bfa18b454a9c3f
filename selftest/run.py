"""``ohpshaw --selftest``: proof that the program (from source or packaged) really works.

With SDL's dummy video and audio drivers it opens the real scenes and plays a
short saved game with bots in every seat, at the fastest animation, the bots
thinking in the worker process as in play: the main menu (its Continue entry
when a saved game is there, then the Quick game's step that keeps an
unfinished autosaved game in the history), the table, the score sheets,
leaving in round 2, loading the autosave and playing on from it, the game over
screen, and at the end the autosave, the record file and the history row of
the finished game, and a named save written and loaded back.

Everything lands in ``$OHPSHAW_HOME`` when it is set (a damaged file found
there is moved aside, as in play, and reported), otherwise in a temporary
folder removed afterwards: the player's own saves are never touched.

:func:`run_selftest` returns a :class:`Report`; ``ok`` is False with the reason
in ``failure`` when any step fails.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"  # before pygame starts: never a window, never a sound
os.environ["SDL_AUDIODRIVER"] = "dummy"

import sys
import tempfile
import time
import traceback
from collections.abc import Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.actions import Action
from game.analysis.coach import Advice
from game.bots import Estimate
from game.presets import preset
from game.record import replay
from game.view import SeatView
from saves.paths import HOME_VARIABLE

#: The self-test game: a Hard bot (it searches), Normal and Easy ones; 3, 2, 1 cards.
SEATS = ("hard", "normal", "easy", "normal", "easy", "normal", "hard")
SIZE = (1024, 640)
#: Seconds the game may take before the self-test gives up.
LIMIT = 60.0
FRAME = 1 / 60
#: The named save the self-test writes (in the self-test's data folder).
SLOT = "selftest"


class SelftestError(Exception):
    """A step of the self-test went wrong; the message says which and why."""


@dataclass
class Report:
    """What the self-test did: ``ok``, the steps (one line each), figures for ``bench startup``."""

    ok: bool = False
    steps: list[str] = field(default_factory=list)
    failure: str = ""
    first_frame_at: float = 0.0  # time.time() of the first flip of the main menu
    seconds: float = 0.0
    figures: dict[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        """The lines printed by ``ohpshaw --selftest``."""
        end = f"selftest passed in {self.seconds:.1f} s" if self.ok else f"selftest FAILED: {self.failure}"
        return "\n".join([*(f"  {step}" for step in self.steps), end])


class _Watched:
    """The table's bot worker, counting answers: a crashed worker makes the table play the
    first legal card quietly, which the self-test must not mistake for bots thinking."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.answers = 0
        self.failures: list[str] = []
        self.peak_mb: float | None = None  # of the worker process, asked when it closes

    def ask(self, view: SeatView) -> Future[Action]:
        """Forward, and count how the answer ends."""
        future: Future[Action] = self.inner.ask(view)
        future.add_done_callback(self._count)
        return future

    def _count(self, future: Future[Action]) -> None:
        if future.cancelled():
            return
        error = future.exception()
        if error is None:
            self.answers += 1
        else:
            self.failures.append(f"{type(error).__name__}: {error}")

    def hint(self, view: SeatView) -> Future[tuple[Action, Estimate] | None]:
        """Forward."""
        result: Future[tuple[Action, Estimate] | None] = self.inner.hint(view)
        return result

    def coach(self, view: SeatView, action: Action) -> Future[Advice]:
        """Forward."""
        result: Future[Advice] = self.inner.coach(view, action)
        return result

    def close(self) -> None:
        """Ask a worker process for its peak memory (it answers once its bots are done),
        then close it."""
        pool = getattr(self.inner, "pool", None)
        if pool is not None:
            from selftest.memory import peak_mb
            try:
                self.peak_mb = pool.submit(peak_mb).result(timeout=20)
            except Exception as error:
                self.failures.append(f"no answer about its memory: {error}")
        self.inner.close()


@contextmanager
def _home() -> Iterator[Path]:
    """``$OHPSHAW_HOME`` if set, else a temporary one for the duration."""
    given = os.environ.get(HOME_VARIABLE, "").strip()
    if given:
        yield Path(given)
        return
    with tempfile.TemporaryDirectory(prefix="ohpshaw-selftest-") as folder:
        os.environ[HOME_VARIABLE] = folder
        try:
            yield Path(folder)
        finally:
            os.environ.pop(HOME_VARIABLE, None)


def run_selftest(players: int = 4, seed: int = 20261129) -> Report:
    """Run every step; never raises (a failure is in the report)."""
    report = Report()
    start = time.perf_counter()
    try:
        with _home() as home:
            report.steps.append(f"data in {home}")
            _run(report, players, seed)
        report.ok = True
    except Exception as error:
        report.failure = str(error) if isinstance(error, SelftestError) else \
            f"{type(error).__name__}: {error}\n{traceback.format_exc()}"
    report.seconds = time.perf_counter() - start
    return report


def _run(report: Report, players: int, seed: int) -> None:
    import pygame

    from bot_runtime.worker import ProcessWorker
    from saves.settings import read_settings
    from ui.app import App
    from ui.core.settings import Settings
    from ui.scenes.menu import MenuScene

    if not 3 <= players <= len(SEATS):
        raise SelftestError(f"the self-test plays with 3 to {len(SEATS)} players, not {players}")
    fastest = Settings(speed="instant", trick_pause=0.0, bot_pause=0.0)
    app = App(SIZE, worker_factory=ProcessWorker, settings=fastest)
    try:
        menu = MenuScene(app)
        app.scenes.push(menu)
        app.step(FRAME)
        report.first_frame_at = time.time()
        report.steps.append("main menu drawn")
        _, message = read_settings()
        if message:
            report.steps.append(f"settings: {message}")
        _open_menu_entries(app, menu, report)
        _play(app, report, players, seed)
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        pygame.quit()


def _open_menu_entries(app: Any, menu: Any, report: Report) -> None:
    """What the menu does with an autosave already there: Continue (a damaged one is moved
    aside and the menu says why), then Quick game's keeping of an unfinished game."""
    from ui.continuing import keep_unfinished

    if menu.offer is not None:
        menu.continue_game()  # loads the game, or stays on the menu with the reason
        if app.scenes.top is not menu:
            app.scenes.replace(type(menu)(app))  # a game was there and loaded: back to the menu
            report.steps.append("Continue loaded the saved game that was there")
        else:
            report.steps.append(f"Continue refused: {menu.message}")
        app.step(FRAME)
    for line in keep_unfinished():
        report.steps.append(f"before the new game: {line}")


def _play(app: Any, report: Report, players: int, seed: int) -> None:
    """The game: half of it, leave, load the autosave, play it to the end; check what was kept."""
    from bot_runtime.session import SessionProcessWorker
    from saves.autosave import AutoSaver, load_autosave
    from ui.scenes.game_over import GameOverScene
    from ui.table.scene import TableScene
    from ui.words.save_messages import problem_lines

    rules = preset("oh-pshaw").replace(schedule="descending", max_hand=3)
    seats = list(SEATS[:players])
    table = TableScene(app, rules, seats, seed, AutoSaver())
    watched = table.worker = _Watched(table.worker)  # type: ignore[assignment]
    app.scenes.replace(table)
    halfway = _halfway(rules, players)
    deadline = time.perf_counter() + LIMIT
    sheets = _run_until(app, lambda: len(table.game.log) >= halfway or table.game.is_over,
                        deadline, "the first half")
    half = list(table.game.log)
    if table.game.is_over:
        raise SelftestError(f"the game ended after {len(half)} actions, before round 2")
    report.steps.append(f"{players} bots played {len(half)} actions, into round 2 "
                        f"({sheets} score sheet) at the table")
    table.commands.leave()  # back to the menu, the game stays in the autosave
    app.step(FRAME)
    _said(report, table)
    _check_worker(watched, "first half")

    found = load_autosave()
    if found is None:
        raise SelftestError("leaving the table left no autosave")
    if found.session.game.log != half:
        raise SelftestError(f"the autosave holds {len(found.session.game.log)} actions, "
                            f"the table had played {len(half)}")
    report.steps.append(f"autosave reloaded: {len(half)} actions, the same as played")
    resumed = TableScene.from_session(app, found.session, problem_lines(found.messages))
    if not isinstance(resumed.worker, SessionProcessWorker):
        raise SelftestError(f"the bots do not think in a worker process ({type(resumed.worker).__name__})")
    watched = resumed.worker = _Watched(resumed.worker)  # type: ignore[assignment]
    app.scenes.replace(resumed)
    sheets = _run_until(app, lambda: isinstance(app.scenes.top, GameOverScene), deadline, "the game")
    app.step(FRAME)
    _check_worker(watched, "second half")
    report.figures["worker_peak_mb"] = watched.peak_mb
    _said(report, resumed)
    game = resumed.game
    report.steps.append(f"resumed and finished: {len(game.log)} actions, {sheets} more score sheets, "
                        f"totals {game.totals}, game over shown")
    _check_kept(report, game)


def _said(report: Report, table: Any) -> None:
    """What the table told the player about saving (a damaged history moved aside, …)."""
    for line in table.saves.shown if table.saves is not None else []:
        report.steps.append(f"the table said: {line}")


def _halfway(rules: Any, players: int) -> int:
    """Actions until round 2 has its bids and one card played: where the self-test leaves.
    (The game's length varies: tied totals at the end bring tie-break rounds.)"""
    first: int = rules.hand_sizes(players)[0]
    return players * (1 + first) + players + 1  # round 1's bids and cards, round 2's bids, a card


def _run_until(app: Any, done: Any, deadline: float, what: str) -> int:
    """Frames until ``done()``, closing each score sheet as it opens; the sheets seen."""
    from ui.scenes.score_sheet import ScoreSheet
    from ui.table.scene import TableScene

    sheets = 0
    while not done():
        if time.perf_counter() > deadline:
            scene = type(app.scenes.top).__name__
            raise SelftestError(f"{what} did not end within {LIMIT:.0f} s (scene {scene})")
        if not app.running:
            raise SelftestError("the window closed during the game")
        app.step(FRAME)
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            sheets += 1
            top.close()
        elif isinstance(top, TableScene) and top.bots.pending is not None:
            time.sleep(0.002)  # a bot thinks in the worker: let it have the processor
    return sheets


def _check_worker(watched: _Watched, what: str) -> None:
    if watched.failures:
        raise SelftestError(f"the bot worker failed in the {what}: {watched.failures[0]}")
    if watched.answers == 0:
        raise SelftestError(f"the bot worker gave no answer in the {what}")


def _check_kept(report: Report, game: Any) -> None:
    """The autosave, the record file and the history row of the finished game."""
    from saves.autosave import load_autosave
    from saves.history import History
    from saves.paths import records_dir
    from saves.records import record_file_name
    from saves.slots import list_slots, load_slot, save_slot

    found = load_autosave()
    if found is None or not found.session.game.is_over or found.session.game.log != game.log:
        raise SelftestError("the autosave does not hold the finished game")
    record = found.session.record()
    path = records_dir() / record_file_name(record)
    if not path.is_file():
        raise SelftestError(f"the finished game's record {path} was not written")
    if replay(record).totals != game.totals:
        raise SelftestError("the game record does not replay to the same totals")
    with History() as history:
        rows = [row for row in history.games() if row["players"] == game.players]
    if not rows:
        raise SelftestError("the finished game is not in the history")
    report.steps.append(f"autosave, record {path.name} and history row of the finished game checked")
    damaged = [slot.path.name for slot in list_slots() if slot.header is None]
    if damaged:
        report.steps.append(f"named saves listed as unreadable: {', '.join(damaged)}")
    save_slot(SLOT, found.session)
    if load_slot(SLOT).game.log != game.log:
        raise SelftestError(f"the named save {SLOT!r} does not load the game it saved")
    report.steps.append(f"named save {SLOT!r} written and loaded back")


def main(players: int = 4, as_json: bool = False) -> int:
    """``ohpshaw --selftest``: print the steps (or JSON) and return 0, or 1 with the reason."""
    import json

    report = run_selftest(players)
    if as_json:
        from selftest.memory import peak_mb
        print(json.dumps({"ok": report.ok, "failure": report.failure, "seconds": round(report.seconds, 3),
                          "first_frame_at": report.first_frame_at, "peak_mb": peak_mb(),
                          "worker_peak_mb": report.figures.get("worker_peak_mb")}))
    else:
        print(report.text(), file=sys.stdout if report.ok else sys.stderr)
    return 0 if report.ok else 1
