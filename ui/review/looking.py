"""The analysis of one finished game as the window waits for it.

:class:`Looking` reads the analysis kept beside the game's file when it is
still good (instant); otherwise it asks an analyst (a worker process) for the
game round by round, gathers the ratings as they come, reports the progress
in decisions judged, and keeps the whole analysis beside the file once it is
complete. The review and the report scenes share one :class:`Looking`, so
going from one to the other never starts the work again.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from pathlib import Path

from bot_runtime.analysis import Analyst
from game.analysis import Rating, Report
from game.analysis.report import build_report
from saves.analysis_cache import keep, kept, record_hash
from saves.finished import Finished
from ui.words.save_messages import problem_text

log = logging.getLogger(__name__)


def game_key(finished: Finished) -> str:
    """What tells one finished game from another: its record's content."""
    return record_hash(finished.record)


class Looking:
    """The analysis of ``finished``: kept at ``cache`` (``None``: nowhere), or judged by
    ``analyst``; :meth:`update` each frame gathers what is done."""

    def __init__(self, finished: Finished, cache: Path | None, analyst: Analyst) -> None:
        self.finished, self.cache, self.analyst = finished, cache, analyst
        self.key = game_key(finished)
        game = finished.game
        self.total = sum(1 for seat, _ in game.log if seat is not None)
        self.by_ply: dict[int, Rating] = {}
        self.report: Report | None = None
        self.problem = ""  # why the analysis failed or was not kept
        self.pending: list[Future[list[Rating]]] = []
        found = kept(cache, finished.record, game, analyst.judge) if cache is not None else None
        if found is not None:
            self._finish(found, keep_it=False)
            return
        for rnd in game.rounds:
            self.pending.append(analyst.rate(finished.record, rnd.number, rnd.number))
        if not self.pending:
            self._finish([], keep_it=False)

    @property
    def done(self) -> bool:
        """Every decision is judged (or the analysis failed)."""
        return self.report is not None or bool(self.problem)

    @property
    def progress(self) -> float:
        """The share of the decisions judged so far, 0 to 1."""
        return 1.0 if self.report is not None else len(self.by_ply) / max(1, self.total)

    def rating(self, ply: int) -> Rating | None:
        """The rating of the decision at ``ply`` of the log, once it is judged."""
        return self.by_ply.get(ply)

    def update(self) -> bool:
        """Gather the rounds judged since the last frame; True when something arrived."""
        if self.done:
            return False
        self.analyst.step()
        arrived = False
        while self.pending and self.pending[0].done():
            future = self.pending.pop(0)
            try:
                for rating in future.result():
                    self.by_ply[rating.ply] = rating
            except Exception as error:  # a worker that died or failed: say so, never crash
                log.warning("the analysis of a game failed: %r", error)
                self.problem = str(error) or type(error).__name__
                self.analyst.close()
                return True
            arrived = True
        if not self.pending:
            self._finish([self.by_ply[p] for p in sorted(self.by_ply)], keep_it=True)
        return arrived

    def _finish(self, ratings: list[Rating], keep_it: bool) -> None:
        self.by_ply = {r.ply: r for r in ratings}
        self.report = build_report(self.finished.game, ratings)
        if keep_it and self.cache is not None:
            problem = keep(self.cache, self.finished.record, self.analyst.judge, ratings)
            if problem is not None:
                self.problem_kept = problem_text(problem)
                log.warning("%s", problem)

    problem_kept = ""  # why the complete analysis could not be kept beside the game

    def close(self) -> None:
        """Stop the work (the scenes that showed it are gone)."""
        for future in self.pending:
            future.cancel()
        self.analyst.close()
