"""A lesson at the table: the :class:`~ui.table.guide.Guide` that leads it, and the
other seats that follow its script.

:class:`LessonGuide` keeps the lesson's :class:`~ui.learn.lesson.Progress`, tells the
table what to show and what to refuse, and writes the step reached into the settings
after every step, so a player who leaves comes back where they were
(:func:`~ui.learn.lesson.fast_forward`). When the lesson's game ends it shows the last
word and offers what comes next: a real game at Easy with the coach, or the list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future

from game import events as ev
from game.actions import Action
from game.analysis.coach import Advice
from game.analysis.decisions import kind_of
from game.bots import Estimate
from game.game import Game
from game.view import SeatView
from ui.core.settings import Settings
from ui.learn.lesson import Lesson, Until, fast_forward, moves_text
from ui.words.i18n import _
from ui.words.names import preset_title


class ScriptWorker:
    """The other seats of a lesson: each does what the script says, at once (a lesson has
    no thinking to wait for)."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    def ask(self, view: SeatView) -> Future[Action]:
        """The scripted action of ``view.seat``."""
        future: Future[Action] = Future()
        future.set_result(self.lesson.scripted(view))
        return future

    def hint(self, view: SeatView) -> Future[dict[Action, Estimate]]:
        """No hint in a lesson: the step says what to do."""
        future: Future[dict[Action, Estimate]] = Future()
        future.set_result({})
        return future

    def coach(self, view: SeatView, action: Action) -> Future[Advice]:
        """The coach has nothing to say about a step the lesson asked for."""
        future: Future[Advice] = Future()
        future.set_result(Advice(kind_of(action), action, None, 0.0, {}))
        return future

    def hurry(self) -> None:
        """Nothing thinks."""

    def close(self) -> None:
        """Nothing to free."""


def done_lessons(settings: Settings) -> list[str]:
    """The lessons the player finished, by name."""
    return [name for name in settings.learn_done.split(",") if name]


class LessonGuide:
    """Leads ``lesson`` from step ``start`` (the player's earlier ``moves`` made again);
    ``save()`` writes the settings, ``play(coach)`` starts the real game (with the coach or
    without), ``lessons()`` opens the list."""

    def __init__(self, lesson: Lesson, settings: Settings, start: int, save: Callable[[], None],
                 play: Callable[[bool], None], lessons: Callable[[], None],
                 moves: Sequence[Action] = ()) -> None:
        self.lesson, self.settings = lesson, settings
        self.save_settings, self.play, self.lessons = save, play, lessons
        game, self.progress = fast_forward(lesson, start, moves=moves)
        self.lesson_game = game
        self.game: Game | None = game
        self.over = game.is_over  # the lesson's game ended (before the player left): the last word shows
        self._remember()

    def worker(self) -> ScriptWorker:
        """The scripted seats."""
        return ScriptWorker(self.lesson)

    def refuse(self, game: Game, action: Action) -> str | None:
        """The step's explanation of a choice it does not want."""
        key = self.progress.refusal(action)
        return None if key is None else _(key)

    def lit(self, game: Game) -> set[Action] | None:
        """The step's actions (the table rings their cards and buttons)."""
        step = self.progress.step
        return step.actions() if step is not None and step.until is Until.ACT else None

    def holds(self, game: Game) -> bool:
        """The bots wait while a step is to be read (and once the lesson is done)."""
        step = self.progress.step
        return step is None or step.until is Until.NEXT

    def acted(self, game: Game, action: Action) -> None:
        """An ACT step wanting ``action`` is done (a TRICK step after it counts from here)."""
        self._moved(lambda: self.progress.acted(action))
        self.progress.watch(game)

    def update(self, game: Game, idle: bool) -> None:
        """A TRICK step ends with its trick, once the table shows it taken."""
        if idle:
            self._moved(lambda: self.progress.watch(game))

    def stop(self, event: ev.Event) -> bool:
        """A round scored ends a ROUND step (the score sheet shows as usual); the game's end
        is the lesson's: its last word instead of the game over screen."""
        if isinstance(event, ev.RoundScored):
            self._moved(self.progress.round_scored)
            return False
        if isinstance(event, ev.GameOver):
            self.over = True
            self._moved(lambda: None)
            return True
        return False

    def _moved(self, change: Callable[[], None]) -> None:
        before = self.progress.index
        change()
        if self.progress.index != before or (self.over and self.progress.finished):
            self._remember()

    def _remember(self) -> None:
        """Write the step reached into the settings (a finished lesson is done)."""
        settings, name = self.settings, self.lesson.name
        if self.over and self.progress.finished:
            done = done_lessons(settings)
            settings.learn_done = ",".join([*done, name] if name not in done else done)
            settings.learn_lesson, settings.learn_step, settings.learn_moves = "", 0, ""
        else:
            settings.learn_lesson, settings.learn_step = name, min(self.progress.index, 999)
            settings.learn_moves = moves_text(self.lesson_game)
        self.save_settings()

    def content(self) -> tuple[str, str, Sequence[tuple[str, str]]]:
        """The step's words under the lesson's name and the step count; the last word and
        what comes next once the game is over."""
        steps = self.lesson.steps
        heading = _("learn.step_of", step=min(self.progress.index + 1, len(steps)), steps=len(steps))
        step = self.progress.step
        if self.over and self.game is not None and self.game.ended_early:  # from the pause menu
            return _(self.lesson.title), _("learn.ended_early"), (("lessons", _("learn.more_lessons")),
                                                                  ("play", _("learn.play_real_game")))
        if step is None:
            if not self.over:
                return heading, _("learn.finish_the_round"), ()
            words = (_("learn.done_basics") if self.lesson.name == "basics"
                     else _("learn.done_addon", preset=preset_title(self.lesson.preset)))
            return _(self.lesson.title), words, (("lessons", _("learn.more_lessons")),
                                                 ("play_alone", _("learn.play_without_coach")),
                                                 ("play", _("learn.play_real_game")))
        labels = (("next", _("learn.next")),) if step.until is Until.NEXT else ()
        return heading, _(step.text), labels

    def pressed(self, key: str) -> None:
        """Next, or what comes after the lesson."""
        if key == "next":
            self._moved(self.progress.next_pressed)
        elif key in ("play", "play_alone"):
            self.play(key == "play")  # the coach is offered: on, unless the player declines
        elif key == "lessons":
            self.lessons()
