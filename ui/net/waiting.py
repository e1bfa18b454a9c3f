"""The host's waiting table: where others join (this computer's addresses and the port),
the join code, and each seat — a person here, a bot, or a remote seat waiting for someone.

A waiting remote seat can be given to a bot for good; Start begins at once (a seat still
waiting is played by the stand-in bot until someone takes it with the code). The game also
begins by itself once every remote seat is taken. Back closes the table; a table whose
game has begun stays saved for Continue.
"""

from __future__ import annotations

import pygame
import pygame_gui

from netplay.seats import Presence, SeatKind
from ui.core.draw import GOLD, TEXT, TEXT_DIM
from ui.core.fonts import fitted, scaled, text, wrap
from ui.core.keymap import Key, Keymap, everywhere, on
from ui.core.window import Window
from ui.net.link import HostLink
from ui.net.words import seat_line
from ui.scene import ButtonScene, pressed
from ui.widgets.look import backdrop, button_height, card, heading
from ui.words.i18n import N_, _
from ui.words.names import preset_title
from ui.words.seats import BOT_NAMES


class WaitingScene(ButtonScene):
    """The host's table before the game begins."""

    def __init__(self, app: Window, link: HostLink, messages: list[str] | None = None) -> None:
        super().__init__(app)
        self.link = link
        self.messages = list(messages or [])
        self.shape: tuple[object, ...] = ()  # what the buttons were made for
        self.handed_on = False  # the table went on to the game: the link lives on

    # -- lifecycle ----------------------------------------------------------------------

    def boxes(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where to join (left) and the seats (right)."""
        w, h = self.app.size
        pad, gap = round(h * 0.05), round(h * 0.035)
        top, bottom = round(h * 0.13), h - round(h * 0.06) - button_height(self.app.gui, h) - round(h * 0.03)
        width = (w - 2 * pad - gap) // 2
        return (pygame.Rect(pad, top, width, bottom - top),
                pygame.Rect(pad + width + gap, top, w - 2 * pad - gap - width, bottom - top))

    def row_height(self) -> int:
        """A seat's row."""
        h = self.app.size[1]
        return max(34, round(h * 0.062), button_height(self.app.gui, h))

    def enter(self) -> None:
        """Back and Start; a "bot plays" button beside each waiting seat."""
        w, h = self.app.size
        gui = self.app.gui
        theme = gui.get_theme()
        widest = max(theme.get_font(["button"]).get_rect(_("net.close_table")).width,
                     theme.get_font(["#primary", "button"]).get_rect(_("net.start_now")).width)
        bw = min(w // 3, max(170, round(h * 0.24), widest + round(h * 0.04)))  # the labels whole
        bh = button_height(gui, h)
        y = h - round(h * 0.035) - bh
        pad = round(h * 0.05)
        self.buttons["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(pad, y, bw, bh), _("net.close_table"), manager=gui,
            tool_tip_text=_("net.close_table_tip"))
        self.buttons["start"] = pygame_gui.elements.UIButton(
            pygame.Rect(w - pad - bw, y, bw, bh), _("net.start_now"), manager=gui, object_id="#primary",
            tool_tip_text=_("net.start_now_tip"))
        _left, right = self.boxes()
        row = self.row_height()
        inner = right.inflate(-2 * round(h * 0.03), 0)
        bot_w = max(round(inner.width * 0.34), gui.get_theme().get_font(["button"]).get_rect(
            _("net.seat_to_bot")).width + round(row * 0.6))
        for info in self.link.state.seats:
            if info.kind is SeatKind.REMOTE and info.presence is Presence.FREE:
                rect = pygame.Rect(inner.right - bot_w, self.row_top(info.seat), bot_w,
                                   row - round(row * 0.15))
                self.buttons[f"bot-{info.seat}"] = pygame_gui.elements.UIButton(
                    rect, _("net.seat_to_bot"), manager=gui, tool_tip_text=_("net.seat_to_bot_tip"))
        self.shape = self._shape()

    def row_top(self, seat: int) -> int:
        """The top of ``seat``'s row in the seats' card."""
        h = self.app.size[1]
        return self.boxes()[1].top + round(h * 0.03) + round(scaled(h, 0.02) * 2.4) + seat * self.row_height()

    def _shape(self) -> tuple[object, ...]:
        return tuple((s.seat, s.kind, s.presence) for s in self.link.state.seats)

    def exit(self) -> None:
        """Kill the buttons (the link stays: the table goes on, or was closed)."""
        super().exit()

    # -- frame ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Take the host's notices; the game begun, on to the table."""
        self.link.update()
        state = self.link.state
        if state.started and not self.handed_on:
            self.handed_on = True
            self.app.nav.net_table(self.link)
            return
        if self._shape() != self.shape:
            self.exit()
            self.enter()

    def busy(self) -> bool:
        """The host's notices may come any frame."""
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Start, Back, and the seats' bot buttons."""
        key = pressed(event, self.buttons)
        if key == "start":
            self.start()
        elif key == "back":
            self.close()
        elif key is not None and key.startswith("bot-"):
            seat = int(key[4:])
            self.link.bot_seat(seat, BOT_NAMES[seat % len(BOT_NAMES)])
        else:
            return self.keymap().handle(event)
        return True

    def keymap(self) -> Keymap:
        """Enter starts; Esc closes the table."""
        return Keymap(Key(N_("keys.enter"), N_("keys.start_game"),
                          on(pygame.K_RETURN, pygame.K_KP_ENTER, do=lambda e: self.start())),
                      *everywhere(back=lambda e: self.close()))

    def start(self) -> None:
        """Begin now: seats still waiting are played by a bot until taken."""
        if not self.link.state.closed:
            self.link.start()

    def close(self) -> None:
        """Close the table and go back to the menu."""
        self.link.close()
        self.app.nav.menu()

    # -- picture --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the title, where to join and the code, the seats."""
        w, h = self.app.size
        gui = self.app.gui
        backdrop(surface, self.app.settings.high_contrast)
        rules = self.link.state.rules
        title = _("net.waiting_title", game=preset_title(rules.preset)) if rules \
            else _("net.waiting_title_plain")
        shown = fitted(title, scaled(h, 0.042), w - round(h * 0.1), TEXT, True)
        surface.blit(shown, shown.get_rect(midtop=(w // 2, round(h * 0.03))))
        left, right = self.boxes()
        for box in (left, right):
            surface.blit(card(gui, box.size), box)
        self._where(surface, left)
        self._seats(surface, right)
        foot = self.messages + ([_("net.not_announced")] if self.link.unannounced else [])
        if self.link.state.closed:
            foot = [_("net.cannot_host", reason=self.link.state.closed)]
        size = scaled(h, 0.019)
        for i, line in enumerate(foot[-2:]):
            img = fitted(line, size, w - round(h * 0.1), GOLD)
            bottom = left.bottom + round(h * 0.005) + (i + 1) * round(size * 1.3)
            surface.blit(img, img.get_rect(midbottom=(w // 2, bottom)))

    def _where(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The code, large; the addresses; what the others do."""
        h = self.app.size[1]
        gui = self.app.gui
        pad = round(h * 0.03)
        width = box.width - 2 * pad
        small = scaled(h, 0.02)
        y = heading(surface, _("net.join_code"), (box.left + pad, box.top + pad), small, width, gui)
        code = self.link.state.code
        big = fitted(" ".join(code), scaled(h, 0.075), width, GOLD, True)
        surface.blit(big, (box.left + pad, y))
        y += big.get_height() + round(h * 0.03)
        y = heading(surface, _("net.addresses"), (box.left + pad, y), small, width, gui)
        addresses = self.link.state.addresses
        lines = list(addresses[:4]) if addresses else [_("net.starting")]
        for line in lines:
            img = fitted(line, scaled(h, 0.03), width, TEXT, True)
            surface.blit(img, (box.left + pad, y))
            y += round(img.get_height() * 1.15)
        if not addresses and self.link.state.closed:
            return
        y += round(h * 0.02)
        help_lines = wrap(_("net.how_to_join"), small, width) + wrap(_("net.cannot_see_help"), small, width)
        for line in help_lines:
            if y + small * 1.4 > box.bottom - pad:
                break
            surface.blit(text(line, small, TEXT_DIM), (box.left + pad, y))
            y += round(small * 1.35)

    def _seats(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Each seat's number and who plays it (a waiting seat says so, in gold)."""
        h = self.app.size[1]
        gui = self.app.gui
        pad = round(h * 0.03)
        small = scaled(h, 0.02)
        heading(surface, _("net.seats_heading"), (box.left + pad, box.top + pad), small,
                box.width - 2 * pad, gui)
        row = self.row_height()
        size = scaled(h, 0.024)
        for info in self.link.state.seats:
            top = self.row_top(info.seat)
            waiting = info.kind is SeatKind.REMOTE and info.presence is not Presence.HERE
            button = self.buttons.get(f"bot-{info.seat}")
            right = (button.rect.left - round(h * 0.01)) if button is not None else box.right - pad
            number = text(str(info.seat + 1), size, GOLD if waiting else TEXT_DIM, True)
            centre_y = top + (row - round(row * 0.15)) // 2
            surface.blit(number, number.get_rect(midleft=(box.left + pad, centre_y)))
            x = box.left + pad + round(size * 1.6)
            line = fitted(seat_line(info), size, right - x, GOLD if waiting else TEXT)
            surface.blit(line, line.get_rect(midleft=(x, centre_y)))
