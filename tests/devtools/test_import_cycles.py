"""No import cycle among the project's own modules, counting the imports inside functions
and under ``if TYPE_CHECKING:`` (the interpreter skips them, a reader does not); the checker
is ``python -m devtools.import_cycles``. Scenes and the parts of the window know it by small
protocols (:mod:`ui.core.window`, :mod:`ui.core.moves`, each part's host), never by its class.
"""

from __future__ import annotations

import ast
import importlib
import inspect

from devtools.import_cycles import cycles, graph, imported_names


def test_no_cycle_anywhere_counting_type_only_imports() -> None:
    """Not in the engine, not in the window, not between the program and its tools."""
    assert cycles(graph()) == []


def test_the_graph_holds_every_part_of_the_project() -> None:
    """The command line's ``main`` module and the self-test are in the graph too."""
    edges = graph()
    assert {"main", "selftest.run", "ui.app", "game.game", "devtools.layers"} <= set(edges)
    assert "cli.program" in edges["main"]


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


def _scene_modules(edges: dict[str, set[str]]) -> set[str]:
    """The modules of ui/ that define a screen: a class of :class:`ui.scene.Scene` of their own
    (the base classes in ui/scene.py and the templates screens are made of are not screens)."""
    from ui.scene import Scene

    found = set()
    for name in edges:
        if not name.startswith("ui.") or name == "ui.scene" or name.startswith("ui.scenes.templates"):
            continue
        module = importlib.import_module(name)
        if any(issubclass(value, Scene) and value.__module__ == name
               for value in vars(module).values() if inspect.isclass(value)):
            found.add(name)
    return found


def test_scenes_do_not_import_each_other_the_navigator_knows_them() -> None:
    """A scene never imports another, not even for a type hint: of the window's own modules
    only ui/navigator.py imports scenes (tools and tests may)."""
    edges = graph()
    scenes = _scene_modules(edges)
    assert {"ui.scenes.menu", "ui.scenes.game_over", "ui.table.scene", "ui.review.report"} <= scenes
    offenders = {f"{name} imports {target}" for name, targets in edges.items()
                 if name.startswith("ui.") and name != "ui.navigator"
                 for target in targets & scenes}
    assert sorted(offenders) == []
