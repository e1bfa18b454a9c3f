"""Small drawing helpers: the felt, translucent panels, shadows. Each cached per size."""

from __future__ import annotations

import math

import pygame

from ui.core.picture_cache import cached

FELT_CENTRE = (14, 90, 54)  # #0e5a36
FELT_EDGE = (8, 58, 36)  # #083a24
TEXT = (236, 240, 236)
TEXT_DIM = (180, 196, 186)
GOLD = (242, 200, 90)
GREEN = (120, 220, 140)
RED = (255, 120, 120)


@cached(budget_mb=36, entries_max=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: deep green with a soft radial light in the middle.

    Drawn small, as rings from the edge's colour in to the centre's, and smooth-scaled up,
    which is quick and leaves no banding.
    """
    w, h = 96, max(24, round(96 * size[1] / max(1, size[0])))
    small = pygame.Surface((w, h))
    small.fill(FELT_EDGE)
    cx, cy = w / 2, h * 0.45
    reach = (cx * cx + cy * cy) ** 0.5
    for r in range(math.ceil(reach), 0, -1):  # the light falls off smoothly with the distance
        t = r / reach
        t = t * t * (3 - 2 * t)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(FELT_CENTRE, FELT_EDGE, strict=True))
        ring = pygame.Rect(0, 0, 2 * r, round(2 * r / 1.25))  # the light is wider than tall
        ring.center = (round(cx), round(cy))
        pygame.draw.ellipse(small, colour, ring)
    return pygame.transform.smoothscale(small, size)


def panel(size: tuple[int, int], alpha: int = 130, radius: int = 10,
          colour: tuple[int, int, int] = (0, 0, 0)) -> pygame.Surface:
    """A translucent rounded panel (cached by its arguments)."""
    return _panel(size, alpha, radius, colour)


@cached(budget_mb=32, entries_max=256)
def _panel(size: tuple[int, int], alpha: int, radius: int,
           colour: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*colour, alpha), surface.get_rect(), border_radius=radius)
    return surface


@cached(budget_mb=4, entries_max=32)
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
