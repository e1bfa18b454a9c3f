"""Switching the language while the program runs: the catalogue, pygame_gui's own widget
strings, the cached card faces and texts, and every scene's widgets, at once.

``app.settings.language`` is ``""`` until the player chooses one: the system's
preferred locale decides then (:func:`ui.words.i18n.system_language`).
"""

from __future__ import annotations

from typing import Any

import pygame_gui

from ui.cards import faces as cards
from ui.core import fonts
from ui.core.assets import asset_path
from ui.core.text_fit import SnugTipManager
from ui.core.window import Window
from ui.words.i18n import language, resolve_language, set_language


def gui_translation_paths() -> list[str]:
    """Folders pygame_gui searches for ``pygame-gui.<code>.json`` besides its own (Dutch is ours)."""
    return [str(asset_path("locale"))]


def make_manager(size: tuple[int, int], theme: dict[str, Any]) -> pygame_gui.UIManager:
    """A pygame_gui manager in the active language, with our widget translations, whose
    tooltips are as wide as their text (:class:`~ui.core.text_fit.SnugTipManager`)."""
    return SnugTipManager(size, theme, starting_language=language(),
                          translation_directory_paths=gui_translation_paths())


def apply_language(app: Window) -> str:
    """Speak ``app.settings.language`` now (the system's when none is chosen); widgets are
    rebuilt by each scene, pictures with text are drawn again. Returns the language's code."""
    code = resolve_language(app.settings.language)
    set_language(code)
    app.gui.set_locale(code)
    cards.forget()
    fonts.text.cache_clear()
    app.scenes.resize(app.size)
    return code

