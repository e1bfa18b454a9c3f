"""New game: the preset, the number of players, every seat (human or a bot level, a name)
and the house rules; Start opens the table.

The screen's state is ``rules``, ``seats`` and ``names``; widgets show it and
are rebuilt when its shape changes (another preset, player count, the house
rules opened). Changing the preset resets the house rules to its defaults.
Impossible options show the engine's own reason beside Start, which stays
off. The setup that starts a game is remembered (:mod:`saves.last_setup`).
"""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.errors import OptionsError
from game.presets import PRESETS
from saves.autosave import AutoSaver
from saves.files import FileProblem
from saves.last_setup import NAME_LIMIT, LastSetup, read_last_setup, write_last_setup
from saves.text import CONTROL_CHARACTERS, clean_name
from ui.core.fonts import font, scaled
from ui.core.text_fit import fitting_size, label_id
from ui.scene import Scene
from ui.table.saves import continue_offer, keep_unfinished
from ui.widgets.controls import Form, Menu, wrap
from ui.widgets.house_rules import house_rules_form
from ui.widgets.rules_box import rules_box
from ui.words.errors import error_text
from ui.words.i18n import _
from ui.words.names import preset_description, preset_title
from ui.words.seats import default_name

if TYPE_CHECKING:
    from ui.app import App

WARNING = (255, 176, 138)  # the colour of a reason a game cannot start

log = logging.getLogger(__name__)
KINDS = ("human", "easy", "normal", "hard")


def kind_label(kind: str) -> str:
    """A seat's kind as the drop-down shows it."""
    return {"human": _("setup_scene.human"), "easy": _("setup_scene.bot_easy"),
            "normal": _("setup_scene.bot_normal"),
            "hard": _("setup_scene.bot_hard")}[kind]


def remembered(app: App) -> LastSetup:
    """The last setup that started a game, or Oh Pshaw with you and three bots."""
    setup, message = read_last_setup()
    if message:
        log.warning(message)
    return setup if setup is not None else first_setup(app)


def first_setup(app: App) -> LastSetup:
    """Oh Pshaw with you and three bots of the quick-game level."""
    seats = ["human"] + [app.settings.bot_level] * 3
    return LastSetup(PRESETS["oh-pshaw"], seats, [default_name(seats, i) for i in range(4)])


class SetupScene(Scene):
    """The new-game screen (``MenuScene``'s New game)."""

    def __init__(self, app: App, setup: LastSetup | None = None) -> None:
        super().__init__(app)
        start = setup or remembered(app)
        self.rules, self.seats, self.names = start.rules, list(start.seats), list(start.names)
        self.house_open = False
        self.problem = ""
        self.form: Form | None = None
        self.kinds: list[Menu] = []
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.widgets: dict[str, pygame_gui.core.UIElement] = {}
        self.note_box = pygame.Rect(0, 0, 0, 0)  # where the preset's one line is drawn
        self.problem_box = pygame.Rect(0, 0, 0, 0)  # why Start is off, right-aligned beside it
        self.check()

    @property
    def players(self) -> int:
        """Seats at the table."""
        return len(self.seats)

    # -- state -----------------------------------------------------------------

    def choose_preset(self, name: str) -> None:
        """Another preset: its rules (house rules reset), the player count kept if it fits."""
        self.rules = PRESETS[name]
        self.set_players(min(max(self.players, self.rules.min_players), self.rules.max_players))

    def set_players(self, count: int) -> None:
        """Add bot seats or drop the last seats."""
        while self.players < count:
            self.seats.append(self.app.settings.bot_level)
            self.names.append(default_name(self.seats, self.players - 1))
        del self.seats[count:], self.names[count:]
        self.check()

    def set_kind(self, seat: int, kind: str) -> None:
        """Seat ``seat`` becomes human or a bot level; a default name follows the kind."""
        defaults = [default_name(self.seats, i) for i in range(self.players)]
        self.seats[seat] = kind
        for i in range(self.players):  # "You" becomes "Player 1" when a second human sits down
            if self.names[i] in ("", defaults[i]):
                self.names[i] = default_name(self.seats, i)
        self.check()

    def set_option(self, name: str, value: object) -> None:
        """One house rule changed."""
        self.rules = self.rules.replace(**{name: value})
        self.check()

    def check(self) -> str:
        """The reason the game cannot start (also shown beside Start), or ``""``."""
        try:
            self.rules.validate(self.players)
            self.problem = "" if "human" in self.seats else _("setup_scene.at_least_one_seat_must_892e")
        except OptionsError as error:
            self.problem = error_text(error)
        start = self.widgets.get("start")
        if start is not None:
            if self.problem:
                start.disable()
            else:
                start.enable()
        return self.problem

    def chosen_names(self) -> list[str]:
        """The names typed, trimmed, with the defaults where a name was left empty."""
        return [clean_name(name)[:NAME_LIMIT] or default_name(self.seats, i)
                for i, name in enumerate(self.names)]

    def start(self) -> None:
        """Remember this setup and open the table (an unfinished autosave is kept first)."""
        if self.check():
            return
        setup = LastSetup(self.rules, list(self.seats), self.chosen_names())
        try:
            write_last_setup(setup)
        except FileProblem as error:
            log.warning("the setup cannot be remembered: %s", error)
        kept = keep_unfinished() if continue_offer() is not None else []
        seed = random.SystemRandom().randrange(1, 2**31)
        self.app.nav.table(setup.rules, setup.seats, seed, AutoSaver(), setup.names, kept)

    # -- widgets -------------------------------------------------------------------

    def enter(self) -> None:
        """Left: preset, players, seats. Right: the rules in force, or the house-rule controls."""
        w, h = self.app.size
        gui, pad = self.app.gui, round(h * 0.04)
        row = max(28, round(h * 0.046))
        left = pygame.Rect(pad, round(h * 0.12), round(w * 0.46) - pad, 0)
        right = pygame.Rect(left.right + pad, left.top, w - left.right - 2 * pad, 0)
        label_w = round(left.width * 0.3)
        field = pygame.Rect(left.left + label_w, left.top, left.width - label_w, row)

        names = [_("setup_scene.game"), _("setup_scene.players"),
                 *(_("setup_scene.seat", number=seat + 1) for seat in range(self.players))]
        size = fitting_size(gui, names, (label_w, row), "#form_label")  # one size that fits all

        def label(rect: pygame.Rect, words: str, kind: str = "#form_label") -> None:
            self.widgets[f"label{len(self.widgets)}"] = pygame_gui.elements.UILabel(
                rect, words, manager=gui, object_id=label_id(size, kind))

        label(pygame.Rect(left.left, field.top, label_w, row), _("setup_scene.game"))
        self.preset_menu = Menu(gui, field, [(k, preset_title(k)) for k in PRESETS],
                                self.rules.preset if self.rules.preset in PRESETS else "oh-pshaw")
        field.y += row + 4
        note = font(scaled(h, 0.021))  # the preset's line, as draw() wraps it; it grows with the UI scale
        lines = len(wrap(preset_description(self.rules.preset), note, left.width))
        note_h = round(lines * note.get_linesize() * 1.1)
        self.note_box = pygame.Rect(left.left, field.top, left.width, note_h)
        field.y += max(round(row * 1.7), self.note_box.height + round(row * 0.35))
        label(pygame.Rect(left.left, field.top, label_w, row), _("setup_scene.players"))
        counts = range(self.rules.min_players, self.rules.max_players + 1)
        self.players_menu = Menu(gui, pygame.Rect(field.left, field.top, round(row * 2.6), row),
                                 [(n, str(n)) for n in counts], self.players)
        field.y += round(row * 1.45)
        self.kinds, self.entries = [], []
        step = min(round(row * 1.15), (h - round(h * 0.14) - field.top) // max(1, self.players))
        kind_w = round(left.width * 0.36)
        for seat in range(self.players):
            y = field.top + seat * step
            label(pygame.Rect(left.left, y, label_w, row), _("setup_scene.seat", number=seat + 1))
            self.kinds.append(Menu(gui, pygame.Rect(field.left, y, kind_w, row),
                                   [(k, kind_label(k)) for k in KINDS], self.seats[seat]))
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(field.left + kind_w + 8, y, field.width - kind_w - 8, row), manager=gui)
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_forbidden_characters(list(CONTROL_CHARACTERS))  # typed or pasted
            entry.set_text(self.names[seat])
            self.entries.append(entry)
        toggle = pygame.Rect(right.left, right.top, right.width, row)
        arrow = "▾" if self.house_open else "▸"
        self.widgets["house"] = pygame_gui.elements.UIButton(
            toggle, _("setup_scene.house_rules", arrow=arrow), manager=gui,
            tool_tip_text=_("setup_scene.change_the_rules_of_this_90f7"))
        body = pygame.Rect(right.left, toggle.bottom + round(row * 0.4), right.width, 0)
        body.height = h - round(h * 0.13) - body.top
        if self.house_open:
            self.form = house_rules_form(Form(gui, body, round(row * 0.92), 0.5, step=1.12),
                                         self.rules, self.players)
        else:
            self.widgets["summary"] = rules_box(self.app, self.rules, self.players, body)
        self._bottom(w, h, pad, gui)
        self.check()

    def _bottom(self, w: int, h: int, pad: int, gui: pygame_gui.UIManager) -> None:
        bw, bh = max(140, round(h * 0.2)), max(36, round(h * 0.058))
        y = h - round(h * 0.035) - bh
        self.widgets["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(pad, y, bw, bh), _("setup_scene.back"), manager=gui,
            tool_tip_text=_("setup_scene.main_menu_esc"))
        start = pygame.Rect(w - pad - bw, y, bw, bh)
        self.widgets["start"] = pygame_gui.elements.UIButton(start, _("setup_scene.start"), manager=gui,
                                                             object_id="#menu_button")
        self.problem_box = pygame.Rect(pad + bw + pad, y, start.left - 2 * pad - bw - pad, bh)

    def exit(self) -> None:
        """Kill every widget."""
        if self.form is not None:
            self.form.kill()
        self.form = None
        for widget in [*self.widgets.values(), *self.entries, *(k.widget for k in self.kinds)]:
            widget.kill()
        for menu in ("preset_menu", "players_menu"):
            if hasattr(self, menu):
                getattr(self, menu).widget.kill()
        self.widgets, self.entries, self.kinds = {}, [], []

    def rebuild(self) -> None:
        """Show the state again after a change of shape."""
        self.exit()
        self.enter()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Every control of the screen; Esc goes back to the menu, Enter starts."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            self.names[self.entries.index(event.ui_element)] = event.text
            return True
        if self.preset_menu.take(event):
            self.choose_preset(self.preset_menu.value)
            self.rebuild()
            return True
        if self.players_menu.take(event):
            self.set_players(self.players_menu.value)
            self.rebuild()
            return True
        for seat, menu in enumerate(self.kinds):
            if menu.take(event):
                self.set_kind(seat, menu.value)
                self.rebuild()
                return True
        changed = self.form.take(event) if self.form is not None else None
        if changed is not None:
            self.set_option(*changed)
            self.rebuild()  # the largest-hand choices follow the deck
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(event.ui_element)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False

    def _button(self, element: object) -> bool:
        if element is self.widgets.get("house"):
            self.house_open = not self.house_open
            self.rebuild()
        elif element is self.widgets.get("start"):
            self.start()
        elif element is self.widgets.get("back"):
            self.back()
        else:
            return False
        return True

    def back(self) -> None:
        """To the main menu."""
        self.app.nav.menu()

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the title and the preset's line (wrapped to its column)."""
        from ui.core.draw import TEXT, TEXT_DIM, felt
        from ui.core.fonts import text
        w, h = self.app.size
        surface.blit(felt((w, h)), (0, 0))
        title = text(_("setup_scene.new_game"), scaled(h, 0.045), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, round(h * 0.03))))
        size, y = scaled(h, 0.021), self.note_box.top
        for line in wrap(preset_description(self.rules.preset), font(size), self.note_box.width):
            shown = text(line, size, TEXT_DIM)
            surface.blit(shown, (self.note_box.left, y))
            y += round(shown.get_height() * 1.1)
        lines = [text(line, size, WARNING) for line in self.problem_lines()]
        y = self.problem_box.centery - sum(line.get_height() for line in lines) // 2
        for shown in lines:
            surface.blit(shown, shown.get_rect(topright=(self.problem_box.right, y)))
            y += shown.get_height()

    def problem_lines(self) -> list[str]:
        """Why Start is off, wrapped beside it (at most three lines)."""
        from ui.core.fonts import font, scaled
        size = scaled(self.app.size[1], 0.021)
        return wrap(self.problem, font(size), self.problem_box.width)[:3]

