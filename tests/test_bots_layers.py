"""The bots' packages lean one way: levels on reading the table, reading on
search, search on the odds table; nothing in the product imports the tools of
``devtools/``; and no module of ``game.bots`` or ``devtools.bots`` reaches back
to itself through others, counting the imports inside functions (they hide a
cycle from the interpreter, not from a reader) but not those under
``if TYPE_CHECKING:``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Each layer may import only the layers after it (and itself).
LAYERS = ["game.bots.levels", "game.bots.reading", "game.bots.search", "game.bots.odds"]


def _modules(*packages: str) -> dict[str, Path]:
    out = {}
    for package in packages:
        for path in (ROOT / package.replace(".", "/")).rglob("*.py"):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            out[name.removesuffix(".__init__")] = path
    return out


def _imports(path: Path, name: str) -> set[str]:
    """Every module name ``path`` imports, at any depth, except under TYPE_CHECKING."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            hidden.update(id(sub) for part in node.body for sub in ast.walk(part))
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = name.split(".")[:-1] if path.name != "__init__.py" else name.split(".")
                package = package[:len(package) - node.level + 1]
                base = ".".join([*package, base] if base else package)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges = set()
        for target in _imports(path, name):
            while target and target not in modules:  # `from pkg import name`: the module or pkg
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                edges.add(target)
        graph[name] = edges
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Groups of two or more modules that reach each other (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in graph:
        if node not in index:
            visit(node)
    return groups


def test_no_import_cycle_among_the_bots_and_their_tools() -> None:
    graph = _graph(_modules("game", "devtools"))
    bots = {m for m in graph if m.startswith(("game.bots", "devtools.bots"))}
    assert len(bots) > 20
    assert [g for g in _cycles(graph) if bots.intersection(g)] == []


def test_the_cycle_check_finds_a_cycle_hidden_in_a_function(tmp_path: Path) -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    path = tmp_path / "probe.py"
    path.write_text("from typing import TYPE_CHECKING\n"
                    "def f() -> None:\n    from game.bots.levels import normal\n"
                    "if TYPE_CHECKING:\n    import game.game\n", encoding="utf-8")
    found = _imports(path, "probe")
    assert {"game.bots.levels", "game.bots.levels.normal"} <= found
    assert "game.game" not in found


def test_levels_read_the_table_which_searches_which_looks_up_the_odds() -> None:
    graph = _graph(_modules("game"))
    wrong = []
    for name, targets in graph.items():
        mine = next((k for k, layer in enumerate(LAYERS) if name.startswith(layer)), None)
        if mine is None:
            continue
        for target in targets:
            theirs = next((k for k, layer in enumerate(LAYERS) if target.startswith(layer)), None)
            if theirs is not None and theirs < mine:
                wrong.append(f"{name} -> {target}")
    assert wrong == []


def test_the_product_never_imports_the_tools() -> None:
    packages = [p for p in ("game", "saves", "ui", "cli", "devtools") if (ROOT / p).is_dir()]
    graph = _graph(_modules(*packages))
    assert any(t.startswith("devtools") for t in graph["cli.commands"])  # the check sees them
    offenders = [f"{name} -> {target}" for name, targets in graph.items() for target in targets
                 if target.startswith("devtools") and not name.startswith(("devtools", "cli."))]
    # cli/ dispatches `python main.py bench`, which is the tools' own entry
    assert offenders == []
