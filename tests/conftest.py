"""Every test writes under its own temporary OHPSHAW_HOME, never the real home."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Every text shown in a test must be a catalogue key (ui.i18n.STRICT): English that did not go
# through tools/i18n_keys.py fails where it is shown.
os.environ.setdefault("OHPSHAW_I18N_STRICT", "1")


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point OHPSHAW_HOME at a fresh folder unless the test set its own."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("OHPSHAW_HOME", str(home))
    monkeypatch.setenv("OHPSHAW_LANGUAGE", "en")  # English whatever the machine's locale
    return home
