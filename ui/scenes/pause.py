"""The pause menu: Esc at the table. The table waits under it, still and dimmed.

Entries are a list of ``(id, label, callback)``: adding one (Rules,
Settings, Save…) is one line in :meth:`PauseMenu.entries`. "End game now"
asks first, in the same box, and then ends the game as RULES R-G3 says
(the leader wins; the round being played scores nothing).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from ui.core.draw import GOLD, TEXT, TEXT_DIM
from ui.core.fonts import scaled, text
from ui.core.keymap import Keymap, everywhere
from ui.core.moves import PausedTable
from ui.core.veil import Veil
from ui.core.window import Window
from ui.scene import ButtonScene, pressed
from ui.words.i18n import _

#: One entry: its id (tests and the merger use it), its label, what it does.
Entry = tuple[str, str, Callable[[], None]]


class PauseMenu(ButtonScene):
    """Resume, take back, end the game now (after a confirm; not at a network game's client,
    whose host alone ends it), quit to the menu."""

    overlay = True

    def __init__(self, app: Window, table: PausedTable) -> None:
        super().__init__(app)
        self.table = table
        self.confirming = False  # showing "End the game now?" instead of the entries
        self.actions: dict[str, Callable[[], None]] = {}
        self.veil = Veil()

    def entries(self) -> list[Entry]:
        """Every entry, top to bottom (or the two answers while confirming). A screen
        opened from here is pushed over the menu by the navigator, e.g.
        ``("rules", _("Rules"), lambda: self.app.nav.rules(rules))``."""
        if self.confirming:
            return [("confirm-end", _("pause.confirm_end"), self.end_game),
                    ("cancel-end", _("pause.keep_playing"), self.cancel_end)]
        entries: list[Entry] = [("resume", _("pause.resume"), self.resume_table)]
        if self.table.undo_offered:
            entries.append(("undo", _("pause.take_back"), self.undo))
        if self.table.can_save:
            entries.append(("save", _("pause.save_game"), self.table.open_save_dialog))
        entries.append(("rules", _("pause.rules"), self.open_rules))
        entries.append(("settings", _("pause.settings"), self.open_settings))
        if self.table.can_end:
            entries.append(("end", _("pause.end_game_now"), self.ask_end))
        entries.append(("quit", _("pause.leave_lesson") if self.table.in_lesson
                        else _("pause.quit_to_menu"), self.table.leave))
        return entries

    def first_focus(self) -> pygame_gui.elements.UIButton | None:
        """The ring opens on Resume (on "Keep playing" while asking): Enter goes back to the
        game, never on to something that cannot be undone."""
        return self.buttons.get("cancel-end" if self.confirming else "resume")

    # -- lifecycle -------------------------------------------------------------

    def box(self) -> pygame.Rect:
        """The menu's box for the current window and entries."""
        w, h = self.app.size
        bh, gap = self._button_size()[1], round(h * 0.016)
        widest = max(img.get_width() for img, _ in self._lines()) + round(h * 0.08)
        width = min(w - 20, max(420, round(h * 0.6), widest, self._button_size()[0] + round(h * 0.08)))
        foot = round(h * 0.03) - gap if self.confirming else round(h * 0.06)
        if not self.confirming:  # the keys' lines but the last
            foot += sum(img.get_height() for img in self._keys(width)[1:])
        height = self._head() + len(self.entries()) * (bh + gap) + foot
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (w // 2, h // 2)
        return rect

    def _keys(self, width: int) -> list[pygame.Surface]:
        """The keys of the screen under the menu, at its foot: as many lines as a box
        ``width`` wide needs, broken between two keys, never inside one."""
        h = self.app.size[1]
        size = scaled(h, 0.018)
        parts = [self.table.keys_line()]
        if self.table.undo_offered:
            parts.append(_("pause.keys_take_back"))
        room = width - round(h * 0.06)
        lines: list[str] = []
        for part in " · ".join(parts).split(" · "):
            trial = f"{lines[-1]} · {part}" if lines else part
            if lines and text(trial, size, TEXT_DIM).get_width() <= room:
                lines[-1] = trial
            else:
                lines.append(part)
        return [text(line, size, TEXT_DIM) for line in lines]

    def _head(self) -> int:
        """From the box's top to its first button: the menu's title, or the question's
        lines as tall as they are (no empty band under a short question)."""
        h = self.app.size[1]
        lines = self._lines()
        if not self.confirming:  # the title and the game's line, with room under it at large text
            return max(round(h * 0.13), round(h * 0.03) + sum(img.get_height() + gap for img, gap in lines)
                       + round(h * 0.015))
        return round(h * 0.03) + sum(img.get_height() + gap for img, gap in lines) + round(h * 0.03)

    def _button_size(self) -> tuple[int, int]:
        """The entries' size: wide enough for the longest label at the text size now."""
        w, h = self.app.size
        face = self.app.gui.get_theme().get_font(["#menu_button", "button"])
        widest = max(face.get_rect(label).width for _key, label, _action in self.entries())
        return min(w - 60, max(260, round(h * 0.36), widest + round(h * 0.06))), max(40, round(h * 0.06))

    def enter(self) -> None:
        """One button per entry, stacked in the box."""
        h = self.app.size[1]
        box, (bw, bh) = self.box(), self._button_size()
        gap = round(h * 0.016)
        top = box.top + self._head()
        self.buttons, self.actions = {}, {}
        for i, (key, label, action) in enumerate(self.entries()):
            rect = pygame.Rect(0, 0, bw, bh)
            rect.midtop = (box.centerx, top + i * (bh + gap))
            self.buttons[key] = pygame_gui.elements.UIButton(rect, label, manager=self.app.gui,
                                                             object_id="#menu_button")
            self.actions[key] = action

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the box out again over the table as it is now drawn."""
        self.veil.forget()
        super().resize(size)

    # -- entries -----------------------------------------------------------------

    def choose(self, key: str) -> None:
        """Do what entry ``key`` does (tests call this; buttons and keys come here)."""
        self.actions[key]()

    def open_rules(self) -> None:
        """The rules of this game, house rules included, over the menu."""
        self.app.nav.rules(self.table.rules, self.table.game.players)

    def open_settings(self) -> None:
        """The settings, applied at once to the table under the menu."""
        self.app.nav.settings()

    def resume_table(self) -> None:
        """Close the menu; the table carries on where it stood."""
        self.app.scenes.pop()

    def undo(self) -> None:
        """Close the menu and take back the human's last decision."""
        self.app.scenes.pop()
        self.table.undo()

    def ask_end(self) -> None:
        """Ask before ending the game."""
        self.confirming = True
        self._rebuild()

    def cancel_end(self) -> None:
        """Back to the entries."""
        self.confirming = False
        self._rebuild()

    def _rebuild(self) -> None:
        self.exit()
        self.enter()
        self.app.focus.set(self.first_focus(), self.app.gui)

    def end_game(self) -> None:
        """Close the menu and end the game now (R-G3)."""
        self.app.scenes.pop()
        self.table.end_now()

    # -- input and drawing ----------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The buttons; Esc resumes (or cancels the confirm). The table gets nothing."""
        key = pressed(event, self.buttons)
        if key is not None:
            self.choose(key)
            return True
        if self.keymap().handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def keymap(self) -> Keymap:
        """The keys every screen has; Esc resumes (or cancels the question)."""
        def back(event: pygame.event.Event) -> None:
            self.cancel_end() if self.confirming else self.resume_table()
        return Keymap(*everywhere(back=back))

    def covers(self, size: tuple[int, int]) -> bool:
        """Once its veil is made, the dialog hides everything below it."""
        return self.veil.ready(size)

    def draw(self, surface: pygame.Surface) -> None:
        """Veil the table; the box with its title (or the question) above the buttons."""
        h = self.app.size[1]
        box = self.box()
        self.veil.draw(surface, box)  # with the dialog's panel
        pad = round(h * 0.03)
        y = box.top + pad
        for img, gap in self._lines():
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + gap
        if not self.confirming:
            bottom = box.bottom - pad // 2
            for keys in reversed(self._keys(box.width)):
                surface.blit(keys, keys.get_rect(midbottom=(box.centerx, bottom)))
                bottom -= keys.get_height()

    def _lines(self) -> list[tuple[pygame.Surface, int]]:
        """The rendered lines over the buttons, each with the space under it."""
        h = self.app.size[1]
        if self.confirming:
            lines = [(_("pause.end_question"), scaled(h, 0.034), GOLD, True),
                     (self.table.end_note(), scaled(h, 0.022), TEXT, True),
                     (_("pause.end_detail"),
                      scaled(h, 0.02), TEXT_DIM, False),
                     (_("pause.end_kept_note"), scaled(h, 0.02), TEXT_DIM, False)]
        else:
            lines = [(_("pause.title"), scaled(h, 0.04), TEXT, True),
                     (self.table.status_line(), scaled(h, 0.021), TEXT_DIM, False)]
            if self.table.in_lesson:
                lines.append((_("pause.lesson_kept"), scaled(h, 0.021), TEXT_DIM, False))
        return [(text(line, size, colour, bold), round(size * 0.35))
                for line, size, colour, bold in lines]
