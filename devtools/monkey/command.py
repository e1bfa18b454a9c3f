"""``python -m devtools bench monkey``: random events into the real app; events per second and failures.

Headless unless ``SDL_VIDEODRIVER`` says otherwise (set it to watch the
monkey play). Files go to a temporary ``OHPSHAW_HOME``, removed afterwards.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def bench_monkey(as_json: bool, events: int, seed: int, start: str | None, episode: int,
                 process_worker: bool, sizes: list[tuple[int, int]] | None = None) -> int:
    """Run the monkey; print the figures and every failure with the command that replays it.
    Exit code 0 without failures, 1 with."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from devtools.monkey.checks import Failure
    from devtools.monkey.run import run_monkey
    from ui.app import DEFAULT_SIZE

    def report(failure: Failure) -> None:
        if not as_json:
            print(failure_text(failure), flush=True)

    with tempfile.TemporaryDirectory(prefix="ohpshaw-monkey-") as home:
        result = run_monkey(events, seed, Path(home), start=start, episode=episode,
                            process_worker=process_worker, on_failure=report,
                            sizes=sizes or [DEFAULT_SIZE])
    figures = result.as_dict()
    if as_json:
        print(json.dumps(figures))
    else:
        print(summary_text(figures))
    return 1 if result.failures else 0


def summary_text(figures: dict[str, Any]) -> str:
    """The run in a few lines."""
    frames = max(1, figures["frames"])
    scenes = ", ".join(f"{name} {count / frames:.0%}" for name, count in figures["scenes"].items())
    rss = figures["peak_rss_mb"]
    lines = [
        f"monkey, seed {figures['seed']}: {figures['events']:,} events in {figures['seconds']:.0f} s "
        f"= {figures['events_per_s']:,.0f} events/s ({figures['frames']:,} frames, "
        f"{figures['episodes']} episodes over {len(figures['starts'])} starts at "
        f"{', '.join(f'{w}x{h}' for w, h in figures['sizes'])})",
        f"  tables: {figures['actions']:,} engine actions, {figures['games_over']} games ended; "
        f"{figures['restarts']} quits started again at the menu",
        f"  on top (share of frames): {scenes}",
        f"  worst frame {figures['worst_frame_ms']:.0f} ms ({figures['worst_frame']})"
        + (f"; peak memory {rss:.0f} MB" if rss is not None else ""),
        f"  failures: {len(figures['failures'])}",
    ]
    return "\n".join(lines)


def failure_text(failure: Any) -> str:
    """One failure: kind, where, message, how to replay it, then the detail."""
    head = (f"FAILURE {failure.kind} at event {failure.event} of start {failure.start} "
            f"(episode seed {failure.seed}): {failure.message}")
    detail = "\n".join("    " + line for line in failure.detail.splitlines())
    return f"{head}\n  replay: {failure.command()}\n{detail}"
