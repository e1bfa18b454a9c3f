"""One round on the score pad (R-G5): its entries, Oh-Seven's top bid card, its scores.

Oh-Seven bids may be entered as cards (``5H``) or numbers (``5``). The pad
needs a suit only where it decides something: when several players bid the
top number (the suit ♠ > ♥ > ♦ > ♣ finds the one top bidder, R-B4), and for
the top bid when it stands, because its suit is trump (R-T6).

>>> from game.pad.actions import PadBid
>>> bids = [PadBid(3), PadBid(3), PadBid(1)]
>>> suits_needed(bids, order=[1, 2, 0], hand_size=7, rebid=True)
[1, 0]
>>> top_seats([PadBid(3, Suit.HEARTS), PadBid(3, Suit.SPADES), PadBid(1)], order=[1, 2, 0])
[1]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.bidding import hook_forbidden
from game.cards import SUIT_RANK_ORDER, Suit
from game.errors import IllegalActionError
from game.pad.actions import PadBid, RoundEntry
from game.rules import Rules
from game.scoring import points

#: The highest number on an Oh-Seven bid card (R-D2).
TOP_CARD = 7


@dataclass
class PadRound:
    """A round as entered so far. ``bids`` and ``tricks`` are in seat order (``None`` until
    entered); ``rebids`` are Oh-Seven's replaced bids with the point each top bidder got."""

    number: int
    dealer: int
    hand_size: int
    tie_break: bool
    bids: list[PadBid | None]
    tricks: list[int | None]
    reneges: set[int] = field(default_factory=set)
    rebids: list[tuple[tuple[PadBid, ...], tuple[int, ...]]] = field(default_factory=list)
    trump: Suit | None = None  # Oh-Seven: the suit of the top bid card; turn-up: the suit turned
    top: int | None = None  # Oh-Seven: the one top bidder, whose card set trump
    told: bool = False  # turn-up: the keeper said which suit was turned (or that none was)
    scores: list[int] | None = None
    totals: list[int] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        """Scored: every bid and every trick count is in."""
        return self.scores is not None

    @property
    def started(self) -> bool:
        """Something was entered for this round."""
        return bool(self.rebids or self.reneges or any(b is not None for b in self.bids))

    def bonus(self) -> list[int]:
        """Rebid points per seat this round (R-B5)."""
        total = [0] * len(self.bids)
        for _, bonus in self.rebids:
            total = [a + b for a, b in zip(total, bonus, strict=True)]
        return total

    def entry(self) -> RoundEntry:
        """The complete round as a :class:`RoundEntry` (to correct it)."""
        if not self.complete:
            raise ValueError(f"round {self.number} is not complete")
        return RoundEntry(tuple(b for b in self.bids if b is not None),
                          tuple(t for t in self.tricks if t is not None), frozenset(self.reneges),
                          tuple(bids for bids, _ in self.rebids))


def bid_order(dealer: int, players: int) -> list[int]:
    """Eldest hand first, the dealer last (R-B1, R-S4)."""
    return [(dealer + 1 + i) % players for i in range(players)]


def highest_bid(rules: Rules, hand_size: int) -> int:
    """The largest bid a player can enter: the hand size, or an Oh-Seven card's number."""
    return TOP_CARD if rules.card_bidding else hand_size


def card_key(bid: PadBid) -> tuple[int, int]:
    """Order of bid cards: number, then suit ♠ > ♥ > ♦ > ♣ (R-B4); the suit must be known."""
    assert bid.suit is not None
    return (bid.tricks, -SUIT_RANK_ORDER.index(bid.suit))


def _tied(bids: Sequence[PadBid], order: Sequence[int]) -> list[int]:
    top = max(b.tricks for b in bids)
    return [s for s in order if bids[s].tricks == top]


def suits_needed(bids: Sequence[PadBid], order: Sequence[int], hand_size: int, rebid: bool) -> list[int]:
    """Seats (eldest first) whose bid card's suit the pad must ask for: every player tied on the
    top number, or the one top bidder when the bids stand (its suit is trump)."""
    tied = _tied(bids, order)
    if len(tied) > 1:
        return [s for s in tied if bids[s].suit is None]
    if rebid and sum(b.tricks for b in bids) == hand_size:
        return []  # a rebid follows whatever the suit: no trump to know
    return tied if bids[tied[0]].suit is None else []


def top_seats(bids: Sequence[PadBid], order: Sequence[int]) -> list[int]:
    """Seats holding the top bid card, eldest first: more than one only with identical cards
    of two decks. The suits that :func:`suits_needed` asks for must be in."""
    tied = _tied(bids, order)
    if len(tied) == 1:
        return tied
    best = max(card_key(bids[s]) for s in tied)
    return [s for s in tied if card_key(bids[s]) == best]


def rebid_due(bids: Sequence[PadBid], order: Sequence[int], hand_size: int) -> bool:
    """R-B5: the bids total the tricks, or the top bid cards are identical."""
    return sum(b.tricks for b in bids) == hand_size or len(top_seats(bids, order)) > 1


def check_copies(bids: Sequence[PadBid | None], copies: int) -> None:
    """Refuse more players bidding with one card than the deck has copies of it."""
    cards = Counter((b.tricks, b.suit) for b in bids if b is not None and b.suit is not None)
    for (number, suit), count in cards.items():
        if count > copies:
            raise IllegalActionError("pad_identical_card", card=f"{number}{suit.symbol}", copies=copies)


def check_bid(rules: Rules, bid: PadBid, hand_size: int) -> None:
    """A bid's range, and a suit only with bid cards."""
    if bid.suit is not None and not rules.card_bidding:
        raise IllegalActionError("pad_suit_without_cards")
    top = highest_bid(rules, hand_size)
    if not 0 <= bid.tricks <= top:
        raise IllegalActionError("bid_range", max=top)


def check_hook(rules: Rules, bids: Sequence[PadBid], dealer: int, hand_size: int) -> None:
    """R-B3: the dealer's bid may not make the bids total the tricks."""
    if not rules.hook:
        return
    forbidden = hook_forbidden([b.tricks for s, b in enumerate(bids) if s != dealer], hand_size)
    if bids[dealer].tricks == forbidden:
        raise IllegalActionError("hook", bid=forbidden, tricks=hand_size)


def check_tricks(tricks: Sequence[int], hand_size: int, complete: bool) -> None:
    """Each count in 0..hand size; together at most the tricks played, exactly when complete."""
    for count in tricks:
        if not 0 <= count <= hand_size:
            raise IllegalActionError("pad_tricks_range", max=hand_size)
    total = sum(tricks)
    if total > hand_size or (complete and total != hand_size):
        raise IllegalActionError("pad_tricks_total", total=total, size=hand_size)


def round_points(rules: Rules, bids: Sequence[int], tricks: Sequence[int], hand_size: int,
                 bonus: Sequence[int], reneges: set[int] | frozenset[int]) -> list[int]:
    """Every seat's points: the scoring system, rebid points, renege penalties, then the
    round-winner bonus (R-C1..R-C6, R-L7). A renege scores 0 and costs ``renege_penalty``;
    its rebid points stand, and it never earns the round-winner bonus."""
    scores = [(-rules.renege_penalty if seat in reneges else points(rules, bid, won, hand_size)) + extra
              for seat, (bid, won, extra) in enumerate(zip(bids, tricks, bonus, strict=True))]
    eligible = [s for s in range(len(scores)) if s not in reneges]
    if rules.round_winner_bonus and eligible:
        top = max(scores[s] for s in eligible)
        scores = [x + 10 if s in eligible and x == top else x for s, x in enumerate(scores)]
    return scores


@dataclass(frozen=True)
class CheckedEntry:
    """A round entry the rules accept: its rebid points, Oh-Seven's top bidder and trump."""

    bonus: tuple[tuple[int, ...], ...]
    top: int | None
    trump: Suit | None


def check_entry(rules: Rules, players: int, dealer: int, hand_size: int, entry: RoundEntry) -> CheckedEntry:
    """Check a whole round (a correction) as the pad checks it entry by entry."""
    sets = [*entry.rebids, entry.bids]
    if any(len(bids) != players for bids in sets) or len(entry.tricks) != players:
        raise IllegalActionError("pad_entry_size", players=players)
    if any(not 0 <= seat < players for seat in entry.reneges):
        raise IllegalActionError("pad_seat", last=players - 1)
    if entry.rebids and not (rules.card_bidding and rules.rebid):
        raise IllegalActionError("pad_rebid_not_due")
    order = bid_order(dealer, players)
    copies = rules.copies(players)
    bonus: list[tuple[int, ...]] = []
    for index, bids in enumerate(sets):
        for bid in bids:
            check_bid(rules, bid, hand_size)
        check_copies(bids, copies)
        if not rules.card_bidding:
            continue
        if suits_needed(bids, order, hand_size, rules.rebid):
            raise IllegalActionError("pad_suit_needed", bid=max(b.tricks for b in bids))
        due = rules.rebid and rebid_due(bids, order, hand_size)
        if index < len(entry.rebids):
            if not due:
                raise IllegalActionError("pad_rebid_not_due")
            holders = top_seats(bids, order)
            bonus.append(tuple(int(s in holders) for s in range(players)))
        elif due:
            raise IllegalActionError("pad_rebid_due", tricks=hand_size)
    check_hook(rules, entry.bids, dealer, hand_size)
    check_tricks(entry.tricks, hand_size, complete=True)
    if not rules.card_bidding:
        return CheckedEntry(tuple(bonus), None, None)
    first = top_seats(entry.bids, order)[0]
    return CheckedEntry(tuple(bonus), first, entry.bids[first].suit)
