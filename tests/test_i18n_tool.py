"""tools/i18n_keys.py: keys from (module, English text), conversion in place, idempotence,
translations following a moved text, and the scanner for text that bypasses ``_()``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools import i18n_keys as tool

MODULE = '''from ui.i18n import _, ngettext


def title(n: int, name: str) -> str:
    head = _("Round {number} of {total}", number=n, total=13)
    return head + ngettext("Pick {count} card for {name}",
                           "Pick {count} cards for {name}", n, name=name) + _("Quit")
'''


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A small project: ui/table.py with English calls, an empty German catalogue."""
    (tmp_path / "ui").mkdir()
    (tmp_path / "cli").mkdir()
    (tmp_path / "ui" / "table.py").write_text(MODULE, encoding="utf-8")
    locale = tmp_path / "assets" / "locale"
    locale.mkdir(parents=True)
    monkeypatch.setattr(tool, "LOCALE", locale)
    return tmp_path


def test_keys_are_deterministic_and_readable() -> None:
    assert tool.key_for("table_view", ("Round {number} of {total}",)) == "table.round_of"
    assert tool.key_for("menu", ("Quick game",)) == "menu.quick_game"
    long = ("Leave this game; Continue in the menu resumes it (Esc)",)
    assert tool.key_for("table_scene", long) == tool.key_for("table_scene", long)
    assert tool.key_for("table_scene", long).startswith("table_scene.leave_this_game_continue_in_")
    assert tool.key_for("x", ("✓",)).startswith("x.") and len(tool.key_for("x", ("✓",))) == 6
    assert tool.module_prefix(Path("/p/ui/screens/setup.py"), Path("/p")) == "screens.setup"
    assert tool.module_prefix(Path("/p/cli/console.py"), Path("/p")) == "cli.console"


def test_texts_sharing_a_slug_get_told_apart(tree: Path) -> None:
    path = tree / "ui" / "menu.py"
    path.write_text('_("Continue")\n_("Continue!")\n_("Continue")\n', encoding="utf-8")
    keys = tool.module_keys(tool.find_calls(path), "menu")
    assert len(set(keys.values())) == 2 and all(k.startswith("menu.continue_") for k in keys.values())


def test_convert_rewrites_calls_and_fills_english(tree: Path) -> None:
    tool.convert(tree)
    source = (tree / "ui" / "table.py").read_text(encoding="utf-8")
    assert '_("table.round_of", number=n, total=13)' in source
    assert 'ngettext("table.pick_cards_for", n, name=name)' in source
    assert '_("table.quit")' in source
    english = json.loads((tool.LOCALE / "en.json").read_text(encoding="utf-8"))
    assert english["table.round_of"] == "Round {number} of {total}"
    assert english["table.pick_cards_for"] == {"one": "Pick {count} card for {name}",
                                               "other": "Pick {count} cards for {name}"}
    assert "error.must_follow" in english and "error.word.left" in english
    assert tool.unconverted(tree) == []
    compile(source, "table.py", "exec")


def test_convert_is_idempotent(tree: Path) -> None:
    tool.convert(tree)
    first = {p: p.read_bytes() for p in [tree / "ui" / "table.py", *tool.LOCALE.iterdir()]}
    assert tool.convert(tree) == []
    assert {p: p.read_bytes() for p in first} == first


def test_a_moved_text_keeps_its_translations(tree: Path) -> None:
    tool.convert(tree)
    german = json.loads((tool.LOCALE / "de.json").read_text(encoding="utf-8"))
    german["table.quit"] = "Beenden"
    (tool.LOCALE / "de.json").write_text(json.dumps(german), encoding="utf-8")
    (tree / "ui" / "menu.py").write_text('from ui.i18n import _\n\nLABEL = _("Quit")\n', encoding="utf-8")
    tool.convert(tree)
    german = json.loads((tool.LOCALE / "de.json").read_text(encoding="utf-8"))
    assert german["menu.quit"] == "Beenden"


def test_prune_drops_keys_no_code_uses(tree: Path) -> None:
    tool.convert(tree)
    (tree / "ui" / "table.py").write_text('from ui.i18n import _\n\nX = _("table.quit")\n', encoding="utf-8")
    dropped = tool.prune(tree)
    assert "en.json: table.round_of" in dropped
    english = json.loads((tool.LOCALE / "en.json").read_text(encoding="utf-8"))
    assert "table.quit" in english and "table.round_of" not in english and "error.hook" in english


def test_scanner_finds_text_that_bypasses_translation(tree: Path) -> None:
    (tree / "ui" / "bad.py").write_text('''
import pygame_gui
from ui.fonts import text
from ui.i18n import _

def build(manager, rect, scene, n):
    pygame_gui.elements.UIButton(rect, "Start", manager=manager)
    pygame_gui.elements.UIButton(rect, _("bad.start"), manager=manager, tool_tip_text="Begin now")
    text(f"Round {n}", 12)
    text(f"{n}. ", 12)
    scene.say("Well played" if n else "✓")
    scene.message = "Saved"
    pygame_gui.elements.UILabel(rect, "–", manager=manager)
    pygame_gui.elements.UILabel(rect, "Oh Pshaw", manager=manager)  # i18n: ok
''', encoding="utf-8")
    found = tool.bypasses(tree)
    assert [line.split(": ", 1)[1] for line in found] == [
        "'Start'", "'Begin now'", "f'Round {n}'", "'Well played'", "'Saved'"]


def test_computed_calls_are_listed_for_review(tree: Path) -> None:
    (tree / "ui" / "names.py").write_text('from ui.i18n import N_, _\n\nNAMES = {"a": N_("Alpha")}\n'
                                          'def name(k: str) -> str:\n    return _(NAMES[k])\n',
                                          encoding="utf-8")
    assert tool.computed_calls(tree) == ["ui/names.py:5: _(NAMES[k])"]
    tool.convert(tree)
    assert 'N_("names.alpha")' in (tree / "ui" / "names.py").read_text(encoding="utf-8")


def test_the_project_has_no_untranslated_text() -> None:
    """Fails until every module's English ``_()`` texts are converted (run the tool) and every
    shown literal goes through ``_()``."""
    assert tool.unconverted() == []
    assert tool.bypasses() == []


def test_check_mode_reports_and_exits(tree: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tool, "ROOT", tree)
    assert tool.main(["--check"]) == 1
    out = capsys.readouterr().out
    assert "not converted" in out and "ui/table.py:5" in out
    tool.main([])
    assert tool.main(["--check"]) == 1  # converted, but nothing is translated yet
    assert "de: missing" in capsys.readouterr().out
