"""The cut, the deal and trump (R-S2, R-S3, R-S4, R-S7, R-T1..R-T6)."""

from __future__ import annotations

import random
from collections import Counter

from game import events as ev
from game.actions import ChooseTrump
from game.cards import Card, Suit, cut_rank
from game.game import ROTATION, Game, Phase
from game.presets import preset
from tests.helpers import fixed_rules, play_random


def test_cut_lowest_card_deals_R_S2() -> None:
    for seed in range(40):
        game = Game(preset("oh-pshaw"), 5, seed)
        last = game.recuts[-1] if game.recuts else game.cut
        low = min(cut_rank(c) for _, c in last)
        assert [s for s, c in last if cut_rank(c) == low] == [game.first_dealer]
        assert game.rounds[0].dealer == game.first_dealer
        cuts = [e for e in game.events if isinstance(e, ev.CutDrawn)]
        assert len(cuts) == 5 + sum(len(r) for r in game.recuts)
        assert Game(preset("oh-pshaw"), 5, seed).cut == game.cut  # reproducible


def test_ties_in_the_cut_are_cut_again_among_the_tied_R_S2() -> None:
    games = [Game(preset("oh-seven"), 9, seed) for seed in range(60)]  # two decks: ties happen
    tied = [g for g in games if g.recuts]
    assert tied
    for game in tied:
        low = min(cut_rank(c) for _, c in game.cut)
        assert {s for s, _ in game.recuts[0]} == {s for s, c in game.cut if cut_rank(c) == low}


def test_deal_rotates_left_and_eldest_bids_and_leads_R_S3_S4() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=2)
    first = game.first_dealer
    play_random(game, random.Random(2))
    for rnd in game.rounds:
        assert rnd.dealer == (first + rnd.number - 1) % 4
        eldest = (rnd.dealer + 1) % 4
        assert rnd.bids[0].seat == eldest
        assert rnd.tricks[0].leader == eldest
        assert [b.seat for b in rnd.bids] == [(eldest + i) % 4 for i in range(4)]


def test_dealing_one_at_a_time_from_eldest_R_S7() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=9)
    game2 = Game(fixed_rules(preset("oh-pshaw"), 5), 4, seed=9)
    for g in (game, game2):
        dealt = [e for e in g.events if isinstance(e, ev.CardDealt)]
        eldest = (g.round.dealer + 1) % 4
        assert [e.seat for e in dealt] == [(eldest + i) % 4 for i in range(len(dealt))]
        for seat in range(4):
            assert [e.card for e in dealt if e.seat == seat] == g.state.hands[seat]


def test_shuffle_is_uniform_enough_R_S7() -> None:
    counts: Counter[Card] = Counter()
    for seed in range(2000):
        counts[Game(fixed_rules(preset("oh-pshaw"), 1), 3, seed).state.hands[0][0]] += 1
    assert len(counts) == 52
    assert max(counts.values()) < 2000 / 52 * 2.2  # no card far too common


def test_turn_up_sets_trump_and_leaves_no_hand_R_T1() -> None:
    game = Game(fixed_rules(preset("oh-pshaw"), 5), 4, seed=4)
    rnd = game.round
    assert rnd.turn_up is not None and rnd.trump is rnd.turn_up.suit
    assert all(rnd.turn_up not in hand for hand in game.state.hands)
    assert ev.TrumpSet(rnd.trump, rnd.turn_up) in game.events


def test_full_deck_has_no_trump_R_T2() -> None:
    game = Game(fixed_rules(preset("oh-pshaw"), 13), 4, seed=4)
    assert game.round.turn_up is None and game.round.trump is None


def test_last_round_no_trump_R_T3() -> None:
    rules = preset("oh-hell").replace(max_hand=3)
    game = Game(rules, 5, seed=1)
    play_random(game, random.Random(1))
    assert [r.turn_up is None for r in game.rounds[:3]] == [False, False, True]
    assert game.rounds[2].trump is None


def test_rotating_trump_R_T4() -> None:
    game = Game(preset("contract-whist"), 4, seed=1)
    play_random(game, random.Random(1))
    for rnd in game.rounds:
        assert rnd.trump is ROTATION[(rnd.number - 1) % 4] and rnd.turn_up is None
    assert ROTATION == (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)


def test_wizard_turn_up_dealer_chooses_R_T5() -> None:
    rules = fixed_rules(preset("wizard"), 5)
    chosen = next(g for g in (Game(rules, 4, s) for s in range(400))
                  if g.round.turn_up is not None and g.round.turn_up.is_wizard)
    assert chosen.phase is Phase.CHOOSE_TRUMP and chosen.to_act == chosen.round.dealer
    assert len(chosen.legal_actions()) == 4
    chosen.apply(ChooseTrump(Suit.DIAMONDS))
    assert chosen.round.trump is Suit.DIAMONDS and chosen.phase is Phase.BID
    jester = next(g for g in (Game(rules, 4, s) for s in range(400))
                  if g.round.turn_up is not None and g.round.turn_up.is_jester)
    assert jester.round.trump is None and jester.phase is Phase.BID


def test_oh_seven_trump_is_the_highest_bid_card_R_T6() -> None:
    game = Game(preset("oh-seven"), 4, seed=8)
    play_random(game, random.Random(8))
    for rnd in game.rounds:
        best = max(rnd.bids, key=lambda b: (b.tricks, -"SHDC".index(str(b.card)[1])))
        assert best.card is not None and rnd.trump is best.card.suit
        assert rnd.tricks[0].leader == best.seat and rnd.turn_up is None
