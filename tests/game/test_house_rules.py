"""What the setup screen offers: every rule option with its kind and values, options that are
one choice kept together, and the engine's reason for a game that cannot be played; the trump
method "none" the screen offers besides turn-up, rotating and the bid card (R-T1..R-T6)."""

from __future__ import annotations

import random

import pytest

from game.errors import MESSAGES, OptionsError
from game.game import Game
from game.house_rules import (
    NOT_OFFERED,
    OFFERED,
    OptionKind,
    house_rules,
    problem,
    spec,
    unlisted,
    with_option,
)
from game.presets import PRESETS, preset
from game.record import to_record
from game.rules import TRUMP_METHODS, option_names
from tests.helpers import play_random
from tests.record_checker.checker import check_record


def test_every_option_is_offered_or_said_why_not() -> None:
    assert unlisted() == []
    assert set(OFFERED) | set(NOT_OFFERED) == set(option_names())
    assert not set(OFFERED) & set(NOT_OFFERED)
    trump = spec("trump", preset("oh-pshaw"), 4)
    assert trump.kind is OptionKind.CHOICE and trump.values == TRUMP_METHODS == (
        "turn-up", "rotating", "bid-card", "none")
    assert {s.name for s in house_rules(preset("oh-pshaw"), 4)} >= {"trump", "rebid", "deck_copies"}
    assert "renege_penalty" not in {s.name for s in house_rules(preset("oh-pshaw"), 4)}
    pad = house_rules(preset("oh-pshaw"), 4, score_pad=True)
    pad = house_rules(preset("oh-pshaw"), 4, score_pad=True)
    penalty = next(s for s in pad if s.name == "renege_penalty")
    assert penalty.kind is OptionKind.NUMBER and 10 in penalty.values and penalty.bounds == (0, 100)


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_offered_value_is_playable_or_refused_with_the_engines_reason(name: str) -> None:
    """Each value a screen can pick gives a game, or an OptionsError with a message key: the
    screen shows it beside Start. Nothing else is ever raised."""
    base = preset(name)
    for players in range(base.min_players, base.max_players + 1):
        assert problem(base, players) is None
        for option in house_rules(base, players, score_pad=True):
            assert option.value in option.values, (name, option.name)
            assert not option.applies or option.name != "rebid" or base.card_bidding
            for value in option.values:
                changed = with_option(base, option.name, value)
                reason = problem(changed, players)
                if reason is None:
                    Game(changed, players, seed=1)
                else:
                    assert reason.key in MESSAGES and str(reason)


def test_the_bid_card_is_trump_and_card_bidding_together_R_B4_R_T6() -> None:
    seven = preset("oh-seven")
    turned = with_option(seven, "trump", "turn-up")
    assert (turned.trump, turned.card_bidding, turned.rebid) == ("turn-up", False, False)
    assert problem(turned, 4) is None
    back = with_option(turned, "trump", "bid-card")
    assert (back.card_bidding, back.rebid) == (True, False)
    assert next(s for s in house_rules(back, 4) if s.name == "rebid").applies
    assert not next(s for s in house_rules(turned, 4) if s.name == "rebid").applies
    pshaw = with_option(preset("oh-pshaw"), "trump", "bid-card")
    reason = problem(pshaw, 4)
    assert isinstance(reason, OptionsError) and reason.key == "bid_card_seven32"
    assert problem(with_option(pshaw, "deck", "seven32").replace(schedule="fixed", max_hand=7), 4) is None
    two = with_option(preset("oh-seven"), "deck_copies", 2)
    assert with_option(two, "deck", "standard52").deck_copies is None
    with pytest.raises(OptionsError, match="Unknown rule option"):
        with_option(seven, "trumps", "none")


def test_trump_none_plays_every_round_without_trump_R_T1() -> None:
    rules = preset("oh-pshaw").replace(trump="none")
    for seed in range(3):
        game = play_random(Game(rules, 4, seed), random.Random(seed))
        assert all(r.trump is None and r.turn_up is None for r in game.rounds)
        assert len(game.rounds) >= 13  # every card can be dealt: nothing is turned up
        assert check_record(to_record(game)) == []
