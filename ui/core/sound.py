"""Sounds at the table: the mixer, the master volume and mute of the settings.

The sounds live in ``assets/sounds`` (made once by the development tool
:mod:`devtools.synth`, which the program never runs). The table asks for them by
name (:data:`SOUND_NAMES`) through
:meth:`SoundBoard.play`. Without an audio device, or when the mixer will not
start or a file will not load, the board is silent: one line in the log,
and the game goes on without sound.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable

import pygame

from ui.core.assets import asset_path
from ui.core.settings import Settings
from ui.words.i18n import _

log = logging.getLogger(__name__)

#: Every sound the table plays, by its file's name in ``assets/sounds`` (``card.wav``, …).
SOUND_NAMES = ("card", "deal", "shuffle", "sweep", "made", "missed", "fanfare")

#: Seconds within which the same sound is not started again (a skip lands many cards at once).
MIN_GAP = 0.03


class SoundBoard:
    """Plays the named sounds at the volume of ``settings()`` (read at each play, so a
    settings screen can change it at any time); silent when muted or without a mixer."""

    def __init__(self, settings: Callable[[], Settings]) -> None:
        self.settings = settings
        self.last: dict[str, float] = {}
        self.sounds: dict[str, pygame.mixer.Sound] = _load()

    @property
    def silent(self) -> bool:
        """No mixer or no sounds: :meth:`play` does nothing."""
        return not self.sounds

    def play(self, name: str) -> bool:
        """Start sound ``name`` at the master volume; True when it started."""
        settings = self.settings()
        sound = self.sounds.get(name)
        volume = _level(settings.volume)
        if sound is None or settings.muted or volume == 0:
            return False
        now = time.monotonic()
        if now - self.last.get(name, -MIN_GAP) < MIN_GAP:
            return False
        self.last[name] = now
        try:
            sound.set_volume(volume)
            return sound.play() is not None  # None: every channel busy
        except pygame.error as error:  # the device went away mid-game
            log.warning("sound off: %s", error)
            self.sounds = {}
            return False

    def toggle_mute(self) -> str:
        """Mute or unmute (the M key); stops what plays; says which for the table."""
        settings = self.settings()
        settings.muted = not settings.muted
        if settings.muted:
            self.stop()
            return _("sound.off")
        if self.silent:
            return _("sound.no_device")
        return _("sound.on")

    def stop(self) -> None:
        """Silence every sound now."""
        if self.sounds:
            with contextlib.suppress(pygame.error):
                pygame.mixer.stop()


def _level(volume: object) -> float:
    """The volume as 0..1: out of range is clamped, anything not a number is the default."""
    if isinstance(volume, bool) or not isinstance(volume, int | float) or volume != volume:
        return Settings.volume
    return max(0.0, min(1.0, float(volume)))


def _load() -> dict[str, pygame.mixer.Sound]:
    """Start the mixer (unless running) and load every sound; empty, with one logged
    line, when there is no device or anything fails."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        return {name: pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav"))) for name in SOUND_NAMES}
    except (pygame.error, NotImplementedError, OSError) as error:
        log.warning("sound off: %s", error or type(error).__name__)
        return {}
