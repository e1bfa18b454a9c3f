"""``ohpshaw serve`` and ``ohpshaw join`` called wrongly: one line naming the mistake, exit 2,
nothing started."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from cli.program import main
from game.presets import preset
from netplay.keeping import Keeper
from netplay.seats import SeatKind
from netplay.table import NetTable
from saves.session import new_session
from tests import net_guard

net_guard.install()
ROOT = Path(__file__).resolve().parents[2]


def _out_of_time(signum: int, frame: object) -> None:
    raise TimeoutError("the command did not refuse: it started (and would wait for players)")


def _refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    previous = signal.signal(signal.SIGALRM, _out_of_time)
    signal.alarm(30)  # a command that wrongly started a host is stopped, not waited on
    try:
        code = main(args)
    except SystemExit as leaving:  # argparse's own refusals
        code = leaving.code  # type: ignore[assignment]
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("args, message", [
    (["serve", "--seats", "remote,human"], "a seat is remote or a bot level"),
    (["serve", "--seats", "normal,normal,normal"], "no remote seat"),
    (["serve", "--players", "4", "--seats", "remote,remote,normal"], "--players 4 but --seats names 3"),
    (["serve", "--preset", "snap"], "Unknown preset 'snap'"),
    (["serve", "--option", "colour=blue"], "Unknown rule option 'colour'"),
    (["serve", "--grace", "-1"], "--grace: should be from 0 to 86400 seconds"),
    (["serve", "--discover"], "--discover announces the table to the network"),
    (["serve", "--stand-in", "clairvoyant"], "--stand-in is one of easy, normal, hard, expert"),
    (["serve", "--code", "a!"], "--code has 4 to 16 letters and digits"),
    (["serve", "--resume", "--seed", "3"], "--resume plays the saved game as it was: --seed"),
    (["join", "nowhere"], "is not HOST:PORT"),
    (["join", "127.0.0.1:70000", "--code", "X"], "port 70000 is not from 1 to 65535"),
    (["join", "127.0.0.1:9"], "--code is needed"),
    (["join", "127.0.0.1:9", "--code", "X", "--bot", "genius"], "unknown seat 'genius'"),
    (["join", "127.0.0.1:9", "--give-up", "0"], "--give-up: should be more than 0"),
])
def test_bad_arguments_give_one_line_and_exit_2(args: list[str], message: str, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    extra = ["--state-dir", str(tmp_path)] if args[0] == "serve" else []
    assert message in _refused(args + extra, capsys)
    assert not list(tmp_path.iterdir())  # nothing was started or written


def test_resume_with_nothing_saved_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["serve", "--resume", "--state-dir", str(tmp_path)], capsys)
    assert "no network game to resume" in err


def test_a_new_table_never_takes_the_place_of_an_unfinished_one(tmp_path: Path) -> None:
    session = new_session(preset("oh-pshaw"), ["human", "human", "normal"], seed=1)
    table = NetTable(session, [SeatKind.REMOTE, SeatKind.REMOTE, SeatKind.BOT], "ABC234")
    Keeper(tmp_path).save(table)
    before = (tmp_path / "network.json").read_bytes()
    # its own process, bounded: a host that wrongly started would wait for players
    done = subprocess.run([sys.executable, "main.py", "serve", "--state-dir", str(tmp_path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "holds an unfinished network game" in done.stderr
    assert (tmp_path / "network.json").read_bytes() == before


def test_a_port_in_use_is_said_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        err = _refused(["serve", "--port", str(port), "--state-dir", str(tmp_path)], capsys)
    assert f"cannot listen on 127.0.0.1:{port}" in err


def test_a_token_file_that_holds_no_token_is_refused(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "token").write_text("rm -rf / ; echo pwned")
    assert "holds no seat token" in _refused(["join", "127.0.0.1:9", "--token-file", str(tmp_path / "token")],
                                            capsys)
