"""Hard's sampled deals fit everything its seat knows:
its own hand, how many cards each seat holds, the voids shown, the cards it
knows a seat holds (Oh-Seven bid cards, cards it passed), and only cards it
has not seen."""

from __future__ import annotations

from collections import Counter
from itertools import islice

import pytest

from game.bots.levels.hard import HardBot
from game.bots.levels.normal import NormalBot
from game.bots.reading.knowledge import unseen_cards
from game.bots.reading.sampling import hand_counts
from game.cards import Card
from game.game import Game, Phase
from game.presets import PRESETS, preset
from game.rules import Rules
from game.view import SeatView

TABLES = [(name, preset(name), 4 if name != "oh-seven" else 3) for name in sorted(PRESETS)] + [
    ("oh-seven, passing", preset("oh-seven").replace(passing=True), 3),
    ("oh-pshaw, passing, must trump", preset("oh-pshaw").replace(passing=True, must_trump=True), 4),
]


def contradictions(view: SeatView, hands: list[list[Card]]) -> list[str]:
    """What in ``hands`` contradicts what ``view``'s seat knows; empty if nothing."""
    wrong = []
    me, counts = view.seat, hand_counts(view)
    if Counter(hands[me]) != Counter(view.hand):
        wrong.append("our own hand changed")
    hidden: Counter[Card] = Counter()
    for seat, hand in enumerate(hands):
        if seat == me:
            continue
        hidden.update(hand)
        if len(hand) != counts[seat]:
            wrong.append(f"seat {seat} holds {len(hand)} cards, not {counts[seat]}")
        if any(card.kind == "" and card.suit in view.voids[seat] for card in hand):
            wrong.append(f"seat {seat} holds a card of a suit it showed it lacks")
        if Counter(view.known_cards(seat)) - Counter(hand):
            wrong.append(f"seat {seat} lacks a card we know it holds")
    if hidden - unseen_cards(view):
        wrong.append("a card we have seen is in a hidden hand")
    return wrong


@pytest.mark.parametrize("name,rules,players", TABLES, ids=[t[0] for t in TABLES])
def test_sampled_deals_fit_everything_the_seat_knows(name: str, rules: Rules,
                                                     players: int) -> None:
    game = Game(rules.replace(max_hand=min(rules.max_hand or 7, 7)), players, seed=21)
    bots = [NormalBot(seed) for seed in range(players)]
    checked = 0
    while not game.is_over and checked < 40:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if view.phase is Phase.PLAY and len(view.hand) >= 2:
            truth = [list(hand) for hand in game.state.hands]
            assert contradictions(view, truth) == []  # the checks hold for the real deal
            drawn = list(islice(HardBot(checked).sample(view), 32))
            assert drawn, "no deal was sampled"
            for hands, weight in drawn:
                assert weight > 0
                assert contradictions(view, hands) == []
            checked += 1
        game.apply(bots[seat].choose(view))
    assert checked >= 10
