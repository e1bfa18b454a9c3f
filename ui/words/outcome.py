"""Why the winner won, in the player's language: the game over screen's one line.

:func:`game.outcome.game_outcome` says how a finished game was decided as a message key
and values (``str()`` of it stays English, for logs); :func:`outcome_text` renders it from
``outcome.<key>``, joining lists of names with the language's "and". When the one winner
is the lone human under the name "You", the line speaks to them ("You win with …"), as a
name in the third person would not ("You wins", "Du gewann").

>>> from game.outcome import outcome
>>> done = outcome([52, 52, 44], [(False, [30, 30, 30]), (True, [0, 14, 11])], [1], False)
>>> outcome_text(done.line(["Ada", "Bob", "Cy"]))
'Tied for the lead on 52 points, Bob won the tie-break round: 14 to 0.'
>>> outcome_text(outcome([30, 30, 12], [(False, [30, 30, 12])], [0, 1], False).line(["Ada", "Bob", "Cy"]))
'Ada and Bob share the win with 30 points each.'
"""

from __future__ import annotations

from typing import Any

from game.outcome import AndList, Line
from ui.words.i18n import N_, _, and_list

#: The lines that speak to "you", by the outcome's key.
YOU_LINES = {"highest_total": N_("outcome.you.highest_total"),
             "tie_break": N_("outcome.you.tie_break"),
             "ended_early": N_("outcome.you.ended_early")}


def outcome_text(line: Line, you: bool = False) -> str:
    """``line`` in the player's language; ``you``: the one winner is the player reading it."""
    values: dict[str, Any] = {name: and_list(list(value.items)) if isinstance(value, AndList) else value
                              for name, value in line.values.items()}
    key = YOU_LINES.get(line.key) if you else None
    return _(key or "outcome." + line.key, **values)
