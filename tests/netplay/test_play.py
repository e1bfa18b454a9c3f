"""Whole network games between processes on this computer: a host (``ohpshaw serve``) and its
clients (``ohpshaw join``), every one its own process on 127.0.0.1; a client killed mid-game,
one that comes back, and a host that stops and is started again."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests import net_guard
from tests.netplay_procs import Proc, join, no_leftovers, record_of, saved_actions, serve, wait_port

net_guard.install()
assert no_leftovers  # the fixture, used by every test here
pytestmark = pytest.mark.usefixtures("no_leftovers")


@pytest.mark.slow
@pytest.mark.parametrize("preset, seats, options", [
    ("oh-hell", "remote,remote,normal", ["--option", "max_hand=3"]),
    ("oh-seven", "remote,remote,remote", ["--option", "fixed_rounds=3"]),
    ("wizard", "remote,easy,remote,normal", ["--option", "max_hand=3"]),
])
def test_whole_games_with_two_and_three_remote_seats(tmp_path: Path, preset: str, seats: str,
                                                     options: list[str]) -> None:
    host, port = serve(tmp_path, *options, preset=preset, seats=seats)
    names = [f"Guest{i}" for i in range(seats.count("remote"))]
    clients = [join(port, name) for name in names]
    assert [c.finish() for c in clients] == [0] * len(clients), [c.output for c in clients]
    assert host.finish() == 0, host.output
    record = record_of(tmp_path)
    assert record["result"]["winners"] and record["preset"] == preset
    remote = [p for p, spec in zip(record["players"], seats.split(","), strict=True) if spec == "remote"]
    assert sorted(p["name"] for p in remote) == names and {p["kind"] for p in remote} == {"human"}
    for client in clients:
        assert f"totals {record['result']['totals']}" in client.output
    assert "the game begins" in host.output and "cut off" not in host.output


@pytest.mark.slow
def test_a_client_killed_mid_game_is_played_by_a_bot_after_the_grace(tmp_path: Path) -> None:
    host, port = serve(tmp_path, "--option", "max_hand=5", "--pace", "0.05", grace="1")
    victim = join(port, "Vic")
    victim.wait_for(lambda line: "seated" in line)
    survivor = join(port, "Sue")
    host.wait_for(lambda line: "the game begins" in line)
    time.sleep(0.5)
    victim.kill()
    seat_line = host.wait_for(lambda line: "Vic (away)" in line, timeout=15)
    host.wait_for(lambda line: "Vic (away, a bot plays)" in line, timeout=15)
    assert survivor.finish() == 0, survivor.output
    assert host.finish() == 0, host.output
    assert record_of(tmp_path)["result"]["totals"] and seat_line


@pytest.mark.slow
def test_a_client_back_within_the_grace_takes_its_seat_again(tmp_path: Path) -> None:
    host, port = serve(tmp_path, "--option", "max_hand=5", "--pace", "0.05", grace="60")
    token_file = tmp_path / "token"
    first = join(port, "Vic", "--token-file", str(token_file))
    seat = first.wait_for(lambda line: "seated" in line)
    other = join(port, "Sue")
    host.wait_for(lambda line: "the game begins" in line)
    time.sleep(0.5)
    first.kill()
    host.wait_for(lambda line: "Vic (away)" in line, timeout=15)
    again = join(port, "Vic", "--token-file", str(token_file), code=None)  # the token alone
    assert again.wait_for(lambda line: "seated" in line) == seat
    assert again.finish() == 0 and other.finish() == 0, again.output + other.output
    assert host.finish() == 0, host.output
    assert "a bot plays" not in host.output  # nobody played for Vic
    lines = host.output.splitlines()
    away = next(i for i, line in enumerate(lines) if "Vic (away)" in line)
    assert any("Vic (here)" in line for line in lines[away:])


@pytest.mark.slow
def test_a_saved_network_game_is_continued_by_a_restarted_host(tmp_path: Path) -> None:
    host, port = serve(tmp_path, "--option", "max_hand=5", "--pace", "0.05", grace="60")
    clients = [join(port, "Ann"), join(port, "Bob")]
    host.wait_for(lambda line: "the game begins" in line)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if len(saved_actions(tmp_path)) >= 15:
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    host.kill()  # a crash: no goodbye to anyone
    saved = saved_actions(tmp_path)
    assert len(saved) >= 15 and not (tmp_path / "records").exists()
    port_file = tmp_path / "port2"
    resumed = Proc("serve", "--resume", "--port", str(port), "--port-file", str(port_file), "--grace", "60",
                   "--record-dir", str(tmp_path / "records"), "--state-dir", str(tmp_path / "state"),
                   "--bind", "127.0.0.1")
    assert wait_port(resumed, port_file) == port
    assert [c.finish() for c in clients] == [0, 0], [c.output for c in clients]
    assert resumed.finish() == 0, resumed.output
    final = saved_actions(tmp_path)
    assert final[: len(saved)] == saved and len(final) > len(saved)  # nothing played was lost
    record = record_of(tmp_path)
    assert record["result"]["winners"] and sorted(p["name"] for p in record["players"][:2]) == ["Ann", "Bob"]
    assert all(any("reconnecting" in line for line in c.lines) for c in clients)


@pytest.mark.slow
def test_a_client_back_after_the_grace_takes_its_seat_back_from_the_bot(tmp_path: Path) -> None:
    host, port = serve(tmp_path, "--option", "max_hand=6", "--pace", "0.1", grace="1")
    token_file = tmp_path / "token"
    first = join(port, "Vic", "--token-file", str(token_file))
    seat = first.wait_for(lambda line: "seated" in line)
    other = join(port, "Sue")
    host.wait_for(lambda line: "the game begins" in line)
    time.sleep(0.5)
    first.kill()
    host.wait_for(lambda line: "Vic (away, a bot plays)" in line, timeout=15)
    again = join(port, "Vic", "--token-file", str(token_file), code=None)
    assert again.wait_for(lambda line: "seated" in line) == seat  # the same seat, by its token
    assert again.finish() == 0 and other.finish() == 0, again.output + other.output
    assert host.finish() == 0, host.output
    lines = host.output.splitlines()
    stood_in = next(i for i, line in enumerate(lines) if "Vic (away, a bot plays)" in line)
    assert any("Vic (here)" in line for line in lines[stood_in:])  # the player, not the bot, from then on
