"""The table's note (the coach's, a lesson's step) finds a place top left clear of the seats
and the trick, and of the line a rebid or a tie-break puts under the round's."""

from __future__ import annotations

from ui.app import App
from ui.learn.lessons import LESSONS
from ui.table.layout import TableLayout
from ui.table.note import SHARES, TableNote, keep_off
from ui.table.seating import meet
from ui.words.i18n import _


def _clear(note: TableNote) -> bool:
    box = note.box()
    return not any(meet((box.x, box.y, box.w, box.h), other) for other in note.avoid)


def test_the_longest_step_of_the_first_lesson_finds_room_at_full_size(app: App) -> None:
    words = max((_(step.text) for step in LESSONS["basics"].steps), key=len)
    note = TableNote(app)
    note.set("Step 1 of 20", words, [("next", "Next")])
    note.avoid = keep_off(TableLayout.compute(app.size, 4))
    assert _clear(note) and note.share == SHARES[0]
    note.avoid = ()  # nothing in the way: where it always stood
    assert note.box().topleft == (round(app.size[1] * 0.02), round(app.size[1] * 0.11))


def test_the_note_keeps_off_the_line_under_the_rounds(app: App) -> None:
    w, h = app.size
    note = TableNote(app)
    note.set("Step 1 of 20", max((_(step.text) for step in LESSONS["basics"].steps), key=len),
             [("next", "Next")])
    status = (0.0, 0.0, w * 0.3, h * 0.085)
    note.avoid = (*keep_off(TableLayout.compute(app.size, 4)), status)
    box = note.box()
    assert _clear(note) and box.top >= status[3]
