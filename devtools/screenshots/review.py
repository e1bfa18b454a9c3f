"""Screenshots of looking back at a game: the game over screen with its skill and luck
table (and a figure's tip), the review (a card decision, a bid, one hand only) and the
report (and a bar's tip)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from bot_runtime.analysis import InlineAnalyst
from game.analysis import Rating
from game.analysis.decisions import Kind
from saves.analysis_cache import record_hash
from ui.app import App
from ui.core.fonts import scaled
from ui.review.chart import summary_layout
from ui.review.report import ReportScene, bar_rows
from ui.review.scene import ReviewScene
from ui.review.words import summary
from ui.scenes.game_over import GameOverScene

#: The ratings judged so far in this process, by game and rounds: every window size and
#: language replays the same game, and judging it takes most of a run's time.
_JUDGED: dict[tuple[str, int, int, int, int], list[Rating]] = {}


class RememberingAnalyst(InlineAnalyst):
    """An :class:`~bot_runtime.analysis.InlineAnalyst` that judges a game's rounds once a
    process: the same game again (whenever it was started, whoever played it) gets the
    same ratings at once."""

    def rate(self, record: dict[str, Any], first: int, last: int) -> Future[list[Rating]]:
        """The ratings remembered, or queued to be judged (and then remembered)."""
        game = {k: v for k, v in record.items() if k not in ("started", "players")}
        key = (record_hash(game), first, last, self.judge.play_deals, self.judge.bid_deals)
        if key in _JUDGED:
            done: Future[list[Rating]] = Future()
            done.set_result(list(_JUDGED[key]))
            return done
        future = super().rate(record, first, last)

        def remember(judged: Future[list[Rating]]) -> None:
            if not judged.cancelled() and judged.exception() is None:
                _JUDGED[key] = judged.result()
        future.add_done_callback(remember)
        return future


def shoot_review(app: object, snap: Callable[..., None]) -> None:
    """From the game over screen on top of ``app``: wait for the analysis, then each scene."""
    assert isinstance(app, App)
    over = app.scenes.top
    assert isinstance(over, GameOverScene) and over.looking is not None
    looking = over.looking
    while not looking.done:
        app.step(0.0)
    snap("09r-game-over-skill-and-luck")
    if over._backdrop is not None and len(over._backdrop[2]) > 4:
        over.pointer = over._backdrop[2][4][0].center  # the first player's play
        snap("09r2-game-over-figure-tip")
        over.pointer = None
    over.choose("review")
    review = app.scenes.top
    assert isinstance(review, ReviewScene)
    steps = review.steps

    def costly(kind: Kind, seat_is_viewer: bool) -> int:
        """The position of the costliest decision of ``kind`` in rounds 8 to 12."""
        found = [r for p in range(steps.end) if 8 <= steps.round_of(p) <= 12
                 and (r := looking.rating(p)) is not None and r.kind is kind and r.estimates
                 and (r.seat == review.viewer) == seat_is_viewer]
        return max(found, key=lambda r: r.loss).ply if found else 0

    review.go(costly(Kind.PLAY, False))
    snap("09s-review-card")
    review.go(costly(Kind.BID, True))
    snap("09t-review-bid")
    review.go(costly(Kind.PLAY, True))
    review.command("hands")
    snap("09u-review-own-hand-only")
    review.command("hands")
    review.command("report")
    report = app.scenes.top
    assert isinstance(report, ReportScene)
    snap("09v-report")
    report.pointer = _luck_bar(report)
    snap("09v2-report-luck-tip")


def _luck_bar(report: ReportScene) -> tuple[int, int]:
    """A point on the first player's luck bar (its line, stacked or side by side)."""
    w, h = report.app.size
    row = bar_rows(w, h, len(report.names))[0]
    judged = report.looking.report
    assert judged is not None
    total = judged.seats[0].total
    line = summary(report.names[0], total.bid_loss, total.play_loss, total.value - judged.table_value(),
                   total.luck)
    step, _lines = summary_layout(row, line, h)
    left = row.left + round(row.width * 0.22)
    if step:
        return left + (row.right - left) // 2, row.top + 2 * step + step // 2
    return left + 5 * (row.right - left) // 6, row.top + round(scaled(h, 0.016) * 0.65)
