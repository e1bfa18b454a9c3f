"""The main menu: the felt, four aces fanned as title art on the left, and the entries in one
column on a card on the right.

The entries keep one order and place; Continue comes on top, above them, when an
unfinished game is in the autosave, and only the gold entry (the one Enter chooses)
changes. A file that cannot be loaded leaves the player on the menu with the reason. When another
window has the data folder (:mod:`saves.startup`), or its lock file cannot be used, the
menu says so and offers only to play without saving or to quit.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.cards import Card
from saves.records import any_record
from saves.startup import Startup
from saves.text import display_path
from ui.cards import faces as art
from ui.continuing import Continuing, continue_newest, newest_offer
from ui.core.draw import TEXT, TEXT_DIM
from ui.core.fonts import fitted, font, scaled, text, wrap
from ui.core.keymap import Key, Keymap, everywhere, on
from ui.core.window import Window
from ui.net.hosting import network_offer
from ui.scene import ButtonScene, pressed
from ui.scenes.menu_layout import MenuMeasure, menu_rects
from ui.table.view import blit_card
from ui.widgets.look import backdrop, card
from ui.words.i18n import N_, _
from ui.words.save_messages import problem_lines

ACES = ("AC", "AD", "AH", "AS")


class MenuScene(ButtonScene):
    """Continue (when a game is saved), Quick game (you and three Normal bots at Oh Pshaw)
    and Quit; more as features land."""

    def __init__(self, app: Window, startup: Startup | None = None) -> None:
        super().__init__(app)
        self.offer: Continuing | None = None  # the table's game or the score pad, the newer
        self.network: str | None = None  # the network game hosted here and not over, in words
        self.message = ""  # why Continue failed, or what leaving the table reported
        self.startup = startup  # the program's start: another window may have the data folder
        self.newcomer = False  # no game was ever played here: Learn to play comes first
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
        if self.network is not None:
            first.append(("network", _("menu.continue_network")))
        # The rest stands in one order, always, so a returning player finds each entry where it
        # was: only the gold one changes (Learn to play for a newcomer).
        return [*first, ("new", _("menu.new_game")), ("quick", _("menu.quick_game")),
                ("learn", _("menu.learn_to_play")), ("join", _("menu.join_game")),
                ("pad", _("menu.score_pad")), ("load", _("menu.load_game")),
                ("stats", _("menu.statistics")), ("rules", _("menu.rules")), ("settings", _("menu.settings")),
                ("quit", _("menu.quit"))]

    def enter(self) -> None:
        """Look for a saved game, then build the column of entries for the window size: the
        entry Enter chooses is the gold one; Continue's line (which game) sits under it."""
        self.offer = None if self.another_window else newest_offer()
        self.newcomer = not self.another_window and not any_record()
        self.network = None if self.another_window else network_offer()
        entries = self.entries()
        default = self.default_entry()
        for key, rect in self.layout(entries).items():
            label = dict(entries)[key]
            tip = _("common.or_press_enter_tip") if key == default else None
            self.buttons[key] = pygame_gui.elements.UIButton(
                rect, label, manager=self.app.gui, tool_tip_text=tip,
                object_id="#primary" if key == default else "#menu_button")

    def default_entry(self) -> str | None:
        """The entry Enter chooses, gold: Continue when offered, else Learn to play until a game
        was ever played, else Quick game."""
        if self.another_window:
            return None
        if self.newcomer and self.offer is None:
            return "learn"
        return "continue" if self.offer is not None else "quick"

    def layout(self, entries: list[tuple[str, str]]) -> dict[str, pygame.Rect]:
        """Where each entry stands in this window at this text size (:mod:`ui.scenes.menu_layout`)."""
        theme = self.app.gui.get_theme()
        face = theme.get_font(["#primary", "button"])
        measure = MenuMeasure(
            self.app.size, int(theme.get_font(["#menu_button", "button"]).get_rect("Ag").height),
            max(face.get_rect(label).width for _, label in entries), self.caption_room(),
            keep_continue=not self.another_window and self.offer is None)
        captions = {key for key, shown in (("continue", self.offer), ("network", self.network)) if shown}
        return menu_rects([key for key, _label in entries], measure, captions)

    def caption_room(self) -> int:
        """The room a line under Continue takes."""
        return round(scaled(self.app.size[1], 0.02) * 1.5)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A pressed entry, or the keys of :meth:`keymap`."""
        key = pressed(event, self.buttons)
        if key is not None:
            self.choose(key)
            return True
        return self.keymap().handle(event)

    def keymap(self) -> Keymap:
        """Enter for Continue when a game is saved, else Quick game."""
        def default(event: pygame.event.Event) -> None:
            self.choose(self.default_entry() or "quick")
        return Keymap(Key(N_("keys.enter"), N_("keys.quick_game_or_continue"),
                          on(pygame.K_RETURN, pygame.K_KP_ENTER, do=default)),
                      *everywhere())

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
        elif key == "learn":
            self.app.nav.learn()
        elif key == "stats":
            self.app.nav.statistics()
        elif key == "new":
            self.app.nav.new_game()
        elif key == "pad":
            self.app.nav.score_pad_setup()
        elif key == "join":
            self.app.nav.join_game()
        elif key == "network":
            self.app.nav.continue_network()
        elif key == "rules":
            self.app.nav.rules()  # of the game set up last
        elif key == "settings":
            self.app.nav.settings()
        elif key == "quick":
            self.app.nav.quick_game(keep_autosave=self.offer is not None)

    def continue_game(self) -> None:
        """Continue the autosaved game or score pad; if it cannot be loaded, say why and stay."""
        messages = continue_newest(self.app.nav, self.offer)
        if messages:
            self.message = "  ·  ".join(messages)
            self.exit()  # a damaged file may have been moved aside: offer what is left
            self.enter()

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the title art (four aces fanned, the name, its line) left, the card under the
        entries right, Continue's line under it, and any message at the bottom."""
        w, h = self.app.size
        backdrop(surface, self.app.settings.high_contrast)
        self._title(surface)
        around = self.entries_card()
        if around is not None:
            surface.blit(card(self.app.gui, around.size), around)
        button = self.buttons.get("continue")
        if self.offer is not None and button is not None:
            size = scaled(h, 0.02)
            note = fitted(self.offer.subtitle, size, button.rect.width, TEXT_DIM)
            surface.blit(note, note.get_rect(midtop=(button.rect.centerx, button.rect.bottom
                                                     + round(size * 0.3))))
        button = self.buttons.get("network")
        if self.network is not None and button is not None:
            size = scaled(h, 0.02)
            note = fitted(self.network, size, button.rect.width, TEXT_DIM)
            surface.blit(note, note.get_rect(midtop=(button.rect.centerx, button.rect.bottom
                                                     + round(size * 0.3))))
        if self.another_window:
            self._another_window(surface)
        if self.message:  # each part on its own lines, wrapped (a message names a file); 4 at most
            size = scaled(h, 0.02)
            lines = [piece for part in self.message.split("  ·  ")
                     for piece in wrap(part, size, w - round(h * 0.08))][:4]
            for i, part in enumerate(lines):
                shown = text(part, size, TEXT)
                surface.blit(shown, shown.get_rect(midbottom=(w // 2, h - round(h * 0.02)
                                                              - (len(lines) - 1 - i) * round(h * 0.03))))

    def entries_card(self) -> pygame.Rect | None:
        """The card the entries stand on (none before they are made)."""
        if not self.buttons:
            return None
        h = self.app.size[1]
        rects = [pygame.Rect(b.rect) for b in self.buttons.values()]
        return rects[0].unionall(rects[1:]).inflate(round(h * 0.07), round(h * 0.07))

    def title_room(self) -> int:
        """How far right the title art may reach: to the entries' card, less a margin."""
        w, h = self.app.size
        around = self.entries_card()
        return w if around is None else around.left - round(h * 0.02)

    def _title(self, surface: pygame.Surface) -> None:
        """The four aces fanned, the name under them and its line, in the left part."""
        w, h = self.app.size
        room, edge = self.title_room(), round(h * 0.02)
        size = scaled(h, 0.085)
        card_w = round(h * 0.21 / art.RATIO)
        natural = max(font(size, True).size(_("menu.title"))[0], round(card_w * 2.6),
                      font(scaled(h, 0.026)).size(_("menu.tagline"))[0])
        # in its place, moved left as far as the entries' card needs, shrunk when even that is not enough
        cx = max((edge + room) // 2, min(round(w * 0.32), room - natural // 2))
        widest = min(round(w * 0.5), 2 * min(cx - edge, room - cx))
        cy = h * 0.36
        for i, code in enumerate(ACES):
            off = i - 1.5
            pos = (cx + off * card_w * 0.5, cy + abs(off) ** 2 * h * 0.006)
            blit_card(surface, art.face(Card.parse(code), card_w), pos, -off * 10)
        title = fitted(_("menu.title"), size, widest, TEXT, True)
        surface.blit(title, title.get_rect(midtop=(cx, round(cy + h * 0.15))))
        line = fitted(_("menu.tagline"), scaled(h, 0.026), widest, TEXT_DIM)
        surface.blit(line, line.get_rect(midtop=(cx, round(cy + h * 0.15) + title.get_height()
                                                 + round(h * 0.01))))

    def _another_window(self, surface: pygame.Surface) -> None:
        """Why only two entries: another window has these saves."""
        w, h = self.app.size
        size = scaled(h, 0.024)
        other = self.startup.other if self.startup is not None else None
        problem = self.startup.problem if self.startup is not None else None
        width = round(w * 0.5)
        if problem is not None and self.startup is not None:  # no lock: perhaps no other window
            lines = [*wrap(_("menu.lock_unusable", path=display_path(self.startup.claim.path),
                             reason=problem), size, width),
                     *wrap(_("menu.lock_unusable_play_unsaved"), size, width)]
        else:
            lines = [*wrap(_("menu.another_window_open", pid=other or "?"), size, width),
                     *wrap(_("menu.another_window_play_unsaved"), size, width)]
        quit_button = self.buttons.get("quit")
        top = quit_button.rect.bottom + round(h * 0.06) if quit_button is not None else h // 2
        centre = quit_button.rect.centerx if quit_button is not None else w // 2
        for i, line in enumerate(lines):  # below the two buttons, above any other message
            shown = text(line, size, TEXT if i == 0 else TEXT_DIM)
            surface.blit(shown, shown.get_rect(midtop=(centre, top + i * round(size * 1.35))))
