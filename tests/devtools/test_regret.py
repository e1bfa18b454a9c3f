"""``python -m devtools.bots.regret``: searching heroes priced against a longer search,
decision by decision. Small budgets keep it quick here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from devtools.bots import regret as regret_module
from devtools.bots.regret import decisions, hero_bot, positions, reference_bot, regret
from game.actions import Action, Play
from game.bots import HardBot
from game.cards import Card
from game.match import bot_seed
from game.view import SeatView

ROOT = Path(__file__).resolve().parents[2]
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
    found = positions(3, "easy")[:5]
    views = [view for view, _ in found]
    monkeypatch.setattr(regret_module, "positions", lambda deal, table: found)
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


class _Seer:
    """Plays the card the Clairvoyant ranks ``rank``-th best on the true hands of the
    position whose view it is shown, priced as the tool's ``--truth`` does."""

    def __init__(self, rank: int, hands: dict[int, list[list[Card]]]) -> None:
        self.rank, self.hands = rank, hands

    def choose(self, view: SeatView) -> Action:
        priced = reference_bot(3, REFERENCE, self.hands[id(view)]).analyse(view)
        order = sorted((a for a in priced if isinstance(a, Play)), key=lambda a: -priced[a].points)
        return order[self.rank]


def test_with_truth_the_true_deal_prices_the_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    every = positions(3, "ducker")
    assert all(len(hands) == 4 and sorted(map(str, view.hand)) == sorted(map(str, hands[0]))
               for view, hands in every)

    def spread(view: SeatView, hands: list[list[Card]]) -> float:
        points = [e.points for e in reference_bot(3, REFERENCE, hands).analyse(view).values()]
        return max(points) - min(points)
    found = [(view, hands) for view, hands in every if spread(view, hands) > 0][:4]
    assert len(found) == 4
    monkeypatch.setattr(regret_module, "positions", lambda deal, table: found)
    hands = {id(view): h for view, h in found}
    judged = {"best": _Seer(0, hands), "worst": _Seer(-1, hands)}
    real = regret_module.hero_bot
    monkeypatch.setattr(regret_module, "hero_bot",
                        lambda spec, seed: judged[spec] if spec in judged else real(spec, seed))
    result = regret(["best", "worst"], games=1, reference=REFERENCE, seeds=1, first_deal=3,
                    workers=1, tables=("ducker",), truth=True)
    best, worst = result["heroes"]
    assert best["regret"] == 0.0 and worst["regret"] > 0
    # Hard's own picture prices the same cards otherwise: the seer's best is not always its best
    pictured = regret(["best"], games=1, reference=REFERENCE, seeds=1, first_deal=3, workers=1,
                      tables=("ducker",))
    assert pictured["heroes"][0]["regret"] > 0


def test_a_bad_hero_is_refused_before_any_game() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools.bots.regret", "hard", "normal@9"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "bad hero" in done.stderr and done.stdout == ""


def test_a_bad_table_is_refused_before_any_game() -> None:
    done = subprocess.run([sys.executable, "-m", "devtools.bots.regret", "hard", "--tables", "nobody"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "unknown seat 'nobody'" in done.stderr and done.stdout == ""
