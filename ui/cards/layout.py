"""Where everything on a card face goes, for a card width: pure geometry the drawing follows.

A face has a corner index (rank over suit) in its top-left corner and the same
turned round in the bottom-right. The index sits in a reserved margin: the pip
area, the court figure's frame and the Wizard's panel all start a gap to the
right of the widest index of their kind, so nothing touches the index on any
card — the crowded 8, 9 and 10 included. The boxes are the pixels the glyphs
ink (measured from the rendered glyphs), so a test can check them.

Below :data:`COMPACT_BELOW` pixels a card is "compact": a larger index and one
large suit in the middle instead of pips, which read better at that size.

>>> lay = number_layout(100, "9", "♠", 9)
>>> lay.index.right < lay.art.left and not any(p.colliderect(lay.index) for p in lay.pips)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from ui.cards.paint import fit_size, ink, ink_share, rank_ink

RATIO = 88 / 63
#: Narrower cards get the compact face: a larger index and one large suit symbol.
COMPACT_BELOW = 64
#: The index's rank size as a share of the card width (full and compact faces).
INDEX_SHARE = 0.17
#: ... but never smaller than this many pixels: the index is what a player reads in a fan.
INDEX_LEAST = 12
INDEX_SHARE_COMPACT = 0.25
#: The suit under the rank, relative to the rank's size.
SUIT_UNDER = 0.9
#: Ranks whose index sets the margin of the pip area (the "10" is the widest).
NUMBER_RANKS = ("10", "9", "8", "7", "6", "5", "4", "3", "2", "1", "0")
COURT_RANKS = ("J", "Q", "K")
SUITS = "♠♥♦♣"
#: Pip spots (column, row) in the pip area for 1..10 pips; rows below 0.5 stand upright.
_L, _M, _R = 0.0, 0.5, 1.0
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((_M, 0.5),),
    2: ((_M, 0), (_M, 1)),
    3: ((_M, 0), (_M, 0.5), (_M, 1)),
    4: ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    5: ((_L, 0), (_R, 0), (_M, 0.5), (_L, 1), (_R, 1)),
    6: ((_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    7: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    8: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1), (_R, 1)),
    9: ((_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3),
        (_L, 1), (_R, 1)),
    10: ((_L, 0), (_R, 0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3),
         (_M, 5 / 6), (_L, 1), (_R, 1)),
}
_INK = (0, 0, 0)  # glyph shapes do not depend on their colour: measure in black


def card_size(width: int) -> tuple[int, int]:
    """Width and height of a card ``width`` pixels wide (poker ratio 63:88)."""
    return width, round(width * RATIO)


@dataclass(frozen=True)
class FaceLayout:
    """The boxes of one face, in pixels from its top-left corner.

    ``index`` holds ``rank`` over ``suit`` (the top-left corner index; the bottom-right
    one is :attr:`index_turned`); ``art`` is the pip area, the court frame, or the
    Wizard's and Jester's panel; ``pips`` are the pips' ink boxes (turned ones too).
    """

    size: tuple[int, int]
    compact: bool
    radius: int
    rank_size: int
    suit_size: int
    rank: pygame.Rect
    suit: pygame.Rect
    index: pygame.Rect
    art: pygame.Rect
    pip_size: int = 0
    pips: tuple[pygame.Rect, ...] = ()

    @property
    def index_turned(self) -> pygame.Rect:
        """The bottom-right index: the top-left one turned half a circle about the centre."""
        return turned(self.index, self.size)

    @property
    def gap(self) -> int:
        """The least room kept between the index and the art."""
        return margin_gap(self.size[0])


def turned(rect: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """``rect`` after turning the card half a circle (the upside-down half of a face)."""
    return pygame.Rect(size[0] - rect.right, size[1] - rect.bottom, rect.width, rect.height)


def margin_gap(width: int) -> int:
    """Room between the index column and the art: about 3.5% of the width, 2 pixels at least."""
    return max(2, round(width * 0.035))


def is_compact(width: int) -> bool:
    """Whether a card this wide gets the compact face."""
    return width < COMPACT_BELOW


def index_sizes(width: int) -> tuple[int, int]:
    """Font sizes of the index's rank and suit at this card width."""
    share = INDEX_SHARE_COMPACT if is_compact(width) else INDEX_SHARE
    rank = max(min(INDEX_LEAST, round(width * INDEX_SHARE_COMPACT)), round(width * share))
    return rank, max(6, round(rank * SUIT_UNDER))


def _edge(width: int) -> tuple[int, int]:
    """Left and top margin of the index: inside the rounded corner, clear of the edge line."""
    return max(2, round(width * 0.045)), max(2, round(width * 0.055))


def index_box(width: int, rank: str, suit: str) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The rank, suit and whole index boxes of the top-left corner index."""
    rank_size, suit_size = index_sizes(width)
    left, top = _edge(width)
    rank_img = rank_ink(rank, rank_size, _INK)
    suit_img = ink(suit, suit_size, _INK)
    column = max(rank_img.get_width(), suit_img.get_width())
    centre = left + column / 2
    rank_rect = rank_img.get_rect(midtop=(round(centre), top))
    rank_rect.left = max(left, rank_rect.left)
    suit_rect = suit_img.get_rect(midtop=(round(centre), rank_rect.bottom + max(1, round(rank_size * 0.18))))
    suit_rect.left = max(left, suit_rect.left)
    return rank_rect, suit_rect, rank_rect.union(suit_rect)


@lru_cache(maxsize=64)
def column_right(width: int, ranks: tuple[str, ...], suits: str = SUITS) -> int:
    """The right edge of the widest index among ``ranks`` over ``suits``: the art starts after it."""
    return max(index_box(width, rank, suit)[2].right for rank in ranks for suit in suits)


def art_bounds(width: int, ranks: tuple[str, ...], top_share: float, suits: str = SUITS) -> pygame.Rect:
    """The area between the two index columns (the widest of ``ranks`` over ``suits``),
    ``top_share`` of the height from the top and the bottom."""
    w, h = card_size(width)
    left = column_right(width, ranks, suits) + margin_gap(width)
    top = round(h * top_share)
    return pygame.Rect(left, top, max(1, w - 2 * left), max(1, h - 2 * top))


def _base(width: int, rank: str, suit: str, art: pygame.Rect, pip_size: int = 0,
          pips: tuple[pygame.Rect, ...] = ()) -> FaceLayout:
    rank_size, suit_size = index_sizes(width)
    rank_rect, suit_rect, index = index_box(width, rank, suit)
    radius = max(3, round(width * 0.06))
    return FaceLayout(card_size(width), is_compact(width), radius, rank_size, suit_size,
                      rank_rect, suit_rect, index, art, pip_size, pips)


@lru_cache(maxsize=1024)
def number_layout(width: int, rank: str, suit: str, count: int) -> FaceLayout:
    """A number card: ``count`` pips (1..10) in the area inset from the widest number index.

    A compact card shows one large suit instead (see :func:`symbol_layout`).
    """
    if is_compact(width):
        return symbol_layout(width, rank, suit, NUMBER_RANKS)
    art = art_bounds(width, NUMBER_RANKS, 0.07)
    size = pip_font_size(width, (art.x, art.y, art.width, art.height))
    return _base(width, rank, suit, art, size,
                 tuple(_pip_box(art, size, suit, col, row) for col, row in PIPS[count]))


@lru_cache(maxsize=1024)
def symbol_layout(width: int, rank: str, suit: str, ranks: tuple[str, ...], share: float = 0.62
                  ) -> FaceLayout:
    """One large suit symbol in the middle (an ace, a compact card): its ink box is the only
    pip, ``share`` of the art's width at most.

    On a compact card the art is the band between the two indices, the card's full width
    less its margins: beside the large index there would be no room.
    """
    if is_compact(width):
        index = index_box(width, rank, suit)[2]
        gap = margin_gap(width)
        w, h = card_size(width)
        art = pygame.Rect(index.left, index.bottom + gap, w - 2 * index.left,
                          max(1, h - 2 * (index.bottom + gap)))
        limit: tuple[float, float] = (art.width * 0.85, art.height)
    else:
        art = art_bounds(width, ranks, 0.07)
        limit = (art.width * share, art.height * 0.6)
    size = max(4, fit_size(suit, limit))
    box = ink(suit, size, _INK).get_rect(center=art.center)
    return _base(width, rank, suit, art, size, (box,))


@lru_cache(maxsize=1024)
def frame_layout(width: int, rank: str, suit: str, ratio: float) -> FaceLayout:
    """A court card: the figure's frame (width over height ``ratio``) as large as fits between
    the court indices, centred."""
    bounds = art_bounds(width, COURT_RANKS, 0.045)
    w = min(bounds.width, round(bounds.height * ratio))
    h = min(bounds.height, round(w / ratio))
    return _base(width, rank, suit, pygame.Rect(0, 0, w, h).move(bounds.centerx - w // 2,
                                                                  bounds.centery - h // 2))


@lru_cache(maxsize=256)
def panel_layout(width: int, letter: str, emblem: str) -> FaceLayout:
    """A Wizard or Jester: ``letter`` over ``emblem`` in the corner, a panel between the indices."""
    return _base(width, letter, emblem, art_bounds(width, (letter,), 0.045, emblem))


@lru_cache(maxsize=256)
def pip_font_size(width: int, area: tuple[int, int, int, int]) -> int:
    """The largest pip size at which the ten's pips fit ``area`` with room between them.

    Every suit shares it, so all number cards of a width carry pips of one size.
    Side pips stack four high; the ten's middle pips clear the side ones either
    beside them or (nested, as on printed cards) above and below them.
    """
    gap = max(1, round(width * 0.02))
    share_w = max(ink_share(s)[0] for s in SUITS)
    share_h = max(ink_share(s)[1] for s in SUITS)
    aw, ah = area[2], area[3]
    tall = (ah - 3 * gap) / 4 / share_h  # four side pips high
    beside = (aw - 2 * gap) / 3 / share_w  # middle pips clear the sides across
    nested = (ah - 6 * gap) / 7 / share_h  # ... or above and below
    size = int(min(tall, max(beside, nested), width * 0.26))
    while size > 4 and not _pips_fit(size, aw, ah, gap):
        size -= 1
    return max(4, size)


def _pips_fit(size: int, aw: int, ah: int, gap: int) -> bool:
    pw = max(ink(s, size, _INK).get_width() for s in SUITS)
    ph = max(ink(s, size, _INK).get_height() for s in SUITS)
    span_w, span_h = aw - pw, ah - ph
    if span_w < 0 or span_h / 3 < ph + gap:
        return False
    return span_w / 2 >= pw + gap or span_h / 6 >= ph + gap


def _pip_box(area: pygame.Rect, size: int, suit: str, col: float, row: float) -> pygame.Rect:
    """The ink box of one pip: its spot's cell (the largest suit's size) in the area, the
    glyph centred in the cell."""
    pw = max(ink(s, size, _INK).get_width() for s in SUITS)
    ph = max(ink(s, size, _INK).get_height() for s in SUITS)
    glyph = ink(suit, size, _INK)
    left = area.left + round(col * (area.width - pw)) + (pw - glyph.get_width()) // 2
    top = area.top + round(row * (area.height - ph)) + (ph - glyph.get_height()) // 2
    return pygame.Rect(left, top, glyph.get_width(), glyph.get_height())


def forget() -> None:
    """Drop the cached layouts (they hold measures of glyphs from fonts that may be gone)."""
    for cached in (number_layout, symbol_layout, frame_layout, panel_layout):
        cached.cache_clear()
    column_right.cache_clear()
    pip_font_size.cache_clear()
