"""The readers of files against hostile files at their size caps (``python -m devtools bench saves``).

Every reader of the program's files (settings, the last setup, saves and their list,
score pads, kept analyses, game records, finished games) is given files of its size
cap made to be slow: an unterminated string of ``\\"`` pairs, nesting as deep as the
file is long, millions of empty lists, keys or nulls, numbers of 4,300 digits, strings of
backslashes or brackets; and a real game's record of 32 MB. Each reader's time is
reported as a ratio to ``json.loads`` of the same bytes (which reads nothing from disk
and checks nothing), the median of ``runs`` timed runs each. A reader whose time grew
with the square of its input would have ratios in the hundreds; the target is under
:data:`TARGET` for every one.

Times are CPU time of this process (``time.process_time``): the machine is shared, and
what another program does meanwhile does not count. Loading a save also replays its game
through the engine, which is timed by the crash test's figures, not here: the saves given
here are refused before their first action, or only listed. The settings and the last
setup are timed up to the verdict: what the window then does with a damaged file (moves
it aside, a rename and a folder sync, and logs a line) takes the same time whatever it held.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any

from game.analysis.judge import Judge
from game.game import Game
from game.limits import MAX_ACTIONS, MAX_PLAYERS, MAX_ROUNDS
from game.match import play_match
from game.presets import preset
from game.record import to_record
from saves.analysis_cache import kept
from saves.files import SIZE_LIMIT, FileProblem
from saves.finished import read_finished
from saves.format import SaveError, read_header
from saves.last_setup import LastSetup
from saves.pad_session import load_pad
from saves.record_file import RECORD_LIMIT, read_record
from saves.session import encode, load_game, new_session, to_document
from saves.settings import SETTINGS_LIMIT, load_object
from ui.core.settings import Settings

#: Every ratio to ``json.loads`` stays under this.
TARGET = 5.0
#: What a reader may answer a file with, besides its content: a refusal (a setup's is a
#: ValueError, and so are ShapeError and NotFinished).
REFUSALS = (SaveError, FileProblem, ValueError)


@dataclass(frozen=True)
class Reader:
    """One reader of files: its name as the table shows it, its size cap, and a call."""

    name: str
    cap: int
    read: Callable[[Path], object]


def the_readers() -> list[Reader]:
    """The readers of the program's files, each with the cap it reads up to."""
    return [
        Reader("settings", SETTINGS_LIMIT, _settings),  # the window's first read
        Reader("last setup", SETTINGS_LIMIT, _last_setup),  # New game
        Reader("save list", SIZE_LIMIT, read_header),  # Load game's list, Continue's button
        Reader("save", SIZE_LIMIT, load_game),  # Load game, Continue
        Reader("score pad", SIZE_LIMIT, load_pad),
        Reader("kept analysis", SIZE_LIMIT, _kept_analysis),
        Reader("record", RECORD_LIMIT, read_record),  # replay, records waiting for the history
        Reader("finished game", RECORD_LIMIT, read_finished),  # analyse, looking back
    ]


def _settings(path: Path) -> Settings:
    """The settings as the window reads them (:func:`ui.core.settings_file.load_settings`),
    up to its verdict: a damaged file is then moved aside, a rename and a folder sync that
    take the same time (about 0.25 ms) whatever the file held, and are not timed here."""
    return Settings.from_dict(load_object(path))[0]


def _last_setup(path: Path) -> LastSetup | None:
    """The last setup as New game reads it (:func:`saves.last_setup.read_last_setup`), up to
    its verdict (as :func:`_settings`)."""
    data = load_object(path)
    return LastSetup.from_dict(data) if data else None


@cache
def _a_game() -> tuple[Game, dict[str, Any], Judge]:
    played = play_match(preset("oh-pshaw").replace(max_hand=2), ["random"] * 3, seed=2)
    return played.game, to_record(played.game, played.players), Judge()


def _kept_analysis(path: Path) -> object:
    """The analysis kept in ``path`` for a small game (there is never one: it is looked for,
    read and found not to be one)."""
    game, record, judge = _a_game()
    return kept(path, record, game, judge)


def hostile_files(cap: int) -> dict[str, bytes]:
    """Files of at most ``cap`` bytes made to be slow to read, by what they hold."""
    def repeated(item: bytes, start: bytes = b"[", end: bytes = b"]") -> bytes:
        return start + b",".join([item] * ((cap - len(start) - len(end)) // (len(item) + 1))) + end

    return {
        'unterminated string of \\" pairs': b'"' + b'\\"' * ((cap - 1) // 2),
        "string of backslashes": b'"' + b"\\\\" * ((cap - 2) // 2) + b'"',
        "string of brackets": b'["' + b"[{" * ((cap - 4) // 2) + b'"]',
        "nested as deep as the file": b"[" * cap,
        "nested 32 deep, over and over": repeated(b"[" * 31 + b"]" * 31),
        "nested 500 deep, over and over": repeated(b"[" * 499 + b"]" * 499),
        "empty lists": repeated(b"[]"),
        "keys": b"{" + b",".join(b'"%x":0' % i for i in range(cap // 12)) + b"}",
        "one key again and again": repeated(b'"k":0', b"{", b"}"),
        "short strings": repeated(b'"x"'),
        "null": repeated(b"null"),
        "null in a thousand lists": repeated(b"[" + b"null," * (cap // 5000) + b"null]"),
        "numbers of 4,300 digits": repeated(b"9" * 4300),
        "a number as long as the file": b"9" * cap,
        "1e999 (infinity)": repeated(b"1e999"),
        "NaN": repeated(b"NaN"),
        "not UTF-8 at the end": b'"' + b"a" * (cap - 3) + b'\xff"',
    }


@cache
def real_record() -> str:
    """The record of a real game: 9 players, 64 cards, bid cards and rebids, 100 rounds."""
    rules = preset("oh-seven").replace(deck_copies=2, max_hand=7, fixed_rounds=100)
    match = play_match(rules, ["random"] * MAX_PLAYERS, seed=4)
    return json.dumps(to_record(match.game, match.players))


def record_bytes(rounds: int, cap: int) -> bytes:
    """:func:`real_record` as the program writes it, its rounds over and over to ``rounds``
    rounds, or to ``cap`` bytes if less."""
    record = json.loads(real_record())
    played = record["rounds"]
    one = len(json.dumps(played[0], ensure_ascii=False, indent=1))
    count = min(rounds, max(1, (cap - 2000) // (one + 16)))
    record["rounds"] = [dict(played[i % len(played)], number=i + 1) for i in range(count)]
    data = (json.dumps(record, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    while len(data) > cap:  # rounds differ in length: drop some until it fits
        record["rounds"] = record["rounds"][: len(record["rounds"]) * 95 // 100]
        data = (json.dumps(record, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    return data


def longest_save() -> bytes:
    """A save of 9 players with as many actions as a game can have, each of the longest kind
    (listed in full; refused at its first action when loaded)."""
    seats = ["human"] + ["normal"] * (MAX_PLAYERS - 1)
    document = to_document(new_session(preset("oh-seven"), seats, 1, ["A"] * MAX_PLAYERS))
    document["actions"] = [[8, "pass 7S 7S 7S"]] * MAX_ACTIONS
    return encode(document)


def inputs_of(reader: Reader, scale: int) -> dict[str, bytes]:
    """What ``reader`` is given: the hostile files of its cap (divided by ``scale``) and, for
    records and saves, real ones."""
    cap = reader.cap // scale
    files = hostile_files(cap)
    if reader.cap == RECORD_LIMIT:
        files["a real game's rounds, 32 MB" if scale == 1 else "a real game's rounds"] = \
            record_bytes(10**9, cap)
        if reader.name == "record":
            files[f"the longest game, {MAX_ROUNDS} rounds"] = record_bytes(MAX_ROUNDS // scale, cap)
    if reader.name in ("save list", "save") and scale == 1:
        files[f"the longest save, {MAX_ACTIONS:,} actions"] = longest_save()
    return files


def cpu_time(call: Callable[[], object], runs: int) -> float:
    """The median CPU time of ``call`` in seconds over ``runs`` runs."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        call()
        times.append(time.process_time() - start)
    return statistics.median(times)


def bench_readers(runs: int = 3, scale: int = 1) -> dict[str, Any]:
    """Time every reader on each of its inputs against ``json.loads``; ``scale`` divides the
    caps (a quick run). Returns ``{"target", "runs", "ok", "worst", "rows": [...]}``, a row a
    reader and input: ``reader``, ``input``, ``bytes``, ``json_ms``, ``reader_ms``, ``ratio``
    and ``answer`` (``read`` or the refusal, cut short)."""
    rows: list[dict[str, Any]] = []
    baselines: dict[bytes, float] = {}
    with tempfile.TemporaryDirectory(prefix="ohpshaw-readers-") as temp:
        path = Path(temp) / "file.json"
        for reader in the_readers():
            for name, data in inputs_of(reader, scale).items():
                if data not in baselines:
                    baselines[data] = cpu_time(partial(_json_loads, data), runs)
                path.write_bytes(data)
                answers: list[str] = []
                took = cpu_time(partial(_answer, reader.read, path, answers), runs)
                base = baselines[data]
                rows.append({"reader": reader.name, "cap": reader.cap // scale, "input": name,
                             "bytes": len(data), "json_ms": round(base * 1000, 3),
                             "reader_ms": round(took * 1000, 3),
                             "ratio": round(took / base, 2) if base > 0 else None,
                             "answer": answers[-1]})
    worst = max(rows, key=lambda row: row["ratio"] or 0.0)
    return {"target": TARGET, "runs": runs, "ok": all((r["ratio"] or 0.0) < TARGET for r in rows),
            "worst": {k: worst[k] for k in ("reader", "input", "ratio")}, "rows": rows}


def _json_loads(data: bytes) -> None:
    with suppress(ValueError, RecursionError):
        json.loads(data)


def _answer(read: Callable[[Path], object], path: Path, answers: list[str]) -> None:
    """Read ``path``; add to ``answers`` what the reader said (``read``, or its refusal)."""
    try:
        read(path)
    except REFUSALS as error:
        answers.append(f"refused: {str(error)[:100]}")
        return
    answers.append("read")


def format_readers(result: dict[str, Any]) -> str:
    """The ratios as a table: an input a line, a reader a column."""
    readers = list(dict.fromkeys(row["reader"] for row in result["rows"]))
    inputs = list(dict.fromkeys(row["input"] for row in result["rows"]))
    ratio = {(row["reader"], row["input"]): row["ratio"] for row in result["rows"]}
    caps = {row["reader"]: row["cap"] for row in result["rows"]}
    width = max(len(name) for name in inputs)
    head = [f"{name} ({_size(caps[name])})" for name in readers]
    lines = [f"readers against json.loads of the same bytes (CPU time, median of {result['runs']}; "
             f"target: every ratio under {result['target']:g})",
             " " * width + " | " + " | ".join(head)]
    for name in inputs:
        cells = [("" if (r, name) not in ratio else f"{ratio[(r, name)]:.2f}").rjust(len(h))
                 for r, h in zip(readers, head, strict=True)]
        lines.append(name.ljust(width) + " | " + " | ".join(cells))
    worst = result["worst"]
    lines.append(f"worst: {worst['ratio']:.2f} ({worst['reader']}, {worst['input']}); "
                 + ("every ratio under the target" if result["ok"] else "NOT every ratio under the target"))
    return "\n".join(lines)


def _size(count: int) -> str:
    return f"{count // (1024 * 1024)} MB" if count >= 1024 * 1024 else f"{count // 1024} KB"
