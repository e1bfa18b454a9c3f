"""The cut for the first dealer (R-S2) and the deal (R-S7), from the game's RNG.

>>> import random
>>> from game.cards import make_deck
>>> from game.stable_random import Shuffle
>>> hands, stock, order = deal(random.Random(1), Shuffle.FISHER_YATES, make_deck("standard52"), 4,
...                           2, dealer=3)
>>> [seat for seat, _ in order]
[0, 1, 2, 3, 0, 1, 2, 3]
"""

from __future__ import annotations

import random

from game.cards import Card, cut_rank
from game.stable_random import Shuffle, shuffle

Draws = list[tuple[int, Card]]


def cut_for_dealer(rng: random.Random, method: Shuffle, deck: list[Card],
                   players: int) -> tuple[Draws, list[Draws], int]:
    """Every seat draws a card from a shuffled deck; the lowest rank deals.

    Tied lowest seats cut again among themselves. Returns the first draw,
    the re-cuts, and the dealer.
    """
    seats = list(range(players))
    first: Draws = []
    recuts: list[Draws] = []
    while True:
        shuffled = list(deck)
        shuffle(rng, shuffled, method)
        draws = list(zip(seats, shuffled, strict=False))
        if first:
            recuts.append(draws)
        else:
            first = draws
        low = min(cut_rank(card) for _, card in draws)
        seats = [seat for seat, card in draws if cut_rank(card) == low]
        if len(seats) == 1:
            return first, recuts, seats[0]


def deal(rng: random.Random, method: Shuffle, deck: list[Card], players: int, size: int,
         dealer: int) -> tuple[list[list[Card]], list[Card], Draws]:
    """Shuffle (a uniform permutation) and deal ``size`` cards each, one at a
    time clockwise from eldest hand. Returns the hands, the stock (its top
    card first) and the order the cards went out."""
    shuffled = list(deck)
    shuffle(rng, shuffled, method)
    dealt = players * size
    seats = [(dealer + 1 + i) % players for i in range(players)]  # the order of one turn round
    hands: list[list[Card]] = [[] for _ in range(players)]
    for turn, seat in enumerate(seats):  # card i goes to seats[i % players]
        hands[seat] = shuffled[turn:dealt:players]
    return hands, shuffled[dealt:], list(zip(seats * size, shuffled[:dealt], strict=True))
