"""Keyboard focus over the active scene's widgets, and the ring that shows it.

Any scene works from the keyboard without code of its own: the :class:`Focus`
walks the pygame_gui widgets that can be used now (buttons, drop-downs, text
entries; visible and enabled, so those of the top scene, since covered scenes
hide theirs) in reading order. Tab / Shift+Tab step through them, the arrows
move to the nearest widget that way, Enter or Space presses the focused one
by posting the very event a click posts, and on a drop-down Left/Right (or
Enter) pick the previous/next choice. The ring appears with the first of
these keys and goes with a mouse click, so a scene's own Enter (Quick game on
the menu, Start on the setup screen) still works while nothing is focused.

A scene keeps keys for itself with ``own_keys`` (the score sheet scrolls with
the arrows), or turns the ring off with ``focus_ring = False`` (the table, which
moves over the hand with the arrows and puts the focus on its panel itself).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine

#: The ring: a dark edge around a bright one, visible on felt, on buttons and on cards.
RING = (255, 214, 64)
RING_EDGE = (0, 0, 0)
ACT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
MOVES = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
#: Keys a scene with a scrolling list or text keeps for it (``own_keys``).
LIST_KEYS = frozenset({pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                       pygame.K_HOME, pygame.K_END})
#: Keys a focused text entry keeps (typing, moving its cursor, Enter to finish).
ENTRY_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER,
              pygame.K_HOME, pygame.K_END)


def targets(manager: pygame_gui.UIManager) -> list[Any]:
    """The widgets a key can reach now, in reading order (rows top to bottom, left to right)."""
    found: list[Any] = []
    seen: set[int] = set()
    _walk(manager.get_root_container(), found, seen)
    found = [e for e in found if _usable(e, manager)]
    return reading_order(found)


def _walk(container: Any, found: list[Any], seen: set[int]) -> None:
    for element in list(getattr(container, "elements", [])):
        if id(element) in seen:
            continue
        seen.add(id(element))
        if isinstance(element, UIButton | UIDropDownMenu | UITextEntryLine):
            found.append(element)  # a drop-down's own buttons are its inside: not walked
        elif isinstance(element, pygame_gui.core.UIContainer) or hasattr(element, "get_container"):
            if type(element).__name__.endswith("ScrollBar"):
                continue
            inner = element if isinstance(element, pygame_gui.core.UIContainer) else element.get_container()
            _walk(inner, found, seen)


def _usable(element: Any, manager: pygame_gui.UIManager) -> bool:
    if not element.alive() or not element.visible or not element.is_enabled:
        return False
    window = pygame.Rect((0, 0), manager.window_resolution)
    return bool(window.colliderect(element.rect))


def reading_order(elements: list[Any]) -> list[Any]:
    """``elements`` by rows (centres within half a height of each other), each row left to right."""
    rows: list[list[Any]] = []
    for element in sorted(elements, key=lambda e: e.rect.centery):
        if rows and abs(element.rect.centery - rows[-1][0].rect.centery) < element.rect.height / 2:
            rows[-1].append(element)
        else:
            rows.append([element])
    return [e for row in rows for e in sorted(row, key=lambda e: e.rect.left)]


def nearest(elements: list[Any], origin: pygame.Rect, direction: tuple[int, int]) -> Any | None:
    """The element closest to ``origin`` in ``direction`` (a step off the line costs double)."""
    best, best_cost = None, float("inf")
    ox, oy = origin.center
    for element in elements:
        dx, dy = element.rect.centerx - ox, element.rect.centery - oy
        ahead = dx * direction[0] + dy * direction[1]
        side = abs(dx * direction[1]) + abs(dy * direction[0])
        if ahead <= 2 or (direction[0] and abs(dy) >= max(element.rect.height, origin.height)):
            continue  # behind, level, or (left/right) on another row
        cost = ahead + 2 * side
        if cost < best_cost:
            best, best_cost = element, cost
    return best


class Place(NamedTuple):
    """Where the ring was: its widget, that widget's box, and whether it showed."""

    element: Any
    rect: pygame.Rect | None
    shown: bool


class Focus:
    """Which widget has the keyboard focus; the App feeds it keys and draws its ring."""

    def __init__(self) -> None:
        self.element: Any = None
        self.rect: pygame.Rect | None = None  # where it was: a rebuilt screen keeps the place
        self.shown = False

    def current(self, manager: pygame_gui.UIManager, follow: bool = True) -> Any | None:
        """The focused widget; after a scene rebuilt its widgets, the one now at the old place
        (unless not ``follow``: the table's panel is gone after a bid, and the ring with it)."""
        if not self.shown:
            return None
        usable = targets(manager)
        if self.element in usable:
            return self.element
        if not follow or self.rect is None or not usable:
            return None
        cx, cy = self.rect.center
        return min(usable, key=lambda e: (e.rect.centerx - cx) ** 2 + (e.rect.centery - cy) ** 2)

    def set(self, element: Any, manager: pygame_gui.UIManager) -> None:
        """Focus ``element`` (``None``: nothing) and show the ring; a text entry takes the typing."""
        self.element, self.shown = element, element is not None
        self.rect = element.rect.copy() if element is not None else None
        if isinstance(element, UITextEntryLine):
            manager.set_focus_set(element)
        elif manager.get_focus_set() and any(isinstance(e, UITextEntryLine)
                                             for e in manager.get_focus_set()):
            manager.set_focus_set(None)

    def hide(self) -> None:
        """No ring (the mouse was used, or a new screen opened)."""
        self.shown, self.element, self.rect = False, None, None

    def kept(self) -> Place:
        """Where the ring is (a screen covered by another keeps it for when it is back)."""
        return Place(self.element, self.rect, self.shown)

    def back(self, place: Place) -> None:
        """The ring where ``place`` says (the screen that kept it is on top again)."""
        self.element, self.rect, self.shown = place.element, place.rect, place.shown

    def handle_event(self, event: pygame.event.Event, manager: pygame_gui.UIManager,
                     own_keys: frozenset[int] = frozenset()) -> bool:
        """Move the focus or press the focused widget; True when the key was used."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.hide()
            return False
        if event.type != pygame.KEYDOWN or event.key in own_keys:
            return False
        key = event.key
        if key != pygame.K_TAB and key not in MOVES and key not in ACT_KEYS:
            return False
        usable = targets(manager)
        if not usable:
            return False
        now = self.current(manager)
        if isinstance(now, UITextEntryLine) and key in ENTRY_KEYS:
            return False  # the entry edits its text; Tab, Up and Down leave it
        if key == pygame.K_TAB:
            back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            at = usable.index(now) if now in usable else (0 if back else -1)
            self.set(usable[(at + (-1 if back else 1)) % len(usable)], manager)
            return True
        if now is None:  # the first arrow only shows where the focus is; Enter is the scene's
            if key in MOVES:
                self.set(usable[0], manager)
                return True
            return False
        if key in ACT_KEYS:
            self.set(now, manager)
            press(now, 1)
            return True
        direction = MOVES[key]
        if isinstance(now, UIDropDownMenu) and direction[0]:
            self.set(now, manager)
            press(now, direction[0])
            return True
        self.set(nearest(usable, now.rect, direction) or now, manager)
        return True

    def draw(self, surface: pygame.Surface, manager: pygame_gui.UIManager,
             follow: bool = True) -> None:
        """The ring around the focused widget, over everything. Changes nothing."""
        element = self.current(manager, follow)
        if element is not None:
            draw_ring(surface, element.rect)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A thick bright ring with a dark edge around ``rect`` (readable on any background)."""
    width = max(3, round(surface.get_height() / 220))
    outer = rect.inflate(4 * width, 4 * width)
    pygame.draw.rect(surface, RING_EDGE, outer, width=width * 3, border_radius=10 + width)
    pygame.draw.rect(surface, RING, outer.inflate(-width, -width), width=width,
                     border_radius=10 + width)


def press(element: Any, step: int = 1) -> None:
    """Do what a click would: post a button's pressed event, or move a drop-down ``step``
    choices on (wrapping) and post its changed event. A text entry is only focused."""
    if isinstance(element, UIButton):
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {
            "ui_element": element, "ui_object_id": element.most_specific_combined_id,
            "mouse_button": pygame.BUTTON_LEFT}))
    elif isinstance(element, UIDropDownMenu):
        set_choice(element, step)


def set_choice(menu: UIDropDownMenu, step: int) -> None:
    """Show the choice ``step`` places from the current one and post the changed event."""
    options = menu.options_list
    at = options.index(menu.selected_option) if menu.selected_option in options else 0
    chosen = options[(at + step) % len(options)]
    option = chosen if isinstance(chosen, tuple) else (chosen, chosen)  # pygame_gui keeps tuples
    menu.selected_option = option
    for state in menu.menu_states.values():
        state.selected_option = option
    closed = menu.menu_states["closed"]
    if menu.current_state is closed and closed.selected_option_button is not None:
        closed.selected_option_button.set_text(option[0])
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {
        "text": option[0], "selected_option_id": option[1], "ui_element": menu,
        "ui_object_id": menu.most_specific_combined_id}))
