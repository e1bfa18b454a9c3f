"""tools/i18n_keys.py: keys from (feature, English text), never a module path or a hash;
conversion in place, idempotence, translations following a moved text, texts left for a
hand to name, and the scanner for text that bypasses ``_()``."""

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
    """A small project: ui/table/view.py with English calls, an empty German catalogue."""
    for folder in ("ui/table", "ui/scenes", "ui/words", "cli"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "ui" / "table" / "view.py").write_text(MODULE, encoding="utf-8")
    locale = tmp_path / "assets" / "locale"
    locale.mkdir(parents=True)
    monkeypatch.setattr(tool, "LOCALE", locale)
    return tmp_path


def test_keys_are_the_feature_and_the_first_words() -> None:
    assert tool.key_for("table", ("Round {number} of {total}",)) == "table.round_of"
    assert tool.key_for("menu", ("Quick game",)) == "menu.quick_game"
    long = ("Leave this game; Continue in the menu resumes it (Esc)",)
    assert tool.key_for("table", long) == "table.leave_this_game_continue_in"
    assert tool.key_for("table", ("✓",)) is None  # no words: a hand names it


def test_the_feature_comes_from_the_module_never_its_path() -> None:
    root = Path("/p")
    assert tool.feature_of(root / "ui/table/view.py", root) == "table"
    assert tool.feature_of(root / "ui/table/hints.py", root) == "hint"  # the longest match wins
    assert tool.feature_of(root / "ui/scenes/settings.py", root) == "settings"
    assert tool.feature_of(root / "ui/pad/setup.py", root) == "pad.setup"
    assert tool.feature_of(root / "ui/scenes/lobby.py", root) is None  # a new scene is given one by hand
    assert tool.feature_of(root / "cli/console.py", root) is None
    assert {feature.split(".")[0] for feature in tool.MODULE_FEATURES.values()} <= set(tool.FEATURES)


def test_texts_sharing_words_take_more_words() -> None:
    save, lose = ("Leave the game now and save it",), ("Leave the game now and lose it",)
    keys, unnamed = tool.feature_keys({save, lose, ("Continue",)}, "table", {})
    assert keys == {save: "table.leave_the_game_now_and_save", lose: "table.leave_the_game_now_and_lose",
                    ("Continue",): "table.continue"} and unnamed == []
    taken = {"table.leave_the_game_now_and": "Leave the game now and then"}
    keys, unnamed = tool.feature_keys({save}, "table", taken)
    assert keys == {save: "table.leave_the_game_now_and_save"}  # the catalogue's key stays its text's
    keys, _unnamed = tool.feature_keys({("Continue",)}, "menu", {"menu.continue": "Continue"})
    assert keys == {("Continue",): "menu.continue"}  # the same text shares the key


def test_texts_no_words_tell_apart_are_left_for_a_hand() -> None:
    texts = {("Continue",), ("Continue!",), ("✓",), ("Continue the game",)}
    keys, unnamed = tool.feature_keys(texts, "menu", {})
    assert keys == {("Continue the game",): "menu.continue_the_game"}
    assert unnamed == [("Continue",), ("Continue!",), ("✓",)]
    keys, unnamed = tool.feature_keys({("Round",)}, "pad", {"pad.round": "Round {number}"})
    assert keys == {} and unnamed == [("Round",)]


def test_a_key_names_a_feature_and_never_ends_in_a_hash() -> None:
    assert all(tool.well_named(k) for k in ("table.round_of", "settings.changed.speed", "pad.setup.seat",
                                             "rules.value.standard52", "error.word.bid"))
    # module names of the kind the keys once had, and hashes (none is a real key of any branch)
    assert not any(tool.well_named(k) for k in ("menu.start_3a9d", "table.leave_this_3a9d",
                                                 "table_screen.round_of", "screens.statistics.players",
                                                 "table", "Table.round_of"))


def test_convert_rewrites_calls_and_fills_english(tree: Path) -> None:
    tool.convert(tree)
    source = (tree / "ui" / "table" / "view.py").read_text(encoding="utf-8")
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
    first = {p: p.read_bytes() for p in [tree / "ui" / "table" / "view.py", *tool.LOCALE.iterdir()]}
    assert tool.convert(tree) == []
    assert {p: p.read_bytes() for p in first} == first


def test_a_moved_text_keeps_its_translations(tree: Path) -> None:
    tool.convert(tree)
    german = json.loads((tool.LOCALE / "de.json").read_text(encoding="utf-8"))
    german["table.quit"] = "Beenden"
    (tool.LOCALE / "de.json").write_text(json.dumps(german), encoding="utf-8")
    (tree / "ui" / "scenes" / "menu.py").write_text('from ui.i18n import _\n\nLABEL = _("Quit")\n',
                                                    encoding="utf-8")
    tool.convert(tree)
    german = json.loads((tool.LOCALE / "de.json").read_text(encoding="utf-8"))
    assert german["menu.quit"] == "Beenden"


def test_a_module_without_a_feature_is_refused(tree: Path) -> None:
    lobby = tree / "ui" / "scenes" / "lobby.py"
    lobby.write_text('from ui.i18n import _\n\nTITLE = _("Join a table")\n', encoding="utf-8")
    changed = tool.convert(tree)
    assert "ui/scenes/lobby.py: no feature for this module's texts: add it to MODULE_FEATURES" \
        in "\n".join(changed)
    assert '_("Join a table")' in lobby.read_text(encoding="utf-8")  # left as it was
    english = json.loads((tool.LOCALE / "en.json").read_text(encoding="utf-8"))
    assert "Join a table" not in english.values() and "table.round_of" in english
    assert "ui/scenes/lobby.py:3: _('Join a table')" in tool.unconverted(tree)


def test_convert_leaves_texts_without_telling_words_to_a_hand(tree: Path) -> None:
    menu = tree / "ui" / "scenes" / "menu.py"
    menu.write_text('from ui.i18n import _\n\nA = _("Continue")\nB = _("Continue!")\nC = _("✓")\n'
                    'D = _("Continue the saved game")\n', encoding="utf-8")
    changed = tool.convert(tree)
    asked = [line for line in changed if "needs a key by hand" in line]
    assert len(asked) == 3 and any("'✓'" in line for line in asked)
    source = menu.read_text(encoding="utf-8")
    assert '_("Continue")' in source and '_("Continue!")' in source and '_("✓")' in source
    assert '_("menu.continue_the_saved_game")' in source
    english = json.loads((tool.LOCALE / "en.json").read_text(encoding="utf-8"))
    assert [k for k in english if k != "_meta" and not tool.well_named(k)] == []


def test_prune_drops_keys_no_code_uses(tree: Path) -> None:
    tool.convert(tree)
    (tree / "ui" / "table" / "view.py").write_text('from ui.i18n import _\n\nX = _("table.quit")\n',
                                                   encoding="utf-8")
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
    names = tree / "ui" / "words" / "names.py"
    names.write_text('from ui.i18n import N_, _\n\nNAMES = {"a": N_("Alpha")}\n'
                     'def name(k: str) -> str:\n    return _(NAMES[k])\n', encoding="utf-8")
    assert tool.computed_calls(tree) == ["ui/words/names.py:5: _(NAMES[k])"]
    tool.convert(tree)
    assert 'N_("rules.alpha")' in names.read_text(encoding="utf-8")


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
    assert "not converted" in out and "ui/table/view.py:5" in out
    tool.main([])
    assert tool.main(["--check"]) == 1  # converted, but nothing is translated yet
    assert "de: missing" in capsys.readouterr().out
