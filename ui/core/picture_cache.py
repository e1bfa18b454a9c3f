"""Caches of drawn pictures, bounded by the bytes of the pictures they hold.

A picture cached by how many entries it may keep is small at 1280×800 and large at
3840×2160: 512 turned cards or four felts of a 4K window are hundreds of megabytes. Each
:func:`cached` function keeps its results, newest used last, up to a budget of bytes
(the pixels of every surface in a result, and of every surface in its arguments, which
the cache keeps alive as its keys), and a number of entries; the least recently used go
first. A picture larger than its whole budget is drawn and returned, not kept.

:data:`CACHES` lists every cache, so a test can go through sizes and screens and check
that each stays within its budget (:func:`held`).

>>> @cached(budget_mb=1)
... def square(side: int) -> pygame.Surface:
...     return pygame.Surface((side, side), pygame.SRCALPHA)
>>> _ = square(300), square(300), square(500)  # 0.36 MB, then 1 MB: the first goes
>>> square.cache.entries, square.cache.hits, square.cache.bytes <= square.cache.budget
(1, 1, True)
>>> CACHES.remove(square.cache)
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, ParamSpec, TypeVar

import pygame

P = ParamSpec("P")
R = TypeVar("R")

MB = 1 << 20


def surface_bytes(value: object) -> int:
    """The pixel bytes of the surfaces in ``value`` (a surface, or a tuple or list of values).

    >>> surface_bytes((pygame.Surface((10, 10), pygame.SRCALPHA), "words", 3))
    400
    """
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, (tuple, list)):
        return sum(surface_bytes(item) for item in value)
    return 0


class PictureCache:
    """Results by key, least recently used first, within ``budget`` bytes and ``entries_max``."""

    def __init__(self, name: str, budget: int, entries_max: int) -> None:
        self.name, self.budget, self.entries_max = name, budget, entries_max
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self.bytes = 0
        self.hits = self.misses = 0  # since the program started (the benchmark's notes)

    @property
    def entries(self) -> int:
        """How many results are kept."""
        return len(self._items)

    def get(self, key: Hashable) -> tuple[bool, Any]:
        """``(True, result)`` when ``key`` is kept (it becomes the most recently used)."""
        item = self._items.get(key)
        if item is None:
            self.misses += 1
            return False, None
        self.hits += 1
        self._items.move_to_end(key)
        return True, item[0]

    def put(self, key: Hashable, value: Any, size: int) -> None:
        """Keep ``value`` of ``size`` bytes, dropping the least recently used to make room."""
        if size > self.budget:
            return
        while self._items and (self.bytes + size > self.budget or len(self._items) >= self.entries_max):
            _, (_, dropped) = self._items.popitem(last=False)
            self.bytes -= dropped
        self._items[key] = (value, size)
        self.bytes += size

    def clear(self) -> None:
        """Drop every result."""
        self._items.clear()
        self.bytes = 0


#: Every picture cache of the program, for tests and the benchmark's notes.
CACHES: list[PictureCache] = []


class Cached(Generic[P, R]):
    """A function whose results are kept in a :class:`PictureCache` (see :func:`cached`)."""

    def __init__(self, function: Callable[P, R], budget: int, entries_max: int) -> None:
        self.function = function
        self.cache = PictureCache(f"{function.__module__}.{function.__qualname__}", budget, entries_max)
        self.__doc__ = function.__doc__
        self.__wrapped__ = function
        CACHES.append(self.cache)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        found, value = self.cache.get(key)
        if found:
            return value  # type: ignore[no-any-return]
        result = self.function(*args, **kwargs)
        self.cache.put(key, result, surface_bytes(result) + surface_bytes(args))
        return result

    def cache_clear(self) -> None:
        """Drop every kept result."""
        self.cache.clear()


def cached(budget_mb: float, entries_max: int = 4096) -> Callable[[Callable[P, R]], Cached[P, R]]:
    """Keep a drawing function's results by its (hashable) arguments within ``budget_mb``
    megabytes of pixels and ``entries_max`` results."""
    def wrap(function: Callable[P, R]) -> Cached[P, R]:
        return Cached(function, round(budget_mb * MB), entries_max)
    return wrap


def held() -> dict[str, tuple[int, int]]:
    """Each cache's bytes and budget, by the name of its function."""
    return {cache.name: (cache.bytes, cache.budget) for cache in CACHES}
