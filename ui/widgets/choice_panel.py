"""The pygame_gui panel for a decision the hand cannot express: a bid, trump, a pass.

One button per choice; a choice the rules forbid (the hook) is shown
disabled with the engine's reason as its tooltip. Widgets are created with
an explicit ``manager=`` and killed with :meth:`ChoicePanel.kill`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from game.actions import Action
from ui.core.fonts import WIDGET_SCALE, font, ui_scale
from ui.words.i18n import _


@dataclass(frozen=True)
class Choice:
    """One button: its label, the action (``None`` for a confirm button), and why it is off."""

    label: str
    action: Action | None
    disabled_reason: str = ""


class ChoicePanel:
    """A titled row of buttons above the human's hand."""

    def __init__(self, manager: pygame_gui.UIManager, window: tuple[int, int], title: str,
                 choices: list[Choice], bottom: int) -> None:
        w, h = window
        self.choices = choices
        button_h = max(36, round(h * 0.05))
        gap = max(4, round(h * 0.006))
        widest = max(len(c.label) for c in choices)
        button_w = max(button_h, round(h * 0.014 * widest + h * 0.03))
        per_row = max(1, min(len(choices), int((w * 0.7) // (button_w + gap))))
        rows = (len(choices) + per_row - 1) // per_row
        grow = min(ui_scale(), WIDGET_SCALE)  # the theme's text follows the UI scale
        title_h = round(h * 0.04 * grow)
        title_w = font(round(16 * h / 800 * grow)).size(title)[0] + 40  # about the theme's label size
        width = max(per_row * (button_w + gap) + 3 * gap, title_w)
        height = title_h + rows * (button_h + gap) + 2 * gap
        rect = pygame.Rect(0, 0, max(width, round(h * 0.3)), height)
        rect.midbottom = (w // 2, bottom)
        self.panel = pygame_gui.elements.UIPanel(rect, manager=manager, starting_height=3)
        self.label = pygame_gui.elements.UILabel(
            pygame.Rect(0, gap, rect.width - 2, title_h), title, manager=manager, container=self.panel)
        self.buttons: list[pygame_gui.elements.UIButton] = []
        left0 = (rect.width - per_row * (button_w + gap) + gap) // 2
        for i, choice in enumerate(choices):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(choices) - row * per_row)
            left = left0 + (per_row - in_row) * (button_w + gap) // 2
            brect = pygame.Rect(left + col * (button_w + gap), title_h + gap + row * (button_h + gap),
                                button_w, button_h)
            # the table's keys (ui/table/keys.py)
            key_tip = _("common.choice_key", digit=choice.label) if choice.label.isdigit() \
                and len(choice.label) == 1 else _("common.choice_arrow_enter")
            button = pygame_gui.elements.UIButton(
                brect, choice.label, manager=manager, container=self.panel,
                tool_tip_text=choice.disabled_reason or key_tip)
            if choice.disabled_reason:
                button.disable()
            self.buttons.append(button)

    def choice_for(self, element: object) -> Choice | None:
        """The choice of a pressed button, or ``None`` when it is not ours."""
        for button, choice in zip(self.buttons, self.choices, strict=True):
            if button is element:
                return choice
        return None

    def button_centre(self, index: int) -> tuple[int, int]:
        """Screen centre of button ``index`` (tests click here)."""
        centre: tuple[int, int] = self.buttons[index].rect.center
        return centre

    def set_enabled(self, index: int, enabled: bool) -> None:
        """Switch a button on or off (the pass confirm waits for enough cards)."""
        button = self.buttons[index]
        if enabled and not button.is_enabled:
            button.enable()
        elif not enabled and button.is_enabled:
            button.disable()

    def kill(self) -> None:
        """Remove every widget of the panel."""
        self.panel.kill()
