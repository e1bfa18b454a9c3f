"""The veil an overlay draws over the scene below it: that scene blurred and darkened, so a
dialog's solid panel sits on a quiet backdrop that nothing reads through or sticks out of.

The scene below is still while an overlay is up (it gets no updates), so the veil is
made once, from the first picture the overlay draws over, and kept until
:meth:`Veil.forget` (a resize, a new UI scale); from then on the scenes below are not drawn
at all (:meth:`Veil.ready`). The picture is shrunk, blurred and darkened small; the
window-sized backdrop is that stretched smoothly back, with the dialog's panel, its edge and
its shadow drawn on it once, so a frame of a dialog is one plain copy and the dialog's own
words (at 3840×2160 the veil, the shadow and the panel cost 35 ms a frame when drawn anew).
"""

from __future__ import annotations

import pygame

from ui.core.fonts import outline
from ui.core.picture_cache import cached

#: How much of the light under the veil is left (0..255 per channel).
DIM = 118
#: The picture is blurred at this fraction of its size.
SMALL = 1 / 12


class Veil:
    """A cached, blurred and darkened copy of what an overlay covers, with its dialog's panel."""

    def __init__(self, dim: int = DIM) -> None:
        self.dim = dim
        self._small: pygame.Surface | None = None  # the picture below, blurred and darkened
        self._size = (0, 0)  # of the window it was made for
        self._image: pygame.Surface | None = None  # the backdrop, window-sized
        self._panel: tuple[object, ...] = ()  # the panel drawn on it

    def ready(self, size: tuple[int, int]) -> bool:
        """The veil is made for a window of ``size``: it hides all below it, which need not
        be drawn (the scene below is still while an overlay is up)."""
        return self._small is not None and self._size == size

    def forget(self) -> None:
        """The scene below changed (a resize): make the veil again at the next draw."""
        self._small = self._image = None

    def draw(self, surface: pygame.Surface, box: pygame.Rect | None = None, radius: int = 14,
             edge: tuple[int, int, int] | None = None) -> None:
        """Cover ``surface`` (the scenes below, drawn this frame the first time) with the veil
        and, with ``box``, a dialog's panel there (:func:`dialog_panel`)."""
        size = surface.get_size()
        if not self.ready(size):
            self._small, self._size, self._image = blurred(surface, self.dim), size, None
        panel = (tuple(box) if box is not None else None, radius, edge)
        if self._image is None or panel != self._panel:
            assert self._small is not None
            image = pygame.transform.smoothscale(self._small, size)
            if box is not None:
                dialog_panel(image, box, radius, edge or EDGE)
            self._image, self._panel = image, panel
        surface.blit(self._image, (0, 0))


def blurred(picture: pygame.Surface, dim: int = DIM) -> pygame.Surface:
    """``picture`` shrunk to :data:`SMALL` of its size, blurred and darkened to ``dim`` of its light."""
    w, h = picture.get_size()
    quarter = pygame.transform.scale(picture, (max(1, w // 4), max(1, h // 4)))
    small = pygame.transform.smoothscale(quarter.convert(32) if quarter.get_bitsize() < 24 else quarter,
                                         (max(1, round(w * SMALL)), max(1, round(h * SMALL))))
    if min(small.get_size()) > 4:
        small = pygame.transform.gaussian_blur(small, 2)
    small.fill((dim, dim, dim), special_flags=pygame.BLEND_RGB_MULT)
    return small


def veiled(picture: pygame.Surface, dim: int = DIM) -> pygame.Surface:
    """``picture`` blurred and darkened to ``dim`` of its light, at its own size."""
    return pygame.transform.smoothscale(blurred(picture, dim), picture.get_size())


#: A dialog's panel: a solid deep green, a fine light edge and a soft shadow under it.
PANEL, EDGE = (14, 32, 23), (96, 140, 112)


def dialog_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 14,
                 edge: tuple[int, int, int] = EDGE) -> None:
    """A dialog's solid panel at ``rect`` on the veil: shadow, panel, edge."""
    _shadow(surface, rect, radius)
    pygame.draw.rect(surface, PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=outline(surface.get_height()), border_radius=radius)


def _shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The panel's soft shadow, a little below it: rings of faint black widening outwards.

    Drawn from a small layer of the same rings: its corners as they are, its edges stretched
    along the panel (the rings run straight there) and, under the panel, only the strip the
    shadow's shift leaves below it (the solid panel hides the rest). A layer the panel's own
    size was 15 MB and 70 ms to make at 3840×2160."""
    reach = max(6, rect.height // 40)
    k = reach + radius + 1  # every ring's corner lies within this much of the layer's corner
    w, h = rect.width + 2 * reach, rect.height + 2 * reach
    x, y = rect.left - reach, rect.top - reach + reach // 2
    if min(w, h) <= 2 * k + 1:
        surface.blit(_shadow_layer(rect.size, radius, reach), (x, y))
        return
    small = _shadow_layer((2 * radius + 3, 2 * radius + 3), radius, reach)
    n = small.get_width()  # 2k + 1: the middle row and column are straight in every ring
    for (sx, sy), (tx, ty) in (((0, 0), (x, y)), ((n - k, 0), (x + w - k, y)),
                               ((0, n - k), (x, y + h - k)), ((n - k, n - k), (x + w - k, y + h - k))):
        surface.blit(small, (tx, ty), (sx, sy, k, k))
    for piece, at, length in (((k, 0, 1, k), (x + k, y), (w - 2 * k, k)),
                              ((k, n - k, 1, k), (x + k, y + h - k), (w - 2 * k, k)),
                              ((0, k, k, 1), (x, y + k), (k, h - 2 * k)),
                              ((n - k, k, k, 1), (x + w - k, y + k), (k, h - 2 * k))):
        surface.blit(pygame.transform.scale(small.subsurface(piece), length), at)
    below = y + h - k - rect.bottom  # the inside of the rings that shows under the panel
    if below > 0:
        surface.blit(pygame.transform.scale(small.subsurface((k, k, 1, 1)), (w - 2 * k, below)),
                     (x + k, rect.bottom))


@cached(budget_mb=4, entries_max=16)
def _shadow_layer(size: tuple[int, int], radius: int, reach: int) -> pygame.Surface:
    w, h = size
    layer = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
    for i in range(reach, 0, -2):
        box = pygame.Rect(reach - i, reach - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(layer, (0, 0, 0, 22), box, border_radius=radius + i)
    return layer
