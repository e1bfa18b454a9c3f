"""Judging each decision of a game with the Hard bot's search, from the deciding seat's view.

The judge asks the search for the expected points of every legal bid or card
(:meth:`game.bots.HardBot.analyse`), on a budget of rollouts (nodes) and with
a seed fixed by the position, never on the clock: the same game gets the same
report on every machine. A decision's *loss* is what the action taken gave
away against the best one: the best action's expected points minus the
action's, so 0 for the action the search would take, and never below 0.

Bids by number, bid cards, card plays and naming trump are priced over every
legal action; passes over a few candidates and the pass made
(:mod:`game.bots.levels.before_play`). A decision whose legal actions all play
alike (one card, or cards with nothing unseen between them) is not searched: nothing can be given away there.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from game.actions import Action, Bid, Play
from game.analysis.decisions import RATED_KINDS, Decision, Kind, decisions
from game.bots import Estimate, HardBot, NormalBot
from game.bots.levels.before_play import rollouts_per_deal
from game.bots.levels.hard import equivalent_cards
from game.bots.search.fast import World
from game.bots.search.rollout import greedy_choice
from game.cards import SUIT_RANK_ORDER
from game.game import Game
from game.stable_random import derived_seed
from game.view import SeatView

#: Deals the search samples for a card decision (its node budget: this many
#: rollouts for each card that plays differently).
PLAY_DEALS = 20
#: Deals for a bid decision (a budget of this many rollouts for each legal bid): a bid
#: decides more of a round's points than one card, so it gets more deals.
BID_DEALS = 48
#: The judges ``analyse --level`` offers, by the level whose search they lend: Hard's
#: budgets (the report everywhere in the program), or the Expert's eight times the deals
#: (as the Expert bot searches eight times Hard's batches): a minute or more a game,
#: and a sharper figure for each card.
LEVELS = {"hard": 1, "expert": 8}


@dataclass(frozen=True)
class Rating:
    """The judge's word on one decision.

    ``estimates`` is ``None`` for a decision that is not rated (none today), empty
    for one where every legal action plays alike. ``value`` is set on the seat's
    first decision of the round (trump named, cards passed, or its bid): the best
    action's expected points there, Oh-Seven rebid points already earned
    included. The search prices an action by playing the rest of the round
    plainly (as the Normal bot's habits do), so that value is what the deal is
    worth to a plain player; ``edge``, on each later card, is what the search's
    best card was worth there beyond the plain card: the loss of the card its own
    rollouts play for that seat there (:func:`plain_card`), the card the value
    counted on. The deal's worth to a strong player is the value plus the edges of
    the round. (Measured against the Normal bot's card instead, whose lookahead in
    the last tricks plays better than the rollouts, the edges fell short by about
    0.4 points a round, which four Normal players collected as luck:
    docs/notes/analysis-2026.md.)"""

    ply: int
    seat: int
    round_number: int
    kind: Kind
    action: Action
    estimates: Mapping[Action, Estimate] | None
    best: Action | None
    loss: float
    value: float | None = None
    edge: float = 0.0

    @property
    def rated(self) -> bool:
        """True when the search weighed this decision."""
        return self.estimates is not None


def best_of(legal: Sequence[Action], estimates: Mapping[Action, Estimate]) -> Action | None:
    """The action the Hard bot would take: the best expected points, then the best
    chance of making the bid, then the first legal one (:meth:`HardBot.choose`)."""
    rated = [a for a in legal if a in estimates]
    if not rated:
        return None
    return max(rated, key=lambda a: (estimates[a].points, estimates[a].make, -legal.index(a)))


def decision_seed(view: SeatView) -> int:
    """The search's seed for the decision in ``view``: fixed by the position (round,
    seat, phase, cards played), so the same decision is judged alike every time."""
    return derived_seed(f"analysis:{view.round_number}:{view.seat}:{view.phase.value}:"
                        f"{len(view.played)}")


class Judge:
    """Hard's search with a node budget, as a judge.

    Each decision is searched twice, on two independent halves of its budget (two
    seeds fixed by the position). The estimates shown are the two together; a loss
    is measured on each half against the best action of the other half, and the two
    measures averaged: the luck of the sampling then cannot pass for a mistake (the
    best of several noisy estimates is too high on average; a player who chose as
    the search would have been charged for that). Such a loss is never more than the
    difference of the estimates shown, and 0 for the action they rank best.

    One search bot serves every decision, so what it learns of the table from the
    earlier rounds is worked out once."""

    @classmethod
    def of_level(cls, level: str) -> Judge:
        """The judge with the search of ``level`` (one of :data:`LEVELS`)."""
        if level not in LEVELS:
            raise ValueError(f"no judge of level {level!r}: {', '.join(LEVELS)}")
        return cls(PLAY_DEALS * LEVELS[level], BID_DEALS * LEVELS[level])

    def __init__(self, play_deals: int = PLAY_DEALS, bid_deals: int = BID_DEALS) -> None:
        self.play_deals = play_deals
        self.bid_deals = bid_deals
        self._bot = _Searcher(0, nodes=1)

    def weigh(self, view: SeatView, also: Sequence[Action] = ()) -> Weighing:
        """Both searches of the decision in ``view`` (``also``: passes to price beyond the
        search's own candidates, such as the one made)."""
        if view.legal and isinstance(view.legal[0], Play):
            cards = [a.card for a in view.legal if isinstance(a, Play)]
            candidates, deals = len(equivalent_cards(cards, view)), self.play_deals
        elif view.legal and isinstance(view.legal[0], Bid):
            candidates, deals = len(view.legal), self.bid_deals
        else:
            candidates, deals = rollouts_per_deal(view, also), self.bid_deals
        seed, half = decision_seed(view), max(1, deals // 2)
        halves = []
        for part in (0, 1):
            bot = self._bot
            bot.rng = random.Random(seed + part)
            bot.nodes = half * max(1, candidates)
            halves.append(bot.analyse(view, also))
        return Weighing(view.legal, halves[0], halves[1])

    def estimates(self, view: SeatView, also: Sequence[Action] = ()) -> dict[Action, Estimate]:
        """The expected points (and chance of making the bid) of each legal action in
        ``view`` (of passes, the candidates and ``also``), the same for the same view on
        any machine."""
        return self.weigh(view, also).estimates

    def rate(self, decision: Decision, first: bool) -> Rating:
        """Judge ``decision``; ``first``: the seat's first rated decision of the round,
        which is always searched, for its value."""
        view, action = decision.view, decision.action
        if decision.kind not in RATED_KINDS:
            return Rating(decision.ply, decision.seat, decision.round_number, decision.kind,
                          action, None, None, 0.0)
        if not first and _all_alike(view):
            return Rating(decision.ply, decision.seat, decision.round_number, decision.kind,
                          action, {}, None, 0.0)
        weighing = self.weigh(view, (action,))
        value = weighing.value() + view.rebid_bonus[view.seat] if first else None
        edge = 0.0
        if not first and decision.kind is Kind.PLAY:
            edge = weighing.loss(self.plain_card(view))
        return Rating(decision.ply, decision.seat, decision.round_number, decision.kind,
                      action, weighing.estimates, weighing.best, weighing.loss(action), value, edge)


    def plain_card(self, view: SeatView) -> Action:
        """The card the search's rollouts play for the seat in ``view`` (the plain play its
        estimates count on; it depends on the seat's own hand and what it has seen, not on
        the deal drawn), or the Normal bot's when no deal can be drawn."""
        sampler = self._bot.sampler(view)
        rng = random.Random(decision_seed(view))
        for _ in range(20):
            drawn = sampler.deal(rng)
            if drawn is None:
                continue
            hands, ghost = drawn
            trump = -1 if view.trump is None else SUIT_RANK_ORDER.index(view.trump)
            world = World(sampler.layout, view.players, hands, trump, view.rules.must_trump,
                          view.leader, sampler.trick, list(view.tricks_won), ghost)
            bids = [b if b is not None else 0 for b in view.bids]
            return Play(sampler.layout.cards[greedy_choice(world, rng, bids)])
        return NormalBot(decision_seed(view)).choose(view)


class Weighing:
    """A decision searched twice, on independent deals: what the two say together."""

    def __init__(self, legal: Sequence[Action], first: Mapping[Action, Estimate],
                 second: Mapping[Action, Estimate]) -> None:
        self.first, self.second = first, second
        self.estimates = {a: Estimate((first[a].points + second[a].points) / 2,
                                      (first[a].make + second[a].make) / 2,
                                      first[a].samples + second[a].samples)
                          for a in legal if a in first and a in second}
        self.best = best_of(legal, self.estimates)
        self._best_first = best_of(legal, first)
        self._best_second = best_of(legal, second)

    def loss(self, action: Action) -> float:
        """Expected points ``action`` gave away: on each half, the other half's best action
        against it, averaged (0 for the best action, never below 0)."""
        one, two = self._best_first, self._best_second
        if action == self.best or one is None or two is None or action not in self.estimates:
            return 0.0
        first, second = self.first, self.second
        crossed = ((first[two].points - first[action].points)
                   + (second[one].points - second[action].points)) / 2
        return max(0.0, crossed)

    def value(self) -> float:
        """The expected points of the best action, each half's choice priced on the other
        half (so the luck of the sampling does not raise it)."""
        one, two = self._best_first, self._best_second
        if one is None or two is None:
            return 0.0
        return (self.first[two].points + self.second[one].points) / 2


class _Searcher(HardBot):
    """Hard's search, its node budget set by the judge for each decision, bids included
    (a bot at the table may give its bids a multiple of a card's budget: not here). It
    searches a few dozen deals a decision, not hundreds, so its deal chain takes shorter
    walks: the report of a game costs about what it did before the chain."""

    bid_nodes = 1.0
    burn_in = 30
    thin = 3
    score_aware = False  # the report counts points, not the chance of winning the game


def _all_alike(view: SeatView) -> bool:
    """True when every legal action plays alike: one legal action, or cards that no
    unseen card separates."""
    if len(view.legal) <= 1:
        return True
    if not isinstance(view.legal[0], Play):
        return False
    return len(equivalent_cards([a.card for a in view.legal if isinstance(a, Play)], view)) == 1


def rate_game(game: Game, judge: Judge | None = None,
              rounds: range | None = None) -> Iterator[Rating]:
    """A rating of every decision of ``game`` (of whole ``rounds``, by number, when
    given), in the order they were made."""
    judge = judge or Judge()
    valued: set[tuple[int, int]] = set()
    for decision in decisions(game, rounds):
        key = (decision.round_number, decision.seat)
        first = decision.kind in RATED_KINDS and key not in valued
        if first:
            valued.add(key)
        yield judge.rate(decision, first)
