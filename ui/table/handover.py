"""The hand-over screen of a hot-seat game: "Pass to Anna — click when ready".

An overlay that covers the table (whose hands are all face down under it)
until the next player clicks, or presses Enter or Space. Input in its first
moments is swallowed, so the previous player's double click or held key
cannot wave it away and show the next hand to the wrong person.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ui.core.draw import GOLD, TEXT, TEXT_DIM, blit_centred, panel
from ui.core.fonts import scaled, text
from ui.core.keymap import F1, Key, Keymap, on
from ui.core.veil import dialog_panel
from ui.core.window import Window
from ui.scene import Scene
from ui.words.i18n import N_, _

#: Seconds during which a click or key does not count yet.
GUARD = 0.4
READY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandOver(Scene):
    """Cover the table until ``name`` is ready; then pop and call ``on_ready``."""

    overlay = True

    def __init__(self, app: Window, name: str, task: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name, self.task, self.on_ready = name, task, on_ready
        self.age = 0.0

    @property
    def title(self) -> str:
        """The line the next player reads."""
        return _("hotseat.pass_to", name=self.name)

    def update(self, dt: float) -> None:
        """Count the guard time down."""
        self.age += dt

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click, Enter or Space once the guard time is over; every click and key is ours."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._ready(event):
            return True
        if self.keymap().handle(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def keymap(self) -> Keymap:
        """Enter or Space: ready (once the guard time is over)."""
        return Keymap(Key(N_("keys.enter_space"), N_("keys.ready_show_hand"),
                          on(*READY_KEYS, do=self._ready)),
                      F1)

    def _ready(self, event: pygame.event.Event) -> bool:
        """Uncover the table, unless the guard time is still running (then nothing happens)."""
        if self.age < GUARD:
            return False
        self.confirm()
        return True

    def confirm(self) -> None:
        """The next player is ready: uncover the table."""
        self.app.scenes.pop()
        self.on_ready()

    def draw(self, surface: pygame.Surface) -> None:
        """A dark veil over the whole table and the message in the middle."""
        w, h = surface.get_size()
        surface.blit(panel((w, h), 235, 0, (6, 30, 20)), (0, 0))
        title = text(self.title, scaled(h, 0.036), TEXT, True)
        lines = [title]
        if self.task:
            lines.append(text(self.task, scaled(h, 0.024), GOLD))
        lines.append(text(_("hotseat.look_away"), scaled(h, 0.02), TEXT_DIM))
        gap = round(h * 0.022)
        inner = sum(line.get_height() for line in lines) + gap * (len(lines) - 1)
        box = pygame.Rect(0, 0, min(w - 40, max(line.get_width() for line in lines) + round(h * 0.1)),
                          inner + round(h * 0.09))
        box.center = (w // 2, h // 2)
        dialog_panel(surface, box, edge=GOLD)
        y = box.centery - inner / 2
        for line in lines:
            blit_centred(surface, line, (box.centerx, y + line.get_height() / 2))
            y += line.get_height() + gap
