"""Suit symbols in text on the dark panels and the felt: ♥ and ♦ in red (♦ blue and ♣ green
with the four-colour deck), as on the cards, but light enough to read on dark green; ♠ (and
♣ in two colours) in the text's own colour.

>>> import pygame
>>> _ = pygame.font.init()
>>> suit_ink(Suit.HEARTS) == ON_DARK[Suit.HEARTS]
True
>>> suit_ink(Suit.CLUBS, colour=(200, 200, 200))
(200, 200, 200)
>>> suited_text("7♥ 10♠", 16).get_height() > 0
True
"""

from __future__ import annotations

import pygame

from game.cards import Suit
from ui.core.fonts import font, text
from ui.words.i18n import _

#: The suits' ink on a dark background (the cards' own red is too dark to read there).
ON_DARK = {Suit.HEARTS: (255, 122, 122), Suit.DIAMONDS: (255, 122, 122)}
#: The four-colour deck's on a dark background: ♦ blue, ♣ green.
FOUR_ON_DARK = {Suit.HEARTS: (255, 122, 122), Suit.DIAMONDS: (120, 178, 255), Suit.CLUBS: (122, 214, 128)}
_BY_SYMBOL = {suit.symbol: suit for suit in Suit}


def suit_ink(suit: Suit, four_colour: bool = False,
             colour: tuple[int, ...] = (240, 240, 240)) -> tuple[int, ...]:
    """The colour of ``suit``'s symbol in text of ``colour`` on a dark background."""
    return (FOUR_ON_DARK if four_colour else ON_DARK).get(suit, colour)


def suited_text(value: str, size: int, colour: tuple[int, ...] = (240, 240, 240), bold: bool = False,
                four_colour: bool = False, black: tuple[int, ...] | None = None) -> pygame.Surface:
    """``value`` rendered as :func:`ui.core.fonts.text` does, each suit symbol in its ink;
    ``black``: the ink of the suits without a colour of their own (♠, and ♣ in two colours),
    where the text's is too quiet for a small symbol (by default the text's)."""
    if not any(symbol in value for symbol in _BY_SYMBOL):
        return text(value, size, colour, bold)
    runs: list[tuple[str, tuple[int, ...]]] = []
    for char in value:
        suit = _BY_SYMBOL.get(char)
        ink = suit_ink(suit, four_colour, black or colour) if suit is not None else colour
        if runs and runs[-1][1] == ink:
            runs[-1] = (runs[-1][0] + char, ink)
        else:
            runs.append((char, ink))
    face = font(size, bold)
    width = face.size(value)[0]
    surface = pygame.Surface((max(1, width), face.get_height()), pygame.SRCALPHA)
    x = 0
    for part, ink in runs:
        surface.blit(text(part, size, ink, bold), (x, 0))
        x += face.size(part)[0]
    return surface


def trump_mark(trump: Suit | None) -> str:
    """A round's trump as a sheet's cards column shows it: the suit's symbol, or a short word
    for a round without trump (``NT``), never nothing."""
    return trump.symbol if trump is not None else _("cards.no_trump_short")
