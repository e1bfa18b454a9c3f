"""Labelled controls for the setup and settings screens: a drop-down of named values and an
on/off switch, gathered in a :class:`Form` that reports which value changed. A form's
labels share one size, smaller than the theme's when one would not fit (ui/core/text_fit.py).

Every widget is created with an explicit ``manager=`` and killed by :meth:`Form.kill`.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from ui.core.text_fit import SMALLEST, fitting_size, label_id, menu_id
from ui.widgets.dropdown import Dropdown
from ui.widgets.switch import SwitchButton, track_size

#: A label above its drop-down (a stacked row) is this share of a row high.
LABEL = 0.8


def _number(manager: pygame_gui.UIManager, key: str, ids: list[str], default: int) -> int:
    """A whole number of the theme's (the first of a list), or ``default``."""
    try:
        return int(str(manager.get_theme().get_misc_data(key, ids)).split(",")[0])
    except (LookupError, ValueError):
        return default


def menu_width(manager: pygame_gui.UIManager, labels: list[str], size: int | None = None) -> int:
    """How wide a drop-down must be to show the longest of ``labels`` whole: the text (at
    ``size`` pixels, or the theme's), its padding, the arrow and the border."""
    theme = manager.get_theme()
    ids = [f"{menu_id(size)}.#selected_option"] if size is not None else []
    face = theme.get_font([*ids, "drop_down_menu.#selected_option", "button"])

    arrow = _number(manager, "open_button_width", ["drop_down_menu"], 20)
    pad = _number(manager, "text_horiz_alignment_padding", ["drop_down_menu.#selected_option"], 0)
    shadow = _number(manager, "shadow_width", ["drop_down_menu"], 2)
    widest = max((face.get_rect(label).width for label in labels), default=0)
    return widest + 2 * pad + arrow + 2 * shadow + 4


def menu_size(manager: pygame_gui.UIManager, labels: list[str], width: int) -> int | None:
    """The text size at which a drop-down ``width`` wide shows every one of ``labels`` whole:
    ``None`` when the theme's own does, else the largest smaller size (down to the smallest)."""
    if menu_width(manager, labels) <= width:
        return None
    own = manager.get_theme().get_font(["button"]).get_point_size()
    for size in range(own - 1, SMALLEST, -1):
        if menu_width(manager, labels, size) <= width:
            return size
    return SMALLEST


class Menu:
    """A drop-down of ``(value, label)`` choices; the label shown is the value chosen."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect,
                 choices: list[tuple[Any, str]], value: Any, container: Any = None,
                 tip: str = "") -> None:
        self.choices = choices
        self.value = value
        shown = next((label for v, label in choices if v == value), choices[0][1])
        labels = [label for _, label in choices]
        size = menu_size(manager, labels, rect.width)  # a smaller text when the longest is too wide
        self.widget: pygame_gui.elements.UIDropDownMenu = Dropdown(labels, shown, rect, manager, container,
                                                                   object_id=menu_id(size))
        if tip:
            self.widget.set_tooltip(tip)

    def take(self, event: pygame.event.Event) -> bool:
        """True when ``event`` changed this menu (``value`` is then the new one)."""
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED or event.ui_element is not self.widget:
            return False
        for value, label in self.choices:
            if label == event.text:
                self.value = value
                return True
        return False

    def kill(self) -> None:
        """Remove the widget."""
        self.widget.kill()


class Switch:
    """An on/off switch (:class:`~ui.widgets.switch.SwitchButton`) that flips when pressed;
    ``rect`` is the row's control area: the switch sits at its right end."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect, value: bool,
                 container: Any = None, tip: str = "") -> None:
        self.value = value
        size = track_size(rect.height)
        place = pygame.Rect((0, 0), size)
        # at the drop-downs' visible right edge: theirs is inset by their shadow
        place.midright = (rect.right - _number(manager, "shadow_width", ["drop_down_menu"], 2), rect.centery)
        self.button = SwitchButton(place, value, manager, container, tool_tip_text=tip or None)
        self.widget: pygame_gui.elements.UIButton = self.button

    def take(self, event: pygame.event.Event) -> bool:
        """True when ``event`` pressed this switch (it has flipped)."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element is not self.widget:
            return False
        self.value = self.button.flip()
        return True

    def kill(self) -> None:
        """Remove the widget."""
        self.widget.kill()


class Form:
    """Rows of ``label  control``, laid out top to bottom inside ``area``, with headings
    between groups (the scene draws them where :attr:`headings` says)."""

    def __init__(self, manager: pygame_gui.UIManager, area: pygame.Rect, row_h: int,
                 label_share: float = 0.55, container: Any = None, step: float = 1.18) -> None:
        self.manager, self.area, self.row_h, self.step = manager, area, row_h, step
        self.label_share = label_share
        self.label_w = round(area.width * label_share)
        self.container = container
        self.controls: dict[str, Menu | Switch] = {}
        self.labels: dict[str, pygame_gui.elements.UILabel] = {}
        self.headings: list[tuple[str, pygame.Rect]] = []
        self.kinds: dict[str, str] = {}  # each label's theme block
        self.label_size: int | None = None  # pixels, when the theme's own is too large for a label
        self.y = area.top

    def next_column(self, area: pygame.Rect) -> None:
        """Go on at the top of ``area`` (a second column or card)."""
        self.area, self.y = area, area.top
        self.label_w = round(area.width * self.label_share)

    def heading(self, words: str, height: int) -> None:
        """A heading ``height`` pixels high above the next rows (drawn by the scene)."""
        self.headings.append((words, pygame.Rect(self.area.left, self.y, self.area.width, height)))
        self.y += height

    def _row(self, name: str, label: str, tip: str, enabled: bool, stacked: bool = False,
             marked: bool = False, switch: bool = False) -> pygame.Rect:
        """The label of a row, and where its control goes: beside it, or under it (``stacked``,
        for a drop-down whose values are long). A ``marked`` label is in the accent colour."""
        width = self.area.width if stacked else self.label_w
        if switch:  # the label has the row but for the switch at its end
            width = self.area.width - track_size(self.row_h)[0] - round(self.row_h * 0.3)
        height = round(self.row_h * LABEL) if stacked else self.row_h
        rect = pygame.Rect(self.area.left, self.y, width, height)
        self.kinds[name] = "#changed_label" if marked else "#form_label"
        self._fit(label, (width, height))
        self.labels[name] = pygame_gui.elements.UILabel(
            rect, label, manager=self.manager, container=self.container,
            object_id=label_id(self.label_size, self.kinds[name]))
        if tip:
            self.labels[name].set_tooltip(tip)
        if not enabled:
            self.labels[name].disable()
        if stacked:
            self.y += height
            control = pygame.Rect(self.area.left, self.y, self.area.width, self.row_h)
            self.y += round(self.row_h * self.step)
            return control
        self.y += round(self.row_h * self.step)
        gap = round(self.row_h * 0.3)
        return pygame.Rect(rect.right + gap, rect.top, self.area.right - rect.right - gap, self.row_h)

    def _fit(self, label: str, box: tuple[int, int]) -> None:
        """Every label of the form in one size, the largest at which all fit (ui/core/text_fit.py)."""
        size = fitting_size(self.manager, [label], box, "#form_label")
        if size is not None and (self.label_size is None or size < self.label_size):
            self.label_size = size
            for name, widget in self.labels.items():
                widget.change_object_id(label_id(size, self.kinds[name]))

    def menu(self, name: str, label: str, choices: list[tuple[Any, str]], value: Any,
             tip: str = "", enabled: bool = True, stacked: bool = False, marked: bool = False) -> Menu:
        """Add a drop-down row (shown off when not ``enabled``; ``stacked``: under its label)."""
        control = Menu(self.manager, self._row(name, label, tip, enabled, stacked, marked), choices,
                       value, self.container, tip)
        if not enabled:
            control.widget.disable()
        self.controls[name] = control
        return control

    def switch(self, name: str, label: str, value: bool, tip: str = "", enabled: bool = True,
               marked: bool = False) -> Switch:
        """Add an on/off row (shown off when not ``enabled``)."""
        control = Switch(self.manager, self._row(name, label, tip, enabled, marked=marked, switch=True),
                         value, self.container, tip)
        if not enabled:
            control.widget.disable()
        self.controls[name] = control
        return control

    def take(self, event: pygame.event.Event) -> tuple[str, Any] | None:
        """``(name, new value)`` when ``event`` changed a control, else ``None``."""
        for name, control in self.controls.items():
            if control.take(event):
                return name, control.value
        return None

    def kill(self) -> None:
        """Remove every widget of the form."""
        for control in self.controls.values():
            control.kill()
        for label in self.labels.values():
            label.kill()
        self.controls, self.labels, self.headings, self.kinds = {}, {}, [], {}


def wrap(words: str, face: pygame.font.Font, width: int) -> list[str]:
    """``words`` broken into lines no wider than ``width`` in ``face``."""
    lines: list[str] = []
    for word in words.split():
        if lines and face.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines

