"""Hover tips on the skill and luck figures (the report's bars, the game over screen's
table): the figure under the pointer said in plain words for its player, with why it can
be large. A *spot* is where a figure stands and what its tip says.

>>> bids_tip("Basil", 3.72)
"Basil gave away 3.7 points in bids: the judge's best bids would have scored that much more over the game."
>>> tip_at([(pygame.Rect(0, 0, 10, 10), "a")], (5, 5)), tip_at([], (5, 5))
((Rect(0, 0, 10, 10), 'a'), None)
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ui.review.words import given, points
from ui.widgets.hover_tip import draw_tip
from ui.words.i18n import N_, _

#: Where a figure stands and the words of its tip.
Spot = tuple[pygame.Rect, str]


def bids_tip(name: str, lost: float) -> str:
    """What ``name`` gave away in bids, or that nothing clear was."""
    if not given(lost):
        return _("review.tip.bids_none", name=name)
    return _("review.tip.bids", name=name, points=points(lost))


def play_tip(name: str, lost: float) -> str:
    """What ``name`` gave away in play, or that nothing clear was."""
    if not given(lost):
        return _("review.tip.play_none", name=name)
    return _("review.tip.play", name=name, points=points(lost))


def luck_tip(name: str, luck: float) -> str:
    """What luck gave ``name`` or took, and why it can be large."""
    key = N_("review.tip.luck_up") if luck >= 0 else N_("review.tip.luck_down")
    return _(key, name=name, points=points(abs(luck)))


def column_tips() -> tuple[str, str, str]:
    """What each column of the table says, for its heading: bids, play, luck."""
    zero = points(0.0)
    return (_("review.tip.column_bids", zero=zero), _("review.tip.column_play", zero=zero),
            _("review.tip.column_luck"))


def tip_at(spots: Sequence[Spot], pos: tuple[int, int] | None) -> Spot | None:
    """The spot under ``pos`` (the pointer; ``None``: not over the window)."""
    if pos is None:
        return None
    return next((spot for spot in spots if spot[0].collidepoint(pos)), None)


def draw_figure_tip(surface: pygame.Surface, spots: Sequence[Spot], pos: tuple[int, int] | None,
                    high_contrast: bool = False) -> pygame.Rect | None:
    """The tip of the spot under ``pos`` above it, wrapped to a third of the window; its box,
    or ``None`` where the pointer is on no figure."""
    spot = tip_at(spots, pos)
    if spot is None:
        return None
    rect, words = spot
    width = max(round(surface.get_width() * 0.34), 240)
    return draw_tip(surface, words, (rect.centerx, rect.top), high_contrast, width)
