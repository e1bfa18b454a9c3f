"""``bench endgame``: the last two rounds of real positions, plain and score-aware Hard paired
by deal and seat; the JSON keys the benchmark promises, and a pairing that is exact (the
same bot twice differs by nothing). Small node budgets: what is checked is the machinery."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from devtools.bots import endgame
from devtools.program import main
from game.bots import HardBot


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HardBot, "bench_nodes", 12)
    monkeypatch.setattr(endgame, "LEAD_NODES", 4)


def test_the_same_bot_on_both_sides_differs_by_nothing(quick: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HardBot, "score_aware", False)
    results = endgame.endgame(2, workers=1, first_deal=3)
    assert [r.preset for r in results] == ["oh-hell", "oh-pshaw"]
    for r in results:
        assert r.plain_win == r.aware_win and r.plain_points == r.aware_points
        assert all(0.0 <= w <= 1.0 for w in r.plain_win) and len(r.plain_win) == 4
    figures = endgame.summarise(results)
    assert figures["difference"] == 0.0 and figures["ci95"] == [0.0, 0.0]


def test_the_json_and_the_saved_deals(quick: None, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    saved = tmp_path / "deals.jsonl"
    assert main(["bench", "endgame", "--deals", "2", "--workers", "1", "--json",
                 "--save", str(saved)]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert {"plain_win_rate", "aware_win_rate", "difference", "ci95", "deals"} <= set(figures)
    assert figures["deals"] == 2 and len(figures["ci95"]) == 2
    assert figures["difference"] == pytest.approx(figures["aware_win_rate"] - figures["plain_win_rate"])
    assert main(["bench", "endgame", "--pooled", str(saved), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == figures
    assert len(saved.read_text().splitlines()) == 2
