"""No import cycle among the project's own modules, counting the imports inside functions
and under ``if TYPE_CHECKING:`` (the interpreter skips them, a reader does not); the checker
is ``python -m devtools.import_cycles``.

One knot is left, in ui/ alone: screens and the table's parts name ``ui.app.App`` and the
navigator in type hints only. Until those hints become small protocols, the tests hold the
knot to the modules it ties today, so it can shrink and not grow; everything else has none.
"""

from __future__ import annotations

import ast

from devtools.import_cycles import cycles, graph, imported_names

#: The modules ui/'s type-only knot ties together (through ui.app's App and ui.navigator).
UI_KNOT = frozenset({
    "ui.app", "ui.core.language", "ui.core.settings", "ui.core.settings_file", "ui.core.sound",
    "ui.navigator", "ui.pad.commands", "ui.pad.link", "ui.pad.rules_form", "ui.review.chart",
    "ui.review.panels", "ui.review.report", "ui.review.scene", "ui.scene", "ui.scenes.confirm",
    "ui.scenes.export_dialog", "ui.scenes.game_over", "ui.scenes.games", "ui.scenes.handover",
    "ui.scenes.keys", "ui.scenes.load", "ui.scenes.menu", "ui.scenes.pause", "ui.scenes.rules",
    "ui.scenes.save_dialog", "ui.scenes.score_pad", "ui.scenes.score_pad_correct",
    "ui.scenes.score_pad_setup", "ui.scenes.score_sheet", "ui.scenes.settings", "ui.scenes.setup",
    "ui.scenes.statistics", "ui.table.bots", "ui.table.commands", "ui.table.input",
    "ui.table.plates", "ui.table.presenter", "ui.table.scene", "ui.table.undo", "ui.table.view",
    "ui.widgets.entry_dialog", "ui.widgets.house_rules", "ui.widgets.list_scene", "ui.widgets.page",
    "ui.widgets.preset_cards", "ui.widgets.rules_box",
})


def test_no_cycle_outside_ui_counting_type_only_imports() -> None:
    """game/, saves/, cli/, bot_runtime/, devtools/ and tools/ are in no cycle at all."""
    outside = [group for group in cycles(graph()) if not all(m.startswith("ui.") for m in group)]
    assert outside == []


def test_the_type_only_knot_of_ui_does_not_grow() -> None:
    grown = [sorted(set(group) - UI_KNOT) for group in cycles(graph()) if not set(group) <= UI_KNOT]
    assert grown == []


def test_no_cycle_the_interpreter_meets() -> None:
    """Without the type-only imports there is no cycle anywhere, ui/ included."""
    assert cycles(graph(type_checking=False)) == []


def test_the_checker_sees_imports_inside_a_function_and_for_the_type_checker() -> None:
    source = ("from typing import TYPE_CHECKING\n"
              "if TYPE_CHECKING:\n    from ui.app import App\n"
              "def later():\n    from ui.scenes.menu import MenuScene\n")
    names = imported_names(ast.parse(source), "ui.x", False)
    assert {"ui.scenes.menu", "ui.app"} <= names
    assert "ui.app" not in imported_names(ast.parse(source), "ui.x", False, type_checking=False)


def test_a_type_only_import_closes_a_cycle() -> None:
    """A pair like game.game <-> game.view, one side importing only for its type hints."""
    edges = graph()
    assert "game.view" in edges["game.game"]
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.game import Game\n")
    names = imported_names(tree, "game.view", False)
    knotted = {**edges, "game.view": edges["game.view"] | {n for n in names if n in edges}}
    assert ["game.game", "game.view"] in cycles(knotted)


def test_the_checker_finds_a_cycle_hidden_in_a_function() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]]


def test_relative_imports_resolve_from_the_module_package() -> None:
    names = imported_names(ast.parse("from .x import y\nfrom .. import z"), "p.q.r", False)
    assert {"p.q.x", "p.q.x.y", "p.z"} <= names


#: Parts that name their host scene in type hints only: strands of ui/'s knot, to go with it.
HOST_HINTS = frozenset({
    "ui.pad.commands imports ui.scenes.score_pad", "ui.table.bots imports ui.table.scene",
    "ui.table.commands imports ui.table.scene", "ui.table.input imports ui.table.scene",
    "ui.table.undo imports ui.table.scene",
})


def test_scenes_do_not_import_each_other_the_navigator_knows_them() -> None:
    """A scene (a module of ui/scenes/, or the table's) never imports another; of the
    window's own modules only ui/navigator.py imports scenes (tools and tests may), but
    for the type hints of :data:`HOST_HINTS`."""
    edges = graph()
    scenes = {name for name in edges if name.startswith("ui.scenes.")} | {"ui.table.scene"}
    assert "ui.scenes.menu" in scenes and "ui.scenes.game_over" in scenes
    offenders = {f"{name} imports {target}" for name, targets in edges.items()
                 if name.startswith("ui.") and name != "ui.navigator"
                 for target in targets & scenes}
    assert sorted(offenders - HOST_HINTS) == []
