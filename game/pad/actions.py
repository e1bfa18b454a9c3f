"""What the score keeper enters on the score pad (R-G5), as frozen values with a text form.

A score pad game is its setup plus these entries, as a table game is its seed
plus its actions: saves keep the text forms and loading enters them again.

>>> parse_pad_action("bid 5H")
EnterBid(bid=PadBid(tricks=5, suit=<Suit.HEARTS: 'H'>))
>>> str(Correct(2, RoundEntry((PadBid(1), PadBid(0), PadBid(0)), (1, 0, 0), frozenset({2}))))
'correct 2 bids 1,0,0 tricks 1,0,0 reneges 2'
>>> parse_pad_action(str(Correct(3, RoundEntry((PadBid(3, Suit.SPADES), PadBid(2)), (5, 2),
...     rebids=((PadBid(4), PadBid(3, Suit.HEARTS)),)))))  # doctest: +ELLIPSIS
Correct(number=3, entry=RoundEntry(bids=(PadBid(tricks=3, suit=<Suit.SPADES: 'S'>), ...
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Suit

#: Bounds a text form may carry (a save must not ask for huge lists or numbers).
MAX_SEATS = 9
MAX_NUMBER = 999


@dataclass(frozen=True, slots=True)
class PadBid:
    """A bid as the score keeper enters it: a number of tricks and, for an Oh-Seven bid
    card, its suit when known (``5H``); the number alone (``5``) is fine too."""

    tricks: int
    suit: Suit | None = None

    def __str__(self) -> str:
        return f"{self.tricks}{self.suit.value if self.suit else ''}"

    @staticmethod
    def parse(text: str) -> PadBid:
        """``"5H"``, ``"5♥"`` or ``"5"``."""
        word = text.strip()
        digits = word.rstrip("SHDCshdc♠♥♦♣")
        suit = Suit.parse(word[len(digits):]) if len(digits) < len(word) else None
        return PadBid(_number(digits), suit)


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """A whole round as entered, in seat order: the final bids, the tricks each took, who
    was caught reneging, and for Oh-Seven the earlier bids that were replaced by a rebid."""

    bids: tuple[PadBid, ...]
    tricks: tuple[int, ...]
    reneges: frozenset[int] = frozenset()
    rebids: tuple[tuple[PadBid, ...], ...] = ()

    def __str__(self) -> str:
        parts = ["bids " + ",".join(map(str, self.bids)), "tricks " + ",".join(map(str, self.tricks))]
        if self.reneges:
            parts.append("reneges " + ",".join(map(str, sorted(self.reneges))))
        parts += ["rebid " + ",".join(map(str, bids)) for bids in self.rebids]
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class EnterBid:
    """The bid of the seat to enter (bidding order: eldest hand first, the dealer last)."""

    bid: PadBid

    def __str__(self) -> str:
        return f"bid {self.bid}"


@dataclass(frozen=True, slots=True)
class EnterSuit:
    """Oh-Seven: the suit of the seat's top bid card, when the pad needs it to find the top
    bidder or the trump and only the number was entered."""

    suit: Suit

    def __str__(self) -> str:
        return f"suit {self.suit.value}"


@dataclass(frozen=True, slots=True)
class EnterTrump:
    """The suit of the card turned up for trump in a turn-up round (R-T1), told before the
    bids or later: the pad shows it and the record keeps it. ``None``: the turned card has
    no suit (a Jester of the Wizard deck, R-T5), so there is no trump."""

    suit: Suit | None

    def __str__(self) -> str:
        return f"trump {self.suit.value if self.suit else 'none'}"


@dataclass(frozen=True, slots=True)
class EnterTricks:
    """The tricks the seat to enter took."""

    tricks: int

    def __str__(self) -> str:
        return f"tricks {self.tricks}"


@dataclass(frozen=True, slots=True)
class Renege:
    """Mark (or unmark) ``seat`` as caught reneging in the round being entered (R-L7)."""

    seat: int

    def __str__(self) -> str:
        return f"renege {self.seat}"


@dataclass(frozen=True, slots=True)
class Correct:
    """Replace complete round ``number`` with ``entry``; everything after it is scored again."""

    number: int
    entry: RoundEntry

    def __str__(self) -> str:
        return f"correct {self.number} {self.entry}"


@dataclass(frozen=True, slots=True)
class EndPad:
    """End the game now (R-G3): the leader wins; the round being entered scores nothing."""

    def __str__(self) -> str:
        return "end"


PadAction = EnterBid | EnterSuit | EnterTrump | EnterTricks | Renege | Correct | EndPad


def parse_pad_action(text: str) -> PadAction:
    """A pad entry from its text form: ``bid 3``, ``bid 5H``, ``suit H``, ``trump D`` (or
    ``trump none``), ``tricks 2``, ``renege 1``, ``correct N bids … tricks … [reneges …]
    [rebid …]…`` or ``end``.
    Raises ``ValueError`` with a readable reason."""
    verb, _, rest = text.strip().partition(" ")
    args = rest.split()
    try:
        if verb == "bid" and len(args) == 1:
            return EnterBid(PadBid.parse(args[0]))
        if verb == "suit" and len(args) == 1:
            return EnterSuit(Suit.parse(args[0]))
        if verb == "trump" and len(args) == 1:
            return EnterTrump(None if args[0] == "none" else Suit.parse(args[0]))
        if verb == "tricks" and len(args) == 1:
            return EnterTricks(_number(args[0]))
        if verb == "renege" and len(args) == 1:
            return Renege(_number(args[0]))
        if verb == "correct" and args:
            return Correct(_number(args[0]), _entry(args[1:]))
        if verb == "end" and not args:
            return EndPad()
    except ValueError as error:
        raise ValueError(f"not a score pad entry: {text[:80]!r}: {error}") from None
    raise ValueError(f"not a score pad entry: {text[:80]!r} (write bid N, suit S, trump S, "
                     "tricks N, renege SEAT, correct ROUND … or end)")


def _number(text: str) -> int:
    if not text.isdigit() or len(text) > 3:
        raise ValueError(f"{text[:10]!r} is not a number from 0 to {MAX_NUMBER}")
    return int(text)


def _list(text: str) -> list[str]:
    items = text.split(",")
    if len(items) > MAX_SEATS:
        raise ValueError(f"more than {MAX_SEATS} players")
    return items


def _entry(words: list[str]) -> RoundEntry:
    """``bids 1,0 tricks 1,0 reneges 1 rebid 4,3 …`` (pairs of a name and a list)."""
    if len(words) % 2:
        raise ValueError("write a name and a list: bids 1,0,2 tricks 1,1,0")
    parts: dict[str, str] = {}
    rebids: list[tuple[PadBid, ...]] = []
    for name, value in zip(words[::2], words[1::2], strict=True):
        if name == "rebid":
            rebids.append(tuple(PadBid.parse(b) for b in _list(value)))
        elif name in ("bids", "tricks", "reneges") and name not in parts:
            parts[name] = value
        else:
            raise ValueError(f"unexpected {name[:20]!r}")
    if "bids" not in parts or "tricks" not in parts:
        raise ValueError("a round needs its bids and tricks")
    if len(rebids) > MAX_NUMBER:
        raise ValueError("too many rebids")
    reneges = frozenset(_number(s) for s in _list(parts["reneges"])) if "reneges" in parts else frozenset()
    return RoundEntry(tuple(PadBid.parse(b) for b in _list(parts["bids"])),
                      tuple(_number(t) for t in _list(parts["tricks"])), reneges, tuple(rebids))
