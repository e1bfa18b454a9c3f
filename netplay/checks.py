"""Reading the values of a message: each helper returns the value with its type or raises
:class:`~saves.shape.ShapeError` naming where it is wrong, like a file's fields
(:mod:`saves.shape`, whose helpers these use and extend).

>>> card("TS", "hand[0]")
Card('TS')
>>> seat(9, "to_act", 4)
Traceback (most recent call last):
...
saves.shape.ShapeError: to_act should be from 0 to 3, not 9
"""

from __future__ import annotations

from typing import Any

from game.actions import Action, parse_action
from game.cards import Card, Suit
from saves import shape
from saves.problems import PLAIN, Message
from saves.shape import ShapeError

#: The most cards a list in a message holds: a hand, a trick list or a pass (two seven32 decks).
MAX_CARDS = 64


def exact_keys(data: dict[str, Any], keys: frozenset[str], where: str) -> None:
    """Refuse an object with a key that is not one of ``keys`` or without one of them."""
    extra = sorted(set(data) - keys)
    if extra:
        raise ShapeError(Message(PLAIN, text=f"{where} has an unknown field {extra[0][:30]!r}"))
    for key in sorted(keys):
        shape.field(data, key, where)


def card(value: object, where: str) -> Card:
    """A card in the notation of R-D4."""
    written = shape.text(value, where, 3)
    try:
        return Card.parse(written)
    except ValueError:
        raise ShapeError(Message("should_be_text", where=where, found=shape.describe(written))) from None


def cards(value: object, where: str, limit: int = MAX_CARDS) -> tuple[Card, ...]:
    """A list of cards."""
    return tuple(card(item, f"{where}[{i}]") for i, item in enumerate(shape.array(value, where, limit)))


def optional_card(value: object, where: str) -> Card | None:
    """A card or ``null``."""
    return None if value is None else card(value, where)


def suit(value: object, where: str) -> Suit:
    """A suit by its letter."""
    written = shape.text(value, where, 1)
    try:
        return Suit(written)
    except ValueError:
        raise ShapeError(Message("should_be_text", where=where, found=shape.describe(written))) from None


def optional_suit(value: object, where: str) -> Suit | None:
    """A suit or ``null``."""
    return None if value is None else suit(value, where)


def seat(value: object, where: str, players: int) -> int:
    """A seat number of a table of ``players``."""
    return shape.integer(value, where, 0, players - 1)


def optional_seat(value: object, where: str, players: int) -> int | None:
    """A seat or ``null``."""
    return None if value is None else seat(value, where, players)


def ints(value: object, where: str, length: int, low: int, high: int) -> tuple[int, ...]:
    """Exactly ``length`` whole numbers from ``low`` to ``high``."""
    items = shape.array(value, where, length, length)
    return tuple(shape.integer(item, f"{where}[{i}]", low, high) for i, item in enumerate(items))


def action(value: object, where: str, limit: int) -> Action:
    """An action in its text form (``play TS``, ``bid 2``)."""
    written = shape.text(value, where, limit)
    try:
        return parse_action(written)
    except ValueError as error:
        raise ShapeError(Message("action_unreadable", where=where, detail=str(error)[:120],
                                 text=written[:60])) from None
