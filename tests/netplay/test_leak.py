"""No hidden card reaches a client: every byte one client receives over a whole game (its
connection's raw TCP stream, WebSocket frames parsed here by hand) is checked against what
that seat could know at that moment, worked out from the host's own log of the game with the
engine's round logs — not from the seat's view, which is what is being checked."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

import pytest

from game.actions import parse_action
from game.bots import make_bot
from game.cards import Card
from game.game import Game
from netplay import notices
from netplay.client import Client, Ending
from saves.session import load_game
from tests import net_guard
from tests.netplay_procs import join, no_leftovers, serve

net_guard.install()
assert no_leftovers  # the fixture, used by every test here
pytestmark = pytest.mark.usefixtures("no_leftovers")

SEED = "918273645546372819"
_NOTATION = re.compile(r"^(?:[2-9TJQKA0-7][SHDC]|[WN][1-4])$")
_LABEL = re.compile(r"(10|[2-9JQKA0-7])([♠♥♦♣])|(Wizard|Jester) ([1-4])")
_SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def frames(raw: bytes) -> list[tuple[int, bytes]]:
    """The WebSocket frames (opcode, payload) of a host's byte stream to a client (RFC 6455:
    a server's frames are not masked), after the handshake's HTTP response."""
    head, _, rest = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 101"), head[:40]
    out, i = [], 0
    while i < len(rest):
        first, second = rest[i], rest[i + 1]
        assert first & 0x80 and not second & 0x80, "a fragmented or masked frame"
        size, i = second & 0x7F, i + 2
        if size in (126, 127):
            width = 2 if size == 126 else 8
            size, i = int.from_bytes(rest[i:i + width], "big"), i + width
        out.append((first & 0x0F, rest[i:i + size]))
        i += size
    assert i == len(rest)  # every byte belongs to a frame
    return out


def mentioned(value: Any) -> set[Card]:
    """Every card a JSON value names, in notation (``TS``) or as a player reads it (``10♠``)."""
    found: set[Card] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            found |= mentioned(key) | mentioned(item)
    elif isinstance(value, list):
        for item in value:
            found |= mentioned(item)
    elif isinstance(value, str):
        found |= {Card.parse(word) for word in value.split() if _NOTATION.match(word)}
        for match in _LABEL.finditer(value):
            text = (match.group(1).replace("10", "T") + _SUITS[match.group(2)]) if match.group(1) \
                else ("W" if match.group(3) == "Wizard" else "N") + match.group(4)
            found.add(Card.parse(text))
    return found


def knowable(game: Game, seat: int) -> set[Card]:
    """What ``seat`` may know of ``game`` now, from the engine's round logs: its own cards of
    every deal, cards passed to it, every card played, every turn-up, bid cards shown."""
    known: set[Card] = set()
    for rnd in game.rounds:
        for deal in rnd.deals:
            known |= set(deal[seat])
        known |= {c for _, to, cards in rnd.passes if to == seat for c in cards}
        known |= {card for trick in rnd.tricks for _, card in trick.plays}
        known |= {rnd.turn_up} if rnd.turn_up is not None else set()
        known |= {b.card for b in rnd.bids if b.card is not None}
        known |= {b.card for logs, _ in rnd.rebids for b in logs if b.card is not None}
    return known


async def _play(port: int, raw: bytearray) -> tuple[int, Ending]:
    seats: list[int] = []

    def heard(notice: notices.ClientNotice) -> None:
        if isinstance(notice, notices.SeatTaken):
            seats.append(notice.seat)

    client = Client("127.0.0.1", port, heard, name="Eve", code="ABC234", player=make_bot("normal", 3),
                    tap=raw.extend, give_up_s=30)
    ending = await asyncio.wait_for(client.run(), 120)
    return seats[0], ending


@pytest.mark.slow
@pytest.mark.parametrize("preset, options", [
    ("oh-pshaw", ["passing=true", "simultaneous_bidding=true", "max_hand=4"]),
    ("oh-seven", ["fixed_rounds=4"]),
])
def test_no_byte_a_client_receives_tells_a_card_it_may_not_know(tmp_path: Path, preset: str,
                                                                options: list[str]) -> None:
    extra = [arg for option in options for arg in ("--option", option)]
    host, port = serve(tmp_path, *extra, preset=preset, seats="remote,remote,remote", seed=SEED)
    others = [join(port, "Ann"), join(port, "Bob")]
    raw = bytearray()
    seat, ending = asyncio.run(_play(port, raw))
    assert ending is Ending.OVER and [o.finish() for o in others] == [0, 0]
    assert host.finish() == 0, host.output

    session = load_game(tmp_path / "state" / "network.json")
    game = Game(session.game.rules, session.game.players, session.game.seed)
    allowed = [knowable(game, seat)]
    for _, written in session.game.log:
        game.apply(parse_action(written if isinstance(written, str) else str(written)))
        allowed.append(knowable(game, seat))

    messages = [json.loads(payload) for opcode, payload in frames(bytes(raw)) if opcode == 1]
    assert messages[-1]["t"] == "record"
    version, seen_cards, states = 0, set(), 0
    for message in messages[:-1]:  # the record, once the game is over, shows every hand
        assert not {"seed", "stock", "hands", "deals", "cut"} & set(_keys(message)), message["t"]
        version = message.get("version", version)
        cards = mentioned(message)
        leaked = cards - allowed[version]
        assert not leaked, f"{message['t']} at state {version} names {sorted(map(str, leaked))}"
        seen_cards |= cards
        states += message["t"] == "state"
    assert SEED.encode() not in bytes(raw[: len(raw) - len(json.dumps(messages[-1]))])
    assert states > 20 and seen_cards == allowed[-1]  # the check saw the whole game
    assert any(message["t"] == "state" and message["view"]["secret"] for message in messages)


def _keys(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [*value, *(k for item in value.values() for k in _keys(item))]
    if isinstance(value, list):
        return [k for item in value for k in _keys(item)]
    return []
