"""Cards drawn by the program, crisp at any size: rendered once per size and cached.

A face has a corner index (rank over suit, repeated upside down) in a margin
of its own, and between the two index columns the pips of a number card, one
large suit on an ace, a figure in its frame on a court card (Byron Knoll's
public-domain drawings, :mod:`ui.cards.courts`), or the Wizard's and
Jester's art (:mod:`ui.cards.specials`). :mod:`ui.cards.layout` says where
everything goes; :mod:`ui.cards.back` draws the back. Poker ratio 63:88,
antialiased corners about 6% of the width.
"""

from __future__ import annotations

import pygame

from game.cards import Card, Suit
from ui.cards import back as card_back
from ui.cards import courts as court_figures
from ui.cards import layout as card_layout
from ui.cards import paint as card_paint
from ui.cards import specials as card_specials
from ui.cards.layout import COURT_RANKS, RATIO, FaceLayout, card_size
from ui.core.picture_cache import cached

__all__ = ["RATIO", "back", "card_size", "dimmed", "face", "forget", "rank_text", "suit_colour"]

INK = (27, 27, 27)  # ♠ ♣
RED = (200, 16, 46)  # ♥ ♦
FOUR_COLOURS = {Suit.SPADES: INK, Suit.HEARTS: RED, Suit.DIAMONDS: (21, 101, 192),
                Suit.CLUBS: (46, 125, 50)}
COURTS = {11: "J", 12: "Q", 13: "K"}


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


def layout_of(card: Card, width: int, seven: bool = False) -> FaceLayout:
    """Where ``card``'s index and art go at ``width`` pixels (the Wizard's and Jester's
    depend on the language: their corner letter is their name's first letter)."""
    if card.kind:
        return card_specials.layout(card, width)
    assert card.suit is not None
    rank, symbol = rank_text(card), card.suit.symbol
    if rank in COURT_RANKS and not seven:
        return card_layout.frame_layout(width, rank, symbol, court_figures.frame_ratio())
    if rank == "A":  # the ace of spades carries the deck's largest pip, as printed decks do
        return card_layout.symbol_layout(width, rank, symbol, ("A",), 1.0 if symbol == "♠" else 0.7)
    if rank == "0":  # seven32's zero: no pips, one pale symbol
        return card_layout.symbol_layout(width, rank, symbol, card_layout.NUMBER_RANKS, 0.75)
    if rank == "1":  # seven32's one: a single pip, larger than a pip among many
        return card_layout.symbol_layout(width, rank, symbol, card_layout.NUMBER_RANKS, 0.42)
    return card_layout.number_layout(width, rank, symbol, card.rank)


def face(card: Card, width: int, four_colour: bool = False, seven: bool = False) -> pygame.Surface:
    """The face of ``card`` at ``width`` pixels (cached). ``seven`` marks a seven32 deck."""
    # the four Wizards look alike, and the four Jesters: one face each
    return _face(f"{card.kind}1" if card.kind else str(card), width, four_colour, seven)


@cached(budget_mb=40, entries_max=512)
def _face(code: str, width: int, four_colour: bool, seven: bool) -> pygame.Surface:
    card = Card.parse(code)
    surface = card_paint.blank(card_size(width))
    lay = layout_of(card, width, seven)
    if card.kind:
        card_specials.draw(surface, card, lay)
        return surface
    assert card.suit is not None
    colour = suit_colour(card.suit, four_colour)
    symbol = card.suit.symbol
    rank = rank_text(card)
    _index(surface, lay, rank, symbol, colour)
    if rank in COURT_RANKS and not seven:
        court_figures.draw(surface, rank + card.suit.value, lay.art, symbol, colour)
    elif rank == "0":
        _pale(surface, lay, symbol, colour)
    else:
        _pips(surface, lay, symbol, colour)
    return surface


def _index(surface: pygame.Surface, lay: FaceLayout, rank: str, symbol: str,
           colour: tuple[int, int, int]) -> None:
    """Rank over suit in the top-left corner, and the same turned round bottom-right."""
    size = lay.size
    for image, box in ((card_paint.rank_ink(rank, lay.rank_size, colour), lay.rank),
                       (card_paint.ink(symbol, lay.suit_size, colour), lay.suit)):
        surface.blit(image, box)
        surface.blit(card_paint.upside_down(image), card_layout.turned(box, size))


def _pips(surface: pygame.Surface, lay: FaceLayout, symbol: str, colour: tuple[int, int, int]) -> None:
    """The pips in their boxes; those in the lower half stand on their heads."""
    pip = card_paint.ink(symbol, lay.pip_size, colour)
    turned = card_paint.upside_down(pip)
    middle = lay.size[1] / 2
    for box in lay.pips:
        image = turned if box.centery > middle + 1 else pip
        surface.blit(image, image.get_rect(center=box.center))


def _pale(surface: pygame.Surface, lay: FaceLayout, symbol: str, colour: tuple[int, int, int]) -> None:
    """Seven32's zero: one large symbol, faint, as if only its watermark were printed."""
    faint = tuple(round(c * 0.2 + p * 0.8) for c, p in zip(colour, card_paint.PAPER, strict=True))
    pip = card_paint.ink(symbol, lay.pip_size, (faint[0], faint[1], faint[2]))
    surface.blit(pip, pip.get_rect(center=lay.pips[0].center))


def forget() -> None:
    """Drop the cached faces (a Wizard's face has words: the language changed)."""
    _face.cache_clear()
    _dimmed.cache_clear()
    card_back.forget()
    card_specials.forget()
    court_figures.forget()
    card_layout.forget()
    card_paint.forget()


def back(width: int) -> pygame.Surface:
    """The back of every card at ``width`` pixels (cached)."""
    return card_back.back(width)


def dimmed(image: pygame.Surface) -> pygame.Surface:
    """A darker copy of a card for an unplayable one (cached by the caller's image)."""
    return _dimmed(image)


@cached(budget_mb=12, entries_max=128)
def _dimmed(image: pygame.Surface) -> pygame.Surface:
    copy = image.copy()
    copy.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return copy
