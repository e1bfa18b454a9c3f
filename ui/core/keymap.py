"""A scene's keys, declared once: what each key does, for both the scene and its F1 list.

A scene's :meth:`keymap` is a :class:`Keymap`: rows of the F1 list, in the order the
list shows them. Each :class:`Key` row names its keys as written and what they do
(catalogue keys, marked with ``N_`` so the key tool sees them) and holds the bindings
that act on them: which key presses (:func:`on`, :func:`typing`) and what to do. The
scene's ``handle_event`` hands key presses to :meth:`Keymap.handle`; the F1 overlay
(:mod:`ui.scenes.keys`) shows :meth:`Keymap.rows`. So a key cannot work without being
listed, nor be listed without working. A row without bindings is handled elsewhere
and only listed: the focus ring's Tab and arrows (:mod:`ui.core.focus`), the window's
F1 and F11.

Bindings that need a modifier (Ctrl+S) are tried before those that do not (S), so a
chord wins over its plain key whatever the order of the rows.

>>> import pygame
>>> done = []
>>> keys = Keymap(Key("keys.h", "keys.hint", on(pygame.K_h, do=lambda e: done.append("hint"))),
...               Key("keys.f1", "keys.this_list"))
>>> keys.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")), done
(True, ['hint'])
>>> keys.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
False
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ui.words.i18n import N_, _

#: Which key presses a binding takes.
Match = Callable[[pygame.event.Event], bool]
#: What a binding does with the key press: ``False`` when it did not use it after all.
Act = Callable[[pygame.event.Event], bool | None]


@dataclass(frozen=True)
class Binding:
    """Key presses (``match``) and what they do (``act``); ``chord``: a modifier is needed."""

    match: Match
    act: Act
    chord: bool = False


def on(*keys: int, do: Act, held: int = 0) -> Binding:
    """A press of any of ``keys`` does ``do``; with ``held``, only while one of those
    modifiers is held (``pygame.KMOD_CTRL``), and it goes before the plain keys."""
    wanted = frozenset(keys)

    def match(event: pygame.event.Event) -> bool:
        return event.key in wanted and (not held or bool(getattr(event, "mod", 0) & held))
    return Binding(match, do, chord=bool(held))


def typing(test: Callable[[str], bool], do: Act) -> Binding:
    """A press that types a character passing ``test`` (``str.isdigit``: a digit, from the
    top row or the keypad, in any keyboard layout) does ``do``."""
    def match(event: pygame.event.Event) -> bool:
        typed = getattr(event, "unicode", "")
        return bool(typed) and test(typed)
    return Binding(match, do)


class Key:
    """One row of the F1 list: the keys as written (``caps``), what they do (``does``), both
    catalogue keys, and the bindings that do it (none: handled elsewhere, only listed)."""

    def __init__(self, caps: str, does: str, *bindings: Binding) -> None:
        self.caps, self.does, self.bindings = caps, does, bindings


class Keymap:
    """A scene's keys, in the order its F1 list shows them."""

    def __init__(self, *keys: Key) -> None:
        self.keys = keys

    def handle(self, event: pygame.event.Event) -> bool:
        """Do what a key press means here; True when it was used (any other event: False)."""
        if event.type != pygame.KEYDOWN:
            return False
        bindings = [b for key in self.keys for b in key.bindings]
        for binding in sorted(bindings, key=lambda b: not b.chord):  # chords first, else in order
            if binding.match(event):
                return binding.act(event) is not False
        return False

    def rows(self) -> list[tuple[str, str]]:
        """The F1 list: each row's keys and what they do, in the player's language."""
        return [(_(key.caps), _(key.does)) for key in self.keys]


#: The window's own keys: :class:`ui.app.App` handles them on every screen.
F11 = Key(N_("keys.f11"), N_("keys.fullscreen"))
F1 = Key(N_("keys.f1"), N_("keys.this_list"))


def everywhere(back: Act | None = None) -> tuple[Key, ...]:
    """The rows every screen's list ends with: the focus ring's keys, Esc (bound to ``back``
    when the scene goes back with it), and the window's keys."""
    esc = (on(pygame.K_ESCAPE, do=back),) if back is not None else ()
    return (Key(N_("keys.tab_shift_tab"), N_("keys.next_previous_field")),
            Key(N_("keys.arrows"), N_("keys.nearest_button")),
            Key(N_("keys.left_right"), N_("keys.change_drop_down")),
            Key(N_("keys.enter_space"), N_("keys.press_ringed_button")),
            Key(N_("keys.esc"), N_("keys.back"), *esc),
            F11, F1)
