"""The engine's errors in the player's language: ``error.<key>`` with its values, the
cards, phrases and names in them translated too (``str(error)`` stays English, for logs).

>>> from game.errors import IllegalActionError
>>> error_text(IllegalActionError("bid_range", max=3))
'A bid must be a whole number from 0 to 3'
"""

from __future__ import annotations

from typing import Any

from game.errors import GameError, Named, OrList, Phrase
from ui.words.i18n import _, card_label, or_list
from ui.words.names import option_label, preset_title


def error_text(error: GameError) -> str:
    """An engine error in the player's language, from its message key and values.

    Lists of cards are joined with the language's "or", phrases (``"to the left"``)
    and Wizard/Jester labels are translated; ``str(error)`` stays English for logs.
    """
    values = {name: _value(v) for name, v in error.values.items()}
    return _("error." + error.key, **values)


def _value(value: Any) -> Any:
    if isinstance(value, Phrase):
        return _("error.word." + value.key)
    if isinstance(value, Named):
        return _named(value)
    if isinstance(value, OrList):
        return or_list([card_label(item) for item in value.items])
    if isinstance(value, str):
        return card_label(value)
    return value


def _named(value: Named) -> str:
    if value.kind == "option":
        return option_label(value.key)
    if value.kind == "preset":
        return preset_title(value.key)
    return str(value)
