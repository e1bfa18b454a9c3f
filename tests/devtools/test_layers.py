"""The layers of the house (``python -m devtools.layers``): each part imports only from the
parts below it, counting imports inside functions and under ``if TYPE_CHECKING:``. The graph
is the cycle check's (:func:`devtools.import_cycles.graph`)."""

from __future__ import annotations

from devtools.import_cycles import graph
from devtools.layers import LAYERS, NEVER, UNLAYERED, broken, layer_of


def test_no_layer_rule_is_broken() -> None:
    assert broken(graph()) == {}


def test_every_module_has_a_layer() -> None:
    """A new top-level module of ui/ (or a new package) is given its layer, not left out of
    the check."""
    assert sorted(name for name in graph() if layer_of(name) is None) == sorted(UNLAYERED)


def test_the_rules_of_the_house() -> None:
    """The engine imports nothing else of the project, the saves only the engine, the window's
    core and parts no screen and not the shell, the screens not the shell, and nothing of the
    product the tools."""
    assert NEVER["engine"] == set(LAYERS) - {"engine"}
    assert NEVER["saves"] == set(LAYERS) - {"engine", "saves"}
    assert {"features", "shell"} <= NEVER["core"] and {"features", "shell"} <= NEVER["parts"]
    assert "shell" in NEVER["features"]
    assert all("tools" in NEVER[name] for name in LAYERS if name != "tools")


def test_the_check_sees_a_broken_rule_in_every_kind_of_import() -> None:
    edges = graph()
    assert "ui.scenes.menu" in edges["ui.navigator"]  # the shell may import a screen
    knotted = {**edges, "ui.widgets.look": edges["ui.widgets.look"] | {"ui.scene"},
               "cli.program": edges["cli.program"] | {"devtools.bench"},
               "game.game": edges["game.game"] | {"ui.words.i18n"}}
    assert broken(knotted) == {("engine", "core"): ["game.game imports ui.words.i18n"],
                               ("parts", "features"): ["ui.widgets.look imports ui.scene"],
                               ("cli", "tools"): ["cli.program imports devtools.bench"]}


def test_the_longest_prefix_names_the_layer() -> None:
    assert layer_of("ui.scene") == "features" and layer_of("ui.scenes.templates.page") == "features"
    assert layer_of("ui.core.window") == "core" and layer_of("ui.app") == "shell"
    assert layer_of("main") == "cli" and layer_of("tools.i18n_keys") == "tools"
    assert layer_of("uix") is None
