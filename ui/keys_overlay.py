"""F1 anywhere: the "Keys" overlay, the keys of the screen below in two legible columns.

A scene lists its own keys with a ``keys_help()`` method; screens other work
owns are listed here by class name (:data:`SCENE_KEYS`); every list ends with
the keys that work everywhere (:func:`common_keys`). F1, Esc or Enter closes it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ui.app import App
from ui.draw import GOLD, TEXT, panel
from ui.fonts import fitted, scaled, text
from ui.i18n import _
from ui.scene import Scene

Keys = list[tuple[str, str]]


def common_keys() -> Keys:
    """Keys every screen understands (the focus ring of :mod:`ui.focus`)."""
    return [(_("Tab / Shift+Tab"), _("Next / previous button or field")),
            (_("Arrows"), _("Move to the nearest button that way")),
            (_("← / →"), _("Change a drop-down's choice")),
            (_("Enter / Space"), _("Press the button with the ring")),
            (_("Esc"), _("Back")),
            (_("F11"), _("Fullscreen")),
            (_("F1"), _("This list of keys"))]


def table_keys() -> Keys:
    """The table's keys (:mod:`ui.table_scene`); the focus ring moves only over its panel."""
    return [(_("← / →"), _("Choose a card in your hand")),
            (_("Enter"), _("Play the card; pass the chosen cards")),
            (_("0–9"), _("Bid that many tricks")),
            (_("↑ / ↓"), _("To the bid buttons and back to the hand")),
            (_("Space"), _("Skip the motion; the next trick")),
            (_("H"), _("Hint: what the Hard bot would do")),
            (_("Tab"), _("The score sheet")),
            (_("Esc"), _("Pause menu: resume, save, leave")),
            (_("Ctrl+Z"), _("Take back your last decision")),
            (_("Ctrl+S"), _("Save the game under a name")),
            (_("M"), _("Sound on / off")),
            (_("F2 / F3"), _("Animation speed / trick pause")),
            (_("F4 / F5"), _("Four-colour deck / language")),
            (_("F11"), _("Fullscreen")),
            (_("F1"), _("This list of keys"))]


#: Keys of screens whose modules belong to other work, by class name.
SCENE_KEYS: dict[str, Callable[[], Keys]] = {
    "ScoreSheet": lambda: [(_("Enter / Space / Tab"), _("Continue")),
                           (_("↑ / ↓, Page Up / Down"), _("Scroll the rounds")),
                           (_("Esc"), _("Continue")), (_("F1"), _("This list of keys"))],
    "LoadScene": lambda: [(_("↑ / ↓, Home / End"), _("Choose a saved game")),
                          (_("Enter"), _("Load it (or press the button with the ring)")),
                          (_("Delete"), _("Delete it")), *common_keys()],
    "StatsScene": lambda: [(_("↑ / ↓"), _("Choose a row")), *common_keys()],
    "RulesScene": lambda: [(_("↑ / ↓, Page Up / Down"), _("Scroll the text")), *common_keys()],
    "HandOver": lambda: [(_("Enter / Space"), _("I am ready: show my hand")),
                         (_("F1"), _("This list of keys"))],
    "MenuScene": lambda: [(_("Enter"), _("Quick game (Continue when a game is saved)")),
                          *common_keys()],
    "SetupScene": lambda: [(_("Enter"), _("Start the game (when no button has the ring)")),
                           *common_keys()],
}


def keys_for(scene: Scene) -> Keys:
    """What the keys do on ``scene``."""
    own = getattr(scene, "keys_help", None)
    if callable(own):
        return list(own())
    listed = SCENE_KEYS.get(type(scene).__name__)
    return listed() if listed is not None else common_keys()


def toggle_keys(app: App) -> None:
    """F1: open the overlay for the screen on top, or close it when it is open."""
    top = app.scenes.top
    if isinstance(top, KeysOverlay):
        app.scenes.pop()
    elif top is not None:
        app.scenes.push(KeysOverlay(app, keys_for(top)))


class KeysOverlay(Scene):
    """A dark card over the screen: each key in gold, what it does beside it."""

    overlay = True
    focus_ring = False

    def __init__(self, app: App, keys: Keys) -> None:
        super().__init__(app)
        self.keys = keys

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc, Enter, Space or a click closes; every other input stays here."""
        if (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)) \
                or event.type == pygame.MOUSEBUTTONDOWN:
            self.app.scenes.pop()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)

    def columns(self) -> list[Keys]:
        """The rows in one column, or two when there are many."""
        if len(self.keys) <= 9:
            return [self.keys]
        half = -(-len(self.keys) // 2)
        return [self.keys[:half], self.keys[half:]]

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below; the title and the columns of keys."""
        w, h = self.app.size
        surface.blit(panel((w, h), 150, 0), (0, 0))
        columns = self.columns()
        size = min(scaled(h, 0.024), round(h / (max(len(c) for c in columns) * 2.1 + 6)))
        step = round(size * 2.0)
        rows = max(len(c) for c in columns)
        box = pygame.Rect(0, 0, min(w - 40, round(h * (0.95 if len(columns) == 1 else 1.5))),
                          min(h - 40, step * rows + size * 6))
        box.center = (w // 2, h // 2)
        surface.blit(panel(box.size, 235, 14, (8, 16, 12)), box)
        pygame.draw.rect(surface, GOLD, box, width=2, border_radius=14)
        title = text(_("Keys"), round(size * 1.5), TEXT, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + size)))
        col_w = (box.width - size * 2) // len(columns)
        key_w = round(col_w * 0.3)
        for c, column in enumerate(columns):
            left = box.left + size + c * col_w
            for r, (keys, action) in enumerate(column):
                y = box.top + round(size * 4) + r * step
                cap = fitted(keys, size, key_w - size, GOLD, True)
                surface.blit(cap, cap.get_rect(midleft=(left, y)))
                what = fitted(action, size, col_w - key_w - size // 2, TEXT)
                surface.blit(what, what.get_rect(midleft=(left + key_w, y)))
        hint = text(_("F1 or Esc closes this list"), max(11, round(size * 0.85)), TEXT)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - size // 2)))
