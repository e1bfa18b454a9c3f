"""The last new-game setup, offered again next time: a JSON object in the config folder.

A missing file gives ``None``; a damaged one is moved aside like the
settings file, and one whose contents do not make a game (an unknown
option, a bot level that went away, a number beyond the engine's limits:
the rules are validated by the engine for the seats) is ignored with a
message. The next game started rewrites it. Names lose control characters.

>>> from game.presets import preset
>>> setup = LastSetup(preset("oh-hell"), ["human", "normal", "hard"], ["Ann", "Bo", "Cy"])
>>> LastSetup.from_dict(setup.as_dict()) == setup
True
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.bots import PLAYABLE
from game.errors import OptionsError
from game.limits import MAX_PLAYERS
from game.rules import Rules
from saves import paths, shape
from saves.record_file import check_rules
from saves.settings import read_object, write_settings
from saves.shape import ShapeError
from saves.text import clean_name

NAME_LIMIT = 24  # characters in a player's name
FORMAT = 1


@dataclass(frozen=True)
class LastSetup:
    """The rules (preset and house rules), and per seat ``"human"``, ``"remote"`` (a player on
    another computer) or a bot level, and a name."""

    rules: Rules
    seats: list[str]
    names: list[str]

    def as_dict(self) -> dict[str, Any]:
        """The file's object."""
        return {"format": FORMAT, "rules": self.rules.as_dict(), "seats": list(self.seats),
                "names": list(self.names)}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> LastSetup:
        """A setup from the file's object; :class:`ValueError` says what is wrong with it.

        The rules go through the engine's own validation for the number of seats (every
        number within the engine's limits); names lose control characters.
        """
        if data.get("format") != FORMAT:
            raise ValueError(f"format {shape.describe(data.get('format'))} is not {FORMAT}")
        rules, seats, names = data.get("rules"), data.get("seats"), data.get("names")
        if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_PLAYERS \
                or not all(s in ("human", "remote") or (isinstance(s, str) and s in PLAYABLE) for s in seats):
            raise ValueError(f"seats must be 1 to {MAX_PLAYERS}, each human, remote or one of "
                             f"{', '.join(PLAYABLE)}")
        if not isinstance(names, list) or len(names) != len(seats) \
                or not all(isinstance(n, str) and len(n) <= 4 * NAME_LIMIT for n in names):
            raise ValueError(f"names must be one per seat, 1 to {NAME_LIMIT} characters")
        cleaned = [clean_name(n) for n in names]
        if not all(0 < len(n) <= NAME_LIMIT for n in cleaned):
            raise ValueError(f"names must be one per seat, 1 to {NAME_LIMIT} characters")
        try:
            chosen = Rules.from_dict(check_rules(shape.obj(rules, "rules")))
            chosen.validate(len(seats))
        except (OptionsError, ShapeError) as error:
            raise ValueError(str(error)) from None
        return LastSetup(chosen, [str(s) for s in seats], cleaned)


def last_setup_path() -> Path:
    """The file of the last setup, beside the settings."""
    return paths.config_dir() / "last_setup.json"


def read_last_setup(path: Path | None = None) -> tuple[LastSetup | None, str | None]:
    """The remembered setup (``None`` when there is none or it is unusable) and a message
    for the log, or ``None``. Never raises."""
    data, message = read_object(path or last_setup_path(), "the last game's setup")
    if not data:
        return None, message
    try:
        return LastSetup.from_dict(data), message
    except ValueError as error:
        return None, f"the last game's setup is not used: {error}"


def write_last_setup(setup: LastSetup, path: Path | None = None) -> None:
    """Remember ``setup`` (:class:`~saves.files.FileProblem` if it cannot be written)."""
    write_settings(setup.as_dict(), path or last_setup_path())
