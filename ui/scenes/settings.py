"""The settings screen: every table setting as a labelled control, saved at each change.

``SettingsScene(app)`` can be pushed from anywhere; Back or Esc pops it. A
change goes into ``app.settings`` at once (the table reads them each frame)
and the file is rewritten (:meth:`ui.app.App.settings_changed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.core.language import apply_language
from ui.core.settings import SPEEDS, TRICK_PAUSES, UI_SCALES
from ui.widgets.controls import Form
from ui.widgets.page import PageScene
from ui.words.i18n import LANGUAGES, _, language_name, system_language

if TYPE_CHECKING:
    from ui.app import App


class SettingsScene(PageScene):
    """Animation speed, trick pause, auto-continue, card size, UI scale, contrast, colours,
    fullscreen, trump side, bots and language."""

    def __init__(self, app: App) -> None:
        super().__init__(app, _("settings_scene.settings"))
        self.form: Form | None = None

    def enter(self) -> None:
        """One row per setting."""
        self.title = _("settings_scene.settings")  # again: the language may have changed
        super().enter()
        s, h = self.app.settings, self.app.size[1]
        area = self.body()
        area.width = min(area.width, round(h * 0.9))
        area.centerx = self.app.size[0] // 2
        area.top += round(h * 0.02)
        form = self.form = Form(self.app.gui, area, max(32, round(h * 0.05)))
        speeds = {"slow": _("settings_scene.slow"), "normal": _("settings_scene.normal"),
                  "fast": _("settings_scene.fast"), "instant": _("settings_scene.instant")}
        form.menu("speed", _("settings_scene.animation_speed"), [(k, speeds[k]) for k in SPEEDS], s.speed,
                  _("settings_scene.how_fast_cards_move_f2_40d8"))
        pauses = sorted({*TRICK_PAUSES, s.trick_pause})
        form.menu("trick_pause", _("settings_scene.trick_pause"),
                  [(p, _("settings_scene.s", seconds=p)) for p in pauses], s.trick_pause,
                  _("settings_scene.how_long_a_finished_trick_3107"))
        form.switch("auto_continue", _("settings_scene.continue_after_a_trick_by_3c3c"), s.auto_continue,
                    _("settings_scene.off_a_finished_trick_waits_281d"))
        form.menu("card_size", _("settings_scene.card_size"),
                  [("small", _("settings_scene.small")), ("medium", _("settings_scene.medium")),
                   ("large", _("settings_scene.large")),
                   ("xlarge", _("settings_scene.extra_large"))], s.card_size,
                  _("settings_scene.extra_large_the_large_cards_2f33"))
        form.menu("ui_scale", _("settings_scene.text_and_buttons"),
                  [(v, _("settings_scene.557c", percent=round(v * 100)))
                   for v in sorted({*UI_SCALES, s.ui_scale})],
                  s.ui_scale, _("settings_scene.ui_scale_100200_applies_at_3a60"))
        form.switch("high_contrast", _("settings_scene.high_contrast"), s.high_contrast,
                    _("settings_scene.plain_dark_table_white_text_41a2"))
        volumes = sorted({0.0, 0.2, 0.4, 0.6, 0.8, 1.0, s.volume})
        form.menu("volume", _("settings_scene.volume"), [(v, _("settings_scene.557c", percent=round(v * 100)))
                                          for v in volumes], s.volume)
        form.switch("muted", _("settings_scene.mute"), s.muted, _("settings_scene.no_sound_at_all_m_68ed"))
        form.switch("four_colour", _("settings_scene.four_colour_deck"), s.four_colour,
                    _("settings_scene.blue_and_green_so_no_5c58"))
        form.switch("fullscreen", _("settings_scene.fullscreen"), s.fullscreen,
                    _("settings_scene.f11_at_any_time"))
        form.menu("trump_side", _("settings_scene.trumps_in_your_hand"),
                  [("left", _("settings_scene.on_the_left")), ("right", _("settings_scene.on_the_right"))],
                  s.trump_side)
        form.menu("bot_level", _("settings_scene.bots_in_a_quick_game"),
                  [("easy", _("settings_scene.easy")), ("normal", _("settings_scene.normal")),
                   ("hard", _("settings_scene.hard"))], s.bot_level)
        languages = [("", _("settings_scene.system", language=language_name(system_language()))),
                     *((code, language_name(code)) for code in LANGUAGES)]
        form.menu("language", _("settings_scene.language"), languages, s.language,
                  _("settings_scene.every_text_at_once_in_e6aa"))

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
