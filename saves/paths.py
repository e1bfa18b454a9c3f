"""Where the program keeps its files, and safe file names for named saves.

Every folder comes from platformdirs: the user data folder
(``user_data_dir("ohpshaw")``) holds saves, records and the history, the
user config folder holds settings. One override moves everything: when the
environment variable ``OHPSHAW_HOME`` is set, data goes to
``$OHPSHAW_HOME/data`` and settings to ``$OHPSHAW_HOME/config`` (tests,
portable installs). Nothing is ever written next to the program or into the
working directory. Folders are created by whoever writes into them.

A name a player types for a save becomes a file name with :func:`slot_name`:

>>> slot_name("sunday")
'sunday'
>>> slot_name("../../etc/passwd")
'etc_passwd-3754d6cb'
>>> slot_name("CON")
'_con-a3dbc4b6'
"""

from __future__ import annotations

import hashlib
import os
import re
import unicodedata
from pathlib import Path

import platformdirs

APP = "ohpshaw"
HOME_VARIABLE = "OHPSHAW_HOME"

#: Longest file stem :func:`slot_name` makes, in UTF-8 bytes (file systems allow 255).
MAX_STEM_BYTES = 80

#: Names Windows reserves for devices, in any case and with any extension.
_RESERVED = {"con", "prn", "aux", "nul", "conin$", "conout$",
             *(f"{kind}{n}" for kind in ("com", "lpt") for n in [*"123456789", "¹", "²", "³"])}
_KEEP = re.compile(r"[^\w\- ]+")  # letters, digits, _, - and spaces stay; all else becomes _
_HASHED = re.compile(r"-[0-9a-f]{8}$")


def home() -> Path | None:
    """The ``OHPSHAW_HOME`` override as an absolute path, or ``None`` when it is not set."""
    value = os.environ.get(HOME_VARIABLE, "").strip()
    if not value:
        return None
    return Path(value).expanduser().absolute()


#: A throwaway data folder for a window that plays without saving (see :func:`use_scratch`).
_scratch: Path | None = None


def use_scratch(folder: Path | None) -> None:
    """From now on keep this process's data (saves, records, history) in ``folder``, or in
    the real data folder again when ``None``: a second window plays without saving."""
    global _scratch
    _scratch = folder


def data_dir() -> Path:
    """The user data folder: saves, records, history."""
    if _scratch is not None:
        return _scratch
    override = home()
    if override is not None:
        return override / "data"
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """The user config folder: settings."""
    override = home()
    if override is not None:
        return override / "config"
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def saves_dir() -> Path:
    """Named saves (one JSON file each)."""
    return data_dir() / "saves"


#: The stems of the autosaves in :func:`autosave_dir`: a game at the table's, a score pad's.
TABLE, SCORE_PAD = "autosave", "scorepad"


def autosave_names(stem: str = TABLE) -> tuple[str, str]:
    """The file names of the autosave ``stem`` and of its backup: the one place they are
    spelled (``autosave.json``, ``autosave.backup.json``)."""
    return f"{stem}.json", f"{stem}.backup.json"


AUTOSAVE_NAME, BACKUP_NAME = autosave_names(TABLE)


def autosave_dir() -> Path:
    """The autosave and its backup (apart from named saves, so no name can clash)."""
    return data_dir() / "autosave"


def autosave_path() -> Path:
    """The autosave, rewritten after every action."""
    return autosave_dir() / AUTOSAVE_NAME


def backup_path() -> Path:
    """The previous good autosave."""
    return autosave_dir() / BACKUP_NAME


def records_dir() -> Path:
    """Game records (RECORD.md) of finished and abandoned games."""
    return data_dir() / "records"


def pending_dir() -> Path:
    """Finished games waiting to be added to the history (it was locked or full)."""
    return data_dir() / "pending"


def history_path() -> Path:
    """The history and statistics database (SQLite)."""
    return data_dir() / "history.sqlite3"


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def slot_name(name: str) -> str:
    """A safe, bounded file stem for the save name a player chose.

    Keeps letters (any script), digits, spaces, ``_`` and ``-``; everything
    else (path separators, ``..``, dots, control characters, ``:*?"<>|``)
    becomes ``_``. The stem is case-folded (so case-blind file systems cannot
    merge two names), has no leading or trailing spaces, dashes or
    underscores, is never a Windows device name and is at most
    :data:`MAX_STEM_BYTES` bytes. Whenever the stem is not exactly ``name``,
    the first 8 hex digits of the name's SHA-256 are added, so two different
    names never silently share a file.

    >>> slot_name("Partie de Noël") == slot_name("partie de noël")
    False
    """
    # case-fold first: folding can add combining marks (ῶ → ω + ͂) that the filter removes
    text = unicodedata.normalize("NFC", name.casefold())
    text = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in text)
    text = _KEEP.sub("_", text)
    text = re.sub(r"_+", "_", re.sub(r" +", " ", text)).strip(" _-")
    text = _truncate(text, MAX_STEM_BYTES - 9)
    if not text:
        text = "save"
    if text.split(" ")[0] in _RESERVED or text in _RESERVED:
        text = "_" + text
    if text != name or _HASHED.search(name):
        digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:8]
        text = f"{text}-{digest}"
    return text


def slot_path(name: str) -> Path:
    """The file of the named save ``name`` (see :func:`slot_name`)."""
    return saves_dir() / f"{slot_name(name)}.json"


def _truncate(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` UTF-8 bytes at a character boundary."""
    data = text.encode("utf-8", "surrogatepass")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", "ignore").rstrip(" _-")
