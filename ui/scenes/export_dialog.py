"""Export a game record (RECORD.md) to a file the player names: an overlay.

The path is prefilled with ``ohpshaw-YYYY-MM-DD-HHMM.json`` in the documents
folder and can be edited. :mod:`saves.export` refuses a path that cannot be
used (no file name, a missing or read-only folder, an existing file: it is
never replaced) and the dialog shows why and stays open.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from saves.export import ExportProblem, default_export_path, documents_dir, export_record
from saves.files import FileProblem
from ui.core.window import Window
from ui.scenes.templates.entry_dialog import EntryDialog
from ui.words.i18n import _
from ui.words.save_messages import problem_text


class ExportDialog(EntryDialog):
    """Ask where to write ``record``; ``on_written(path)`` once it is written and the dialog closed."""

    def __init__(self, app: Window, record: dict[str, Any],
                 on_written: Callable[[Path], None] | None = None, folder: Path | None = None) -> None:
        initial = default_export_path(folder or documents_dir(), str(record.get("started", "")))
        super().__init__(app, _("export.title"), str(initial),
                         _("export.export"),
                         _("export.hint"))
        self.record = record
        self.on_written = on_written
        self.written: Path | None = None

    def submit(self, typed: str) -> str | None:
        """Write the record to ``typed``; the reason when it cannot be."""
        try:
            self.written = export_record(self.record, typed)
        except (ExportProblem, FileProblem) as error:
            return problem_text(error)
        except OSError as error:
            return _("export.not_written", reason=error)
        return None

    def done(self) -> None:
        """Tell whoever opened the dialog where the record is."""
        if self.on_written is not None and self.written is not None:
            self.on_written(self.written)
