"""Table settings a player can change (speed, trick pause, colours)."""

from __future__ import annotations

from dataclasses import dataclass

from ui.i18n import N_, _

#: Motion speed factors of TABLE_UX.md: durations are multiplied by these.
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: Seconds a finished trick stays readable, to choose from.
TRICK_PAUSES = (0.5, 0.8, 1.2, 2.0)
#: The speeds as a player reads them (keys of the catalogues).
SPEED_NAMES = {"slow": N_("settings.slow"), "normal": N_("settings.normal"),
               "fast": N_("settings.fast"), "instant": N_("settings.instant")}


@dataclass
class Settings:
    """What the table reads each frame; the menu will edit it."""

    speed: str = "normal"
    trick_pause: float = 0.8  # seconds a finished trick stays readable
    bot_pause: float = 0.45  # a bot's human-looking pause before acting
    four_colour: bool = False
    bot_level: str = "normal"
    language: str = ""  # "en", "de", "nl", "it"; "" until chosen: the system's preferred locale

    @property
    def factor(self) -> float:
        """The duration multiplier of the current speed."""
        return SPEEDS[self.speed]

    def cycle(self, name: str) -> str:
        """Step setting ``name`` (speed, trick_pause, four_colour, language) to its next value; say
        what it is. A new language takes effect with :func:`ui.language.apply_language`."""
        if name == "speed":
            names = list(SPEEDS)
            self.speed = names[(names.index(self.speed) + 1) % len(names)]
            return _("settings.speed", speed=_(SPEED_NAMES[self.speed]))
        if name == "trick_pause":
            later = [p for p in TRICK_PAUSES if p > self.trick_pause]
            self.trick_pause = later[0] if later else TRICK_PAUSES[0]
            return _("settings.trick_pause_s", seconds=self.trick_pause)
        if name == "language":
            from ui.i18n import language_name
            from ui.language import next_language
            self.language = next_language(self.language)
            return language_name(self.language)
        self.four_colour = not self.four_colour
        return _("settings.four_colour_deck") if self.four_colour else _("settings.two_colour_deck")

    def scaled(self, seconds: float) -> float:
        """``seconds`` at the current speed (0 when instant)."""
        return seconds * self.factor
