"""The bots' packages lean one way: levels on reading the table, reading on
search, search on the odds table; and nothing in the product imports the
tools of ``devtools/``. The import graph is ``devtools.import_cycles``'s (the
one the cycle check reads, ``tests/devtools/test_import_cycles.py``): imports inside
functions and under ``if TYPE_CHECKING:`` count."""

from __future__ import annotations

from devtools.import_cycles import graph

#: Each layer may import only the layers after it (and itself).
LAYERS = ["game.bots.levels", "game.bots.reading", "game.bots.search", "game.bots.odds"]


def _layer(name: str) -> int | None:
    return next((k for k, layer in enumerate(LAYERS) if name.startswith(layer)), None)


def test_levels_read_the_table_which_searches_which_looks_up_the_odds() -> None:
    edges = graph(packages=("game",))
    assert any(_layer(name) == 0 for name in edges) and any(_layer(name) == 3 for name in edges)
    wrong = []
    for name, targets in edges.items():
        mine = _layer(name)
        if mine is None:
            continue
        for target in targets:
            theirs = _layer(target)
            if theirs is not None and theirs < mine:
                wrong.append(f"{name} -> {target}")
    assert wrong == []


def test_the_product_never_imports_the_tools() -> None:
    """Not even the command line: the tools have their own, ``python -m devtools``."""
    edges = graph(packages=("game", "saves", "ui", "cli", "bot_runtime", "netplay", "selftest",
                            "main", "devtools"))
    assert any(t.startswith("cli") for t in edges["devtools.program"])  # the check sees imports
    offenders = [f"{name} -> {target}" for name, targets in edges.items() for target in targets
                 if target.startswith("devtools") and not name.startswith("devtools")]
    assert offenders == []
