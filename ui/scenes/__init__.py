"""The general screens and overlays: menu, settings, rules, load, statistics, the games of
the history, pause, score sheet, game over, keys, confirm and the save and export dialogs.
The screens of one feature are in its package (``ui/table``, ``ui/pad``, ``ui/review``);
:mod:`ui.scenes.templates` holds what screens are made of.

A scene never imports another scene: :mod:`ui.navigator` knows which follows which."""
