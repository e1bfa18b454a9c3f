"""The settings screen: every table setting as a labelled control, saved at each change.

``SettingsScene(app)`` can be pushed from anywhere; Back or Esc pops it. A
change goes into ``app.settings`` at once (the table reads them each frame)
and the file is rewritten (:meth:`ui.app.App.settings_changed`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.core.fonts import WIDGET_SCALE, scaled, ui_scale
from ui.core.language import apply_language
from ui.core.settings import CHOICES, GRACES, SPEEDS, TRICK_PAUSES, UI_SCALES
from ui.core.window import Window
from ui.scenes.templates.page import PageScene
from ui.widgets.controls import Form, menu_width
from ui.widgets.look import button_height, card, control_height, heading
from ui.words.i18n import LANGUAGES, _, language_name, system_language
from ui.words.names import level_label

#: A row's pitch over its height.
STEP = 1.2
#: The rows, headings and gaps between groups of each column: the left (game, sound) and the
#: right (look, language, network).
COLUMNS = ((9, 2, 1), (8, 3, 2))


@dataclass(frozen=True)
class Spacing:
    """How tightly the two cards are laid out: a control's height, a row's pitch over it, a
    heading's text size and height, the gap between groups and the cards' own margin."""

    row: int
    step: float
    heading_size: int
    heading: int
    group: int
    pad: int

    def need(self) -> int:
        """The height of the taller column's card."""
        return max(2 * self.pad + headings * self.heading + groups * self.group
                   + rows * round(self.row * self.step) for rows, headings, groups in COLUMNS)


class SettingsScene(PageScene):
    """Two cards of settings: the game (speed, trick pause, auto-continue, trump side, bots) and
    sound on the left; the look (card size, colours, text, contrast, fullscreen), the
    language and network play (the grace of an away player, the bot that stands in) on the
    right. Switches for what is on or off, drop-downs for the rest. With large text the rows
    close up, so that every control stays on the page, clear of Back."""

    def __init__(self, app: Window) -> None:
        super().__init__(app, _("settings.title"))
        self.form: Form | None = None
        self.cards: list[pygame.Rect] = []
        self.heading_size = 0

    def room(self) -> pygame.Rect:
        """Where the cards may go: the page's body, down to a gap above Back."""
        area, h = self.body(), self.app.size[1]
        bottom = h - round(h * 0.035) - button_height(self.app.gui, h) - round(h * 0.02)
        return pygame.Rect(area.left, area.top, area.width, bottom - area.top)

    def spacing(self) -> Spacing:
        """The roomiest spacing at which the taller column fits :meth:`room`: the rows at
        their usual pitch, or closer, with smaller headings and, last, lower controls."""
        h = self.app.size[1]
        face = self.app.gui.get_theme().get_font(["button"]).get_rect("Ag").height
        usual = control_height(self.app.gui, h, 0.048)
        big = scaled(h, 0.018)
        small = min(big, round(h * 0.018 * min(ui_scale(), WIDGET_SCALE)))
        tries = [Spacing(usual, STEP, big, round(big * 2.3), round(usual * 0.4), round(h * 0.03)),
                 Spacing(usual, 1.1, small, round(small * 2.0), round(usual * 0.2), round(h * 0.02))]
        low = max(28, round(face * 1.45))
        tries.append(Spacing(low, 1.08, small, round(small * 1.95), round(low * 0.15), round(h * 0.02)))
        room = self.room().height
        return next((spacing for spacing in tries if spacing.need() <= room), tries[-1])

    def row_height(self) -> int:
        """A control's height: it follows the window height, and the text when it is larger."""
        return self.spacing().row

    def layout(self, spacing: Spacing) -> tuple[pygame.Rect, pygame.Rect]:
        """The two cards side by side, in the middle of the page's room."""
        w, h = self.app.size
        area = self.room()
        gap = round(h * 0.035)
        width = min((w - 2 * round(h * 0.05) - gap) // 2, round(h * 0.78))
        left = pygame.Rect(w // 2 - gap // 2 - width, area.top, width, area.height)
        left.top += max(0, (area.height - spacing.need()) // 2)
        return left, left.move(width + gap, 0)

    def choices(self) -> dict[str, list[tuple[object, str]]]:
        """(value, label) of each drop-down, the value in force included."""
        s = self.app.settings
        percent: list[tuple[object, str]] = [(v, _("settings.percent", percent=round(v * 100)))
                   for v in sorted({0.0, 0.2, 0.4, 0.6, 0.8, 1.0, s.volume})]
        speeds = {"slow": _("settings.speed_slow"), "normal": _("settings.speed_normal"),
                  "fast": _("settings.speed_fast"), "instant": _("settings.speed_instant")}
        return {
            "speed": [(k, speeds[k]) for k in SPEEDS],
            "trick_pause": [(p, _("settings.seconds", seconds=p))
                            for p in sorted({*TRICK_PAUSES, s.trick_pause})],
            "trump_side": [("left", _("settings.trump_side_left")),
                           ("right", _("settings.trump_side_right"))],
            "bot_level": [(level, level_label(level)) for level in CHOICES["bot_level"]],
            "volume": percent,
            "card_size": [("small", _("settings.card_size_small")),
                          ("medium", _("settings.card_size_medium")),
                          ("large", _("settings.card_size_large")),
                          ("xlarge", _("settings.card_size_xlarge"))],
            "ui_scale": [(v, _("settings.percent", percent=round(v * 100)))
                         for v in sorted({*UI_SCALES, s.ui_scale})],
            "language": [("", _("settings.language_system", language=language_name(system_language()))),
                         *((code, language_name(code)) for code in LANGUAGES)],
            "grace": [(g, _("settings.seconds", seconds=round(g))) for g in sorted({*GRACES, s.grace})],
            "stand_in": [(level, level_label(level)) for level in CHOICES["stand_in"]],
        }

    def enter(self) -> None:
        """One row per setting, in groups under headings, on two cards; the drop-downs as wide
        as their longest choice."""
        self.title = _("settings.title")  # again: the language may have changed
        super().enter()
        s = self.app.settings
        spacing = self.spacing()
        row, head, pad, group = spacing.row, spacing.heading, spacing.pad, spacing.group
        self.heading_size = spacing.heading_size
        left, right = self.layout(spacing)
        lists = self.choices()
        inner = left.width - 2 * pad
        wide = menu_width(self.app.gui, [label for choices in lists.values() for _value, label in choices])
        share = min(0.62, max(0.36, 1 - (wide + round(row * 0.3)) / inner))
        form = self.form = Form(self.app.gui, left.inflate(-2 * pad, -2 * pad), row, share, step=spacing.step)

        def menu(name: str, label: str, tip: str = "") -> None:
            form.menu(name, label, lists[name], getattr(s, name), tip)

        form.heading(_("settings.heading_game"), head)
        menu("speed", _("settings.animation_speed"), _("settings.animation_speed_tip"))
        menu("trick_pause", _("settings.trick_pause"),
             _("settings.trick_pause_tip"))
        form.switch("auto_continue", _("settings.auto_continue"), s.auto_continue,
                    _("settings.auto_continue_tip"))
        menu("trump_side", _("settings.trump_side"))
        menu("bot_level", _("settings.bot_level"))
        form.switch("coach", _("settings.coach"), s.coach, _("settings.coach_tip"))
        form.switch("report_button", _("settings.report_button"), s.report_button,
                    _("settings.report_button_tip"))
        form.y += group
        form.heading(_("settings.heading_sound"), head)
        menu("volume", _("settings.volume"))
        form.switch("muted", _("settings.mute"), s.muted, _("settings.mute_tip"))
        lowest = form.y
        form.next_column(right.inflate(-2 * pad, -2 * pad))
        form.heading(_("settings.heading_look"), head)
        menu("card_size", _("settings.card_size"), _("settings.card_size_tip"))
        form.switch("four_colour", _("settings.four_colour"), s.four_colour,
                    _("settings.four_colour_tip"))
        menu("ui_scale", _("settings.ui_scale"),
             _("settings.ui_scale_tip"))
        form.switch("high_contrast", _("settings.high_contrast"), s.high_contrast,
                    _("settings.high_contrast_tip"))
        form.switch("fullscreen", _("settings.fullscreen"), s.fullscreen,
                    _("settings.fullscreen_tip"))
        form.y += group
        form.heading(_("settings.language"), head)
        menu("language", _("settings.language"), _("settings.language_tip"))
        form.y += group
        form.heading(_("settings.heading_network"), head)
        menu("grace", _("settings.grace"), _("settings.grace_tip"))
        menu("stand_in", _("settings.stand_in"), _("settings.stand_in_tip"))
        bottom = max(lowest, form.y) + pad - round(row * (spacing.step - 1))
        self.cards = [pygame.Rect(left.left, left.top, left.width, bottom - left.top),
                      pygame.Rect(right.left, right.top, right.width, bottom - right.top)]

    def exit(self) -> None:
        """Kill the form and Back."""
        if self.form is not None:
            self.form.kill()
        self.form = None
        super().exit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A changed control is applied and saved; Back or Esc closes."""
        changed = self.form.take(event) if self.form is not None else None
        if changed is not None:
            self.change(*changed)
            return True
        return super().handle_event(event)

    def change(self, name: str, value: object) -> None:
        """Set one setting, apply it and write the file."""
        setattr(self.app.settings, name, value)
        self.app.settings_changed()  # fullscreen: the window changes and every scene is laid out again
        if name == "language":
            apply_language(self.app)  # every scene rebuilds its widgets in the new language

    def draw(self, surface: pygame.Surface) -> None:
        """The page, the two cards and their headings."""
        super().draw(surface)
        for rect in self.cards:
            surface.blit(card(self.app.gui, rect.size), rect)
        if self.form is not None:
            for words, rect in self.form.headings:
                heading(surface, words, rect.topleft, self.heading_size, rect.width, self.app.gui)
