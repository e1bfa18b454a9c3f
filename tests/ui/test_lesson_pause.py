"""The pause menu of a lesson and of a game: a lesson offers Resume and Leave the lesson
(no "End game now", nothing about records), says Learn to play keeps the step, and leaving
opens Learn to play at that step; a lesson's game is never kept in the records nor the
history. Esc opens the menu with the ring on Resume, so Enter goes back to the game."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.presets import preset
from saves import paths
from saves.history import History
from tests.ui.test_keys import focused, key
from tests.ui.test_learn import guide_of, new_app, one_move, play_lesson, table_of
from ui.learn.scene import LessonsScene
from ui.scenes.pause import PauseMenu
from ui.table.scene import TableScene
from ui.words.i18n import _ as words


def _pause(app: object) -> PauseMenu:
    key(app, pygame.K_ESCAPE)  # type: ignore[arg-type]
    menu = app.scenes.top  # type: ignore[attr-defined]
    assert isinstance(menu, PauseMenu)
    return menu


def test_a_lesson_s_pause_menu_offers_to_leave_it_at_its_step_and_not_to_end_it() -> None:
    app = new_app()
    app.nav.lesson("basics")
    table = table_of(app)
    guide = guide_of(table)
    for _ in range(500):
        if guide.progress.index >= 5 and "next" in table.note.buttons and app.scenes.top is table:
            break
        one_move(app, table)
    step = guide.progress.index
    menu = _pause(app)
    assert list(menu.buttons) == ["resume", "rules", "settings", "quit"]  # no End game now
    assert menu.buttons["quit"].text == words("pause.leave_lesson")
    assert focused(app) is menu.buttons["resume"]
    assert table.commands.status_line() == f"Learn to play · Step {step + 1} of {len(guide.lesson.steps)}"
    menu.choose("quit")
    app.step(0.0)
    page = app.scenes.top
    assert isinstance(page, LessonsScene)
    title = words(guide.lesson.title)
    assert page.buttons["basics"].text == words("learn.go_on_at", lesson=title, step=step + 1)


def test_enter_right_after_esc_resumes_the_game() -> None:
    app = new_app()
    table = TableScene(app, preset("oh-pshaw"), ["human", "easy", "easy", "easy"], 3)
    app.scenes.replace(table)
    app.step(0.0)
    menu = _pause(app)
    assert "end" in menu.buttons and menu.buttons["quit"].text == words("pause.quit_to_menu")
    assert focused(app) is menu.buttons["resume"]
    menu.choose("end")
    app.step(0.0)
    assert focused(app) is menu.buttons["cancel-end"]  # the question, ringed on "keep playing"
    key(app, pygame.K_RETURN)
    assert focused(app) is menu.buttons["resume"]
    key(app, pygame.K_RETURN)
    assert app.scenes.top is table and not table.game.is_over


def test_a_lesson_s_game_is_never_kept_in_the_records() -> None:
    app = new_app()
    app.nav.lesson("basics")
    table = table_of(app)
    play_lesson(app, table)
    assert table.game.is_over
    with History() as history:
        assert history.games() == []
    records = paths.records_dir()
    assert not records.exists() or not any(records.iterdir())
