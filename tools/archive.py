"""Pack ``dist/ohpshaw/`` into the archive players download (``make dist`` runs this).

``dist/ohpshaw-<system>-<machine>.tar.gz`` on Linux and macOS (it keeps the
executable bit), ``.zip`` on Windows. Prints the archive's path and size.
"""

from __future__ import annotations

import platform
import shutil
import sys
from pathlib import Path

DIST = Path(__file__).resolve().parent.parent / "dist"


def main() -> int:
    """Write the archive next to the folder; 1 when there is no folder to pack."""
    folder = DIST / "ohpshaw"
    if not folder.is_dir():
        print(f"{folder} is missing: build it first (make dist)", file=sys.stderr)
        return 1
    kind = "zip" if sys.platform == "win32" else "gztar"
    name = f"ohpshaw-{platform.system().lower()}-{platform.machine().lower()}"
    archive = Path(shutil.make_archive(str(DIST / name), kind, root_dir=DIST, base_dir="ohpshaw"))
    print(f"{archive}: {archive.stat().st_size / 2**20:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
