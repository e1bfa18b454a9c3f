"""Messages about files a player can read, by key and values (as :mod:`game.errors` does it).

A :class:`Message` *is* its English text (a ``str``: logs, the command line
and tests read it as before) and keeps its ``key`` and ``values``, so an
interface renders it in the player's language. Errors of ``saves`` carry
one as their first argument (:func:`message_of` finds it). A value may be
another message, an engine error, a :class:`~saves.format.SaveError` or a
tuple of them (English joins them with ``"; "``); an operating system's
reason (``No space left on device``) and a JSON parser's detail stay values
in the system's words, which a translation may leave out.

>>> problem = Message("too_large", path="big.json", size=6000000, limit=5242880)
>>> problem, problem.key
('big.json is too large (6,000,000 bytes; the limit is 5,242,880)', 'too_large')
"""

from __future__ import annotations

import os
from typing import Any

from saves.text import display_path

#: English texts of every message ``saves`` gives, by key.
MESSAGES: dict[str, str] = {
    # files (saves.files, saves.slots)
    "cannot_write": "cannot write {path}: {reason}",
    "cannot_read": "cannot read {path}: {reason}",
    "cannot_delete": "cannot delete {path}: {reason}",
    "not_text_file": "{path} is not a text file",
    "file_not_json": "{path} is damaged: not JSON ({detail}, line {line})",
    "symlink": "{path} is a symbolic link, not a file: it is not followed",
    "not_plain": "{path} is not a plain file",
    "too_large": "{path} is too large ({size:,} bytes; the limit is {limit:,})",
    "grew": "{path} is too large (over {limit:,} bytes)",
    "cannot_move_aside": "cannot move {path} aside: {reason}",
    "too_many_aside": "cannot move {path} aside: too many damaged copies already",
    # a save file, named by the sentence around it (saves.format)
    "file_symlink": "the file is a symbolic link, not a file: it is not followed",
    "file_not_plain": "the file is not a plain file",
    "file_too_large": "the file is too large ({size:,} bytes; the limit is {limit:,})",
    "file_grew": "the file is too large (over {limit:,} bytes)",
    "cannot_be_read": "cannot be read ({reason})",
    "no_such_file": "there is no such file",
    "unreadable_kind": "unreadable ({kind})",
    "crashed": "cannot be loaded ({kind}: {detail})",
    "version_unknown": "save format version {found} is not one this program wrote",
    "version_too_old": "save format version {version} can no longer be read",
    "newer_version": ("saved by a newer version {app} of Oh Pshaw (save format {version}; "
                      "this version {this_app} reads format {this_version})"),
    "shuffle_unknown": "the save names a shuffle this program does not know: {found}",
    "shuffle_changed": ("made by Oh Pshaw {app}, whose deals came from Python's random.shuffle, "
                        "which this Python ({python}) changed: open it with Python 3.11 to 3.13 "
                        "to play it on"),
    "players_count": "players should list 2 to {limit} players, not {count}",
    "human_or_bot": '{where} should be "human" or "bot", not {found}',
    "is_record": "this is a game record, not a save (open it as a replay)",
    "save_kind": 'kind should be "game" or "score-pad", not {found}',
    "is_score_pad": "this is a score pad, not a game at the table (open it from the score pad)",
    "is_table_game": "this is a game at the table, not a score pad",
    "where_entry": "entry {number}",
    "first_dealer": "first_dealer should be a seat from 0 to {last}, not {found}",
    "not_a_save": 'not an Oh Pshaw save (format should be "{format}", not {found})',
    # a game record read from disk (saves.record_file)
    "where_record": "record",
    "not_a_record": 'not an Oh Pshaw game record (format should be "{format}", not {found})',
    # a reported bot decision (saves.cases)
    "not_a_case": 'not a reported bot decision (format should be "{format}", not {found})',
    "case_unusable": "cannot read the case {path}: {reason}",
    "case_record": "its record does not replay: {detail}",
    "case_not_to_act": "its record does not stop where seat {seat} is to act",
    "case_not_legal": "{where} ({action}) is not legal in its position",
    "case_not_action": "{where} is not an action: {detail}",
    # the shape of JSON (saves.shape): where, and what was found
    "where_file": "the file",
    "where_save": "save",
    "where_action": "action {number}",
    "where_action_seat": "action {number}: the seat",
    "where_action_text": "action {number}: the action",
    "value_huge": "a huge number",
    "value_fraction": "a fraction",
    "value_nan": "NaN",
    "value_list": "a list",
    "value_object": "an object",
    "should_be_object": "{where} should be an object, not {found}",
    "has_no": '{where} has no "{field}"',
    "should_be_whole": "{where} should be a whole number, not {found}",
    "should_be_between": "{where} should be from {low} to {high}, not {found}",
    "should_be_bool": "{where} should be true or false, not {found}",
    "should_be_text": "{where} should be a text, not {found}",
    "text_too_long": "{where} is too long ({length} characters; at most {limit})",
    "empty": "{where} is empty",
    "should_be_list": "{where} should be a list, not {found}",
    "should_have_items": "{where} should have {count} items, not {found}",
    "too_many_items": "{where} has too many items ({count}; at most {limit})",
    "not_utf8": "{where} is not UTF-8 text (bad byte at position {position})",
    "json_constant": "{where} is not valid JSON ({name} is not allowed)",
    "not_json": "{where} is not valid JSON ({detail} at line {line}, column {column})",
    "json_too_deep": "{where} is nested too deeply",
    "json_other": "{where} is not valid JSON ({detail})",
    # the game in a save (saves.session)
    "rules_refused": "rules: {error}",
    "action_unreadable": "{where}: {detail}",
    "only_end_no_seat": '{where} ({seat} {action}): only "end" is made by no seat',
    "illegal_by_seat": "{where} (seat {seat}: {action}) is illegal: {reason}",
    "illegal_end": "{where} ({action}) is illegal: {reason}",
    "turn_over": "the game is over",
    "seat_to_act": "seat {seat} is to act",
    "header_disagrees": "the header has {name} {written}, but the actions give {actual}",
    "seat_not_allowed": ("{where} is {found}: a save can seat only human or a built-in level "
                         "({levels})"),
    "seat_mismatch": "players[{seat}] ({kind}, {level}) does not match seats[{seat}] ({spec})",
    "rng_should_be_null": "{where} should be null: that seat has no bot generator",
    "rng_missing": "{where} is missing: the bot's generator state is needed",
    "rng_gauss": "{where} should end with a number or null, not {found}",
    "rng_not_state": "{where} is not a generator state ({detail})",
    "outside_bot": "seat {seat} is an outside bot ({spec}): only built-in levels are saved",
    "branch_name": "{where} should have only letters, digits and dashes, not {found}",
    # damaged files moved aside, the autosave (saves.autosave, saves.slots)
    "moved_aside": "{error}; it was moved aside to {aside}",
    "not_moved_aside": "{error} ({problem})",
    "reason_moved_aside": "{reason}; it was moved aside to {aside}",
    "reason_not_moved": "{reason} ({problem})",
    "save_unusable": "{error}",
    "backup_loaded": "the backup {file} was loaded instead: the last action may be missing",
    "none_loaded": "no autosave could be loaded: {problems}",
    # the history and the records folder (saves.history, saves.records)
    "history_cannot_open": "cannot open the history {path}: {reason}",
    "history_damaged_stuck": "the history {path} is damaged ({detail}) and {problem}",
    "history_moved_aside": ("the history {file} was damaged ({detail}); it was moved aside "
                            "to {aside} and a new history was started"),
    "history_cannot_start": "cannot start a new history {path}: {reason}",
    "history_newer": "the history {path} was written by a newer version of Oh Pshaw",
    "history_not_record": "not a game record: {kind} {detail}",
    "history_cannot_add": "cannot add the game to the history {path}: {reason}",
    "record_not_kept": "the game record was not kept: {error}",
    "too_many_namesakes": "cannot keep {path}: {count} games of that name are kept already",
    "history_not_added": "the game was not added to the history: {error}",
    "history_foreign": ("the history {file} belongs to another program; it was moved aside to {aside},"
        " untouched, and a new history was started"),
    "history_symlink": ("{file} was a symbolic link, which is not followed; it was moved aside to"
        " {aside} and a new history was started"),
    "history_busy": "the history {path} is in use by another program",
    "history_unsound": ("the history {file} holds values of the wrong kind or out of range in"
        " {columns}: the games they belong to ({games}) are left out of the statistics"),
    "history_cannot_read": "cannot read the history {path}: {reason}",
    "history_stuck": "the history {path} cannot be moved aside ({problem}): statistics are off",
    "history_pending": ("the game was not added to the history yet ({error}); it will be added at the"
        " next start"),
    "pending_not_kept": ("the game was not added to the history ({error}) and cannot be kept for later:"
        " {problem}"),
    "pending_waiting": "finished games still wait to be added to the history: {error}",
    "pending_damaged": ("a game waiting for the history cannot be read ({error}); it was moved aside to"
        " {aside}"),
    # exporting a record (saves.export)
    "export_empty": "type the path of the file to write",
    "export_bad_path": "that path is too long or has characters a file name cannot have",
    "export_not_absolute": "{text} is not a full path: start it with / or ~ (or a drive letter)",
    "export_names_folder": "{text} names a folder: add a file name",
    "export_is_folder": "{path} is a folder: add a file name",
    "export_exists": "{path} already exists: choose another name (it is not replaced)",
    "export_no_folder": "the folder {folder} does not exist",
    "export_folder_locked": "the folder {folder} cannot be written to",
    "export_refused": "cannot write {path}: {detail}",
    # looking back at a finished game (saves.finished, saves.analysis_cache)
    "review_not_game": 'cannot look back at {path}: not a game record or a save (format {found})',
    "review_unusable": "cannot look back at {path}: {reason}",
    "review_disagrees": "cannot look back at {path}: it does not replay ({reason})",
    "review_in_progress": ("cannot look back at {path}: the game is not over, and its hands "
                           "stay private until it ends"),
    "analysis_not_kept": "the analysis was not kept beside the game: {error}",
}

#: The key of a text that came from elsewhere as it is (an interface shows it unchanged).
PLAIN = "plain"


class Message(str):
    """An English message of :data:`MESSAGES` that keeps its ``key`` and ``values``."""

    key: str
    values: dict[str, Any]

    def __new__(cls, key: str, **values: Any) -> Message:
        if key == PLAIN:
            text = str(values["text"])
        else:
            text = MESSAGES[key].format(**{name: _english(v) for name, v in values.items()})
        message = super().__new__(cls, text)
        message.key, message.values = key, values
        return message

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore, (self.key, self.values))


def _restore(key: str, values: dict[str, Any]) -> Message:
    return Message(key, **values)


def _english(value: Any) -> Any:
    if isinstance(value, str):  # bytes of a path that are not UTF-8 as U+FFFD: encodable
        return value if value.isprintable() else display_path(value)
    if isinstance(value, tuple):
        return "; ".join(str(item) for item in value)
    if isinstance(value, os.PathLike):
        return display_path(value)
    return value


def message_of(error: BaseException) -> Message:
    """The :class:`Message` an error carries (its first argument), or its text as it is."""
    first = error.args[0] if error.args else None
    if isinstance(first, Message):
        return first
    return Message(PLAIN, text=str(error))
