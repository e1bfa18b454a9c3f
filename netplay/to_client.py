"""What the host sends a client, built and read back.

A client checks the host's frames as the host checks its own (sizes, nesting, every field),
so a broken or hostile host ends the connection with a reason instead of crashing the
client. A seat's view travels as :mod:`netplay.view_codec` writes it; the earlier rounds of
the game are sent once each, when they end (``earlier_from`` says where they go).

>>> from game.errors import IllegalActionError, Phrase, or_list
>>> error = IllegalActionError("must_follow", suit="♥", cards=or_list(["7♥", "K♥"]))
>>> back = read(encode_illegal(3, "play TS", error), None)
>>> str(back.error), back.error.values["cards"].items
('You must follow ♥: play 7♥ or K♥', ('7♥', 'K♥'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.errors import MESSAGES as ENGINE_MESSAGES
from game.errors import PHRASES, GameError, IllegalActionError, Named, OrList, Phrase
from game.limits import MAX_ACTIONS, MAX_PLAYERS
from game.rules import Rules
from game.view import PastRound
from netplay import checks, view_codec
from netplay.seats import Presence, SeatKind
from netplay.wire import (
    MAX_ACTION_TEXT,
    MAX_APP_VERSION,
    MAX_HOST_DEPTH,
    MAX_HOST_FRAME,
    MAX_NAME,
    MAX_TOKEN,
    PROTOCOL,
    Refusal,
    ToClient,
    encode,
)
from saves import shape
from saves.problems import PLAIN, Message
from saves.session import read_rules
from saves.shape import ShapeError


@dataclass(frozen=True)
class SeatInfo:
    """One seat as every player sees it: its kind, its player's name, whether they are here,
    and whether a bot plays it for them now (``stand_in``)."""

    seat: int
    kind: SeatKind
    name: str
    presence: Presence
    stand_in: bool = False


@dataclass(frozen=True)
class Table:
    """The table a client joins: the host's versions, the rules, the seats."""

    app: str
    rules: Rules
    seats: tuple[SeatInfo, ...]
    started: bool
    over: bool


@dataclass(frozen=True)
class Seated:
    """The client's seat and the token that reclaims it."""

    seat: int
    token: str
    name: str


@dataclass(frozen=True)
class State:
    """The client's view at state ``version`` (the number of actions the game has taken).

    ``view`` and ``earlier`` are read against the rules the table gave
    (:func:`netplay.view_codec.view_from_json`)."""

    version: int
    earlier_from: int
    earlier: tuple[PastRound, ...]
    view: dict[str, Any]


@dataclass(frozen=True)
class Seats:
    """Who sits where now."""

    seats: tuple[SeatInfo, ...]


@dataclass(frozen=True)
class Illegal:
    """The engine refused the client's ``action`` at state ``version``; nothing changed."""

    version: int
    action: str
    error: IllegalActionError


@dataclass(frozen=True)
class Refused:
    """The host will not seat the client; it names its own versions."""

    reason: Refusal
    app: str
    protocol: int
    detail: str


@dataclass(frozen=True)
class Record:
    """The game is over: its whole record (RECORD.md), every hand now public."""

    record: dict[str, Any]


ToClientMessage = Table | Seated | State | Seats | Illegal | Refused | Record


# -- building -------------------------------------------------------------------


def seats_json(seats: tuple[SeatInfo, ...]) -> list[dict[str, Any]]:
    """The seats as JSON."""
    return [{"seat": s.seat, "kind": s.kind.value, "name": s.name, "presence": s.presence.value,
             "stand_in": s.stand_in} for s in seats]


def encode_table(table: Table) -> str:
    """The frame of the table."""
    return encode({"t": ToClient.TABLE, "app": table.app, "rules": table.rules.as_dict(),
                   "seats": seats_json(table.seats), "started": table.started, "over": table.over})


def encode_seated(seated: Seated) -> str:
    """The frame giving the client its seat and token."""
    return encode({"t": ToClient.SEATED, "seat": seated.seat, "token": seated.token,
                   "name": seated.name})


def encode_state(version: int, view: dict[str, Any], earlier_from: int,
                 earlier: list[dict[str, Any]]) -> str:
    """The frame of a seat's view (``view_codec`` documents) at state ``version``."""
    return encode({"t": ToClient.STATE, "version": version, "earlier_from": earlier_from,
                   "earlier": earlier, "view": view})


def encode_seats(seats: tuple[SeatInfo, ...]) -> str:
    """The frame of who sits where."""
    return encode({"t": ToClient.SEATS, "seats": seats_json(seats)})


def encode_illegal(version: int, action: str, error: GameError) -> str:
    """The frame of the engine's refusal: its message key and values, so the client words it
    in its own language."""
    return encode({"t": ToClient.ILLEGAL, "version": version, "action": action[:MAX_ACTION_TEXT],
                   "key": error.key, "values": {k: _value(v) for k, v in error.values.items()}})


def encode_refused(reason: Refusal, app: str, detail: str) -> str:
    """The frame refusing a client, with the host's program and protocol versions."""
    return encode({"t": ToClient.REFUSED, "reason": reason.value, "app": app, "protocol": PROTOCOL,
                   "detail": detail})


def encode_record(record: dict[str, Any]) -> str:
    """The frame of the finished game's record."""
    return encode({"t": ToClient.RECORD, "record": record})


def _value(value: object) -> object:
    """An engine error's value as JSON that keeps what the interface translates."""
    if isinstance(value, Phrase):
        return {"phrase": value.key}
    if isinstance(value, OrList):
        return {"or": list(value.items)}
    if isinstance(value, Named):
        return {"named": [value.kind, value.key, str(value)]}
    if isinstance(value, bool) or not isinstance(value, int | str):
        return str(value)
    return value


# -- reading --------------------------------------------------------------------

_KEYS = {ToClient.TABLE: frozenset({"v", "t", "app", "rules", "seats", "started", "over"}),
         ToClient.SEATED: frozenset({"v", "t", "seat", "token", "name"}),
         ToClient.STATE: frozenset({"v", "t", "version", "earlier_from", "earlier", "view"}),
         ToClient.SEATS: frozenset({"v", "t", "seats"}),
         ToClient.ILLEGAL: frozenset({"v", "t", "version", "action", "key", "values"}),
         ToClient.REFUSED: frozenset({"v", "t", "reason", "app", "protocol", "detail"}),
         ToClient.RECORD: frozenset({"v", "t", "record"})}


def read(frame: str | bytes, rules: Rules | None) -> ToClientMessage:
    """The message in one frame from the host; :class:`~saves.shape.ShapeError` if it is not
    one. ``rules``: the table's, once known (a state needs them)."""
    if not isinstance(frame, str):
        raise ShapeError(Message(PLAIN, text="a binary frame (the protocol is text)"))
    data = frame.encode("utf-8", "surrogatepass")
    if len(data) > MAX_HOST_FRAME:
        raise ShapeError(Message(PLAIN, text=f"a frame of {len(data)} bytes"))
    value = shape.parse_json(data, "message")
    if shape.deeper_than(value, MAX_HOST_DEPTH + 4):  # a record nests deeper than a view
        raise ShapeError(Message("json_too_deep", where="message"))
    doc = shape.obj(value, "message")
    kind_text = shape.text(shape.field(doc, "t", "message"), "message.t", 20)
    try:
        kind = ToClient(kind_text)
    except ValueError:
        raise ShapeError(Message(PLAIN, text=f"an unknown message kind {kind_text!r}")) from None
    version = shape.field(doc, "v", kind)
    if type(version) is not int or version != PROTOCOL:
        if kind is ToClient.REFUSED:  # a host of another version says why it refuses
            return Refused(Refusal.VERSION, _said(doc.get("app"), MAX_APP_VERSION),
                           doc["protocol"] if type(doc.get("protocol")) is int else -1, "")
        raise ShapeError(Message(PLAIN, text=f"a message of protocol version {shape.describe(version)}"))
    checks.exact_keys(doc, _KEYS[kind], kind)
    if kind is ToClient.TABLE:
        return _table(doc)
    if kind is ToClient.SEATED:
        return Seated(shape.integer(doc["seat"], "seated.seat", 0, MAX_PLAYERS - 1),
                      shape.text(doc["token"], "seated.token", MAX_TOKEN),
                      _text(doc["name"], "seated.name", MAX_NAME))
    if kind is ToClient.STATE:
        return _state(doc, rules)
    if kind is ToClient.SEATS:
        return Seats(_seats(doc["seats"]))
    if kind is ToClient.ILLEGAL:
        return _illegal(doc)
    if kind is ToClient.REFUSED:
        try:
            reason = Refusal(shape.text(doc["reason"], "refused.reason", 20))
        except ValueError:
            raise ShapeError(Message(PLAIN, text="an unknown refusal")) from None
        return Refused(reason, _text(doc["app"], "refused.app", MAX_APP_VERSION),
                       shape.integer(doc["protocol"], "refused.protocol", 0, 10**6),
                       _text(doc["detail"], "refused.detail", 300, empty=True))
    return Record(shape.obj(doc["record"], "record"))


def _text(value: object, where: str, limit: int, empty: bool = False) -> str:
    return shape.text(value, where, limit, empty=empty)


def _said(value: object, limit: int) -> str:
    """What a host of another version said, as far as it can be read."""
    return value[:limit] if isinstance(value, str) else "?"


def _table(doc: dict[str, Any]) -> Table:
    rules = read_rules(shape.obj(doc["rules"], "table.rules"))
    seats = _seats(doc["seats"])
    if len(seats) < 2:
        raise ShapeError(Message("too_many_items", where="table.seats", count=len(seats), limit=2))
    return Table(_text(doc["app"], "table.app", MAX_APP_VERSION), rules, seats,
                 shape.boolean(doc["started"], "table.started"), shape.boolean(doc["over"], "table.over"))


def _seats(value: object) -> tuple[SeatInfo, ...]:
    out = []
    for i, item in enumerate(shape.array(value, "seats", MAX_PLAYERS)):
        where = f"seats[{i}]"
        doc = shape.obj(item, where)
        checks.exact_keys(doc, frozenset({"seat", "kind", "name", "presence", "stand_in"}), where)
        try:
            kind = SeatKind(shape.text(doc["kind"], f"{where}.kind", 10))
            presence = Presence(shape.text(doc["presence"], f"{where}.presence", 10))
        except ValueError:
            raise ShapeError(Message(PLAIN, text=f"{where}: an unknown kind or presence")) from None
        out.append(SeatInfo(shape.integer(doc["seat"], f"{where}.seat", i, i), kind,
                            _text(doc["name"], f"{where}.name", MAX_NAME, empty=True), presence,
                            shape.boolean(doc["stand_in"], f"{where}.stand_in")))
    return tuple(out)


def _state(doc: dict[str, Any], rules: Rules | None) -> State:
    if rules is None:
        raise ShapeError(Message(PLAIN, text="a state before the table"))
    view = shape.obj(doc["view"], "state.view")
    players = shape.integer(view.get("players"), "view.players", 2, MAX_PLAYERS)
    first = shape.integer(doc["earlier_from"], "state.earlier_from", 0, 10**4)
    return State(shape.integer(doc["version"], "state.version", 0, MAX_ACTIONS), first,
                 view_codec.earlier_from_json(doc["earlier"], players, first + 1), view)


def _illegal(doc: dict[str, Any]) -> Illegal:
    key = shape.text(doc["key"], "illegal.key", 40)
    if key not in ENGINE_MESSAGES:
        raise ShapeError(Message(PLAIN, text=f"an unknown refusal {key[:40]!r}"))
    values = {name: _value_from(v, f"illegal.values.{name}")
              for name, v in shape.obj(doc["values"], "illegal.values").items()}
    try:
        error = IllegalActionError(key, **values)
    except (KeyError, IndexError, ValueError):
        raise ShapeError(Message(PLAIN, text=f"a refusal {key!r} without its values")) from None
    return Illegal(shape.integer(doc["version"], "illegal.version", 0, MAX_ACTIONS),
                   shape.text(doc["action"], "illegal.action", MAX_ACTION_TEXT), error)


def _value_from(value: object, where: str) -> object:
    if isinstance(value, dict):
        if set(value) == {"phrase"} and value["phrase"] in PHRASES:
            return Phrase(value["phrase"])
        if set(value) == {"or"}:
            items = shape.array(value["or"], where, checks.MAX_CARDS)
            return OrList([shape.text(item, where, 40) for item in items])
        if set(value) == {"named"}:
            parts = shape.array(value["named"], where, 3, 3)
            kind, key, text = (shape.text(part, where, 60) for part in parts)
            return Named(kind, key, text)
        raise ShapeError(Message(PLAIN, text=f"{where}: an unknown value"))
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ShapeError(Message(PLAIN, text=f"{where}: an unknown value"))
    if isinstance(value, str):
        return shape.text(value, where, 200, empty=True)
    return shape.integer(value, where, -MAX_ACTIONS, MAX_ACTIONS)
