"""What a client sends the host, built and read back as hostile input.

The host reads every frame as it reads a file a stranger made: the size is capped before
the frame is read (:data:`~netplay.wire.MAX_CLIENT_FRAME`), the JSON is parsed once and its
nesting checked on the parsed value, every field has its type and bounds, and a key the protocol does not
have is refused. Nothing is ever evaluated or unpickled.

>>> read(encode_act(Act(seat=2, state=17, action=parse_action("play TS"))))
Act(seat=2, state=17, action=Play(card=Card('TS')))
>>> read('{"v":1,"t":"act","seat":2}')
Traceback (most recent call last):
...
saves.shape.ShapeError: act has no "action"
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.actions import Action, parse_action
from game.limits import MAX_ACTIONS, MAX_PLAYERS
from netplay import checks
from netplay.wire import (
    MAX_ACTION_TEXT,
    MAX_APP_VERSION,
    MAX_CLIENT_DEPTH,
    MAX_CLIENT_FRAME,
    MAX_CODE,
    MAX_NAME,
    MAX_TOKEN,
    PROTOCOL,
    ToHost,
    encode,
)
from saves import shape
from saves.problems import PLAIN, Message
from saves.shape import ShapeError
from saves.text import clean_name

__all__ = ["Act", "Hello", "OtherVersion", "Sit", "Sync", "encode_act", "parse_action", "read"]


@dataclass(frozen=True)
class Hello:
    """The first message: the client's program version, and the join code or a seat's token
    (a token alone reclaims its seat)."""

    app: str
    code: str | None
    token: str | None


@dataclass(frozen=True)
class Sit:
    """Take ``seat`` (``None``: any free remote seat) under ``name``."""

    seat: int | None
    name: str


@dataclass(frozen=True)
class Act:
    """``action`` for the client's own ``seat``, made on the state numbered ``state``."""

    seat: int
    state: int
    action: Action


@dataclass(frozen=True)
class Sync:
    """Send the full state again (a client that lost track)."""


ToHostMessage = Hello | Sit | Act | Sync


class OtherVersion(ValueError):
    """A hello of another protocol version: ``version`` is what the client speaks, ``app``
    its program's version (when it said)."""

    def __init__(self, version: object, app: str | None) -> None:
        super().__init__(f"protocol version {version!r}")
        self.version, self.app = version, app


def encode_hello(hello: Hello) -> str:
    """The frame of a hello."""
    return encode({"t": ToHost.HELLO, "app": hello.app, "code": hello.code, "token": hello.token})


def encode_sit(sit: Sit) -> str:
    """The frame of a sit."""
    return encode({"t": ToHost.SIT, "seat": sit.seat, "name": sit.name})


def encode_act(act: Act) -> str:
    """The frame of an action."""
    return encode({"t": ToHost.ACT, "seat": act.seat, "state": act.state, "action": str(act.action)})


def encode_sync() -> str:
    """The frame asking for everything again."""
    return encode({"t": ToHost.SYNC})


_KEYS = {ToHost.HELLO: frozenset({"v", "t", "app", "code", "token"}),
         ToHost.SIT: frozenset({"v", "t", "seat", "name"}),
         ToHost.ACT: frozenset({"v", "t", "seat", "state", "action"}),
         ToHost.SYNC: frozenset({"v", "t"})}


def read(frame: str | bytes) -> ToHostMessage:
    """The message in one frame from a client.

    Raises :class:`~saves.shape.ShapeError` for anything that is not a message of this
    protocol, and :class:`OtherVersion` for a hello of another version (the host answers it
    with both versions).
    """
    if not isinstance(frame, str):
        raise ShapeError(Message(PLAIN, text="a binary frame (the protocol is text)"))
    data = frame.encode("utf-8", "surrogatepass")
    if len(data) > MAX_CLIENT_FRAME:
        raise ShapeError(Message(PLAIN, text=f"a frame of {len(data)} bytes (at most {MAX_CLIENT_FRAME})"))
    value = shape.parse_json(data, "message")
    if shape.deeper_than(value, MAX_CLIENT_DEPTH):
        raise ShapeError(Message("json_too_deep", where="message"))
    doc = shape.obj(value, "message")
    kind_text = shape.text(shape.field(doc, "t", "message"), "message.t", 20)
    try:
        kind = ToHost(kind_text)
    except ValueError:
        raise ShapeError(Message(PLAIN, text=f"an unknown message kind {kind_text!r}")) from None
    version = shape.field(doc, "v", kind)
    if version != PROTOCOL or type(version) is not int:
        if kind is ToHost.HELLO:
            app = doc.get("app")
            raise OtherVersion(version, app[:MAX_APP_VERSION] if isinstance(app, str) else None)
        raise ShapeError(Message(PLAIN, text=f"a message of protocol version {shape.describe(version)}"))
    checks.exact_keys(doc, _KEYS[kind], kind)
    return _READERS[kind](doc)


def _hello(doc: dict[str, Any]) -> Hello:
    return Hello(app=shape.text(doc["app"], "hello.app", MAX_APP_VERSION),
                 code=shape.optional_text(doc["code"], "hello.code", MAX_CODE),
                 token=shape.optional_text(doc["token"], "hello.token", MAX_TOKEN))


def _sit(doc: dict[str, Any]) -> Sit:
    name = clean_name(shape.text(doc["name"], "sit.name", MAX_NAME))
    if not name:
        raise ShapeError(Message("empty", where="sit.name"))
    seat = doc["seat"]
    return Sit(seat=None if seat is None else shape.integer(seat, "sit.seat", 0, MAX_PLAYERS - 1),
               name=name)


def _act(doc: dict[str, Any]) -> Act:
    return Act(seat=shape.integer(doc["seat"], "act.seat", 0, MAX_PLAYERS - 1),
               state=shape.integer(doc["state"], "act.state", 0, MAX_ACTIONS),
               action=checks.action(doc["action"], "act.action", MAX_ACTION_TEXT))


def _sync(doc: dict[str, Any]) -> Sync:
    return Sync()


_READERS: dict[ToHost, Callable[[dict[str, Any]], ToHostMessage]] = {
    ToHost.HELLO: _hello, ToHost.SIT: _sit, ToHost.ACT: _act, ToHost.SYNC: _sync}
