"""The table: one game in the window, with its screens: the new game's setup
(:mod:`~ui.table.setup`), the table (:mod:`~ui.table.scene`) and the hot seat's cover
(:mod:`~ui.table.handover`). :mod:`ui.table.scene` composes the parts: the human's
input (:mod:`~ui.table.input`), the game-level commands (:mod:`~ui.table.commands`), the bots'
turns, the presenter that turns engine events into motion (:mod:`~ui.table.presenter`),
the layout, the drawing (:mod:`~ui.table.view`), the hot seat, hints, undo and the autosave."""
