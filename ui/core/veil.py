"""The veil an overlay draws over the scene below it: that scene blurred and darkened, so a
dialog's solid panel sits on a quiet backdrop that nothing reads through or sticks out of.

The scene below is still while an overlay is up (it gets no updates), so the veil is
made once, from the first picture the overlay draws over, and kept until
:meth:`Veil.forget` (a resize, a new UI scale). Making it costs a few milliseconds at
1080p: the picture is shrunk, blurred small and smoothly stretched back.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

#: How much of the light under the veil is left (0..255 per channel).
DIM = 118
#: The picture is blurred at this fraction of its size.
SMALL = 1 / 12


class Veil:
    """A cached, blurred and darkened copy of what an overlay covers."""

    def __init__(self, dim: int = DIM) -> None:
        self.dim = dim
        self._image: pygame.Surface | None = None

    def forget(self) -> None:
        """The scene below changed (a resize): make the veil again at the next draw."""
        self._image = None

    def draw(self, surface: pygame.Surface) -> None:
        """Cover ``surface`` (the scenes below, drawn this frame) with the veil."""
        if self._image is None or self._image.get_size() != surface.get_size():
            self._image = veiled(surface, self.dim)
        surface.blit(self._image, (0, 0))


def veiled(picture: pygame.Surface, dim: int = DIM) -> pygame.Surface:
    """``picture`` blurred and darkened to ``dim`` of its light."""
    w, h = picture.get_size()
    quarter = pygame.transform.scale(picture, (max(1, w // 4), max(1, h // 4)))
    small = pygame.transform.smoothscale(quarter.convert(32) if quarter.get_bitsize() < 24 else quarter,
                                         (max(1, round(w * SMALL)), max(1, round(h * SMALL))))
    if min(small.get_size()) > 4:
        small = pygame.transform.gaussian_blur(small, 2)
    image = pygame.transform.smoothscale(small, (w, h))
    image.fill((dim, dim, dim), special_flags=pygame.BLEND_RGB_MULT)
    return image


#: A dialog's panel: a solid deep green, a fine light edge and a soft shadow under it.
PANEL, EDGE = (14, 32, 23), (96, 140, 112)


def dialog_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 14,
                 edge: tuple[int, int, int] = EDGE) -> None:
    """A dialog's solid panel at ``rect`` on the veil: shadow, panel, edge."""
    _shadow(surface, rect, radius)
    pygame.draw.rect(surface, PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=1, border_radius=radius)


def _shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    layer = _shadow_layer(rect.size, radius)
    reach = (layer.get_width() - rect.width) // 2
    surface.blit(layer, (rect.left - reach, rect.top - reach + reach // 2))


@lru_cache(maxsize=16)
def _shadow_layer(size: tuple[int, int], radius: int) -> pygame.Surface:
    w, h = size
    reach = max(6, h // 40)
    layer = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
    for i in range(reach, 0, -2):
        box = pygame.Rect(reach - i, reach - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(layer, (0, 0, 0, 22), box, border_radius=radius + i)
    return layer
