"""A score pad game (R-G5) with its players' names, and its save document.

A score pad saves like a game at the table (:mod:`saves.session`): the same
header, so the list of saves and Continue read it alike, then the rules, the
first dealer and every entry in its text form (:mod:`game.pad.actions`).
Loading enters them again into a fresh :class:`~game.pad.score_pad.ScorePad`, so
a save can never put the pad into a state its checks do not allow. Autosaves,
named saves and the history take either kind (:data:`Saved`).

>>> from game.presets import preset
>>> session = new_pad_session(preset("oh-pshaw"), ["Ada", "Bob", "Cy"], first_dealer=2)
>>> _ = session.pad.enter_round([1, 0, 0], [1, 0, 0])
>>> again = pad_from_document(pad_document(session))
>>> again.pad.totals, again.names
([11, 10, 10], ['Ada', 'Bob', 'Cy'])
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.errors import GameError
from game.pad.actions import parse_pad_action
from game.pad.record import pad_record
from game.pad.score_pad import ScorePad
from game.rules import Rules
from game.version import APP_VERSION
from saves import format as fmt
from saves import shape
from saves.files import SIZE_LIMIT, write_bytes
from saves.format import SaveError
from saves.identity import Branch, new_branch, read_branch, record_fields, record_id, save_fields
from saves.problems import Message, message_of
from saves.session import MAX_ACTIONS, Session, encode, load_game, now_text, read_rules, to_document
from saves.shape import ShapeError
from saves.text import clean_name


@dataclass
class PadSession:
    """A score pad with who sits where (``names`` in seat order, clockwise)."""

    pad: ScorePad
    names: list[str]
    created: str = field(default_factory=now_text)
    name: str | None = None  # the name of the save, once saved under one
    practice: bool = False  # never: a score pad has no undo that makes it practice
    branch: Branch | None = None  # loaded from a named save and kept on: a game of its own

    def record(self) -> dict[str, Any]:
        """The game so far as a record, marked as played with real cards."""
        return {**pad_record(self.pad, self.names, started=self.created), **record_fields(self.branch)}

    @property
    def played_here(self) -> bool:
        """An entry was made on this pad itself: since it began, or, for a branch, since it
        was loaded (an entry taken back counts too)."""
        return len(self.pad.log) != self.branch.at if self.branch is not None else bool(self.pad.log)

    def branch_off(self, moment: datetime | None = None) -> None:
        """Make this pad, loaded from a named save to be kept on, a game of its own that names
        the game it was loaded from (:mod:`saves.identity`)."""
        self.branch = new_branch(record_id(self.record()), len(self.pad.log), moment)


#: What a save file holds: a game at the table or a score pad.
Saved = Session | PadSession


def new_pad_session(rules: Rules, names: list[str], first_dealer: int) -> PadSession:
    """A new score pad for ``names`` (seat order) with ``first_dealer`` dealing first; names
    lose control characters (typed or pasted)."""
    names = [clean_name(name) for name in names]
    for name in names:
        if not name.strip() or len(name) > fmt.MAX_NAME:
            raise ValueError(f"a player's name has 1 to {fmt.MAX_NAME} characters: {name[:20]!r}")
    return PadSession(ScorePad(rules, len(names), first_dealer), list(names))


def pad_document(session: PadSession, moment: datetime | None = None) -> dict[str, Any]:
    """The save document of a score pad (JSON-ready)."""
    pad = session.pad
    return {
        "format": fmt.FORMAT,
        "version": fmt.VERSION,
        "kind": fmt.SCORE_PAD,
        "app_version": APP_VERSION,
        "created": session.created,
        "updated": now_text(moment),
        "name": session.name,
        "preset": pad.rules.preset,
        "players": [{"seat": s, "name": name, "kind": "human", "level": None}
                    for s, name in enumerate(session.names)],
        "round": len(pad.rounds),
        "rounds": pad.scheduled_rounds,
        "totals": list(pad.totals),
        "over": pad.is_over,
        "practice": False,
        "rules": pad.rules.as_dict(),
        "first_dealer": pad.first_dealer,
        "entries": [str(action) for action in pad.log],
        **save_fields(session.branch),
    }


def pad_from_document(document: dict[str, Any]) -> PadSession:
    """The score pad a (migrated) save document describes; :class:`ShapeError` if it is wrong."""
    header = fmt.parse_header(document)
    if header.kind != fmt.SCORE_PAD:
        raise ShapeError(Message("is_table_game"))
    players = len(header.players)
    save = Message("where_save")
    rules = read_rules(shape.obj(shape.field(document, "rules", save), "rules"))
    first = shape.field(document, "first_dealer", save)
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players:
        raise ShapeError(Message("first_dealer", last=players - 1, found=shape.describe(first)))
    entries = shape.array(shape.field(document, "entries", save), "entries", MAX_ACTIONS)
    try:
        pad = ScorePad(rules, players, first)
    except GameError as error:
        raise ShapeError(Message("rules_refused", error=error)) from None
    for number, item in enumerate(entries, start=1):
        where = Message("where_entry", number=number)
        text = shape.text(item, where, 400)
        try:
            pad.apply(parse_pad_action(text))
        except ValueError as error:  # GameError is a ValueError too
            raise ShapeError(Message("action_unreadable", where=where, detail=str(error),
                                     text=text)) from None
    facts = {"round": (header.round, len(pad.rounds)), "over": (header.over, pad.is_over),
             "totals": (list(header.totals), list(pad.totals)), "preset": (header.preset, rules.preset)}
    for name, (written, actual) in facts.items():
        if written != actual:
            raise ShapeError(Message("header_disagrees", name=name, written=written, actual=actual))
    return PadSession(pad, [p.name for p in header.players], created=header.created, name=header.name,
                      branch=read_branch(document, len(pad.log)))


def document_of(saved: Saved, moment: datetime | None = None) -> dict[str, Any]:
    """The save document of either kind."""
    return pad_document(saved, moment) if isinstance(saved, PadSession) else to_document(saved, moment)


def same_moment(one: Saved, other: Saved) -> bool:
    """``one`` and ``other`` are one game at one moment: the same deal (start, seed, rules,
    players) with the same actions made, whatever their branches. Loading the one over the
    other loses nothing."""
    if isinstance(one, PadSession) and isinstance(other, PadSession):
        return (one.created, one.names, one.pad.rules, one.pad.first_dealer, one.pad.log) == \
            (other.created, other.names, other.pad.rules, other.pad.first_dealer, other.pad.log)
    if isinstance(one, Session) and isinstance(other, Session):
        return (one.created, one.names, one.seats, one.game.seed, one.game.rules, one.game.log) == \
            (other.created, other.names, other.seats, other.game.seed, other.game.rules, other.game.log)
    return False


def save_saved(path: Path, saved: Saved) -> None:
    """Write either kind to ``path`` atomically (:class:`~saves.files.FileProblem` if it cannot)."""
    write_bytes(path, encode(document_of(saved)))


def load_pad(path: Path, limit: int = SIZE_LIMIT) -> PadSession:
    """The score pad saved in ``path``, entered again. Raises :class:`SaveError` naming the file
    and the reason (kind ``OTHER`` for a good save of a game at the table); never anything else."""
    document = fmt.read_document(path, limit)
    if document.get("kind") == fmt.GAME:
        raise SaveError(path, Message("is_table_game"), fmt.OTHER)
    try:
        return pad_from_document(document)
    except ShapeError as error:
        raise SaveError(path, message_of(error)) from None
    except Exception as error:  # whatever a hostile file causes, it is a refusal, not a crash
        raise SaveError(path, Message("crashed", kind=type(error).__name__, detail=str(error))) from None


def load_saved(path: Path, limit: int = SIZE_LIMIT) -> Saved:
    """Whatever ``path`` holds: a game at the table or a score pad (:class:`SaveError` if bad)."""
    try:
        return load_game(path, limit)
    except SaveError as error:
        if error.kind != fmt.OTHER:
            raise
    return load_pad(path, limit)
