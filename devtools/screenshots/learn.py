"""Screenshots of Learn to play and the coach: the lessons, steps of the guided first game
(a note to read, its keys in the F1 list, a wrong card explained with the right ones lit,
the sheet at a round's end over the table, following suit, its end, with the ring on a choice),
the coach's note after a bad bid and its figures, and its moments at the game's end.

Written under a temporary ``OHPSHAW_HOME``: a lesson keeps its place in the settings.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from devtools.screenshots.saves import private_home
from game.actions import Action, Bid, Play, parse_action
from game.analysis.coach import advise
from game.analysis.judge import Judge
from game.cards import Card
from game.game import Phase
from game.presets import preset
from ui.app import App
from ui.learn.guide import LessonGuide
from ui.learn.lesson import Until
from ui.learn.lessons import BASICS
from ui.scenes.game_over import GameOverScene
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene

Snap = Callable[..., None]


def _table(app: App) -> TableScene:
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene)
    return table


def follow(app: App, done: Callable[[TableScene], bool], limit: int = 4000) -> TableScene:
    """Do what the lesson's notes say (Next, the step's action, a card where the step leaves
    the choice, closing score sheets) until ``done``."""
    for _ in range(limit):
        table = _table(app)
        if done(table):
            return table
        guide = table.guide
        assert isinstance(guide, LessonGuide)
        step = guide.progress.step
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            top.close()
        elif step is not None and step.until is Until.NEXT and app.scenes.top is table:
            table.note.place()
            guide.pressed("next")
        elif table.human_turn and step is not None and step.until is Until.ACT:
            table.apply(parse_action(step.do[0]))
        elif table.human_turn:
            table.apply(table.game.legal_actions()[0])
        app.step(0.0)
    raise AssertionError("the lesson never reached the state wanted")


def _at(text: str) -> Callable[[TableScene], bool]:
    """The table once the first lesson reaches its step saying ``text`` (a catalogue key)."""
    index = [step.text for step in BASICS.steps].index(text)

    def reached(table: TableScene) -> bool:
        guide = table.guide
        assert isinstance(guide, LessonGuide)
        return guide.progress.index >= index and table.director.idle \
            and table.bots.pending is None
    return reached


def _ring_a_choice(app: App) -> None:
    """↓ at the lesson's end: the ring on its first choice, as a keyboard player sees it."""
    for event in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(event, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))


def shoot_learn(app: App, snap: Snap) -> None:
    """The lessons and the coach, each state reached by playing."""
    with private_home():
        settings = app.settings
        settings.learn_lesson, settings.learn_step, settings.learn_done = "", 0, ""
        app.nav.learn()
        snap("18-tutorial-lessons")
        app.nav.lesson("basics")
        snap("18b-tutorial-welcome", 3)
        table = follow(app, _at("learn.basics.tricks"))
        snap("18bb-tutorial-tricks", 3)
        app.nav.toggle_keys()  # the lesson's Next key first in the list
        snap("18bc-tutorial-keys", 3)
        app.nav.toggle_keys()
        follow(app, _at("learn.basics.trump"))
        snap("18c-tutorial-trump", 3)
        table = follow(app, lambda t: _at("learn.basics.bid_one")(t) and t.human_turn)
        table.apply(Bid(0))  # a bid the step does not want: the note says why, beside the bids
        snap("18cb-tutorial-wrong-bid-explained", 3)
        follow(app, lambda t: isinstance(app.scenes.top, ScoreSheet))  # the first round's end:
        app.scenes.top.age = 1.0  # type: ignore[union-attr]  # the points counted up
        snap("18cc-tutorial-round-end-sheet", 3)  # nothing of the table (its Next) over the sheet
        table = follow(app, lambda t: _at("learn.basics.trump_in")(t) and t.human_turn)
        wrong = Play(Card.parse("KC"))  # a card the step does not want: explained, not played
        table.apply(wrong, table.hand.index(wrong.card))
        snap("18d-tutorial-wrong-card-explained", 3)
        follow(app, lambda t: _at("learn.basics.follow")(t) and t.human_turn)
        snap("18e-tutorial-follow-suit", 3)
        follow(app, lambda t: (g := t.guide).over and g.progress.finished)  # type: ignore[attr-defined]
        snap("18f-tutorial-done", 3)
        _ring_a_choice(app)
        snap("18g-tutorial-done-ring", 3)
        _coach(app, snap)
        settings.learn_lesson, settings.learn_step, settings.learn_done = "", 0, ""
        settings.coach = False


def _coach(app: App, snap: Snap) -> None:
    """A bid that gives away points, the note, its figures; the moments at the game's end."""
    app.settings.coach = True
    table = TableScene(app, preset("oh-pshaw").replace(max_hand=5), ["human", "easy", "easy", "easy"], 3)
    app.scenes.replace(table)
    helper = Judge()

    def worst(view_table: TableScene) -> Action:
        view = view_table.game.view(view_table.me)
        rated = {action: advise(view, action, helper) for action in view.legal}
        return max(rated, key=lambda action: rated[action].loss)

    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, ScoreSheet):
            top.close()
        elif table.human_turn:
            game = table.game
            if game.phase is Phase.BID and game.round.hand_size in (4, 5):
                action = worst(table)
                table.apply(action)
                if game.round.hand_size == 4:
                    for _frame in range(4):
                        app.step(0.0)
                    if table.coach.note is not None and isinstance(action, Bid):
                        snap("19-coach-note", 3)
                        table.coach.figures = True
                        snap("19b-coach-figures", 3)
                        table.coach.dismiss()
            else:
                legal = game.legal_actions()
                table.apply(legal[0])
        app.step(0.0)
    if isinstance(app.scenes.top, GameOverScene):
        snap("19c-coach-game-over", 3)
