"""The table's line of words (a toast: the message after a take-back, a refusal) stands where
nothing covers it: not under the bid panel, the room its buttons' tips open into, the
lesson's note, nor over the hand; whole inside the window, at every size and in German too.
Where nothing is in its way it keeps its place above the hand."""

from __future__ import annotations

import pygame
import pytest

from bot_runtime.worker import InlineWorker
from game.game import Phase
from tests.ui.test_ingame import answer_take_back, key, play_until, saved_table
from tests.ui.test_learn import guide_of, one_move, table_of
from ui.app import App
from ui.core.language import apply_language
from ui.core.settings import Settings
from ui.table.scene import TableScene
from ui.table.toast import tips
from ui.words.i18n import _

SIZES = [(1280, 800), (1920, 1080), (3840, 2160)]


def window(size: tuple[int, int], language: str) -> App:
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant", language=language))
    apply_language(app)
    return app


def card_boxes(table: TableScene) -> list[pygame.Rect]:
    """Each card of the human's hand as drawn (the box round its turned corners)."""
    lay, count = table.layout, len(table.hand)
    boxes = []
    for i in range(count):
        xs, ys = zip(*lay.hand_outline(count, i), strict=True)
        boxes.append(pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)),
                                 round(max(ys) - min(ys))))
    return boxes


def clear_of_the_table(app: App, table: TableScene, message: str) -> pygame.Rect:
    """The toast says ``message``, whole inside the window, clear of the panel and the hand;
    its box."""
    toast = table.toast()
    assert toast is not None and table.look.message == message
    box = toast.box
    assert pygame.Rect((0, 0), app.size).contains(box), box
    panel = table.input.panel
    assert panel is not None and panel.panel.visible
    assert not box.colliderect(panel.panel.rect), (box, panel.panel.rect)
    assert box.collidelist(card_boxes(table)) < 0, box
    return box


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_a_take_back_into_the_bidding_says_so_clear_of_the_bids_and_their_tips(
        size: tuple[int, int], language: str) -> None:
    app = window(size, language)
    table = saved_table(app, seed=5)
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.BID and table.game.round.number >= 3)
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.PLAY)  # the human bid; the bid is the last decision
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    answer_take_back(app, yes=True)
    app.step(0.0)
    assert table.game.phase is Phase.BID and table.human_turn  # back at the bid
    box = clear_of_the_table(app, table, _("table.undo_done_now_practice"))
    panel = table.input.panel
    assert panel is not None
    centre = panel.buttons[-1].rect.center  # the pointer rests on a bid: its tip opens
    pygame.mouse.set_pos(centre)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    for _frame in range(90):
        app.step(1 / 60)
    opened = tips(app.gui)
    assert opened, "no tip opened"
    assert clear_of_the_table(app, table, _("table.undo_done_now_practice")) == box  # it stays put
    assert box.collidelist(opened) < 0, (box, opened)
    app.scenes.pop()


@pytest.mark.parametrize("size", SIZES)
def test_in_a_lesson_the_refused_take_back_is_said_clear_of_the_note_and_the_bids(
        size: tuple[int, int]) -> None:
    app = window(size, "de")
    app.nav.lesson("basics")
    table = table_of(app)
    for _move in range(200):  # the lesson's first bid
        if table.human_turn and table.game.phase is Phase.BID and table.input.panel is not None:
            break
        one_move(app, table)
    assert guide_of(table).progress.step is not None
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    app.step(0.0)
    box = clear_of_the_table(app, table, _("table.undo_not_in_a_lesson"))
    note = table.note.rect
    assert table.note.shown and note is not None and not box.colliderect(note), (box, note)
    table.note.rect = box.inflate(box.height, box.height)  # a note just where the line stood
    moved = clear_of_the_table(app, table, _("table.undo_not_in_a_lesson"))
    assert not moved.colliderect(table.note.rect), (moved, table.note.rect)
    app.scenes.pop()


def test_with_nothing_in_its_way_the_line_keeps_its_place_above_the_hand() -> None:
    app = window((1280, 800), "en")
    table = saved_table(app, seed=5)
    play_until(app, table, lambda: app.scenes.top is table and table.human_turn
               and table.game.phase is Phase.PLAY and not table.game.state.trick)
    toast = table.toast()
    assert toast is not None and table.look.prompt == _("table.your_turn_play")
    assert toast.box.centerx == app.size[0] // 2
    assert toast.box.centery == round(table.layout.message_y(toast.box.height, False))
    app.scenes.pop()
