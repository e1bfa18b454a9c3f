"""The main menu: the felt, four aces fanned as title art, and the entries that work."""

# pygame_gui has no type hints: calling its methods is fine here.
# mypy: disable-error-code="no-untyped-call"

from __future__ import annotations

import random

import pygame
import pygame_gui

from game.cards import Card
from game.presets import preset
from ui import cards as art
from ui.app import App
from ui.draw import TEXT, TEXT_DIM, felt
from ui.fonts import scaled, text
from ui.i18n import _
from ui.scene import Scene
from ui.table_view import blit_card

ACES = ("AC", "AD", "AH", "AS")


class MenuScene(Scene):
    """Quick game (you and three Normal bots at Oh Pshaw) and Quit; more as features land."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}

    def entries(self) -> list[tuple[str, str]]:
        """(id, label) of every entry shown, top to bottom."""
        return [("quick", _("Quick game")), ("quit", _("Quit"))]

    def enter(self) -> None:
        """Create the buttons for the current window size."""
        w, h = self.app.size
        bw, bh = max(260, round(h * 0.36)), max(44, round(h * 0.068))
        top = round(h * 0.6)
        for i, (key, label) in enumerate(self.entries()):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.midtop = (w // 2, top + i * round(bh * 1.3))
            self.buttons[key] = pygame_gui.elements.UIButton(
                rect, label, manager=self.app.gui, object_id="#menu_button")

    def exit(self) -> None:
        """Kill the buttons."""
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A pressed entry, or Enter for Quick game and Esc to quit."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self.choose(key)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose("quick")
            return True
        return False

    def choose(self, key: str) -> None:
        """Do what entry ``key`` says."""
        if key == "quit":
            self.app.running = False
        elif key == "quick":
            from ui.table_scene import TableScene
            level = self.app.settings.bot_level
            seed = random.SystemRandom().randrange(1, 2**31)
            self.app.scenes.replace(TableScene(self.app, preset("oh-pshaw"),
                                               ["human", level, level, level], seed))

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the fanned aces, the title."""
        w, h = self.app.size
        surface.blit(felt((w, h)), (0, 0))
        card_w = round(h * 0.17 / art.RATIO)
        cx, cy = w / 2, h * 0.27
        for i, code in enumerate(ACES):
            off = i - 1.5
            pos = (cx + off * card_w * 0.55, cy + abs(off) * h * 0.008)
            blit_card(surface, art.face(Card.parse(code), card_w), pos, -off * 9)
        title = text(_("Oh Pshaw"), scaled(h, 0.075), TEXT, True)
        surface.blit(title, title.get_rect(center=(round(cx), round(h * 0.45))))
        line = text(_("Bid exactly the tricks you will take"), scaled(h, 0.024), TEXT_DIM)
        surface.blit(line, line.get_rect(center=(round(cx), round(h * 0.515))))
