"""A lesson of Learn to play: its game, its script and its steps, and how far a player is.

A :class:`Lesson` is a short real game (its rules, the prepared deals, the other seats'
script) and a list of :class:`Step`: each says something and waits — for the player to
press Next (the bots wait too), for the player to make one of the step's actions (its
cards or bid buttons are ringed; any other choice is explained, not taken), or for the
trick or the round to end. :class:`Progress` follows a lesson step by step from the game it watches;
:func:`fast_forward` plays a lesson to any step at once, so a player who left comes back
where they were, with the moves they made (:func:`moves_text`, :func:`read_moves`).

>>> from ui.learn.lesson import fast_forward  # the module by its name, as the lessons know it
>>> from ui.learn.lessons import LESSONS
>>> basics = LESSONS["basics"]
>>> game, progress = fast_forward(basics, len(basics.steps))
>>> progress.finished, game.is_over
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from game.actions import Action, EndEarly, parse_action
from game.bots import NormalBot
from game.errors import IllegalActionError
from game.game import Game
from game.rules import Rules
from game.view import SeatView
from ui.learn.prepared import Deal, PreparedGame
from ui.words.i18n import N_

#: What a step says to a choice made while it is to be read, or that it does not want.
READ_FIRST = N_("learn.read_first")
NOT_THIS_ONE = N_("learn.not_this_one")
#: At most this many of the player's moves are kept to come back to (a lesson makes far fewer).
MOVES_KEPT = 200


class Until(Enum):
    """What a step waits for."""

    NEXT = "next"  # the player reads, then presses Next; the bots wait
    ACT = "act"  # the player makes one of the step's actions
    TRICK = "trick"  # the trick under way is won
    ROUND = "round"  # the round is scored


@dataclass(frozen=True)
class Step:
    """One step: its words (a catalogue key), what it waits for, the actions it wants (their
    text form, ``play AS``) and what a wrong choice is told (a key)."""

    text: str
    until: Until = Until.NEXT
    do: tuple[str, ...] = ()
    wrong: str = ""

    def wants(self, action: Action) -> bool:
        """True when ``action`` is what the step asks for (any action when it asks none)."""
        return not self.do or str(action) in self.do

    def actions(self) -> set[Action] | None:
        """The actions the step asks for (the table rings their cards and bid buttons), or
        ``None`` when it asks for none."""
        return {parse_action(a) for a in self.do} if self.do else None


@dataclass(frozen=True)
class Lesson:
    """A lesson: a short game on prepared deals and the steps through it.

    ``script`` holds, for each round, each seat's actions in order ("" for the player's
    seat, 0): ``"bid 0; play KD"``. A seat whose scripted action is not legal (the player
    chose freely where a step let them) decides as the Normal bot would."""

    name: str
    title: str  # catalogue keys: its name in the list, and its one line
    line: str
    rules: Rules
    dealer: int
    deals: tuple[Deal, ...]
    script: tuple[tuple[str, ...], ...]
    steps: tuple[Step, ...]
    players: int = 4
    seats: tuple[str, ...] = field(default=("human", "easy", "easy", "easy"))
    preset: str = "oh-pshaw"  # what to choose under New game to play the lesson's rules

    def new_game(self) -> Game:
        """The lesson's game, dealt and waiting for its first decision."""
        if not self.deals:
            return Game(self.rules, self.players, seed=7)
        return PreparedGame(self.rules, self.players, self.dealer, self.deals)

    def scripted(self, view: SeatView) -> Action:
        """What seat ``view.seat`` does now: its scripted action when it is legal, else the
        Normal bot's choice."""
        number = view.round_number
        if number <= len(self.script) and self.script[number - 1][view.seat]:
            actions = [a.strip() for a in self.script[number - 1][view.seat].split(";")]
            played = view.hand_size - len(view.hand)
            index = played + (1 if view.bids[view.seat] is not None else 0)
            if index < len(actions):
                action = parse_action(actions[index])
                if action in view.legal:
                    return action
        return NormalBot(number * 10 + view.seat).choose(view)


class Progress:
    """Where a player is in ``lesson``: the step shown, and what ends it."""

    def __init__(self, lesson: Lesson, index: int = 0) -> None:
        self.lesson = lesson
        self.index = index
        self.tricks_seen = -1  # finished tricks when a TRICK step began

    @property
    def finished(self) -> bool:
        """Every step is done."""
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        """The step shown now (``None`` once the lesson is done)."""
        return None if self.finished else self.lesson.steps[self.index]

    def advance(self) -> None:
        """On to the next step."""
        self.index += 1
        self.tricks_seen = -1

    def next_pressed(self) -> None:
        """The player pressed Next on a step that waits for it."""
        step = self.step
        if step is not None and step.until is Until.NEXT:
            self.advance()

    def refusal(self, action: Action) -> str | None:
        """The key of what the step says to ``action`` when it wants another, else ``None``."""
        step = self.step
        if step is None or step.until in (Until.TRICK, Until.ROUND):
            return None
        if step.until is Until.NEXT:
            return READ_FIRST
        return None if step.wants(action) else step.wrong or NOT_THIS_ONE

    def acted(self, action: Action) -> None:
        """The player made ``action``: an ACT step wanting it is done."""
        step = self.step
        if step is not None and step.until is Until.ACT and step.wants(action):
            self.advance()

    def watch(self, game: Game) -> None:
        """A TRICK step is done once a trick more is finished than when it began."""
        step = self.step
        if step is None or step.until is not Until.TRICK or not game.rounds:
            return
        finished = sum(1 for trick in game.round.tricks if len(trick.plays) == game.players)
        if self.tricks_seen < 0:
            self.tricks_seen = finished
        elif finished > self.tricks_seen:
            self.advance()

    def round_scored(self) -> None:
        """The round was scored: a ROUND step is done."""
        step = self.step
        if step is not None and step.until is Until.ROUND:
            self.advance()


def moves_text(game: Game) -> str:
    """The player's moves (seat 0) in ``game``, as the settings keep them: ``bid 1;play 2S``.
    Ending the game early is no move to make again."""
    return ";".join(str(action) for seat, action in game.log
                    if seat == 0 and not isinstance(action, EndEarly))


def read_moves(text: str) -> list[Action]:
    """The moves :func:`moves_text` wrote, up to the first that does not read (a damaged
    settings file), and no more than :data:`MOVES_KEPT`."""
    moves: list[Action] = []
    for part in text.split(";", MOVES_KEPT)[:MOVES_KEPT] if text else ():
        try:
            moves.append(parse_action(part))
        except ValueError:
            break
    return moves


def fast_forward(lesson: Lesson, index: int, seen: Callable[[Game, Progress], None] | None = None,
                 moves: Sequence[Action] = ()) -> tuple[Game, Progress]:
    """The lesson's game played at once to the start of step ``index``: the player makes
    ``moves`` (the ones they made before) while each is legal and what its step wants, then
    each step's first wanted action; the other seats follow the script. ``seen(game,
    progress)`` is called at each step reached (tests look at the game there)."""
    game, progress = lesson.new_game(), Progress(lesson)
    kept = list(moves)
    rounds = len(game.rounds)
    for _ in range(10_000):
        if progress.index >= index or progress.finished:
            break
        if seen is not None:
            seen(game, progress)
        step = progress.step
        assert step is not None
        if step.until is Until.NEXT:
            progress.next_pressed()
            continue
        progress.watch(game)
        if progress.step is not step:
            continue
        seat = game.to_act
        if seat is None:
            break
        if seat == 0:
            action = _players_move(game, step, kept)
            progress.acted(action)
            progress.watch(game)
        else:
            game.apply(lesson.scripted(game.view(seat)))
        if len(game.rounds) > rounds or game.is_over:  # the round was scored (the table stops)
            rounds = len(game.rounds)
            progress.round_scored()
    return game, progress


def _players_move(game: Game, step: Step, kept: list[Action]) -> Action:
    """The player's next move, made: the first of ``kept`` (taken from it) while it is legal
    and what an ACT step wants, else the step's first wanted action or the Normal bot's
    choice; once one does not fit, the game has gone another way and ``kept`` is emptied."""
    if kept:
        made = kept.pop(0)
        if step.until is not Until.ACT or step.wants(made):
            try:
                game.apply(made)
                return made
            except IllegalActionError:
                pass
        kept.clear()
    action = parse_action(step.do[0]) if step.do else NormalBot(5).choose(game.view(0))
    game.apply(action)
    return action
