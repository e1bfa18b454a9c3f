"""Bidding and passing (R-B1, R-B2, R-B5, R-B6, R-X1)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game import events as ev
from game.actions import Bid, CardBid, Pass, Play
from game.errors import IllegalActionError
from game.game import Game, Phase
from game.presets import preset
from tests.helpers import cards, fixed_rules, play_random, stack


def test_bids_in_turn_are_public_and_in_range_R_B1() -> None:
    game = Game(fixed_rules(preset("oh-pshaw"), 3), 4, seed=1)
    assert game.legal_actions() == [Bid(0), Bid(1), Bid(2), Bid(3)]
    eldest = game.to_act
    game.apply(Bid(2))
    assert ev.BidMade(eldest, 2) in game.events  # type: ignore[arg-type]
    assert all(game.view(s).bids[eldest] == 2 for s in range(4))  # type: ignore[index]
    with pytest.raises(IllegalActionError, match="from 0 to 3"):
        game.apply(Bid(4))
    with pytest.raises(IllegalActionError, match="from 0 to 3"):
        game.apply(Bid(-1))


def test_over_under_even_is_announced_R_B2() -> None:
    for bids, balance in [((1, 1, 1, 1), "over"), ((0, 1, 1, 1), "even"), ((0, 0, 0, 1), "under")]:
        game = Game(fixed_rules(preset("oh-pshaw"), 3), 4, seed=1)
        for bid in bids:
            game.apply(Bid(bid))
        done = [e for e in game.events if isinstance(e, ev.BiddingDone)]
        assert len(done) == 1 and done[0].balance == balance and done[0].total == sum(bids)


def test_oh_pshaw_dealer_may_make_it_even_R_B3() -> None:
    game = Game(fixed_rules(preset("oh-pshaw"), 3), 4, seed=1)
    for bid in (1, 1, 0):
        game.apply(Bid(bid))
    game.apply(Bid(1))  # no hook in Oh Pshaw
    assert game.phase is Phase.PLAY


def test_simultaneous_bids_are_secret_until_all_are_in_R_B6() -> None:
    game = Game(fixed_rules(preset("oh-pshaw"), 3, simultaneous_bidding=True), 4, seed=1)
    first = game.to_act
    assert first is not None
    game.apply(Bid(3))
    assert game.state.bids == [None] * 4
    assert game.view(first).own_secret == 3
    assert all(game.view(s).bids == (None,) * 4 and game.view(s).own_secret is None
               for s in range(4) if s != first)
    assert ev.BidChosen(first) in game.events
    for _ in range(3):
        game.apply(Bid(0))
    revealed = [e for e in game.events if isinstance(e, ev.BidsRevealed)]
    assert len(revealed) == 1 and revealed[0].bids[first] == 3
    assert [b.seat for b in game.round.bids] == [0, 1, 2, 3]  # seat order
    assert game.phase is Phase.PLAY


def test_rebid_scores_a_point_and_uses_fresh_cards_R_B5() -> None:
    game = Game(preset("oh-seven"), 3, seed=2)
    stack(game, ["3S 1H 2C 4C 5C 6C 7C", "3H 0S 1S 2S 4S 5S 6S", "1D 0H 2H 4H 5H 6H 7H"])
    order = [(game.round.dealer + 1 + i) % 3 for i in range(3)]
    first_bids = {0: "3S", 1: "3H", 2: "1D"}  # total 7: rebid, 3S is the top bid
    for seat in order:
        game.apply(CardBid(cards(first_bids[seat])[0]))
    assert game.phase is Phase.BID and game.round.rebids[0][1] == [1, 0, 0]
    seat = game.to_act
    assert seat is not None
    used = cards(first_bids[seat])[0]
    assert CardBid(used) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="already used for a bid"):
        game.apply(CardBid(used))
    second = {0: "6C", 1: "0S", 2: "0H"}
    for seat in order:
        game.apply(CardBid(cards(second[seat])[0]))
    assert game.phase is Phase.PLAY and game.to_act == 0
    assert game.state.bids == [6, 0, 0] and game.round.bonus(3) == [1, 0, 0]
    play_random(game, random.Random(1))
    first_round = game.rounds[0]
    assert first_round.scores is not None
    assert first_round.scores[0] == (8 if first_round.tricks_won[0] == 6 else
                                     -abs(6 - first_round.tricks_won[0])) + 1




def test_redeal_when_a_hand_has_no_unused_card_R_B5() -> None:
    game = Game(preset("oh-seven"), 2, seed=3)
    stack(game, ["0S 1S 2S 3S 4S 5S 6S", "7H 6H 5H 4H 3H 2H 1H"])
    # seat a bids k, seat b bids 7-k: always a total of 7, so always a rebid
    pairs = [("0S", "7H"), ("1S", "6H"), ("2S", "5H"), ("3S", "4H"), ("4S", "3H"),
             ("5S", "2H"), ("6S", "1H")]
    for number, (a, b) in enumerate(pairs, start=1):
        for seat in [game.to_act, 1 - game.to_act]:  # type: ignore[operator]
            game.apply(CardBid(cards(a if seat == 0 else b)[0]))
        if number < 7:
            assert len(game.round.rebids) == number and len(game.round.deals) == 1
    assert len(game.round.deals) == 2, "every card used: seven new cards each"
    assert game.state.used_bid_cards == [[], []]
    assert game.round.bonus(2) == [3, 4]  # 0S<7H, 1S<6H, 2S<5H, 3S<4H, then 4S>3H, 5S, 6S
    assert [len(h) for h in game.state.hands] == [7, 7]
    assert game.state.hands[0] == game.round.deals[1][0]
    assert any(isinstance(e, ev.Rebid) and e.redeal for e in game.events)


def test_passing_pattern_and_exchange_R_X1() -> None:
    rules = preset("oh-seven").replace(passing=True)
    game = Game(rules, 4, seed=6)
    expected = {1: (0, 0), 2: (1, 1), 3: (2, -1), 4: (3, 1), 5: (2, -1), 6: (1, 1), 7: (0, 0)}
    rng = random.Random(6)
    while not game.is_over:
        rnd = game.round
        count, direction = expected[rnd.number]
        if game.phase is Phase.PASS:
            before = [list(h) for h in game.state.hands]
            gifts = {}
            for _ in range(4):
                seat = game.to_act
                assert seat is not None
                action = rng.choice(game.legal_actions())
                assert isinstance(action, Pass) and len(action.cards) == count
                gifts[seat] = action.cards
                game.apply(action)
                if len(gifts) < 4:
                    assert game.state.hands == before, "nothing moves before everyone has chosen"
            for seat in range(4):
                receiver = (seat + direction) % 4
                assert Counter(game.state.hands[receiver]) == (
                    Counter(before[receiver]) - Counter(gifts[receiver]) + Counter(gifts[seat]))
            assert [(s, t) for s, t, _ in rnd.passes] == [(s, (s + direction) % 4)
                                                          for s in range(4)]
        elif game.phase is Phase.BID and not game.round.bids and not game.state.secret_cards:
            assert count == 0 or rnd.passes
            game.apply(rng.choice(game.legal_actions()))
        else:
            game.apply(rng.choice(game.legal_actions()))
    assert [len(r.passes) for r in game.rounds[:7]] == [0, 4, 4, 4, 4, 4, 0]


def test_passing_refuses_wrong_counts_and_foreign_cards_R_X1() -> None:
    game = Game(preset("oh-seven").replace(passing=True), 3, seed=1)
    while game.round.number < 2:
        game.apply(random.Random(0).choice(game.legal_actions()))
    assert game.phase is Phase.PASS
    seat = game.to_act
    assert seat is not None
    hand = list(game.state.hands[seat])
    with pytest.raises(IllegalActionError, match="Pass exactly 1 card"):
        game.apply(Pass(tuple(hand[:2])))
    foreign = next(c for c in cards("0S 1S 2S 3S 4S 5S 6S 7S 0H") if c not in hand)
    with pytest.raises(IllegalActionError, match="you do not hold them"):
        game.apply(Pass((foreign,)))
    with pytest.raises(IllegalActionError, match="time to pass cards, not to play a card"):
        game.apply(Play(hand[0]))
    assert game.state.hands[seat] == hand and game.to_act == seat
