"""A bot's decision a player reported, kept as a case: written from the table or the review,
read back by ``python -m devtools bench bots --cases DIR`` and the tests' regression set.

A case file is JSON::

    {"format": "ohpshaw-case", "version": 1, "made": "2026-12-05T06:10:00Z",
     "seat": 2, "level": "hard", "played": "play 4H", "word": "why not the ace?",
     "strong": "play AH", "record": {... the game's record up to the decision ...}}

``record`` is a game record (docs/RECORD.md) that stops just before the
decision: replayed, the game waits for ``seat`` to act, and ``played`` is what
its bot did there. ``word`` (what the player said) and ``strong`` (the choice a
strong player makes, which the regression set holds the bots to) may be left
out. A case is read as hostile input, as every file is: bounded, its shape
checked field by field, the record through the record reader and the engine's
replay, and the actions parsed and checked against the position's legal ones.

>>> from game import Game, preset
>>> from game.bots import make_bot
>>> game = Game(preset("oh-pshaw"), 3, seed=4)
>>> for _ in range(3):
...     seat = game.to_act
...     _ = game.apply(make_bot("normal", seat).choose(game.view(seat)))
>>> case = case_at(game, 2, word="too low")
>>> check_case(case.data()).played == game.log[2][1]
True
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.actions import Action, parse_action
from game.game import Game
from game.record import PlayerInfo, RecordError, replay, to_record
from saves import shape
from saves.files import read_limited, write_json
from saves.paths import data_dir
from saves.problems import Message, message_of
from saves.record_file import RECORD_LIMIT, check_record
from saves.shape import ShapeError
from saves.text import clean_name

FORMAT = "ohpshaw-case"
VERSION = 1
#: The longest word a player may add to a case (characters).
MAX_WORD = 500
_WHERE = "case"


class CaseError(ValueError):
    """A file that holds no readable case; the first argument is a
    :class:`~saves.problems.Message` with the reason."""


@dataclass(frozen=True)
class Case:
    """A reported decision: the game just before it, whose seat it was, what was played."""

    record: dict[str, Any]
    seat: int
    played: Action
    level: str | None = None
    word: str = ""
    strong: Action | None = None
    made: str = ""

    def game(self) -> Game:
        """The game at the decision (replayed from the record: ``seat`` is to act)."""
        return replay(self.record)

    def data(self) -> dict[str, Any]:
        """The case as JSON-ready data (the file's content)."""
        out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "made": self.made,
                               "seat": self.seat, "played": str(self.played)}
        if self.level is not None:
            out["level"] = self.level
        if self.word:
            out["word"] = self.word
        if self.strong is not None:
            out["strong"] = str(self.strong)
        out["record"] = self.record
        return out


def bot_decision(log: list[tuple[int | None, Action]], bots: set[int], upto: int | None = None) -> int | None:
    """The index in ``log`` of the last decision made by a seat of ``bots`` before ``upto``
    (default: the whole log), or ``None`` when they have made none.

    >>> from game.actions import Bid
    >>> bot_decision([(0, Bid(1)), (1, Bid(0)), (2, Bid(1))], {1}), bot_decision([(0, Bid(1))], {1})
    (1, None)
    """
    end = len(log) if upto is None else min(upto, len(log))
    for ply in range(end - 1, -1, -1):
        seat = log[ply][0]
        if seat is not None and seat in bots:
            return ply
    return None


def case_at(game: Game, ply: int, players: list[PlayerInfo] | None = None, word: str = "",
            moment: datetime | None = None) -> Case:
    """The case of decision ``ply`` of ``game``'s log: the record of the game up to it (the
    game played again from its seed; ``game`` is not changed), its seat and action, and the
    player's ``word``."""
    seat, action = game.log[ply]
    if seat is None:
        raise ValueError(f"action {ply} ({action}) is nobody's decision")
    before = Game(game.rules, game.players, game.seed, game.shuffle)
    for _, earlier in game.log[:ply]:
        before.apply(earlier)
    when = (moment or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")
    record = to_record(before, players, started=when)
    level = players[seat].level if players is not None else None
    return Case(record, seat, action, level, clean_name(word)[:MAX_WORD], None, when)


def cases_dir() -> Path:
    """Where reported cases are written: ``cases`` in the data folder."""
    return data_dir() / "cases"


def write_case(case: Case, folder: Path | None = None) -> Path:
    """Write ``case`` as a new file in ``folder`` (default :func:`cases_dir`) and return its
    path; an existing file is never replaced. Raises :class:`~saves.files.FileProblem`."""
    folder = cases_dir() if folder is None else folder
    number = case.record["rounds"][-1]["number"] if case.record.get("rounds") else 0
    stamp = "".join(ch for ch in case.made if ch.isdigit())[:14] or "case"
    stem = f"case-{stamp}-round{number}-seat{case.seat}"
    path = folder / f"{stem}.json"
    attempt = 2
    while path.exists() or path.is_symlink():
        path = folder / f"{stem}-{attempt}.json"
        attempt += 1
    write_json(path, case.data())
    return path


def read_case(path: Path, limit: int = RECORD_LIMIT) -> Case:
    """The checked case in ``path``. Raises :class:`~saves.files.FileProblem` for a file that
    cannot be read and :class:`CaseError` for one that holds no case."""
    data = read_limited(path, limit)
    try:
        document = shape.obj(shape.parse_json(data, shape.THE_FILE), shape.THE_FILE)
        return check_case(document)
    except ShapeError as error:
        raise CaseError(Message("case_unusable", path=path, reason=message_of(error))) from None
    except CaseError as error:
        raise CaseError(Message("case_unusable", path=path, reason=message_of(error))) from None


def check_case(data: dict[str, Any]) -> Case:
    """``data`` as a case, every field checked and the position replayed: the record's game
    must wait for ``seat``, and ``played`` (and ``strong``) must be legal there.
    Raises :class:`ShapeError` or :class:`CaseError` saying what is wrong."""
    if data.get("format") != FORMAT:
        raise ShapeError(Message("not_a_case", format=FORMAT, found=shape.describe(data.get("format"))))
    shape.integer(shape.field(data, "version", _WHERE), "version", 1, VERSION)
    made = shape.text(data.get("made", ""), "made", 40, empty=True)
    record = check_record(shape.obj(shape.field(data, "record", _WHERE), "record"))
    players = len(record["players"])
    seat = shape.integer(shape.field(data, "seat", _WHERE), "seat", 0, players - 1)
    level = shape.optional_text(data.get("level"), "level", 40)
    word = clean_name(shape.text(data.get("word", ""), "word", MAX_WORD, empty=True))
    played = _action(shape.field(data, "played", _WHERE), "played")
    strong = None if data.get("strong") is None else _action(data["strong"], "strong")
    try:
        game = replay(record)
    except RecordError as error:
        raise CaseError(Message("case_record", detail=str(error))) from None
    if game.is_over or game.to_act != seat:
        raise CaseError(Message("case_not_to_act", seat=seat))
    legal = game.legal_actions()
    for name, action in (("played", played), ("strong", strong)):
        if action is not None and action not in legal:
            raise CaseError(Message("case_not_legal", where=name, action=str(action)))
    return Case(record, seat, played, level, word, strong, made)


def _action(value: object, where: str) -> Action:
    text = shape.text(value, where, 80)
    try:
        return parse_action(text)
    except ValueError as error:
        raise CaseError(Message("case_not_action", where=where, detail=str(error))) from None
