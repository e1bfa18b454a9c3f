"""A hostile client of a real host process: refused without the code or with another version;
the engine's refusal for a card it does not hold; cut off for an action for another seat,
garbage, an oversized frame and a flood; a second connection of its seat closes the first;
and the game goes on to its end for everyone else."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from game.actions import Play
from game.cards import make_deck
from game.phase import Phase
from netplay import to_client, to_host, view_codec
from netplay.wire import Close, Refusal
from netplay.ws_client import WsClient, WsClosed, connect
from tests import net_guard
from tests.netplay_procs import join, no_leftovers, record_of, serve

net_guard.install()
assert no_leftovers  # the fixture, used by every test here
pytestmark = pytest.mark.usefixtures("no_leftovers")


class Raw:
    """A client that speaks the protocol by hand, to break it on purpose."""

    def __init__(self, ws: WsClient) -> None:
        self.ws = ws
        self.rules = None
        self.state: to_client.State | None = None

    @staticmethod
    async def open(port: int) -> Raw:
        return Raw(await connect("127.0.0.1", port))

    async def next(self) -> to_client.ToClientMessage:
        message = to_client.read(await asyncio.wait_for(self.ws.recv(), 20), self.rules)
        if isinstance(message, to_client.Table):
            self.rules = message.rules  # type: ignore[assignment]
        if isinstance(message, to_client.State):
            self.state = message
        return message

    async def until(self, kind: type) -> object:
        for _ in range(500):
            message = await self.next()
            if isinstance(message, kind):
                return message
        raise AssertionError(f"no {kind.__name__}")

    async def closed(self) -> WsClosed:
        with pytest.raises(WsClosed) as caught:
            for _ in range(500):
                await self.next()
        return caught.value


async def _attack(port: int) -> dict[str, object]:
    seen: dict[str, object] = {}
    # no code, then another protocol version: refused, both versions named
    raw = await Raw.open(port)
    await raw.ws.send(to_host.encode_hello(to_host.Hello("0.1.0", None, None)))
    refused = await raw.next()
    assert isinstance(refused, to_client.Refused) and refused.reason is Refusal.CODE
    seen["no code"] = (await raw.closed()).code
    raw = await Raw.open(port)
    await raw.ws.send('{"v":99,"t":"hello","app":"9.9.9","code":"ABC234","token":null}')
    refused = await raw.next()
    assert isinstance(refused, to_client.Refused) and refused.reason is Refusal.VERSION
    assert "protocol 1" in refused.detail and "99" in refused.detail and "9.9.9" in refused.detail
    assert refused.app == "0.1.0" and refused.protocol == 1

    # seated properly
    raw = await Raw.open(port)
    await raw.ws.send(to_host.encode_hello(to_host.Hello("0.1.0", "abc-234", None)))
    await raw.until(to_client.Table)
    await raw.ws.send(to_host.encode_sit(to_host.Sit(None, "Mallory")))
    seated = await raw.until(to_client.Seated)
    assert isinstance(seated, to_client.Seated)
    seat, token = seated.seat, seated.token
    # play fairly until it is our turn to play a card; then a card we do not hold
    assert raw.rules is not None
    while True:
        state = await raw.until(to_client.State)
        assert isinstance(state, to_client.State)
        view = view_codec.view_from_json(state.view, raw.rules, state.earlier)
        if view.to_act != seat:
            continue
        if view.phase is Phase.PLAY:
            break
        await raw.ws.send(to_host.encode_act(to_host.Act(seat, state.version, view.legal[0])))
    stolen = next(c for c in make_deck("standard52") if c not in view.hand)
    await raw.ws.send(to_host.encode_act(to_host.Act(seat, state.version, Play(stolen))))
    illegal = await raw.next()
    assert isinstance(illegal, to_client.Illegal) and illegal.error.key == "card_not_held"
    assert illegal.version == state.version  # nothing changed
    seen["not held"] = str(illegal.error)
    # an action for another seat: cut off
    other = (seat + 1) % 3
    await raw.ws.send(to_host.encode_act(to_host.Act(other, state.version, view.legal[0])))
    closed = await raw.closed()
    seen["another seat"] = (closed.code, closed.reason)

    async def back() -> Raw:
        again = await Raw.open(port)
        await again.ws.send(to_host.encode_hello(to_host.Hello("0.1.0", None, token)))
        seated = await again.until(to_client.Seated)
        assert isinstance(seated, to_client.Seated) and seated.seat == seat
        return again

    raw = await back()
    await raw.ws.send("{this is not json")
    seen["garbage"] = (await raw.closed()).code
    raw = await back()
    await raw.ws.send('{"v":1,"t":"sync","pad":"' + "x" * 5000 + '"}')
    seen["oversized"] = (await raw.closed()).code
    first = await back()
    second = await back()  # the same seat again: the first connection is stale
    replaced = await first.closed()
    seen["replaced"] = (replaced.code, replaced.reason)
    for _ in range(200):
        await second.ws.send(to_host.encode_sync())
    seen["flood"] = (await second.closed()).code
    return seen


@pytest.mark.slow
def test_a_hostile_client_is_refused_or_cut_off_and_the_game_goes_on(tmp_path: Path) -> None:
    host, port = serve(tmp_path, "--option", "max_hand=3", grace="0.5")
    seen = asyncio.run(_attack_with_company(port))
    assert seen["no code"] == Close.REFUSED
    assert str(seen["not held"]).startswith("You do not hold ")
    assert seen["another seat"][0] == Close.POLICY and "not its own" in seen["another seat"][1]  # type: ignore[index]
    assert seen["garbage"] == Close.POLICY
    assert seen["oversized"] == Close.TOO_BIG
    assert seen["replaced"] == (Close.REPLACED, "a newer connection took this seat")
    assert seen["flood"] == Close.POLICY
    assert host.finish() == 0, host.output
    assert "Mallory (away, a bot plays)" in host.output
    assert "too many messages" in host.output and "garbage" in host.output
    assert record_of(tmp_path)["result"]["winners"]


async def _attack_with_company(port: int) -> dict[str, object]:
    """The attack, with a fair player in the other remote seat (its own process)."""
    fair = join(port, "Fay")
    seen = await _attack(port)
    done = await asyncio.to_thread(fair.finish)
    assert done == 0, fair.output
    return seen
