"""The keys of a lesson's note on the table: its Next, and the choices at the lesson's end.

The arrows, Enter and Space belong to the hand at the table (:mod:`ui.table.keys`), so a
lesson's buttons get keys of their own, which go before the hand's while the note shows
them. What a step waits for decides: a step to be read has Next, and Enter, Space and →
press it; a step that asks for a card or a bid has no button, so Enter plays or bids as
ever. At the lesson's end (several buttons, one a row) ↑ and ↓ put the ring on them and
Enter or Space presses the ringed one, else the gold one. The key that needs no ring is
written under its button (:func:`key_names`), and the F1 list shows these rows first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from ui.core.focus import Focus, press
from ui.core.keymap import Key, on
from ui.words.i18n import N_, _

#: The keys that press the lesson's Next.
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT)
#: The keys that press the ringed button, else the gold one, at the lesson's end.
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def key_names(labels: Sequence[tuple[str, str]]) -> dict[str, str]:
    """The key written under a lesson's buttons: Enter under the gold one (the last), which
    Enter presses without the ring."""
    return {labels[-1][0]: _("keys.enter")} if labels else {}


def note_keys(buttons: dict[str, Any], order: Sequence[str], focus: Focus,
              manager: Any) -> tuple[Key, ...]:
    """The rows of the lesson's ``buttons`` (by key, ``order`` as the note shows them, the
    gold one last); none while they are hidden or there are none."""
    shown = [buttons[key] for key in order if key in buttons and buttons[key].visible]
    if not shown:
        return ()
    gold = shown[-1]
    if list(buttons) == ["next"]:
        return (Key(N_("keys.enter_space_right"), N_("keys.lesson_next"),
                    on(*NEXT_KEYS, do=lambda e: press(gold))),)

    def ring(event: pygame.event.Event) -> None:
        now = focus.current(manager, follow=False)
        step = 1 if event.key == pygame.K_DOWN else -1
        at = shown.index(now) + step if now in shown else (0 if step > 0 else -1)
        focus.set(shown[at % len(shown)], manager)

    def choose(event: pygame.event.Event) -> None:
        now = focus.current(manager, follow=False)
        press(now if now in shown else gold)

    return (Key(N_("keys.up_down"), N_("keys.lesson_ring_choice"),
                on(pygame.K_UP, pygame.K_DOWN, do=ring)),
            Key(N_("keys.enter_space"), N_("keys.lesson_press_choice"), on(*PRESS_KEYS, do=choose)))
