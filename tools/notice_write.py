"""Write ``THIRD-PARTY-NOTICES/``: one licence text per component and the index, README.txt."""

from __future__ import annotations

import re
import shutil
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

if not __package__:  # imported by tools/notices.py run as a script
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.notice_table import file_version


@dataclass
class Notice:
    """One component shipped: its licence, the texts of that licence (each with where the
    text was read) and the shipped files it covers (each with where the file came from)."""

    name: str
    version: str
    licence: str
    origin: str
    texts: list[tuple[str, bytes]]
    files: list[tuple[str, str]] = field(default_factory=list)

    @property
    def text_file(self) -> str:
        """The name of its text in THIRD-PARTY-NOTICES/: ``SDL2_image.txt``."""
        return re.sub(r"[^A-Za-z0-9_.+-]+", "-", self.name).strip("-") + ".txt"

    @property
    def shown_version(self) -> str:
        """Its version, or the versions its library files carry in their names."""
        if self.version:
            return self.version
        versions = [v for v in dict.fromkeys(file_version(name) for name, _ in self.files) if v]
        return ", ".join(versions) + " (file name)" if versions else "-"


INTRO = """\
Oh Pshaw is free software under the MIT licence: see LICENSE beside this folder.
The program also ships the components below, each under its own licence. The
file named beside each component holds its licence text, copied unchanged from
the component (from its installed package, or from its source repository where
the package carries none). tools/notices.py wrote this list while building the
program, from the files in the build and the installed packages' metadata.
"""

LGPL = ("{names} {are} under the GNU Lesser General Public License. Oh Pshaw does not "
        "change {them}: the compiled libraries are the separate files listed below, which may be "
        "replaced with a compatible build, and the source code is at the addresses given.")


def _text(notice: Notice) -> bytes:
    if len(notice.texts) == 1:
        return notice.texts[0][1]
    return b"".join(f"==== {label} ====\n\n".encode() + text.rstrip(b"\r\n") + b"\n\n\n"
                    for label, text in notice.texts)


def index(notices: list[Notice], version: str) -> str:
    """The text of README.txt."""
    title = f"Oh Pshaw {version}: third-party notices"
    rows = [("Component", "Version", "Text", "Licence")]
    rows += [(n.name, n.shown_version, n.text_file, n.licence) for n in notices]
    widths = [max(len(row[column]) for row in rows) for column in range(3)] + [0]
    lines = [title, "=" * len(title), "", INTRO]
    for row in rows:
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
    lgpl = [n.name for n in notices if "LGPL" in n.licence]
    if lgpl:
        names = ", ".join(lgpl[:-1]) + " and " + lgpl[-1] if len(lgpl) > 1 else lgpl[0]
        one = len(lgpl) == 1
        lines += ["", textwrap.fill(LGPL.format(names=names, are="is" if one else "are",
                                                them="it" if one else "them"), 80)]
    lines += ["", "In detail", "---------"]
    for notice in notices:
        lines += ["", notice.name, f"  version:  {notice.shown_version}", f"  licence:  {notice.licence}",
                  f"  text:     {notice.text_file}, copied from "
                  + "; ".join(label for label, _ in notice.texts),
                  f"  from:     {notice.origin}"]
        lines += [f"  file:     {name}" + (f" (from {where})" if where else "")
                  for name, where in notice.files]
    return "\n".join(lines) + "\n"


def write_notices(folder: Path, notices: list[Notice], version: str) -> int:
    """Write the folder afresh; its size in bytes."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    names = [notice.text_file for notice in notices]
    if len(set(names)) != len(names):
        raise ValueError(f"two components share a text file name: {sorted(names)}")
    for notice in notices:
        (folder / notice.text_file).write_bytes(_text(notice))
    (folder / "README.txt").write_text(index(notices, version), encoding="utf-8", newline="\n")
    return sum(path.stat().st_size for path in folder.iterdir())
