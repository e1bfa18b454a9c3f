"""``python -m devtools …``: the project's development commands (:mod:`devtools.program`)."""

from __future__ import annotations

import sys

from devtools.program import main

if __name__ == "__main__":
    sys.exit(main())
