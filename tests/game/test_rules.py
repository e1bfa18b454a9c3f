"""Rule options, presets and their validation (section P, R-S1, R-S5, R-S6)."""

from __future__ import annotations

import pytest

from game.errors import OptionsError
from game.presets import DESCRIPTIONS, PRESETS, preset
from game.rules import Rules, option_names


def test_presets_match_the_table_P() -> None:
    assert preset("oh-pshaw") == Rules()
    assert not preset("oh-pshaw").hook and preset("oh-pshaw").full_deck_no_trump
    assert preset("oh-hell").hook and preset("oh-hell").last_round_no_trump
    assert preset("up-and-down").schedule == "up-down"
    cw = preset("contract-whist")
    assert (cw.schedule, cw.trump, cw.hook) == ("contract-whist", "rotating", True)
    assert preset("la-podrida").must_trump
    wiz = preset("wizard")
    assert (wiz.deck, wiz.scoring, wiz.max_players) == ("wizard60", "wizard", 6)
    seven = preset("oh-seven")
    assert (seven.deck, seven.trump, seven.card_bidding, seven.rebid, seven.scoring) == (
        "seven32", "bid-card", True, True, "oh-seven")
    assert set(DESCRIPTIONS) == set(PRESETS)


@pytest.mark.parametrize("name", list(PRESETS))
def test_player_counts_R_S1(name: str) -> None:
    rules = preset(name)
    low, high = {"wizard": (3, 6), "oh-seven": (2, 9)}.get(name, (3, 7))
    for players in range(low, high + 1):
        rules.validate(players)
    for players in (low - 1, high + 1):
        with pytest.raises(OptionsError, match=f"played by {low} to {high} players"):
            rules.validate(players)


def test_every_option_can_be_overridden() -> None:
    rules = preset("oh-pshaw")
    assert rules.replace(nil_bonus=True).nil_bonus
    assert rules.with_option("hook=true").hook
    assert rules.with_option("max-hand=10").max_hand == 10
    assert rules.with_option("max_hand=none").max_hand is None
    assert rules.with_option("schedule=down-up").schedule == "down-up"
    assert rules == preset("oh-pshaw"), "overrides make copies"
    assert set(rules.as_dict()) == set(option_names())
    assert Rules.from_dict(preset("oh-seven").as_dict()) == preset("oh-seven")


@pytest.mark.parametrize("text,message", [
    ("foo=1", "Unknown rule option 'foo'"),
    ("hook=maybe", "hook cannot be 'maybe'"),
    ("max_hand=ten", "max_hand cannot be 'ten'"),
    ("schedule=sideways", "schedule cannot be 'sideways'"),
    ("hook", "write name=value"),
])
def test_bad_overrides_are_refused_readably(text: str, message: str) -> None:
    with pytest.raises(OptionsError, match=message):
        preset("oh-pshaw").with_option(text)


@pytest.mark.parametrize("name,changes,players,message", [
    ("oh-pshaw", {"max_hand": 8}, 7, "7 players cannot be dealt 8 cards from 52"),
    ("oh-seven", {"deck_copies": 1}, 5, "Oh-Seven with 5 players needs two decks"),
    ("oh-pshaw", {"full_deck_no_trump": False, "max_hand": 13}, 4, "no card is left to turn up"),
    ("oh-pshaw", {"hook": True, "simultaneous_bidding": True}, 4,
     "hook cannot be combined with simultaneous_bidding"),
    ("oh-pshaw", {"card_bidding": True}, 4, "card_bidding needs"),
    ("oh-pshaw", {"rebid": True}, 4, "rebid needs card_bidding"),
    ("oh-seven", {"deck": "standard52"}, 4, r"Bidding with a card \(trump\) needs the 32-card"),
    ("wizard", {"nil_bonus": True}, 4, "nil_bonus needs scoring standard"),
    ("oh-pshaw", {"deck_copies": 2}, 4, r"Two decks \(deck_copies\) are only for the 32-card"),
    ("oh-pshaw", {"max_hand": 0}, 4, "max_hand cannot be 0"),
    ("oh-pshaw", {"max_hand": 10**12}, 4, "a hand has 1 to 64 cards"),
    ("oh-pshaw", {"schedule": "fixed", "fixed_rounds": 10**9}, 4, "a game has 1 to 100 rounds"),
    ("oh-pshaw", {"passing": True, "schedule": "descending", "max_hand": 3}, 4,
     "passing needs at least 2 cards in round 3"),
    ("oh-pshaw", {"min_players": 1}, 4, "players are 2 to 9"),
])
def test_impossible_combinations_R_S6(name: str, changes: dict[str, object], players: int,
                                      message: str) -> None:
    with pytest.raises(OptionsError, match=message):
        preset(name).replace(**changes).validate(players)


def test_maximum_hand_R_S6() -> None:
    rules = preset("oh-pshaw")
    assert [rules.largest_hand(n) for n in range(3, 8)] == [15, 13, 10, 8, 7]
    assert rules.replace(full_deck_no_trump=False).largest_hand(4) == 12
    assert rules.replace(max_hand=10).largest_hand(4) == 10  # "play 1 to 10"
    assert rules.replace(max_hand=17).largest_hand(3) == 17  # a custom maximum the deck allows
    rules.replace(max_hand=17).validate(3)
    with pytest.raises(OptionsError, match="3 players cannot be dealt 18 cards from 52"):
        rules.replace(max_hand=18).validate(3)


def test_schedules_R_S5() -> None:
    rules = preset("oh-pshaw").replace(max_hand=4)
    assert rules.hand_sizes(4) == [1, 2, 3, 4]
    assert rules.replace(schedule="descending").hand_sizes(4) == [4, 3, 2, 1]
    assert rules.replace(schedule="up-down").hand_sizes(4) == [1, 2, 3, 4, 3, 2, 1]
    assert rules.replace(schedule="down-up").hand_sizes(4) == [4, 3, 2, 1, 2, 3, 4]
    assert rules.replace(schedule="fixed", fixed_rounds=3).hand_sizes(4) == [4, 4, 4]
    whist = preset("contract-whist")
    assert whist.hand_sizes(7) == [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7]
    assert len(whist.hand_sizes(3)) == 13
