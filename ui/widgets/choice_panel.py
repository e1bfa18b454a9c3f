"""The pygame_gui panel for a decision the hand cannot express: a bid, trump, a pass.

One button per choice; a choice the rules forbid (the hook) is shown
disabled with the engine's reason as its tooltip, the others say what they do and
their key ("Bid 2 (key 2)"). Tooltips open above the panel, off the hand. A choice a
lesson asks for wears a gold ring (the theme's ``#asked_choice``), as its cards do.
Widgets are created with an explicit ``manager=`` and killed with :meth:`ChoicePanel.kill`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from game.actions import Action, Bid
from ui.core.fonts import WIDGET_SCALE, ui_scale
from ui.widgets.tip_button import TipAboveButton
from ui.words.i18n import _


@dataclass(frozen=True)
class Choice:
    """One button: its label, the action (``None`` for a confirm button), why it is off, and
    whether a lesson asks for it (``asked``: ringed in gold)."""

    label: str
    action: Action | None
    disabled_reason: str = ""
    asked: bool = False


def choice_tip(choice: Choice) -> str:
    """The tooltip of ``choice``'s button: why it is off, else what it does and its key on
    the table (:mod:`ui.table.keys`): a digit for a bid up to 9, ↑ then Enter for the rest.

    >>> choice_tip(Choice("2", Bid(2)))
    'Bid 2 (key 2)'
    """
    if choice.disabled_reason:
        return choice.disabled_reason
    if isinstance(choice.action, Bid):
        tricks = choice.action.tricks
        if tricks <= 9:
            return _("common.choice_bid_key", bid=tricks)
        return _("common.choice_bid_arrows", bid=tricks)
    return _("common.choice_arrow_enter")


class ChoicePanel:
    """A titled row of buttons above the human's hand, with an optional line under the title
    (the table's running bid line, ``notes``: its forms, on one line, then on two). Its
    padding is even on every side: the buttons are laid out in the panel's container (inside
    its border and shadow), as wide as their largest label at the widgets' text size, in
    rows of even length."""

    def __init__(self, manager: pygame_gui.UIManager, window: tuple[int, int], title: str,
                 choices: list[Choice], bottom: int, notes: list[pygame.Surface] | None = None) -> None:
        w, h = window
        self.choices = choices
        theme = manager.get_theme()
        button_face, label_face = theme.get_font(["button"]), theme.get_font(["label"])
        gap = max(4, round(h * 0.006))
        widest = max(button_face.get_rect(c.label).width for c in choices)
        text_h = button_face.get_rect("0123456789").height
        button_h = max(36, round(h * 0.05), text_h + 2 * gap + 6)
        button_w = max(button_h, widest + 2 * max(10, round(button_h * 0.3)))
        # rows of even length, none wider than most of the window
        most = max(1, min(len(choices), int((w * 0.7 + gap) // (button_w + gap))))
        rows = -(-len(choices) // most)
        per_row = -(-len(choices) // rows)
        row_w = per_row * button_w + (per_row - 1) * gap
        title_size = label_face.get_rect(title).size
        # the line under the title in the first of its forms (one line, two) that is no wider
        # than the buttons and the title: a long line does not widen the panel over the table
        room = max(row_w, title_size[0])
        note = next((n for n in notes or [] if n.get_width() <= room), notes[-1] if notes else None)
        title_h = max(round(h * 0.04 * min(ui_scale(), WIDGET_SCALE)), title_size[1] + 2 * gap)
        self.pad = max(3 * gap, round(button_h * 0.3))  # round the buttons, and beside the title
        note_h = note.get_height() + gap if note is not None else 0
        inner_w = max(row_w, title_size[0], note.get_width() if note else 0,
                      round(h * 0.3))
        inner_h = title_h + note_h + rows * (button_h + gap) - gap + self.pad
        self.panel = pygame_gui.elements.UIPanel(pygame.Rect(0, 0, inner_w, inner_h),
                                                 manager=manager, starting_height=3)
        margins = self.panel.container_margins  # its border and shadow
        rect = pygame.Rect(0, 0, inner_w + 2 * self.pad + margins["left"] + margins["right"],
                           inner_h + margins["top"] + margins["bottom"] + self.pad // 2)
        rect.midbottom = (w // 2, bottom)
        self.panel.set_dimensions(rect.size)
        self.panel.set_relative_position(rect.topleft)
        container_w = rect.width - margins["left"] - margins["right"]
        self.label = pygame_gui.elements.UILabel(
            pygame.Rect(0, self.pad // 2, container_w, title_h), title, manager=manager,
            container=self.panel)
        top = self.pad // 2 + title_h
        self.note: pygame_gui.elements.UIImage | None = None
        if note is not None:
            self.note = pygame_gui.elements.UIImage(
                pygame.Rect((container_w - note.get_width()) // 2, top, *note.get_size()), note,
                manager=manager, container=self.panel)
            top += note_h
        self.buttons: list[pygame_gui.elements.UIButton] = []
        for i, choice in enumerate(choices):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(choices) - row * per_row)
            left = (container_w - (in_row * button_w + (in_row - 1) * gap)) // 2
            brect = pygame.Rect(left + col * (button_w + gap), top + row * (button_h + gap),
                                button_w, button_h)
            button: pygame_gui.elements.UIButton = TipAboveButton(
                brect, choice.label, manager, rect.top, centred=True, container=self.panel,
                tool_tip_text=choice_tip(choice),
                object_id="#asked_choice" if choice.asked else None)
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
