"""Checking the shape of JSON data read from disk, field by field.

Each helper returns the value with its proper type or raises
:class:`ShapeError` naming where in the file the problem is:

>>> integer(3, "round", 0, 10)
3
>>> integer(True, "round", 0, 10)
Traceback (most recent call last):
...
saves.shape.ShapeError: round should be a whole number, not true
>>> field({"seed": 1}, "rules", "save")
Traceback (most recent call last):
...
saves.shape.ShapeError: save has no "rules"

``bool`` is never taken for a number, numbers are bounded, texts and lists
have a maximum length: nothing a file says can make the loader slow or
crash it.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import compress
from typing import Any

from saves.problems import Message

#: How deeply JSON read from disk may nest (a save or a record needs 6 levels).
MAX_DEPTH = 32
_CONTAINER_TYPES = frozenset((list, dict))
_STRETCH = 1 << 16  # values put in a set at once: the set of distinct texts stays small
_FEW = 1 << 10  # lists and objects of a level looked into one by one


class ShapeError(ValueError):
    """JSON data that does not have the expected shape: the message (a
    :class:`~saves.problems.Message`) says where."""

#: ``where`` for the whole file.
THE_FILE = Message("where_file")


def describe(value: object) -> str:
    """A short JSON-like description of ``value`` for messages (words as a :class:`Message`)."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        return str(value) if abs(value) < 10**12 else Message("value_huge")
    if isinstance(value, float):
        return Message("value_fraction") if value == value else Message("value_nan")
    if isinstance(value, str):
        return json.dumps(value[:30] + ("…" if len(value) > 30 else ""), ensure_ascii=False)
    if isinstance(value, list):
        return Message("value_list")
    if isinstance(value, dict):
        return Message("value_object")
    return type(value).__name__


def obj(value: object, where: str) -> dict[str, Any]:
    """``value`` as a JSON object."""
    if not isinstance(value, dict):
        raise ShapeError(Message("should_be_object", where=where, found=describe(value)))
    return value


def field(data: dict[str, Any], key: str, where: str) -> Any:
    """``data[key]``; a :class:`ShapeError` when it is missing."""
    if key not in data:
        raise ShapeError(Message("has_no", where=where, field=key))
    return data[key]


def integer(value: object, where: str, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ShapeError(Message("should_be_whole", where=where, found=describe(value)))
    if not low <= value <= high:
        raise ShapeError(Message("should_be_between", where=where, low=low, high=high,
                                 found=describe(value)))
    return value


def boolean(value: object, where: str) -> bool:
    """``value`` as true or false."""
    if not isinstance(value, bool):
        raise ShapeError(Message("should_be_bool", where=where, found=describe(value)))
    return value


def text(value: object, where: str, max_length: int = 200, empty: bool = False) -> str:
    """``value`` as a string of at most ``max_length`` characters (not empty unless allowed)."""
    if not isinstance(value, str):
        raise ShapeError(Message("should_be_text", where=where, found=describe(value)))
    if len(value) > max_length:
        raise ShapeError(Message("text_too_long", where=where, length=len(value), limit=max_length))
    if not value and not empty:
        raise ShapeError(Message("empty", where=where))
    return value


def optional_text(value: object, where: str, max_length: int = 200) -> str | None:
    """``value`` as a string or ``None``."""
    return None if value is None else text(value, where, max_length)


def array(value: object, where: str, max_length: int, length: int | None = None) -> list[Any]:
    """``value`` as a list of at most ``max_length`` items (exactly ``length`` if given)."""
    if not isinstance(value, list):
        raise ShapeError(Message("should_be_list", where=where, found=describe(value)))
    if length is not None and len(value) != length:
        raise ShapeError(Message("should_have_items", where=where, count=length, found=len(value)))
    if len(value) > max_length:
        raise ShapeError(Message("too_many_items", where=where, count=len(value), limit=max_length))
    return value


def parse_json(data: bytes, where: str) -> Any:
    """The JSON value in UTF-8 ``data``: no byte-order mark, no NaN or Infinity.

    Every way bad bytes can fail (not UTF-8, not JSON, numbers with too many
    digits, nesting deeper than :data:`MAX_DEPTH`) becomes a :class:`ShapeError`.

    The text is read once, by the standard library's parser, in time linear in
    its length whatever it holds; nothing else runs over the text. The parser
    itself refuses nesting deeper than the interpreter's recursion limit (a
    ``RecursionError``, before its stack can run out); the tighter
    :data:`MAX_DEPTH` is then checked on the parsed value, level by level.
    """
    try:
        source = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ShapeError(Message("not_utf8", where=where, position=error.start)) from None
    if not source.strip():
        raise ShapeError(Message("empty", where=where))

    def refuse_constant(name: str) -> Any:
        raise ShapeError(Message("json_constant", where=where, name=name))

    try:
        with _collector_paused():
            value = json.loads(source, parse_constant=refuse_constant)
            too_deep = deeper_than(value, MAX_DEPTH)
    except json.JSONDecodeError as error:
        what = error.msg.removesuffix(" at")  # "Unterminated string starting at"
        raise ShapeError(Message("not_json", where=where, detail=what, line=error.lineno,
                                 column=error.colno)) from None
    except RecursionError:
        raise ShapeError(Message("json_too_deep", where=where)) from None
    except ShapeError:
        raise
    except ValueError as error:  # e.g. an integer with more digits than Python converts
        raise ShapeError(Message("json_other", where=where, detail=str(error))) from None
    if too_deep:
        raise ShapeError(Message("json_too_deep", where=where))
    return value


def deeper_than(value: object, limit: int) -> bool:
    """True when the lists and objects of the parsed JSON ``value`` nest more than ``limit``
    deep. One level at a time, without recursion, in C but for a few steps a level.

    >>> deeper_than({"a": [1, {"b": "[[["}]}, 3), deeper_than({"a": [1, {"b": "[[["}]}, 2)
    (False, True)
    """
    level = _containers([value])
    for _ in range(limit):
        if not level:
            return False
        level = _held(level)
    return bool(level)


def _held(level: list[Any]) -> list[Any]:
    """The lists and objects that those of ``level`` hold."""
    if len(level) > _FEW:
        # Many: what they hold gathered in C by the collector's own traversal, which reaches
        # every list and object a container holds (or it could not find their cycles); a
        # Python step for each of millions of small lists would cost more than parsing them.
        return _containers(gc.get_referents(*level))
    found: list[Any] = []
    for container in level:  # few, and large: looked into where they are
        found += _containers(list(container.values()) if type(container) is dict else container)
    return found


def _containers(values: list[Any]) -> list[Any]:
    """The lists and objects among ``values``, found in C: a level may hold millions of values.
    A JSON value is a list or an object exactly when it cannot be hashed, so a stretch of values
    that goes into a set whole holds none (about twice as quick as asking each its type)."""
    found: list[Any] = []
    for start in range(0, len(values), _STRETCH):
        stretch = values if len(values) <= _STRETCH else values[start:start + _STRETCH]
        try:
            set(stretch)
        except TypeError:
            found += compress(stretch, map(_CONTAINER_TYPES.__contains__, map(type, stretch)))
    return found


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No cyclic garbage collection meanwhile. Parsed JSON holds no reference cycles, and a
    file of millions of small lists would otherwise have the collector go over all of them
    again and again while they are made: four times the parser's own time."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
