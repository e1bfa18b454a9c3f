"""The one-line text field every screen uses: pygame_gui's entry with a text cursor as thick
as the window is tall (pygame_gui draws it one pixel wide, a hairline at 3840×2160).

Every field is a :class:`TextField`: names at a new game, the score pad's seats and its
correction's cells, Join game's address, code and name, and the save, export and report
dialogs. The cursor's colour is the theme's (``text_cursor``).

>>> cursor_width(800), cursor_width(1080), cursor_width(2160)
(2, 2, 5)
"""

from __future__ import annotations

from typing import Any

from pygame_gui.elements import UITextEntryLine


def cursor_width(h: int) -> int:
    """The text cursor's width in a window ``h`` pixels high."""
    return max(2, round(h / 450))


class TextField(UITextEntryLine):
    """A ``UITextEntryLine`` whose text cursor keeps :func:`cursor_width` of the window."""

    def update(self, time_delta: float) -> None:
        """Before pygame_gui's own update: the cursor's width (its text layout is made anew now
        and then, one pixel wide); a cursor drawn thinner is drawn again at once."""
        layout: Any = getattr(self.drawable_shape, "text_box_layout", None)
        root = self.ui_manager.get_root_container()  # the window's size
        width = cursor_width(root.get_rect().height if root is not None else 0)
        if layout is not None and layout.edit_cursor_width != width:
            layout.edit_cursor_width = width
            if self.is_focused:
                self.cursor_has_moved_recently = True  # the next lines draw it at the new width
        super().update(time_delta)
