"""The bots a seat can be given, one module a level: ``random``, ``easy``,
``normal`` (with its look at the last tricks, :mod:`.lookahead`), ``hard`` and
the benchmark's ``clairvoyant``. :data:`game.bots.LEVELS` names them."""
