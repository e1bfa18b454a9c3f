"""The marks a card of the human's hand wears: a ring just outside it (the focus, the
pointer's, a lesson's ask, the review's marks) and the hint's halo round the card the hint
would play. Both grow with the card, so they read on a 4K window as on a 1080 one; both are
pictures of the card with the mark, cached, drawn where the card goes (they rise and turn
with it).
"""

from __future__ import annotations

import pygame

from ui.core.picture_cache import cached

#: The outline of a playable card on the high-contrast table (the hover ring is gold).
PLAYABLE_EDGE = (40, 200, 255)
#: The focus ring on a card that may not be played (pale, where a playable one's is gold).
FOCUS_EDGE = (225, 232, 228)
#: The hint's halo round the card the Expert would play: a soft light of its own colour, so it
#: is not taken for the keyboard's focus ring (a thin gold line) or a lesson's gold ring.
HINT_GLOW, HINT_GLOW_CONTRAST = (110, 200, 255, 235), (255, 110, 235, 255)


def edge_width(card_w: int, contrast: bool) -> int:
    """The width of a ring round a hand card ``card_w`` wide (the focus, the hover, a lesson's
    ask): 3 pixels on a 1080-pixel window's cards (5 on the high-contrast table), growing
    with the card, so a ring reads on a 4K window as it does there."""
    return max(5 if contrast else 3, round(card_w * (0.031 if contrast else 0.019)))


def halo_reach(card_w: int) -> int:
    """How far the hint's halo reaches past the edge of a card ``card_w`` wide: a share of
    the card, so it reads on a 4K window as it does at 1080."""
    return max(5, round(card_w * 0.08))


@cached(budget_mb=6, entries_max=16)
def hint_halo(image: pygame.Surface, contrast: bool) -> pygame.Surface:
    """``image`` (a hand card, ringed perhaps) in the hint's halo, its corners rounded like the
    card's, on a larger surface: drawn with the card, it rises with it and lies under the
    next card of the hand, whose index it leaves alone."""
    w, h = image.get_size()
    reach = halo_reach(w)
    colour = HINT_GLOW_CONTRAST if contrast else HINT_GLOW
    out = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
    radius = max(3, round(w * 0.06))
    for i in range(reach, 0, -1):  # bright at the card's edge, fading outwards
        alpha = round(colour[3] * (1 - (i - 1) / reach) ** (0.8 if contrast else 1.3))
        rect = pygame.Rect(reach - i, reach - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(out, (*colour[:3], alpha), rect, width=2, border_radius=radius + i)
    out.blit(image, (reach, reach))
    return out


@cached(budget_mb=6, entries_max=64)
def ringed(image: pygame.Surface, colour: tuple[int, int, int], width: int) -> pygame.Surface:
    """``image`` with an outline ``width`` pixels wide just outside it (it turns with the card)."""
    w, h = image.get_size()
    gap = width + 1
    out = pygame.Surface((w + 2 * gap, h + 2 * gap), pygame.SRCALPHA)
    radius = max(3, round(w * 0.06))
    pygame.draw.rect(out, colour, out.get_rect(), width=width, border_radius=radius + gap)
    out.blit(image, (gap, gap))
    return out
