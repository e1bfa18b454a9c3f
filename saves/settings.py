"""The settings file: one JSON object in the user config folder.

What the keys mean belongs to the interface; this module only keeps the
object safely. A damaged settings file is moved aside (never overwritten)
and the defaults are used, with a message saying so.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from saves import paths, shape
from saves.files import FileProblem, NotPlainFile, TooLarge, move_aside, read_limited, write_json
from saves.shape import ShapeError

SETTINGS_LIMIT = 1024 * 1024


def read_settings(path: Path | None = None) -> tuple[dict[str, Any], str | None]:
    """The saved settings (``{}`` when there are none) and a message for the player, or ``None``.

    Never raises: a damaged file is moved aside, an unreadable one left alone.
    """
    return read_object(path or paths.settings_path(), "the settings")


def read_object(path: Path, what: str) -> tuple[dict[str, Any], str | None]:
    """The JSON object in the small file ``path`` (``{}`` when there is none) and a message
    about ``what`` (``"the settings"``) for the player, or ``None``. Never raises."""
    try:
        return load_object(path), None
    except (NotPlainFile, TooLarge, ShapeError) as error:
        try:
            aside = move_aside(path)
        except FileProblem as problem:
            return {}, f"{what} could not be read ({error}) and {problem}; defaults are used"
        return {}, f"{what} were damaged ({error}); they were moved aside to {aside.name} " \
                   "and the defaults are used"
    except FileProblem as error:
        if not os.path.lexists(path):
            return {}, None
        return {}, f"{what} could not be read ({error}); defaults are used"


def load_object(path: Path) -> dict[str, Any]:
    """The JSON object in the small file ``path``, read and checked: what :func:`read_object`
    reads before it decides. Raises :class:`~saves.files.FileProblem` (:class:`NotPlainFile`,
    :class:`TooLarge`) or :class:`ShapeError`."""
    return shape.obj(shape.parse_json(read_limited(path, SETTINGS_LIMIT), "the file"), "the file")


def write_settings(settings: dict[str, Any], path: Path | None = None) -> None:
    """Write the settings atomically (:class:`~saves.files.FileProblem` if they cannot be)."""
    write_json(path or paths.settings_path(), settings)
