"""Join game: the tables found on the local network, the seats this computer holds at other
tables, and an address and a code typed by hand; then a free seat to take.

Finding tables runs in a thread of its own (:class:`netplay.browsing.Finder`) and the
connection in the client's (:class:`ui.net.link.GuestLink`): the screen only polls them
once a frame. A table found fills in the address; the join code always comes from the host
(it is never announced). A seat held before is taken back with its token, without the
code. Short help says what to try when the table cannot be seen.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

import pygame
import pygame_gui

from netplay.browsing import FinderFailed, FinderNotice, TableFound, TableGone
from netplay.discovery import Found
from netplay.seats import Presence, SeatKind, normal_code
from saves.joined import JoinedSeat, joined_seats
from saves.last_setup import read_last_setup
from saves.text import UNTYPABLE, clean_name
from ui.core.draw import GOLD, TEXT, TEXT_DIM
from ui.core.fonts import fitted, scaled, text, wrap
from ui.core.keymap import Key, Keymap, everywhere, on
from ui.core.window import Window
from ui.net.hosting import PORT
from ui.net.link import GuestLink
from ui.net.words import closed_text, seat_line
from ui.scene import ButtonScene, pressed
from ui.widgets.look import backdrop, button_height, card, control_height, heading
from ui.widgets.text_field import TextField
from ui.words.i18n import N_, _
from ui.words.names import preset_title
from ui.words.seats import is_default

#: Tables and held seats listed at most.
LISTED = 5
_HOST = re.compile(r"^[A-Za-z0-9.\-_%:]{1,253}$")


class Finding(Protocol):
    """What the screen needs of the thread that finds tables (:class:`netplay.browsing.Finder`)."""

    def start(self) -> None:
        """Start looking."""
        ...

    def poll(self) -> list[FinderNotice]:
        """What was heard since the last poll; never waits."""
        ...

    def stop(self, timeout: float = 3.0) -> bool:
        """Stop looking."""
        ...


def address_of(typed: str) -> tuple[str, int] | None:
    """The host and port of an address as typed: ``192.168.1.20:41873``, ``[fe80::1]:41873``,
    ``kitchen.local`` (the usual port); ``None`` when it is not one.

    >>> address_of(" 192.168.1.20:41873 "), address_of("[::1]:9000"), address_of("pc.local")
    (('192.168.1.20', 41873), ('::1', 9000), ('pc.local', 41873))
    >>> address_of("no way"), address_of("host:99999")
    (None, None)
    """
    typed = typed.strip()
    host, port = typed, str(PORT)
    if typed.startswith("["):
        end = typed.find("]")
        if end < 0:
            return None
        host, rest = typed[1:end], typed[end + 1:]
        if rest:
            if not rest.startswith(":"):
                return None
            port = rest[1:]
    elif typed.count(":") == 1:
        host, port = typed.split(":")
    if not host or not _HOST.match(host) or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


def default_name() -> str:
    """The name a player joins under: the person of the last setup when they typed one
    (a default such as "You" would tell the other players nothing), else "Player"."""
    setup, _message = read_last_setup()
    if setup is not None:
        for seat, name in zip(setup.seats, setup.names, strict=True):
            if seat == "human" and not is_default(name):
                return name
    return _("net.default_name")


class JoinScene(ButtonScene):
    """The Join game screen (the menu's Join game)."""

    def __init__(self, app: Window, finder: Callable[[], Finding] | None) -> None:
        super().__init__(app)
        self.finder = finder() if finder is not None else None
        self.finder_failed = ""
        self.found: dict[str, Found] = {}
        self.held: list[JoinedSeat] = joined_seats()[:LISTED]
        self.link: GuestLink | None = None
        self.problem = ""
        self.typed = {"address": "", "code": "", "name": default_name()}
        self.entries: dict[str, pygame_gui.elements.UITextEntryLine] = {}
        self.shape: tuple[object, ...] = ()
        self.handed_on = False
        self.rebuilding = False  # exit and enter to show a new state: the screen stays
        if self.finder is not None:
            self.finder.start()

    # -- lifecycle ---------------------------------------------------------------------------

    def boxes(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The tables found and the seats held (left); by hand, or the seats to take (right)."""
        w, h = self.app.size
        pad, gap = round(h * 0.05), round(h * 0.035)
        top, bottom = round(h * 0.12), h - round(h * 0.06) - button_height(self.app.gui, h) - round(h * 0.02)
        width = (w - 2 * pad - gap) // 2
        return (pygame.Rect(pad, top, width, bottom - top),
                pygame.Rect(pad + width + gap, top, w - 2 * pad - gap - width, bottom - top))

    def enter(self) -> None:
        """Back; the found tables and held seats as buttons; the fields and Join, or the seats."""
        h = self.app.size[1]
        gui = self.app.gui
        bw, bh = max(160, round(h * 0.22)), button_height(gui, h)
        y = h - round(h * 0.035) - bh
        self.buttons["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(round(h * 0.05), y, bw, bh), _("common.back"), manager=gui,
            tool_tip_text=_("common.back_tip"))
        left, right = self.boxes()
        pad = round(h * 0.03)
        row = control_height(gui, h)
        step = row + max(4, round(row * 0.25))
        top = left.top + pad + round(scaled(h, 0.02) * 2.4)
        for i, (name, found) in enumerate(list(self.found.items())[:LISTED]):
            self.buttons[f"found-{name}"] = pygame_gui.elements.UIButton(
                pygame.Rect(left.left + pad, top + i * step, left.width - 2 * pad, row),
                fitted_label(self._found_label(found), gui, left.width - 3 * pad), manager=gui,
                tool_tip_text=_("net.found_tip", address=self._address(found)))
        top += max(1, min(LISTED, len(self.found))) * step + round(scaled(h, 0.02) * 3.2)
        for i, held in enumerate(self.held[:3]):
            self.buttons[f"held-{i}"] = pygame_gui.elements.UIButton(
                pygame.Rect(left.left + pad, top + i * step, left.width - 2 * pad, row),
                fitted_label(_("net.rejoin", seat=held.seat + 1, game=held.game, address=_at(held)), gui,
                             left.width - 3 * pad), manager=gui, tool_tip_text=_("net.rejoin_tip"))
        if self._choosing():
            self._seat_buttons(right, pad, row, step)
        else:
            self._form(right, pad, row, step)
        self.shape = self._shape()

    def _form(self, box: pygame.Rect, pad: int, row: int, step: int) -> None:
        """The address, the code, the name, and Join."""
        gui, h = self.app.gui, self.app.size[1]
        label_w = round((box.width - 2 * pad) * 0.32)
        top = box.top + pad + round(scaled(h, 0.02) * 2.4)
        for i, key in enumerate(("address", "code", "name")):
            entry = TextField(
                pygame.Rect(box.left + pad + label_w, top + i * step, box.width - 2 * pad - label_w, row),
                manager=gui)
            entry.set_text_length_limit({"address": 80, "code": 16, "name": 40}[key])
            entry.set_forbidden_characters(list(UNTYPABLE))
            entry.set_text(self.typed[key])
            self.entries[key] = entry
        connecting = self.link is not None
        self.buttons["join"] = pygame_gui.elements.UIButton(
            pygame.Rect(box.right - pad - round(h * 0.2), top + 3 * step, round(h * 0.2), row),
            _("net.join"), manager=gui, object_id="#primary", tool_tip_text=_("common.or_press_enter_tip"))
        if connecting:
            self.buttons["join"].disable()

    def _seat_buttons(self, box: pygame.Rect, pad: int, row: int, step: int) -> None:
        """One button per free remote seat of the table seen."""
        assert self.link is not None
        gui, h = self.app.gui, self.app.size[1]
        top = box.top + pad + round(scaled(h, 0.02) * 2.4)
        for i, info in enumerate(self.link.state.seats):
            if info.kind is SeatKind.REMOTE and info.presence is Presence.FREE:
                self.buttons[f"seat-{info.seat}"] = pygame_gui.elements.UIButton(
                    pygame.Rect(box.left + pad, top + i * step, box.width - 2 * pad, row),
                    _("net.take_seat", seat=info.seat + 1), manager=gui, object_id="#primary")

    def exit(self) -> None:
        """Kill the widgets; leaving the screen, stop looking (and the connection, unless it
        goes on to the table)."""
        super().exit()
        for key, entry in self.entries.items():
            self.typed[key] = entry.get_text()
            entry.kill()
        self.entries = {}
        if not self.rebuilding:
            self.leave()

    def rebuild(self) -> None:
        """Show the screen's new state (the finder and the connection go on)."""
        self.rebuilding = True
        try:
            self.exit()
            self.enter()
        finally:
            self.rebuilding = False

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size: the same screen laid out again."""
        self.rebuild()

    def leave(self) -> None:
        """Stop looking for tables (and the connection, unless it goes on to the table)."""
        if self.finder is not None:
            self.finder.stop(1.0)
            self.finder = None
        if self.link is not None and not self.handed_on:
            self.link.close()
            self.link = None

    def _choosing(self) -> bool:
        return self.link is not None and self.link.seen and self.link.state.seat is None \
            and not self.link.state.closed

    def _shape(self) -> tuple[object, ...]:
        seats = tuple((s.seat, s.kind, s.presence) for s in self.link.state.seats) if self.link else ()
        return tuple(self.found), self._choosing(), seats, self.link is not None

    # -- frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Take what the finder and the client heard."""
        if self.finder is not None:
            for notice in self.finder.poll():
                if isinstance(notice, TableFound):
                    self.found[notice.found.name] = notice.found
                elif isinstance(notice, TableGone):
                    self.found.pop(notice.name, None)
                elif isinstance(notice, FinderFailed):
                    self.finder_failed = notice.reason
        link = self.link
        if link is not None:
            link.update()
            state = link.state
            if state.seat is not None and not self.handed_on:
                self.handed_on = True
                self.app.nav.net_table(link)  # this screen exits: the finder stops
                return
            if state.closed:
                self.problem = closed_text(state.closed, state.refused)
                link.close()
                self.link = None
        if self._shape() != self.shape:
            self.rebuild()

    def busy(self) -> bool:
        """Tables and the host's answers may come any frame."""
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The buttons, the fields, Enter and Esc."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for key, entry in self.entries.items():
                if event.ui_element is entry:
                    self.typed[key] = event.text
                    return True
        pressed_key = pressed(event, self.buttons)
        if pressed_key is None:
            return self.keymap().handle(event)
        key = pressed_key
        if key == "back":
            self.back()
        elif key == "join":
            self.join()
        elif key.startswith("found-"):
            found = self.found.get(key[6:])
            if found is not None:
                self.choose_found(found)
        elif key.startswith("held-"):
            self.rejoin(self.held[int(key[5:])])
        elif key.startswith("seat-") and self.link is not None:
            self.link.sit(int(key[5:]))
        return True

    def keymap(self) -> Keymap:
        """Enter joins; Esc goes back to the menu."""
        return Keymap(Key(N_("keys.enter"), N_("keys.join_table"), on(pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                  do=lambda e: self.join())),
                      *everywhere(back=lambda e: self.back()))

    def back(self) -> None:
        """To the menu (the screen's exit stops looking)."""
        self.app.nav.menu()

    def choose_found(self, found: Found) -> None:
        """A table found: its address in the field (the code still comes from its host)."""
        self.typed["address"] = self._address(found)
        if "address" in self.entries:
            self.entries["address"].set_text(self.typed["address"])
        self.problem = _("net.now_the_code") if not found.playable else ""
        if not found.playable:
            self.problem = _("net.other_version", app=found.app)

    def join(self) -> None:
        """Reach the host at the address typed with the code typed, to see its seats."""
        if self.link is not None:
            return
        where = address_of(self.typed["address"])
        code = normal_code(self.typed["code"])
        name = clean_name(self.typed["name"]).strip()[:40]
        if where is None:
            self.problem = _("net.bad_address")
        elif not 4 <= len(code) <= 16:
            self.problem = _("net.bad_code")
        elif not name:
            self.problem = _("net.needs_a_name")
        else:
            self.problem = ""
            host, port = where
            game = next((preset_title(f.preset) for f in self.found.values()
                         if port == f.port and host in f.addresses), "")
            self.link = GuestLink(host, port, name, code=code, game=game)
        self.rebuild()

    def rejoin(self, held: JoinedSeat) -> None:
        """Take back a seat held before, with its token."""
        if self.link is None:
            self.problem = ""
            self.link = GuestLink(held.address, held.port, held.name, token=held.token, game=held.game)

    # -- words -------------------------------------------------------------------------------

    @staticmethod
    def _address(found: Found) -> str:
        host = found.addresses[0]
        return f"[{host}]:{found.port}" if ":" in host else f"{host}:{found.port}"

    def _found_label(self, found: Found) -> str:
        return _("net.found_line", name=found.name, game=preset_title(found.preset)
                 if found.preset else "?", free=found.free, players=found.players)

    # -- picture -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the title, the two cards and their words."""
        w, h = self.app.size
        gui = self.app.gui
        backdrop(surface, self.app.settings.high_contrast)
        title = text(_("net.join_title"), scaled(h, 0.045), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, round(h * 0.03))))
        left, right = self.boxes()
        for box in (left, right):
            surface.blit(card(gui, box.size), box)
        pad, small = round(h * 0.03), scaled(h, 0.02)
        heading(surface, _("net.found_heading"), (left.left + pad, left.top + pad), small,
                left.width - 2 * pad, gui)
        row = control_height(gui, h)
        step = row + max(4, round(row * 0.25))
        top = left.top + pad + round(small * 2.4)
        if not self.found:
            line = _("net.finder_failed") if self.finder_failed or self.finder is None else _("net.looking")
            for i, piece in enumerate(wrap(line, small, left.width - 2 * pad)[:2]):
                surface.blit(text(piece, small, TEXT_DIM), (left.left + pad, top + i * round(small * 1.35)))
        top += max(1, min(LISTED, len(self.found))) * step + round(small * 0.8)
        if self.held:
            heading(surface, _("net.held_heading"), (left.left + pad, top), small, left.width - 2 * pad, gui)
            top += round(small * 2.4) + min(3, len(self.held)) * step
        top += round(small * 0.6)
        step_y = round(small * 1.35)
        for piece in wrap(_("net.cannot_see_help"), small, left.width - 2 * pad):
            if top + step_y > left.bottom - pad:
                break
            surface.blit(text(piece, small, TEXT_DIM), (left.left + pad, top))
            top += step_y
        if self._choosing():
            self._draw_seats(surface, right, pad, small)
        else:
            self._draw_form(surface, right, pad, small, row, step)
        if self.problem:
            img = fitted(self.problem, small, w - 2 * pad, GOLD)
            surface.blit(img, img.get_rect(midbottom=(w // 2, left.bottom + round(small * 1.6))))

    def _draw_form(self, surface: pygame.Surface, box: pygame.Rect, pad: int, small: int, row: int,
                   step: int) -> None:
        gui = self.app.gui
        heading(surface, _("net.by_hand_heading"), (box.left + pad, box.top + pad), small,
                box.width - 2 * pad, gui)
        top = box.top + pad + round(small * 2.4)
        labels = (_("net.address"), _("net.code"), _("net.name"))
        label_w = round((box.width - 2 * pad) * 0.32)
        for i, label in enumerate(labels):
            img = fitted(label, small, label_w - 8, TEXT)
            surface.blit(img, img.get_rect(midleft=(box.left + pad, top + i * step + row // 2)))
        y = top + 4 * step + round(small * 0.5)
        lines = [_("net.connecting")] if self.link is not None else wrap(_("net.by_hand_help"), small,
                                                                          box.width - 2 * pad)
        for piece in lines[:5]:
            surface.blit(text(piece, small, GOLD if self.link is not None else TEXT_DIM), (box.left + pad, y))
            y += round(small * 1.35)

    def _draw_seats(self, surface: pygame.Surface, box: pygame.Rect, pad: int, small: int) -> None:
        assert self.link is not None
        gui, h = self.app.gui, self.app.size[1]
        heading(surface, _("net.choose_seat_heading"), (box.left + pad, box.top + pad), small,
                box.width - 2 * pad, gui)
        row = control_height(gui, h)
        step = row + max(4, round(row * 0.25))
        top = box.top + pad + round(small * 2.4)
        for i, info in enumerate(self.link.state.seats):
            if f"seat-{info.seat}" in self.buttons:
                continue
            img = fitted(f"{info.seat + 1}  {seat_line(info)}", small, box.width - 2 * pad, TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(box.left + pad, top + i * step + row // 2)))


def fitted_label(label: str, gui: pygame_gui.UIManager, width: int) -> str:
    """``label`` cut with an ellipsis to fit a button ``width`` pixels wide in the theme's font."""
    face = gui.get_theme().get_font(["button"])
    while len(label) > 4 and face.get_rect(label).width > width:
        label = label[:-2] + "…"
    return label


def _at(held: JoinedSeat) -> str:
    return f"[{held.address}]:{held.port}" if ":" in held.address else f"{held.address}:{held.port}"
