"""New game: the preset (as cards), the players (how many, and each seat a person or a bot
with a name and a level) and the rules (an overview, and every option the engine
offers on four pages); Start opens the table.

The screen's state is ``rules``, ``seats``, ``names`` and the rules ``tab``;
widgets show it and are built again when its shape changes. Changing the
preset resets the house rules to its own. A combination the engine refuses
shows its reason beside Start, which stays off. The setup that starts a game
is remembered (:mod:`saves.last_setup`).
"""

from __future__ import annotations

import logging
import random
from dataclasses import replace

import pygame
import pygame_gui

from game.house_rules import problem, with_option
from game.presets import PRESETS
from saves.autosave import AutoSaver
from saves.files import FileProblem
from saves.last_setup import NAME_LIMIT, LastSetup, read_last_setup, write_last_setup
from saves.text import clean_name
from ui.continuing import continue_offer, keep_unfinished
from ui.core.draw import TEXT, TEXT_DIM
from ui.core.fonts import fitted, font, scaled, text, ui_scale, ui_scale_at_most
from ui.core.keymap import Key, Keymap, everywhere, on
from ui.core.window import Window
from ui.scene import Scene
from ui.widgets.controls import wrap
from ui.widgets.house_rules import RulesPanel
from ui.widgets.look import backdrop, button_height, card, colour, control_height, heading, set_enabled
from ui.widgets.preset_cards import Preset, PresetCards, choose_sizes
from ui.widgets.seat_list import SeatList, needed_width
from ui.words.errors import error_text
from ui.words.i18n import N_, _, ngettext
from ui.words.names import option_label, preset_description, preset_title
from ui.words.rules_text import value_label
from ui.words.seats import REMOTE, default_name, names_in_language

WARNING = (255, 176, 138)  # the colour of a reason a game cannot start

log = logging.getLogger(__name__)


def remembered(app: Window) -> LastSetup:
    """The last setup that started a game, or Oh Pshaw with you and three bots. A person's
    default name follows the language ("You" remembered comes back as "Du" in German)."""
    setup, message = read_last_setup()
    if message:
        log.warning(message)
    if setup is None:
        return first_setup(app)
    return replace(setup, names=names_in_language(setup.seats, setup.names))


def first_setup(app: Window) -> LastSetup:
    """Oh Pshaw with you and three bots of the quick-game level."""
    seats = ["human"] + [app.settings.bot_level] * 3
    return LastSetup(PRESETS["oh-pshaw"], seats, [default_name(seats, i) for i in range(4)])


def preset_cards() -> list[Preset]:
    """What the preset cards say, in the engine's order."""
    return [Preset(key, preset_title(key), preset_description(key),
                   _("new_game.preset_players", low=rules.min_players, high=rules.max_players))
            for key, rules in PRESETS.items()]


class SetupScene(Scene):
    """The new-game screen (``MenuScene``'s New game)."""

    def __init__(self, app: Window, setup: LastSetup | None = None) -> None:
        super().__init__(app)
        start = setup or remembered(app)
        self.rules, self.seats, self.names = start.rules, list(start.seats), list(start.names)
        self.tab = "overview"
        self.problem = ""
        self.cards: PresetCards | None = None
        self.seat_list: SeatList | None = None
        self.panel: RulesPanel | None = None
        self.widgets: dict[str, pygame_gui.elements.UIButton] = {}
        self.columns: list[tuple[str, pygame.Rect]] = []  # each column's heading and area
        self.problem_box = pygame.Rect(0, 0, 0, 0)  # why Start is off, right-aligned beside it
        self.glance_box: pygame.Rect | None = None  # where the game at a glance was drawn last
        self.check()

    @property
    def players(self) -> int:
        """Seats at the table."""
        return len(self.seats)

    @property
    def entries(self) -> list[pygame_gui.elements.UITextEntryLine]:
        """The seats' name fields (tests type into them)."""
        return self.seat_list.entries if self.seat_list is not None else []

    # -- state -----------------------------------------------------------------

    def choose_preset(self, name: str) -> None:
        """Another preset: its rules (house rules reset), the player count kept if it fits."""
        self.rules = PRESETS[name]
        self.set_players(min(max(self.players, self.rules.min_players), self.rules.max_players))

    def set_players(self, count: int) -> None:
        """Add bot seats or drop the last seats (within the preset's range)."""
        count = min(max(count, self.rules.min_players), self.rules.max_players)
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
        """One house rule changed (the options tied to it follow: game.house_rules)."""
        self.rules = with_option(self.rules, name, value)
        self.check()

    def check(self) -> str:
        """The reason the game cannot start (also shown beside Start), or ``""``."""
        refused = problem(self.rules, self.players)
        if refused is not None:
            self.problem = error_text(refused)
        else:
            self.problem = "" if "human" in self.seats else _("new_game.needs_a_human")
        start = self.widgets.get("start")
        if start is not None:
            set_enabled(start, not self.problem)
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
        if REMOTE in setup.seats:  # players on other computers: this window hosts the table
            self.app.nav.host_table(setup.rules, setup.seats, setup.names)
            return
        kept = keep_unfinished() if continue_offer() is not None else []
        seed = random.SystemRandom().randrange(1, 2**31)
        self.app.nav.table(setup.rules, setup.seats, seed, AutoSaver(), setup.names, kept)

    # -- widgets -------------------------------------------------------------------

    def row_height(self) -> int:
        """A control's height: it follows the window height, and the text when it is larger."""
        return control_height(self.app.gui, self.app.size[1])

    def bar_height(self) -> int:
        """The height of Back and Start."""
        return button_height(self.app.gui, self.app.size[1])

    def layout(self) -> list[pygame.Rect]:
        """Where the game, the players and the rules go, each with its heading: three columns
        in a wide window; in a tall one the players above the rules, beside the games."""
        w, h = self.app.size
        pad, gap = round(h * 0.04), round(h * 0.035)
        row = self.row_height()
        top, bottom = round(h * 0.1), h - round(h * 0.035) - self.bar_height() - round(h * 0.04)
        seat_w = needed_width(self.app.gui, row) + 2 * round(row * 0.4)
        inner = w - 2 * pad - 2 * gap
        seats_w = max(round(inner * 0.32), seat_w)
        games_w = max(round(inner * 0.2), min(round(inner * 0.25), inner - seats_w - round(inner * 0.28)))
        rules_w = inner - games_w - seats_w
        if w >= 1.3 * h and rules_w >= round(inner * 0.28):  # wide enough for three columns
            widths = [games_w, seats_w, rules_w]
            lefts = [pad, pad + widths[0] + gap, pad + widths[0] + widths[1] + 2 * gap]
            return [pygame.Rect(x, top, width, bottom - top) for x, width in zip(lefts, widths, strict=True)]
        games = pygame.Rect(pad, top, round((w - 2 * pad - gap) * 0.34), bottom - top)
        right = pygame.Rect(games.right + gap, top, w - pad - games.right - gap, bottom - top)
        seats = round(row * 1.6) + self.players * (row + max(4, round(row * 0.22))) + round(row * 2.2)
        players = pygame.Rect(right.left, top, right.width, min(seats, round(right.height * 0.45)))
        rules = pygame.Rect(right.left, players.bottom + gap, right.width,
                            right.bottom - players.bottom - gap)
        return [games, players, rules]

    def enter(self) -> None:
        """The game (preset cards), the players and the rules; Back and Start below."""
        w, h = self.app.size
        pad = round(h * 0.04)
        row = self.row_height()
        seat_pad = round(row * 0.4)
        head_h = round(scaled(h, 0.018) * 2.2)
        boxes = self.layout()
        areas = [pygame.Rect(b.left, b.top + head_h, b.width, b.height - head_h) for b in boxes]
        heads = (_("new_game.column_game"), _("new_game.column_players"), _("new_game.column_rules"))
        self.columns = list(zip(heads, boxes, strict=True))
        self.cards = PresetCards(self.app.gui, areas[0], preset_cards(), self.rules.preset,
                                 scaled(h, 0.019), self.plain_card_size(areas[0]))
        seats = areas[1].inflate(-2 * seat_pad, -2 * seat_pad)
        self.seat_list = SeatList(self.app.gui, seats, self.seats, self.names,
                                  (self.rules.min_players, self.rules.max_players), row)
        self.panel = RulesPanel(self.app.gui, self.app.gui_scale, areas[2], self.rules, self.players,
                                self.tab, row)
        self._bottom(w, h, pad)
        self.check()

    def plain_card_size(self, games: pygame.Rect) -> int | None:
        """The preset cards' text size at the plain text setting in a column as wide as
        ``games`` (``None`` at that setting): larger text never draws them smaller."""
        if ui_scale() <= 1:
            return None
        h = self.app.size[1]
        with ui_scale_at_most(1.0):
            top = round(h * 0.1) + round(scaled(h, 0.018) * 2.2)
            design = scaled(h, 0.019)
        bottom = h - round(h * 0.035) - max(36, round(h * 0.058)) - round(h * 0.04)
        column = pygame.Rect(games.left, top, games.width, bottom - top)
        return choose_sizes(preset_cards(), column, max(4, round(games.height * 0.012)), design).line

    def _bottom(self, w: int, h: int, pad: int) -> None:
        gui = self.app.gui
        bw, bh = max(140, round(h * 0.2)), self.bar_height()
        y = h - round(h * 0.035) - bh
        self.widgets["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(pad, y, bw, bh), _("new_game.back"), manager=gui,
            tool_tip_text=_("new_game.back_tip"))
        start = pygame.Rect(w - pad - bw, y, bw, bh)
        self.widgets["start"] = pygame_gui.elements.UIButton(
            start, _("new_game.start"), manager=gui, object_id="#primary",
            tool_tip_text=_("common.or_press_enter_tip"))
        self.problem_box = pygame.Rect(pad + bw + pad, y - round(bh * 0.3), start.left - 2 * pad - bw - pad,
                                       round(bh * 1.6))

    def exit(self) -> None:
        """Kill every widget."""
        for part in (self.cards, self.seat_list, self.panel):
            if part is not None:
                part.kill()
        self.cards, self.seat_list, self.panel = None, None, None
        for widget in self.widgets.values():
            widget.kill()
        self.widgets = {}

    def rebuild(self) -> None:
        """Show the state again after a change of shape."""
        self.exit()
        self.enter()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Every control of the screen; Esc goes back to the menu, Enter starts."""
        if self.cards is not None:
            chosen = self.cards.take(event)
            if chosen is not None:
                if chosen != self.rules.preset:
                    self.choose_preset(chosen)
                    self.rebuild()
                return True
        if self.seat_list is not None:
            change = self.seat_list.take(event, self.app.settings.bot_level)
            if change is not None:
                if change.what == "name":
                    self.names[change.seat] = str(change.value)
                    return True
                if change.what == "players":
                    self.set_players(int(str(change.value)))
                else:
                    self.set_kind(change.seat, str(change.value))
                self.rebuild()
                return True
        picked = self.panel.take(event) if self.panel is not None else None
        if picked is not None:
            self.tab = picked.tab
            if picked.option is not None:
                self.set_option(picked.option, picked.value)
            self.rebuild()  # the values offered follow the options (a deck's largest hand)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.widgets.get("start"):
                self.start()
                return True
            if event.ui_element is self.widgets.get("back"):
                self.back()
                return True
        return self.keymap().handle(event)

    def keymap(self) -> Keymap:
        """Enter starts (when no button has the ring); Esc goes back to the menu."""
        return Keymap(Key(N_("keys.enter"), N_("keys.start_game"),
                          on(pygame.K_RETURN, pygame.K_KP_ENTER, do=lambda e: self.start())),
                      *everywhere(back=lambda e: self.back()))

    def back(self) -> None:
        """To the main menu."""
        self.app.nav.menu()

    # -- picture -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the title, the column headings, the cards under the players and the
        options, the player count and seat numbers, and why Start is off."""
        w, h = self.app.size
        gui = self.app.gui
        backdrop(surface, self.app.settings.high_contrast)
        title = text(_("new_game.title"), scaled(h, 0.04), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, round(h * 0.025))))
        size = scaled(h, 0.018)
        for words, area in self.columns:
            heading(surface, words, area.topleft, size, area.width, gui)
        if self.seat_list is not None:
            self._players(surface)
        if self.panel is not None and self.panel.form is not None:
            surface.blit(card(gui, self.panel.body.size), self.panel.body)
        self._glance(surface)
        small = self.problem_size()
        lines = [text(line, small, WARNING) for line in self.problem_lines()]
        y = self.problem_box.centery - sum(line.get_height() for line in lines) // 2
        for shown in lines:
            surface.blit(shown, shown.get_rect(topright=(self.problem_box.right, y)))
            y += shown.get_height()

    def _players(self, surface: pygame.Surface) -> None:
        """The card under the seats, the count between − and +, and each seat's number."""
        seats = self.seat_list
        assert seats is not None
        h, gui = self.app.size[1], self.app.gui
        area = self.columns[1][1]
        rows = seats.row_rects
        if rows:
            around = rows[0].unionall(rows[1:]).inflate(round(h * 0.03), round(h * 0.03))
            surface.blit(card(gui, around.size), around)
        count = text(str(self.players), round(seats.value_box.height * 0.62), TEXT, True)
        surface.blit(count, count.get_rect(center=seats.value_box.center))
        note = fitted(_("new_game.players_range", low=self.rules.min_players, high=self.rules.max_players),
                      scaled(h, 0.019), area.right - seats.note_at[0], TEXT_DIM)
        surface.blit(note, note.get_rect(midleft=seats.note_at))
        accent = tuple(colour(gui, "filled_bar", ["#switch"]))
        for seat, rect in enumerate(rows):
            human = self.seats[seat] == "human"
            number = text(str(seat + 1), round(rect.height * 0.5), accent if human else TEXT_DIM, True)
            surface.blit(number, number.get_rect(center=(rect.left + round(rect.height * 0.4),
                                                         rect.centery)))

    def glance(self) -> list[str]:
        """The game at a glance: how many rounds of how many cards, trump, scoring, and who
        shares the screen (empty when the game cannot be played)."""
        if problem(self.rules, self.players) is not None:
            return []
        sizes = self.rules.hand_sizes(self.players)
        rounds = ngettext("new_game.rounds", len(sizes))
        low, high = min(sizes), max(sizes)
        cards = ngettext("new_game.cards_each", low) if low == high \
            else _("new_game.cards_each_range", low=low, high=high)
        lines = [f"{rounds} · {cards}"]
        for name in ("trump", "scoring"):
            lines.append(_("rules.option_value", option=option_label(name),
                           value=value_label(name, getattr(self.rules, name))))
        people = self.seats.count("human")
        if people > 1:
            lines.append(ngettext("new_game.hotseat_note",
                                  people))
        return lines

    def _glance(self, surface: pygame.Surface) -> None:
        """The game at a glance on a card under the seats, when there is room for it."""
        self.glance_box = None
        if self.seat_list is None or not self.seat_list.row_rects:
            return
        h, gui = self.app.size[1], self.app.gui
        rows, area = self.seat_list.row_rects, self.columns[1][1]
        pad = round(h * 0.02)
        top = rows[-1].bottom + round(h * 0.05)
        box = pygame.Rect(area.left, top, area.width, area.bottom - top)
        with ui_scale_at_most(1.0):
            plain = scaled(h, 0.019)
        for size in range(scaled(h, 0.019), plain - 1, -1):  # as large as fits, not below plain text
            lines = [piece for line in self.glance() for piece in wrap(line, font(size), box.width - 2 * pad)]
            step = round(font(size).get_linesize() * 1.15)
            head = round(size * 2.1)
            need = 2 * pad + head + len(lines) * step
            if need <= box.height:
                break
        if not lines or need > box.height:
            return
        box.height = need
        self.glance_box = box
        surface.blit(card(gui, box.size), box)
        y = heading(surface, _("presets.this_game"), (box.left + pad, box.top + pad), size,
                    box.width - 2 * pad, gui)
        for line in lines:
            surface.blit(text(line, size, TEXT), (box.left + pad, y))
            y += step

    def problem_size(self) -> int:
        """The text size at which why Start is off fits three lines beside it."""
        size = scaled(self.app.size[1], 0.021)
        while size > 11 and len(wrap(self.problem, font(size), self.problem_box.width)) > 3:
            size -= 1
        return size

    def problem_lines(self) -> list[str]:
        """Why Start is off, wrapped beside it (three lines at most)."""
        return wrap(self.problem, font(self.problem_size()), self.problem_box.width)[:3]
