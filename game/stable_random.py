"""Randomness that stays the same under any later Python: the shuffle of the deck (R-S7) and
the seeds a game derives for its bots.

Python keeps one promise about a seeded ``random.Random``: ``random()`` gives the same
sequence in every later version. It makes no such promise for ``shuffle``, ``randrange``,
``choice``, ``sample`` or ``getrandbits``, whose algorithms have changed before. A save is a
seed and the actions; loading it deals again. So the engine shuffles with a Fisher–Yates over
``random()`` alone (:data:`Shuffle.FISHER_YATES`).

Saves and records of format version 1 were dealt with ``Random.shuffle``
(:data:`Shuffle.PYTHON`). They still load, dealt the same way, as long as this Python's
``shuffle`` is the one they were made with: :func:`python_shuffle_unchanged` checks it against
a permutation pinned when the project moved away from it. Where it has changed, dealing them
raises :class:`ShuffleChanged` instead of dealing different cards.

>>> import random
>>> cards = list(range(10))
>>> shuffle(random.Random(7), cards, Shuffle.FISHER_YATES)
>>> cards
[2, 7, 4, 6, 8, 9, 0, 5, 1, 3]
>>> derived_seed("bot:1:2")
8264631709671354924
"""

from __future__ import annotations

import hashlib
import random
from enum import StrEnum
from functools import cache
from typing import TypeVar

T = TypeVar("T")


class Shuffle(StrEnum):
    """The shuffle a game deals with; saves and records name it by its value."""

    FISHER_YATES = "fisher-yates"  # over Random.random(): the same in every Python
    PYTHON = "python-shuffle"  # Random.shuffle, as saves and records of version 1 were dealt


class ShuffleChanged(RuntimeError):
    """This Python's ``random.shuffle`` no longer deals what a version 1 save was dealt."""


#: ``random.Random(2026).shuffle(list(range(20)))``: the same under CPython 3.9 to 3.13 (checked
#: when version 2 came; version 1 files were made under 3.11). A Python whose shuffle gives
#: anything else would deal version 1 saves differently.
PYTHON_SHUFFLE_FINGERPRINT = (5, 2, 0, 1, 13, 4, 11, 7, 18, 6, 8, 12, 9, 15, 14, 19, 17, 16, 10, 3)


@cache
def python_shuffle_unchanged() -> bool:
    """True when ``Random.shuffle`` still deals as it did for version 1 saves and records."""
    probe = list(range(20))
    random.Random(2026).shuffle(probe)
    return tuple(probe) == PYTHON_SHUFFLE_FINGERPRINT


def shuffle(rng: random.Random, items: list[T], method: Shuffle) -> None:
    """Put ``items`` in a uniformly random order, in place, drawing from ``rng``.

    Fisher–Yates: each position from the last down takes one of the items not yet placed.
    ``int(random() * n)`` is uniform up to a bias below 2⁻⁴⁶ for the at most 120 cards here.
    Raises :class:`ShuffleChanged` for :data:`Shuffle.PYTHON` when this Python deals otherwise.
    """
    if method is Shuffle.PYTHON:
        if not python_shuffle_unchanged():
            raise ShuffleChanged("this Python's random.shuffle deals differently from the one "
                                 "that dealt version 1 saves and records")
        rng.shuffle(items)
        return
    draw = rng.random
    for last in range(len(items) - 1, 0, -1):
        other = int(draw() * (last + 1))
        items[last], items[other] = items[other], items[last]


def derived_seed(text: str) -> int:
    """A 63-bit seed named by ``text`` (``"bot:SEED:SEAT"``): SHA-256, so every Python agrees."""
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1
