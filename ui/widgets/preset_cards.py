"""The setup screen's presets as cards: each a button showing the game's name, its player
range top right (a long name wraps beside it) and its one line, the chosen one lit in the
accent colour.

The cards stand in one column. Their text takes the largest size (from the
design size down to 10 pixels) at which every card shows its whole line in the
column's height; only when even that does not fit is a line shortened with "…"
(the card's tooltip then has it whole). When larger text is asked, the text is never
smaller than ``plain`` (the size the cards take at the plain text setting): the cards
scroll in their column instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from ui.core.fonts import fit, font, outline, wrap
from ui.widgets.look import colour, radius
from ui.widgets.picture_button import Draw, PictureButton

SMALLEST = 10
SCROLL_BAR = 20  # the width pygame_gui gives a scrolling container's bar


@dataclass(frozen=True)
class Preset:
    """What one card says: the preset's id, name, one line and player range."""

    key: str
    name: str
    line: str
    players: str


@dataclass(frozen=True)
class Sizes:
    """The text sizes the cards use, and the most lines of the one line shown."""

    name: int
    line: int
    max_lines: int | None = None

    @property
    def pad(self) -> int:
        """The space inside a card's edge."""
        return max(6, round(self.line * 0.75))

    @property
    def leading(self) -> int:
        """The height of one line of the description."""
        return round(font(self.line).get_linesize() * 1.02)


def lines_of(preset: Preset, width: int, sizes: Sizes) -> list[str]:
    """The card's one line wrapped to ``width`` (shortened when it has more than allowed)."""
    lines = wrap(preset.line, sizes.line, width)
    if sizes.max_lines is not None and len(lines) > sizes.max_lines:
        keep = lines[:max(1, sizes.max_lines)]
        keep[-1] = fit(keep[-1] + " " + " ".join(lines[len(keep):]), sizes.line, width)
        return keep
    return lines


def name_lines(preset: Preset, width: int, sizes: Sizes) -> list[str]:
    """The card's name in lines beside its player range, which keeps its place top right on
    every card: a long name wraps (a word too long for the room is shortened with "…")."""
    face = font(sizes.name, True)
    room = max(1, width - font(sizes.line).size(preset.players)[0] - sizes.pad)
    lines: list[str] = []
    for word in preset.name.split(" "):
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and face.size(trial)[0] <= room:
            lines[-1] = trial
        else:
            lines.append(word)
    return [fit(line, sizes.name, room, True) for line in lines]


def card_height(preset: Preset, width: int, sizes: Sizes) -> int:
    """How tall ``preset``'s card is at ``width`` with ``sizes``."""
    inner = width - 2 * sizes.pad
    lines = len(lines_of(preset, inner, sizes))
    name_h = font(sizes.name, True).get_linesize() * len(name_lines(preset, inner, sizes))
    return 2 * sizes.pad + name_h + round(sizes.pad * 0.3) + lines * sizes.leading


def choose_sizes(presets: list[Preset], area: pygame.Rect, gap: int, design: int) -> Sizes:
    """The largest sizes at which every card fits ``area`` (see the module's note)."""
    for line in range(design, SMALLEST - 1, -1):
        sizes = Sizes(round(line * 1.15), line)
        total = sum(card_height(p, area.width, sizes) for p in presets) + gap * (len(presets) - 1)
        if total <= area.height:
            return sizes
    for most in range(3, 0, -1):  # the smallest text, and the lines shortened
        sizes = Sizes(round(SMALLEST * 1.15), SMALLEST, most)
        total = sum(card_height(p, area.width, sizes) for p in presets) + gap * (len(presets) - 1)
        if total <= area.height:
            return sizes
    return Sizes(round(SMALLEST * 1.15), SMALLEST, 0)


class PresetCards:
    """One card per preset in ``area``; ``chosen`` is lit. :meth:`take` reports a click."""

    def __init__(self, manager: pygame_gui.UIManager, area: pygame.Rect, presets: list[Preset],
                 chosen: str, design: int, plain: int | None = None) -> None:
        self.manager, self.chosen = manager, chosen
        gap = max(4, round(area.height * 0.012))
        self.sizes = choose_sizes(presets, area, gap, design)
        self.scroller: pygame_gui.elements.UIScrollingContainer | None = None
        place, width = pygame.Rect(area), area.width
        if plain is not None and (plain > self.sizes.line or self.sizes.max_lines is not None):
            width = area.width - SCROLL_BAR  # the plain size, and the cards scroll
            self.sizes = Sizes(round(max(plain, self.sizes.line) * 1.15), max(plain, self.sizes.line))
            self.scroller = pygame_gui.elements.UIScrollingContainer(area, manager, allow_scroll_x=False)
            place = pygame.Rect(0, 0, width, area.height)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        y = place.top
        for preset in presets:
            height = card_height(preset, width, self.sizes)
            rect = pygame.Rect(place.left, y, width, height)
            whole = lines_of(preset, width - 2 * self.sizes.pad, Sizes(self.sizes.name, self.sizes.line))
            shortened = len(whole) > len(lines_of(preset, width - 2 * self.sizes.pad, self.sizes))
            self.buttons[preset.key] = PictureButton(
                rect, self._painter(preset), manager, container=self._inside(),
                tool_tip_text=preset.line if shortened else None)
            y += height + gap
        self.bottom = y - gap
        if self.scroller is not None:
            self.scroller.set_scrollable_area_dimensions((width, self.bottom))
            self.bottom = area.bottom

    def _inside(self) -> Any:
        return self.scroller.get_container() if self.scroller is not None else None

    def _painter(self, preset: Preset) -> Draw:
        def paint(size: tuple[int, int], state: str) -> pygame.Surface:
            return self.face(preset, size, state)
        return paint

    def face(self, preset: Preset, size: tuple[int, int], state: str) -> pygame.Surface:
        """The card of ``preset`` in ``state``."""
        m, sizes = self.manager, self.sizes
        chosen = preset.key == self.chosen
        accent = colour(m, "filled_bar", ["#switch"])
        fill = colour(m, "dark_bg", ["panel"])
        edge = colour(m, "hovered_border" if state in ("hovered", "selected") else "normal_border",
                      ["button"])
        text_c = colour(m, "normal_text", ["button"])
        dim = colour(m, "normal_text", ["#tab"])
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        corner = radius(m, ["panel"])
        pygame.draw.rect(surface, fill, rect, border_radius=corner)
        if chosen:
            tint = pygame.Color(accent.r, accent.g, accent.b, 34)
            pygame.draw.rect(surface, tint, rect, border_radius=corner)
        elif state in ("hovered", "selected"):
            pygame.draw.rect(surface, (255, 255, 255, 18), rect, border_radius=corner)
        pygame.draw.rect(surface, accent if chosen else edge, rect,
                         width=outline(m.window_resolution[1], 2 if chosen else 1),
                         border_radius=corner)
        pad, inner = sizes.pad, size[0] - 2 * sizes.pad
        face = font(sizes.name, True)
        for i, line in enumerate(name_lines(preset, inner, sizes)):
            surface.blit(face.render(line, True, accent if chosen else text_c),
                         (pad, pad + i * face.get_linesize()))
        players = font(sizes.line).render(preset.players, True, dim)
        surface.blit(players, players.get_rect(bottomright=(size[0] - pad, pad + face.get_height()
                                                            - round(sizes.name * 0.12))))
        y = pad + face.get_linesize() * len(name_lines(preset, inner, sizes)) + round(pad * 0.3)
        for line in lines_of(preset, inner, sizes):
            surface.blit(font(sizes.line).render(line, True, dim), (pad, y))
            y += sizes.leading
        return surface

    def take(self, event: pygame.event.Event) -> str | None:
        """The preset whose card ``event`` pressed, if any."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    return key
        return None

    def kill(self) -> None:
        """Remove the cards."""
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}
        if self.scroller is not None:
            self.scroller.kill()
            self.scroller = None
