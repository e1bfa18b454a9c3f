"""``python -m devtools.bots.gap``: a bot's gap to another split into bid and cards."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from devtools.bots.gap import game_rounds, gap
from game.actions import Action, Bid
from game.bots.levels.normal import NormalBot
from game.game import Phase
from game.view import SeatView

ROOT = Path(__file__).resolve().parents[2]


class ZeroBidder:
    """Bids as few tricks as it may; plays its cards as Normal does (same seed, same cards)."""

    def __init__(self, seed: int) -> None:
        self.normal = NormalBot(seed)

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.BID:
            return min((a for a in view.legal if isinstance(a, Bid)), key=lambda a: a.tricks)
        return self.normal.choose(view)


def test_one_bot_against_itself_plays_each_round_four_times_alike() -> None:
    rows = game_rounds(("normal", "normal", "ducker", 2))
    assert len(rows) == 13
    assert all(len(set(row)) == 1 for row in rows)


def test_the_second_bots_bid_and_cards_go_where_they_are_named() -> None:
    """The zero bidder plays as Normal: with Normal's bid its cards change nothing, its
    own bid changes the round, and its cards after its own bid are Normal's again."""
    rows = game_rounds(("normal", "py:tests.devtools.test_gap:ZeroBidder", "normal", 3))
    plain, its_cards, its_bid, its_both = zip(*rows, strict=True)
    assert its_cards == plain
    assert its_both == its_bid
    assert its_bid != plain


def test_the_report_pairs_the_plays_round_by_round() -> None:
    result = gap("normal", "easy", "normal", games=2, workers=1)
    assert result["rounds"] == 26
    means = result["means"]
    mean, low, high = result["both"]
    assert mean == pytest.approx(means[3] - means[0]) and low <= mean <= high
    assert result["cards"][0] == pytest.approx(means[1] - means[0])


def test_the_command_refuses_a_bad_bot_in_one_line() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools.bots.gap", "ducker", "--bots", "hard,master"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "master" in done.stderr and "Traceback" not in done.stderr
