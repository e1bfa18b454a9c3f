"""Text in DejaVu Sans at any size, cached; sizes follow the window height.

Every text the table draws itself goes through these fonts, and they draw any string:
control characters (a NUL, which text rendering refuses) are left out, lone
surrogates (a path that is not UTF-8) become U+FFFD and an endless line is cut
(:func:`saves.text.printable`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

import pygame

from saves.text import printable
from ui.core.assets import border_width, font_path
from ui.core.picture_cache import cached


class SafeFont(pygame.font.Font):
    """A font that renders and measures any string (see the module's note)."""

    def render(self, text: str | bytes | None, *args: Any, **kwargs: Any) -> pygame.Surface:
        """``pygame.font.Font.render`` of the drawable part of ``text``."""
        return super().render(printable(text) if isinstance(text, str) else text, *args, **kwargs)

    def size(self, text: str | bytes) -> tuple[int, int]:
        """``pygame.font.Font.size`` of the drawable part of ``text``."""
        return super().size(printable(text) if isinstance(text, str) else text)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans (bold if asked) at ``size`` pixels; one object per size. Fonts made
    before ``pygame.quit()`` are dead once pygame starts again (a new window in the same
    process, a test after one that closed its App): then they are all made anew."""
    made = _made(max(6, int(size)), bold)
    try:
        made.get_ascent()
    except pygame.error:  # "font module quit since font created"
        _made.cache_clear()
        made = _made(max(6, int(size)), bold)
    return made


@lru_cache(maxsize=64)
def _made(size: int, bold: bool) -> pygame.font.Font:
    return SafeFont(font_path(bold), size)


#: The player's UI scale (1.0..2.0, the settings screen): every ``scaled`` size grows with it.
_ui_scale = 1.0


def set_ui_scale(factor: float) -> None:
    """Text drawn with :func:`scaled` is ``factor`` times its size from now on."""
    global _ui_scale
    _ui_scale = factor


#: The most the UI scale grows the pygame_gui widgets' text: more would not fit their boxes,
#: which follow the window height.
WIDGET_SCALE = 1.5
#: The UI scale grows text up to this share of the window height: small print grows the
#: most, titles (already large) keep their size, and layouts made for the height still fit.
LARGEST_SCALED = 0.036


def ui_scale() -> float:
    """The player's UI scale now (1.0..2.0)."""
    return _ui_scale


@contextmanager
def ui_scale_at_most(limit: float) -> Iterator[None]:
    """Within the block, text drawn with :func:`scaled` grows at most by ``limit`` (a screen
    too full for the player's text size at this window: the largest size that fits)."""
    global _ui_scale
    kept = _ui_scale
    _ui_scale = min(kept, limit)
    try:
        yield
    finally:
        _ui_scale = kept


def scaled(height: int, share: float) -> int:
    """A font size that is ``share`` of the window height (``0.022`` for labels), grown by the
    UI scale up to :data:`LARGEST_SCALED` of the height."""
    base = height * share
    grown = min(base * _ui_scale, max(base, height * LARGEST_SCALED))
    return max(11, round(grown))


def window_scale(height: int) -> float:
    """The widgets' text scale for a window ``height`` high, before the UI scale: steps of
    1/8 of the 800-pixel design height.

    >>> window_scale(800), window_scale(1080), window_scale(2160)
    (1.0, 1.375, 2.75)
    """
    return max(0.8, round(height / 800 * 8) / 8)


def outline(height: int, width: int = 1) -> int:
    """The width of an outline we draw that is ``width`` pixels in a 1080-pixel window, in a
    window ``height`` high: as wide as the theme's widget borders there (grown with the UI
    scale as they are), so panels, boxes and rules read at 3840×2160 as at 1080.

    >>> outline(800), outline(1080), outline(2160), outline(2160, 2), outline(2160, 0)
    (1, 1, 2, 4, 0)
    """
    return border_width(width, window_scale(height) * min(_ui_scale, WIDGET_SCALE))


def render(text: str, size: int, colour: tuple[int, ...] = (240, 240, 240),
           bold: bool = False) -> pygame.Surface:
    """``text`` rendered antialiased (not cached: callers keep what they reuse)."""
    return font(size, bold).render(text, True, colour)


@cached(budget_mb=12, entries_max=1024)
def text(value: str, size: int, colour: tuple[int, ...] = (240, 240, 240),
         bold: bool = False) -> pygame.Surface:
    """``value`` rendered and cached: labels that repeat every frame cost nothing."""
    return font(size, bold).render(value, True, colour)


def fitted(value: str, size: int, width: int, colour: tuple[int, ...] = (240, 240, 240),
           bold: bool = False, smallest: int = 10) -> pygame.Surface:
    """``value`` at ``size``, or smaller (down to ``smallest``) until it is at most ``width``
    pixels wide: a German label in a box made for English."""
    while size > smallest and font(size, bold).size(value)[0] > width:
        size -= 1
    return text(value, size, colour, bold)


@lru_cache(maxsize=2048)
def fit(value: str, size: int, width: int, bold: bool = False) -> str:
    """``value`` cut with "…" to at most ``width`` pixels at font ``size``."""
    face = font(size, bold)
    if face.size(value)[0] <= width:
        return value
    low, high = 0, len(value)
    while low < high:  # the longest prefix that fits with the ellipsis
        mid = (low + high + 1) // 2
        if face.size(value[:mid] + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return value[:low].rstrip() + "…"


def wrap(message: str, size: int, width: int, break_after: str = "") -> list[str]:
    """``message`` broken into lines of at most ``width`` pixels (a long word is cut, or
    broken after any of the characters ``break_after``: "/" for a path)."""
    face, lines, line = font(size), [], ""
    for word in message.split(" "):
        trial = f"{line} {word}" if line else word
        if face.size(trial)[0] <= width:
            line = trial
            continue
        if break_after and face.size(word)[0] > width:
            for i, piece in enumerate(_pieces(word, break_after)):
                trial = f"{line} {piece}" if line and i == 0 else line + piece
                if face.size(trial)[0] <= width:
                    line = trial
                    continue
                if line:
                    lines.append(line)
                line = piece if face.size(piece)[0] <= width else fit(piece, size, width)
            continue
        if line:
            lines.append(line)
        line = word if face.size(word)[0] <= width else fit(word, size, width)
    if line:
        lines.append(line)
    return lines


def _pieces(word: str, break_after: str) -> list[str]:
    """``word`` cut after each of the characters ``break_after``."""
    pieces, piece = [], ""
    for char in word:
        piece += char
        if char in break_after:
            pieces.append(piece)
            piece = ""
    return [*pieces, piece] if piece else pieces


#: Where a line of parts ("… on average · best 0: …") breaks first.
SEPARATOR = " · "


def wrap_even(message: str, size: int, width: int) -> list[str]:
    """``message`` in as few lines of at most ``width`` pixels as :func:`wrap` needs, of
    similar lengths: broken at its " · " where that needs no more lines and leaves no line
    under half as wide as another, else every line as narrow as the fewest lines allow (no
    word left alone on the last). A " · " at a break is left out: the break says it."""
    return list(_wrap_even(message, size, width))


@lru_cache(maxsize=256)
def _wrap_even(message: str, size: int, width: int) -> tuple[str, ...]:
    glued = message.replace(" %", "\u00a0%")  # a percent sign stays with its number ("45 %")
    count = len(wrap(glued, size, width))
    if count < 2:
        return (message,)
    face = font(size)
    packed: list[str] = []
    for part in message.split(SEPARATOR):
        trial = f"{packed[-1]}{SEPARATOR}{part}" if packed else part
        if packed and face.size(trial)[0] <= width:
            packed[-1] = trial
        else:
            packed.append(part)
    sizes = [face.size(line)[0] for line in packed]
    if len(packed) <= count and max(sizes) <= width and min(sizes) * 2 >= max(sizes):
        return tuple(packed)
    low = min(width, max(face.size(word)[0] for word in glued.split(" ")))
    high = width
    while low < high:  # the narrowest width that needs no more lines
        mid = (low + high) // 2
        if len(wrap(glued, size, mid)) <= count:
            high = mid
        else:
            low = mid + 1
    dot = SEPARATOR.strip()
    return tuple(line.removeprefix(f"{dot} ").removesuffix(f" {dot}").replace("\u00a0", " ")
                 for line in wrap(glued, size, low))


def reset() -> None:
    """Forget every font object (they die with ``pygame.quit``; a new window starts afresh)."""
    _made.cache_clear()
    text.cache_clear()
