"""The figures of the court cards (J, Q, K): Byron Knoll's public-domain drawings.

``assets/cards/courts/`` holds each figure cut to the inside of its frame
(``tools/court_art.py`` made them from the SVG deck; the licence is beside
them) and ``courts.json``, which says where the artist left room for the large
suit pip beside the head. The program draws the frame and the pips itself, in
the deck's colours, so the four-colour deck gets blue diamonds and green clubs
on its court cards too. Figures are loaded once and scaled down from 256
pixels wide, which covers Extra large cards on a 4K screen.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import pygame

from ui.cards.paint import PAPER, Colour, fit_size, ink, upside_down
from ui.core.assets import asset_path
from ui.core.picture_cache import cached

#: Width over height of the figures' frame, as the tool measured it.
FALLBACK_RATIO = 0.61876


@lru_cache(maxsize=1)
def _meta() -> dict[str, Any]:
    text = asset_path("cards", "courts", "courts.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def frame_ratio() -> float:
    """Width over height of a court figure's frame."""
    return float(_meta().get("frame_ratio", FALLBACK_RATIO))


@cached(budget_mb=6, entries_max=12)  # the twelve figures as drawn: 3.6 MB
def _master(code: str) -> pygame.Surface:
    return pygame.image.load(str(asset_path("cards", "courts", f"{code}.png")))


@cached(budget_mb=12, entries_max=64)
def figure(code: str, size: tuple[int, int]) -> pygame.Surface:
    """The figure of ``code`` (``"KH"``) scaled to ``size``, its white tinted to the card's paper."""
    image = pygame.transform.smoothscale(_master(code), size)
    image.fill(PAPER, special_flags=pygame.BLEND_RGB_MULT)
    return image


def pip_box(code: str, frame: pygame.Rect) -> pygame.Rect:
    """Where the large upright suit pip of ``code`` goes inside ``frame`` (beside the head)."""
    share = _meta()["pips"][code]
    return pygame.Rect(frame.left + round(share["x"] * frame.width),
                       frame.top + round(share["y"] * frame.height),
                       round(share["w"] * frame.width), round(share["h"] * frame.height))


def draw(surface: pygame.Surface, code: str, frame: pygame.Rect, symbol: str, colour: Colour) -> None:
    """The court card ``code``'s figure in ``frame``, its frame line, and the suit pip beside
    each head (the lower one turned), in ``colour``."""
    surface.blit(figure(code, frame.size), frame)
    line = max(1, round(frame.width / 90))
    pygame.draw.rect(surface, _frame_colour(colour), frame, width=line)
    box = pip_box(code, frame)
    size = fit_size(symbol, box.size)
    if size:
        pip = ink(symbol, size, colour)
        spot = pip.get_rect(center=box.center)
        spot.clamp_ip(frame)
        surface.blit(pip, spot)
        # the lower pip: the upper one turned half a circle about the frame's centre
        turned = pygame.Rect(frame.left + frame.right - spot.right, frame.top + frame.bottom - spot.bottom,
                             spot.width, spot.height)
        surface.blit(upside_down(pip), turned)


def _frame_colour(colour: Colour) -> Colour:
    """The frame line: a soft grey leaning to the suit's colour."""
    return (round(colour[0] * 0.35 + 110), round(colour[1] * 0.35 + 110), round(colour[2] * 0.35 + 110))


def forget() -> None:
    """Drop the scaled figures (the masters stay: they do not depend on the window)."""
    figure.cache_clear()
