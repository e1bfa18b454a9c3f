"""Playing tricks through the game (R-L1..R-L7)."""

from __future__ import annotations

import random

import pytest

from game import events as ev
from game.actions import Bid, CardBid, Play
from game.errors import IllegalActionError
from game.game import Game, Phase
from game.presets import preset
from tests.helpers import cards, fixed_rules, stack


def _ready(hands: list[str], trump: str | None, base: str = "oh-pshaw", **changes: object) -> Game:
    """A 4-player game at the first lead, with chosen hands and trump; seat 0 leads."""
    size = len(hands[0].split())
    for seed in range(100):
        game = Game(fixed_rules(preset(base), size, **changes), 4, seed)
        if game.round.dealer == 3:
            break
    stack(game, hands, trump)
    for _ in range(4):
        game.apply(Bid(0))
    assert game.phase is Phase.PLAY and game.to_act == 0
    return game


def test_leader_plays_anything_then_clockwise_R_L1() -> None:
    game = _ready(["2H AS", "3H 4S", "5H 6S", "7H 8S"], "C")
    assert {a.card for a in game.legal_actions()} == set(cards("2H AS"))  # type: ignore[union-attr]
    game.apply(Play(cards("AS")[0]))
    assert game.to_act == 1


def test_must_follow_suit_with_a_readable_refusal_R_L2_L7() -> None:
    game = _ready(["7H AS", "KH 2C", "5H 6S", "8H 9S"], "S")
    game.apply(Play(cards("7H")[0]))
    before = (list(game.state.hands[1]), list(game.state.trick), game.to_act, len(game.events))
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Play(cards("2C")[0]))
    assert str(refused.value) == "You must follow ♥: play K♥"
    assert refused.value.key == "must_follow" and refused.value.values["suit"] == "♥"
    assert (list(game.state.hands[1]), list(game.state.trick), game.to_act, len(game.events)) == before
    with pytest.raises(IllegalActionError, match="You do not hold 9♦"):
        game.apply(Play(cards("9D")[0]))
    assert game.legal_actions() == [Play(cards("KH")[0])]


def test_must_follow_lists_every_choice() -> None:
    game = _ready(["7H AS 2D", "KH 2C 3H", "5D 6S 9D", "8H 9S 3S"], "S")
    game.apply(Play(cards("2D")[0]))
    game.apply(Play(cards("2C")[0]))  # void in diamonds: anything
    assert game.state.voids[1] == {cards("2D")[0].suit}
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Play(cards("6S")[0]))
    assert str(refused.value) == "You must follow ♦: play 5♦ or 9♦"


def test_must_trump_through_the_game_R_L3() -> None:
    game = _ready(["7H AC", "2D 3S", "5H 6S", "8H 9S"], "S", must_trump=True)
    game.apply(Play(cards("AC")[0]))
    with pytest.raises(IllegalActionError, match="cannot follow ♣ and must trump: play 3♠"):
        game.apply(Play(cards("2D")[0]))
    game.apply(Play(cards("3S")[0]))
    assert game.state.voids[1] == {cards("AC")[0].suit}


def test_wizard_and_jester_any_time_R_L4() -> None:
    game = _ready(["7H W1", "KH N1", "5H 6S", "8H 9S"], "S", base="wizard")
    game.apply(Play(cards("7H")[0]))
    assert {a.card for a in game.legal_actions()} == set(cards("KH N1"))  # type: ignore[union-attr]
    game.apply(Play(cards("N1")[0]))
    game.apply(Play(cards("5H")[0]))
    game.apply(Play(cards("8H")[0]))
    assert game.round.tricks[0].winner == 3  # highest heart; the Jester never wins
    assert game.state.voids[1] == set(), "a Jester shows no void"


def test_winner_takes_the_trick_and_leads_R_L5_L6() -> None:
    game = _ready(["KS 2D", "AS 3D", "2H 4D", "QS 5D"], "H")
    for card in ["KS", "AS", "2H", "QS"]:
        game.apply(Play(cards(card)[0]))
    won = [e for e in game.events if isinstance(e, ev.TrickWon)]
    assert won[-1].winner == 2 and won[-1].cards == tuple(cards("KS AS 2H QS"))
    assert game.state.tricks_won == [0, 0, 1, 0] and game.to_act == 2 and game.state.leader == 2
    for card in ["4D", "5D", "2D", "3D"]:
        game.apply(Play(cards(card)[0]))
    first = game.rounds[0]
    assert first.complete and first.tricks_won == [0, 0, 1, 1]


def test_two_deck_identical_cards_first_played_wins_R_L5() -> None:
    for seed in range(100):
        game = Game(fixed_rules(preset("oh-seven"), 2, rebid=False), 5, seed)
        if game.round.dealer == 4:
            break
    stack(game, ["5S 0H", "5S 0D", "3S 1H", "4S 1D", "2S 1C"])
    for card in ("0H", "0D", "1H", "1D", "2S"):  # seats 0..4: 2S is the top bid
        seat = game.to_act
        assert seat is not None
        game.apply(CardBid(cards(card)[0]))
    leader = game.to_act
    assert leader == 4 and game.state.trump is cards("2S")[0].suit
    order = [4, 0, 1, 2, 3]
    plays = {4: "2S", 0: "5S", 1: "5S", 2: "3S", 3: "4S"}
    for seat in order:
        game.apply(Play(cards(plays[seat])[0]))
    assert game.round.tricks[0].winner == 0


def test_a_played_card_is_rejected_everywhere_after_the_round() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=3)
    rng = random.Random(3)
    while game.round.number == 1:
        game.apply(rng.choice(game.legal_actions()))
    with pytest.raises(IllegalActionError, match="time to bid, not to play"):
        game.apply(Play(cards("AS")[0]))


def test_an_action_out_of_its_phase_names_what_is_asked_now() -> None:
    """A refusal for the wrong kind of action says what the seat is asked for in this phase."""
    game = Game(preset("oh-pshaw"), 4, seed=3)
    with pytest.raises(IllegalActionError) as bidding:
        game.apply(Play(game.state.hands[game.to_act or 0][0]))
    assert (bidding.value.key, bidding.value.values["expected"].key) == ("wrong_phase", "bid")
    while game.phase is Phase.BID:
        game.apply(game.legal_actions()[0])
    assert game.phase is Phase.PLAY
    with pytest.raises(IllegalActionError) as playing:
        game.apply(Bid(0))
    assert playing.value.values["expected"].key == "play"
    assert playing.value.values["got"].key == "bid"
    passing = Game(preset("oh-seven").replace(passing=True), 3, seed=1)
    while passing.phase is not Phase.PASS:
        passing.apply(random.Random(0).choice(passing.legal_actions()))
    with pytest.raises(IllegalActionError) as asked_to_pass:
        passing.apply(Bid(0))
    assert asked_to_pass.value.values["expected"].key == "pass"
