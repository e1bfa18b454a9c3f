"""Persistence: everything the program reads from or writes to disk.

- :mod:`saves.paths` — the folders (platformdirs, or ``$OHPSHAW_HOME``) and safe save names.
- :mod:`saves.files` — atomic writes, bounded reads that follow no links, moving damaged files aside.
- :mod:`saves.shape` — checking JSON read from disk, field by field.
- :mod:`saves.format` — the save format: header, version, migrations, :class:`SaveError`.
- :mod:`saves.session` — a game with its seats and bots; its save document; loading by replay.
- :mod:`saves.autosave` — the autosave after every action, its backup, and "saving is off".
- :mod:`saves.slots` — named saves: save, list, load, delete.
- :mod:`saves.record_file` — reading a game record from disk: bounded, its shape checked.
- :mod:`saves.text` — names and texts made safe to keep and to draw; paths shown readably.
- :mod:`saves.history` — finished games and player statistics (SQLite).
- :mod:`saves.history_schema` — the history's tables, writing a game's figures, upgrades.
- :mod:`saves.database` — the history's file opened safely (links, other programs, damage, locks).
- :mod:`saves.player_rounds` — a player's figures in one game, from its record.
- :mod:`saves.records` — keeping a finished game: record file and history row.
- :mod:`saves.settings` — the settings file.
- :mod:`saves.instance` — one window per data folder: the lock file.
- :mod:`saves.startup` — at start: claim the folder, clear stale temporary files, add waiting games.

``saves`` depends on ``game`` only; ``game`` never imports it.
"""
