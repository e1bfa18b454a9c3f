"""Reading and writing JSON files safely.

Writes are atomic: a temporary file in the same folder, flushed and synced,
then renamed over the target, so a crash leaves the old file or the new
one, never half of one. Reads accept data only (JSON), never code.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


class FileProblem(OSError):
    """A file that cannot be read or written, with a reason a player can read."""


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as UTF-8 JSON to ``path`` atomically, creating its folder."""
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
                out.flush()
                os.fsync(out.fileno())
            os.replace(temp, path)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
    except OSError as error:
        raise FileProblem(f"cannot write {path}: {error.strerror or error}") from None


def read_json(path: Path) -> Any:
    """The JSON data in ``path``; :class:`FileProblem` if it is missing or not JSON."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise FileProblem(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise FileProblem(f"{path} is not a text file") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise FileProblem(f"{path} is damaged: not JSON ({error.msg}, line {error.lineno})") from None
