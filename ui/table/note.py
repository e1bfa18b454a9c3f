"""A box of words on the table, with buttons under them: the coach's note, a lesson's step.

The box stands at the top left, under the round's status lines, where a table of up to
four players leaves the felt empty. It keeps off what the table shows there (plates, fans,
piles, the trick's cards: :func:`keep_off`): where its words would reach down to a seat, it
grows wider (fewer lines) as far as the room allows, or starts a little higher, under the
round's line. Its words wrap to its width and its buttons are
pygame_gui's (so they take the theme, the focus ring and the keys), made when the box is
placed and killed when it goes; the key that presses a button is written small under it,
as under the table's corner buttons. The table draws the box (drawing changes nothing) and
hands it the events; the box says which of its buttons was pressed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

import pygame
import pygame_gui

from ui.core.draw import GOLD, RED, TEXT, TEXT_DIM, panel
from ui.core.fonts import fitted, outline, scaled, text, wrap
from ui.core.veil import DIM
from ui.core.window import Window
from ui.table.layout import TableLayout
from ui.table.seating import CARD_RATIO, ring_width, trick_reach

#: Extra figures drawn under the words: (label, value, best) per badge.
Badges = Sequence[tuple[str, str, bool]]
#: left, top, width, height
Box = tuple[float, float, float, float]
#: The widest the box grows to keep off the seats, over the window's width.
WIDEST = 0.62
#: The box's top over the window's height: under the round's line and the note that may
#: stand under it (a rebid, a tie-break), else higher, just under the round's line (where
#: that note shows, the table adds it to what the box keeps off).
TOPS = (0.11, 0.085, 0.065)
#: The box's text size over the window's height: the first, else (where no place at that
#: size is clear of the table) a little smaller, as small as the hint's figures at least.
SHARES = (0.021, 0.0195, 0.018)


def _overlap(box: pygame.Rect, other: Box) -> float:
    """The area ``box`` and ``other`` share."""
    x = min(box.right, other[0] + other[2]) - max(box.left, other[0])
    y = min(box.bottom, other[1] + other[3]) - max(box.top, other[1])
    return max(0.0, x) * max(0.0, y)


@lru_cache(maxsize=16)
def keep_off(lay: TableLayout) -> tuple[Box, ...]:
    """What the note keeps off on the table ``lay``: every seat's plate with its turn ring and
    dealer chip, its fan of backs, its pile of tricks, and the trick's cards where they land
    (turned, with their shadow, glow or "led" tag), each with a little air."""
    air = round(lay.size[1] * 0.01)
    boxes: list[Box] = []
    ring = ring_width(lay.plate_size[1], False)
    card_w, card_h = lay.trick_w, lay.trick_w * CARD_RATIO
    reach = trick_reach(card_w) + card_h * 0.07  # a card turned a few degrees stands wider
    for spot in lay.seats:
        parts = [lay.plate_rect(spot.seat), lay.chip_rect(spot.seat), lay.pile_box(spot.seat)]
        if spot.seat != lay.me:
            parts.append(lay.fan_box(spot.seat))
        x, y = spot.trick
        parts.append((x - card_w / 2 - reach, y - card_h / 2 - reach, card_w + 2 * reach,
                      card_h + 2 * reach))
        for left, top, width, height in parts:
            pad = air + ring
            boxes.append((left - pad, top - pad, width + 2 * pad, height + 2 * pad))
    return tuple(boxes)


class TableNote:
    """One box: a heading, words, badges and buttons, or nothing (``shown`` False)."""

    def __init__(self, app: Window, object_id: str = "#table_note") -> None:
        self.app = app
        self.object_id = object_id
        self.heading = ""
        self.words = ""
        self.alert = ""  # a correction over the words (a lesson's answer to a wrong choice)
        self.badges: list[tuple[str, str, bool]] = []
        self.labels: list[tuple[str, str]] = []  # (key, label) of each button, left to right
        self.key_names: dict[str, str] = {}  # by button: the key written under it
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.rect: pygame.Rect | None = None
        self.hidden = False
        self.centred = False  # in the middle of the table (the game is over), not top left
        self.avoid: tuple[Box, ...] = ()  # what the box keeps off (:func:`keep_off`)
        self.share = SHARES[0]  # the text size over the window's height (:meth:`box` picks it)
        self._placed: tuple[object, pygame.Rect, float] | None = None  # the last box worked out

    @property
    def shown(self) -> bool:
        """Something is in the box."""
        return bool(self.words)

    def set(self, heading: str, words: str, labels: Sequence[tuple[str, str]] = (),
            badges: Badges = (), alert: str = "", key_names: Mapping[str, str] | None = None) -> None:
        """Put ``words`` under ``heading`` in the box, with ``alert`` (a correction) between
        them, a button per (key, label) with the key that presses it (``key_names``, by the
        button's key) written under it, and ``badges`` (the hint's figures) under the words;
        the box is laid out anew."""
        content = (heading, words, list(labels), list(badges), alert, dict(key_names or {}))
        if content == (self.heading, self.words, self.labels, self.badges, self.alert,
                       self.key_names):
            return
        self.heading, self.words, self.labels, self.badges, self.alert, self.key_names = content
        self._kill_buttons()

    def clear(self) -> None:
        """Empty the box (its buttons go)."""
        self.set("", "")

    # -- where it stands -------------------------------------------------------------------

    def sizes(self) -> tuple[int, int, int]:
        """The text size, the line pitch and the button height for the window (and the text
        size :meth:`box` chose)."""
        size = scaled(self.app.size[1], self.share)
        return size, round(size * 1.25), max(30, round(size * 2.0))

    def _key_size(self) -> int:
        """The size of the keys written by the buttons: as under the corner buttons."""
        return max(11, round(self.app.size[1] * 0.016))

    def _key_beside(self) -> int:
        """The room the key of a lone button takes left of it (its width and a gap), which
        costs the box no line; 0 for none or for several buttons (the key goes under)."""
        if len(self.labels) != 1 or self.labels[0][0] not in self.key_names:
            return 0
        size = self._key_size()
        return text(self.key_names[self.labels[0][0]], size, TEXT_DIM).get_width() + size // 2

    def _keys_height(self) -> int:
        """The room the keys under the buttons take (none when no button has one, or when
        the key of a lone button stands beside it)."""
        if self._key_beside() or not any(key in self.key_names for key, _label in self.labels):
            return 0
        return self._key_size() + 2

    def box(self) -> pygame.Rect:
        """The box for the window and its content: top left, under the status lines, clear of
        what it keeps off (:attr:`avoid`): as it is, else the nearest width that is (a little
        narrower, or wider up to :data:`WIDEST` of the window), else a little higher
        (:data:`TOPS`), else in a slightly smaller text (:data:`SHARES`); where nothing is
        clear, where it covers least. Sets the text size (:meth:`sizes`)."""
        key = (self.app.size, self.app.gui_scale, self.avoid, self.centred, self.heading,
               self.words, self.alert, tuple(self.labels), tuple(self.badges),
               tuple(sorted(self.key_names.items())))
        if self._placed is not None and self._placed[0] == key:
            self.share = self._placed[2]
            return self._placed[1].copy()
        box = self._find()
        self._placed = (key, box.copy(), self.share)
        return box

    def _find(self) -> pygame.Rect:
        """:meth:`box`, worked out."""
        w, h = self.app.size
        width = max(260, min(round(w * 0.4), round(h * 0.66)))
        self.share = SHARES[0]
        if self.centred:
            box = pygame.Rect(0, 0, width, self._height(width))
            box.center = (w // 2, round(h * 0.42))
            return box
        left = round(h * 0.02)
        step = max(8, round(w * 0.02))
        # the widths nearest its own first: a little narrower may pass beside a seat
        widths = sorted({width, *range(width - 4 * step, round(w * WIDEST) + 1, step)},
                        key=lambda wide: abs(wide - width))
        least: tuple[float, float, pygame.Rect] | None = None  # (covered, share, box)
        for share in SHARES:
            self.share = share
            heights: dict[int, int] = {}  # by width: the same at every top
            for top in TOPS:
                for wide in widths:
                    if wide not in heights:
                        heights[wide] = self._height(wide)
                    box = pygame.Rect(left, round(h * top), wide, heights[wide])
                    covered = sum(_overlap(box, other) for other in self.avoid) \
                        + max(0, box.bottom - h) * box.width
                    if not covered:
                        return box
                    if least is None or covered < least[0]:
                        least = (covered, share, box)
        assert least is not None
        self.share = least[1]
        return least[2]

    def _height(self, width: int) -> int:
        """The box's height at ``width``: its words wrapped to it, the heading, the alert,
        the badges and the buttons."""
        size, pitch, button_h = self.sizes()
        inner = width - 2 * round(size * 0.9)
        words = wrap(self.words, size, inner)
        height = round(size * 0.9) * 2 + (len(words) + len(self._heading_lines(inner))) * pitch
        if self.alert:
            height += len(self._alert_lines(inner)) * pitch + round(size * 0.5)
        if self.badges:
            height += self._badge_rows(inner) * (round(size * 1.6) + 4) + round(size * 0.4)
        rows = len(self._button_rows(inner))
        if self._inline(inner, words):  # the buttons' row and the last line are one
            height += button_h - pitch
        elif rows:
            height += rows * button_h + (rows - 1) * round(size * 0.5) + round(size * 0.6)
        return height + self._keys_height()

    def _inline(self, inner: int, words: list[str]) -> bool:
        """The buttons stand on one row beside the last line of ``words`` (the words wrapped
        to ``inner``), which leaves them room (no badges between them): the box is a line
        shorter."""
        rows = self._button_rows(inner)
        if len(rows) != 1 or self.badges or not words:
            return False
        size = self.sizes()[0]
        gap = round(size * 0.5)
        last = words[-1]
        buttons = sum(self._widths()) + gap * (len(self.labels) - 1) + self._key_beside()
        return text(last, size, TEXT).get_width() + 2 * size + buttons <= inner

    def _widths(self) -> list[int]:
        """Each button's width: its label in the bolder of the two button faces, padded."""
        size = self.sizes()[0]
        theme = self.app.gui.get_theme()
        faces = [theme.get_font(["#primary", "button"]), theme.get_font(["#menu_button", "button"])]
        return [max(face.get_rect(label).width for face in faces) + round(size * 2.2)
                for _key, label in self.labels]

    def _button_rows(self, inner: int) -> list[list[int]]:
        """The buttons (by index) on one row when they fit side by side, else one a row."""
        if not self.labels:
            return []
        gap = round(self.sizes()[0] * 0.5)
        if sum(self._widths()) + gap * (len(self.labels) - 1) <= inner:
            return [list(range(len(self.labels)))]
        return [[i] for i in range(len(self.labels))]

    def _heading_lines(self, inner: int) -> list[str]:
        """The heading, wrapped (its bold letters are wider than the plain ones wrap measures)."""
        return wrap(self.heading, self.sizes()[0], round(inner * 0.9)) if self.heading else []

    def _alert_lines(self, inner: int) -> list[str]:
        """The correction, wrapped (bold, like the heading)."""
        return wrap(self.alert, self.sizes()[0], round(inner * 0.9)) if self.alert else []

    def _badge_rows(self, inner: int) -> int:
        size = self.sizes()[0]
        per_row = max(1, inner // self._badge_width(size))
        return -(-len(self.badges) // per_row)

    def _badge_width(self, size: int) -> int:
        widest = max((text(f"{label} {value}", size, TEXT, True).get_width()
                      for label, value, _ in self.badges), default=0)
        return widest + round(size * 1.2)

    def place(self) -> None:
        """Lay the box out for the window; make its buttons when it has none yet."""
        if not self.shown:
            self.rect = None
            return
        rect = self.box()
        if rect == self.rect and (self.buttons or not self.labels):
            return
        self._kill_buttons()
        self.rect = rect
        size, _pitch, button_h = self.sizes()
        pad = round(size * 0.9)
        inner = rect.width - 2 * pad
        rows = self._button_rows(inner)
        if not rows:
            return
        widths = self._widths()
        gap = round(size * 0.5)
        y = rect.bottom - pad - self._keys_height() - len(rows) * button_h - (len(rows) - 1) * gap
        for row in rows:
            if len(row) == 1 and len(rows) > 1:
                widths[row[0]] = inner  # one a row: as wide as the box
            x = rect.right - pad - sum(widths[i] for i in row) - gap * (len(row) - 1)
            for i in row:
                key, label = self.labels[i]
                button_rect = pygame.Rect(max(rect.left + pad, x), y, widths[i], button_h)
                is_primary = key == self.labels[-1][0]
                self.buttons[key] = pygame_gui.elements.UIButton(
                    button_rect, label, manager=self.app.gui,
                    object_id="#primary" if is_primary else "#menu_button")
                if self.hidden:
                    self.buttons[key].hide()
                x += widths[i] + gap
            y += button_h + gap

    def pressed(self, event: pygame.event.Event) -> str | None:
        """The key of the box's button ``event`` pressed, if any."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return None
        for key, button in self.buttons.items():
            if event.ui_element is button:
                return key
        return None

    def hide(self, hidden: bool) -> None:
        """An overlay covers the table (True) or is gone: the buttons hide or come back."""
        self.hidden = hidden
        for button in self.buttons.values():
            if hidden:
                button.hide()
            else:
                button.show()

    def kill(self) -> None:
        """Kill the buttons (the table leaves or is laid out anew)."""
        self._kill_buttons()
        self.rect = None

    def _kill_buttons(self) -> None:
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}
        self.rect = None

    # -- drawing (changes nothing) ------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The box, its heading in gold, its words and its badges (the buttons are pygame_gui's)."""
        rect = self.rect
        if rect is None or not self.shown or self.hidden:
            return
        size, pitch, _button_h = self.sizes()
        pad = round(size * 0.9)
        if self.centred:  # the lesson's last word: a dialog of its own, on the table dimmed
            surface.fill((DIM, DIM, DIM), special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(panel(rect.size, 255 if self.centred else 215, 12, (8, 22, 15)), rect)
        pygame.draw.rect(surface, GOLD, rect, width=outline(surface.get_height(), 2), border_radius=12)
        y = rect.top + pad
        for line in self._heading_lines(rect.width - 2 * pad):
            surface.blit(fitted(line, size, rect.width - 2 * pad, GOLD, True), (rect.left + pad, y))
            y += pitch
        if self.alert:
            for line in self._alert_lines(rect.width - 2 * pad):
                surface.blit(text(line, size, RED, True), (rect.left + pad, y))
                y += pitch
            y += round(size * 0.5)
        lines = wrap(self.words, size, rect.width - 2 * pad)
        beside = self._inline(rect.width - 2 * pad, lines)  # the last line, level with the buttons
        for n, line in enumerate(lines):
            lower = (self.sizes()[2] - pitch) // 2 if beside and n == len(lines) - 1 else 0
            surface.blit(text(line, size, TEXT), (rect.left + pad, y + lower))
            y += pitch
        if self.badges:
            y += round(size * 0.4)
            self._draw_badges(surface, rect.left + pad, y, rect.width - 2 * pad, size)
        key_left = bool(self._key_beside())
        for key, button in self.buttons.items():
            if key in self.key_names:  # the key that presses it, small and dim beside or under it
                img = text(self.key_names[key], self._key_size(), TEXT_DIM)
                at = button.rect
                spot = img.get_rect(midright=(at.left - self._key_size() // 2, at.centery)) if key_left \
                    else img.get_rect(midtop=(at.centerx, at.bottom + 2))
                surface.blit(img, spot)

    def _draw_badges(self, surface: pygame.Surface, left: int, top: int, width: int,
                     size: int) -> None:
        """The figures as the hint shows them: one badge per choice, the best in gold."""
        cell = self._badge_width(size)
        per_row = max(1, width // cell)
        height = round(size * 1.6)
        for i, (label, value, best) in enumerate(self.badges):
            row, col = divmod(i, per_row)
            box = pygame.Rect(left + col * cell, top + row * (height + 4), cell - 6, height)
            ink = (40, 30, 5) if best else TEXT
            if best:
                pygame.draw.rect(surface, GOLD, box, border_radius=5)
            else:
                pygame.draw.rect(surface, (120, 160, 135), box, width=outline(surface.get_height()),
                                 border_radius=5)
            img = text(f"{label} {value}", size, ink, True)
            surface.blit(img, img.get_rect(center=box.center))
