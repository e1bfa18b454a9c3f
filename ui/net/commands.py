"""What a network table does beyond its cards: the pause menu's questions
(:class:`ui.core.moves.PausedTable`), leaving, and the end of the game.

A network game is saved by its host after every action, so the pause menu offers no Save and
no taking back; only the host ends a game early; leaving stops a host (the game stays saved
for Continue) or a client (its seat's token is kept for Join game). At the end the game over
screen and the review come from the game's record.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.record import replay
from game.rules import Rules
from game.view import SeatView
from ui.core.window import Window
from ui.net.link import HostLink, Link
from ui.net.scores import ViewScores
from ui.table.view import TableLook
from ui.words.i18n import _
from ui.words.names import preset_title


class CommandsHost(Protocol):
    """What the commands need of the table (:class:`ui.net.table.NetTableScene`)."""

    @property
    def app(self) -> Window:
        """The window."""
        ...

    @property
    def link(self) -> Link:
        """The host's or client's link."""
        ...

    @property
    def view(self) -> SeatView | None:
        """The confirmed view shown."""
        ...

    @property
    def look(self) -> TableLook:
        """The seats' names as shown."""
        ...

    @property
    def me(self) -> int:
        """The seat at the bottom."""
        ...

    def say(self, message: str, seconds: float = 2.5) -> None:
        """A line above the hand for a while."""
        ...


class NetCommands:
    """The pause menu's questions, leaving and the end, for ``table``."""

    def __init__(self, table: CommandsHost) -> None:
        self.table = table

    @property
    def rules(self) -> Rules:
        """The rules of the table."""
        rules = self.table.link.state.rules
        assert rules is not None
        return rules

    @property
    def game(self) -> ViewScores:
        """The game as the pause menu and the score sheet read it."""
        assert self.table.view is not None
        return ViewScores(self.table.view)

    @property
    def can_save(self) -> bool:
        """The host saves a network game by itself, after every action."""
        return False

    def open_save_dialog(self) -> None:
        """Not offered (see :attr:`can_save`)."""

    @property
    def undo_offered(self) -> bool:
        """No taking back at a shared table."""
        return False

    def undo(self) -> None:
        """Not offered (see :attr:`undo_offered`)."""

    @property
    def can_end(self) -> bool:
        """Only the host ends a network game early: a client's pause menu does not offer it."""
        return isinstance(self.table.link, HostLink)

    def end_now(self) -> None:
        """End the game now: the host's decision alone."""
        if isinstance(self.table.link, HostLink):
            self.table.link.end_game()
        else:
            self.table.say(_("net.only_host_ends"), 4.0)

    in_lesson = False  # a network game is never a lesson

    def leave(self) -> None:
        """Back to the menu: a host stops (the game stays saved for Continue), a client leaves
        (its seat's token is kept: Join game takes it back)."""
        self.table.link.close()
        self.table.app.nav.menu()

    def status_line(self) -> str:
        """``Oh Pshaw · round 5 of 13``"""
        view = self.table.view
        if view is None:
            return preset_title(self.rules.preset)
        return _("table.status_round_of", preset=preset_title(self.rules.preset),
                 number=max(1, view.round_number), total=view.scheduled_rounds)

    def end_note(self) -> str:
        """Who would win if the game ended now."""
        if self.table.view is None:
            return ""
        totals = self.table.view.totals
        leaders = " & ".join(self.table.look.names[s] for s, t in enumerate(totals) if t == max(totals))
        return _("table.would_win", names=leaders, points=max(totals))

    def keys_line(self) -> str:
        """The table's keys under the pause menu (and F1, which lists every one)."""
        return " · ".join((_("table.keys_line"), _("table.keys_f1")))

    def end(self) -> bool:
        """The game is over: its game over screen, from its record; whether it went there."""
        record: dict[str, Any] | None
        link = self.table.link
        if isinstance(link, HostLink):
            record = link.record()
            if record is None:
                return False
            session = link.session
            game, names, seats = session.game, list(session.names), list(session.seats)
            self.table.app.nav.game_over(game, names, seats, self.table.app.nav.new_game, record, None)
            return True
        record = link.state.record
        if record is None:
            return False
        try:
            game = replay(record)
        except Exception as error:  # a record that does not replay: say so, stay
            self.table.say(_("net.record_unreadable", reason=str(error)), 8.0)
            return True
        names = [str(p.get("name", "")) for p in record.get("players", [])] or self.table.look.names
        seats = ["human" if i == self.table.me else "remote" for i in range(game.players)]
        nav = self.table.app.nav
        nav.game_over(game, names, seats, nav.join_game, record, None)
        return True
