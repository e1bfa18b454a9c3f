"""Every rule id of docs/RULES.md is named by at least one test."""

from __future__ import annotations

import re
from pathlib import Path

from tests.helpers import RULES

TESTS = Path(__file__).resolve().parents[1]


def _named_ids() -> set[str]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in TESTS.rglob("test_*.py")
                     if p.name != "test_rule_ids.py")
    found = set()
    for match in re.finditer(r"R[-_]([A-Z])(\d+)((?:[_/][A-Z]?\d+)*)", text):
        letter, first, rest = match.group(1), match.group(2), match.group(3)
        found.add(f"R-{letter}{first}")
        for more in re.findall(r"[_/]([A-Z]?)(\d+)", rest):
            found.add(f"R-{more[0] or letter}{more[1]}")
    return found


def test_every_rule_id_has_a_test() -> None:
    rules = set(re.findall(r"\*\*(R-[A-Z]\d+)", RULES.read_text(encoding="utf-8")))
    assert len(rules) > 40
    assert sorted(rules - _named_ids()) == []
