"""No import cycle among the project's own modules (STYLE habit 15), imports inside
functions included; the checker is ``python -m devtools.import_cycles``."""

from __future__ import annotations

import ast

from devtools.import_cycles import cycles, graph, imported_names


def test_the_project_has_no_import_cycle() -> None:
    assert cycles(graph()) == []


def test_the_checker_sees_an_import_inside_a_function_but_not_one_for_the_type_checker() -> None:
    source = ("from typing import TYPE_CHECKING\n"
              "if TYPE_CHECKING:\n    from ui.app import App\n"
              "def later():\n    from ui.scenes.menu import MenuScene\n")
    names = imported_names(ast.parse(source), "ui.x", False)
    assert "ui.scenes.menu" in names and "ui.app" not in names


def test_the_checker_finds_a_cycle_hidden_in_a_function() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]]


def test_relative_imports_resolve_from_the_module_package() -> None:
    names = imported_names(ast.parse("from .x import y\nfrom .. import z"), "p.q.r", False)
    assert {"p.q.x", "p.q.x.y", "p.z"} <= names


def test_scenes_do_not_import_each_other_the_navigator_knows_them() -> None:
    """A scene (a module of ui/scenes/, or the table's) never imports another; of the
    window's own modules only ui/navigator.py imports scenes (tools and tests may)."""
    edges = graph()
    scenes = {name for name in edges if name.startswith("ui.scenes.")} | {"ui.table.scene"}
    assert "ui.scenes.menu" in scenes and "ui.scenes.game_over" in scenes
    offenders = sorted(f"{name} imports {target}" for name, targets in edges.items()
                       if name.startswith("ui.") and name != "ui.navigator"
                       for target in targets & scenes)
    assert offenders == []
