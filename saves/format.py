"""The save file format: its header, its version, and reading one from disk.

A save is one UTF-8 JSON object (see :mod:`saves.session` for the rest)::

    {"format": "ohpshaw-save", "version": 3, "kind": "game", "app_version": "0.1.0",
     "created": "2026-11-29T12:00:00Z", "updated": "2026-11-29T12:31:07Z",
     "name": "Sunday", "preset": "oh-pshaw",
     "players": [{"seat": 0, "name": "You", "kind": "human", "level": null}, ...],
     "round": 5, "rounds": 13, "totals": [41, 22, 30, 17], "over": false,
     "practice": false,
     "rules": {...}, "seed": 12345, "seats": ["human", "normal", ...],
     "actions": [[1, "bid 0"], [2, "bid 1"], ..., [null, "end"]],
     "bot_rng": [null, [3, [...625 numbers...], null], ...]}

A game loaded from a named save and played on (a branch, :mod:`saves.identity`) has three
more keys: ``"branch"`` (its own name), ``"branch_of"`` (the id of the game it was loaded
from) and ``"branch_at"`` (how many actions it shares with that game). Saves without them
(every save before them) hold games played from their deal.

A score pad's save (``"kind": "score-pad"``, :mod:`saves.pad_session`) has the
same header, then ``rules``, ``first_dealer`` and its ``entries``. The header
(everything before ``rules``) is enough to list a save without replaying it:
:func:`read_header`. :func:`read_document` reads a file with
every check that does not need the engine: size, plain file, UTF-8 JSON,
format, version. Older versions are brought up to date by the functions in
:data:`MIGRATIONS`; a newer version is refused ("saved by a newer version").
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import limits
from game.stable_random import Shuffle
from saves import shape
from saves.files import SIZE_LIMIT, FileProblem, NotPlainFile, TooLarge, read_limited
from saves.problems import Message, message_of
from saves.shape import ShapeError
from saves.text import clean_name

FORMAT = "ohpshaw-save"
#: 2: the deals come from :data:`~game.stable_random.Shuffle.FISHER_YATES` and the save names its
#: shuffle (``"shuffle"``); version 1 saves were dealt by Python's ``random.shuffle``.
#: 3: ``"kind"`` says what is saved, a game at the table or a score pad.
VERSION = 3
#: What a save holds (versions 1 and 2 held games only).
GAME, SCORE_PAD = "game", "score-pad"
KINDS = (GAME, SCORE_PAD)

#: Bounds a save must keep: nothing in a file can make loading slow or crash it. They are
#: the engine's own (game/limits.py): a game the engine allows always loads.
MAX_PLAYERS = limits.MAX_PLAYERS
MAX_ROUNDS = limits.MAX_ROUNDS
MAX_POINTS = limits.MAX_POINTS
MAX_NAME = 100

# -- refusals ------------------------------------------------------------------

DAMAGED = "damaged"  # the file's content cannot be used: move it aside
NEWER = "newer"  # written by a newer version: keep it, do not read it
UNREADABLE = "unreadable"  # the system refused to read it (permissions, …): leave it
MISSING = "missing"  # there is no such file
OTHER_PYTHON = "other-python"  # dealt by a shuffle this Python no longer has: keep it, do not read it
OTHER = "other"  # a good save of the other kind (a score pad where a game was asked): keep it


class SaveError(Exception):
    """A save that cannot be loaded. ``str(error)`` names the file and the reason.

    ``reason`` is a :class:`~saves.problems.Message` (English as a text, with its key and
    values for an interface). ``kind`` is :data:`DAMAGED`, :data:`NEWER`, :data:`UNREADABLE` or
    :data:`MISSING`: only a damaged file is moved aside.
    """

    def __init__(self, path: Path, reason: str, kind: str = DAMAGED) -> None:
        self.path = path
        self.reason = reason if isinstance(reason, Message) else Message("plain", text=reason)
        self.kind = kind
        super().__init__(f"{path}: {reason}")

    @property
    def damaged(self) -> bool:
        """True when the file's content is unusable (not just unreadable now)."""
        return self.kind == DAMAGED

    @property
    def aside_label(self) -> str | None:
        """The word a file moved aside for this error carries (``NAME.newer-…json``), or
        ``None`` when the file stays where it is (unreadable now, or missing)."""
        return {DAMAGED: "damaged", NEWER: "newer", OTHER_PYTHON: "other-python"}.get(self.kind)


# -- migrations ----------------------------------------------------------------

Migration = Callable[[dict[str, Any]], dict[str, Any]]

def _dealt_by_python_shuffle(document: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: a version 1 game was dealt by ``random.shuffle`` and goes on being so."""
    document["shuffle"] = Shuffle.PYTHON.value
    return document


def _kind_game(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2 → 3: versions 1 and 2 saved only games at the table."""
    return {**document, "kind": GAME}


#: ``MIGRATIONS[v]`` turns a version ``v`` save into a version ``v + 1`` one.
#: Add one each time :data:`VERSION` goes up; old saves then load unchanged
#: on disk (the file is rewritten in the new version only by the next save).
MIGRATIONS: dict[int, Migration] = {1: _dealt_by_python_shuffle, 2: _kind_game}


def migrate(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` brought to :data:`VERSION`; :class:`ShapeError` if it cannot be.

    Raises :class:`NewerVersion` for a save from a newer program.
    """
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ShapeError(Message("version_unknown", found=shape.describe(version)))
    if version > VERSION:
        app = document.get("app_version")
        app = app if isinstance(app, str) and 0 < len(app) <= 40 else "?"
        raise NewerVersion(Message("newer_version", app=app, version=version,
                                   this_app=_app_version(), this_version=VERSION))
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise ShapeError(Message("version_too_old", version=version))
        document = step(dict(document))
        version += 1
        document["version"] = version
    return document


class NewerVersion(ShapeError):
    """A save written by a newer version of the program."""


class DealtElsewhere(ShapeError):
    """A version 1 save whose deals need a ``random.shuffle`` this Python no longer has."""


def _app_version() -> str:
    from game.version import APP_VERSION

    return APP_VERSION


# -- the header ----------------------------------------------------------------


@dataclass(frozen=True)
class SeatInfo:
    """One player as a save's header lists it."""

    seat: int
    name: str
    kind: str  # "human" or "bot"
    level: str | None  # the bot's level or seat spec


@dataclass(frozen=True)
class SaveHeader:
    """What a list of saves shows, read without replaying the game."""

    app_version: str
    created: str
    updated: str
    name: str | None
    preset: str
    players: tuple[SeatInfo, ...]
    round: int  # the round being played (0 before the first deal)
    rounds: int | None  # rounds in the schedule, tie-breaks excluded
    totals: tuple[int, ...]
    over: bool
    practice: bool
    kind: str = GAME  # GAME or SCORE_PAD


def parse_header(document: dict[str, Any], where: str = Message("where_save")) -> SaveHeader:
    """The header of a (migrated) save document; :class:`ShapeError` if a field is wrong.
    Names lose control characters (a name of nothing else becomes ``#`` and the seat)."""
    def get(key: str) -> Any:
        return shape.field(document, key, where)

    seats = shape.array(get("players"), "players", MAX_PLAYERS)
    if len(seats) < 2:
        raise ShapeError(Message("players_count", limit=MAX_PLAYERS, count=len(seats)))
    players = []
    for index, item in enumerate(seats):
        at = f"players[{index}]"
        data = shape.obj(item, at)
        seat = shape.integer(shape.field(data, "seat", at), f"{at}.seat", index, index)
        kind = shape.text(shape.field(data, "kind", at), f"{at}.kind", 10)
        if kind not in ("human", "bot"):
            raise ShapeError(Message("human_or_bot", where=f"{at}.kind", found=shape.describe(kind)))
        name = clean_name(shape.text(shape.field(data, "name", at), f"{at}.name", MAX_NAME))
        players.append(SeatInfo(seat, name or f"#{seat + 1}", kind,  # a name of control characters
                                shape.optional_text(data.get("level"), f"{at}.level")))
    totals = shape.array(get("totals"), "totals", MAX_PLAYERS, len(players))
    rounds = document.get("rounds")
    kind = shape.text(get("kind"), "kind", 20)
    if kind not in KINDS:
        raise ShapeError(Message("save_kind", found=shape.describe(kind)))
    return SaveHeader(
        app_version=shape.text(get("app_version"), "app_version", 40),
        created=shape.text(get("created"), "created", 40),
        updated=shape.text(get("updated"), "updated", 40),
        name=None if document.get("name") is None else clean_name(
            shape.text(document["name"], "name", MAX_NAME, empty=True)),
        preset=shape.text(get("preset"), "preset", 40),
        players=tuple(players),
        round=shape.integer(get("round"), "round", 0, MAX_ROUNDS),
        rounds=None if rounds is None else shape.integer(rounds, "rounds", 1, MAX_ROUNDS),
        totals=tuple(shape.integer(t, f"totals[{i}]", -MAX_POINTS, MAX_POINTS)
                     for i, t in enumerate(totals)),
        over=shape.boolean(get("over"), "over"),
        practice=shape.boolean(get("practice"), "practice"),
        kind=kind,
    )


# -- reading -------------------------------------------------------------------


def decode(data: bytes, where: str = shape.THE_FILE) -> dict[str, Any]:
    """A save document from the bytes of a file: UTF-8 JSON, the right format, migrated."""
    document = shape.obj(shape.parse_json(data, where), shape.THE_FILE)
    if document.get("format") != FORMAT:
        found = document.get("format")
        if found == "ohpshaw-record":
            raise ShapeError(Message("is_record"))
        raise ShapeError(Message("not_a_save", format=FORMAT, found=shape.describe(found)))
    return migrate(document)


def read_document(path: Path, limit: int = SIZE_LIMIT) -> dict[str, Any]:
    """The save document in ``path`` (checked up to the version, not replayed).

    Raises :class:`SaveError` with the file and the reason.
    """
    try:
        data = read_limited(path, limit)
    except (NotPlainFile, TooLarge) as error:
        raise SaveError(path, _in_file(error)) from None
    except FileProblem as error:
        missing = not os.path.lexists(path)
        raise SaveError(path, Message("no_such_file") if missing else _in_file(error),
                        MISSING if missing else UNREADABLE) from None
    try:
        return decode(data)
    except NewerVersion as error:
        raise SaveError(path, message_of(error), NEWER) from None
    except ShapeError as error:
        raise SaveError(path, message_of(error)) from None
    except Exception as error:  # whatever a hostile file causes, it is a refusal, not a crash
        raise SaveError(path, Message("unreadable_kind", kind=type(error).__name__)) from None


def read_header(path: Path, limit: int = SIZE_LIMIT) -> SaveHeader:
    """The header of the save in ``path``, without replaying it (:class:`SaveError` if bad)."""
    document = read_document(path, limit)
    try:
        return parse_header(document)
    except ShapeError as error:
        raise SaveError(path, message_of(error)) from None
    except Exception as error:  # a bad file must never crash a listing
        raise SaveError(path, Message("unreadable_kind", kind=type(error).__name__)) from None


def _in_file(problem: FileProblem) -> Message:
    """A :class:`FileProblem`'s message without the path (the SaveError names the file)."""
    message = message_of(problem)
    values = {name: value for name, value in message.values.items() if name != "path"}
    if message.key in ("symlink", "not_plain", "too_large", "grew"):
        return Message("file_" + message.key, **values)
    if message.key == "cannot_read":
        return Message("cannot_be_read", **values)
    return message
