"""The Wizard and the Jester of the wizard60 deck: art of the project's own.

Each has its name's first letter in the corners (W/J, Z/N in German, T/N, M/G)
over a small emblem, and between the indices a panel: the Wizard's a night
sky with a pointed hat under a crescent moon, the Jester's a harlequin of
diamonds with a three-pointed cap and bells. The name sits on a ribbon at the
foot of the panel, as large as fits its width in the current language;
below :data:`LABEL_LEAST` pixels it would be a smudge, and the face leaves it
out (the corner letter and the art still say which card it is). The art is
SVG written here and rasterised at each size, so it is sharp at any width.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.cards import Card
from ui.cards.layout import FaceLayout, panel_layout
from ui.cards.paint import fit_size, ink, spaced, svg
from ui.words.i18n import _

GOLD = (236, 200, 104)
#: The smallest label worth drawing, in pixels of font size.
LABEL_LEAST = 7
#: The corner emblem's place is measured on this glyph (the Wizard draws it; the Jester
#: draws its cap in the same box).
EMBLEM = "★"
INK = {True: (30, 42, 110), False: (120, 28, 70)}  # corner letters: Wizard blue, Jester plum


def name(card: Card) -> str:
    """The card's name on its label, in the current language ("WIZARD", "NARR")."""
    return _("cards.wizard") if card.is_wizard else _("cards.jester")


def letter(card: Card) -> str:
    """The corner letter: the first letter of the card's name in the current language."""
    return name(card)[:1].upper()


def layout(card: Card, width: int) -> FaceLayout:
    """The layout of a Wizard or Jester at ``width`` pixels."""
    return panel_layout(width, letter(card), EMBLEM)


def ribbon(lay: FaceLayout) -> pygame.Rect:
    """The ribbon that carries the name: across the whole card, over the panel's lower part,
    a gap above the bottom-right index (it is wider than the panel, so long names fit)."""
    w, h = lay.size
    height = max(5, round(h * 0.12))
    bottom = lay.index_turned.top - lay.gap
    return pygame.Rect(lay.index.left, bottom - height, w - 2 * lay.index.left, height)


def label_box(lay: FaceLayout) -> pygame.Rect:
    """Where the name may ink: the ribbon less a margin at each end and above and below."""
    band = ribbon(lay)
    fold = min(band.height * 0.55, band.width * 0.06)
    inner = pygame.Rect(band.left + round(fold * 0.7), band.top, band.width - round(fold * 1.4),
                        round(band.height * 0.78))
    return inner.inflate(-max(2, round(inner.width * 0.05)), -max(2, round(inner.height * 0.3)))


#: Air between the name's letters, as a share of its size: generous, or (0) the font's own
#: spacing for a long name on a small card.
SPACINGS = (0.12, 0.0)


def label_fit(text: str, lay: FaceLayout) -> tuple[int, float]:
    """The font size and letter spacing of ``text`` on the ribbon: as large as fits
    :func:`label_box` (tighter spacing before a smaller size); size 0 when even that would be
    under :data:`LABEL_LEAST` (the face then has no label)."""
    box = label_box(lay)
    size = fit_size(tuple(text), (box.width, box.height), True)  # every letter fits the height
    while size >= LABEL_LEAST:
        for space in SPACINGS:
            image = _title(text, size, space)
            if image.get_width() <= box.width and image.get_height() <= box.height:
                return size, space
        size -= 1
    return 0, SPACINGS[0]


def label_size(text: str, lay: FaceLayout) -> int:
    """The font size of ``text`` on the ribbon (0: no label), see :func:`label_fit`."""
    return label_fit(text, lay)[0]


def label(card: Card, lay: FaceLayout) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The label image and where it goes, or ``None`` when the card is too small for one."""
    size, space = label_fit(name(card), lay)
    if not size:
        return None
    image = _title(name(card), size, space)
    return image, image.get_rect(center=label_box(lay).center)


def _title(text: str, size: int, space: float) -> pygame.Surface:
    """The name in gold bold capitals, letter-spaced (or as the font sets it, for ``space`` 0)."""
    return spaced(text, size, GOLD, True, space) if space else ink(text, size, GOLD, True)


def draw(surface: pygame.Surface, card: Card, lay: FaceLayout) -> None:
    """The face of a Wizard or Jester onto a blank card ``surface``."""
    wizard = card.is_wizard
    art = lay.art
    surface.blit(svg(_panel_svg(wizard, art.width, art.height), art.size), art)
    side = min(art.width * 0.8, (ribbon(lay).top - art.top) * 0.72)
    emblem = pygame.Rect(0, 0, round(side), round(side))
    emblem.center = (art.centerx, round((art.top + ribbon(lay).top) / 2))
    surface.blit(svg(_HAT if wizard else _CAP, emblem.size), emblem)
    band = ribbon(lay)
    surface.blit(svg(_ribbon_svg(band.width, band.height), band.size), band)
    shown = label(card, lay)
    if shown is not None:
        surface.blit(*shown)
    index = pygame.Surface(lay.index.size, pygame.SRCALPHA)
    colour = INK[wizard]
    index.blit(ink(letter(card), lay.rank_size, colour, True), lay.rank.move(-lay.index.x, -lay.index.y))
    mark = svg(_STAR if wizard else _CAP, lay.suit.size)
    index.blit(mark, lay.suit.move(-lay.index.x, -lay.index.y))
    surface.blit(index, lay.index)
    surface.blit(pygame.transform.rotate(index, 180), lay.index_turned)


# -- the art, as SVG ------------------------------------------------------------------------


def _star_points(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> str:
    coords = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        coords.append(f"{cx + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    return " ".join(coords)


def _sparkle(cx: float, cy: float, r: float) -> str:
    """A four-pointed sparkle (a star with concave sides)."""
    k = r * 0.22
    return (f"M{cx:.2f} {cy - r:.2f} Q{cx + k:.2f} {cy - k:.2f} {cx + r:.2f} {cy:.2f} "
            f"Q{cx + k:.2f} {cy + k:.2f} {cx:.2f} {cy + r:.2f} Q{cx - k:.2f} {cy + k:.2f} "
            f"{cx - r:.2f} {cy:.2f} Q{cx - k:.2f} {cy - k:.2f} {cx:.2f} {cy - r:.2f} Z")


_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">{body}</svg>'

#: Sparkles of the Wizard's sky: (x, y) as shares of the panel, radius as a share of its width.
_SKY = ((0.16, 0.08, 0.05), (0.82, 0.12, 0.035), (0.1, 0.3, 0.03), (0.9, 0.36, 0.045),
        (0.5, 0.05, 0.025), (0.32, 0.17, 0.02), (0.7, 0.24, 0.02), (0.12, 0.52, 0.02),
        (0.88, 0.55, 0.025), (0.2, 0.84, 0.04), (0.78, 0.88, 0.05), (0.5, 0.93, 0.02),
        (0.36, 0.8, 0.02), (0.64, 0.81, 0.025))


@lru_cache(maxsize=64)
def _panel_svg(wizard: bool, w: int, h: int) -> str:
    """The panel's ground: the Wizard's starry sky or the Jester's harlequin, a gold rule inside."""
    radius = w * 0.06
    rule = max(0.8, w * 0.018)
    inset = rule * 2.2
    if wizard:
        ground = ('<defs><radialGradient id="sky" cx="50%" cy="38%" r="70%">'
                  '<stop offset="0" stop-color="#3a4cb0"/><stop offset="0.55" stop-color="#1d2769"/>'
                  '<stop offset="1" stop-color="#0d1238"/></radialGradient></defs>'
                  f'<rect width="{w}" height="{h}" rx="{radius:.2f}" fill="url(#sky)"/>')
        stars = "".join(f'<path d="{_sparkle(x * w, y * h, r * w)}" fill="#f3dc9a" fill-opacity="0.85"/>'
                        for x, y, r in _SKY)
        moon = (f'<path d="M{w * 0.74:.2f} {h * 0.12:.2f} a{w * 0.11:.2f} {w * 0.11:.2f} 0 1 0 '
                f'{w * 0.1:.2f} {w * 0.15:.2f} a{w * 0.085:.2f} {w * 0.085:.2f} 0 1 1 '
                f'{-w * 0.1:.2f} {-w * 0.15:.2f} Z" fill="#f3dc9a"/>')
        body = ground + stars + moon
    else:
        body = f'<rect width="{w}" height="{h}" rx="{radius:.2f}" fill="#5a1a4a"/>'
        cols, rows = 4, 7
        dw, dh = w / cols, h / rows
        tiles = []
        for r in range(rows + 1):
            for c in range(cols + 1):
                if (r + c) % 2:
                    continue
                x, y = c * dw, r * dh
                tiles.append(f"M{x:.2f} {y - dh / 2:.2f} L{x + dw / 2:.2f} {y:.2f} L{x:.2f} {y + dh / 2:.2f} "
                             f"L{x - dw / 2:.2f} {y:.2f} Z")
        body += f'<path d="{" ".join(tiles)}" fill="#7d2250"/>'
        # the tiles run to the edge: a mat with a round hole trims them to the panel's corners
        body += (f'<path fill-rule="evenodd" fill="#fcfbf6" d="M-2 -2 H{w + 2} V{h + 2} H-2 Z '
                 f'M{radius:.2f} 0 H{w - radius:.2f} A{radius:.2f} {radius:.2f} 0 0 1 {w} {radius:.2f} '
                 f'V{h - radius:.2f} A{radius:.2f} {radius:.2f} 0 0 1 {w - radius:.2f} {h} H{radius:.2f} '
                 f'A{radius:.2f} {radius:.2f} 0 0 1 0 {h - radius:.2f} V{radius:.2f} '
                 f'A{radius:.2f} {radius:.2f} 0 0 1 {radius:.2f} 0 Z"/>')
    body += (f'<rect x="{inset:.2f}" y="{inset:.2f}" width="{w - 2 * inset:.2f}" '
             f'height="{h - 2 * inset:.2f}" rx="{max(0.5, radius - inset):.2f}" fill="none" '
             f'stroke="#e6c46a" stroke-width="{rule:.2f}"/>')
    return _SVG.format(w=w, h=h, body=body)


@lru_cache(maxsize=64)
def _ribbon_svg(w: int, h: int) -> str:
    """A dark banner with a gold edge, its ends folded back behind it."""
    fold = min(h * 0.55, w * 0.06)
    edge = max(0.7, h * 0.06)
    body = (f'<path d="M0 {h * 0.22:.2f} H{fold:.2f} V{h:.2f} H0 L{fold * 0.55:.2f} {h * 0.61:.2f} Z '
            f'M{w} {h * 0.22:.2f} H{w - fold:.2f} V{h:.2f} H{w} L{w - fold * 0.55:.2f} {h * 0.61:.2f} Z" '
            f'fill="#0e0a16" stroke="#b8963e" stroke-width="{edge:.2f}"/>'
            f'<rect x="{fold * 0.7:.2f}" y="{edge / 2:.2f}" width="{w - fold * 1.4:.2f}" '
            f'height="{h * 0.78 - edge:.2f}" rx="{h * 0.08:.2f}" fill="#1c1530" stroke="#e6c46a" '
            f'stroke-width="{edge:.2f}"/>')
    return _SVG.format(w=w, h=h, body=body)


_HAT = _SVG.format(w=100, h=100, body=(
    '<defs><linearGradient id="cone" x1="0" y1="0" x2="1" y2="1">'
    '<stop offset="0" stop-color="#6b4fd8"/><stop offset="1" stop-color="#2c1a78"/></linearGradient></defs>'
    # the brim
    '<ellipse cx="50" cy="84" rx="46" ry="11" fill="#3a2596" stroke="#e6c46a" stroke-width="2.2"/>'
    # the cone, its tip drooping to the right
    '<path d="M20 82 C30 62 38 38 50 16 C55 7 66 3 78 9 C70 10 63 14 60 22 C64 44 72 64 80 82 '
    'C62 88 38 88 20 82 Z" fill="url(#cone)" stroke="#e6c46a" stroke-width="1.6"/>'
    # the band
    '<path d="M22 74 C40 80 60 80 78 74 L81 82 C62 89 38 89 19 82 Z" fill="#e6c46a"/>'
    f'<polygon points="{_star_points(47, 50, 10, 4.2)}" fill="#f3dc9a"/>'
    f'<polygon points="{_star_points(60, 31, 4.5, 1.9)}" fill="#f3dc9a"/>'
    f'<polygon points="{_star_points(36, 66, 4, 1.7)}" fill="#f3dc9a"/>'
    '<circle cx="79" cy="10" r="4" fill="#f3dc9a"/>'))

_CAP = _SVG.format(w=100, h=100, body=(
    # three floppy points, each with a bell at its tip
    '<g stroke-width="1.5">'
    '<path d="M24 78 C18 60 8 44 6 30 C18 36 30 48 44 68 Z" fill="#c8102e" stroke="#2a0d1c"/>'
    '<path d="M76 78 C82 60 92 44 94 30 C82 36 70 48 56 68 Z" fill="#c8102e" stroke="#2a0d1c"/>'
    '<path d="M34 76 C38 52 44 28 50 10 C56 28 62 52 66 76 Z" fill="#1f8a56" stroke="#0e2a1c"/></g>'
    # the headband
    '<path d="M18 74 C38 84 62 84 82 74 L80 90 C60 98 40 98 20 90 Z" fill="#e6c46a" stroke="#7a5a1a" '
    'stroke-width="1.4"/>'
    '<path d="M36 86 l4 -4 4 4 -4 4 Z M56 86 l4 -4 4 4 -4 4 Z" fill="#c8102e"/>'
    '<circle cx="6" cy="29" r="6" fill="#f3dc9a" stroke="#7a5a1a" stroke-width="1.4"/>'
    '<circle cx="94" cy="29" r="6" fill="#f3dc9a" stroke="#7a5a1a" stroke-width="1.4"/>'
    '<circle cx="50" cy="9" r="6" fill="#f3dc9a" stroke="#7a5a1a" stroke-width="1.4"/>'))

_STAR = _SVG.format(w=100, h=100, body=f'<polygon points="{_star_points(50, 54, 48, 20)}" fill="#2a3a9a"/>')


def forget() -> None:
    """Nothing of its own to drop: the labels are cached by their text in :mod:`ui.cards.paint`."""
