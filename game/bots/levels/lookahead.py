"""Normal's look at the last tricks: every line of its own cards in a few deals.

With at most ``LOOKAHEAD_TRICKS`` cards left, the Normal player does what a
club player counting cards does at the end of a hand: it imagines a few
deals of the unseen cards that fit the voids shown (``WORLDS`` of them, no
weighting by bids or plays, to stay near a millisecond), and in each tries
every order of its own cards while the others play by the table's habits
(:func:`game.bots.search.endgame.best_line`, the Hard bot's exact endgame). It plays
the card that ends with the most points over those deals; its usual card
when that is among the best. This is what keeps it from ending a hand with
winners it cannot shed once its bid is made.
"""

from __future__ import annotations

import random

from game.bots.reading.knowledge import unseen_cards
from game.bots.reading.sampling import deal_one, hand_counts, known_and_pool, undealt
from game.bots.search.endgame import best_line
from game.bots.search.fast import Layout, World
from game.cards import Card
from game.scoring import points
from game.view import SeatView

#: Look ahead when at most this many tricks are left.
LOOKAHEAD_TRICKS = 4
#: Deals imagined per decision.
WORLDS = 8
#: Our own decisions searched per deal at most (four tricks need about forty).
MAX_NODES = 500


def last_tricks_card(view: SeatView, rng: random.Random, usual: Card) -> Card:
    """The card to play in the last tricks: the best over ``WORLDS`` imagined deals,
    ``usual`` (the heuristic's card) when it is among the best or nothing could be searched."""
    me = view.seat
    layout = Layout.for_deck(view.rules.deck, view.rules.copies(view.players))
    bids = [b if b is not None else 0 for b in view.bids]
    score = [points(view.rules, bids[me], k, view.hand_size) for k in range(view.hand_size + 1)]
    unseen = unseen_cards(view)
    counts = hand_counts(view)
    known, pool = known_and_pool(view, unseen)
    total: dict[int, int] = {}
    for _ in range(WORLDS):
        hands = deal_one(view, rng, pool, counts, known)
        if hands is None:
            continue
        world = World.from_cards(layout, hands, view.trump, view.rules.must_trump, view.leader,
                                 view.trick, view.tricks_won, undealt(unseen, hands, me))
        solved = best_line(world, bids, score, MAX_NODES, random.Random(rng.getrandbits(32)))
        if not solved:
            return usual
        for idx, value in solved.items():
            total[idx] = total.get(idx, 0) + value
    if not total:
        return usual
    top = max(total.values())
    if any(layout.cards[idx] == usual and value == top for idx, value in total.items()):
        return usual
    return layout.cards[max(total, key=lambda idx: (total[idx], -idx))]
