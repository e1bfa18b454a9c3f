"""Find text a player would read that does not go through ``_()``, for tools/i18n_keys.py
and the tests: widget texts, rendered text and table messages written as literals, and
``_()`` calls of computed values (whose texts must be ``N_()`` keys). Standard library only.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("ui", "cli")
#: Calls whose string arguments a player reads: widgets, text rendering, table messages.
SINKS = {"text", "render", "say", "set_text", "set_caption", "UIButton", "UILabel", "UITextBox",
         "UIWindow", "UITextEntryLine", "UIConfirmationDialog", "UIMessageWindow", "UIDropDownMenu",
         "UISelectionList", "UITooltip", "Choice", "ChoicePanel"}
SINK_KEYWORDS = {"text", "html_text", "title", "window_title", "tool_tip_text", "action_long_desc",
                 "action_short_name", "label", "options_list", "item_list", "starting_option",
                 "initial_text", "message", "placeholder_text"}
#: Attributes a scene shows as they are.
SHOWN_ATTRIBUTES = {"message", "prompt", "title", "subtitle", "label", "caption"}
ALLOW = "i18n: ok"  # a comment that lets a literal through (the program's own name)


def python_files(root: Path = ROOT) -> list[Path]:
    """Every module the tool reads, in a stable order."""
    return sorted(p for folder in SCANNED for p in (root / folder).rglob("*.py"))


def call_name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def is_literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def computed_calls(root: Path = ROOT) -> list[str]:
    """``_(TABLE[key])`` and the like: fine when the table's texts are ``N_("key")`` (the tool
    converts those), English when they are plain strings (the strict tests catch that)."""
    found = []
    for path in python_files(root):
        if path.name in ("i18n.py", "save_messages.py"):  # keys made from message keys
            continue
        for node in ast.walk(ast.parse(path.read_bytes())):
            if isinstance(node, ast.Call) and call_name(node.func) in {"_", "ngettext"} and node.args \
                    and not is_literal(node.args[0]):
                found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)[:80]}")
    return found


def bypasses(root: Path = ROOT) -> list[str]:
    """Literals with letters that reach the screen without ``_()``: widget texts, rendered
    text, table messages. A line with the comment ``# i18n: ok`` is let through."""
    found: set[tuple[Path, int, str]] = set()
    for path in python_files(root):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            for literal in _shown_literals(node):
                if ALLOW not in lines[literal.lineno - 1]:
                    found.add((path.relative_to(root), literal.lineno, ast.unparse(literal)))
    return [f"{path}:{line}: {shown}" for path, line, shown in sorted(found)]


def _shown_literals(node: ast.AST) -> list[ast.expr]:
    values: list[ast.expr] = []
    if isinstance(node, ast.Call) and call_name(node.func) in SINKS:
        values = [*node.args, *(k.value for k in node.keywords if k.arg in SINK_KEYWORDS)]
    elif isinstance(node, ast.Assign | ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if node.value is not None and any(isinstance(t, ast.Attribute) and t.attr in SHOWN_ATTRIBUTES
                                          for t in targets):
            values = [node.value]
    return [v for value in values for v in _texts_in(value) if _has_letters(v)]


def _texts_in(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.List | ast.Tuple):
        return [t for item in node.elts for t in _texts_in(item)]
    if isinstance(node, ast.IfExp):
        return _texts_in(node.body) + _texts_in(node.orelse)
    if isinstance(node, ast.BinOp):
        return _texts_in(node.left) + _texts_in(node.right)
    return [node] if isinstance(node, ast.Constant | ast.JoinedStr) else []


def _has_letters(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(ch.isalpha() for ch in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and any(ch.isalpha() for ch in str(v.value))
                   for v in node.values)
    return False
