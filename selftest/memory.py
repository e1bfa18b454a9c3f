"""The peak resident memory of this process, for ``--selftest`` and ``bench startup``.

On Linux it is ``VmHWM`` of ``/proc/self/status``: a process started by fork
and exec keeps its parent's ``ru_maxrss`` (a self-test started from a big
pytest process would report pytest's size), while ``VmHWM`` starts afresh
with the new program. Elsewhere ``ru_maxrss``; ``None`` where neither exists
(Windows).

>>> 0 < (peak_mb() or 1) < 10_000
True
"""

from __future__ import annotations

import sys
from pathlib import Path


def peak_mb() -> float | None:
    """Peak resident memory of this process in MB (rounded to 0.1), or ``None``."""
    try:
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)  # kB
    except (OSError, ValueError, IndexError):
        pass
    try:
        import resource
    except ImportError:
        return None
    unit = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB elsewhere
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * unit / 2**20, 1)
