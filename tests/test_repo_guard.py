"""The guard that keeps the tests inside the repository (tests/repo_guard.py) does refuse."""

from __future__ import annotations

import pytest

from tests import repo_guard


def test_a_file_beside_the_repository_cannot_be_opened() -> None:
    beside = repo_guard.REPO.parent / "shared" / "spec" / "RULES.md"
    with pytest.raises(repo_guard.OutsideRead):
        beside.read_text(encoding="utf-8")
    assert repo_guard.take_reads() == [str(beside.resolve())]  # taken, so this test passes


def test_files_of_the_repository_open() -> None:
    assert "R-D1" in (repo_guard.REPO / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert repo_guard.take_reads() == []
