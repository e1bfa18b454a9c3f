"""The ``hard`` and ``expert`` levels: search over deals consistent with what the seat knows.

Each decision samples the hidden hands (consistent with cards played, voids
shown, passed and bid cards), each as often as it makes the bids and plays
seen likely, under each seat's style chances (the seat models of
:mod:`game.bots.reading.seat_model`, learned from the earlier rounds of the
game; the deals come from the walk of :mod:`game.bots.reading.chain`). It
scores every legal action in those deals, each other seat playing by the
style drawn for it in that deal:

- a card: play it, then finish the round with the rollout policies — or, in
  the last tricks, by trying every line of our own cards while the others
  play by theirs, so a made bid is never thrown away when some line keeps it;
- a bid: finish the round in each deal playing for that bid, and take the bid
  with the best expected score (not just the expected tricks);
- a suit to name as trump, an Oh-Seven bid card, a pass: the round that
  follows, played plainly (:mod:`game.bots.levels.before_play`).

Search is anytime: it stops at its deadline (``time_ms``), after a fixed
number of rollouts (``nodes``: benchmarks and tests), or as soon as the table
hurries it (:attr:`HardBot.hurry`), with the best answer so far.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence

from game.actions import Action, Bid, Play
from game.bidding import hook_forbidden
from game.bots.levels import before_play, normal
from game.bots.levels.priced import Estimate, estimate
from game.bots.reading.chain import DealChain
from game.bots.reading.knowledge import unseen_cards
from game.bots.reading.sampling import Deal, Hands, Sampler
from game.bots.reading.seat_model import SeatModels
from game.bots.search.endgame import best_line
from game.bots.search.fast import World
from game.bots.search.rollout import greedy_playout
from game.bots.search.winning import POINT, Standing, standing
from game.cards import SUIT_RANK_ORDER, Card, CardKind
from game.game import Phase
from game.scoring import points
from game.view import SeatView

#: Search our own cards exactly when at most this many tricks are left.
ENDGAME_TRICKS = 4


class HardBot:
    """Sampling search bot that models the seats it meets."""

    #: Chance of a random card in rollouts. The sampled worlds already vary, so the
    #: rollouts can be exact (and the same for every candidate); the clairvoyant bot,
    #: with one world, needs rollouts that differ.
    explore = 0.0
    #: A decision never searches more than this many sampled deals.
    max_deals = 800
    #: Steps of the deal chain before its first deal, and between two deals.
    burn_in = 100
    thin = 10
    #: Rollouts a play makes in the benchmarks, so a busy machine measures the same
    #: strength: about what 130 ms of CPU buy in a long round (measured with
    #: ``python -m devtools.bots.timing hard``; docs/BENCHMARKS.md). Change it when the
    #: cost of a rollout or of the deal chain's steps changes, and play the tables again.
    bench_nodes = 440
    #: A bid's node budget, as a multiple of a play's: a bid's deals are searched for
    #: every bid at once, so the same time buys about 2.4 times the rollouts.
    bid_nodes = 2.4
    #: Search naming trump, bid cards and passes too (:mod:`~game.bots.levels.before_play`);
    #: off, the Normal bot's rules make them.
    before_play = True
    #: In the game's last rounds, take the action with the best chance of winning the game
    #: (:mod:`game.bots.search.winning`); off, the best expected points of the round always.
    score_aware = True

    def __init__(self, seed: int, time_ms: float = 130.0, nodes: int | None = None,
                 priors: Mapping[int, Sequence[float]] | None = None) -> None:
        self.rng = random.Random(seed)
        self.time_ms = time_ms
        self.nodes = nodes
        self.models = SeatModels(priors)
        #: Set by the table: a test of whether the player asked to hurry (then the
        #: search stops at once with its best answer so far).
        self.hurry: Callable[[], bool] | None = None
        #: Rollouts the last search made (what a time budget bought: the node budgets
        #: of the benchmarks are set by it, ``python -m devtools.bots.timing hard``).
        self.rollouts = 0

    def know(self, priors: Mapping[int, Sequence[float]]) -> None:
        """Start the seat models of the seats in ``priors`` from those style chances
        (a named player's tendencies from earlier games)."""
        self.models = SeatModels(priors)

    def choose(self, view: SeatView) -> Action:
        """The action with the best estimate (one of ``view.legal``)."""
        if len(view.legal) == 1:
            return view.legal[0]
        numbers = view.phase is Phase.PLAY or (view.phase is Phase.BID
                                               and not view.rules.card_bidding)
        estimates = self.analyse(view) if numbers or self.before_play else {}
        if not estimates:
            return normal.NormalBot(self.rng.getrandbits(32)).choose(view)
        return max(estimates, key=lambda a: (*estimates[a].rank(), -view.legal.index(a)))

    def analyse(self, view: SeatView, also: Sequence[Action] = ()) -> dict[Action, Estimate]:
        """An estimate for each legal action: each bid (by number or with a card), each
        card to play, each suit to name as trump; of the passes, only a few candidates
        and those of ``also`` (:mod:`game.bots.levels.before_play`)."""
        if view.phase is Phase.PLAY:
            return self._plays(view)
        if view.phase is Phase.BID and not view.rules.card_bidding:
            return self.bids(view)
        if view.phase is Phase.BID:
            return before_play.price_card_bids(self, view, self._clock())
        if view.phase is Phase.CHOOSE_TRUMP:
            return before_play.price_trumps(self, view)
        if view.phase is Phase.PASS:
            return before_play.price_passes(self, view, self._clock(), also)
        return {}

    # -- deals -------------------------------------------------------------------

    def sampler(self, view: SeatView) -> Sampler:
        """The sampler of one decision, with the seats' style chances."""
        return Sampler(view, self.models.chances(view))

    def deals(self, sampler: Sampler) -> Iterator[tuple[Deal, float]]:
        """Deals to search in, each with the weight its outcomes count with, one after
        another until the caller stops (the clairvoyant bot overrides this): the deal
        chain's (:mod:`~game.bots.reading.chain`), which come as often as they explain
        the bids and plays, so each weighs the same."""
        walk = DealChain(sampler, self.rng)
        if not walk:
            return
        walk.run(self.burn_in)
        for _ in range(self.max_deals):
            yield walk.deal(), 1.0
            walk.run(self.thin)

    def sample(self, view: SeatView) -> Iterator[tuple[Hands, float]]:
        """The hidden hands :meth:`deals` searches, as cards, with their weights."""
        sampler = self.sampler(view)
        for deal, weight in self.deals(sampler):
            yield sampler.cards(deal), weight

    def _clock(self, scale: float = 1.0, share: float = 1.0) -> Callable[[int], bool]:
        """A test of whether the search must stop, given the rollouts made so far
        (``scale``: the node budget's multiple for this decision; ``share``: the part of
        the decision's budget, nodes or time, this search may spend)."""
        hurry = self.hurry or _never
        budget = max(1, round(self.nodes * scale * share)) if self.nodes is not None else 0
        deadline = time.perf_counter() + self.time_ms * share / 1000

        def stop(done: int) -> bool:
            self.rollouts = done
            if budget:
                return done >= budget or hurry()
            return time.perf_counter() >= deadline or hurry()
        return stop

    # -- playing ---------------------------------------------------------------

    def standing(self, view: SeatView) -> Standing | None:
        """The game's standing for the seat when the search plays to win it (near the end,
        :attr:`score_aware`), else ``None``."""
        return standing(view) if self.score_aware else None

    def _plays(self, view: SeatView) -> dict[Action, Estimate]:
        stop = self._clock()
        sampler = self.sampler(view)
        table = self.standing(view)
        layout = sampler.layout
        bids = [b if b is not None else 0 for b in view.bids]
        me, bid = view.seat, bids[view.seat]
        score = [points(view.rules, bid, k, view.hand_size) for k in range(view.hand_size + 1)]
        made_points = points(view.rules, bid, bid, view.hand_size)  # a bid card may top the hand
        legal = [a.card for a in view.legal if isinstance(a, Play)]
        groups = equivalent_cards(legal, view)
        total: dict[Card, list[float]] = {g[0]: [0.0, 0.0, 0.0, 0, 0.0] if table else [0.0, 0.0, 0.0, 0]
                                          for g in groups}
        leaf = None
        if table is not None:
            def leaf(won: Sequence[int]) -> int:  # a line's end: its chance of winning
                return line_value(table.win_after(bids, won), score[won[me]])
        index = {layout.cards[i]: i for i in _indices(sampler.mine)}
        exact = len(view.hand) <= ENDGAME_TRICKS
        trump = -1 if view.trump is None else SUIT_RANK_ORDER.index(view.trump)
        done = 0
        for deal, weight in self.deals(sampler):
            world = World(layout, view.players, deal.hands, trump, view.rules.must_trump,
                          view.leader, sampler.trick, list(view.tricks_won), deal.ghost)
            seed = self.rng.getrandbits(32)  # the same rollout luck for every card
            solved = (best_line(world, bids, score, max_nodes=2_000, rng=random.Random(seed),
                                styles=deal.styles, leaf=leaf) if exact else None)
            for card, entry in total.items():
                idx = index[card]
                if solved is not None:
                    mine = solved[idx]
                    if table is not None:  # the line's chance and points, from its value
                        chance, mine = line_parts(mine)
                        entry[4] += weight * chance
                else:
                    tricks = greedy_playout(world, random.Random(seed), bids, first=idx,
                                            explore=self.explore, styles=deal.styles)
                    mine = score[tricks[me]]
                    if table is not None:
                        entry[4] += weight * table.win_after(bids, tricks)
                entry[0] += weight * mine
                entry[1] += weight * (mine == made_points)
                entry[2] += weight
                entry[3] += 1
            done += len(total)
            if stop(done):
                break
        out: dict[Action, Estimate] = {}
        for group in groups:
            for card in group:
                out[Play(card)] = estimate(total[group[0]])
        return out

    # -- bidding -----------------------------------------------------------------

    def bids(self, view: SeatView, share: float = 1.0) -> dict[Action, Estimate]:
        """An estimate for each legal bid by number in ``view`` (``share``: the part of
        the decision's budget to spend, when several bid searches make one decision)."""
        stop = self._clock(self.bid_nodes, share)
        sampler = self.sampler(view)
        layout = sampler.layout
        allowed = [a.tricks for a in view.legal if isinstance(a, Bid)]
        guess = normal.choose_bid(view)
        table = self.standing(view)
        window = [b for b in allowed if abs(b - guess) <= 3] or allowed
        eldest = (view.dealer + 1) % view.players
        total = {b: [0.0, 0.0, 0.0, 0, 0.0] if table else [0.0, 0.0, 0.0, 0] for b in window}
        waiting = _WaitingBids(view, sampler, guess)
        trump = -1 if view.trump is None else SUIT_RANK_ORDER.index(view.trump)
        done = 0
        for deal, weight in self.deals(sampler):
            targets = waiting.targets(deal)
            world = World(layout, view.players, deal.hands, trump, view.rules.must_trump, eldest,
                          [], [0] * view.players, deal.ghost)
            seed = self.rng.getrandbits(32)  # the same rollout luck for every bid
            for bid in window:
                targets[view.seat] = bid
                tricks = greedy_playout(world, random.Random(seed), targets,
                                        explore=self.explore, styles=deal.styles)
                score = points(view.rules, bid, tricks[view.seat], view.hand_size)
                entry = total[bid]
                entry[0] += weight * score
                entry[1] += weight * (tricks[view.seat] == bid)
                entry[2] += weight
                entry[3] += 1
                if table is not None:
                    entry[4] += weight * table.win_after(targets, tricks)
            done += len(window)
            if stop(done):
                break
        # bids far from the Normal estimate are not searched: give them its table-based
        # expected points (with no samples), so they rank below any searched bid only on merit
        prior = normal.bid_scores(view)
        return {Bid(b): estimate(total[b]) if b in total
                else Estimate(prior[b], 0.0, 0, None if table is None else 0.0) for b in allowed}


class ExpertBot(HardBot):
    """Hard's search with the time a patient player accepts: about a second a
    decision, and room for eight times the deals."""

    max_deals = 6400
    bench_nodes = 3500  # 4000 before the deal chain, then scaled as Hard's

    def __init__(self, seed: int, time_ms: float = 1000.0, nodes: int | None = None,
                 priors: Mapping[int, Sequence[float]] | None = None) -> None:
        super().__init__(seed, time_ms, nodes, priors)


class ClairvoyantBot(HardBot):
    """Hard's search on the true deal: it sees every hand. The ceiling bots are
    measured against in ``bench bots``; never offered in the game."""

    explore = 0.1
    #: It plays for the round's points to the end, so its shares stay comparable over time.
    score_aware = False
    #: It draws no deals, so its time all goes to rollouts: the ceiling's budget is
    #: kept fixed so the shares of it measured at different times stay comparable.
    bench_nodes = 500

    def __init__(self, seed: int, time_ms: float = 130.0, nodes: int | None = None,
                 priors: Mapping[int, Sequence[float]] | None = None) -> None:
        super().__init__(seed, time_ms, nodes, priors)
        self.peek: Callable[[], Hands] | None = None

    def deals(self, sampler: Sampler) -> Iterator[tuple[Deal, float]]:
        """The true hands, again and again (rollouts and the others' styles differ, the
        deal does not)."""
        if self.peek is None:
            raise RuntimeError("the clairvoyant bot needs peek() to see the hands")
        hands, ghost = sampler.place(self.peek())
        logs, _ = sampler.explain(hands, ghost)
        for _ in range(self.max_deals):
            yield Deal(hands, ghost, sampler.draw_styles(logs, self.rng)), 1.0


def equivalent_cards(legal: list[Card], view: SeatView) -> list[list[Card]]:
    """The legal cards in groups that play alike in every deal the seat can imagine:
    same suit, with no unseen card and no card of the current trick between them
    (7♥ and 8♥ once nobody else can hold anything in between). Lowest first."""
    apart = unseen_cards(view) + Counter(c for _, c in view.trick)
    groups: list[list[Card]] = []
    for card in sorted(dict.fromkeys(legal), key=lambda c: (str(c.suit), c.kind, c.rank)):
        last = groups[-1][-1] if groups else None
        if (last is not None and card.kind == CardKind.SUITED and last.kind == CardKind.SUITED
                and last.suit is card.suit
                and not any(c.suit is card.suit and last.rank < c.rank < card.rank for c in apart)):
            groups[-1].append(card)
        else:
            groups.append([card])
    return groups


def _never() -> bool:
    return False


#: A line's value in the exact endgame when the search plays to win: its chance of winning
#: with a point worth :data:`~game.bots.search.winning.POINT` of it, to a millionth, then its
#: points in the last three digits, so the best line's chance and points both come back.
_SCALE, _POINTS, _OFFSET = 10 ** 6, 1000, 500


def line_value(chance: float, points: int) -> int:
    """A line's chance of winning the game and its points as one number to maximise.

    >>> line_parts(line_value(0.25, 13))
    (0.25, 13)
    """
    return round((chance + POINT * points) * _SCALE) * _POINTS + points + _OFFSET


def line_parts(value: int) -> tuple[float, int]:
    """The chance of winning and the points of a line from :func:`line_value`."""
    points = value % _POINTS - _OFFSET
    return value // _POINTS / _SCALE - POINT * points, points


def _indices(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class _WaitingBids:
    """The bids a deal's hands would make at this table: the bids already made,
    our own best guess, and for the seats still to bid what a player of the style
    drawn for it in that deal would bid with that hand after the bids before it."""

    def __init__(self, view: SeatView, sampler: Sampler, guess: int) -> None:
        self.view, self.sampler, self.guess = view, sampler, guess
        eldest = (view.dealer + 1) % view.players
        self.order = [(eldest + i) % view.players for i in range(view.players)]
        self.known: dict[tuple[int, tuple[int, ...]], tuple[int, tuple[int, int]]] = {}

    def targets(self, deal: Deal) -> list[int]:
        """Every seat's bid (ours: the guess) in ``deal``."""
        view, bids = self.view, self.sampler.bids
        targets = [0] * view.players
        made: list[int] = []
        for seat in self.order:
            bid = view.bids[seat]
            if seat == view.seat:
                bid = self.guess
            elif bid is None:
                earlier = [] if view.rules.simultaneous_bidding else made
                key = (deal.hands[seat], tuple(earlier))
                centre = self.known.get(key)
                if centre is None:
                    layout, hand = self.sampler.layout, deal.hands[seat]
                    centre = self.known[key] = (bids.normal_mask_bid(hand, layout, earlier),
                                                bids.easy_mask_guess(hand, layout))
                bid = bids.centre(deal.styles[seat], *centre)
                if view.rules.hook and seat == view.dealer and bid == hook_forbidden(made, view.hand_size):
                    bid = bids.instead(deal.styles[seat], bid, centre[1][1])[0]
            targets[seat] = bid
            made.append(bid)
        return targets
