"""The host's table without a network: seats, tokens, actions, the grace, saving and resuming."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.actions import Bid, EndEarly, Play
from game.cards import Card
from game.presets import preset
from netplay.keeping import SEATS_FILE, Keeper, ResumeError, resume
from netplay.seats import Presence, SeatKind
from netplay.table import Applied, Illegal, Mover, NetTable, Refused, Stale
from netplay.wire import Refusal
from saves.session import new_session
from tests import net_guard

net_guard.install()


def _table(grace: float = 10.0, kinds: tuple[SeatKind, ...] = (SeatKind.REMOTE, SeatKind.REMOTE,
                                                                 SeatKind.BOT)) -> NetTable:
    specs = ["human" if k is not SeatKind.BOT else "normal" for k in kinds]
    session = new_session(preset("oh-pshaw").replace(max_hand=3), specs, seed=8)
    return NetTable(session, list(kinds), "ABC234", grace=grace)


def test_seats_are_taken_with_the_code_and_reclaimed_with_the_token() -> None:
    table = _table()
    with pytest.raises(Refused) as caught:
        table.check_code("WRONG1")
    assert caught.value.reason is Refusal.CODE
    table.check_code("abc 234")
    first, token = table.sit(None, "Ada", now=0.0)
    second, _ = table.sit(None, "Bob", now=0.0)
    assert (first, second) == (0, 1) and table.session.names[:2] == ["Ada", "Bob"]
    with pytest.raises(Refused) as full:
        table.sit(None, "Cy", now=0.0)
    assert full.value.reason is Refusal.NO_SEAT
    with pytest.raises(Refused):
        table.sit(2, "Cy", now=0.0)  # a bot's seat is never free
    table.leave(0, now=5.0)
    assert table.seats[0].presence is Presence.AWAY
    assert table.rejoin(token, now=6.0) == 0 and table.seats[0].presence is Presence.HERE
    with pytest.raises(Refused) as unknown:
        table.rejoin("not-a-token-of-this-table", now=6.0)
    assert unknown.value.reason is Refusal.TOKEN


def test_an_action_is_taken_only_from_the_seat_to_act_on_the_current_state() -> None:
    table = _table()
    table.sit(None, "Ada", 0.0)
    table.sit(None, "Bob", 0.0)
    table.start()
    game = table.session.game
    seat = game.to_act
    assert seat is not None
    other = (seat + 1) % 3
    before = json.dumps(table.session.record())
    assert isinstance(table.act(other, Bid(0), table.version), Illegal)  # not its turn
    assert isinstance(table.act(seat, Bid(0), table.version - 1), Stale)
    assert isinstance(table.act(seat, Bid(99), table.version), Illegal)  # the engine refuses
    assert isinstance(table.act(seat, Play(Card.parse("AS")), table.version), Illegal)
    refused = table.act(seat, EndEarly(), table.version)  # ending the game is the host's alone
    assert isinstance(refused, Illegal) and not game.is_over
    assert json.dumps(table.session.record()) == before  # nothing changed
    assert isinstance(table.act(seat, Bid(0), table.version), Applied)
    assert table.version == 1


def test_an_away_player_keeps_the_seat_for_the_grace_then_the_stand_in_plays() -> None:
    table = _table(grace=30.0, kinds=(SeatKind.REMOTE, SeatKind.REMOTE, SeatKind.REMOTE))
    assert table.turn(0.0).mover is Mover.NOBODY  # not started
    for name in ("Ada", "Bob", "Cy"):
        table.sit(None, name, 0.0)
    assert table.ready
    table.start()
    seat = table.session.game.to_act
    assert seat is not None and table.turn(1.0).mover is Mover.PLAYER
    table.leave(seat, now=10.0)
    waiting = table.turn(20.0)
    assert (waiting.mover, waiting.until) == (Mover.GRACE, 40.0)
    assert not table.infos(20.0)[seat].stand_in
    assert table.turn(40.0).mover is Mover.STAND_IN and table.infos(40.0)[seat].stand_in
    bot, _ = table.bot(table.turn(40.0))
    assert bot is not None and bot.choose(table.view(seat)) in table.view(seat).legal


def test_a_seat_never_taken_is_played_by_the_stand_in_once_the_game_begins() -> None:
    table = _table()
    table.sit(None, "Ada", 0.0)
    assert not table.ready
    table.start()
    assert table.infos(0.0)[1].stand_in and not table.infos(0.0)[0].stand_in


def test_a_saved_network_game_resumes_with_its_seats_and_tokens(tmp_path: Path) -> None:
    table = _table()
    _, token = table.sit(None, "Ada", 0.0)
    table.sit(None, "Bob", 0.0)
    table.start()
    keeper = Keeper(tmp_path)
    keeper.save_seats(table)
    for _ in range(5):
        seat = table.session.game.to_act
        assert seat is not None
        table.act(seat, table.view(seat).legal[0], table.version)
        assert keeper.save(table).ok
    assert token not in (tmp_path / SEATS_FILE).read_text()  # only its digest is kept
    again = resume(tmp_path)
    assert again.version == 5 and again.session.names == table.session.names
    assert again.code == "ABC234" and [s.kind for s in again.seats] == [s.kind for s in table.seats]
    again.all_away(100.0)
    assert again.rejoin(token, 101.0) == 0
    assert again.seats[1].presence is Presence.AWAY


@pytest.mark.parametrize("damage", [
    lambda doc: doc.update(code="abc!"),
    lambda doc: doc.update(grace=-1),
    lambda doc: doc.update(stand_in="clairvoyant"),  # the stand-in never sees all hands
    lambda doc: doc["seats"][0].update(kind="pirate"),
    lambda doc: doc["seats"][0].update(digest="0" * 63),
    lambda doc: doc["seats"].pop(),
    lambda doc: doc["seats"][2].update(kind="remote"),  # the save seats a bot there
])
def test_a_damaged_seats_file_is_refused_with_a_reason(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    table = _table()
    keeper = Keeper(tmp_path)
    keeper.save_seats(table)
    keeper.save(table)
    document = json.loads((tmp_path / SEATS_FILE).read_text())
    damage(document)
    (tmp_path / SEATS_FILE).write_text(json.dumps(document))
    with pytest.raises(ResumeError):
        resume(tmp_path)


def test_nothing_to_resume_is_said_so(tmp_path: Path) -> None:
    with pytest.raises(ResumeError, match="no network game"):
        resume(tmp_path)
