"""The protocol's fixed points: its version, the kinds of message, their limits, close codes.

Every message is one WebSocket text frame holding one small JSON object with the protocol
version ``"v"`` and the message kind ``"t"``:

>>> encode({"t": "sync"})
'{"v":1,"t":"sync"}'

A client's frames are tiny (an action is a few words), so the host refuses any frame over
:data:`MAX_CLIENT_FRAME` bytes before reading it; the host's frames (a seat's view) are larger
but bounded too (:data:`MAX_HOST_FRAME`).
"""

from __future__ import annotations

import json
from enum import IntEnum, StrEnum
from typing import Any

#: The protocol version: the ``"v"`` of every message. A host and a client of different
#: versions do not play together; the refusal names both (and both programs' versions).
PROTOCOL = 1
#: The largest frame a host reads from a client (bytes): an action or a hello is far smaller.
MAX_CLIENT_FRAME = 2048
#: The largest frame a client reads from a host (bytes): a full snapshot of a long game.
MAX_HOST_FRAME = 1024 * 1024
#: How deeply a client's message may nest (an object holding a list at most).
MAX_CLIENT_DEPTH = 3
#: How deeply a host's message may nest (a view's tricks: message, view, tricks, trick, play).
MAX_HOST_DEPTH = 8
#: The longest action text, join code, token and player name a message may carry.
MAX_ACTION_TEXT = 300
MAX_CODE = 16
MAX_TOKEN = 64
MAX_NAME = 40
MAX_APP_VERSION = 40


class ToHost(StrEnum):
    """What a client sends."""

    HELLO = "hello"  # versions, the join code or a seat's token
    SIT = "sit"  # take a free seat under a name
    ACT = "act"  # an action for the client's own seat, at a state version
    SYNC = "sync"  # send me everything again


class ToClient(StrEnum):
    """What a host sends."""

    TABLE = "table"  # the table: versions, rules, seats
    SEATED = "seated"  # your seat and its token
    STATE = "state"  # your seat's view at a state version
    SEATS = "seats"  # who sits where now, who is away
    ILLEGAL = "illegal"  # the engine refused your action; nothing changed
    REFUSED = "refused"  # you cannot join (the connection closes)
    RECORD = "record"  # the game is over: its whole record, every hand now public


class Refusal(StrEnum):
    """Why a host refuses a connection (the ``reason`` of :data:`ToClient.REFUSED`)."""

    VERSION = "version"  # another protocol version
    CODE = "code"  # no join code, or a wrong one
    TOKEN = "token"  # a seat token this table never gave
    NO_SEAT = "no-seat"  # the seat asked for is not free (or none is)
    FULL = "full"  # too many connections at once
    OVER = "over"  # the game is over


class Close(IntEnum):
    """WebSocket close codes the host and client use (4000-4999 are the application's)."""

    NORMAL = 1000  # the game is over
    GOING_AWAY = 1001  # the host stops
    POLICY = 1008  # garbage, a flood, an action for another seat
    TOO_BIG = 1009  # a frame over the limit
    REPLACED = 4000  # a newer connection took this seat
    REFUSED = 4001  # the handshake was refused (the reason came just before)
    SILENT = 4002  # no hello in time


def encode(message: dict[str, Any]) -> str:
    """The frame text of ``message``: compact JSON, the version first.

    Keys are written as given; the version is added (or replaced) so no message goes out
    without it.
    """
    return json.dumps({"v": PROTOCOL, **{k: v for k, v in message.items() if k != "v"}},
                      ensure_ascii=False, separators=(",", ":"))
