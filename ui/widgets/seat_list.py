"""The setup screen's players: a stepper for how many, then one row per seat: a bot, a person
at this screen or a player on another computer (one button turns it over, in that order:
a friend beside you is one click from a bot, the network a second), the name, and a bot's
level.

The levels are the engine's (:data:`game.bots.PLAYABLE`), named by
:func:`ui.words.names.level_label`. Every widget is created with ``manager=``;
:meth:`SeatList.take` turns an event into what changed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from game.bots import PLAYABLE
from saves.last_setup import NAME_LIMIT
from saves.text import UNTYPABLE
from ui.widgets.controls import Menu, menu_width
from ui.widgets.text_field import TextField
from ui.words.i18n import _
from ui.words.names import level_label
from ui.words.seats import REMOTE


@dataclass(frozen=True)
class Change:
    """What a player changed: ``what`` is players, kind, level or name."""

    what: str
    seat: int = 0
    value: object = None


@dataclass(frozen=True)
class SeatRow:
    """The widgets of one seat (``level`` is ``None`` for a human)."""

    kind: pygame_gui.elements.UIButton
    entry: pygame_gui.elements.UITextEntryLine
    level: Menu | None


def next_kind(kind: str, bot_level: str) -> str:
    """The kind a seat's button turns ``kind`` into: a bot becomes a person, a person a
    player on another computer, and that a bot of ``bot_level`` again.

    >>> [next_kind(k, "normal") for k in ("hard", "human", "remote")]
    ['human', 'remote', 'normal']
    """
    if kind == "human":
        return REMOTE
    if kind == REMOTE:
        return bot_level
    return "human"


def levels() -> list[str]:
    """The bot levels a seat may have, easiest first."""
    return list(PLAYABLE)


def widths(manager: pygame_gui.UIManager, row_h: int) -> tuple[int, int, int, int]:
    """The widths a seat row needs: its number, the human/bot button, the level (the longest
    label in the theme's font, the drop-down's arrow and padding) and the least a name
    field should have."""
    theme = manager.get_theme()
    face = theme.get_font(["button"])
    pad = round(row_h * 0.5)
    kind = max(face.get_rect(words).width for words in (_("seats.human"), _("seats.bot"),
                                                        _("seats.remote"))) + pad
    level = menu_width(manager, [level_label(k) for k in levels()])
    return round(row_h * 0.9), kind, level, face.get_rect("Dmitri").width + pad


def needed_width(manager: pygame_gui.UIManager, row_h: int) -> int:
    """How wide the seat list must be for its rows' text to fit."""
    number, kind, level, entry = widths(manager, row_h)
    return number + kind + level + entry + 2 * max(4, round(row_h * 0.22))


class SeatList:
    """The stepper and the seat rows in ``area`` (``row_h`` high each)."""

    def __init__(self, manager: pygame_gui.UIManager, area: pygame.Rect, seats: list[str],
                 names: list[str], bounds: tuple[int, int], row_h: int) -> None:
        self.manager, self.seats = manager, seats
        low, high = bounds
        gap = max(4, round(row_h * 0.22))
        step = pygame.Rect(area.left, area.top, row_h, row_h)
        self.minus = pygame_gui.elements.UIButton(step, "−", manager=manager,
                                                  tool_tip_text=_("seats.fewer_tip"))
        self.value_box = pygame.Rect(step.right, area.top, round(row_h * 1.6), row_h)
        self.plus = pygame_gui.elements.UIButton(
            step.move(step.width + self.value_box.width, 0), "+", manager=manager,
            tool_tip_text=_("seats.more_tip"))
        if len(seats) <= low:
            self.minus.disable()
        if len(seats) >= high:
            self.plus.disable()
        self.note_at = (self.plus.rect.right + gap * 2, area.top + row_h // 2)
        self.rows: list[SeatRow] = []
        self.row_rects: list[pygame.Rect] = []
        top = area.top + row_h + round(row_h * 0.6)
        pitch = min(row_h + gap, (area.bottom - top) // max(1, len(seats)))
        number_w, kind_w, level_w, _entry = widths(manager, row_h)
        for seat, kind in enumerate(seats):
            y = top + seat * pitch
            height = min(row_h, pitch - 3)
            left = area.left + number_w
            self.row_rects.append(pygame.Rect(area.left, y, area.width, height))
            is_human = kind in ("human", REMOTE)  # a person, here or at another computer: no level
            toggle = pygame_gui.elements.UIButton(
                pygame.Rect(left, y, kind_w, height),
                _("seats.human") if kind == "human" else
                _("seats.remote") if kind == REMOTE else _("seats.bot"),
                manager=manager, object_id="#seat_kind",
                tool_tip_text=_("seats.remote_tip") if kind == REMOTE else _("seats.kind_tip"))
            entry_left = left + kind_w + gap
            entry_right = area.right - (0 if is_human else level_w + gap)
            entry = TextField(
                pygame.Rect(entry_left, y, entry_right - entry_left, height), manager=manager)
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_forbidden_characters(list(UNTYPABLE))  # typed or pasted
            entry.set_text(names[seat])
            level = None
            if not is_human:
                choices = [(k, level_label(k)) for k in levels()]
                if kind not in levels():
                    choices.append((kind, level_label(kind)))  # a level this version does not offer
                level = Menu(manager, pygame.Rect(area.right - level_w, y, level_w, height), choices, kind,
                             tip=_("seats.level_tip"))
            self.rows.append(SeatRow(toggle, entry, level))

    @property
    def entries(self) -> list[pygame_gui.elements.UITextEntryLine]:
        """The name fields, seat by seat."""
        return [row.entry for row in self.rows]

    def take(self, event: pygame.event.Event, bot_level: str) -> Change | None:
        """What ``event`` changed (a new bot gets ``bot_level``), or ``None``."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for seat, row in enumerate(self.rows):
                if event.ui_element is row.entry:
                    return Change("name", seat, event.text)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.minus:
                return Change("players", value=len(self.seats) - 1)
            if event.ui_element is self.plus:
                return Change("players", value=len(self.seats) + 1)
            for seat, row in enumerate(self.rows):
                if event.ui_element is row.kind:
                    return Change("kind", seat, next_kind(self.seats[seat], bot_level))
        for seat, row in enumerate(self.rows):
            if row.level is not None and row.level.take(event):
                return Change("kind", seat, row.level.value)
        return None

    def kill(self) -> None:
        """Remove every widget."""
        self.minus.kill()
        self.plus.kill()
        for row in self.rows:
            row.kind.kill()
            row.entry.kill()
            if row.level is not None:
                row.level.kill()
        self.rows = []
