"""Table settings a player can change (speed, trick pause, card size, colours, sound, …).

The table reads them every frame; :mod:`ui.core.settings_file` keeps them on disk.
Each field's allowed values are declared here (:data:`CHOICES` for names,
:data:`RANGES` for numbers; a switch is any bool), so the file can be checked
field by field without knowing what the fields mean.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from typing import Any

from game.bots import PLAYABLE
from ui.words.i18n import LANGUAGES, N_, _

#: The settings file's version: 2 since the trick pause's default grew from 0.8 s (a file
#: without a version wrote every field, so its 0.8 s is the old default, and gives the new).
VERSION = 2
OLD_TRICK_PAUSE = 0.8
#: Motion speed factors: every animation's duration is multiplied by these.
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: Seconds a finished trick stays on the table, lit, before it glides to its winner, to choose
#: from: quick, brisk, the default (with the glide about two seconds in all, time to see the
#: winning card and read who takes it), unhurried, slow.
TRICK_PAUSES = (0.8, 1.2, 1.6, 2.2, 3.0)
#: The human's card height as a share of the window height, by card size.
CARD_SIZES: dict[str, float] = {"small": 0.13, "medium": 0.15, "large": 0.17, "xlarge": 0.2}
#: UI scale steps the settings screen offers (the file may hold any value in RANGES).
UI_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
#: Where the trump suit sits in the human's hand.
TRUMP_SIDES = ("left", "right")
#: Seconds a player of a network table may be away before a bot plays their seat, to choose from.
GRACES = (15.0, 30.0, 60.0, 120.0, 300.0)

#: The lessons of Learn to play, by name: the guided first game, then the add-ons for what
#: the other presets bring (their steps are :mod:`ui.learn.lessons`).
LESSONS = ("basics", "hook", "no_trump", "wizard", "card_bids", "rebid_passing")

#: Allowed values of the fields that hold a name.
CHOICES: dict[str, tuple[str, ...]] = {
    "speed": tuple(SPEEDS),
    "card_size": tuple(CARD_SIZES),
    "trump_side": TRUMP_SIDES,
    "bot_level": PLAYABLE,  # the engine's levels: a new one is offered without a change here
    "stand_in": PLAYABLE,
    "language": ("", *LANGUAGES),  # "": the system's preferred language
    "learn_lesson": ("", *LESSONS),  # "": no lesson under way
}
#: Inclusive bounds of the fields that hold a number.
RANGES: dict[str, tuple[float, float]] = {
    "trick_pause": (0.0, 5.0),
    "bot_pause": (0.0, 3.0),
    "ui_scale": (1.0, 2.0),
    "volume": (0.0, 1.0),
    "grace": (0.0, 3600.0),
    "learn_step": (0, 999),
}
#: The speeds as a player reads them (keys of the catalogues).
SPEED_NAMES = {"slow": N_("settings.changed.speed_slow"), "normal": N_("settings.changed.speed_normal"),
               "fast": N_("settings.changed.speed_fast"), "instant": N_("settings.changed.speed_instant")}


@dataclass
class Settings:
    """What the table reads each frame; the settings screen edits it."""

    speed: str = "normal"
    trick_pause: float = 1.6  # seconds a finished trick stays lit (any speed but instant)
    bot_pause: float = 0.45  # a bot's human-looking pause before acting
    auto_continue: bool = True  # False: a finished trick waits for a click or Space
    card_size: str = "medium"
    four_colour: bool = False
    fullscreen: bool = False
    trump_side: str = "left"  # trumps at this end of the hand
    bot_level: str = "normal"
    volume: float = 0.8  # master volume of the sounds, 0..1
    muted: bool = False  # M at the table
    language: str = ""  # "en", "de", "nl", "it"; "" until chosen: the system's preferred locale
    ui_scale: float = 1.0  # text and widgets, 1.0..2.0 (100–200 %)
    high_contrast: bool = False  # plain dark table, white text, thick outlines
    coach: bool = False  # after the human's bid or card, say what a costly one gave away
    report_button: bool = False  # the ⚑ at the table and in the review (B reports a bot's play anyway)
    learn_lesson: str = ""  # Learn to play: the lesson under way ("" when none)
    learn_step: int = 0  # ... and the step of it reached, to come back to
    learn_moves: str = ""  # ... and the player's moves in it (ui.learn.lesson.moves_text)
    learn_done: str = ""  # the lessons finished, by name, separated by commas
    grace: float = 60.0  # network play: seconds an away player keeps the seat before a bot plays it
    stand_in: str = "normal"  # network play: the level of the bot that plays for an away player

    @property
    def reduced_motion(self) -> bool:
        """Speed "instant" also means no shakes, pulses or count-ups."""
        return self.speed == "instant"

    @property
    def factor(self) -> float:
        """The duration multiplier of the current speed."""
        return SPEEDS[self.speed]

    @property
    def card_height(self) -> float:
        """The human's card height as a share of the window height."""
        return CARD_SIZES[self.card_size]

    def cycle(self, name: str) -> str:
        """Step setting ``name`` (speed, trick_pause, four_colour, language) to its next value; say
        what it is. A new language takes effect with :func:`ui.core.language.apply_language`."""
        if name == "speed":
            names = list(SPEEDS)
            self.speed = names[(names.index(self.speed) + 1) % len(names)]
            return _("settings.changed.speed", speed=_(SPEED_NAMES[self.speed]))
        if name == "trick_pause":
            later = [p for p in TRICK_PAUSES if p > self.trick_pause]
            self.trick_pause = later[0] if later else TRICK_PAUSES[0]
            return _("settings.changed.trick_pause", seconds=self.trick_pause)
        if name == "language":
            from ui.words.i18n import language_name, next_language
            self.language = next_language(self.language)
            return language_name(self.language)
        self.four_colour = not self.four_colour
        return _("settings.changed.four_colour") if self.four_colour else _("settings.changed.two_colour")

    def scaled(self, seconds: float) -> float:
        """``seconds`` at the current speed (0 when instant)."""
        return seconds * self.factor

    def as_dict(self) -> dict[str, Any]:
        """Every field by name, as the settings file keeps them, with the file's version."""
        return {"version": VERSION, **{f.name: getattr(self, f.name) for f in fields(self)}}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from a file's object and the names of the fields that were refused.

        Unknown keys are ignored; a value of the wrong kind or out of range
        keeps that field's default:

        >>> settings, refused = Settings.from_dict({"speed": "fast", "trick_pause": -3, "hue": 1})
        >>> settings.speed, settings.trick_pause, refused
        ('fast', 1.6, ['trick_pause'])

        A file of an earlier version holds the old default pause, not a choice:

        >>> Settings.from_dict({"trick_pause": 0.8})[0].trick_pause
        1.6
        >>> Settings.from_dict({"version": 2, "trick_pause": 0.8})[0].trick_pause
        0.8
        """
        settings, refused = Settings(), []
        older = data.get("version") is None
        for f in fields(settings):
            if f.name == "trick_pause" and older and data.get(f.name) == OLD_TRICK_PAUSE:
                continue  # an older file's default, written with every field: not a choice
            if f.name in data:
                if valid(f.name, data[f.name], getattr(settings, f.name)):
                    value = data[f.name]
                    setattr(settings, f.name, float(value) if isinstance(f.default, float) else value)
                else:
                    refused.append(f.name)
        return settings, refused


def valid(name: str, value: object, default: object) -> bool:
    """True when ``value`` may be stored in field ``name`` (whose default is ``default``)."""
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int | float):
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            return False
        if isinstance(default, int) and not isinstance(value, int):
            return False
        low, high = RANGES.get(name, (-math.inf, math.inf))
        return low <= value <= high
    if isinstance(default, str):
        return isinstance(value, str) and value in CHOICES.get(name, (value,))
    return False
