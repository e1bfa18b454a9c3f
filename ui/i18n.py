"""Every text a player reads goes through :func:`_` (gettext style).

Keys are the English texts; placeholders are filled after translation, so a
translator sees ``"Round {number} of {total}"``:

>>> _("Round {number} of {total}", number=5, total=13)
'Round 5 of 13'

Translations are gettext catalogues in ``assets/locale/<lang>/LC_MESSAGES/
ohpshaw.mo``; adding German, Dutch or Italian needs a catalogue and no code.
Engine errors carry a key and values (``game.errors``); :func:`error_text`
translates them through the same catalogue.
"""

from __future__ import annotations

import gettext
from typing import Any

from game.errors import MESSAGES, GameError
from ui.assets import asset_path

DOMAIN = "ohpshaw"
_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def set_language(code: str) -> None:
    """Use the catalogue for ``code`` (``"de"``, ``"nl"``, ``"it"``); English when none exists."""
    global _catalogue
    _catalogue = gettext.translation(DOMAIN, localedir=str(asset_path("locale")),
                                     languages=[code], fallback=True)


def _(text: str, **values: Any) -> str:
    """``text`` in the player's language, with ``{placeholders}`` filled from ``values``."""
    translated = _catalogue.gettext(text)
    return translated.format(**values) if values else translated


def ngettext(singular: str, plural: str, count: int, **values: Any) -> str:
    """The singular or plural form for ``count``; ``{count}`` is filled in too."""
    return _catalogue.ngettext(singular, plural, count).format(count=count, **values)


def error_text(error: GameError) -> str:
    """An engine error in the player's language, from its message key and values."""
    return _(MESSAGES[error.key], **error.values)
