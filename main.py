"""Oh Pshaw from the source tree: ``python main.py [command …]`` runs the ``ohpshaw`` program,
whose command line is :mod:`cli.program` (the packaged program and ``pip install .`` run it
too)."""

from __future__ import annotations

import sys

from cli.program import main

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # bot workers in a PyInstaller bundle
    sys.exit(main())
