"""A finished game to look back at, read from a game record or a save.

:func:`read_finished` takes either file: a record (docs/RECORD.md) goes
through the record reader every reader of records uses
(:func:`saves.record_file.check_record`: bounded, every field's shape checked
with the engine's limits) and is replayed through the engine, which checks
every card; a save is loaded as Load game does it
(:func:`saves.session.load_game`) and turned into its record. Only a game
that is over can be looked back at: while a game is played, its hands are
private (hot seat), so a save of a game in progress is refused. Whatever a
file holds, the answer is the game or a :class:`NotFinished` /
:class:`~saves.files.FileProblem` with one readable line; the file itself is
never changed or moved.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.game import Game
from game.record import FORMAT as RECORD_FORMAT
from game.record import RecordError, replay
from saves import format as fmt
from saves import shape
from saves.files import read_limited
from saves.format import SaveError
from saves.problems import Message, message_of
from saves.record_file import RECORD_LIMIT, check_record
from saves.session import load_game
from saves.shape import ShapeError


class NotFinished(ValueError):
    """A file that holds no finished game to look back at; the first argument is a
    :class:`~saves.problems.Message` naming the file and the reason."""


@dataclass(frozen=True)
class Finished:
    """A finished game: its record, the game replayed from it, and who sat where."""

    record: dict[str, Any]
    game: Game
    names: tuple[str, ...]


def read_finished(path: Path, limit: int = RECORD_LIMIT) -> Finished:
    """The finished game in ``path``, a game record or a save.

    Raises :class:`~saves.files.FileProblem` for a file that cannot be read and
    :class:`NotFinished` for one that holds no finished game.
    """
    data = read_limited(path, limit)
    try:
        document = shape.obj(shape.parse_json(data, shape.THE_FILE), shape.THE_FILE)
    except ShapeError as error:
        raise NotFinished(Message("review_unusable", path=path, reason=message_of(error))) from None
    kind = document.get("format")
    if kind == fmt.FORMAT:
        try:
            session = load_game(path)
        except SaveError as error:
            raise NotFinished(Message("review_unusable", path=path, reason=error.reason)) from None
        record, game = session.record(), session.game
    elif kind == RECORD_FORMAT:
        record, game = document, replay_record(path, document)
    else:
        raise NotFinished(Message("review_not_game", path=path, found=shape.describe(kind)))
    if not game.is_over:
        raise NotFinished(Message("review_in_progress", path=path))
    return Finished(record, game, names_of(record, game.players))


def finished_from_record(record: dict[str, Any], where: Path) -> Finished:
    """The finished game of a record already in memory (a row of the history); ``where``
    names it in a refusal."""
    game = replay_record(where, record)
    if not game.is_over:
        raise NotFinished(Message("review_in_progress", path=where))
    return Finished(record, game, names_of(record, game.players))


def replay_record(path: Path, record: dict[str, Any]) -> Game:
    """The game of ``record``, its shape checked first (so no file can make the engine build
    huge lists), replayed. :class:`NotFinished` says why not."""
    try:
        return replay(check_record(record))
    except ShapeError as error:
        raise NotFinished(Message("review_unusable", path=path, reason=message_of(error))) from None
    except RecordError as error:
        raise NotFinished(Message("review_disagrees", path=path, reason=str(error))) from None
    except Exception as error:  # whatever a hostile file causes, it is a refusal, not a crash
        raise NotFinished(Message("review_unusable", path=path,
                                  reason=Message("unreadable_kind", kind=type(error).__name__))) from None


def names_of(record: dict[str, Any], players: int) -> tuple[str, ...]:
    """The players' names as the record gives them (``Seat N`` where it gives none usable)."""
    listed = record.get("players")
    names = []
    for seat in range(players):
        entry = listed[seat] if isinstance(listed, list) and seat < len(listed) else None
        name = entry.get("name") if isinstance(entry, dict) else None
        if isinstance(name, str) and name.strip() and len(name) <= fmt.MAX_NAME:
            # a name is shown on a terminal too: no control characters reach it
            names.append("".join(c if c.isprintable() else "\ufffd" for c in name))
        else:
            names.append(f"Seat {seat + 1}")
    return tuple(names)
