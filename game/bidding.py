"""Bidding rules as pure functions: the hook (R-B3), over/under (R-B2) and
Oh-Seven card bids (R-B4, R-B5).

>>> hook_forbidden([2, 0, 1], hand_size=5)
2
"""

from __future__ import annotations

from collections.abc import Sequence

from game.cards import SUIT_RANK_ORDER, Card


def hook_forbidden(earlier_bids: Sequence[int], hand_size: int) -> int | None:
    """The one bid the dealer may not make under the hook rule, or ``None``.

    It is the bid that would make the total equal the number of tricks.
    """
    rest = hand_size - sum(earlier_bids)
    return rest if 0 <= rest <= hand_size else None


def balance(total: int, tricks: int) -> str:
    """"over", "under" or "even": the sum of bids against the tricks (R-B2)."""
    if total > tricks:
        return "over"
    return "under" if total < tricks else "even"


def bid_card_key(card: Card) -> tuple[int, int]:
    """Order of bid cards: number first, then suit ♠ > ♥ > ♦ > ♣ (R-B4)."""
    assert card.suit is not None
    return (card.rank, -SUIT_RANK_ORDER.index(card.suit))


def top_bidders(bids: Sequence[tuple[int, Card]]) -> list[int]:
    """Seats whose bid card is the highest, in the order given.

    More than one seat only with two decks, when the top cards are identical.
    """
    top = max(bid_card_key(card) for _, card in bids)
    return [seat for seat, card in bids if bid_card_key(card) == top]


def needs_rebid(bids: Sequence[tuple[int, Card]], hand_size: int) -> bool:
    """R-B5: the bids total the tricks, or the highest bid cards are identical."""
    return sum(card.rank for _, card in bids) == hand_size or len(top_bidders(bids)) > 1
