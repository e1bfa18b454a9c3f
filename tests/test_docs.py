"""The documents stay true and readable: code and docs name no document the repository lacks
and no ticket history, links between the documents land, README's example runs, and the front
page and the benchmark figures stay short."""

from __future__ import annotations

import doctest
import os
import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

#: Folders that are not the project's own text: tools' caches, builds, the venv. The history of
#: how the figures were reached (docs/notes/) may tell its sessions as they happened.
_SKIP = {".git", ".venv", "venv", "build", "dist", "__pycache__", ".mypy_cache", ".ruff_cache",
         ".pytest_cache", ".hypothesis", "node_modules"}
_HISTORY = REPO / "docs" / "notes"
_TEXT_SUFFIXES = {".py", ".md", ".spec", ".toml", ".yml", ".yaml", ".txt", ".cfg", ".ini"}
_TEXT_NAMES = {"Makefile", "run"}  # .ci/run

#: What a reader of the repository cannot follow: documents outside it (a style guide's numbered
#: habits, a UX note, a spec folder, a sibling checkout) and the ticket a line came from.
#: Built from pieces so that this file does not match itself.
_FORBIDDEN = [
    ("a style guide outside the repository", re.compile("STYLE" + r"(\.md| habit)")),
    ("a UX note outside the repository", re.compile("TABLE" + "_UX")),
    ("a spec folder outside the repository", re.compile(r"(?<![\w.-])" + "spec" + r"/")),
    ("a sibling checkout", re.compile(r"\.\./" + "shared|/work/" + "shared")),
    ("a ticket number", re.compile(r"\b[Ii]ssues? " + r"#?\d+")),
    ("a working session", re.compile(r"\b[Ss]essions? " + r"\d+")),
    ("a ticket", re.compile(r"\b[Tt]he " + r"issue(?:'s)?\b")),
]


def _project_texts() -> list[Path]:
    """Every text file of the project a reader meets, outside the history notes."""
    found = []
    for folder, subfolders, files in os.walk(REPO):
        here = Path(folder)
        subfolders[:] = [name for name in subfolders  # not into a venv or a cache at all
                         if name not in _SKIP and here / name != _HISTORY]
        found += [here / name for name in files
                  if Path(name).suffix in _TEXT_SUFFIXES or name in _TEXT_NAMES]
    return sorted(found)


def _hits(text: str) -> list[tuple[int, str, str]]:
    """(line number, why, the line) for every forbidden reference in ``text``."""
    hits = []
    for number, line in enumerate(text.splitlines(), 1):
        for why, pattern in _FORBIDDEN:
            if pattern.search(line):
                hits.append((number, why, line.strip()))
    return hits


def test_the_guard_sees_each_kind_of_reference() -> None:
    for line in ["(" + "STYLE habit 3)", "see TABLE" + "_UX.md", "spec" + "/RULES.md (R-D4)",
                 "../" + "shared/x", "as issue" + " 25 first measured", "session" + " 9 of it",
                 "(the " + "issue's time)"]:
        assert _hits(line), line
    for line in ["docs/RULES.md (R-D4)", "a GameSession", "the session's bots", "no issue here",
                 "colour #1e4634", "shared the lead", "respec/x"]:
        assert not _hits(line), line


def test_no_line_names_an_absent_document_or_a_ticket() -> None:
    found = []
    for path in _project_texts():
        if path == Path(__file__).resolve():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        found += [f"{path.relative_to(REPO)}:{n}: {why}: {line}" for n, why, line in _hits(text)]
    assert not found, "say the reason itself, or keep the history in git or docs/notes/:\n" \
        + "\n".join(found)


def _documents() -> list[Path]:
    """README and every document under docs/, the history notes included."""
    return [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]


def _python_examples(text: str) -> list[str]:
    """The ```python blocks of a Markdown text that are written as a Python session."""
    blocks = re.findall(r"^```python\n(.*?)^```", text, flags=re.S | re.M)
    return [block for block in blocks if block.lstrip().startswith(">>>")]


def test_the_examples_of_the_documents_run_as_shown() -> None:
    ran = 0
    for path in _documents():
        for number, block in enumerate(_python_examples(path.read_text(encoding="utf-8")), 1):
            name = f"{path.relative_to(REPO)} example {number}"
            test = doctest.DocTestParser().get_doctest(block, {}, name, str(path), 0)
            runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
            runner.run(test)
            assert runner.failures == 0, f"{name} does not give what it shows (see above)"
            ran += 1
    assert ran >= 2  # README's engine and BOTS.md's own bot


def _anchors(path: Path) -> set[str]:
    """The anchors GitHub makes of a Markdown file's headings."""
    slugs = set()
    for heading in re.findall(r"^#{1,6} (.+)$", path.read_text(encoding="utf-8"), flags=re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        slugs.add(slug)
    return slugs


def test_links_between_the_documents_land() -> None:
    broken = []
    for path in _documents():
        text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.S | re.M)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):
                continue  # a web address
            file, _, anchor = target.partition("#")
            goal = (path.parent / file).resolve() if file else path
            if not goal.exists():
                broken.append(f"{path.relative_to(REPO)}: {target} (no such file)")
            elif anchor and goal.suffix == ".md" and anchor not in _anchors(goal):
                broken.append(f"{path.relative_to(REPO)}: {target} (no such heading)")
    assert not broken, "\n".join(broken)


def test_the_front_page_and_the_figures_stay_short() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 200
    assert (REPO / "docs" / "BENCHMARKS.md").stat().st_size <= 40_000
    pictures = sorted((REPO / "docs" / "images").glob("*.png"))
    assert pictures and sum(p.stat().st_size for p in pictures) <= 1_000_000
