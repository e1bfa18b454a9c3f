"""The table: one game in the window. :mod:`ui.table.scene` composes the parts: the human's
input (:mod:`~ui.table.input`), the game-level commands (:mod:`~ui.table.commands`), the bots'
turns, the presenter that turns engine events into motion (:mod:`~ui.table.presenter`),
the layout, the drawing (:mod:`~ui.table.view`), the hot seat, hints, undo and the autosave."""
