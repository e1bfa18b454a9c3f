"""The host in this process, with a client beside it on 127.0.0.1: a state is heard only once
it is saved, and an action on an old state changes nothing and brings the state again."""

from __future__ import annotations

import asyncio
from pathlib import Path

from game.bots import make_bot
from game.presets import preset
from netplay import notices, to_client, to_host, view_codec
from netplay.client import Client, Ending
from netplay.host import Host
from netplay.keeping import Keeper
from netplay.seats import SeatKind
from netplay.table import NetTable
from netplay.ws_client import connect
from saves.autosave import SaveStatus
from saves.session import new_session
from tests import net_guard

net_guard.install()


class Watched(Keeper):
    """A keeper that remembers which states it saved."""

    saved: list[int]

    def save(self, table: NetTable) -> SaveStatus:
        self.saved.append(table.version)
        return super().save(table)


def _table(kinds: list[SeatKind]) -> NetTable:
    specs = ["normal" if k is SeatKind.BOT else "human" for k in kinds]
    session = new_session(preset("oh-pshaw").replace(max_hand=3), specs, seed=6)
    return NetTable(session, kinds, "ABC234", grace=30)


def test_no_state_is_heard_before_the_host_saved_it(tmp_path: Path) -> None:
    keeper = Watched(tmp_path)
    keeper.saved = []
    heard: list[int] = []

    def notice(n: notices.ClientNotice) -> None:
        if isinstance(n, notices.ViewChanged):
            assert n.version in keeper.saved, f"state {n.version} was heard before it was saved"
            heard.append(n.version)

    async def play() -> Ending:
        table = _table([SeatKind.REMOTE, SeatKind.BOT, SeatKind.BOT])
        host = Host(table, keeper, lambda n: None)
        port = await host.listen("127.0.0.1", 0)
        client = Client("127.0.0.1", port, notice, name="Ada", code="ABC234", player=make_bot("easy", 1))
        ending, _ = await asyncio.gather(client.run(), host.run())
        return ending

    assert asyncio.run(play()) is Ending.OVER
    assert len(heard) > 10 and keeper.saved[-1] == heard[-1]


def test_an_action_on_an_old_state_changes_nothing_and_brings_the_state_again() -> None:
    async def play() -> tuple[int, to_client.State, int]:
        table = _table([SeatKind.REMOTE, SeatKind.REMOTE, SeatKind.BOT])
        host = Host(table, None, lambda n: None)
        port = await host.listen("127.0.0.1", 0)
        hosting = asyncio.ensure_future(host.run())
        other = Client("127.0.0.1", port, lambda n: None, name="Bob", code="ABC234",
                       player=make_bot("easy", 2))
        playing = asyncio.ensure_future(other.run())
        ws = await connect("127.0.0.1", port)
        await ws.send(to_host.encode_hello(to_host.Hello("0.1.0", "ABC234", None)))
        rules, seat = None, None
        while True:
            message = to_client.read(await asyncio.wait_for(ws.recv(), 20), rules)
            if isinstance(message, to_client.Table):
                rules = message.rules
                await ws.send(to_host.encode_sit(to_host.Sit(None, "Ada")))
            elif isinstance(message, to_client.Seated):
                seat = message.seat
            elif isinstance(message, to_client.State):
                assert rules is not None and seat is not None
                view = view_codec.view_from_json(message.view, rules, message.earlier)
                if view.to_act == seat:
                    break
        before = table.version
        old = before - 1 if before else before + 1  # any state but the current one
        await ws.send(to_host.encode_act(to_host.Act(seat, old, view.legal[0])))
        again = to_client.read(await asyncio.wait_for(ws.recv(), 20), rules)
        assert isinstance(again, to_client.State)
        after = table.version
        await ws.close()
        playing.cancel()
        host.stopping = True
        host.wake.set()
        await asyncio.wait_for(hosting, 20)
        return before, again, after

    before, again, after = asyncio.run(play())
    assert after == before and again.version == before and again.earlier_from == 0  # a full snapshot


def test_a_resync_between_an_action_and_its_save_sends_nothing_unsaved(tmp_path: Path) -> None:
    """An action is applied by its connection's handler; the host saves it a moment later.
    A resync asked for in that moment (another message of the same client) waits for the save."""
    keeper = Watched(tmp_path)
    keeper.saved = []

    async def play() -> tuple[int, int, list[int]]:
        table = _table([SeatKind.REMOTE, SeatKind.BOT, SeatKind.BOT])
        host = Host(table, keeper, lambda n: None)
        port = await host.listen("127.0.0.1", 0)
        hosting = asyncio.ensure_future(host.run())
        ws = await connect("127.0.0.1", port)
        await ws.send(to_host.encode_hello(to_host.Hello("0.1.0", "ABC234", None)))
        rules, seat = None, None
        while True:
            message = to_client.read(await asyncio.wait_for(ws.recv(), 20), rules)
            if isinstance(message, to_client.Table):
                rules = message.rules
                await ws.send(to_host.encode_sit(to_host.Sit(None, "Ada")))
            elif isinstance(message, to_client.Seated):
                seat = message.seat
            elif isinstance(message, to_client.State):
                assert rules is not None and seat is not None
                view = view_codec.view_from_json(message.view, rules, message.earlier)
                if view.to_act == seat:
                    break
        table.act(seat, view.legal[0], table.version)  # as its handler does; the pump saves next
        host.by_seat[seat].resync()
        early: list[int] = []
        try:
            while True:
                sent = to_client.read(await asyncio.wait_for(ws.recv(), 0.5), rules)
                if isinstance(sent, to_client.State):
                    early.append(sent.version)
        except TimeoutError:
            pass
        host.wake.set()
        later = to_client.read(await asyncio.wait_for(ws.recv(), 20), rules)
        assert isinstance(later, to_client.State)
        await ws.close()
        host.stopping = True
        host.wake.set()
        await asyncio.wait_for(hosting, 20)
        return later.version, table.version, early

    heard, version, early = asyncio.run(play())
    assert early == [] and heard in keeper.saved and heard <= version
