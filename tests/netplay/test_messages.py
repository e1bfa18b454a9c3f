"""The protocol's messages: built, read back, and read as hostile input (network play)."""

from __future__ import annotations

import json
import random

import pytest

from game.actions import Bid, Play
from game.cards import Card
from game.errors import IllegalActionError, Named, Phrase, or_list
from game.game import Game
from game.presets import PRESETS, preset
from netplay import to_client, to_host, view_codec
from netplay.flood import Bucket
from netplay.seats import Presence, Seat, SeatKind, codes_match, join_code, normal_code
from netplay.wire import MAX_CLIENT_FRAME, PROTOCOL, Refusal
from saves.shape import ShapeError
from tests import net_guard

net_guard.install()


def _views_of_random_games(per_preset: int = 2):
    """(game, seat) at many moments of random games of every preset."""
    rng = random.Random(5)
    for name in PRESETS:
        rules = preset(name)
        players = max(rules.min_players, 3)
        for seed in range(per_preset):
            game = Game(rules.replace(max_hand=min(4, rules.max_hand or 4)) if name != "contract-whist"
                        else rules, players, seed)
            while not game.is_over:
                if rng.random() < 0.2:
                    yield game, rng.randrange(players)
                game.apply(rng.choice(game.legal_actions()))
            yield game, 0


def test_every_view_of_every_preset_survives_the_trip_through_json() -> None:
    count = 0
    for game, seat in _views_of_random_games():
        view = game.view(seat)
        text = json.dumps({"view": view_codec.view_to_json(view),
                           "earlier": view_codec.earlier_to_json(view.earlier)})
        back = json.loads(text)
        earlier = view_codec.earlier_from_json(back["earlier"], game.players, 1)
        assert view_codec.view_from_json(back["view"], game.rules, earlier) == view
        count += 1
    assert count > 200


def test_a_view_document_never_names_the_seed_or_another_hand() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=11)
    while game.round.number < 3:
        game.apply(game.legal_actions()[0])
    document = json.dumps(view_codec.view_to_json(game.view(1)))
    assert "seed" not in json.loads(document) and "deck" not in json.loads(document)
    others = {str(c) for seat in (0, 2, 3) for c in game.state.hands[seat]}
    mentioned = {word for word in document.replace('"', " ").replace(",", " ").split()}
    assert not others & mentioned


def test_client_messages_round_trip() -> None:
    hello = to_host.Hello("0.1.0", "ABC234", None)
    assert to_host.read(to_host.encode_hello(hello)) == hello
    sit = to_host.Sit(None, "Ada")
    assert to_host.read(to_host.encode_sit(sit)) == sit
    act = to_host.Act(2, 40, Play(Card.parse("QH")))
    assert to_host.read(to_host.encode_act(act)) == act
    assert to_host.read(to_host.encode_sync()) == to_host.Sync()


@pytest.mark.parametrize("frame", [
    b'{"v":1,"t":"sync"}',  # a binary frame
    "garbage",
    "[1, 2]",
    '{"v":1,"t":"act","seat":0,"state":3,"action":"play TS","extra":1}',  # a key the protocol lacks
    '{"v":1,"t":"act","seat":true,"state":3,"action":"play TS"}',  # a bool is no seat
    '{"v":1,"t":"act","seat":0,"state":-1,"action":"play TS"}',
    '{"v":1,"t":"act","seat":0,"state":3,"action":"play ZZ"}',
    '{"v":1,"t":"act","seat":0,"state":3,"action":NaN}',
    '{"v":1,"t":"act","seat":0,"state":1e999,"action":"bid 1"}',
    '{"v":1,"t":"shout"}',
    '{"v":2,"t":"act","seat":0,"state":3,"action":"bid 1"}',  # another version, not a hello
    '{"v":1,"t":"sit","seat":null,"name":"\\u0000\\u001b"}',  # nothing left of the name
    '{"v":1,"t":"hello","app":"0.1.0","code":"' + "A" * 100 + '","token":null}',
    "[" * 40 + "]" * 40,
    '{"v":1,"t":"sync","x":' + "[" * 3 + "]" * 3 + "}",
    '{"v":1,"t":"sync"' + " " * MAX_CLIENT_FRAME + "}",
])
def test_a_hostile_frame_is_refused_as_garbage(frame: str | bytes) -> None:
    with pytest.raises(ShapeError):
        to_host.read(frame)


def test_a_hello_of_another_version_names_the_clients_versions() -> None:
    with pytest.raises(to_host.OtherVersion) as caught:
        to_host.read('{"v":7,"t":"hello","app":"9.0.0","future":"field"}')
    assert (caught.value.version, caught.value.app) == (7, "9.0.0")


def test_host_messages_round_trip_and_keep_the_engines_refusal() -> None:
    rules = preset("oh-hell")
    seats = (to_client.SeatInfo(0, SeatKind.REMOTE, "Ada", Presence.AWAY, True),
             to_client.SeatInfo(1, SeatKind.BOT, "Bot 2", Presence.HERE))
    table = to_client.read(to_client.encode_table(to_client.Table("0.1.0", rules, seats, True, False)), None)
    assert table == to_client.Table("0.1.0", rules, seats, True, False)
    assert to_client.read(to_client.encode_seats(seats), rules) == to_client.Seats(seats)
    seated = to_client.Seated(1, "t" * 22, "Bob")
    assert to_client.read(to_client.encode_seated(seated), rules) == seated
    error = IllegalActionError("wrong_phase", expected=Phrase("bid"), got=Phrase("play"))
    back = to_client.read(to_client.encode_illegal(9, "play TS", error), rules)
    assert isinstance(back, to_client.Illegal) and back.error.key == "wrong_phase"
    assert back.error.values["expected"].key == "bid" and str(back.error) == str(error)
    named = IllegalActionError("card_not_held", card=Named("option", "hook"))
    assert str(to_client.read(to_client.encode_illegal(1, "x", named), rules).error) == str(named)  # type: ignore[union-attr]
    must = IllegalActionError("must_follow", suit="♥", cards=or_list(["7♥", "K♥"]))
    assert to_client.read(to_client.encode_illegal(1, "x", must), rules).error.values["cards"].items == (  # type: ignore[union-attr]
        "7♥", "K♥")
    refused = to_client.read(to_client.encode_refused(Refusal.CODE, "0.1.0", "wrong code"), rules)
    assert refused == to_client.Refused(Refusal.CODE, "0.1.0", PROTOCOL, "wrong code")


def test_a_refusal_from_a_host_of_another_version_is_still_read() -> None:
    frame = json.dumps({"v": 5, "t": "refused", "reason": "whatever", "app": "3.0", "protocol": 5})
    refused = to_client.read(frame, None)
    assert refused == to_client.Refused(Refusal.VERSION, "3.0", 5, "")


@pytest.mark.parametrize("change", [
    lambda v: v.update(seat=9),
    lambda v: v.update(hand=["XX"]),
    lambda v: v.update(phase="dance"),
    lambda v: v.update(legal=["steal everything"]),
    lambda v: v.update(bids=[1]),
    lambda v: v.update(totals=[10**9, 0, 0]),
    lambda v: v.update(secret={"bid": 1, "card": "TS"}),
    lambda v: v.update(extra=True),
    lambda v: v.pop("hand"),
])
def test_a_hostile_view_from_a_host_is_refused(change) -> None:  # type: ignore[no-untyped-def]
    game = Game(preset("oh-pshaw"), 3, seed=2)
    document = view_codec.view_to_json(game.view(0))
    change(document)
    with pytest.raises(ShapeError):
        view_codec.view_from_json(document, game.rules, ())


def test_a_state_before_the_table_or_with_rounds_out_of_order_is_refused() -> None:
    game = Game(preset("oh-pshaw"), 3, seed=2)
    view = view_codec.view_to_json(game.view(0))
    with pytest.raises(ShapeError):
        to_client.read(to_client.encode_state(0, view, 0, []), None)
    past = [{"number": 5, "hand_size": 1, "dealer": 0, "trump": None, "turn_up": None,
             "bids": [0, 0, 0], "tricks": []}]
    with pytest.raises(ShapeError):
        to_client.read(to_client.encode_state(0, view, 0, past), game.rules)


def test_the_bucket_lets_a_burst_through_then_refuses_a_flood() -> None:
    bucket = Bucket(burst=5, rate=2.0, now=0.0)
    assert all(bucket.take(0.0) for _ in range(5))
    assert not bucket.take(0.0)
    assert bucket.take(0.5)  # one more a half second later
    bucket.give_back()  # an action the game took costs nothing
    assert bucket.take(0.5)


def test_join_codes_and_tokens() -> None:
    codes = {join_code() for _ in range(50)}
    assert len(codes) > 45 and all(len(c) == 6 and not set(c) & set("01OIL") for c in codes)
    assert codes_match(" abc-234 ", "ABC234") and not codes_match("ABC235", "ABC234")
    assert not codes_match(None, "ABC234") and normal_code("a b-c") == "ABC"
    seat = Seat(SeatKind.REMOTE, "Player 1")
    token = seat.claim("Ada")
    assert seat.holds(token) and not seat.holds(token + "x") and token not in str(vars(seat))
    assert Bid(2) == to_host.parse_action("bid 2")
