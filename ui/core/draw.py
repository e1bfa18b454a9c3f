"""Small drawing helpers: the felt, translucent panels, shadows. Each cached per size."""

from __future__ import annotations

from functools import lru_cache

import pygame

FELT_CENTRE = (14, 90, 54)  # #0e5a36
FELT_EDGE = (8, 58, 36)  # #083a24
TEXT = (236, 240, 236)
TEXT_DIM = (180, 196, 186)
GOLD = (242, 200, 90)
GREEN = (120, 220, 140)
RED = (255, 120, 120)


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: deep green with a soft radial light in the middle.

    Drawn small and smooth-scaled up, which is quick and leaves no banding.
    """
    w, h = 96, max(24, round(96 * size[1] / max(1, size[0])))
    small = pygame.Surface((w, h))
    cx, cy = w / 2, h * 0.45
    reach = (cx * cx + cy * cy) ** 0.5
    for y in range(h):
        for x in range(w):
            t = min(1.0, (((x - cx) ** 2 + ((y - cy) * 1.25) ** 2) ** 0.5) / reach)
            t = t * t * (3 - 2 * t)
            small.set_at((x, y), tuple(round(a + (b - a) * t)
                                       for a, b in zip(FELT_CENTRE, FELT_EDGE, strict=True)))
    return pygame.transform.smoothscale(small, size)


def panel(size: tuple[int, int], alpha: int = 130, radius: int = 10,
          colour: tuple[int, int, int] = (0, 0, 0)) -> pygame.Surface:
    """A translucent rounded panel (cached by its arguments)."""
    return _panel(size, alpha, radius, colour)


@lru_cache(maxsize=256)
def _panel(size: tuple[int, int], alpha: int, radius: int,
           colour: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*colour, alpha), surface.get_rect(), border_radius=radius)
    return surface


@lru_cache(maxsize=32)
def shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft shadow for a card of ``size``: a few widening translucent layers."""
    pad = max(2, size[0] // 16)
    surface = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        rect = pygame.Rect(pad - i, pad - i, size[0] + 2 * i, size[1] + 2 * i)
        pygame.draw.rect(surface, (0, 0, 0, 70 // pad + 6), rect, border_radius=radius + i)
    return surface


def blit_centred(target: pygame.Surface, image: pygame.Surface, centre: tuple[float, float]) -> None:
    """Blit ``image`` with its centre at ``centre``."""
    target.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
