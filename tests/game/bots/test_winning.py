"""Playing to win the game: the chance of finishing first from the totals, the round's points
and the rounds left, checked against counting every outcome; the searching bots play to
win only in the game's last rounds and play exactly as before until then."""

from __future__ import annotations

import itertools
import math

import pytest

from game.bots import HardBot, make_bot
from game.bots.levels.hard import line_parts, line_value
from game.bots.search.winning import AWARE_ROUNDS, Standing, one_round, rounds_ahead, standing
from game.game import Game
from game.presets import preset


class PlainHard(HardBot):
    score_aware = False


def test_a_round_and_the_rounds_ahead_are_distributions() -> None:
    rules = preset("oh-pshaw")
    step = one_round(rules, 5, 0.25, 0.6)
    assert math.isclose(sum(step.values()), 1.0, abs_tol=1e-6)
    assert set(step) <= {0, 10, 11, 12, 13, 14, 15}
    assert math.isclose(step[0], 0.4, abs_tol=1e-6)  # every miss scores 0
    values, chances = rounds_ahead(rules, [5, 6], 0.25, 0.6)
    assert list(values) == sorted(values) and math.isclose(sum(chances), 1.0, abs_tol=1e-6)
    assert values[0] == 0 and values[-1] == 15 + 16


def brute_force(totals: list[int], scores: tuple[int, ...], future: list[dict[int, float]],
                me: int) -> float:
    """The chance that ``me`` ends first, every combination of the seats' futures counted."""
    chance = 0.0
    for combo in itertools.product(*(d.items() for d in future)):
        p = math.prod(q for _, q in combo)
        final = [t + s + v for t, s, (v, _) in zip(totals, scores, combo, strict=True)]
        top = max(final)
        others_at_top = sum(1 for s, f in enumerate(final) if s != me and f == top)
        if final[me] == top:
            chance += p * (1.0 if others_at_top == 0 else 0.5 ** others_at_top)
    return chance


@pytest.mark.parametrize("scores", [(0, 0, 0), (12, 0, 11), (0, 14, 0), (13, 10, 0)])
def test_the_chance_of_winning_counts_every_outcome(scores: tuple[int, ...]) -> None:
    rules = preset("oh-pshaw")
    steps = [one_round(rules, 3, share, made) for share, made in ((0.3, 0.7), (0.4, 0.5), (0.2, 0.6))]
    future = [(tuple(sorted(d)), tuple(d[v] for v in sorted(d))) for d in steps]
    table = Standing(rules, 0, [50, 48, 40], 3, [0, 0, 0], future)
    # two-way ties are even; with one tie the rule and the count agree exactly
    assert math.isclose(table.win(scores), brute_force([50, 48, 40], scores, steps, 0), abs_tol=0.02)


def test_in_the_last_round_only_the_totals_decide() -> None:
    table = Standing(preset("oh-hell"), 2, [30, 55, 44, 20], 13, [0, 0, 0, 0], [])
    assert table.win((0, 0, 12, 0)) == 1.0
    assert table.win((0, 0, 11, 0)) == 0.5
    assert table.win((0, 10, 12, 0)) == 0.0
    # the bids and tricks of the round: seat 2 makes 2 (56), the leader misses (55)
    assert table.win_after([0, 3, 2, 5], [1, 4, 2, 6]) == 1.0
    assert table.win_after([0, 3, 2, 5], [1, 3, 3, 6]) == 0.0


def test_a_line_s_chance_and_points_come_back_from_its_value() -> None:
    for chance, points in ((0.0, 0), (1.0, 23), (0.123456, -40), (0.5, 499), (0.75, -200)):
        back = line_parts(line_value(chance, points))
        assert back[1] == points and math.isclose(back[0], chance, abs_tol=1e-6)
    assert line_value(0.5, 0) > line_value(0.4, 30) > line_value(0.4, 29)


def _game_at(rules_name: str, round_number: int, seed: int) -> Game:
    game = Game(preset(rules_name), 4, seed)
    bots = [make_bot("normal", s) for s in range(4)]
    while game.round.number < round_number:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def test_the_bots_play_to_win_only_in_the_last_rounds() -> None:
    game = _game_at("oh-pshaw", 5, 3)
    assert standing(game.view(game.to_act or 0)) is None
    late = _game_at("oh-pshaw", game.scheduled_rounds - AWARE_ROUNDS + 1, 3)
    view = late.view(late.to_act or 0)
    assert standing(view) is not None
    estimates = HardBot(1, nodes=200).analyse(view)
    assert all(e.win is not None and 0.0 <= e.win <= 1.0 for e in estimates.values())
    assert all(e.win is None for e in PlainHard(1, nodes=200).analyse(view).values())


def test_before_the_last_rounds_hard_plays_exactly_as_before() -> None:
    game = _game_at("oh-hell", 6, 8)
    for _ in range(12):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        aware, plain = HardBot(5, nodes=120).choose(view), PlainHard(5, nodes=120).choose(view)
        assert aware == plain
        game.apply(aware)


def test_a_made_bid_that_only_ties_counts_half_and_one_that_falls_short_nothing() -> None:
    """The last round of one card: the leader is 11 ahead; the hero's 10 for a made 0 cannot
    catch up, a made 1 (11) ties."""
    rules = preset("oh-pshaw")
    behind = Standing(rules, 0, [0, 11, 0, 0], 1, [0] * 4, [])
    assert behind.win_after([0, 0, 0, 0], [0, 1, 0, 0]) == 0.0
    assert behind.win_after([1, 1, 0, 0], [1, 0, 0, 0]) == 0.5  # the leader missed its 1
    assert Standing(rules, 0, [0] * 4, 1, [0] * 4, []).win_after([0, 1, 1, 1], [0, 1, 0, 0]) == 0.0
