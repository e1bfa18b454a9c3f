"""The analysis of a finished game: each decision judged from its seat's view, and
each player's skill and luck (docs/BOTS.md, "The analysis of a finished game").

- :mod:`~game.analysis.decisions`: the decisions of a game, each with the view
  its seat had;
- :mod:`~game.analysis.judge`: the Hard bot's search on a node budget, judging
  each decision (expected points of every bid or card, the best, the loss and its
  noise), with :mod:`~game.analysis.search` (the samples) and
  :mod:`~game.analysis.outcomes` (what they say honestly);
- :mod:`~game.analysis.verdict`: one decision judged at the table (the coach's
  question): what it gave away, beyond the search's noise;
- :mod:`~game.analysis.report`: value, bid loss, play loss, luck and points per
  seat and round, where ``points = value - bid_loss - play_loss + luck``.

>>> from game.match import play_match
>>> from game.presets import preset
>>> game = play_match(preset("oh-pshaw"), ["random"] * 3, seed=4).game
>>> report = analyse_game(game, Judge(play_deals=4, bid_deals=4))
>>> total = report.seats[0].total
>>> total.points == game.totals[0]
True
>>> abs(total.value - total.bid_loss - total.play_loss + total.luck - total.points) < 1e-9
True
"""

from __future__ import annotations

from collections.abc import Callable

from game.analysis.judge import Judge, Rating, rate_game
from game.analysis.report import Report, build_report
from game.analysis.verdict import Verdict, judge_decision
from game.game import Game

__all__ = ["ANALYSIS_VERSION", "Judge", "Rating", "Report", "Verdict", "analyse_game",
           "count_decisions", "judge_decision"]

#: Raised whenever the judging changes (the search, its budget, the figures), so that
#: reports kept beside records are made again rather than shown stale.
ANALYSIS_VERSION = 3


def count_decisions(game: Game) -> int:
    """How many decisions ``game``'s log holds (progress is counted in them)."""
    return sum(1 for seat, _ in game.log if seat is not None)


def analyse_game(game: Game, judge: Judge | None = None,
                 progress: Callable[[int, int], None] | None = None) -> Report:
    """Judge every decision of the finished ``game`` and report per seat;
    ``progress(done, total)`` is called after each decision."""
    total = count_decisions(game)
    ratings: list[Rating] = []
    for rating in rate_game(game, judge):
        ratings.append(rating)
        if progress is not None:
            progress(len(ratings), total)
    return build_report(game, ratings)
