"""game/invariants.py: silent on every game the engine plays, loud on a broken one."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.actions import EndEarly
from game.game import Game, Phase
from game.invariants import InvariantError, check_invariants, problems
from game.presets import PRESETS, preset
from game.rules import Rules


def _variants() -> list[object]:
    """Every preset at its smallest and largest table, and the house rules with own phases."""
    out: list[tuple[str, Rules, int]] = []
    for name in sorted(PRESETS):
        rules = preset(name)
        out += [(name, rules, rules.min_players), (name, rules, rules.max_players)]
    out.append(("oh-seven passing", preset("oh-seven").replace(passing=True), 4))
    out.append(("secret bids", preset("oh-pshaw").replace(simultaneous_bidding=True, max_hand=5), 5))
    return [pytest.param(*v, id=f"{v[0]}-{v[2]}") for v in out]


@pytest.mark.parametrize(("name", "rules", "players"), _variants())
def test_every_state_of_random_games_is_sound(name: str, rules: Rules, players: int) -> None:
    rng = random.Random(name)
    for seed in range(2):
        game = Game(rules, players, seed)
        while not game.is_over:
            assert problems(game) == [], f"{name}, {players} players, seed {seed}, {len(game.log)} actions"
            game.apply(rng.choice(game.legal_actions()))
        assert problems(game) == []


def test_a_game_ended_early_mid_trick_is_sound() -> None:
    game = Game(preset("oh-hell"), 4, 5)
    rng = random.Random(5)
    while not (game.phase is Phase.PLAY and game.round.number == 3 and len(game.state.trick) == 2):
        game.apply(rng.choice(game.legal_actions()))
    game.apply(EndEarly())
    check_invariants(game)


def _mid_trick(seed: int = 8) -> Game:
    """Round 4 of Oh Pshaw, two cards in the open trick."""
    game = Game(preset("oh-pshaw"), 4, seed)
    rng = random.Random(seed)
    while not (game.phase is Phase.PLAY and game.round.number == 4 and len(game.state.trick) == 2):
        game.apply(rng.choice(game.legal_actions()))
    return game


def _lose_card(game: Game) -> None:
    game.state.hands[0].pop()


def _duplicate_card(game: Game) -> None:
    seat = game.to_act
    assert seat is not None
    game.state.hands[seat][0] = game.state.hands[(seat + 1) % game.players][0]


def _wrong_total(game: Game) -> None:
    game.totals[1] += 10


def _wrong_round_score(game: Game) -> None:
    scores = game.rounds[0].scores
    assert scores is not None
    scores[2] += 1


def _trick_too_long(game: Game) -> None:
    game.state.trick.append(game.state.hands[game.to_act or 0].pop())


def _stray_trick_won(game: Game) -> None:
    game.state.tricks_won[3] += 1


def _missing_bid(game: Game) -> None:
    game.state.bids[1] = None


def _nobody_to_act(game: Game) -> None:
    game.to_act = None


def _winner_rewritten(game: Game) -> None:
    trick = game.rounds[1].tricks[0]
    trick.winner = (trick.winner or 0) + 1


@pytest.mark.parametrize("damage", [_lose_card, _duplicate_card, _wrong_total, _wrong_round_score,
                                    _trick_too_long, _stray_trick_won, _missing_bid, _nobody_to_act,
                                    _winner_rewritten], ids=lambda f: f.__name__)
def test_each_kind_of_damage_is_named(damage: Callable[[Game], None]) -> None:
    game = _mid_trick()
    assert problems(game) == []
    damage(game)
    found = problems(game)
    assert found, f"{damage.__name__} went unnoticed"
    with pytest.raises(InvariantError) as raised:
        check_invariants(game)
    assert str(raised.value) == "; ".join(found)


def test_the_message_says_what_is_wrong() -> None:
    game = _mid_trick()
    game.totals[1] += 10
    assert any("totals" in line and "sum to" in line for line in problems(game))
