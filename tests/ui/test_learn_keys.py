"""Learn to play without a mouse: the first lesson from the menu to the real game by keys
alone (Next by Enter, Space and →; the step's bid and cards by the table's keys; the
lesson's last choices by ↑/↓ and Enter), the F1 list of a lesson, a step's note that waits
for the deal it talks of, and the lesson's last word on a solid panel.

Headless, the lesson's scripted seats answer at once, under a temporary ``OHPSHAW_HOME``.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from bot_runtime.worker import InlineWorker
from game.actions import Bid, Play
from game.game import Phase
from tests.ui.test_keys import MOUSE, focused, key, tab_to
from ui.app import App
from ui.core.settings import Settings
from ui.learn.guide import LessonGuide
from ui.learn.lesson import Until
from ui.learn.lessons import LESSONS
from ui.learn.scene import LessonsScene
from ui.scenes.keys import keys_for
from ui.scenes.menu import MenuScene
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene

NEXT_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_RIGHT)


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="instant"))
    seen: list[int] = []
    dispatch = application.dispatch

    def watched(event: pygame.event.Event) -> None:
        seen.append(event.type)
        dispatch(event)

    application.dispatch = watched  # type: ignore[method-assign]
    application.seen = seen  # type: ignore[attr-defined]
    yield application
    while application.scenes.stack:
        application.scenes.pop()


def _table(app: App) -> TableScene:
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene)
    return table


def _guide(table: TableScene) -> LessonGuide:
    assert isinstance(table.guide, LessonGuide)
    return table.guide


def _mine(table: TableScene) -> int:
    """How many decisions the player has made."""
    return sum(1 for seat, _action in table.game.log if seat == table.me)


def _raise(app: App, table: TableScene, card: object) -> None:
    """→ until ``card`` has risen in the hand."""
    for _ in range(len(table.hand) + 1):
        if table.look.hover is not None and table.hand[table.look.hover] == card:
            return
        key(app, pygame.K_RIGHT, frames=1)
    pytest.fail(f"→ never raised {card}")


def test_the_first_lesson_is_played_from_the_menu_to_a_real_game_by_keys_alone(app: App) -> None:
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    tab_to(app, menu.buttons["learn"])
    key(app, pygame.K_RETURN)
    page = app.scenes.top
    assert isinstance(page, LessonsScene)
    tab_to(app, page.buttons["basics"])
    key(app, pygame.K_RETURN)
    table = _table(app)
    guide = _guide(table)
    lesson = LESSONS["basics"]
    nexts: list[int] = []
    bids = cards = 0
    for _ in range(3000):
        if guide.over and guide.progress.finished:
            break
        step, index, top = guide.progress.step, guide.progress.index, app.scenes.top
        if isinstance(top, ScoreSheet):
            key(app, pygame.K_RETURN)  # Enter passes the score sheet
        elif "next" in table.note.buttons:
            assert step is not None and step.until is Until.NEXT
            assert table.note.key_names == {"next": "Enter"}  # written by the button
            assert table.input.panel is None  # nothing to bid while the step is read
            code = NEXT_KEYS[len(nexts) % len(NEXT_KEYS)]
            mine = _mine(table)
            key(app, code)
            assert guide.progress.index == index + 1, (index, pygame.key.name(code))
            assert _mine(table) == mine and table.look.hover is None  # no bid, no card raised
            nexts.append(code)
        elif table.human_turn and step is not None and step.until is Until.ACT:
            wanted = step.actions()
            assert wanted is not None
            action = next(iter(wanted))
            before = len(table.game.log)
            if isinstance(action, Bid) and bids == 0:  # the bid buttons: ↑, then ←/→ and Enter
                key(app, pygame.K_UP)
                panel = table.input.panel
                assert panel is not None
                for _move in range(len(panel.buttons)):
                    if panel.choice_for(focused(app)).action == action:  # type: ignore[union-attr]
                        break
                    key(app, pygame.K_RIGHT)
                key(app, pygame.K_RETURN)
            elif isinstance(action, Bid):
                key(app, pygame.K_0 + action.tricks, unicode=str(action.tricks))
            elif cards == 0:  # Enter with no card risen raises the one card the step rings
                key(app, pygame.K_RETURN)
                assert table.game.log[before:] == [] and table.look.hover is not None
                assert table.hand[table.look.hover] == action.card  # type: ignore[union-attr]
                key(app, pygame.K_RETURN)
            else:
                assert isinstance(action, Play)
                _raise(app, table, action.card)
                key(app, pygame.K_RETURN)
            assert table.game.log[before] == (table.me, action), index
            bids += isinstance(action, Bid)
            cards += isinstance(action, Play)
        elif table.human_turn:  # a step that lets the player choose: the first card they may
            assert table.game.phase is Phase.PLAY
            legal = [a for a in table.game.legal_actions() if isinstance(a, Play)]
            _raise(app, table, legal[0].card)
            key(app, pygame.K_RETURN)
        else:
            app.step(0.0)
    else:
        pytest.fail(f"the lesson stopped at step {guide.progress.index}")
    assert len(nexts) == sum(1 for step in lesson.steps if step.until is Until.NEXT)
    assert set(nexts) == set(NEXT_KEYS)
    assert bids == 3 and cards >= 5
    assert "basics" in app.settings.learn_done.split(",")
    # the lesson's last choices: ↓ rings them in order, Enter presses the ringed one
    assert table.note.buttons.keys() == {"lessons", "play_alone", "play"}
    assert table.note.key_names == {"play": "Enter"}  # the gold one, pressed without the ring
    key(app, pygame.K_DOWN)
    assert focused(app) is table.note.buttons["lessons"]
    key(app, pygame.K_DOWN)
    assert focused(app) is table.note.buttons["play_alone"]
    key(app, pygame.K_RETURN)
    real = _table(app)
    assert real is not table and real.guide.game is None and not app.settings.coach
    assert not set(app.seen) & set(MOUSE)  # type: ignore[attr-defined]


def test_enter_presses_the_gold_choice_at_the_lesson_s_end(app: App) -> None:
    app.settings.learn_lesson, app.settings.learn_step = "no_trump", len(LESSONS["no_trump"].steps) - 1
    app.nav.lesson("no_trump")
    table = _table(app)
    for _ in range(50):
        if "next" in table.note.buttons:
            break
        app.step(0.0)
    key(app, pygame.K_KP_ENTER)
    assert _guide(table).over and table.note.buttons.keys() == {"lessons", "play_alone", "play"}
    key(app, pygame.K_RETURN)
    real = _table(app)
    assert real is not table and real.guide.game is None and app.settings.coach


def test_the_f1_list_of_a_lesson_names_the_key_of_next_first(app: App) -> None:
    app.nav.lesson("basics")
    table = _table(app)
    app.step(0.0)
    assert "next" in table.note.buttons
    rows = keys_for(table)
    assert rows[0] == ("Enter / Space / →", "Next: the lesson's next step")
    assert ("Enter", "Play the card; pass the chosen cards") in rows  # the hand's, after it
    plain = TableScene(app, table.rules, ["human", "easy", "easy", "easy"], 4)
    assert ("Enter / Space / →", "Next: the lesson's next step") not in keys_for(plain)


def test_a_step_s_note_waits_until_the_deal_is_on_the_table() -> None:
    """At a pace a person sees, the first step does not talk of the deal while the cards
    still fly: it shows once they are dealt and the trump is turned up."""
    app = App((1280, 800), worker_factory=InlineWorker, settings=Settings(speed="normal"))
    app.nav.lesson("basics")
    table = _table(app)
    app.step(0.0)
    assert not table.director.idle and not table.note.shown and not table.note.buttons
    key(app, pygame.K_RETURN)  # no Next to press yet: the step stays
    assert _guide(table).progress.index == 0
    for _ in range(600):
        if table.note.shown:
            break
        app.step(1 / 30)
    model = table.director.model
    assert table.note.shown and "next" in table.note.buttons
    assert len(model.hands[table.me]) == 1 and model.turn_up_shown
    assert table.director.idle


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "en"), ((1280, 800), "de")])
def test_the_lesson_s_last_word_is_a_solid_panel(size: tuple[int, int], language: str) -> None:
    """Nothing under the lesson's last word reads through it: drawn over a white and over a
    black table, its panel is the same inside its edge."""
    from ui.core.language import apply_language
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant", language=language))
    apply_language(app)
    app.settings.learn_lesson, app.settings.learn_step = "no_trump", len(LESSONS["no_trump"].steps)
    app.nav.lesson("no_trump")
    table = _table(app)
    for _ in range(50):
        app.step(0.0)
    note = table.note
    assert note.centred and note.rect is not None
    inside = note.rect.inflate(-12, -12)
    pictures = []
    for colour in ("white", "black"):
        surface = pygame.Surface(app.size)
        surface.fill(colour)
        note.draw(surface)
        pictures.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert pictures[0] == pictures[1]


def _at_bid_step(app: App, table: TableScene) -> Bid:
    """On through the lesson to the next step that asks for a bid; the bid it asks for."""
    guide = _guide(table)
    for _ in range(3000):
        step, top = guide.progress.step, app.scenes.top
        if isinstance(top, ScoreSheet) or "next" in table.note.buttons:
            key(app, pygame.K_RETURN)
        elif table.human_turn and step is not None and step.until is Until.ACT:
            wanted = next(iter(step.actions() or ()))
            if isinstance(wanted, Bid) and table.input.panel is not None:
                return wanted
            assert isinstance(wanted, Play)
            _raise(app, table, wanted.card)
            key(app, pygame.K_RETURN)
        elif table.human_turn and table.game.phase is Phase.PLAY:
            legal = [a for a in table.game.legal_actions() if isinstance(a, Play)]
            _raise(app, table, legal[0].card)
            key(app, pygame.K_RETURN)
        else:
            app.step(0.0)
    pytest.fail("the lesson asked for no more bids")


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE])
def test_the_bid_button_a_lesson_rings_has_the_focus_and_enter_or_space_press_it(
        app: App, code: int) -> None:
    app.nav.lesson("basics")
    table = _table(app)
    for _round in range(3):
        wanted = _at_bid_step(app, table)
        panel = table.input.panel
        assert panel is not None
        ringed = [b for b, c in zip(panel.buttons, panel.choices, strict=True) if c.asked]
        assert len(ringed) == 1 and focused(app) is ringed[0]  # the gold ring is the keys' ring
        assert panel.choice_for(ringed[0]).action == wanted
        before = len(table.game.log)
        key(app, code)
        assert table.game.log[before] == (table.me, wanted)
