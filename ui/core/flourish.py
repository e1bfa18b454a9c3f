"""A winner's moment: the title pops in and confetti bursts from it and drifts down.

Pure presentation with its own clock: :meth:`Flourish.update` advances it, :meth:`draw`
changes nothing. Its length follows the animation speed (slow ×1.6, fast ×0.5); at
"instant" there is none. The pieces come from a seeded generator, so the same game ends
with the same burst (screenshots stay the same).

>>> burst = Flourish(seed=1, factor=1.0, origin=(400, 100), colours=[(255, 214, 102)])
>>> burst.running, round(burst.title_scale(), 2)
(True, 0.6)
>>> burst.update(10.0); burst.running, burst.title_scale()
(False, 1.0)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

#: Seconds the burst lasts at normal speed, and the title's pop.
LENGTH, POP = 2.2, 0.45
PIECES = 90
GRAVITY = 900.0  # pixels per second², at a window 1080 pixels high


@dataclass
class Piece:
    """One scrap of confetti: where, how fast, its turn and spin, colour and size."""

    x: float
    y: float
    vx: float
    vy: float
    turn: float
    spin: float
    colour: tuple[int, int, int]
    size: float


class Flourish:
    """The burst round a winner's title; ``factor`` is the speed's duration factor."""

    def __init__(self, seed: int, factor: float, origin: tuple[float, float],
                 colours: Sequence[tuple[int, int, int]], scale: float = 1.0) -> None:
        self.length = LENGTH * factor
        self.pop = POP * factor
        self.age = 0.0
        self.scale = scale  # the window's height over 1080
        rng = random.Random(seed)
        self.pieces = []
        for _ in range(PIECES if factor else 0):
            angle = rng.uniform(math.radians(12), math.radians(168))  # up and out, fanned
            speed = rng.uniform(300, 950) * scale
            self.pieces.append(Piece(origin[0] + rng.uniform(-120, 120) * scale, origin[1],
                                     speed * math.cos(angle) * 1.3, -speed * math.sin(angle) * 0.7,
                                     rng.uniform(0, 360), rng.uniform(-540, 540),
                                     rng.choice(list(colours)), rng.uniform(7, 13) * scale))

    @property
    def running(self) -> bool:
        """The burst is still on the screen."""
        return self.length > 0 and self.age < self.length

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (air slows the pieces; gravity pulls them down)."""
        if not self.running:
            self.age = max(self.age, self.length)
            return
        step = min(dt, 0.05)
        self.age += dt
        drag = 0.985 ** (step * 60)
        for p in self.pieces:
            p.vx *= drag
            p.vy = p.vy * drag + GRAVITY * self.scale * step
            p.x += p.vx * step
            p.y += p.vy * step
            p.turn += p.spin * step

    def title_scale(self) -> float:
        """The title's size now: from 0.6 up past 1 and back (a pop), then 1."""
        if self.pop <= 0 or self.age >= self.pop:
            return 1.0
        t = self.age / self.pop
        return 0.6 + 0.4 * (1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2)

    def draw(self, surface: pygame.Surface) -> None:
        """The confetti, fading out over the last third of the burst."""
        if not self.running:
            return
        fade = min(1.0, (self.length - self.age) / (self.length / 3))
        for p in self.pieces:
            rad = math.radians(p.turn)
            w, h = p.size, p.size * 0.45 * (0.35 + 0.65 * abs(math.sin(rad * 1.7)))  # it flutters
            c, s = math.cos(rad), math.sin(rad)
            corners = [(p.x + dx * c - dy * s, p.y + dx * s + dy * c)
                       for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]
            colour = tuple(round(v * fade + 20 * (1 - fade)) for v in p.colour)
            pygame.draw.polygon(surface, colour, corners)
