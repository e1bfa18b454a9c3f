"""The record reader's quick checks of the usual shapes take and refuse exactly what its
detailed checks do: a record changed anywhere in its rounds gets the same answer, word for
word, with the quick checks and without them (one value at every kind of place, then a few
at random places)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from functools import cache
from typing import Any
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves import record_file
from saves.shape import ShapeError

#: What a hostile or damaged file may put where a card, a seat, a bid or a number belongs.
ODD_VALUES = [None, True, False, 0, -1, 1, 3, 4, 64, 65, 10**7, 10**40, 1.0, 1.5, "", "AS", "X" * 12,
              "X" * 13, [], [1], {}, {"seat": 0}]
QUICK_CHECKS = ("_is_card", "_is_whole", "_is_bid", "_is_trick")


@cache
def _record_text() -> str:
    rules = preset("oh-seven").replace(max_hand=4)  # bid cards, rebids: every part of a round
    match = play_match(rules, ["random"] * 4, seed=11)
    return json.dumps(to_record(match.game, match.players))


def a_record() -> dict[str, Any]:
    """A finished 4-player Oh-Seven game's record, fresh each time."""
    record: dict[str, Any] = json.loads(_record_text())
    return record


@contextmanager
def quick_checks_off() -> Iterator[None]:
    """Every quick check answers "not the usual shape", so the detailed checks see everything."""
    with ExitStack() as stack:
        for name in QUICK_CHECKS:
            stack.enter_context(mock.patch.object(record_file, name, lambda *args: False))
        yield


def answer(record: dict[str, Any]) -> str:
    """What the reader says of ``record``: its cleaned form, or its refusal."""
    try:
        return json.dumps(record_file.check_record(record), sort_keys=True)
    except ShapeError as error:
        return f"refused: {error}"


def places(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path of every value inside ``value`` (keys and indexes)."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from places(item, (*path, index))


def round_places(record: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Every place inside the rounds of ``record`` (not a round as a whole)."""
    return [p for p in places(record) if len(p) > 2 and p[0] == "rounds"]


def kinds_of_place(record: dict[str, Any]) -> dict[tuple[Any, ...], list[tuple[Any, ...]]]:
    """The places inside the rounds, by kind: a path with its indexes left out."""
    kinds: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
    for path in round_places(record):
        kinds.setdefault(tuple("#" if isinstance(step, int) else step for step in path), []).append(path)
    return kinds


def changed(record: dict[str, Any], path: tuple[Any, ...], value: Any, leave_out: bool) -> None:
    """Put ``value`` at ``path`` in ``record`` (or leave the field out)."""
    parent = record
    for step in path[:-1]:
        parent = parent[step]
    if leave_out and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = copy.deepcopy(value)


def same_answers(record: dict[str, Any]) -> None:
    quick = answer(copy.deepcopy(record))
    with quick_checks_off():
        detailed = answer(copy.deepcopy(record))
    assert quick == detailed


def test_every_kind_of_place_with_every_odd_value() -> None:
    kinds = kinds_of_place(a_record())
    assert len(kinds) > 20  # hands, bid cards, rebids, bonuses, tricks, plays, totals, …
    for paths in kinds.values():
        for path in {paths[0], paths[-1]}:
            for value in [*ODD_VALUES, "left out"]:
                record = a_record()
                changed(record, path, value, value == "left out")
                same_answers(record)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_quick_checks_answer_as_the_detailed_ones(data: st.DataObject) -> None:
    record = a_record()
    for _ in range(data.draw(st.integers(1, 3))):
        kinds = kinds_of_place(record)
        path = data.draw(st.sampled_from(kinds[data.draw(st.sampled_from(sorted(kinds, key=repr)))]))
        changed(record, path, data.draw(st.sampled_from(ODD_VALUES)), data.draw(st.booleans()))
    same_answers(record)
