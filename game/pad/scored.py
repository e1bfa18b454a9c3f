"""What the score sheet, the game over screen and the pause menu read of a game.

The table's :class:`~game.game.Game` has all of it; a game kept on the score
pad (R-G5) is read the same way through :class:`game.pad.game.PadGame`, so one
score sheet and one game over screen serve both. Read-only: nothing here
changes a game.

>>> from game.game import Game
>>> from game.presets import preset
>>> def leaders(game: ScoredGame) -> list[int]:
...     return [s for s in range(game.players) if game.totals[s] == max(game.totals)]
>>> leaders(Game(preset("oh-pshaw"), 3, seed=1))
[0, 1, 2]
"""

from __future__ import annotations

from typing import Protocol

from game.round_log import RoundLog
from game.rules import Rules


class ScoredGame(Protocol):
    """A game's scores as a screen shows them: its rounds so far (the last may be under
    way), the running totals, and once it is over, who won and how."""

    @property
    def rules(self) -> Rules:
        """The rules it is played by."""
        ...

    @property
    def players(self) -> int:
        """Seats at the table."""
        ...

    @property
    def rounds(self) -> list[RoundLog]:
        """Every round so far, in order; ``complete`` ones are scored."""
        ...

    @property
    def round(self) -> RoundLog:
        """The round under way (the last one, once the game is over)."""
        ...

    @property
    def scheduled_rounds(self) -> int:
        """Rounds of the schedule, tie-breaks excluded."""
        ...

    @property
    def totals(self) -> list[int]:
        """Each seat's total so far."""
        ...

    @property
    def winners(self) -> list[int]:
        """The winning seats, once the game is over."""
        ...

    @property
    def candidates(self) -> list[int]:
        """Seats that can still win (fewer during tie-break rounds, R-G2)."""
        ...

    @property
    def ended_early(self) -> bool:
        """The game was ended before its schedule was through (R-G3)."""
        ...

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        ...
