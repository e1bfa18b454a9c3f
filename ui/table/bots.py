"""The bots' turns at the table: ask when a bot is to act, answer when the table is ready.

The worker (:mod:`bot_runtime.worker`) thinks while the table still shows the
last action; the answer is given to the engine only once the table has caught
up and the bot pause of the settings is over, so a person can follow. A
failed or late answer becomes the Normal bot's (:mod:`bot_runtime.guard`).
"""

from __future__ import annotations

from typing import Protocol

from bot_runtime.guard import Asked
from bot_runtime.worker import Worker
from game.actions import Action
from game.game import Game
from game.match import bot_seed
from ui.core.window import Window
from ui.table.hotseat import HotSeat
from ui.table.presenter import Director


class BotsHost(Protocol):
    """What the bots' turns need of the table (:class:`ui.table.scene.TableScene`)."""

    @property
    def app(self) -> Window:
        """The window (the bot pause of its settings)."""
        ...

    @property
    def game(self) -> Game:
        """The game at the table."""
        ...

    @property
    def seats(self) -> list[str]:
        """``"human"`` or a bot level per seat."""
        ...

    @property
    def seed(self) -> int:
        """The game's seed (each bot's is made from it)."""
        ...

    @property
    def hotseat(self) -> HotSeat:
        """Which seats people play."""
        ...

    @property
    def worker(self) -> Worker:
        """Where the bots think."""
        ...

    @property
    def director(self) -> Director:
        """The presenter: the table has caught up when it is idle."""
        ...

    def apply(self, action: Action, index: int | None = None) -> bool:
        """Give ``action`` to the engine."""
        ...


class BotTurns:
    """The decision being thought about (``pending``) and the pause before it is shown."""

    def __init__(self, table: BotsHost) -> None:
        self.table = table
        self.pending: Asked | None = None  # a bot's decision being thought about
        self.wait = 0.0  # seconds of the bot pause still to go

    def update(self, dt: float) -> None:
        """Ask the worker when a bot is to act; apply its answer when the table is ready."""
        table = self.table
        game, seat = table.game, table.game.to_act
        if game.is_over or seat is None or seat in table.hotseat.humans:
            return
        if self.pending is None:
            self.pending = Asked(table.worker, game.view(seat), table.seats[seat],
                                 bot_seed(table.seed, seat))
            self.wait = table.app.settings.scaled(table.app.settings.bot_pause)
        if not table.director.idle:
            return
        self.wait -= dt
        if self.wait <= 0 and self.pending.ready():
            asked, self.pending = self.pending, None
            table.apply(asked.action())

    def forget(self) -> None:
        """Drop the decision being thought about (the game it was for is gone or over)."""
        self.pending = None
