"""The names seats get until someone types one: "You" (or "Player 2" at a hot seat) and
the bots' names. The one place they are written (the setup screen, the table and the
screenshots all ask here).

A person's default name is remembered with the setup as it was shown; read back, a
default of any language ("You", "Du", "Player 2", "Spieler 2") is shown in the player's
language now (:func:`in_language`), since nobody typed it.

>>> default_names(["human", "normal", "hard"])
['You', 'Basil', 'Cleo']
>>> in_language("Speler 3"), in_language("Du"), in_language("Anna")
('Player 3', 'You', 'Anna')
"""

from __future__ import annotations

import re

from ui.words.i18n import LANGUAGES, _, load_catalogue

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


def _default_number(name: str) -> int | None:
    """The seat number of ``name`` when it is a person's default name in any language
    (0 for "You" and its translations), else ``None``."""
    for code in LANGUAGES:
        words = load_catalogue(code)
        if name == words.get("seats.you"):
            return 0
        numbered = str(words.get("seats.player_number", ""))
        if "{number}" in numbered:
            before, after = (re.escape(part) for part in numbered.split("{number}", 1))
            found = re.fullmatch(f"{before}([1-9][0-9]?){after}", name)
            if found is not None:
                return int(found.group(1))
    return None


def is_default(name: str) -> bool:
    """Whether ``name`` is a person's default name in one of the languages (nobody typed it)."""
    return _default_number(name) is not None


def in_language(name: str) -> str:
    """``name`` in the player's language when it is a person's default name in any language
    ("You" becomes "Du" in German, "Speler 2" "Spieler 2"); any other name as it is."""
    number = _default_number(name)
    if number is None:
        return name
    return _("seats.you") if number == 0 else _("seats.player_number", number=number)


def names_in_language(seats: list[str], names: list[str]) -> list[str]:
    """The remembered ``names`` of ``seats``, each person's default in the player's language
    (a bot's name stays: it is a name in every language)."""
    return [name if kind not in ("human", REMOTE) else in_language(name)
            for kind, name in zip(seats, names, strict=True)]
