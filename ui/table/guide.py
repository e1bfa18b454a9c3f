"""What a guided game asks of the table: the :class:`Guide` interface, and :class:`NoGuide`.

A lesson (Learn to play, :mod:`ui.learn`) plays a real game at the table on
prepared deals, and leads the player through it: it says what to do, rings
the right cards and bid buttons, explains a wrong choice instead of taking it, holds the bots
while there is something to read, and takes over when a round or the game ends.
The table asks its guide at each of those moments; a game nobody guides has
:class:`NoGuide`, which never interferes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bot_runtime.worker import Worker
from game import events as ev
from game.actions import Action
from game.game import Game


class Guide(Protocol):
    """A lesson leading the human through the game at the table."""

    @property
    def game(self) -> Game | None:
        """The game the lesson is played on (its prepared deals), or ``None`` for the table's own."""
        ...

    def worker(self) -> Worker | None:
        """Where the other seats decide (the lesson's own script), or ``None`` for the bots."""
        ...

    def refuse(self, game: Game, action: Action) -> str | None:
        """Why the human may not take ``action`` now (explained, not just refused), or ``None``."""
        ...

    def lit(self, game: Game) -> set[Action] | None:
        """The actions the lesson asks for now (their cards and bid buttons are ringed), or
        ``None`` for no such wish."""
        ...

    def holds(self, game: Game) -> bool:
        """The bots wait: there is something to read first."""
        ...

    def acted(self, game: Game, action: Action) -> None:
        """The human's ``action`` was taken."""
        ...

    def update(self, game: Game, idle: bool) -> None:
        """Follow the game (``idle``: the table shows it as it is)."""
        ...

    def content(self) -> tuple[str, str, Sequence[tuple[str, str]]]:
        """The step's heading, words and buttons (key, label); "" words: nothing to show."""
        ...

    def pressed(self, key: str) -> None:
        """The step's button ``key`` was pressed."""
        ...

    def stop(self, event: ev.Event) -> bool:
        """The table stopped at ``event`` (a round scored, the game's end): True when the
        lesson takes it over."""
        ...


class NoGuide:
    """The guide of an ordinary game: it lets everything be."""

    game: Game | None = None

    def worker(self) -> Worker | None:
        """The table's own bots."""
        return None

    def refuse(self, game: Game, action: Action) -> str | None:
        """Every legal action is welcome."""
        return None

    def lit(self, game: Game) -> set[Action] | None:
        """Nothing is asked for."""
        return None

    def holds(self, game: Game) -> bool:
        """The bots never wait for reading."""
        return False

    def acted(self, game: Game, action: Action) -> None:
        """Nothing to follow."""

    def update(self, game: Game, idle: bool) -> None:
        """Nothing to follow."""

    def content(self) -> tuple[str, str, Sequence[tuple[str, str]]]:
        """Nothing to show."""
        return "", "", ()

    def pressed(self, key: str) -> None:
        """No buttons."""

    def stop(self, event: ev.Event) -> bool:
        """The table handles every stop."""
        return False
