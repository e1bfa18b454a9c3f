"""The window: scenes, card drawing and animation on top of the rules engine.

From the bottom up, each layer importing only from those below it
(``python -m devtools.layers`` checks it): ``core/`` (what every screen stands
on, and the small interfaces scenes know the window by: :mod:`ui.core.window`,
:mod:`ui.core.moves`) and ``words/`` (what the player reads); ``cards/`` and
``widgets/`` (the parts screens share); the features, each with its screens:
:mod:`ui.scene` (the lifecycle), ``scenes/`` (the general screens and the
templates), ``table/``, ``pad/`` (the score pad), ``review/`` and
:mod:`ui.continuing`; at the top :mod:`ui.app` (the window and its frame loop)
and :mod:`ui.navigator` (which scene follows which: the one module that knows
every scene).

``ui`` depends on ``game``, ``saves`` and ``bot_runtime``; ``game`` never
imports ``ui`` or pygame.
"""
