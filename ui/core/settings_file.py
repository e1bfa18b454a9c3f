"""The settings on disk: :class:`~ui.core.settings.Settings` to and from ``settings.json``.

Reading never fails: a missing file (a first start), a damaged file (moved
aside by :mod:`saves.settings`), an unreadable one or refused values give the
defaults for what could not be used, with one logged warning. The file is
rewritten whole on the next change.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from saves import paths
from saves.files import FileProblem
from saves.settings import read_settings, write_settings
from ui.core.settings import Settings

log = logging.getLogger(__name__)


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, field by field; defaults where the file has nothing usable."""
    data, message = read_settings(path)
    where = path or paths.settings_path()
    if message is None and not os.path.lexists(where):
        message = f"no settings file at {where}; the defaults are used (it is written on the first change)"
    settings, refused = Settings.from_dict(data)
    if refused:
        message = "settings file: {names} had unusable values; their defaults are used".format(
            names=", ".join(refused))
    if message:
        log.warning(message)
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write every setting; a message when the file cannot be written (it is logged too)."""
    try:
        write_settings(settings.as_dict(), path)
    except FileProblem as error:
        message = f"the settings cannot be saved: {error}"
        log.warning(message)
        return message
    return None
