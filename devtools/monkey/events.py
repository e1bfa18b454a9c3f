"""Random input for the monkey test: clicks, drags, keys, text, the wheel, resizes, focus, quit.

A *gesture* is a list of batches; each batch is posted before one frame, so
a click can land in one frame or be spread over three, and a drag crosses
many. Everything is drawn from the monkey's seeded generator, so the same
seed gives the same input (positions of widgets and cards are read from the
app when a gesture is made, and they come from the same seeded run).
Clicks go anywhere, or on a visible widget or a card of the hand, so random
input also finds its way through menus and dialogs it has never heard of.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any

import pygame
import pygame_gui

from ui.app import DEFAULT_SIZE, MIN_SIZE, App
from ui.table.scene import TableScene

Batch = list[pygame.event.Event]
Gesture = list[Batch]

#: The largest window asked for (4K); kept only a few gestures, for memory and time.
LARGEST = (3840, 2160)
#: Gestures a window larger than 2560x1440 is kept before the monkey shrinks it again.
BIG_GESTURES = 25

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_KEYS: list[tuple[int, str, int]] = (  # key, its character, weight
    [(pygame.K_ESCAPE, "\x1b", 10), (pygame.K_RETURN, "\r", 8), (pygame.K_KP_ENTER, "\r", 2),
     (pygame.K_SPACE, " ", 6), (pygame.K_TAB, "\t", 4), (pygame.K_BACKSPACE, "\x08", 3),
     (pygame.K_DELETE, "\x7f", 2), (pygame.K_LEFT, "", 4), (pygame.K_RIGHT, "", 4),
     (pygame.K_UP, "", 3), (pygame.K_DOWN, "", 3), (pygame.K_HOME, "", 1), (pygame.K_END, "", 1),
     (pygame.K_PAGEUP, "", 1), (pygame.K_PAGEDOWN, "", 1)]
    + [(getattr(pygame, f"K_{d}"), d, 3) for d in "0123456789"]
    + [(getattr(pygame, f"K_{c}"), c, 3 if c in "hmsznyq" else 1) for c in _LETTERS]
    + [(getattr(pygame, f"K_F{n}"), "", 1 if n == 11 else 2) for n in range(1, 13)]
)
_TEXTS = ["a", "Z", "7", " ", "é", "Zoë", "名前", "ß", "🂡", "\u202eevil", "../../x", "CON", "a" * 60,
          "0", "٣", "😀😀", "\t", "Ωmega"]
_FOCUS = [[pygame.WINDOWFOCUSLOST], [pygame.WINDOWFOCUSGAINED], [pygame.WINDOWLEAVE],
          [pygame.WINDOWENTER], [pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED],
          [pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN], [pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED],
          [pygame.WINDOWEXPOSED]]


def event(kind: int, **values: Any) -> pygame.event.Event:
    """A pygame event (shorthand)."""
    return pygame.event.Event(kind, **values)


class Gestures:
    """Makes random gestures for ``app`` from ``rng``."""

    def __init__(self, app: App, rng: random.Random) -> None:
        self.app, self.rng = app, rng
        self.big_left = 0  # gestures left before a 4K-ish window is shrunk again
        self.kinds = {"widget": 26, "card": 10, "click": 14, "double": 3, "move": 8, "drag": 5,
                      "wheel": 3, "key": 17, "text": 5, "idle": 6, "resize": 1.0, "focus": 2,
                      "quit": 0.25}

    def next(self) -> Gesture:
        """The next gesture (a big window is shrunk again after a few gestures)."""
        if self.big_left > 0:
            self.big_left -= 1
            if self.big_left == 0:
                return self.resize(self._moderate())
        kind = self.rng.choices(list(self.kinds), weights=list(self.kinds.values()))[0]
        return getattr(self, kind)()  # type: ignore[no-any-return]

    # -- where -------------------------------------------------------------------

    def point(self) -> tuple[int, int]:
        """Anywhere in the window; now and then just outside it."""
        w, h = self.app.size
        if self.rng.random() < 0.04:
            return (self.rng.randint(-40, w + 40), self.rng.randint(-40, h + 40))
        return (self.rng.randrange(w), self.rng.randrange(h))

    def widget_point(self, avoid: Collection[object] = ()) -> tuple[int, int] | None:
        """A point on a visible pygame_gui element (not one of ``avoid``); buttons and text
        fields are likelier."""
        found = []
        for element in self.app.gui.get_sprite_group().sprites():
            rect = getattr(element, "rect", None)
            if not getattr(element, "visible", False) or rect is None or rect.width <= 0 \
                    or rect.height <= 0 or rect.size == self.app.size or element in avoid:
                continue
            weight = 4 if isinstance(element, pygame_gui.elements.UIButton) else \
                2 if isinstance(element, pygame_gui.elements.UITextEntryLine) else 1
            found.append((pygame.Rect(rect), weight))
        if not found:
            return None
        rect = self.rng.choices([r for r, _ in found], weights=[w for _, w in found])[0]
        if self.rng.random() < 0.5:
            return rect.center
        return (rect.left + self.rng.randrange(rect.width), rect.top + self.rng.randrange(rect.height))

    def card_spot(self) -> tuple[int, int] | None:
        """A card of the hand when a table is on top."""
        top = self.app.scenes.top
        if not isinstance(top, TableScene) or not top.hand:
            return None
        return top.input.card_point(self.rng.randrange(len(top.hand)))

    # -- gestures ------------------------------------------------------------------

    def click_at(self, pos: tuple[int, int], button: int = 1) -> Gesture:
        """Move, press, release: in one frame or spread over up to three."""
        parts = [event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                 event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                 event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        split = self.rng.random()
        if split < 0.5:
            return [parts]
        if split < 0.8:
            return [parts[:2], parts[2:]]
        return [[p] for p in parts]

    def widget(self) -> Gesture:
        """Click a widget (anywhere when there is none)."""
        return self.click_at(self.widget_point() or self.point())

    def card(self) -> Gesture:
        """Click a card of the hand (anywhere when there is no hand)."""
        return self.click_at(self.card_spot() or self.point())

    def click(self) -> Gesture:
        """Click anywhere, mostly with the left button."""
        button = self.rng.choices([1, 2, 3], weights=[8, 1, 1])[0]
        return self.click_at(self.point(), button)

    def double(self) -> Gesture:
        """A double click on a widget."""
        pos = self.widget_point() or self.point()
        press = [event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                 event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        return [[event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)), *press, *press]]

    def move(self) -> Gesture:
        """The mouse wanders (hover, tooltips)."""
        return [[event(pygame.MOUSEMOTION, pos=self.point(), rel=(0, 0), buttons=(0, 0, 0))]
                for _ in range(self.rng.randint(1, 4))]

    def drag(self) -> Gesture:
        """Press, move over several frames, release (or lose focus before releasing)."""
        start = self.widget_point() or self.point()
        out: Gesture = [[event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                         event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]]
        pos = start
        for _ in range(self.rng.randint(1, 6)):
            pos = self.point()
            out.append([event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
        if self.rng.random() < 0.15:
            out.append([event(pygame.WINDOWFOCUSLOST), event(pygame.WINDOWLEAVE)])
        else:
            out.append([event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        return out

    def wheel(self) -> Gesture:
        """A few notches of the wheel where the mouse is."""
        y = self.rng.choice([-3, -1, 1, 3])
        return [[event(pygame.MOUSEMOTION, pos=self.point(), rel=(0, 0), buttons=(0, 0, 0)),
                 event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                       precise_y=float(y), touch=False, which=0)]]

    def key(self) -> Gesture:
        """A key press with a random modifier (Ctrl+S, Ctrl+Z, Shift+Tab, …)."""
        key, char, _ = self.rng.choices(_KEYS, weights=[k[2] for k in _KEYS])[0]
        mod = self.rng.choices([pygame.KMOD_NONE, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT,
                                pygame.KMOD_LALT], weights=[14, 3, 2, 1])[0]
        if mod == pygame.KMOD_LCTRL and char.isalpha():
            char = chr(ord(char) & 0x1F)
        elif mod == pygame.KMOD_LSHIFT:
            char = char.upper()
        elif mod == pygame.KMOD_LALT:
            char = ""
        down = event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)
        up = event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
        return [[down, up]] if self.rng.random() < 0.7 else [[down], [up]]

    def text(self) -> Gesture:
        """Typed text, as SDL reports it (any script, emoji, control characters)."""
        return [[event(pygame.TEXTINPUT, text=self.rng.choice(_TEXTS))]
                for _ in range(self.rng.randint(1, 3))]

    def idle(self) -> Gesture:
        """Frames with no input: animations and bots go on."""
        return [[] for _ in range(self.rng.randint(1, 12))]

    def resize(self, size: tuple[int, int] | None = None) -> Gesture:
        """The window is resized: to the minimum, below it, to 4K, or in between."""
        if size is None:
            roll = self.rng.random()
            if roll < 0.25:
                size = MIN_SIZE
            elif roll < 0.35:
                size = (self.rng.randint(1, MIN_SIZE[0] - 1), self.rng.randint(1, MIN_SIZE[1] - 1))
            elif roll < 0.45:
                size = LARGEST
            elif roll < 0.55:
                size = DEFAULT_SIZE
            else:
                size = (self.rng.randint(MIN_SIZE[0], LARGEST[0]), self.rng.randint(MIN_SIZE[1], LARGEST[1]))
        if size[0] * size[1] > 2560 * 1440:
            self.big_left = BIG_GESTURES
        w, h = size
        return [[event(pygame.VIDEORESIZE, size=size, w=w, h=h),
                 event(pygame.WINDOWSIZECHANGED, x=w, y=h)]]

    def _moderate(self) -> tuple[int, int]:
        return (self.rng.randint(MIN_SIZE[0], 1920), self.rng.randint(MIN_SIZE[1], 1200))

    def focus(self) -> Gesture:
        """The window loses or gains focus, is minimised, hidden, left by the mouse."""
        return [[event(kind) for kind in self.rng.choice(_FOCUS)]]

    def quit(self) -> Gesture:
        """The window's close button."""
        return [[event(pygame.WINDOWCLOSE), event(pygame.QUIT)]]


def post(batch: Batch, size: tuple[int, int]) -> int:
    """Post ``batch``; a move inside the window really moves the mouse (pygame_gui reads the
    mouse position for hovering), which posts the motion itself. Returns the events posted."""
    w, h = size
    for item in batch:
        if item.type == pygame.MOUSEMOTION and 0 <= item.pos[0] < w and 0 <= item.pos[1] < h:
            pygame.mouse.set_pos(item.pos)
        else:
            pygame.event.post(item)
    return len(batch)
