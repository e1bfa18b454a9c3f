"""Reading the plays: how badly a sampled deal explains what the others played.

A player who needed a trick and followed low probably had nothing higher; one
who had made its bid and threw a king probably held no safe smaller card.
:class:`PlayReader` replays the round so far in a sampled deal and asks the
rollout policy (which plays as the Normal bot does) what each other seat
would have played there; every play it would not have made counts against
that deal. Plays that any deal explains equally (a seat with one legal card,
a habit the policy does not share) cost every deal alike and so change
nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.search.fast import Layout, World
from game.bots.search.rollout import policy_misses
from game.cards import Card
from game.view import SeatView


class PlayReader:
    """The plays of one view, ready to be replayed in many sampled deals."""

    def __init__(self, view: SeatView, layout: Layout) -> None:
        self.view, self.layout = view, layout
        tricks = (*view.tricks, view.trick) if view.trick else view.tricks
        self.plays = [(seat, card) for trick in tricks for seat, card in trick]
        self.leader = self.plays[0][0] if self.plays else view.leader
        self.targets = [b or 0 for b in view.bids]
        self.played: list[list[Card]] = [[] for _ in range(view.players)]
        for seat, card in self.plays:
            self.played[seat].append(card)
        # one copy of every card: a play's index is the same in every deal
        self.active = layout.copies == 1 and any(s != view.seat for s, _ in self.plays)
        self.indices = [(seat, layout.indices(card)[0]) for seat, card in self.plays] if self.active else []

    def misfits(self, hands: Sequence[Sequence[Card]], ghost: Sequence[Card]) -> int:
        """How many plays of the other seats the rollout policy, dealt ``hands``
        (the cards held now), would not have made."""
        if not self.active:
            return 0
        view, layout = self.view, self.layout
        start = [[*hands[s], *self.played[s]] for s in range(view.players)]
        world = World.from_cards(layout, start, view.trump, view.rules.must_trump, self.leader,
                                 (), [0] * view.players, ghost)
        return policy_misses(world, self.indices, self.targets, view.seat)
