"""What the player reads: the catalogues and ``_()`` (:mod:`ui.words.i18n`), the names of
presets and rule options and the engine's errors in them, the rules written out, messages
about files."""
