"""Every test writes under its own temporary OHPSHAW_HOME, never the real home."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point OHPSHAW_HOME at a fresh folder unless the test set its own."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("OHPSHAW_HOME", str(home))
    monkeypatch.setenv("OHPSHAW_LANGUAGE", "en")  # English whatever the machine's locale
    return home
