"""The shipped font, the theme and the asset paths (headless)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame.freetype
import pytest

from ui.core.assets import asset_path, font_path, gui_theme
from ui.words.errors import error_text
from ui.words.i18n import _

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("bold", [False, True])
def test_every_suit_glyph_is_in_the_font(bold: bool) -> None:
    pygame.freetype.init()
    face = pygame.freetype.Font(font_path(bold), 20)
    for glyph in "♠♥♦♣✓✗★☺·—":
        assert face.get_metrics(glyph) != [None], glyph
    assert face.get_metrics("\ue000") == [None]  # the check can fail


def test_the_font_licence_ships_beside_the_fonts() -> None:
    text = asset_path("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in text and "Permission is hereby granted" in text


def test_theme_fonts_are_absolute_paths_that_exist() -> None:
    theme = gui_theme()
    paths = [font[key] for block in theme.values() if isinstance(block, dict)
             for font in [block.get("font")] if isinstance(font, dict)
             for key in ("regular_path", "bold_path") if key in font]
    assert paths and all(Path(p).is_absolute() and Path(p).exists() for p in paths)
    assert theme["label"]["font"]["regular_path"].endswith("DejaVuSans.ttf")


def test_assets_resolve_from_any_working_directory(tmp_path: Path) -> None:
    code = "from ui.core.assets import font_path; import os; print(os.path.exists(font_path()))"
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)
    assert done.stdout.strip() == "True", done.stderr


def test_assets_resolve_inside_a_pyinstaller_bundle(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("theme.json") == tmp_path / "assets" / "theme.json"


def test_texts_go_through_the_translation_function() -> None:
    from game.errors import IllegalActionError
    assert _("table.round_of", number=5, total=13) == "Round 5 of 13"
    error = IllegalActionError("must_follow", suit="♥", cards="7♥ or K♥")
    assert error_text(error) == str(error) == "You must follow ♥: play 7♥ or K♥"


def test_ui_sources_have_no_bare_player_texts() -> None:
    """Player-visible strings in widgets and renders come through _() (a rough guard)."""
    import re
    offenders = []
    for path in sorted((ROOT / "ui").glob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"UIButton\([^)]*,\s*\"[A-Za-z]", line) \
                    or re.search(r"\btext\(\"[A-Za-z]{3,}", line):
                offenders.append(f"{path.name}:{number}")
    assert offenders == []


def test_german_has_a_catalogue() -> None:
    """(Fallbacks to English: tests/ui/words/test_catalogues.py.)"""
    from ui.words.i18n import ngettext, set_language
    set_language("de")
    try:
        assert _("menu.quick_game") == "Schnelles Spiel"
        assert ngettext("table.pick_cards_to_pass", 2, name="Ada") \
            == "Wähle 2 Karten für Ada und bestätige"
    finally:
        set_language("en")


@pytest.mark.parametrize("module", ["ui.core.assets", "ui.words.i18n", "ui.table.layout", "ui.core.tween"])
def test_ui_doctests(module: str) -> None:
    """pytest collects doctests from tests/ and game/ only; the ui examples are run here."""
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0
