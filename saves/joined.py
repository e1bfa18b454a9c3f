"""The seats this computer holds at other computers' tables, so a player can come back.

Joining a network table gives a seat token (:mod:`netplay.seats`); with it the player
rejoins the same seat after a drop, a crash or a restart of either computer. The window
keeps each token here, in the data folder (``joined-seats.json``), with the table's address
and the seat, newest first, at most :data:`KEPT`. The file is read as hostile input like
every other: a damaged one lists nothing and is replaced at the next join.

>>> seat = JoinedSeat("192.0.2.7", 41873, 1, "x0sF3_bq1Hc8mWQ2yJ9aVg", "Ada", "Oh Hell")
>>> JoinedSeat.from_dict(seat.as_dict()) == seat
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.limits import MAX_PLAYERS
from saves import paths, shape
from saves.files import FileProblem, read_limited, write_json
from saves.problems import PLAIN, Message
from saves.shape import ShapeError

FILE = "joined-seats.json"
FORMAT = "ohpshaw-joined-seats"
VERSION = 1
#: Seats kept: the newest ones.
KEPT = 6
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
_ADDRESS = re.compile(r"^[A-Za-z0-9.:%_\[\]-]{1,255}$")


@dataclass(frozen=True)
class JoinedSeat:
    """A seat taken at the table at ``address``:``port``, its token, the player's name and
    the table's game (its preset's title, in the words it was shown)."""

    address: str
    port: int
    seat: int
    token: str
    name: str
    game: str

    def as_dict(self) -> dict[str, Any]:
        """The seat as the file keeps it."""
        return {"address": self.address, "port": self.port, "seat": self.seat, "token": self.token,
                "name": self.name, "game": self.game}

    @staticmethod
    def from_dict(value: object) -> JoinedSeat:
        """A seat from the file, every field checked (:class:`~saves.shape.ShapeError`)."""
        doc = shape.obj(value, "seat")
        address = shape.text(doc.get("address"), "address", 255)
        token = shape.text(doc.get("token"), "token", 64)
        if not _ADDRESS.match(address) or not _TOKEN.match(token):
            raise ShapeError(Message(PLAIN, text="not an address and a seat token"))
        return JoinedSeat(address, shape.integer(doc.get("port"), "port", 1, 65535),
                          shape.integer(doc.get("seat"), "seat", 0, MAX_PLAYERS - 1), token,
                          shape.text(doc.get("name"), "name", 40), shape.text(doc.get("game"), "game", 80))


def joined_path() -> Path:
    """Where the seats are kept."""
    return paths.data_dir() / FILE


def joined_seats() -> list[JoinedSeat]:
    """The seats kept, newest first; none when the file is missing or damaged (never raises)."""
    try:
        doc = shape.obj(shape.parse_json(read_limited(joined_path(), 64 * 1024), "joined seats"),
                        "joined seats")
        if doc.get("format") != FORMAT or doc.get("version") != VERSION:
            return []
        return [JoinedSeat.from_dict(item) for item in shape.array(doc.get("seats"), "seats", KEPT)]
    except (ShapeError, FileProblem):
        return []


def keep_seat(seat: JoinedSeat) -> str:
    """Keep ``seat`` first (a seat at the same table is replaced); the reason it could not be
    kept, or ``""``."""
    others = [s for s in joined_seats() if (s.address, s.port) != (seat.address, seat.port)]
    return _write([seat, *others][:KEPT])


def forget_seat(address: str, port: int) -> str:
    """Forget the seat at ``address``:``port`` (its game is over); why not, or ``""``."""
    kept = joined_seats()
    rest = [s for s in kept if (s.address, s.port) != (address, port)]
    return _write(rest) if len(rest) != len(kept) else ""


def _write(seats: list[JoinedSeat]) -> str:
    try:
        write_json(joined_path(), {"format": FORMAT, "version": VERSION,
                                   "seats": [s.as_dict() for s in seats]})
    except FileProblem as error:
        return str(error)
    return ""
