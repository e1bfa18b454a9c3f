"""What the score pad asks now, and the keys that answer it: digits and Enter for a bid or
a trick count, a suit by its number (1–4, as the buttons show them) or its letter.

The question follows the pad's phase, with one of the screen's own before the bids of
a turn-up round: which suit was turned (the pad keeps it, :class:`EnterTrump`). A
number is typed before it is entered (Enter), so 1 and 2 can make 12; a suit is
entered at once. Nothing here draws or touches pygame.

>>> from game.presets import preset
>>> from game.pad.score_pad import ScorePad
>>> pad = ScorePad(preset("oh-seven"), players=3)
>>> question(pad), entry_for(pad, Typed("5", Suit.HEARTS))
(<Question.BID: 'bid'>, EnterBid(bid=PadBid(tricks=5, suit=<Suit.HEARTS: 'H'>)))
>>> Typed("1").digit("2", top=13), Typed("1").digit("9", top=13)
(Typed(digits='12', suit=None), Typed(digits='9', suit=None))
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from game.cards import SUIT_RANK_ORDER, Deck, Suit
from game.pad.actions import EnterBid, EnterTricks, PadAction, PadBid
from game.pad.round import highest_bid
from game.pad.score_pad import PadPhase, PadTrump, ScorePad


class Question(Enum):
    """What the pad asks the score keeper now."""

    TURN_UP = "turn-up"  # which suit was turned up (a turn-up round, before its bids)
    BID = "bid"
    SUIT = "suit"  # Oh-Seven: the suit of a top bid card
    TRICKS = "tricks"
    OVER = "over"


#: The suits as the buttons show them, numbered 1 to 4 for the keys (♠ ♥ ♦ ♣).
SUITS: tuple[Suit, ...] = SUIT_RANK_ORDER
#: Letters that name a suit wherever a suit is asked (the notation of the rules, R-D4).
SUIT_LETTERS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}


def question(pad: ScorePad) -> Question:
    """What the screen asks of ``pad`` now."""
    if pad.phase is PadPhase.OVER:
        return Question.OVER
    if pad.phase is PadPhase.SUIT:
        return Question.SUIT
    if pad.phase is PadPhase.TRICKS:
        return Question.TRICKS
    if pad.trump()[0] is PadTrump.TURN_UP and not pad.round.told and not pad.round.started:
        return Question.TURN_UP
    return Question.BID


def jester_possible(pad: ScorePad) -> bool:
    """A card without a suit can be turned up (the Wizard deck's Jesters, R-T5)."""
    return pad.rules.deck is Deck.WIZARD60


def top_number(pad: ScorePad) -> int:
    """The largest number the question takes: a bid's, or the tricks still untaken."""
    if pad.phase is PadPhase.TRICKS:
        return pad.tricks_left
    return highest_bid(pad.rules, pad.hand_size)


def offered(pad: ScorePad) -> int | None:
    """The trick count Enter enters with nothing typed: what is left for the last player,
    or 0 once every trick is given (``None`` when the count is open)."""
    if pad.phase is not PadPhase.TRICKS or pad.to_act is None:
        return None
    if pad.to_act == pad.order[-1] or pad.tricks_left == 0:
        return pad.tricks_left
    return None


@dataclass(frozen=True)
class Typed:
    """The number (and, for an Oh-Seven bid card, the suit) typed and not yet entered."""

    digits: str = ""
    suit: Suit | None = None

    def digit(self, key: str, top: int) -> Typed:
        """``key`` typed: appended while the number stays within ``top``, else it starts
        the number again (a 2 after a 1 is 12 of 13 tricks, a 9 after a 1 is 9)."""
        joined = self.digits + key
        if int(joined) <= top and len(joined) <= 2:
            return replace(self, digits=joined.lstrip("0") or "0")
        return replace(self, digits=key)

    def back(self) -> Typed | None:
        """Backspace: the last thing typed taken away; ``None`` when nothing was typed."""
        if self.suit is not None:
            return replace(self, suit=None)
        if self.digits:
            return replace(self, digits=self.digits[:-1])
        return None

    @property
    def empty(self) -> bool:
        """Nothing typed."""
        return not self.digits and self.suit is None

    def shown(self) -> str:
        """What the cell shows: ``5♥``, ``12``, or ``""``."""
        return self.digits + (self.suit.symbol if self.suit else "")


def entry_for(pad: ScorePad, typed: Typed) -> PadAction | None:
    """The entry ``typed`` makes for the question of ``pad`` (``None``: nothing to enter).
    The pad still checks it (the hook, the totals)."""
    if not typed.digits:
        return None
    number = int(typed.digits)
    ask = question(pad)
    if ask is Question.BID:
        return EnterBid(PadBid(number, typed.suit if pad.rules.card_bidding else None))
    if ask is Question.TRICKS:
        return EnterTricks(number)
    return None


def suit_key(key: str, count: int) -> Suit | None:
    """The suit a key names where a suit is asked: its letter, or its number 1–4 among the
    ``count`` buttons; ``None`` for another key (a 5 on a pad with a "no trump" button is
    the caller's)."""
    if key.lower() in SUIT_LETTERS:
        return SUIT_LETTERS[key.lower()]
    if key.isdigit() and 1 <= int(key) <= min(count, len(SUITS)):
        return SUITS[int(key) - 1]
    return None
