"""A fast perfect-information trick-play core for the search bot.

A :class:`World` is one round in progress with every hand known (a sampled
deal). Cards are bit indices (:class:`Layout`), hands are Python ints used
as bit sets, and the current trick keeps its state incrementally (led suit,
best key, best seat), so a play is O(1) and a playout allocates almost
nothing. Rules as in RULES R-L1..R-L5; :mod:`game.tricks` stays the
reference, and the tests compare the two.

>>> layout = Layout.for_deck("standard52", 1)
>>> hands = layout.encode([[Card.parse(t) for t in h.split()] for h in ("AS 2H", "KS 3H")])
>>> world = World(layout, 2, hands, trump=-1, must_trump=False, leader=0, trick=[], won=[0, 0])
>>> world.play(layout.indices(Card.parse("AS"))[0])
>>> layout.decode(world.legal())
[Card('KS')]
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Sequence
from typing import ClassVar

from game.cards import SUIT_RANK_ORDER, Card, Suit, make_deck

# Led-suit slots of the trick state: 0..3 a suit to follow, NOT_SET while the
# trick is empty or only Jesters were played, FREE after a Wizard set nothing.
NOT_SET = 4
FREE = 5
# Trick keys: a play takes the trick when its key is strictly greater than the
# best so far, so equal cards (copies, later Wizards, later Jesters) never do.
_OFF, _JESTER, _LED, _TRUMP, _WIZARD = 0, 1, 2, 40, 100
#: Chance that a greedy rollout plays a random legal card instead (diversity).
EXPLORE = 0.1


def _mask(indices: Iterable[int]) -> int:
    return sum(1 << i for i in indices)


class Layout:
    """Card indices of one deck: suits in contiguous blocks (S, H, D, C =
    0..3), ascending strength inside a block, copies adjacent; Wizards then
    Jesters after the suits. ``strength`` is the rank position in a suit
    (0 lowest), equal for copies; Wizards share one strength above every
    rank, Jesters share -1."""

    _cache: ClassVar[dict[tuple[str, int], Layout]] = {}

    def __init__(self, deck: str, copies: int) -> None:
        if copies not in (1, 2) or (copies == 2 and deck != "seven32"):
            raise ValueError(f"{deck} cannot be played with {copies} copies")
        one = make_deck(deck, 1)  # validates the name; suits high to low, then W, N
        self.deck, self.copies = deck, copies
        rows: list[tuple[Card, int, int]] = []  # (card, block, strength)
        for s, suit in enumerate(SUIT_RANK_ORDER):
            suited = sorted((c for c in one if c.suit is suit), key=lambda c: c.rank)
            rows += [(card, s, pos) for pos, card in enumerate(suited) for _ in range(copies)]
        rows += [(card, 4, len(suited)) for card in one if card.is_wizard]
        rows += [(card, 5, -1) for card in one if card.is_jester]
        self.cards = [card for card, _, _ in rows]
        self.block = [block for _, block, _ in rows]  # 0..3 a suit, 4 Wizards, 5 Jesters
        self.strength = [strength for _, _, strength in rows]
        self.suit_of = [block if block < 4 else -1 for block in self.block]
        size = self.size = len(rows)

        block, strength, every = self.block, self.strength, range(size)
        self.suit_mask = [_mask(i for i in every if block[i] == s) for s in range(4)]
        self.wizard_mask = _mask(i for i in every if block[i] == 4)
        self.jester_mask = _mask(i for i in every if block[i] == 5)
        self.special_mask = self.wizard_mask | self.jester_mask
        self.full_mask = (1 << size) - 1
        # Same block and strength (copies; all Wizards; all Jesters): one choice.
        self.same_mask = [_mask(j for j in every if block[j] == block[i] and strength[j] == strength[i])
                          for i in every]
        self.stronger = [_mask(j for j in every if block[j] == block[i] < 4 and strength[j] > strength[i])
                         for i in every]
        # The led-suit slot a card sets when it is the first non-Jester.
        self.lead_slot = [b if b < 4 else (FREE if b == 4 else NOT_SET) for b in block]
        self._index_of: dict[Card, list[int]] = {}
        for i, card in enumerate(self.cards):
            self._index_of.setdefault(card, []).append(i)
        self._keys: dict[int, list[list[int]]] = {}

    @classmethod
    def for_deck(cls, deck: str, copies: int = 1) -> Layout:
        """The (cached) layout of ``deck`` with ``copies`` copies.

        >>> Layout.for_deck("seven32", 2).size
        64
        """
        key = (deck, copies)
        if key not in cls._cache:
            cls._cache[key] = Layout(deck, copies)
        return cls._cache[key]

    def keys(self, trump: int) -> list[list[int]]:
        """Trick keys by led slot (0..5) then index, for trump suit ``trump`` (-1 none)."""
        if trump not in self._keys:
            table = [[self._key(i, trump, led) for i in range(self.size)] for led in range(4)]
            free = [self._key(i, trump, -1) for i in range(self.size)]
            self._keys[trump] = [*table, free, free]
        return self._keys[trump]

    def _key(self, i: int, trump: int, led: int) -> int:
        block = self.block[i]
        if block == 4:
            return _WIZARD
        if block == 5:
            return _JESTER
        if block == trump:
            return _TRUMP + self.strength[i]
        if block == led:
            return _LED + self.strength[i]
        return _OFF

    def encode(self, groups: Sequence[Sequence[Card]]) -> list[int]:
        """Masks of disjoint card groups; identical copies get distinct indices,
        the first free copy first. ``ValueError`` if the deck runs out of a card."""
        used = 0
        masks = []
        for group in groups:
            mask = 0
            for card in group:
                for i in self._index_of.get(card, ()):
                    if not used >> i & 1:
                        used |= 1 << i
                        mask |= 1 << i
                        break
                else:
                    raise ValueError(f"{card} appears more often than {self.deck} ×{self.copies} holds")
            masks.append(mask)
        return masks

    def indices(self, card: Card) -> list[int]:
        """Every index of ``card`` in this deck (two for a doubled seven32 card)."""
        return list(self._index_of.get(card, ()))

    def decode(self, mask: int) -> list[Card]:
        """The cards of ``mask`` in index order."""
        out = []
        while mask:
            low = mask & -mask
            out.append(self.cards[low.bit_length() - 1])
            mask ^= low
        return out


class World:
    """One round in progress with every hand known; mutable, cheap to copy.

    ``trick`` holds (seat, index) already played to the current trick;
    ``won`` the tricks each seat has taken so far; ``trump`` 0..3 or -1.
    """

    __slots__ = ("_best_idx", "_best_key", "_best_seat", "_keys", "_led", "ghost", "hands",
                 "layout", "leader", "must_trump", "players", "trick", "trump", "won")

    def __init__(self, layout: Layout, players: int, hands: list[int], trump: int, must_trump: bool,
                 leader: int, trick: list[tuple[int, int]], won: list[int], ghost: int = 0) -> None:
        if len(hands) != players or len(won) != players or not 0 <= leader < players:
            raise ValueError("hands, won and leader must fit the number of players")
        if not -1 <= trump <= 3 or len(trick) >= players:
            raise ValueError("trump is -1..3 and a trick in progress has fewer plays than players")
        masks, union = [*hands, *(1 << idx for _, idx in trick)], 0
        for mask in masks:
            union |= mask
        if union.bit_count() != sum(mask.bit_count() for mask in masks):
            raise ValueError("a card is in two places")
        sizes = [h.bit_count() for h in hands]
        for k, (seat, _) in enumerate(trick):
            if seat != (leader + k) % players:
                raise ValueError("the trick must be played clockwise from the leader")
            sizes[seat] += 1
        if len(set(sizes)) > 1:
            raise ValueError("every hand must hold as many cards as the others")
        self.layout, self.players, self.hands = layout, players, list(hands)
        self.trump, self.must_trump, self.leader = trump, must_trump, leader
        self.trick, self.won = list(trick), list(won)
        self.ghost = ghost  # cards out of play that nobody has seen (undealt): no seat knows where
        self._keys = layout.keys(trump)
        self._led, self._best_key, self._best_seat, self._best_idx = NOT_SET, -1, -1, -1
        for seat, idx in trick:
            self._add(seat, idx)

    @classmethod
    def from_cards(cls, layout: Layout, hands: Sequence[Sequence[Card]], trump: Suit | None,
                   must_trump: bool, leader: int, trick: Sequence[tuple[int, Card]],
                   won: Sequence[int], ghost: Sequence[Card] = ()) -> World:
        """A world from cards (as in a view or a sampled deal) rather than masks;
        ``ghost``: the undealt cards nobody has seen."""
        masks = layout.encode([*hands, *([card] for _, card in trick), ghost])
        played = [(seat, m.bit_length() - 1) for (seat, _), m in zip(trick, masks[len(hands):-1],
                                                                     strict=True)]
        suit = -1 if trump is None else SUIT_RANK_ORDER.index(trump)
        return cls(layout, len(hands), masks[:len(hands)], suit, must_trump, leader, played, list(won),
                   masks[-1])

    def copy(self) -> World:
        """An independent copy (hands, trick and tricks won are copied)."""
        other = World.__new__(World)
        other.layout, other.players, other.hands = self.layout, self.players, list(self.hands)
        other.trump, other.must_trump, other.leader = self.trump, self.must_trump, self.leader
        other.trick, other.won, other._keys = list(self.trick), list(self.won), self._keys
        other.ghost = self.ghost
        other._led, other._best_key = self._led, self._best_key
        other._best_seat, other._best_idx = self._best_seat, self._best_idx
        return other

    @property
    def to_act(self) -> int:
        """The seat to play next."""
        return (self.leader + len(self.trick)) % self.players

    @property
    def done(self) -> bool:
        """True once every card has been played."""
        return not any(self.hands)

    @property
    def tricks_left(self) -> int:
        """Tricks not yet complete, the current one included."""
        return (sum(h.bit_count() for h in self.hands) + len(self.trick)) // self.players

    @property
    def led(self) -> int:
        """The suit to follow (0..3), NOT_SET (nothing or only Jesters yet) or FREE (Wizard led)."""
        return self._led

    def legal(self, seat: int | None = None) -> int:
        """Mask of the cards ``seat`` (default: the seat to act) may play to the current trick."""
        hand, led, lay = self.hands[self.to_act if seat is None else seat], self._led, self.layout
        if led >= NOT_SET:
            return hand
        follow = hand & lay.suit_mask[led]
        if follow:  # R-L2, R-L4: Wizards and Jesters may always be played
            return follow | (hand & lay.special_mask)
        if self.must_trump and self.trump >= 0 and hand & lay.suit_mask[self.trump]:  # R-L3
            return hand & (lay.suit_mask[self.trump] | lay.special_mask)
        return hand

    def current_winner(self) -> tuple[int, int] | None:
        """(seat, index) taking the trick so far, or ``None`` before the lead."""
        return (self._best_seat, self._best_idx) if self.trick else None

    def _add(self, seat: int, idx: int) -> None:
        if self._led == NOT_SET:
            self._led = self.layout.lead_slot[idx]
        key = self._keys[self._led][idx]
        if key > self._best_key:
            self._best_key, self._best_seat, self._best_idx = key, seat, idx

    def play(self, idx: int) -> None:
        """The seat to act plays card ``idx``; a complete trick goes to its winner (R-L5, R-L6)."""
        seat = self.to_act
        if not self.legal() >> idx & 1:
            raise ValueError(f"seat {seat} may not play index {idx}")
        self.hands[seat] ^= 1 << idx
        self.trick.append((seat, idx))
        self._add(seat, idx)
        if len(self.trick) == self.players:
            self.won[self._best_seat] += 1
            self.leader = self._best_seat
            self.trick.clear()
            self._led, self._best_key, self._best_seat, self._best_idx = NOT_SET, -1, -1, -1


def random_playout(world: World, rng: random.Random) -> list[int]:
    """Play a copy of ``world`` to the end, uniformly among legal cards;
    the tricks each seat has won at the end (earlier tricks included)."""
    return _playout(world, rng, None, -1)


def random_deal(layout: Layout, players: int, size: int, rng: random.Random) -> list[int]:
    """``size`` random cards for each of ``players`` seats, as masks."""
    deck = list(range(layout.size))
    rng.shuffle(deck)
    return [sum(1 << i for i in deck[s * size:(s + 1) * size]) for s in range(players)]


def random_playouts_per_second(seconds: float = 1.0, seed: int = 1) -> float:
    """Random 4-player 13-card standard52 rounds (no trump: full deck) played
    per second over about ``seconds``, fresh deal each time, dealing included."""
    layout = Layout.for_deck("standard52", 1)
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds or done == 0:
        for _ in range(50):  # check the clock now and then only
            world = World(layout, 4, random_deal(layout, 4, 13, rng), -1, False, done % 4, [],
                          [0, 0, 0, 0])
            random_playout(world, rng)
        done += 50
    return done / elapsed


class _Greedy:
    """The card choices of :func:`greedy_playout`, on masks.

    Cards are ordered Jesters < other suits (by strength) < trumps < Wizards,
    which is the trick key order for every card that could beat the winner.
    """

    def __init__(self, world: World, rng: random.Random) -> None:
        lay = self.lay = world.layout
        self.trump, self.rand = world.trump, rng.random
        self.trump_mask = lay.suit_mask[self.trump] if self.trump >= 0 else 0
        self.plain = [s for s in range(4) if s != self.trump]
        self.strength, self.suit_mask = lay.strength, lay.suit_mask

    def lowest(self, mask: int) -> int:
        """The weakest card of ``mask`` (equal strengths in two suits: a coin flip)."""
        lay, strength = self.lay, self.strength
        part = mask & lay.jester_mask or 0
        if not part:
            best, best_s = -1, 99
            for s in self.plain:
                m = mask & self.suit_mask[s]
                if m:
                    i = (m & -m).bit_length() - 1
                    if strength[i] < best_s or (strength[i] == best_s and self.rand() < 0.5):
                        best, best_s = i, strength[i]
            if best >= 0:
                return best
            part = mask & self.trump_mask or mask
        return (part & -part).bit_length() - 1

    def highest(self, mask: int) -> int:
        """The strongest card of ``mask`` (equal strengths in two suits: a coin flip)."""
        part = mask & self.lay.wizard_mask
        if part:
            return (part & -part).bit_length() - 1
        part = mask & self.trump_mask
        if part:
            return part.bit_length() - 1
        best, best_s, strength = -1, -99, self.strength
        for s in self.plain:
            m = mask & self.suit_mask[s]
            if m:
                i = m.bit_length() - 1
                if strength[i] > best_s or (strength[i] == best_s and self.rand() < 0.5):
                    best, best_s = i, strength[i]
        return best if best >= 0 else (mask & -mask).bit_length() - 1

    def lead(self, hand: int, others: int, need: int) -> int:
        """Lead as the Normal bot does: a seat that needs tricks cashes a Wizard
        or a side boss, a boss trump only when it needs as many tricks as it has
        trumps, and otherwise gives up its least useful card (the lowest side
        card); a full seat leads low."""
        lay, strength = self.lay, self.strength
        if need <= 0:  # the card most likely to be beaten, a side card before a trump
            best, best_score = -1, -99
            for s in range(4):
                mine = hand & self.suit_mask[s]
                if mine:
                    low = (mine & -mine).bit_length() - 1
                    above = (others & lay.stronger[low] | others & lay.wizard_mask).bit_count()
                    score = above - (5 if s == self.trump else 0)
                    if score > best_score or (score == best_score and strength[low] < strength[best]):
                        best, best_score = low, score
            return best if best >= 0 else self.lowest(hand)
        if hand & lay.wizard_mask:
            return self.highest(hand & lay.wizard_mask)
        boss = 0
        trump_top = -1
        for s in range(4):
            mine = hand & self.suit_mask[s]
            if mine:
                top = mine.bit_length() - 1
                theirs = others & self.suit_mask[s]
                # >=: of equal copies the one led first wins.
                if not theirs or strength[top] >= strength[theirs.bit_length() - 1]:
                    if s == self.trump:
                        trump_top = top
                    else:
                        boss |= 1 << top
        if boss:
            return self.highest(boss)
        if trump_top >= 0 and need >= (hand & self.trump_mask).bit_count():
            return trump_top
        return self.lowest(hand & ~self.trump_mask or hand)

    def follow(self, legal: int, needs: bool, others: int, led: int, best_key: int,
               best_idx: int) -> int:
        """Follow as the Normal bot does: a seat that needs the trick wins it with
        its lowest boss (no card still out beats it), or else with its highest
        side-suit winner, or else its lowest trump; a seat that has enough ducks
        under the winner as high as it can. ``others``: the cards still to come
        in this trick (none when last), which the boss test looks at."""
        lay = self.lay
        if best_key >= _WIZARD:
            beaters = 0
        elif led == NOT_SET:  # only Jesters so far: any other card takes the lead
            beaters = legal & ~lay.jester_mask
        else:
            beat = lay.stronger[best_idx] | lay.wizard_mask
            if lay.block[best_idx] != self.trump:
                beat |= self.trump_mask
            beaters = legal & beat
        if needs:
            if not beaters:
                return self.lowest(legal)
            if not others:
                return self.lowest(beaters)
            boss = beaters & lay.wizard_mask
            if not boss:
                strength, trump_out = self.strength, others & self.trump_mask
                for s in range(4):
                    mine = beaters & self.suit_mask[s]
                    if not mine or (s != self.trump and trump_out):
                        continue
                    theirs = others & self.suit_mask[s]
                    top = strength[theirs.bit_length() - 1] if theirs else -1
                    while mine:  # the lowest card of the suit above all of theirs
                        low = mine & -mine
                        if strength[low.bit_length() - 1] > top:
                            boss |= low
                            break
                        mine ^= low
            if boss:
                return self.lowest(boss)
            high = self.highest(beaters)
            return high if lay.block[high] != self.trump else self.lowest(beaters)
        duck = legal & ~beaters
        return self.highest(duck) if duck else self.lowest(beaters)


def greedy_choice(world: World, rng: random.Random, targets: Sequence[int]) -> int:
    """The card index the rollout policy of :func:`greedy_playout` plays for the
    seat to act (the same choice the playout makes, outside its loop)."""
    seat, legal = world.to_act, world.legal()
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    pick = _Greedy(world, rng)
    others = world.ghost
    for s, hand in enumerate(world.hands):
        if s != seat:
            others |= hand
    hand = world.hands[seat]
    if not world.trick:
        return pick.lead(hand, others, targets[seat] - world.won[seat])
    last = len(world.trick) == world.players - 1
    return pick.follow(legal, world.won[seat] < targets[seat], 0 if last else others,
                       world.led, world._best_key, world._best_idx)


def policy_misses(world: World, plays: Sequence[tuple[int, int]], targets: Sequence[int],
                  skip: int) -> int:
    """Replay ``plays`` (seat, index) from ``world`` (the round's start, every
    hand full) and count the plays of seats other than ``skip`` that had a
    choice and differ from the rollout policy's; a tie of equal side cards in
    two suits (a coin flip for the policy) is no difference."""
    lay, pick = world.layout, _Greedy(world, random.Random(0))
    suit_mask, special, lead_slot, keys = lay.suit_mask, lay.special_mask, lay.lead_slot, world._keys
    strength, block, trump, must_trump = lay.strength, lay.block, world.trump, world.must_trump
    trump_mask = suit_mask[trump] if trump >= 0 else 0
    hands, won, n, ghost = list(world.hands), list(world.won), world.players, world.ghost
    live = 0
    for hand in hands:
        live |= hand
    count, led, best_key, best_seat, best_idx = 0, NOT_SET, -1, -1, -1
    misses = 0
    for seat, idx in plays:
        hand = hands[seat]
        if seat != skip:
            legal = hand
            if led < NOT_SET:
                legal = hand & suit_mask[led]
                if legal:
                    legal |= hand & special
                elif must_trump and hand & trump_mask:
                    legal = hand & (trump_mask | special)
                else:
                    legal = hand
            if legal & (legal - 1):
                if count == 0:
                    choice = pick.lead(hand, live ^ hand | ghost, targets[seat] - won[seat])
                else:
                    choice = pick.follow(legal, won[seat] < targets[seat],
                                         0 if count == n - 1 else live ^ hand | ghost, led,
                                         best_key, best_idx)
                if choice != idx and not (strength[choice] == strength[idx] and block[choice] < 4
                                          and block[idx] < 4 and block[choice] != trump
                                          and block[idx] != trump):
                    misses += 1
        low = 1 << idx
        hands[seat] = hand ^ low
        live ^= low
        if led == NOT_SET:
            led = lead_slot[idx]
        key = keys[led][idx]
        if key > best_key:
            best_key, best_seat, best_idx = key, seat, idx
        count += 1
        if count == n:
            won[best_seat] += 1
            count, led, best_key = 0, NOT_SET, -1
    return misses


def greedy_playout(world: World, rng: random.Random, targets: Sequence[int],
                   first: int | None = None, explore: float = EXPLORE) -> list[int]:
    """Play a copy of ``world`` to the end with a bid-aware rollout policy:
    a seat short of ``targets[seat]`` tries to win tricks cheaply, a seat
    that has enough ducks; with chance ``explore`` a random legal card.
    ``first``: the index the seat to act plays first (a candidate move).
    Returns the tricks each seat has won at the end."""
    if first is not None and not world.legal() >> first & 1:
        raise ValueError(f"index {first} is not legal for seat {world.to_act}")
    return _playout(world, rng, targets, -1 if first is None else first, explore)


def _playout(world: World, rng: random.Random, targets: Sequence[int] | None, forced: int,
             explore: float = EXPLORE) -> list[int]:
    """The playout loop: uniform choices without ``targets``, else greedy.

    One play per pass, on local variables only (the fastest state CPython
    has); ``forced`` (if not -1) is the first card played.
    """
    lay = world.layout
    suit_mask, special, lead_slot = lay.suit_mask, lay.special_mask, lay.lead_slot
    keys, must_trump = world._keys, world.must_trump
    trump_mask = suit_mask[world.trump] if world.trump >= 0 else 0
    hands, won, n, rand = list(world.hands), list(world.won), world.players, rng.random
    count, led, best_key = len(world.trick), world._led, world._best_key
    best_seat, best_idx = world._best_seat, world._best_idx
    seat = (world.leader + count) % n
    tricks = world.tricks_left
    live = 0
    for hand in hands:
        live |= hand
    pick = _Greedy(world, rng) if targets is not None else None
    ghost = world.ghost
    goals: Sequence[int] = targets if targets is not None else ()
    while tricks:
        hand = hands[seat]
        legal = hand
        if led < NOT_SET:
            legal = hand & suit_mask[led]
            if legal:
                legal |= hand & special
            elif must_trump and hand & trump_mask:
                legal = hand & (trump_mask | special)
            else:
                legal = hand
        if forced >= 0:
            idx, forced = forced, -1
        elif not legal & (legal - 1):
            idx = legal.bit_length() - 1
        elif pick is None or rand() < explore:
            k = int(rand() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            idx = (legal & -legal).bit_length() - 1
        elif count == 0:
            idx = pick.lead(hand, live ^ hand | ghost, goals[seat] - won[seat])
        else:
            idx = pick.follow(legal, won[seat] < goals[seat],
                              0 if count == n - 1 else live ^ hand | ghost, led, best_key, best_idx)
        low = 1 << idx
        hands[seat] = hand ^ low
        live ^= low
        if led == NOT_SET:
            led = lead_slot[idx]
        key = keys[led][idx]
        if key > best_key:
            best_key, best_seat, best_idx = key, seat, idx
        count += 1
        if count == n:
            won[best_seat] += 1
            seat, count, led, best_key, tricks = best_seat, 0, NOT_SET, -1, tricks - 1
        else:
            seat = seat + 1 if seat + 1 < n else 0
    return won
