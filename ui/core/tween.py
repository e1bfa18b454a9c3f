"""Tweens: a value from 0 to 1 over a duration, eased, that can be snapped to its end.

>>> seen = []
>>> anim = Animator()
>>> _ = anim.add(Tween(0.2, on_done=lambda: seen.append("done")))
>>> anim.update(0.1); anim.busy
True
>>> anim.finish_all(); seen, anim.busy
(['done'], False)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.cards import Card

Point = tuple[float, float]


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, soft landing."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Cubic ease-in-out."""
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: Point, b: Point, t: float) -> Point:
    """The point ``t`` of the way from ``a`` to ``b``."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Tween:
    """``duration`` seconds after ``delay``; ``progress`` is the eased fraction done."""

    duration: float
    delay: float = 0.0
    easing: Callable[[float], float] = ease_out
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False

    @property
    def started(self) -> bool:
        """True once the delay has passed."""
        return self.elapsed >= self.delay

    @property
    def progress(self) -> float:
        """Eased progress in 0..1."""
        if self.done or self.duration <= 0:
            return 1.0 if self.started or self.done else 0.0
        raw = (self.elapsed - self.delay) / self.duration
        return self.easing(min(1.0, max(0.0, raw)))

    def advance(self, dt: float) -> None:
        """Move on by ``dt`` seconds; finish when the time is up."""
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.finish()

    def finish(self) -> None:
        """Snap to the end (the skip key), calling ``on_done`` once."""
        if self.done:
            return
        self.elapsed = self.delay + self.duration
        self.done = True
        if self.on_done is not None:
            self.on_done()


@dataclass
class Sprite:
    """A card on the move: from ``start`` to ``end``, turning, face up or down."""

    card: Card | None  # None for a back
    width: int
    start: Point
    end: Point
    tween: Tween
    turn0: float = 0.0
    turn1: float = 0.0
    lift: float = 0.0  # pixels it rises mid-flight
    end_width: int | None = None
    flip: bool = False  # turns over half way (the turn-up)
    face_up: bool = True

    def state(self) -> tuple[Point, float, int, float]:
        """Position, rotation, width and horizontal squash (for flips) now."""
        t = self.tween.progress
        x, y = lerp(self.start, self.end, t)
        y -= self.lift * 4 * t * (1 - t)
        width = round(self.width + ((self.end_width or self.width) - self.width) * t)
        squash = abs(1 - 2 * t) if self.flip else 1.0
        return (x, y), self.turn0 + (self.turn1 - self.turn0) * t, width, squash

    @property
    def widest(self) -> int:
        """The larger of its widths at the two ends of the flight: the width its picture is
        drawn at, then scaled down on the way."""
        return max(self.width, self.end_width or self.width)


@dataclass
class Animator:
    """Every running tween; the table draws sprites from it."""

    tweens: list[Tween] = field(default_factory=list)
    sprites: list[Sprite] = field(default_factory=list)

    def add(self, tween: Tween) -> Tween:
        """Start ``tween``."""
        self.tweens.append(tween)
        return tween

    def fly(self, sprite: Sprite) -> Sprite:
        """Start a flying card (its tween too)."""
        self.sprites.append(sprite)
        self.add(sprite.tween)
        return sprite

    @property
    def busy(self) -> bool:
        """True while anything moves."""
        return bool(self.tweens)

    def update(self, dt: float) -> None:
        """Advance everything; drop what finished."""
        for tween in list(self.tweens):
            tween.advance(dt)
        self._sweep()

    def finish_all(self) -> None:
        """Snap every running tween to its end, in the order they started."""
        while self.tweens:
            for tween in list(self.tweens):
                tween.finish()
            self._sweep()

    def _sweep(self) -> None:
        self.tweens = [t for t in self.tweens if not t.done]
        self.sprites = [s for s in self.sprites if not s.tween.done]
