"""The names seats get until someone types one: "You" (or "Player 2" at a hot seat) and
the bots' names. The one place they are written (the setup screen, the table and the
screenshots all ask here).

>>> default_names(["human", "normal", "hard"])
['You', 'Basil', 'Cleo']
"""

from __future__ import annotations

from ui.words.i18n import _

#: The seat kind of a player on another computer (network play), among the setup's seats.
REMOTE = "remote"
#: The bots' names, by seat (seat 1 is Basil whatever the level).
BOT_NAMES = ("Ada", "Basil", "Cleo", "Dmitri", "Edith", "Felix", "Greta", "Hugo")


def default_name(seats: list[str], seat: int, bot_names: tuple[str, ...] = BOT_NAMES) -> str:
    """The name of ``seat`` of ``seats`` ("human", "remote" or a bot level each): a bot's
    name, "You" for a lone human, "Player N" for each of several and for a player on another
    computer."""
    if seats[seat] == REMOTE:
        return _("seats.player_number", number=seat + 1)
    if seats[seat] != "human":
        return bot_names[seat % len(bot_names)]
    return _("seats.you") if seats.count("human") == 1 else _("seats.player_number", number=seat + 1)


def default_names(seats: list[str], bot_names: tuple[str, ...] = BOT_NAMES) -> list[str]:
    """The name of every seat of ``seats``."""
    return [default_name(seats, seat, bot_names) for seat in range(len(seats))]
