"""Sounds: the shipped files are what the synthesizer makes, the table asks for them at the
right moments, M mutes, a missing device is one logged line, and the real mix (SDL's disk
audio driver, in a child process) has sound when a card is played and silence when muted."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import array
import logging
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from devtools import synth
from game.bots import make_bot
from tests.ui.test_table import click, human_move, play_to_game_over, start
from ui.app import App
from ui.core.assets import asset_path
from ui.core.settings import Settings
from ui.core.sound import SoundBoard
from ui.scenes.score_sheet import ScoreSheet

ROOT = Path(__file__).resolve().parents[2]


class Recorder:
    """Stands in for the sound board: remembers what the table asked for."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> bool:
        self.played.append(name)
        return True


def _samples(path: Path) -> array.array[int]:
    with wave.open(str(path), "rb") as file:
        assert (file.getnchannels(), file.getsampwidth(), file.getframerate()) == (1, 2, synth.RATE)
        pcm = array.array("h", file.readframes(file.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm


@pytest.mark.parametrize("name", sorted(synth.SOUNDS))
def test_the_shipped_sounds_are_what_the_synthesizer_makes(name: str) -> None:
    shipped = _samples(asset_path("sounds", f"{name}.wav"))
    made = synth.SOUNDS[name]()
    assert len(shipped) == len(made)
    assert max(abs(a - round(b * 32767)) for a, b in zip(shipped, made, strict=True)) <= 2
    peak = max(abs(x) for x in shipped)
    assert 0.25 * 32767 < peak < 0.6 * 32767  # audible, well clear of clipping
    assert abs(shipped[-1]) < 50  # no click at the end
    assert len(made) / synth.RATE <= 1.5


def test_card_sounds_are_short_and_the_chimes_ring() -> None:
    assert len(synth.card()) / synth.RATE <= 0.15 and len(synth.deal()) / synth.RATE <= 0.1
    chime = synth.made()
    # the chime still rings after half a second; a card snap has died away by 60 ms
    assert max(abs(x) for x in chime[int(0.5 * synth.RATE):int(0.6 * synth.RATE)]) > 0.01
    snap = synth.card()
    assert max(abs(x) for x in snap[int(0.06 * synth.RATE):]) < 0.02


def test_the_table_asks_for_the_sounds_of_a_game(app: App) -> None:
    recorder = Recorder()
    app.sound = recorder  # type: ignore[assignment]
    table = start(app, "oh-pshaw", 4, 3, max_hand=2)
    play_to_game_over(app, table)
    played = recorder.played
    game = table.game
    plays = sum(len(trick.plays) for r in game.rounds for trick in r.tricks)
    tricks = sum(len(r.tricks) for r in game.rounds)
    assert played.count("card") == plays
    assert played.count("sweep") == tricks + 1  # and the cut cards gathered to the dealer
    assert played.count("shuffle") == len(game.rounds)
    assert played.count("made") + played.count("missed") == len(game.rounds)
    made = sum(next(b.tricks for b in r.bids if b.seat == 0) == r.tricks_won[0] for r in game.rounds)
    assert played.count("made") == made
    assert played[-1] == "fanfare"
    assert played.count("deal") >= sum(r.hand_size for r in game.rounds) * 4


@pytest.mark.parametrize("rounds", [0, 1])
def test_no_fanfare_for_a_game_stopped_before_a_round_was_scored(app: App, rounds: int) -> None:
    recorder = Recorder()
    app.sound = recorder  # type: ignore[assignment]
    table = start(app, "oh-pshaw", 4, 3, max_hand=3)
    helper = make_bot("normal", 7)
    for _frame in range(20000):
        top, done = app.scenes.top, sum(1 for r in table.game.rounds if r.complete)
        if done >= rounds and top is table and table.director.idle:
            break
        if isinstance(top, ScoreSheet):
            assert top.button is not None
            click(app, top.button.rect.center)
        elif table.human_turn:
            human_move(app, table, helper)
        else:
            app.step(0.0)
    table.commands.end_now()
    for _frame in range(10):
        app.step(1 / 30)
    assert table.game.is_over
    assert ("fanfare" in recorder.played) == bool(rounds)


def test_m_mutes_and_says_so(app: App) -> None:
    table = start(app, "oh-pshaw", 4, 3)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    app.step(0.0)
    assert app.settings.muted and "Sound off" in table.look.message
    assert not app.sound.play("card")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    app.step(0.0)
    assert not app.settings.muted and table.look.message == "Sound on"
    assert app.sound.play("card")  # the dummy driver mixes into nothing, but it plays
    assert not app.sound.play("card")  # the same sound again at once is dropped
    app.settings.volume = 0.0
    assert not app.sound.play("deal")


def test_a_mixer_that_will_not_start_is_one_logged_line(monkeypatch: pytest.MonkeyPatch,
                                                        caplog: pytest.LogCaptureFixture) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    with caplog.at_level(logging.INFO, logger="ui.core.sound"):
        settings = Settings()
        board = SoundBoard(lambda: settings)
        assert board.silent and not board.play("card")
        assert board.toggle_mute().startswith("Sound off")
        assert board.toggle_mute() == "No sound device"
    lines = [r for r in caplog.records if r.name == "ui.core.sound"]
    assert len(lines) == 1 and "no audio device" in lines[0].getMessage()


RENDER = """
import array, os, sys, time
import pygame
pygame.init()
from ui.core.settings import Settings
from ui.core.sound import SoundBoard
board = SoundBoard(lambda: Settings(muted=sys.argv[1] == "muted", volume=float(sys.argv[2])))
print("silent" if board.silent else "mixing", board.play("card"))
time.sleep(0.4)
pygame.quit()
"""


def _render(tmp_path: Path, mode: str, volume: float = 0.8) -> tuple[str, array.array[int]]:
    """Run ``RENDER`` with SDL's disk driver; its output and the mix it wrote (16-bit)."""
    out = tmp_path / f"{mode}-{volume}.raw"
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(out),
           "SDL_VIDEODRIVER": "dummy", "PYTHONPATH": str(ROOT),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", RENDER, mode, str(volume)], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    mix = array.array("h", data[:len(data) // 2 * 2])  # the mixer's default: signed 16-bit
    return done.stdout, mix


def test_the_mix_has_a_card_when_played_at_the_volume_and_silence_when_muted(tmp_path: Path) -> None:
    said, mix = _render(tmp_path, "loud")
    assert "mixing True" in said
    assert len(mix) > 4000 and max(abs(x) for x in mix) > 3000
    loud = max(abs(x) for x in mix)
    said, mix = _render(tmp_path, "loud", volume=0.4)
    assert 0.4 < max(abs(x) for x in mix) / loud < 0.6  # the master volume scales the mix
    said, mix = _render(tmp_path, "muted")
    assert "mixing False" in said
    assert len(mix) > 4000 and not any(mix)


def test_no_audio_device_plays_the_table_silently(tmp_path: Path) -> None:
    script = """
import logging
logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
from dataclasses import replace
from game.presets import preset
from ui.app import App
from bot_runtime.worker import InlineWorker
from ui.core.settings import Settings
from ui.table.scene import TableScene
app = App((1024, 640), worker_factory=InlineWorker, settings=Settings(speed="instant"))
table = TableScene(app, replace(preset("oh-pshaw"), max_hand=2), ["human", "normal", "normal"], 1)
app.scenes.replace(table)
for _ in range(30):
    app.step(0.0)
print("silent" if app.sound.silent else "sound", table.human_turn)
"""
    env = {**os.environ, "SDL_AUDIODRIVER": "no-such-driver", "SDL_VIDEODRIVER": "dummy",
           "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["silent", "True"]
    logged = [line for line in done.stderr.splitlines() if line.startswith("ui.core.sound")]
    assert len(logged) == 1 and "sound off" in logged[0]


def test_a_volume_out_of_range_is_clamped_and_nonsense_is_the_default() -> None:
    from ui.core.sound import _level
    assert [_level(v) for v in (0.5, 2, -1, 0)] == [0.5, 1.0, 0.0, 0.0]
    assert {_level(v) for v in ("loud", None, True, float("nan"))} == {Settings.volume}


def test_the_synthesizer_makes_every_sound_the_table_plays_and_no_other() -> None:
    from ui.core.sound import SOUND_NAMES
    assert sorted(synth.SOUNDS) == sorted(SOUND_NAMES)
