"""``bench saves``'s readers: every reader meets every hostile file, and the table shows it
(run here at a thousandth of the caps; the times themselves are not looked at)."""

from __future__ import annotations

import pytest

from devtools.bench_readers import bench_readers, format_readers, hostile_files, the_readers


@pytest.mark.slow
def test_every_reader_meets_every_hostile_file_and_refuses_those_it_cannot_use() -> None:
    result = bench_readers(runs=1, scale=1024)
    readers = [reader.name for reader in the_readers()]
    kinds = list(hostile_files(1024))
    seen = {(row["reader"], row["input"]) for row in result["rows"]}
    assert {(reader, kind) for reader in readers for kind in kinds} <= seen
    assert {row["input"] for row in result["rows"]} - set(kinds) == {
        "a real game's rounds", "the longest game, 500 rounds"}
    answers = {(row["reader"], row["input"]): row["answer"] for row in result["rows"]}
    for reader in ("save list", "save", "score pad", "record", "finished game"):
        for kind in kinds:  # none of them is a save or a record
            assert answers[(reader, kind)].startswith("refused: "), (reader, kind, answers[(reader, kind)])
    assert answers[("record", "the longest game, 500 rounds")] == "read"
    assert answers[("record", 'unterminated string of \\" pairs')] == \
        "refused: the file is not valid JSON (Unterminated string starting at line 1, column 1)"
    assert all(row["ratio"] > 0 and row["bytes"] <= row["cap"] for row in result["rows"])
    table = format_readers(result).splitlines()
    assert table[1].split(" | ")[1:] == ["settings (1 KB)", "last setup (1 KB)", "save list (5 KB)",
                                         "save (5 KB)", "score pad (5 KB)", "kept analysis (5 KB)",
                                         "record (32 KB)", "finished game (32 KB)"]
    assert len(table) == 2 + len(kinds) + 2 + 1
