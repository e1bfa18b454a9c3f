"""Where the bots of a game think, apart from the window: no pygame here.

- :mod:`bot_runtime.worker` — a worker process with one bot per seat, so drawing never
  waits (:class:`~bot_runtime.worker.ProcessWorker`), or the same in this process
  (:class:`~bot_runtime.worker.InlineWorker`, tests and screenshots).
- :mod:`bot_runtime.guard` — a bot that fails or is late does not stop the game: the
  Normal bot decides in its place.
- :mod:`bot_runtime.session` — the bots of a saved game, their random state kept with it.
- :mod:`bot_runtime.outside` — outside bots of ``simulate`` in a worker of their own, each
  decision within a budget; the first failure stops the run (nothing stands in).
"""
