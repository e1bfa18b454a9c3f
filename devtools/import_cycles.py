"""Import cycles among the project's own modules: ``python -m devtools.import_cycles``.

An import inside a function hides a cycle from the interpreter, not from a
reader, and so does one under ``if TYPE_CHECKING:``: both count here (a
reader of either module still has to hold the other in mind). A module's
import of its own package (``from game.bots import Bot`` inside
``game/bots/levels/hard.py``) is not counted: a package's ``__init__`` is
where its parts meet. Prints each group of modules that reach one another
(strongly connected, two or more) and exits 1 when there is any;
``tests/devtools/test_import_cycles.py`` holds the count at 0. The same graph feeds the
layer check, :mod:`devtools.layers`.

>>> sorted(imported_names(ast.parse("import a.b\\nfrom c import d"), "x", False))
['a.b', 'c', 'c.d']
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Sequence
from pathlib import Path

#: The project's own top-level packages (and ``main``, its one top-level module).
PACKAGES = ("game", "saves", "ui", "cli", "bot_runtime", "netplay", "selftest", "main", "devtools",
            "tools")
ROOT = Path(__file__).resolve().parent.parent


def modules(root: Path = ROOT, packages: Sequence[str] = PACKAGES) -> dict[str, Path]:
    """Every module of the top-level ``packages`` by dotted name (a package by its own name;
    a name with no folder but a ``.py`` file is that one module)."""
    found: dict[str, Path] = {}
    for package in packages:
        single = root / f"{package}.py"
        if not (root / package).is_dir() and single.is_file():
            found[package] = single
            continue
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:`` (not its ``else``)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else test.attr if isinstance(
                test, ast.Attribute) else ""
            if name == "TYPE_CHECKING":
                for statement in node.body:
                    skipped.update(id(sub) for sub in ast.walk(statement))
    return skipped


def imported_names(tree: ast.AST, module: str, is_package: bool,
                   type_checking: bool = True) -> set[str]:
    """Every dotted name ``tree`` imports, anywhere in it (under ``TYPE_CHECKING`` too unless
    ``type_checking`` is false); ``from a import b`` gives both ``a`` and ``a.b`` (``b`` may
    be a module)."""
    skipped = set() if type_checking else _type_checking_only(tree)
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's package, up level - 1
                package = module.split(".") if is_package else module.split(".")[:-1]
                package = package[:len(package) - (node.level - 1)]
                base = ".".join([*package, base] if base else package)
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def graph(root: Path = ROOT, packages: Sequence[str] = PACKAGES,
          type_checking: bool = True) -> dict[str, set[str]]:
    """Module → the modules of ``packages`` it imports (its own packages left out), counting
    the imports under ``TYPE_CHECKING`` unless ``type_checking`` is false (what the
    interpreter alone would meet)."""
    found = modules(root, packages)
    edges: dict[str, set[str]] = {}
    for name, path in found.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        targets: set[str] = set()
        for imported in imported_names(tree, name, path.name == "__init__.py", type_checking):
            while imported and imported not in found:  # a name in a module → the module
                imported = imported.rpartition(".")[0]
            if imported and imported != name and not name.startswith(imported + "."):
                targets.add(imported)
        edges[name] = targets
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two or more modules, largest first (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(start: str) -> None:
        # iterative, so a long chain of imports cannot exhaust the recursion limit
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))

    for name in sorted(edges):
        if name not in index:
            visit(name)
    return sorted(groups, key=lambda g: (-len(g), g))


def main() -> int:
    """Print every cycle and a count; exit code 1 when there is one."""
    found = cycles(graph())
    for group in found:
        print(f"{len(group)}: {' '.join(group)}")
    print(f"{len(found)} import cycles, largest {max(map(len, found), default=0)} modules")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
