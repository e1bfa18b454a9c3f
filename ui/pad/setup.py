"""A new score pad (R-G5): the game and its house rules, the players in the order they sit
(clockwise) and who deals first; Start opens the pad.

The screen's state is ``rules``, ``names`` and ``first``; widgets show it and are
rebuilt when its shape changes. ▲ and ▼ move a player to another seat (the first
dealer goes with the player). Names typed are kept; an empty one becomes "Player N",
and two players of one name are refused (the statistics tell players by name). The
last pad's setup is offered again (its own file beside the table's). Impossible
options show the engine's reason beside Start, which stays off.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame
import pygame_gui

from game.house_rules import problem, with_option
from game.presets import PRESETS
from game.rules import Rules
from saves.autosave import SCORE_PAD, AutoSaver
from saves.files import FileProblem
from saves.last_setup import NAME_LIMIT, LastSetup, read_last_setup, write_last_setup
from saves.paths import config_dir
from saves.text import UNTYPABLE, clean_name
from ui.continuing import keep_unfinished_pad, pad_offer
from ui.core.draw import TEXT, TEXT_DIM, felt
from ui.core.fonts import font, scaled, text
from ui.core.keymap import Key, Keymap, everywhere, on
from ui.core.text_fit import fitting_size, label_id
from ui.core.window import Window
from ui.pad.rules_form import pad_rules_form
from ui.scene import Scene
from ui.widgets.controls import Form, Menu, wrap
from ui.widgets.look import set_enabled
from ui.widgets.rules_box import rules_box
from ui.widgets.text_field import TextField
from ui.words.errors import error_text
from ui.words.i18n import N_, _
from ui.words.names import preset_description, preset_title
from ui.words.seats import default_name, names_in_language

log = logging.getLogger(__name__)
WARNING = (255, 176, 138)  # the colour of a reason the pad cannot start
FIRST_PLAYERS = 4


def last_pad_setup_path() -> Any:
    """The file of the last score pad's setup, beside the table's last setup."""
    return config_dir() / "last_pad_setup.json"


def remembered_pad() -> tuple[Rules, list[str]]:
    """The last score pad's rules and names, or Oh Pshaw for four players."""
    setup, message = read_last_setup(last_pad_setup_path())
    if message:
        log.warning(message)
    if setup is None:
        return PRESETS["oh-pshaw"], [default_name(["human"] * FIRST_PLAYERS, i) for i in range(FIRST_PLAYERS)]
    return setup.rules, names_in_language(setup.seats, setup.names)  # "Player 2" follows the language


class PadSetupScene(Scene):
    """The score pad's new-game screen (the menu's Score pad)."""

    def __init__(self, app: Window) -> None:
        super().__init__(app)
        self.rules, self.names = remembered_pad()
        self.first = 0
        self.house_open = False
        self.problem = ""
        self.form: Form | None = None
        self.menus: dict[str, Menu] = {}
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.widgets: dict[str, Any] = {}
        self.note_box = pygame.Rect(0, 0, 0, 0)
        self.problem_box = pygame.Rect(0, 0, 0, 0)
        self.check()

    @property
    def players(self) -> int:
        """Players at the table."""
        return len(self.names)

    # -- state -----------------------------------------------------------------------------

    def choose_preset(self, name: str) -> None:
        """Another game: its rules (house rules reset), the players kept if they fit."""
        self.rules = PRESETS[name]
        self.set_players(min(max(self.players, self.rules.min_players), self.rules.max_players))

    def set_players(self, count: int) -> None:
        """Add players (named "Player N") or drop the last ones."""
        while self.players < count:
            self.names.append(default_name(["human"] * (self.players + 1), self.players))
        del self.names[count:]
        self.first = min(self.first, count - 1)
        self.check()

    def move(self, seat: int, step: int) -> None:
        """The player in ``seat`` changes places with the one ``step`` seats on (round the
        table); whoever deals first still does."""
        other = (seat + step) % self.players
        self.names[seat], self.names[other] = self.names[other], self.names[seat]
        if self.first in (seat, other):
            self.first = other if self.first == seat else seat

    def set_option(self, name: str, value: object) -> None:
        """One house rule changed (tied options follow)."""
        self.rules = with_option(self.rules, name, value)
        self.check()

    def chosen_names(self) -> list[str]:
        """The names typed, trimmed, with "Player N" where a name was left empty."""
        everyone = ["human"] * self.players
        return [clean_name(name).strip()[:NAME_LIMIT] or default_name(everyone, i)
                for i, name in enumerate(self.names)]

    def check(self) -> str:
        """The reason the pad cannot start (also shown beside Start), or ``""``."""
        refused = problem(self.rules, self.players)
        names = [n.casefold() for n in self.chosen_names()]
        twice = next((n for i, n in enumerate(self.chosen_names()) if names[i] in names[:i]), None)
        if refused is not None:
            self.problem = error_text(refused)
        elif twice is not None:
            self.problem = _("pad.setup.duplicate_name", name=twice)
        else:
            self.problem = ""
        start = self.widgets.get("start")
        if start is not None:
            set_enabled(start, not self.problem)
        return self.problem

    def start(self) -> None:
        """Remember this setup and open the pad (an unfinished pad is kept first)."""
        if self.check():
            return
        names = self.chosen_names()
        try:
            write_last_setup(LastSetup(self.rules, ["human"] * self.players, names), last_pad_setup_path())
        except FileProblem as error:
            log.warning("the score pad's setup cannot be remembered: %s", error)
        kept = keep_unfinished_pad() if pad_offer() is not None else []
        self.app.nav.new_score_pad(self.rules, names, self.first, AutoSaver(stem=SCORE_PAD), kept)

    # -- widgets -------------------------------------------------------------------------

    def enter(self) -> None:
        """Left: the game, the players and their seats. Right: the rules, or the house rules."""
        w, h = self.app.size
        gui, pad = self.app.gui, round(h * 0.04)
        tall = gui.get_theme().get_font(["button"]).get_rect("Ägj").height  # grows with the UI scale
        row = max(28, round(h * 0.046), round(tall * 1.45))  # the form's rows are 0.86 of it
        left = pygame.Rect(pad, round(h * 0.12), round(w * 0.5) - pad, 0)
        right = pygame.Rect(left.right + pad, left.top, w - left.right - 2 * pad, 0)
        label_w = round(left.width * 0.24)
        field = pygame.Rect(left.left + label_w, left.top, left.width - label_w, row)
        words = [_("pad.setup.game"), _("pad.setup.players"),
                 *(_("pad.setup.seat", number=seat + 1) for seat in range(self.players))]
        size = fitting_size(gui, words, (label_w, row), "#form_label")

        def label(rect: pygame.Rect, shown: str) -> None:
            self.widgets[f"label{len(self.widgets)}"] = pygame_gui.elements.UILabel(
                rect, shown, manager=gui, object_id=label_id(size, "#form_label"))

        label(pygame.Rect(left.left, field.top, label_w, row), _("pad.setup.game"))
        self.menus["preset"] = Menu(gui, field, [(k, preset_title(k)) for k in PRESETS],
                                    self.rules.preset if self.rules.preset in PRESETS else "oh-pshaw")
        field.y += row + 4
        note = font(scaled(h, 0.021))
        lines = len(wrap(preset_description(self.rules.preset), note, left.width))
        note_h = round(lines * note.get_linesize() * 1.1)
        self.note_box = pygame.Rect(left.left, field.top, left.width, note_h)
        field.y += max(round(row * 1.7), self.note_box.height + round(row * 0.35))
        label(pygame.Rect(left.left, field.top, label_w, row), _("pad.setup.players"))
        counts = range(self.rules.min_players, self.rules.max_players + 1)
        self.menus["players"] = Menu(gui, pygame.Rect(field.left, field.top, round(row * 2.6), row),
                                     [(n, str(n)) for n in counts], self.players)
        field.y += round(row * 1.45)
        self._seats(field, row, label_w, label)
        toggle = pygame.Rect(right.left, right.top, right.width, row)
        arrow = "▾" if self.house_open else "▸"
        self.widgets["house"] = pygame_gui.elements.UIButton(
            toggle, _("pad.setup.house_rules", arrow=arrow), manager=gui,
            tool_tip_text=_("pad.setup.house_rules_tip"))
        body = pygame.Rect(right.left, toggle.bottom + round(row * 0.4), right.width, 0)
        body.height = h - round(h * 0.13) - body.top
        if self.house_open:
            self.form = pad_rules_form(Form(gui, body, round(row * 0.86), 0.5, step=1.1), self.rules,
                                       self.players)
        else:
            self.widgets["summary"] = rules_box(gui, self.app.gui_scale, self.rules, self.players, body)
        self._bottom(w, h, pad)
        self.check()

    def _seats(self, field: pygame.Rect, row: int, label_w: int, label: Any) -> None:
        """A row per seat: its number, the name, ▲ ▼ and who deals first."""
        gui, h = self.app.gui, self.app.size[1]
        step = min(round(row * 1.15), (h - round(h * 0.14) - field.top) // max(1, self.players))
        arrow_w = row
        deals = _("pad.setup.deals_first")
        face = gui.get_theme().get_font(["button"])  # the theme's, grown by the UI scale
        deal_w = max(round(row * 3.6), face.get_rect("● " + deals).width + row)
        name_w = field.width - 2 * (arrow_w + 4) - deal_w - 12
        self.entries = []
        for seat in range(self.players):
            y = field.top + seat * step
            label(pygame.Rect(field.left - label_w, y, label_w, row),
                  _("pad.setup.seat", number=seat + 1))
            entry = TextField(pygame.Rect(field.left, y, name_w, row), manager=gui)
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_forbidden_characters(list(UNTYPABLE))
            entry.set_text(self.names[seat])
            self.entries.append(entry)
            x = field.left + name_w + 4
            for key, symbol, tip in ((f"up:{seat}", "▲", _("pad.setup.move_up_tip")),
                                     (f"down:{seat}", "▼", _("pad.setup.move_down_tip"))):
                self.widgets[key] = pygame_gui.elements.UIButton(
                    pygame.Rect(x, y, arrow_w, row), symbol, manager=gui, tool_tip_text=tip)
                x += arrow_w + 4
            dealer = seat == self.first
            first = pygame_gui.elements.UIButton(
                pygame.Rect(x + 8, y, deal_w, row), ("● " if dealer else "○ ") + deals, manager=gui,
                tool_tip_text=_("pad.setup.deals_first_tip"))
            if dealer:
                first.select()
            self.widgets[f"first:{seat}"] = first

    def _bottom(self, w: int, h: int, pad: int) -> None:
        gui = self.app.gui
        bw, bh = max(140, round(h * 0.2)), max(36, round(h * 0.058))
        y = h - round(h * 0.035) - bh
        self.widgets["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(pad, y, bw, bh), _("pad.setup.back"), manager=gui,
            tool_tip_text=_("pad.setup.back_tip"))
        start = pygame.Rect(w - pad - bw, y, bw, bh)
        self.widgets["start"] = pygame_gui.elements.UIButton(
            start, _("pad.setup.start"), manager=gui, object_id="#primary")  # gold, as New game's
        self.problem_box = pygame.Rect(pad + bw + pad, y, start.left - 2 * pad - bw - pad, bh)

    def exit(self) -> None:
        """Kill every widget."""
        if self.form is not None:
            self.form.kill()
        self.form = None
        for widget in [*self.widgets.values(), *self.entries, *(m.widget for m in self.menus.values())]:
            widget.kill()
        self.widgets, self.entries, self.menus = {}, [], {}

    def rebuild(self) -> None:
        """Show the state again after a change of shape."""
        self.exit()
        self.enter()

    # -- input ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Every control; Enter in a name goes to the next one; Esc back, Enter starts."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            self.names[self.entries.index(event.ui_element)] = event.text
            self.check()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.entries:
            at = self.entries.index(event.ui_element)
            following = self.entries[at + 1] if at + 1 < len(self.entries) else self.widgets["start"]
            self.app.focus.set(following, self.app.gui)
            return True
        if self.menus["preset"].take(event):
            self.choose_preset(self.menus["preset"].value)
            self.rebuild()
            return True
        if self.menus["players"].take(event):
            self.set_players(self.menus["players"].value)
            self.rebuild()
            return True
        changed = self.form.take(event) if self.form is not None else None
        if changed is not None:
            self.set_option(*changed)
            self.rebuild()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(event.ui_element)
        return self.keymap().handle(event)

    def keymap(self) -> Keymap:
        """Enter starts (when no button has the ring); Esc goes back to the menu."""
        return Keymap(Key(N_("keys.enter"), N_("keys.start_game"),
                          on(pygame.K_RETURN, pygame.K_KP_ENTER, do=lambda e: self.start())),
                      *everywhere(back=lambda e: self.app.nav.menu()))

    def _button(self, element: object) -> bool:
        key = next((k for k, w in self.widgets.items() if w is element), None)
        if key is None:
            return False
        kind, _sep, seat = key.partition(":")
        if key == "house":
            self.house_open = not self.house_open
        elif key == "start":
            self.start()
            return True
        elif key == "back":
            self.app.nav.menu()
            return True
        elif kind in ("up", "down"):
            self.move(int(seat), -1 if kind == "up" else 1)
        elif kind == "first":
            self.first = int(seat)
        else:
            return False
        ringed = self.app.focus.shown
        self.rebuild()
        if ringed and key in self.widgets:  # the ring stays on the button pressed
            self.app.focus.set(self._after(kind, int(seat) if seat else 0, key), self.app.gui)
        return True

    def _after(self, kind: str, seat: int, key: str) -> Any:
        """Where the ring goes after ``key``: the moved player's arrow, else the same button."""
        if kind in ("up", "down"):
            moved = (seat + (-1 if kind == "up" else 1)) % self.players
            return self.widgets.get(f"{kind}:{moved}", self.widgets[key])
        return self.widgets[key]

    # -- picture -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the title, the game's line and why Start is off."""
        w, h = self.app.size
        surface.blit(felt((w, h)), (0, 0))
        title = text(_("pad.setup.title"), scaled(h, 0.045), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, round(h * 0.025))))
        sub = text(_("pad.setup.subtitle"), scaled(h, 0.02), TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, round(h * 0.025) + title.get_height())))
        size, y = scaled(h, 0.021), self.note_box.top
        for line in wrap(preset_description(self.rules.preset), font(size), self.note_box.width):
            shown = text(line, size, TEXT_DIM)
            surface.blit(shown, (self.note_box.left, y))
            y += round(shown.get_height() * 1.1)
        lines = [text(line, size, WARNING)
                 for line in wrap(self.problem, font(size), self.problem_box.width)[:3]]
        y = self.problem_box.centery - sum(line.get_height() for line in lines) // 2
        for shown in lines:
            surface.blit(shown, shown.get_rect(topright=(self.problem_box.right, y)))
            y += shown.get_height()
