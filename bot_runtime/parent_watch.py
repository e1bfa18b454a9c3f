"""Worker processes end with the program that started them, however it ends.

A worker process (the bots thinking, an analysis) waits on a pipe from its
parent. When the parent is killed (``kill -9``, a crash of the interpreter)
nothing tells the worker, and it would live on for good, holding memory and
the inherited standard output (a program that reads that output would then
never see its end), and keeping multiprocessing's resource tracker alive
too. :func:`exit_with_parent`, called first thing in the worker, starts a
thread that waits on the parent's sentinel (a pipe the system closes when
the parent ends, on every OS) and ends the worker at once when it fires.
"""

from __future__ import annotations

import multiprocessing
import os
import threading

#: Exit code of a worker whose parent ended.
ORPHANED = 70


def exit_with_parent() -> bool:
    """In a process started by ``multiprocessing``: end it as soon as its parent ends.
    False (and nothing done) in a process that has no such parent."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return False
    threading.Thread(target=_wait_then_exit, args=(parent,), name="exit-with-parent",
                     daemon=True).start()
    return True


def _wait_then_exit(parent: multiprocessing.process.BaseProcess) -> None:
    parent.join()  # returns when the parent's end of the pipe closes: it is gone
    os._exit(ORPHANED)  # at once: no clean-up can wait on the dead parent
