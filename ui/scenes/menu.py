"""The main menu: the felt, four aces fanned as title art, and the entries that work.

Continue comes first when an unfinished game is in the autosave; a file that
cannot be loaded leaves the player on the menu with the reason. When another
window has the data folder (:mod:`saves.startup`), the menu says so and offers
only to play without saving or to quit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.cards import Card
from saves.startup import Startup
from ui.cards import faces as art
from ui.core.draw import TEXT, TEXT_DIM, felt
from ui.core.fonts import scaled, text
from ui.scene import Scene, kill_all, pressed, show_all
from ui.table.saves import ContinueOffer, continue_offer, load_for_continue
from ui.table.view import blit_card
from ui.widgets.entry_dialog import wrap
from ui.words.i18n import _
from ui.words.save_messages import problem_lines

if TYPE_CHECKING:
    from ui.app import App

ACES = ("AC", "AD", "AH", "AS")


class MenuScene(Scene):
    """Continue (when a game is saved), Quick game (you and three Normal bots at Oh Pshaw)
    and Quit; more as features land."""

    def __init__(self, app: App, startup: Startup | None = None) -> None:
        super().__init__(app)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.offer: ContinueOffer | None = None
        self.message = ""  # why Continue failed, or what leaving the table reported
        self.startup = startup  # the program's start: another window may have the data folder
        if startup is not None and startup.messages:
            self.message = "  ·  ".join(problem_lines(startup.messages))

    @property
    def another_window(self) -> bool:
        """Another window has the data folder, and this one has not chosen to play unsaved."""
        return self.startup is not None and self.startup.other is not None \
            and self.startup.scratch is None

    def entries(self) -> list[tuple[str, str]]:
        """(id, label) of every entry shown, top to bottom."""
        if self.another_window:
            return [("unsaved", _("menu.play_without_saving")), ("quit", _("menu.quit"))]
        first = [("continue", _("menu.continue"))] if self.offer is not None else []
        return [*first, ("new", _("menu.new_game")), ("quick", _("menu.quick_game")),
                ("load", _("menu.load_game")), ("stats", _("menu.statistics")), ("rules", _("menu.rules")),
                ("settings", _("menu.settings")),
                ("quit", _("menu.quit"))]

    def enter(self) -> None:
        """Look for a saved game, then create the buttons for the current window size."""
        self.offer = None if self.another_window else continue_offer()
        w, h = self.app.size
        bw, bh = max(260, round(h * 0.36)), max(40, round(h * 0.062))
        top, step = round(h * 0.57), round(bh * 1.25)
        entries = self.entries()
        if self.offer is not None:  # Continue alone on the first row, the rest below it
            rect = pygame.Rect(0, 0, bw, bh)
            rect.midtop = (w // 2, top)
            self.buttons["continue"] = pygame_gui.elements.UIButton(
                rect, entries.pop(0)[1], manager=self.app.gui, object_id="#menu_button")
            top += step
        columns = 2 if len(entries) > 4 else 1  # many entries: two columns, read down
        rows = -(-len(entries) // columns)
        gap = round(h * 0.02)
        for i, (key, label) in enumerate(entries):
            column, row = divmod(i, rows)
            rect = pygame.Rect(0, 0, bw, bh)
            x = w // 2 + (column - (columns - 1) / 2) * (bw + gap)
            rect.midtop = (round(x), top + row * step)
            self.buttons[key] = pygame_gui.elements.UIButton(
                rect, label, manager=self.app.gui, object_id="#menu_button")

    def pause(self) -> None:
        """A screen (rules, settings) covers the menu: its buttons hide."""
        show_all(self.buttons, False)

    def resume(self) -> None:
        """Back on the menu: the buttons come back."""
        show_all(self.buttons, True)

    def exit(self) -> None:
        """Kill the buttons."""
        kill_all(self.buttons)
        self.buttons = {}

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A pressed entry, or Enter for Quick game and Esc to quit."""
        key = pressed(event, self.buttons)
        if key is not None:
            self.choose(key)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose("continue" if self.offer is not None else "quick")
            return True
        return False

    def choose(self, key: str) -> None:
        """Do what entry ``key`` says."""
        if key == "quit":
            self.app.running = False
        elif key == "unsaved" and self.startup is not None:
            self.startup.play_without_saving()  # nothing of the other window's is touched
            self.exit()
            self.enter()
        elif key == "continue":
            self.continue_game()
        elif key == "load":
            self.app.nav.saved_games()
        elif key == "stats":
            self.app.nav.statistics()
        elif key == "new":
            self.app.nav.new_game()
        elif key == "rules":
            self.app.nav.rules()  # of the game set up last
        elif key == "settings":
            self.app.nav.settings()
        elif key == "quick":
            self.app.nav.quick_game(keep_autosave=self.offer is not None)

    def continue_game(self) -> None:
        """Continue the autosaved game; if it cannot be loaded, say why and stay."""
        found = load_for_continue()
        if found.session is None:
            self.message = "  ·  ".join(found.messages)
            self.exit()  # a damaged file may have been moved aside: offer what is left
            self.enter()
            return
        self.app.nav.resume(found.session, found.messages)

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
        title = text(_("menu.oh_pshaw"), scaled(h, 0.075), TEXT, True)
        surface.blit(title, title.get_rect(center=(round(cx), round(h * 0.45))))
        line = text(_("menu.bid_exactly_the_tricks_you_ab3f"), scaled(h, 0.024), TEXT_DIM)
        surface.blit(line, line.get_rect(center=(round(cx), round(h * 0.515))))
        button = self.buttons.get("continue")
        if self.offer is not None and button is not None:
            note = text(self.offer.subtitle, scaled(h, 0.02), TEXT_DIM)
            surface.blit(note, note.get_rect(midleft=(button.rect.right + round(h * 0.02),
                                                      button.rect.centery)))
        if self.another_window:
            self._another_window(surface)
        if self.message:  # each part on its own lines, wrapped (a message names a file); 4 at most
            size = scaled(h, 0.02)
            lines = [piece for part in self.message.split("  ·  ")
                     for piece in wrap(part, size, w - round(h * 0.08))][:4]
            for i, part in enumerate(lines):
                shown = text(part, size, TEXT)
                surface.blit(shown, shown.get_rect(midbottom=(round(cx), h - round(h * 0.02)
                                                              - (len(lines) - 1 - i) * round(h * 0.03))))

    def _another_window(self, surface: pygame.Surface) -> None:
        """Why only two entries: another window has these saves."""
        w, h = self.app.size
        size = scaled(h, 0.024)
        other = self.startup.other if self.startup is not None else None
        lines = [_("menu.another_oh_pshaw_window_is_6c22", pid=other or "?"),
                 *wrap(_("menu.play_here_without_saving_nothing_192c"), size, w - round(h * 0.2))]
        top = self.buttons["quit"].rect.bottom + round(h * 0.035) if "quit" in self.buttons else h // 2
        for i, line in enumerate(lines):  # below the two buttons, above any other message
            shown = text(line, size, TEXT if i == 0 else TEXT_DIM)
            surface.blit(shown, shown.get_rect(midtop=(w // 2, top + i * round(size * 1.35))))
