"""bench rounds: every hero bot plays the very same rounds, so their play compares finely."""

from __future__ import annotations

import pytest

from devtools.bots.paired_rounds import compare, play_game, sign_test


def test_the_same_bot_twice_plays_every_round_the_same() -> None:
    # Normal is deterministic for a seed: if the rounds were not the same position
    # for both heroes (cards, bids, leader), their results would drift apart.
    summary = compare(["normal", "normal"], games=2, workers=1)
    assert summary["rounds"] == 26
    first, second = summary["heroes"]
    assert first["made"] == second["made"] and first["points_per_round"] == second["points_per_round"]
    assert summary["pairs"][0]["only_first"] == summary["pairs"][0]["only_second"] == 0


def test_different_bots_differ_somewhere_and_scores_follow_the_bids() -> None:
    rounds = play_game(["normal", "random"], deal=3)
    assert len(rounds) == 13
    assert any(a != b for a, b in rounds)
    for entry in rounds:
        for points, made in entry:
            assert (points > 0) == made  # Oh Pshaw: 10 + bid when made, else nothing


@pytest.mark.parametrize(("wins", "losses", "p"), [(0, 0, 1.0), (5, 5, 1.0), (10, 0, 2 / 1024),
                                                    (29, 15, 0.0491)])
def test_sign_test(wins: int, losses: int, p: float) -> None:
    assert sign_test(wins, losses) == pytest.approx(p, abs=5e-4)
    assert sign_test(losses, wins) == pytest.approx(p, abs=5e-4)
