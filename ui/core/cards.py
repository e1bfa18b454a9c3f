"""Cards drawn by the program, crisp at any size: rendered once per size and cached.

Faces have corner indices (rank over suit symbol, repeated upside down),
pips on number cards (one large suit when the card is small), a framed
monogram on court cards, the seven32 numbers 0–7, and Wizard and Jester
cards. Backs carry a lattice pattern. Poker ratio 63:88, corners about 6%.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.cards import Card, Suit
from ui.core.fonts import font
from ui.words.i18n import _

RATIO = 88 / 63
INK = (27, 27, 27)  # ♠ ♣
RED = (200, 16, 46)  # ♥ ♦
FOUR_COLOURS = {Suit.SPADES: INK, Suit.HEARTS: RED, Suit.DIAMONDS: (21, 101, 192),
                Suit.CLUBS: (46, 125, 50)}
PAPER = (252, 251, 246)
COURTS = {11: "J", 12: "Q", 13: "K"}

_L, _M, _R = 0.0, 0.5, 1.0
#: Pip positions (column, row) in the pip box for ranks 2..10; rows below 0.5 are upright.
PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(_M, 0), (_M, 1)],
    3: [(_M, 0), (_M, 0.5), (_M, 1)],
    4: [(_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    5: [(_L, 0), (_R, 0), (_M, 0.5), (_L, 1), (_R, 1)],
    6: [(_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    7: [(_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    8: [(_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1), (_R, 1)],
    9: [(_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3),
        (_L, 1), (_R, 1)],
    10: [(_L, 0), (_R, 0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3),
         (_M, 5 / 6), (_L, 1), (_R, 1)],
}


def card_size(width: int) -> tuple[int, int]:
    """Width and height of a card ``width`` pixels wide."""
    return width, round(width * RATIO)


def rank_text(card: Card) -> str:
    """The corner index of a suited card: 2..10, J, Q, K, A, or 0..7 in seven32."""
    if card.rank == 14:
        return "A"
    return COURTS.get(card.rank, str(card.rank))


def suit_colour(suit: Suit, four_colour: bool = False) -> tuple[int, int, int]:
    """Ink of a suit: two colours, or the four-colour deck (♦ blue, ♣ green)."""
    if four_colour:
        return FOUR_COLOURS[suit]
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else INK


def face(card: Card, width: int, four_colour: bool = False, seven: bool = False) -> pygame.Surface:
    """The face of ``card`` at ``width`` pixels (cached). ``seven`` marks a seven32 deck."""
    return _face(str(card), width, four_colour, seven)


@lru_cache(maxsize=512)
def _face(code: str, width: int, four_colour: bool, seven: bool) -> pygame.Surface:
    card = Card.parse(code)
    surface = _blank(width, PAPER, (170, 170, 160))
    w, h = surface.get_size()
    if card.kind:
        _draw_special(surface, card)
        return surface
    assert card.suit is not None
    colour = suit_colour(card.suit, four_colour)
    symbol = card.suit.symbol
    _corners(surface, rank_text(card), symbol, colour)
    box = pygame.Rect(round(w * 0.31), round(h * 0.19), round(w * 0.38), round(h * 0.62))
    if card.rank in COURTS and not seven:
        _court(surface, box, COURTS[card.rank], symbol, colour)
    elif seven or card.rank == 14 or width < 56:
        big = font(round(h * (0.42 if card.rank == 14 else 0.34)))
        glyph = big.render(symbol, True, colour)
        surface.blit(glyph, glyph.get_rect(center=(w // 2, h // 2)))
    else:
        pip = font(round(h * 0.16)).render(symbol, True, colour)
        flipped = pygame.transform.rotate(pip, 180)
        for col, row in PIPS[card.rank]:
            x = box.left + col * box.width
            y = box.top + row * box.height
            image = flipped if row > 0.5 else pip
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
    return surface


def _blank(width: int, fill: tuple[int, int, int], edge: tuple[int, int, int]) -> pygame.Surface:
    w, h = card_size(width)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, round(w * 0.06))
    pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, edge, surface.get_rect(), width=1, border_radius=radius)
    return surface


def _corners(surface: pygame.Surface, rank: str, symbol: str, colour: tuple[int, int, int]) -> None:
    """Rank over suit in the top-left corner, and the same turned round bottom-right."""
    w, h = surface.get_size()
    size = round(h * 0.17)
    rank_img = font(size, True).render(rank, True, colour)
    if len(rank) > 1:  # "10": condensed to the width of one digit and a half, like a printed index
        rank_img = pygame.transform.smoothscale(
            rank_img, (round(rank_img.get_width() * 0.62), rank_img.get_height()))
    suit_img = font(round(size * 0.8)).render(symbol, True, colour)
    index = pygame.Surface((max(rank_img.get_width(), suit_img.get_width()),
                            rank_img.get_height() + suit_img.get_height() - size // 4), pygame.SRCALPHA)
    index.blit(rank_img, rank_img.get_rect(midtop=(index.get_width() // 2, 0)))
    index.blit(suit_img, suit_img.get_rect(midbottom=(index.get_width() // 2, index.get_height())))
    margin = max(2, round(w * 0.05))
    surface.blit(index, (margin, margin))
    turned = pygame.transform.rotate(index, 180)
    surface.blit(turned, turned.get_rect(bottomright=(w - margin, h - margin)))


def _court(surface: pygame.Surface, box: pygame.Rect, letter: str, symbol: str,
           colour: tuple[int, int, int]) -> None:
    """A court card: a tinted frame with a large monogram and the suit under it."""
    tint = tuple(round(c * 0.12 + 255 * 0.88) for c in colour)
    frame = box.inflate(round(box.width * 0.2), 0)
    pygame.draw.rect(surface, tint, frame, border_radius=max(2, frame.width // 10))
    pygame.draw.rect(surface, colour, frame, width=max(1, frame.width // 40),
                     border_radius=max(2, frame.width // 10))
    big = font(round(box.height * 0.42), True).render(letter, True, colour)
    surface.blit(big, big.get_rect(center=(frame.centerx, frame.top + frame.height * 0.38)))
    small = font(round(box.height * 0.24)).render(symbol, True, colour)
    surface.blit(small, small.get_rect(center=(frame.centerx, frame.top + frame.height * 0.74)))


def _draw_special(surface: pygame.Surface, card: Card) -> None:
    """Wizard (deep blue, a star) and Jester (plum, a smiling face)."""
    w, h = surface.get_size()
    wizard = card.is_wizard
    fill = (30, 45, 110) if wizard else (110, 40, 90)
    inner = surface.get_rect().inflate(-round(w * 0.12), -round(w * 0.12))
    pygame.draw.rect(surface, fill, inner, border_radius=max(2, round(w * 0.05)))
    gold = (240, 205, 110)
    glyph = font(round(h * 0.36)).render("★" if wizard else "☺", True, gold)
    surface.blit(glyph, glyph.get_rect(center=(w // 2, round(h * 0.46))))
    label = font(round(h * 0.11), True).render(_("cards.wizard") if wizard else _("cards.jester"), True, gold)
    if label.get_width() > inner.width - 4:
        share = (inner.width - 4) / label.get_width()  # ZAUBERER is longer than WIZARD: shrink, not squash
        label = pygame.transform.smoothscale(label, (inner.width - 4,
                                                     max(1, round(label.get_height() * share))))
    surface.blit(label, label.get_rect(center=(w // 2, round(h * 0.78))))
    letter = font(round(h * 0.13), True).render("★" if wizard else "☺", True, gold)
    surface.blit(letter, (inner.left + 3, inner.top + 2))
    turned = pygame.transform.rotate(letter, 180)
    surface.blit(turned, turned.get_rect(bottomright=(inner.right - 3, inner.bottom - 2)))


def forget() -> None:
    """Drop the cached faces (a Wizard's face has words: the language changed)."""
    _face.cache_clear()
    _dimmed.cache_clear()


@lru_cache(maxsize=32)
def back(width: int) -> pygame.Surface:
    """The back of every card at ``width`` pixels: a burgundy lattice in a white border."""
    surface = _blank(width, (250, 248, 240), (150, 150, 140))
    w = surface.get_width()
    inner = surface.get_rect().inflate(-max(4, round(w * 0.14)), -max(4, round(w * 0.14)))
    radius = max(2, round(w * 0.04))
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(pattern, (128, 24, 40), pattern.get_rect(), border_radius=radius)
    step = max(4, w // 7)
    line = (176, 60, 74)
    for x in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(pattern, line, (x, 0), (x + inner.height, inner.height), 1)
        pygame.draw.line(pattern, line, (x + inner.height, 0), (x, inner.height), 1)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(pattern, (230, 200, 150), pattern.get_rect(), width=1, border_radius=radius)
    surface.blit(pattern, inner)
    return surface


def dimmed(image: pygame.Surface) -> pygame.Surface:
    """A darker copy of a card for an unplayable one (cached by the caller's image)."""
    return _dimmed(image)


@lru_cache(maxsize=128)
def _dimmed(image: pygame.Surface) -> pygame.Surface:
    copy = image.copy()
    copy.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return copy
