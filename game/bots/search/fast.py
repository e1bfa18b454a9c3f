"""A fast perfect-information trick-play core for the search bot.

A :class:`World` is one round in progress with every hand known (a sampled
deal). Cards are bit indices (:class:`Layout`), hands are Python ints used
as bit sets, and the current trick keeps its state incrementally (led suit,
best key, best seat), so a play is O(1) and a playout allocates almost
nothing. Rules as in RULES R-L1..R-L5; :mod:`game.tricks` stays the
reference, and the tests compare the two. How simulated players choose
their cards, and the playout loop, are in :mod:`game.bots.search.rollout`.

>>> layout = Layout.for_deck("standard52", 1)
>>> hands = layout.encode([[Card.parse(t) for t in h.split()] for h in ("AS 2H", "KS 3H")])
>>> world = World(layout, 2, hands, trump=-1, must_trump=False, leader=0, trick=[], won=[0, 0])
>>> world.play(layout.indices(Card.parse("AS"))[0])
>>> layout.decode(world.legal())
[Card('KS')]
"""

from __future__ import annotations

import random
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


def random_deal(layout: Layout, players: int, size: int, rng: random.Random) -> list[int]:
    """``size`` random cards for each of ``players`` seats, as masks."""
    deck = list(range(layout.size))
    rng.shuffle(deck)
    return [sum(1 << i for i in deck[s * size:(s + 1) * size]) for s in range(players)]
