"""The screens and overlays around the table: menu, new game, settings, rules, load,
statistics, pause, score sheet, game over, keys, dialogs, the hot seat's hand-over.

A scene never imports another scene: :mod:`ui.navigator` knows which follows which."""
