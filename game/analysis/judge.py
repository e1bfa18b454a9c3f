"""Judging each decision of a game with the Hard bot's search, from the deciding seat's view.

The judge prices every legal bid or card with the Hard bot's search
(:mod:`game.analysis.search`), on a budget of sampled deals and with seeds fixed
by the position, never on the clock: the same game gets the same report on every
machine. A decision's *loss* is what the action taken gave away against the best
one, measured honestly (:mod:`game.analysis.outcomes`): every candidate on the
same samples, the best one priced on samples that did not choose it, and counted
only when it stands clear of its noise, which the rating keeps. So the search's
own choice costs nothing, and neither does a choice too close to the best to tell.

Bids by number, bid cards, card plays and naming trump are priced over every
legal action; passes over a few candidates and the pass made
(:mod:`game.bots.levels.before_play`). A decision whose legal actions all play
alike (one card, or cards with nothing unseen between them) is not searched:
nothing can be given away there.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from game.actions import Action, Bid, Play
from game.analysis.decisions import RATED_KINDS, Decision, Kind, decisions
from game.analysis.outcomes import NONE, Loss, best_of
from game.analysis.search import Draws, Search, batch_draws, bid_draws, play_draws, representatives
from game.bots import Estimate, NormalBot
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
#: Rounds of its budget the judge may add to a decision whose loss is too close to its
#: noise to tell (so at most four times the deals, where the candidates are close).
EXTRA = 3


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
    docs/notes/analysis-2026.md.) ``loss`` is counted only when it stood clear of its
    ``noise`` (then it is more than three times that); a smaller one is 0."""

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
    noise: float = 0.0  # the standard error of the action's loss before it was counted

    @property
    def rated(self) -> bool:
        """True when the search weighed this decision."""
        return self.estimates is not None


def decision_seed(view: SeatView, salt: int = 0) -> int:
    """The search's seed for the decision in ``view``: fixed by the position (round,
    seat, phase, cards played), so the same decision is judged alike every time
    (``salt``: another set of random numbers, for a second opinion)."""
    extra = f":{salt}" if salt else ""
    return derived_seed(f"analysis:{view.round_number}:{view.seat}:{view.phase.value}:"
                        f"{len(view.played)}{extra}")


class Judge:
    """Hard's search with a node budget, as a judge.

    Every candidate of a decision is scored on the same samples (the same deals,
    the same rollout luck), drawn in two folds from two independent walks over the
    deals; the best candidate's worth is measured on the fold that did not choose it,
    so the luck of the sampling cannot pass for a mistake (:mod:`game.analysis.outcomes`).
    A loss counts only when it stands clear of its noise; while the action taken is too
    close to the best to tell, the judge draws more samples (up to :data:`EXTRA` more
    rounds of its budget). One search serves every decision, so what it learns of the
    table and of the round is worked out once."""

    @classmethod
    def of_level(cls, level: str) -> Judge:
        """The judge with the search of ``level`` (one of :data:`LEVELS`)."""
        if level not in LEVELS:
            raise ValueError(f"no judge of level {level!r}: {', '.join(LEVELS)}")
        return cls(PLAY_DEALS * LEVELS[level], BID_DEALS * LEVELS[level])

    def __init__(self, play_deals: int = PLAY_DEALS, bid_deals: int = BID_DEALS,
                 salt: int = 0) -> None:
        self.play_deals = play_deals
        self.bid_deals = bid_deals
        self.salt = salt
        self._search = Search()

    def weigh(self, view: SeatView, also: Sequence[Action] = ()) -> Weighing:
        """The decision in ``view`` searched on the judge's budget (``also``: actions to
        price beyond the search's own candidates, such as the one made)."""
        seed = decision_seed(view, self.salt)
        if view.legal and isinstance(view.legal[0], Play):
            draws, each = play_draws(self._search, view, seed), max(1, self.play_deals // 2)
        elif view.legal and isinstance(view.legal[0], Bid):
            draws, each = bid_draws(self._search, view, seed, also), max(1, self.bid_deals // 2)
        else:  # two searches a fold, each on a quarter of the deals
            draws = batch_draws(self._search, view, seed, max(1, self.bid_deals // 4), also)
            each = 2
        draws.more(each)
        return Weighing(view, draws, each)

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
        if not first and all_alike(view):
            return Rating(decision.ply, decision.seat, decision.round_number, decision.kind,
                          action, {}, None, 0.0)
        weighing = self.weigh(view, (action,))
        judged = weighing.settle(action)
        value = weighing.value() + view.rebid_bonus[view.seat] if first else None
        edge = 0.0
        if not first and decision.kind is Kind.PLAY:
            edge = weighing.judged(self.plain_card(view)).loss
        return Rating(decision.ply, decision.seat, decision.round_number, decision.kind,
                      action, weighing.estimates, weighing.best, judged.counted, value, edge,
                      judged.noise)

    def plain_card(self, view: SeatView) -> Action:
        """The card the search's rollouts play for the seat in ``view`` (the plain play its
        estimates count on; it depends on the seat's own hand and what it has seen, not on
        the deal drawn), or the Normal bot's when no deal can be drawn."""
        sampler = self._search.sampler(view)
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
    """A decision searched: every candidate's estimate, the best, and what an action
    gave away, with more samples drawn while that is too close to tell."""

    def __init__(self, view: SeatView, draws: Draws, each: int) -> None:
        self.view, self.draws, self.each = view, draws, each
        self._groups = representatives(view) if view.legal and isinstance(view.legal[0], Play) else {}
        self._refresh()

    def _refresh(self) -> None:
        means = self.draws.outcomes.estimates()
        self.estimates = {a: means[self._key(a)] for a in self.view.legal
                          if self._key(a) in means}
        for action in self.draws.outcomes.candidates:  # passes priced beyond the legal ones
            self.estimates.setdefault(action, means[action])
        self.best = best_of(self.view.legal, self.estimates)

    def _key(self, action: Action) -> Action:
        """The candidate ``action`` was searched as (a card: its group's first card)."""
        return self._groups.get(action, action)

    def judged(self, action: Action) -> Loss:
        """What ``action`` gave away, and how sure that is."""
        if self.best is None or self._key(action) == self._key(self.best):
            return NONE
        return self.draws.outcomes.loss(self._key(action), self._legal())

    def settle(self, action: Action) -> Loss:
        """:meth:`judged`, after drawing more samples (at most :data:`EXTRA` more rounds
        of the budget) while the loss is neither 0 nor clear of its noise."""
        judged = self.judged(action)
        for _ in range(EXTRA):
            if judged.loss <= 0 or judged.clear:
                break
            if not self.draws.more(self.each):
                break
            self._refresh()
            judged = self.judged(action)
        return judged

    def loss(self, action: Action) -> float:
        """Expected points ``action`` gave away, counted only when clear of its noise."""
        return self.judged(action).counted

    def tricks(self) -> float | None:
        """The tricks the seat takes on average playing for the best bid (bids by number;
        else ``None``)."""
        taken = self.draws.outcomes.tricks.get(self.best) if self.best is not None else None
        return sum(taken) / len(taken) if taken else None

    def value(self) -> float:
        """The expected points of the best action, each fold's choice priced on the other
        fold (so the luck of the sampling does not raise it)."""
        return self.draws.outcomes.value(self._legal())

    def _legal(self) -> list[Action]:
        """The candidates in the order ties are settled: legal order, then the rest."""
        outcomes = self.draws.outcomes
        legal = list(dict.fromkeys(self._key(a) for a in self.view.legal))
        legal = [a for a in legal if a in outcomes.candidates or a in outcomes.fixed]
        return legal + [a for a in outcomes.candidates if a not in legal]


def all_alike(view: SeatView) -> bool:
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
