"""The window: scenes, card drawing and animation on top of the rules engine.

At the top: :mod:`ui.app` (the window and its frame loop), :mod:`ui.scene`
(the scene lifecycle and the stack) and :mod:`ui.navigator` (which scene
follows which). Inside: ``core/`` (what every screen stands on), ``words/``
(what the player reads), ``widgets/`` (parts the scenes share), ``scenes/``
(the screens and overlays) and ``table/`` (the table and its parts).

``ui`` depends on ``game``, ``saves`` and ``bot_runtime``; ``game`` never
imports ``ui`` or pygame.
"""
