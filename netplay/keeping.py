"""What the host keeps on disk: the game's autosave, the seats file, and the finished record.

The game is saved as the table saves it (:class:`saves.autosave.AutoSaver`: atomic, with the
previous save as a backup) after every action, under the stem ``network`` so it never takes
the place of the table's own autosave. Beside it, ``network-seats.json`` holds what a save
does not: which seats are played from other computers, the SHA-256 of each seat's token
(never the token), the join code, the grace and the stand-in's level. It is written before a
token is handed out, so a host that stops at any moment lets every seat rejoin.

A restarted host (:func:`resume`) loads both, and every remote seat is away until its player
rejoins with the token. When the game is over its record goes to the records folder given
(and, if asked, into the history), as the table keeps its games.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.bots import PLAYABLE
from netplay.seats import CODE_ALPHABET, Presence, Seat, SeatKind
from netplay.table import NetTable
from netplay.wire import MAX_CODE, MAX_NAME
from saves import shape
from saves.autosave import AutoSaver, SaveStatus
from saves.files import FileProblem, read_limited, write_json
from saves.format import SaveError
from saves.problems import PLAIN, Message
from saves.records import archive_record, write_record
from saves.session import load_game
from saves.shape import ShapeError

STEM = "network"
SEATS_FILE = "network-seats.json"
SEATS_FORMAT = "ohpshaw-network-seats"
SEATS_VERSION = 1
#: The longest grace a seats file may hold (a day).
MAX_GRACE_S = 86400.0


class ResumeError(Exception):
    """A network game that cannot be resumed; the message says why."""


@dataclass
class Keeper:
    """Saves one network table into ``folder``; keeps its record in ``record_dir`` at the end
    (and in the history when ``history``)."""

    folder: Path
    record_dir: Path | None = None
    history: bool = False

    def __post_init__(self) -> None:
        self.saver = AutoSaver(self.folder, stem=STEM)

    def save(self, table: NetTable) -> SaveStatus:
        """Save the game now (never raises: the status says when saving is off)."""
        return self.saver.save(table.session)

    def save_seats(self, table: NetTable) -> None:
        """Write the seats file (raises :class:`~saves.files.FileProblem`: a seat's token must
        not be handed out unless it was kept)."""
        write_json(self.folder / SEATS_FILE, {
            "format": SEATS_FORMAT, "version": SEATS_VERSION, "code": table.code,
            "grace": table.grace, "stand_in": table.stand_in,
            "seats": [{"kind": s.kind.value, "digest": s.digest} for s in table.seats]})

    def keep_record(self, table: NetTable) -> list[str]:
        """Keep the finished game's record; what went wrong, in English (nothing if all went)."""
        record = table.session.record()
        if self.history:
            done = archive_record(record, table.session.practice, records_folder=self.record_dir)
            return [str(m) for m in done.messages]
        if self.record_dir is None:
            return []
        try:
            write_record(record, self.record_dir)
        except FileProblem as error:
            return [str(error)]
        return []


def resume(folder: Path) -> NetTable:
    """The network game saved in ``folder``, every remote seat away until its player returns.

    Raises :class:`ResumeError` with one readable line when there is none or it is unusable.
    """
    session = None
    problems = []
    for name in (f"{STEM}.json", f"{STEM}.backup.json"):
        try:
            session = load_game(folder / name)
            break
        except SaveError as error:
            problems.append(str(error))
    if session is None:
        raise ResumeError(f"no network game to resume in {folder}: {'; '.join(problems)}")
    try:
        code, grace, stand_in, kinds, digests = _read_seats(folder / SEATS_FILE, session.game.players)
    except (ShapeError, FileProblem) as error:
        raise ResumeError(f"{folder / SEATS_FILE}: {error}") from None
    seats = [Seat(kind, session.names[i], None if kind is not SeatKind.BOT else session.seats[i], digest,
                  Presence.HERE if kind is not SeatKind.REMOTE else
                  Presence.FREE if digest is None else Presence.HERE)
             for i, (kind, digest) in enumerate(zip(kinds, digests, strict=True))]
    try:
        table = NetTable(session, kinds, code, grace, stand_in, seats)
    except ValueError as error:
        raise ResumeError(f"{folder / SEATS_FILE}: {error}") from None
    if session.game.is_over:
        raise ResumeError(f"the network game in {folder} is over")
    return table


def _read_seats(path: Path, players: int) -> tuple[str, float, str, list[SeatKind], list[str | None]]:
    data = read_limited(path, 64 * 1024)
    doc: dict[str, Any] = shape.obj(shape.parse_json(data, "seats file"), "seats file")
    if doc.get("format") != SEATS_FORMAT or doc.get("version") != SEATS_VERSION:
        raise ShapeError(Message(PLAIN, text="not a network seats file of this version"))
    code = shape.text(doc.get("code"), "code", MAX_CODE)
    if any(c not in CODE_ALPHABET for c in code):
        raise ShapeError(Message(PLAIN, text="code has letters a join code never has"))
    grace = doc.get("grace")
    if isinstance(grace, bool) or not isinstance(grace, int | float) or not 0 <= grace <= MAX_GRACE_S:
        raise ShapeError(Message(PLAIN, text=f"grace should be 0 to {MAX_GRACE_S:g} seconds"))
    stand_in = shape.text(doc.get("stand_in"), "stand_in", 20)
    if stand_in not in PLAYABLE:
        raise ShapeError(Message(PLAIN, text=f"stand_in should be one of {', '.join(PLAYABLE)}"))
    kinds, digests = [], []
    for i, item in enumerate(shape.array(doc.get("seats"), "seats", players, players)):
        entry = shape.obj(item, f"seats[{i}]")
        try:
            kinds.append(SeatKind(shape.text(entry.get("kind"), f"seats[{i}].kind", 10)))
        except ValueError:
            raise ShapeError(Message(PLAIN, text=f"seats[{i}].kind is not a seat kind")) from None
        digest = shape.optional_text(entry.get("digest"), f"seats[{i}].digest", 64)
        if digest is not None and (len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest)):
            raise ShapeError(Message(PLAIN, text=f"seats[{i}].digest is not a SHA-256"))
        digests.append(digest)
    return code, float(grace), stand_in, kinds, digests


__all__ = ["MAX_NAME", "Keeper", "ResumeError", "resume"]
