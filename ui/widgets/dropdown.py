"""A drop-down whose open list is as wide as its box and opens where there is room.

pygame_gui's list leaves out the width of the arrow button, so it looks cut
short; and it always opens downwards, squeezing a long list into a scrolling
sliver near the bottom of the window. :class:`Dropdown` opens its list the full
width of the box, downwards, where a reader expects it, whenever the room below
holds the whole list or :data:`ENOUGH_ROWS` of it (the rest scrolls); upwards only
when the room below is smaller than that and the room above larger. Either way
the list stops a little short of the window's edge. The rows' height is the
theme's (``list_item_height``, grown with the text).

>>> opens_towards(rows=14, item=46, above=560, below=470)  # 10 rows below: enough
'down'
>>> opens_towards(rows=4, item=34, above=600, below=90)
'up'
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState

#: Rows a list may show at once and still be easy to read and scroll: with room for
#: these below its box a list opens downwards even if the room above is larger.
ENOUGH_ROWS = 8
#: The list's frame (border and shadow) in pixels, added to its rows.
FRAME = 12


def opens_towards(rows: int, item: int, above: int, below: int) -> str:
    """``"down"`` or ``"up"``: where a list of ``rows`` rows ``item`` pixels high opens, with
    ``above`` and ``below`` pixels of room beside its box."""
    enough = item * min(rows, ENOUGH_ROWS) + FRAME
    return "down" if below >= enough or below >= above else "up"


def edge_gap(item: int) -> int:
    """Pixels an open list keeps from the window's edge."""
    return max(4, item // 4)


class _FullWidthList(UIExpandedDropDownState):
    """The open state, its list widened to the whole box."""

    def start(self, should_rebuild: bool = True) -> None:
        """Open as pygame_gui does, then widen the list under the arrow button too."""
        super().start(should_rebuild)
        listing = self.options_selection_list
        if listing is not None:  # as wide as the box's visible edges (inside its shadow)
            box = self.drop_down_menu_ui
            inset = max(0, int(getattr(box, "shadow_width", 0)))
            listing.set_dimensions((box.relative_rect.width - 2 * inset, listing.relative_rect.height))
            listing.set_relative_position((box.relative_rect.left + inset, listing.relative_rect.top))


class Dropdown(pygame_gui.elements.UIDropDownMenu):
    """A :class:`pygame_gui.elements.UIDropDownMenu` with a full-width list that opens
    towards the larger room (see the module's note)."""

    def __init__(self, options: list[str], chosen: str, rect: pygame.Rect, manager: pygame_gui.UIManager,
                 container: Any = None, window_height: int | None = None,
                 object_id: str | None = None) -> None:
        super().__init__(list[str | tuple[str, str]](options), chosen, rect, manager=manager,
                         container=container, object_id=object_id)
        closed = self.menu_states["closed"]
        height = window_height or manager.window_resolution[1]
        direction = self._direction(len(options), height)
        wide = _FullWidthList(self, self.options_list, self.selected_option, self.background_rect,
                              self.open_button_width, direction, self.ui_manager, self,
                              self.object_ids, self.element_ids, self.expand_on_option_click)
        self.menu_states["expanded"] = wide
        closed.expand_direction = direction
        if closed is self.current_state:
            closed.rebuild()  # the arrow points the way the list opens

    def _direction(self, count: int, window_height: int) -> str:
        """Where the list opens (:func:`opens_towards`); the room it may take there is set
        to stop short of the window's edge."""
        try:
            item = int(str(self.ui_theme.get_misc_data("list_item_height",
                                                       ["drop_down_menu.#drop_down_options_list"])))
        except (LookupError, ValueError, TypeError):
            item = 20
        gap = edge_gap(item)
        above, below = self.rect.top - gap, window_height - self.rect.bottom - gap
        direction = opens_towards(count, item, above, below)
        self.expansion_height_limit = max(item + FRAME, below if direction == "down" else above)
        return direction
