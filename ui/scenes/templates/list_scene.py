"""A screen built round a row list and a line of buttons: the load screen, the games played
and the skill and luck report share what such a screen does when it is covered and left.

The list and the buttons are made in each screen's ``enter`` (they follow the window size);
leaving kills the buttons and keeps the chosen row, so a resize comes back on the same one.
"""

from __future__ import annotations

from ui.core.focus import LIST_KEYS
from ui.core.window import Window
from ui.scene import ButtonScene
from ui.widgets.row_list import RowList


class ListScene(ButtonScene):
    """A scene with a :class:`RowList` (``list``) and buttons (``buttons``) of its own."""

    own_keys = LIST_KEYS  # the arrows choose in the list, not among the buttons (ui/core/focus.py)

    def __init__(self, app: Window) -> None:
        super().__init__(app)
        self.list: RowList | None = None
        self.keep: int | None = None  # the chosen row, kept across a rebuild

    def exit(self) -> None:
        """Kill the buttons; the chosen row is kept for a resize."""
        if self.list is not None:
            self.keep = self.list.selected
        super().exit()
