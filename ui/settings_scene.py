"""The settings screen: every table setting as a labelled control, saved at each change.

``SettingsScene(app)`` can be pushed from anywhere; Back or Esc pops it. A
change goes into ``app.settings`` at once (the table reads them each frame)
and the file is rewritten (:meth:`ui.app.App.settings_changed`).
"""

from __future__ import annotations

import pygame

from ui.app import App
from ui.controls import Form
from ui.i18n import _
from ui.rules_scene import PageScene
from ui.settings import SPEEDS, TRICK_PAUSES, UI_SCALES


class SettingsScene(PageScene):
    """Animation speed, trick pause, auto-continue, card size, colours, fullscreen, trump side."""

    def __init__(self, app: App) -> None:
        super().__init__(app, _("Settings"))
        self.form: Form | None = None

    def enter(self) -> None:
        """One row per setting."""
        super().enter()
        s, h = self.app.settings, self.app.size[1]
        area = self.body()
        area.width = min(area.width, round(h * 0.9))
        area.centerx = self.app.size[0] // 2
        area.top += round(h * 0.02)
        form = self.form = Form(self.app.gui, area, max(32, round(h * 0.05)))
        speeds = {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast"), "instant": _("Instant")}
        form.menu("speed", _("Animation speed"), [(k, speeds[k]) for k in SPEEDS], s.speed,
                  _("How fast cards move (F2 at the table)"))
        pauses = sorted({*TRICK_PAUSES, s.trick_pause})
        form.menu("trick_pause", _("Trick pause"),
                  [(p, _("{seconds} s", seconds=p)) for p in pauses], s.trick_pause,
                  _("How long a finished trick stays on the table (F3)"))
        form.switch("auto_continue", _("Continue after a trick by itself"), s.auto_continue,
                    _("Off: a finished trick waits for a click or Space"))
        form.menu("card_size", _("Card size"),
                  [("small", _("Small")), ("medium", _("Medium")), ("large", _("Large")),
                   ("xlarge", _("Extra large"))], s.card_size,
                  _("Extra large: the large-cards mode, for reading the hand from afar"))
        form.menu("ui_scale", _("Text and buttons"),
                  [(v, _("{percent} %", percent=round(v * 100))) for v in sorted({*UI_SCALES, s.ui_scale})],
                  s.ui_scale, _("UI scale, 100–200 %: applies at once"))
        form.switch("high_contrast", _("High contrast"), s.high_contrast,
                    _("Plain dark table, white text, thick outlines on playable cards"))
        form.switch("four_colour", _("Four-colour deck"), s.four_colour,
                    _("♦ blue and ♣ green, so no two suits share a colour (F4)"))
        form.switch("fullscreen", _("Fullscreen"), s.fullscreen, _("F11 at any time"))
        form.menu("trump_side", _("Trumps in your hand"),
                  [("left", _("On the left")), ("right", _("On the right"))], s.trump_side)
        form.menu("bot_level", _("Bots in a quick game"),
                  [("easy", _("Easy")), ("normal", _("Normal")), ("hard", _("Hard"))], s.bot_level)

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
