"""Labelled controls for the setup and settings screens: a drop-down of named values and an
On/Off switch, gathered in a :class:`Form` that reports which value changed. A form's
labels share one size, smaller than the theme's when one would not fit (ui/core/text_fit.py).

Every widget is created with an explicit ``manager=`` and killed by :meth:`Form.kill`.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from ui.core.text_fit import fitting_size, label_id
from ui.words.i18n import _


class Menu:
    """A drop-down of ``(value, label)`` choices; the label shown is the value chosen."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect,
                 choices: list[tuple[Any, str]], value: Any, container: Any = None) -> None:
        self.choices = choices
        self.value = value
        shown = next((label for v, label in choices if v == value), choices[0][1])
        self.widget = pygame_gui.elements.UIDropDownMenu(
            [label for _, label in choices], shown, rect, manager=manager, container=container)

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
    """A button that reads On or Off and flips when pressed."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect, value: bool,
                 container: Any = None) -> None:
        self.value = value
        self.widget = pygame_gui.elements.UIButton(rect, self._label(), manager=manager,
                                                   container=container)

    def _label(self) -> str:
        return _("controls.on") if self.value else _("controls.off")

    def take(self, event: pygame.event.Event) -> bool:
        """True when ``event`` pressed this switch (it has flipped)."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element is not self.widget:
            return False
        self.value = not self.value
        self.widget.set_text(self._label())
        return True

    def kill(self) -> None:
        """Remove the widget."""
        self.widget.kill()


class Form:
    """Rows of ``label  control``, laid out top to bottom inside ``area``."""

    def __init__(self, manager: pygame_gui.UIManager, area: pygame.Rect, row_h: int,
                 label_share: float = 0.55, container: Any = None, step: float = 1.18) -> None:
        self.manager, self.area, self.row_h, self.step = manager, area, row_h, step
        self.label_w = round(area.width * label_share)
        self.container = container
        self.controls: dict[str, Menu | Switch] = {}
        self.labels: dict[str, pygame_gui.elements.UILabel] = {}
        self.label_size: int | None = None  # pixels, when the theme's own is too large for a label
        self.y = area.top

    def _row(self, name: str, label: str, tip: str) -> pygame.Rect:
        rect = pygame.Rect(self.area.left, self.y, self.label_w, self.row_h)
        self._fit(label, rect.size)
        self.labels[name] = pygame_gui.elements.UILabel(
            rect, label, manager=self.manager, container=self.container,
            object_id=label_id(self.label_size, "#form_label"))
        if tip:
            self.labels[name].set_tooltip(tip)
        self.y += round(self.row_h * self.step)
        gap = round(self.row_h * 0.3)
        return pygame.Rect(rect.right + gap, rect.top, self.area.width - self.label_w - gap, self.row_h)

    def _fit(self, label: str, box: tuple[int, int]) -> None:
        """Every label of the form in one size, the largest at which all fit (ui/core/text_fit.py)."""
        size = fitting_size(self.manager, [label], box, "#form_label")
        if size is not None and (self.label_size is None or size < self.label_size):
            self.label_size = size
            for widget in self.labels.values():
                widget.change_object_id(label_id(size, "#form_label"))

    def menu(self, name: str, label: str, choices: list[tuple[Any, str]], value: Any,
             tip: str = "") -> Menu:
        """Add a drop-down row."""
        control = Menu(self.manager, self._row(name, label, tip), choices, value, self.container)
        self.controls[name] = control
        return control

    def switch(self, name: str, label: str, value: bool, tip: str = "") -> Switch:
        """Add an On/Off row."""
        control = Switch(self.manager, self._row(name, label, tip), value, self.container)
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
        self.controls, self.labels = {}, {}


def wrap(words: str, face: pygame.font.Font, width: int) -> list[str]:
    """``words`` broken into lines no wider than ``width`` in ``face``."""
    lines: list[str] = []
    for word in words.split():
        if lines and face.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines

