"""Table settings a player can change (speed, trick pause, colours, sound)."""

from __future__ import annotations

from dataclasses import dataclass

#: Motion speed factors of TABLE_UX.md: durations are multiplied by these.
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
#: Seconds a finished trick stays readable, to choose from.
TRICK_PAUSES = (0.5, 0.8, 1.2, 2.0)


@dataclass
class Settings:
    """What the table reads each frame; the menu will edit it."""

    speed: str = "normal"
    trick_pause: float = 0.8  # seconds a finished trick stays readable
    bot_pause: float = 0.45  # a bot's human-looking pause before acting
    four_colour: bool = False
    bot_level: str = "normal"
    volume: float = 0.8  # master volume of the sounds, 0..1
    muted: bool = False  # M at the table

    @property
    def factor(self) -> float:
        """The duration multiplier of the current speed."""
        return SPEEDS[self.speed]

    def cycle(self, name: str) -> str:
        """Step setting ``name`` (speed, trick_pause, four_colour) to its next value; say what it is."""
        from ui.i18n import _
        if name == "speed":
            names = list(SPEEDS)
            self.speed = names[(names.index(self.speed) + 1) % len(names)]
            return _("Speed: {speed}", speed=_(self.speed))
        if name == "trick_pause":
            later = [p for p in TRICK_PAUSES if p > self.trick_pause]
            self.trick_pause = later[0] if later else TRICK_PAUSES[0]
            return _("Trick pause: {seconds} s", seconds=self.trick_pause)
        self.four_colour = not self.four_colour
        return _("Four-colour deck") if self.four_colour else _("Two-colour deck")

    def scaled(self, seconds: float) -> float:
        """``seconds`` at the current speed (0 when instant)."""
        return seconds * self.factor
