"""``python -m devtools.bots.regret``: searching heroes priced against a longer search,
decision by decision. Small budgets keep it quick here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from devtools.bots import regret as regret_module
from devtools.bots.regret import decisions, hero_bot, regret
from game.actions import Action, Play
from game.bots import HardBot
from game.match import bot_seed
from game.view import SeatView

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = 60


class _Judged:
    """Plays the card the reference search of the regret tool ranks ``rank``-th best
    (0: its best; -1: its worst), by pricing the view exactly as the tool does."""

    def __init__(self, rank: int) -> None:
        self.rank = rank

    def choose(self, view: SeatView) -> Action:
        priced = HardBot(bot_seed(3, 7), nodes=REFERENCE).analyse(view)
        order = sorted((a for a in priced if isinstance(a, Play)), key=lambda a: -priced[a].points)
        return order[self.rank]


def test_hero_specs_name_a_level_and_its_budget() -> None:
    budgeted, plain = hero_bot("hard@630", 1), hero_bot("hard", 1)
    assert isinstance(budgeted, HardBot) and budgeted.nodes == 630
    assert isinstance(plain, HardBot) and plain.nodes == HardBot.bench_nodes
    for bad in ("normal@500", "hard@", "hard@x", "hard@0", "master@5"):
        with pytest.raises(ValueError, match="bad hero"):
            hero_bot(bad, 1)


def test_decisions_are_plays_the_rollouts_decide() -> None:
    views = decisions(3, "easy")
    assert views and all(v.seat == 0 and len(v.hand) > 4 and len(v.legal) >= 3 for v in views)


def test_the_reference_card_costs_nothing_and_a_worse_one_costs_its_gap(
        monkeypatch: pytest.MonkeyPatch) -> None:
    views = decisions(3, "easy")[:5]
    monkeypatch.setattr(regret_module, "decisions", lambda deal, table: views)
    judged = {"best": _Judged(0), "worst": _Judged(-1)}
    real = regret_module.hero_bot
    monkeypatch.setattr(regret_module, "hero_bot",
                        lambda spec, seed: judged[spec] if spec in judged else real(spec, seed))
    result = regret(["best", "worst", "hard@20"], games=1, reference=REFERENCE, seeds=2,
                    first_deal=3, workers=1)
    assert result["decisions"] == 5
    best, worst, hard = result["heroes"]
    assert best["regret"] == 0.0
    gaps = []
    for view in views:
        priced = HardBot(bot_seed(3, 7), nodes=REFERENCE).analyse(view)
        points = [e.points for a, e in priced.items() if isinstance(a, Play)]
        gaps.append(max(points) - min(points))
    assert worst["regret"] == pytest.approx(sum(gaps) / len(gaps)) and worst["regret"] > 0
    assert 0.0 <= hard["regret"] <= worst["regret"]
    mean, low, high = worst["against_first"]
    assert mean == pytest.approx(worst["regret"]) and low <= mean <= high


def test_a_bad_hero_is_refused_before_any_game() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools.bots.regret", "hard", "normal@9"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "bad hero" in done.stderr and done.stdout == ""
