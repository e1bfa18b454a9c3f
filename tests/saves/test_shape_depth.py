"""The depth limit of JSON read from disk: exactly :data:`saves.shape.MAX_DEPTH` levels pass,
one more is refused, brackets inside strings are no levels, and the level-by-level count
agrees with a plain recursive one on any value."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from saves.shape import MAX_DEPTH, ShapeError, deeper_than, parse_json

SCALARS = st.none() | st.booleans() | st.integers() | st.text(alphabet='[]{}"\\ab', max_size=5)
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(alphabet="[]{}ab", max_size=3), inner, max_size=4),
                      max_leaves=60)


def depth(value: Any) -> int:
    """How deeply ``value`` nests, counted the plain way."""
    if isinstance(value, list):
        return 1 + max(map(depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(depth, value.values()), default=0)
    return 0


def nested(levels: int, inside: str = "1") -> str:
    """``levels`` lists and objects in turn, ``inside`` the innermost."""
    text = inside
    for level in range(levels):
        text = f"[{text}]" if level % 2 else f'{{"k": {text}}}'
    return text


@settings(max_examples=300, deadline=None)
@given(VALUES, st.integers(0, 12))
def test_levels_are_counted_as_a_recursion_counts_them(value: Any, limit: int) -> None:
    assert deeper_than(value, limit) == (depth(value) > limit)


@pytest.mark.parametrize("inside", ["1", '"[[[[{{{{"', '"]]]]}}}}"', "[]", "{}", '["\\"[["]'])
def test_the_limit_itself_passes_and_one_more_level_is_refused(inside: str) -> None:
    extra = 1 if inside in ("[]", "{}", '["\\"[["]') else 0
    limit = MAX_DEPTH - extra
    text = nested(limit, inside)
    assert depth(json.loads(text)) == MAX_DEPTH
    assert parse_json(text.encode(), "x") == json.loads(text)
    with pytest.raises(ShapeError, match="nested too deeply"):
        parse_json(nested(limit + 1, inside).encode(), "x")


@pytest.mark.parametrize("levels", [MAX_DEPTH + 1, 500, 5_000, 1_000_000])
def test_any_depth_beyond_the_limit_is_refused_in_one_line(levels: int) -> None:
    for text in ("[" * levels + "]" * levels, '{"a":' * levels + "1" + "}" * levels):
        with pytest.raises(ShapeError, match=r"^x is nested too deeply$"):
            parse_json(text.encode(), "x")


def test_a_deep_file_cut_short_is_refused_for_either() -> None:
    """The parser goes first: a file cut short is said to be so unless its nesting stopped
    the parser before the end (the interpreter's recursion limit, about a thousand)."""
    with pytest.raises(ShapeError, match=r"^x is nested too deeply$"):
        parse_json(b"[" * 100_000, "x")
    with pytest.raises(ShapeError, match=r"^x is not valid JSON"):
        parse_json(b"[" * (MAX_DEPTH + 1), "x")


@pytest.mark.parametrize("copies", [10, 2_000])  # a level of many lists is gathered otherwise
def test_many_levels_side_by_side_are_not_depth(copies: int) -> None:
    text = "[" + ",".join([nested(MAX_DEPTH - 1)] * copies) + "]"
    assert len(parse_json(text.encode(), "x")) == copies
    deeper = "[" + ",".join([nested(MAX_DEPTH - 1)] * (copies - 1) + [nested(MAX_DEPTH)]) + "]"
    with pytest.raises(ShapeError, match="nested too deeply"):
        parse_json(deeper.encode(), "x")


@pytest.mark.parametrize("where", [0, 99_999, 200_000])
def test_one_deep_value_among_many_plain_ones_is_found(where: int) -> None:
    values = ["null"] * 200_001
    values[where] = nested(MAX_DEPTH)
    with pytest.raises(ShapeError, match="nested too deeply"):
        parse_json(("[" + ",".join(values) + "]").encode(), "x")
    values[where] = nested(MAX_DEPTH - 1)
    assert len(parse_json(("[" + ",".join(values) + "]").encode(), "x")) == 200_001
