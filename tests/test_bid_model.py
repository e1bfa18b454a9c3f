"""The fast bidder model the Hard bot weighs worlds with gives Normal's own bid."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.bots.bid_model import BidModel
from game.bots.normal import bid_for
from game.cards import Suit, make_deck
from game.presets import PRESETS, preset


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_model_bids_as_normal_does(name: str) -> None:
    """The model stands in for Normal's bidding (every preset, every player
    count, trump or none, bids before it or none); it may only decline a hand."""
    rules = preset(name)
    rng = random.Random(name)
    compared = 0
    for players in range(rules.min_players, rules.max_players + 1):
        deck = make_deck(rules.deck, rules.copies(players))
        for _ in range(40):
            size = rng.randint(1, min(13, len(deck) // players))
            rng.shuffle(deck)
            trump = rng.choice([None, *Suit])
            dealt = Counter(deck[:players * size])
            model = BidModel(rules, dealt, trump, players, size)
            for seat in range(players):
                hand = deck[seat * size:(seat + 1) * size]
                earlier = [rng.randint(0, size) for _ in range(rng.randint(0, players - 1))]
                mine = model.bid(hand, earlier)
                if mine is None:
                    continue
                assert mine == bid_for(rules, hand, trump, players, size, dealt - Counter(hand),
                                       earlier, list(range(size + 1)))
                compared += 1
    assert compared > 100
