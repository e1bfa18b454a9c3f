"""The fast bidder model and the play reading the Hard bot weighs worlds with."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.bots.levels.normal import bid_for
from game.bots.reading.bid_model import BidModel
from game.bots.reading.inference import PlayReader
from game.cards import Card, Suit, make_deck
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


def test_the_true_deal_explains_normal_players_better_than_random_deals() -> None:
    """Reading the plays: in games of Normal bots, the real hands explain the
    plays seen at least as well as most deals sampled for the same seat."""
    from game.bots.levels.normal import NormalBot
    from game.bots.reading.knowledge import unseen_cards
    from game.bots.reading.sampling import deal_one, hand_counts
    from game.bots.search.fast import Layout
    from game.game import Game, Phase

    better = checked = 0
    for seed in range(3):
        game = Game(preset("oh-pshaw"), 4, seed=seed)
        bots = [NormalBot(seed * 10 + s) for s in range(4)]
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if view.phase is Phase.PLAY and view.hand_size >= 8 and len(view.tricks) == 4 \
                    and not view.trick:
                reader = PlayReader(view, Layout.for_deck("standard52"))
                unseen = unseen_cards(view)
                truth = _misfits(reader, unseen, view.seat, [list(h) for h in game.state.hands])
                pool = sorted(unseen.elements(), key=str)
                rng = random.Random(seed)
                others = []
                for _ in range(30):
                    hands = deal_one(view, rng, pool, hand_counts(view), [[] for _ in range(4)])
                    if hands is not None:
                        others.append(_misfits(reader, unseen, view.seat, hands))
                others.sort()
                better += truth <= others[len(others) // 2]
                checked += 1
            game.apply(bots[seat].choose(view))
    assert checked >= 10
    assert better >= 0.9 * checked


def _misfits(reader: PlayReader, unseen: Counter[Card], me: int, hands: list[list[Card]]) -> int:
    """The reader's misfits for ``hands``, the undealt cards worked out as the bot does."""
    from game.bots.reading.sampling import undealt

    return reader.misfits(hands, undealt(unseen, hands, me))


@pytest.mark.slow
def test_the_deals_hard_searches_give_the_true_holder_more_than_random_deals_do() -> None:
    """Hard's deals (the deal chain's, which come as often as they explain the bids and
    plays) put the unseen cards in the hands that truly hold them more often than deals
    drawn at random: in games of Normal bots, from the fourth and sixth tricks of long
    rounds on."""
    import random
    from itertools import islice

    from game.bots.levels.hard import HardBot
    from game.bots.levels.normal import NormalBot
    from game.game import Game, Phase

    searched = drawn = 0.0
    checked = 0
    for seed in range(4):
        game = Game(preset("oh-pshaw"), 4, seed=100 + seed)
        bots = [NormalBot(seed * 10 + s) for s in range(4)]
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if view.phase is Phase.PLAY and view.hand_size >= 8 and len(view.tricks) in (3, 5) \
                    and not view.trick:
                bot = HardBot(seed)
                sampler = bot.sampler(view)
                deals = [deal.hands for deal, _ in islice(bot.deals(sampler), 128)]
                rng = random.Random(seed)
                plain = [hands for hands, _ in filter(None, (sampler.deal(rng) for _ in range(128)))]
                for other, hand in enumerate(game.state.hands):
                    if other == seat:
                        continue
                    for card in hand:
                        bits = [1 << i for i in sampler.layout.indices(card)]
                        searched += sum(any(h[other] & b for b in bits) for h in deals) / len(deals)
                        drawn += sum(any(h[other] & b for b in bits) for h in plain) / len(plain)
                checked += 1
            game.apply(bots[seat].choose(view))
    assert checked >= 10
    assert searched > 1.1 * drawn  # 1.19 when written; 1.00 with a chain blind to the bids and plays
