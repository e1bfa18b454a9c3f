"""The guard that keeps the tests inside the repository (tests/repo_guard.py) does refuse."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests import repo_guard


def _outside() -> Path:
    """A file the guard must refuse: beside the repository where that is outside the allowed
    places (a developer's checkout), else in the home folder or at the root (a fresh clone in
    the temporary folder, as CI makes it, has nothing beside it and lives in an allowed place)."""
    candidates = [repo_guard.REPO.parent / "shared" / "spec" / "RULES.md",
                  Path.home() / "ohpshaw-guard-probe.json", Path("/ohpshaw-guard-probe.json")]
    return next(p for p in candidates if not repo_guard.allowed(os.path.realpath(p)))


def test_a_file_outside_the_repository_cannot_be_opened() -> None:
    outside = _outside()
    with pytest.raises(repo_guard.OutsideRead):
        outside.read_text(encoding="utf-8")
    assert repo_guard.take_reads() == [os.path.realpath(outside)]  # taken, so this test passes


def test_files_of_the_repository_open() -> None:
    assert "R-D1" in (repo_guard.REPO / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert repo_guard.take_reads() == []
