"""The table's sounds, made by this tool from the standard library (the program plays the files).

Nothing is downloaded: ``python -m devtools.synth`` computes every sound (mono,
16-bit, :data:`RATE` Hz) and writes it to ``assets/sounds/NAME.wav``, where
:mod:`ui.core.sound` loads it in under 10 ms (computing them takes 0.1 to 0.25 s,
too long for every start; a test checks the files are what this module makes).
Card sounds are short bursts of filtered noise with a fast decay, the way a
card snaps on cloth; the chime, the low tone and the fanfare are sine
partials with soft envelopes. Fixed seeds make every run write the same files.

>>> sorted(SOUNDS)
['card', 'deal', 'fanfare', 'made', 'missed', 'shuffle', 'sweep']
>>> wav_bytes(card())[:4]
b'RIFF'
"""

from __future__ import annotations

import array
import cmath
import io
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050  # samples a second: plenty for card noise and soft tones, and quick to compute
Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def _burst(out: Samples, at: float, rng: random.Random, decay: float, bright: float,
           gain: float, body: float = 0.0) -> None:
    """Add a card snap at ``at`` seconds: band-limited noise, 1 ms attack, exponential
    decay over ``decay`` seconds. ``bright`` (0..1) opens the low-pass; ``body`` adds a
    low knock under it (a card landing rather than flicking)."""
    start = int(at * RATE)
    n = min(len(out) - start, int(decay * 7 * RATE))
    attack = max(1, int(0.001 * RATE))
    fall = math.exp(-1.0 / (decay * RATE))
    low = high = 0.0
    env = gain
    knock = body * gain
    knock_fall = math.exp(-1.0 / (0.012 * RATE))
    turn = cmath.exp(2j * math.pi * 170 / RATE)
    z = 1j
    uniform = rng.uniform
    for i in range(n):
        x = uniform(-1.0, 1.0)
        low += bright * (x - low)  # one-pole low-pass: the cloth takes the hiss off
        high += 0.08 * (low - high)  # and a high-pass takes the rumble off
        level = env * (i / attack if i < attack else 1.0)
        z *= turn
        out[start + i] += level * (low - high) + knock * z.real
        env *= fall
        knock *= knock_fall


def _tone(out: Samples, at: float, freq: float, seconds: float, gain: float,
          attack: float = 0.008, partials: tuple[float, ...] = (1.0,)) -> None:
    """Add a soft note at ``at``: sine partials (harmonic weights), a short attack and an
    exponential fade that reaches about -60 dB at ``seconds``."""
    start = int(at * RATE)
    n = min(len(out) - start, int(seconds * RATE))
    rise = max(1, int(attack * RATE))
    fall = math.exp(-6.9 / (seconds * RATE))
    for k, weight in enumerate(partials, start=1):
        if weight == 0 or freq * k >= RATE / 2:
            continue
        turn = cmath.exp(2j * math.pi * freq * k / RATE)
        z = complex(1.0, 0.0)
        env = gain * weight
        # higher partials fade sooner, as on a struck bar
        step = fall ** k
        for i in range(n):
            z *= turn
            out[start + i] += env * z.imag * (i / rise if i < rise else 1.0)
            env *= step


def _normal(samples: Samples, peak: float) -> Samples:
    """Scale to ``peak`` and round off the last 5 ms so no sound ends in a click."""
    top = max(1e-9, max(abs(x) for x in samples))
    scale = peak / top
    tail = min(len(samples), int(0.005 * RATE))
    out = [x * scale for x in samples]
    for i in range(tail):
        out[len(out) - 1 - i] *= i / tail
    return out


def card() -> Samples:
    """A card laid on the cloth: a snap with a little knock under it."""
    out = _silence(0.12)
    _burst(out, 0.0, random.Random(1), decay=0.014, bright=0.55, gain=1.0, body=0.35)
    return _normal(out, 0.55)


def deal() -> Samples:
    """A card flicked off the stack: brighter, shorter, quieter than a card laid down."""
    out = _silence(0.07)
    _burst(out, 0.0, random.Random(2), decay=0.007, bright=0.8, gain=1.0)
    return _normal(out, 0.32)


def shuffle() -> Samples:
    """A riffle: a quick train of small snaps, fastest in the middle, then the deck squared
    up; short, so it is over as the deal begins."""
    rng = random.Random(3)
    out = _silence(0.42)
    t, count = 0.01, 20
    for i in range(count):
        middle = 1.0 - abs(i / (count - 1) - 0.5) * 2  # 0 at the ends, 1 in the middle
        _burst(out, t, rng, decay=0.0025 + 0.0015 * rng.random(), bright=0.75,
               gain=0.45 + 0.4 * middle * rng.uniform(0.7, 1.0))
        t += 0.017 - 0.008 * middle + rng.uniform(-0.0015, 0.0015)
    _burst(out, t + 0.04, rng, decay=0.016, bright=0.4, gain=0.9, body=0.4)  # squared up
    return _normal(out, 0.45)


def sweep() -> Samples:
    """A trick gathered: a soft swish of noise that rises and falls, darkening as it goes."""
    rng = random.Random(4)
    n = int(0.34 * RATE)
    out = [0.0] * n
    low = high = 0.0
    for i in range(n):
        t = i / n
        env = math.sin(math.pi * min(1.0, t / 0.35) / 2) * (1 - t) ** 2
        bright = 0.35 - 0.25 * t
        low += bright * (rng.uniform(-1.0, 1.0) - low)
        high += 0.05 * (low - high)
        out[i] = env * (low - high)
    _burst(out, 0.2, rng, decay=0.01, bright=0.5, gain=0.25)  # the cards land on the pile
    return _normal(out, 0.3)


def made() -> Samples:
    """A soft chime: two bell notes a fifth apart, the second a moment later."""
    out = _silence(1.1)
    _tone(out, 0.0, 784.0, 1.0, 0.5, attack=0.004, partials=(1.0, 0.0, 0.12))
    _tone(out, 0.09, 1175.0, 1.0, 0.45, attack=0.004, partials=(1.0, 0.0, 0.1))
    return _normal(out, 0.35)


def missed() -> Samples:
    """A low, soft falling tone: the bid was not made."""
    out = _silence(0.9)
    _tone(out, 0.0, 196.0, 0.55, 0.6, attack=0.02, partials=(1.0, 0.35, 0.1))
    _tone(out, 0.16, 147.0, 0.7, 0.6, attack=0.02, partials=(1.0, 0.35, 0.1))
    return _normal(out, 0.4)


def fanfare() -> Samples:
    """The winner: a bright arpeggio up to the octave, then the chord held."""
    out = _silence(1.5)
    notes = (523.25, 659.25, 783.99, 1046.5)
    for i, freq in enumerate(notes):
        _tone(out, i * 0.1, freq, 0.5, 0.5, attack=0.006, partials=(1.0, 0.3, 0.12))
    for freq in notes:
        _tone(out, 0.45, freq, 1.0, 0.3, attack=0.012, partials=(1.0, 0.25, 0.08))
    return _normal(out, 0.5)


#: Every sound by name: what the table asks for (:data:`ui.core.sound.SOUND_NAMES`, a test checks).
SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card, "deal": deal, "shuffle": shuffle, "sweep": sweep,
    "made": made, "missed": missed, "fanfare": fanfare,
}


def wav_bytes(samples: Samples) -> bytes:
    """``samples`` (-1..1) as a mono 16-bit WAV file in memory."""
    pcm = array.array("h", [round(max(-1.0, min(1.0, x)) * 32767) for x in samples])
    if sys.byteorder == "big":
        pcm.byteswap()  # WAV is little-endian
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(pcm.tobytes())
    return buffer.getvalue()


def write_all(folder: Path) -> list[Path]:
    """Write every sound to ``folder/NAME.wav``; the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        path.write_bytes(wav_bytes(make()))
        written.append(path)
    return written


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "assets" / "sounds"
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    for written_path in write_all(target):
        print(written_path)
