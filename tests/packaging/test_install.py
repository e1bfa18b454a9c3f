"""``pip install .`` gives the whole program: pyproject.toml lists every package the program is
made of and every asset it reads, the ``ohpshaw`` command exists, and the runtime needs only
requirements.txt (``make play`` installs nothing else). CI installs it for real (.ci/run)."""

from __future__ import annotations

import ast
import fnmatch
import importlib
import tomllib
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
#: The program's own top-level packages; devtools/, tools/ and tests/ are the project's.
PROGRAM = ("cli", "game", "saves", "ui", "bot_runtime", "netplay", "selftest")
TEST_AND_BUILD_TOOLS = ("pytest", "hypothesis", "ruff", "mypy", "pyinstaller")


def _pyproject() -> dict[str, Any]:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def _source_packages() -> set[str]:
    return {".".join(init.parent.relative_to(REPO).parts)
            for top in PROGRAM for init in (REPO / top).rglob("__init__.py")}


def test_every_package_of_the_program_is_installed() -> None:
    listed = set(_pyproject()["tool"]["setuptools"]["packages"])
    assert listed - {"ohpshaw_assets"} == _source_packages()
    assert _pyproject()["tool"]["setuptools"]["package-dir"] == {"ohpshaw_assets": "assets"}


def test_the_program_imports_nothing_that_is_not_installed() -> None:
    """A module of the program importing a top-level module or package of the repository
    that pip does not install (main.py, devtools, tests) fails in an installed program; the
    project's tools have their own command line (``python -m devtools``)."""
    ours = {path.stem if path.is_file() else path.name for path in REPO.iterdir()
            if (path.suffix == ".py" or (path / "__init__.py").is_file())}
    outside = ours - set(PROGRAM)
    found = []
    for top in PROGRAM:
        for source in (REPO / top).rglob("*.py"):
            tree = ast.parse(source.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                         else [node.module] if isinstance(node, ast.ImportFrom) and node.module
                         and not node.level else [])
                found += [f"{source.relative_to(REPO)}: {name}" for name in names
                          if name.split(".")[0] in outside]
    assert found == [], "the program imports what pip does not install"


def test_every_asset_is_installed() -> None:
    patterns = _pyproject()["tool"]["setuptools"]["package-data"]["ohpshaw_assets"]
    assets = [path.relative_to(REPO / "assets").as_posix() for path in (REPO / "assets").rglob("*")
              if path.is_file()]
    missing = [name for name in assets if not any(fnmatch.fnmatch(name, p) and
                                                  name.count("/") == p.count("/") for p in patterns)]
    assert assets and missing == []


def test_the_ohpshaw_command_is_the_programs_main() -> None:
    target = _pyproject()["project"]["scripts"]["ohpshaw"]
    module, _, name = target.partition(":")
    main = getattr(importlib.import_module(module), name)
    assert callable(main)
    import main as source_main

    assert source_main.main is main  # python main.py and ohpshaw are one program


def test_the_runtime_needs_only_requirements_txt() -> None:
    project = _pyproject()
    assert project["project"]["dynamic"] == ["dependencies"]
    assert project["tool"]["setuptools"]["dynamic"]["dependencies"] == {"file": ["requirements.txt"]}
    pins = [line.split("#")[0].strip() for line in (REPO / "requirements.txt").read_text().splitlines()]
    pins = [pin for pin in pins if pin]
    assert len(pins) >= 4 and all("==" in pin for pin in pins)  # pinned
    assert not [pin for pin in pins if pin.split("==")[0].lower() in TEST_AND_BUILD_TOOLS]


def test_make_play_installs_requirements_txt_alone() -> None:
    """The play target's venv step installs requirements.txt; the tools come with test/dist."""
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    play = next(line for line in makefile.splitlines() if line.startswith("play:"))
    assert play.split(":", 1)[1].split() == ["$(VENV)/.run"]
    run_rule = makefile.split("$(VENV)/.run: requirements.txt", 1)[1].split("\n\n", 1)[0]
    assert "-r requirements.txt" in run_rule and "requirements-dev" not in run_rule
