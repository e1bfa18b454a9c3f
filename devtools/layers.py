"""The layers of the house and the imports between them: ``python -m devtools.layers``.

Each module belongs to one layer (:data:`LAYERS`, by the longest prefix of its
name), and a layer never imports from the layers :data:`NEVER` names for it,
at the top of a module, inside a function or under ``if TYPE_CHECKING:``
alike: the graph is :func:`devtools.import_cycles.graph`, the one the cycle
check reads. From the bottom up:

- ``engine`` (``game/``): the rules; it imports nothing else of the project.
- ``saves``: files and history, on the engine alone.
- ``core`` (``ui/core``, ``ui/words``): what every screen stands on, and the
  interfaces scenes know the window by (:mod:`ui.core.window`).
- ``parts`` (``ui/cards``, ``ui/widgets``): drawing and widgets the screens share.
- ``features``: the screens (``ui/scene.py``, ``ui/scenes``, the table, the score
  pad, the review, Continue, Learn to play).
- ``shell`` (``ui/app.py``, ``ui/navigator.py``): the window, and the one module
  that knows every scene.
- ``cli`` (``cli/``, ``main.py``, ``selftest/``): the program's command line.
- ``tools`` (``devtools/``, ``tools/``): the project's tools; nothing of the
  product imports them.

Prints each broken rule with the imports that break it and exits 1 when there is any;
``tests/devtools/test_layers.py`` holds the count at 0.

>>> broken({"ui.core.x": {"ui.app", "ui.core.y"}, "ui.app": {"ui.core.x"}})
{('core', 'shell'): ['ui.core.x imports ui.app']}
"""

from __future__ import annotations

import sys

from devtools.import_cycles import graph

#: Each layer's modules, by dotted prefix (the longest prefix of a module's name wins).
LAYERS: dict[str, tuple[str, ...]] = {
    "engine": ("game",),
    "saves": ("saves",),
    "core": ("ui.core", "ui.words"),
    "parts": ("ui.cards", "ui.widgets"),
    "features": ("ui.scene", "ui.scenes", "ui.table", "ui.pad", "ui.review", "ui.continuing",
                 "ui.learn", "ui.net"),
    "shell": ("ui.app", "ui.navigator"),
    "bot_runtime": ("bot_runtime",),
    "netplay": ("netplay",),
    "cli": ("cli", "main", "selftest"),
    "tools": ("devtools", "tools"),
}

_UI = frozenset({"core", "parts", "features", "shell"})

#: The layers each layer must not import from.
NEVER: dict[str, frozenset[str]] = {
    "engine": frozenset(LAYERS) - {"engine"},
    "saves": frozenset(LAYERS) - {"saves", "engine"},
    "core": frozenset({"features", "shell", "cli", "tools"}),
    "parts": frozenset({"features", "shell", "cli", "tools"}),
    "features": frozenset({"shell", "cli", "tools"}),
    "shell": frozenset({"cli", "tools"}),
    "bot_runtime": _UI | {"cli", "tools"},
    "netplay": _UI | {"cli", "tools"},
    "cli": frozenset({"tools"}),
}

#: Modules that are in no layer: the ``ui`` package itself, which only describes its parts.
UNLAYERED = frozenset({"ui"})


def layer_of(module: str) -> str | None:
    """The layer of ``module`` (``None`` when it is in none).

    >>> layer_of("ui.scenes.menu"), layer_of("ui.scene"), layer_of("ui.core.window")
    ('features', 'features', 'core')
    """
    best: tuple[int, str] | None = None
    for name, prefixes in LAYERS.items():
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and (
                    best is None or len(prefix) > best[0]):
                best = (len(prefix), name)
    return best[1] if best else None


def broken(edges: dict[str, set[str]]) -> dict[tuple[str, str], list[str]]:
    """Each broken rule (layer, layer it must not import) → the imports that break it."""
    found: dict[tuple[str, str], list[str]] = {}
    for module in sorted(edges):
        source = layer_of(module)
        for target in sorted(edges[module]):
            reached = layer_of(target)
            if source is not None and reached is not None and reached in NEVER.get(source, ()):
                found.setdefault((source, reached), []).append(f"{module} imports {target}")
    return found


def main() -> int:
    """Print every broken rule and a count; exit code 1 when there is one."""
    found = broken(graph())
    for (source, reached), imports in found.items():
        print(f"{source} -> {reached}: {len(imports)} imports, e.g. {'; '.join(imports[:3])}")
    print(f"{len(found)} layer rules broken")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
