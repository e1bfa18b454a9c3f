"""The settings screen: every table setting as a labelled control, saved at each change.

``SettingsScene(app)`` can be pushed from anywhere; Back or Esc pops it. A
change goes into ``app.settings`` at once (the table reads them each frame)
and the file is rewritten (:meth:`ui.app.App.settings_changed`).
"""

from __future__ import annotations

import pygame

from ui.core.fonts import scaled
from ui.core.language import apply_language
from ui.core.settings import CHOICES, GRACES, SPEEDS, TRICK_PAUSES, UI_SCALES
from ui.core.window import Window
from ui.scenes.templates.page import PageScene
from ui.widgets.controls import Form, menu_width
from ui.widgets.look import card, control_height, heading
from ui.words.i18n import LANGUAGES, _, language_name, system_language
from ui.words.names import level_label

#: A row's pitch over its height.
STEP = 1.2


class SettingsScene(PageScene):
    """Two cards of settings: the game (speed, trick pause, auto-continue, trump side, bots) and
    sound on the left; the look (card size, colours, text, contrast, fullscreen), the
    language and network play (the grace of an away player, the bot that stands in) on the
    right. Switches for what is on or off, drop-downs for the rest."""

    def __init__(self, app: Window) -> None:
        super().__init__(app, _("settings.title"))
        self.form: Form | None = None
        self.cards: list[pygame.Rect] = []

    def row_height(self) -> int:
        """A control's height: it follows the window height, and the text when it is larger."""
        return control_height(self.app.gui, self.app.size[1], 0.048)

    def layout(self, rows: int, headings: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The two cards side by side, in the middle of the page, for a column of ``rows``
        rows and ``headings`` headings."""
        w, h = self.app.size
        area = self.body()
        gap = round(h * 0.035)
        row = self.row_height()
        need = 2 * round(h * 0.03) + headings * (self.heading_height() + round(row * 0.4)) \
            + rows * round(row * STEP)
        width = min((w - 2 * round(h * 0.05) - gap) // 2, round(h * 0.78))
        left = pygame.Rect(w // 2 - gap // 2 - width, area.top, width, area.height)
        left.top += max(0, (area.height - need) // 2)
        return left, left.move(width + gap, 0)

    def heading_height(self) -> int:
        """A heading's height over its rows."""
        return round(scaled(self.app.size[1], 0.018) * 2.3)

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
        s, h = self.app.settings, self.app.size[1]
        row, head = self.row_height(), self.heading_height()
        pad = round(h * 0.03)
        left, right = self.layout(8, 3)
        lists = self.choices()
        inner = left.width - 2 * pad
        wide = menu_width(self.app.gui, [label for choices in lists.values() for _value, label in choices])
        share = min(0.62, max(0.36, 1 - (wide + round(row * 0.3)) / inner))
        form = self.form = Form(self.app.gui, left.inflate(-2 * pad, -2 * pad), row, share, step=STEP)

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
        form.y += round(row * 0.4)
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
        form.y += round(row * 0.4)
        form.heading(_("settings.language"), head)
        menu("language", _("settings.language"), _("settings.language_tip"))
        form.y += round(row * 0.4)
        form.heading(_("settings.heading_network"), head)
        menu("grace", _("settings.grace"), _("settings.grace_tip"))
        menu("stand_in", _("settings.stand_in"), _("settings.stand_in_tip"))
        bottom = max(lowest, form.y) + pad - round(row * 0.2)
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
        h = self.app.size[1]
        for rect in self.cards:
            surface.blit(card(self.app.gui, rect.size), rect)
        if self.form is not None:
            for words, rect in self.form.headings:
                heading(surface, words, rect.topleft, scaled(h, 0.018), rect.width, self.app.gui)
