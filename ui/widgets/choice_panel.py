"""The pygame_gui panel for a decision the hand cannot express: a bid, trump, a pass.

One button per choice; a choice the rules forbid (the hook) is shown
disabled with the engine's reason as its tooltip, the others say what they do and
their key ("Bid 2 (key 2)"). Tooltips open above the panel, off the hand. A choice a
lesson asks for wears a gold ring (the theme's ``#asked_choice``), as its cards do.
Widgets are created with an explicit ``manager=`` and killed with :meth:`ChoicePanel.kill`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations, pairwise

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


Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Measures:
    """What the panel's parts measure at the theme's text size, before they are placed."""

    button: tuple[int, int]  # every button's size: as wide as the widest label
    gap: int  # between two buttons
    pad: int  # round the buttons, and beside the title
    titles: tuple[tuple[str, ...], ...]  # the title's forms: on one line, two, three
    title_w: tuple[int, ...]  # each form's widest line
    line_h: int  # a line of the title
    title_h: int  # the room of the title on one line (a further line adds line_h)
    notes: tuple[tuple[int, int], ...]  # the forms of the line under the title
    margins: tuple[int, int, int, int]  # the panel's border and shadow: left, right, top, bottom
    least_w: int  # the narrowest the inside may be


@dataclass(frozen=True)
class Arrangement:
    """Where the panel and its buttons go: the panel on the window, the buttons in its
    container (inside its border), ``note`` the form of the line under the title it shows."""

    rect: pygame.Rect
    buttons: tuple[pygame.Rect, ...]
    title: int  # the form of the title
    note: int | None
    title_top: int
    note_top: int

    def screen_buttons(self, margins: tuple[int, int, int, int]) -> list[pygame.Rect]:
        """The buttons on the window."""
        left, top = self.rect.left + margins[0], self.rect.top + margins[2]
        return [b.move(left, top) for b in self.buttons]


def measure(manager: pygame_gui.UIManager, window: tuple[int, int], title: str,
            labels: list[str], notes: list[tuple[int, int]],
            margins: tuple[int, int, int, int]) -> Measures:
    """The sizes of a panel's parts with the manager's theme, for a window of ``window``."""
    h = window[1]
    theme = manager.get_theme()
    button_face, label_face = theme.get_font(["button"]), theme.get_font(["label"])
    gap = max(4, round(h * 0.006))
    widest = max(button_face.get_rect(label).width for label in labels)
    text_h = button_face.get_rect("0123456789").height
    button_h = max(36, round(h * 0.05), text_h + 2 * gap + 6)
    button_w = max(button_h, widest + 2 * max(10, round(button_h * 0.3)))
    titles = tuple(dict.fromkeys(title_lines(title, label_face.get_rect, n) for n in (1, 2, 3)))
    widths = tuple(max(label_face.get_rect(line).width for line in form) for form in titles)
    line_h = label_face.get_rect(title).height
    title_h = max(round(h * 0.04 * min(ui_scale(), WIDGET_SCALE)), line_h + 2 * gap)
    pad = max(3 * gap, round(button_h * 0.3))
    return Measures((button_w, button_h), gap, pad, titles, widths, line_h, title_h, tuple(notes),
                    margins, round(h * 0.3))


def title_lines(title: str, size: Callable[[str], pygame.Rect], count: int) -> tuple[str, ...]:
    """``title`` in ``count`` lines (or as many as it has words) broken between words where
    its widest line is narrowest.

    >>> title_lines("Your bid: how many tricks?", lambda t: pygame.Rect(0, 0, len(t), 1), 2)
    ('Your bid: how', 'many tricks?')
    """
    words = title.split()
    if count <= 1 or len(words) < 2:
        return (title,)
    best: tuple[int, tuple[str, ...]] | None = None
    for cuts in combinations(range(1, len(words)), min(count, len(words)) - 1):
        edges = (0, *cuts, len(words))
        lines = tuple(" ".join(words[a:b]) for a, b in pairwise(edges))
        widest = max(size(line).width for line in lines)
        if best is None or widest < best[0]:
            best = (widest, lines)
    assert best is not None
    return best[1]


def arrange(m: Measures, window: tuple[int, int], count: int, bottom: int,
            keep_off: list[Box] | tuple[Box, ...] = ()) -> Arrangement:
    """The panel of ``count`` buttons, centred on the window, its bottom edge at ``bottom``:
    in as few rows of even length as keep it no wider than most of the window and off every
    box of ``keep_off`` (the seats' plates, fans and piles), its title on one line, else
    on two or three, and with the line under the title if it can (without it, the table shows
    that line elsewhere), moved aside a little where that keeps it off them; where nothing
    keeps it off them all, the form that covers least."""
    w = window[0]
    most = max(1, min(count, int((w * 0.7 + m.gap) // (m.button[0] + m.gap))))
    tried: list[tuple[float, Arrangement]] = []
    for noted, form in [(True, f) for f in range(len(m.titles))] + \
            ([(False, f) for f in range(len(m.titles))] if m.notes else []):
        seen: set[int] = set()
        for rows in range(-(-count // most), count + 1):
            per_row = -(-count // rows)
            if per_row in seen:
                continue
            seen.add(per_row)
            shape = _shape(m, window, count, per_row, bottom, form, noted)
            left = _free_left(shape.rect, keep_off, w)
            if left is not None and shape.rect.top >= 0:
                return replace(shape, rect=shape.rect.move(left - shape.rect.left, 0))
            covered = sum(_overlap(shape.rect, box) for box in keep_off)
            tried.append((covered + (0 if shape.rect.top >= 0 else w * window[1]), shape))
    return min(tried, key=lambda t: t[0])[1]


def _free_left(rect: pygame.Rect, keep_off: list[Box] | tuple[Box, ...], width: int) -> int | None:
    """The left edge nearest ``rect``'s own (at most a tenth of the window ``width`` away)
    where ``rect`` covers no box of ``keep_off``; ``None`` when there is none."""
    level = [box for box in keep_off if _overlap(pygame.Rect(0, rect.top, width, rect.height), box)]
    edges = [rect.left] + [math.ceil(x + bw) for x, _y, bw, _h in level] + \
        [math.floor(x) - rect.width for x, _y, _bw, _h in level]
    free = [x for x in edges if 0 <= x <= width - rect.width and abs(x - rect.left) <= width / 10
            and not any(_overlap(rect.move(x - rect.left, 0), box) for box in level)]
    return min(free, key=lambda x: abs(x - rect.left), default=None)


def _shape(m: Measures, window: tuple[int, int], count: int, per_row: int,
           bottom: int, form: int, noted: bool = True) -> Arrangement:
    """The panel with ``per_row`` buttons a row, its title in its form ``form``, the line
    under the title when ``noted``."""
    button_w, button_h = m.button
    gap = m.gap
    rows = -(-count // per_row)
    row_w = per_row * button_w + (per_row - 1) * gap
    # the line under the title in the first of its forms (one line, two) that is no wider
    # than the buttons and the title: a long line does not widen the panel over the table
    title_w = m.title_w[form]
    title_h = m.title_h + (len(m.titles[form]) - 1) * m.line_h
    room = max(row_w, title_w)
    note = next((i for i, n in enumerate(m.notes) if n[0] <= room),
                len(m.notes) - 1 if m.notes else None) if noted else None
    note_size = m.notes[note] if note is not None else (0, 0)
    note_h = note_size[1] + gap if note is not None else 0
    inner_w = max(row_w, title_w, note_size[0], m.least_w)
    inner_h = title_h + note_h + rows * (button_h + gap) - gap + m.pad
    left_m, right_m, top_m, bottom_m = m.margins
    rect = pygame.Rect(0, 0, inner_w + 2 * m.pad + left_m + right_m,
                       inner_h + top_m + bottom_m + m.pad // 2)
    rect.midbottom = (window[0] // 2, bottom)
    container_w = rect.width - left_m - right_m
    title_top = m.pad // 2
    top = note_top = title_top + title_h
    top += note_h
    buttons = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        left = (container_w - (in_row * button_w + (in_row - 1) * gap)) // 2
        buttons.append(pygame.Rect(left + col * (button_w + gap), top + row * (button_h + gap),
                                   button_w, button_h))
    return Arrangement(rect, tuple(buttons), form, note, title_top, note_top)


def _overlap(rect: pygame.Rect, box: Box) -> float:
    """How much of ``box`` ``rect`` covers (0 when they only touch)."""
    x, y, bw, bh = box
    across = min(rect.right, x + bw) - max(rect.left, x)
    down = min(rect.bottom, y + bh) - max(rect.top, y)
    return across * down if across > 0 and down > 0 else 0.0


class ChoicePanel:
    """A titled block of buttons above the human's hand, with an optional line under the
    title (the table's running bid line, ``notes``: its forms, on one line, then on two).
    Its padding is even on every side: the buttons are laid out in the panel's container
    (inside its border and shadow), as wide as their largest label at the widgets' text
    size, in rows of even length: as few as keep the panel off the boxes of ``keep_off``
    (:func:`arrange`)."""

    def __init__(self, manager: pygame_gui.UIManager, window: tuple[int, int], title: str,
                 choices: list[Choice], bottom: int, notes: list[pygame.Surface] | None = None,
                 keep_off: list[Box] | tuple[Box, ...] = ()) -> None:
        self.choices = choices
        notes = notes or []
        self.panel = pygame_gui.elements.UIPanel(pygame.Rect(0, 0, 100, 100),  # sized below
                                                 manager=manager, starting_height=3)
        margins = self.panel.container_margins  # its border and shadow
        self.measures = measure(manager, window, title, [c.label for c in choices],
                                [n.get_size() for n in notes],
                                (margins["left"], margins["right"], margins["top"], margins["bottom"]))
        self.pad = self.measures.pad
        self.arrangement = shape = arrange(self.measures, window, len(choices), bottom, keep_off)
        rect = shape.rect
        self.panel.set_dimensions(rect.size)
        self.panel.set_relative_position(rect.topleft)
        container_w = rect.width - margins["left"] - margins["right"]
        lines = self.measures.titles[shape.title]
        m = self.measures
        if len(lines) == 1:  # the line in the middle of its room
            places = [pygame.Rect(0, shape.title_top, container_w, m.title_h)]
        else:  # the lines one under another, the block in the middle of the room
            top = shape.title_top + (m.title_h - m.line_h) // 2
            places = [pygame.Rect(0, top + i * m.line_h, container_w, m.line_h)
                      for i in range(len(lines))]
        self.labels = [pygame_gui.elements.UILabel(place, line, manager=manager, container=self.panel)
                       for place, line in zip(places, lines, strict=True)]
        self.label = self.labels[-1]  # the title's last line: the note and the buttons go under it
        self.note: pygame_gui.elements.UIImage | None = None
        if shape.note is not None:
            note = notes[shape.note]
            self.note = pygame_gui.elements.UIImage(
                pygame.Rect((container_w - note.get_width()) // 2, shape.note_top, *note.get_size()),
                note, manager=manager, container=self.panel)
        self.buttons: list[pygame_gui.elements.UIButton] = []
        for brect, choice in zip(shape.buttons, choices, strict=True):
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
