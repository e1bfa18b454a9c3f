"""Every text a player reads goes through :func:`_`, by a symbolic key.

Catalogues are JSON files, one per language: ``assets/locale/en.json``,
``de.json``, ``nl.json``, ``it.json``. A value is a string with ``{name}``
placeholders, or ``{"one": ..., "other": ...}`` for a count; ``_meta`` holds
the language's own name and its number and date formats. Placeholders are
filled after translation:

>>> set_language("en")
>>> _("table.round_of", number=5, total=13)
'Round 5 of 13'
>>> ngettext("table.cards", 2)
'2 cards'

A key missing in the active language falls back to English. While ``ui/``
is being converted to keys (``tools/i18n_keys.py``), an English text that is
not a key yet is shown as it is. Engine errors carry a key and values
(:mod:`game.errors`); :func:`ui.words.errors.error_text` renders them from ``error.<key>``.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
from typing import Any

from saves.text import display_path
from ui.core.assets import asset_path

#: Languages the program speaks, English first (the fallback).
LANGUAGES = ("en", "de", "nl", "it")
#: Environment variable that overrides the system's preferred locales (tests, screenshots).
LANGUAGE_ENV = "OHPSHAW_LANGUAGE"
#: With ``OHPSHAW_I18N_STRICT=1`` (the tests) a text that is not a catalogue key raises
#: instead of showing as it is: English that bypassed the key tool is caught where it is shown.
STRICT = os.environ.get("OHPSHAW_I18N_STRICT") == "1"

Entry = str | dict[str, str]
_catalogues: dict[str, dict[str, Any]] = {}
_active = "en"


def load_catalogue(code: str) -> dict[str, Any]:
    """The catalogue of language ``code`` from ``assets/locale/<code>.json`` (cached).

    Raises ``ValueError`` with a clear message for an unknown language or a
    file that is not a catalogue (an object of strings and plural objects).
    """
    if code in _catalogues:
        return _catalogues[code]
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; languages are: {', '.join(LANGUAGES)}")
    path = asset_path("locale", f"{code}.json")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise ValueError(f"cannot read the {code} catalogue {path}: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("_meta"), dict):
        raise ValueError(f"{path} is not a catalogue: an object with a _meta entry")
    for key, value in data.items():
        if key != "_meta" and not _valid_entry(value):
            raise ValueError(f"{path}: {key} must be a string or an object with 'one' and 'other'")
    _catalogues[code] = data
    return data


def _valid_entry(value: object) -> bool:
    if isinstance(value, str):
        return True
    return isinstance(value, dict) and set(value) == {"one", "other"} and all(
        isinstance(v, str) for v in value.values())


def set_language(code: str) -> None:
    """Speak language ``code`` from now on (``ValueError`` for an unknown one; nothing changes)."""
    global _active
    load_catalogue(code)
    _active = code


def language() -> str:
    """The active language's code."""
    return _active


def language_name(code: str) -> str:
    """A language's own name: ``"Deutsch"`` for ``"de"``."""
    return str(load_catalogue(code)["_meta"]["name"])


def preferred_language(locales: list[str]) -> str:
    """The first of the system's ``locales`` (``"de-DE"``, ``"nl_BE"``) that we speak; else English.

    >>> preferred_language(["fr-FR", "nl-BE", "en-US"])
    'nl'
    """
    for tag in locales:
        code = re.split(r"[-_.]", tag.strip().lower(), maxsplit=1)[0]
        if code in LANGUAGES:
            return code
    return "en"


def system_language() -> str:
    """The language the system prefers (``OHPSHAW_LANGUAGE`` overrides it), or English."""
    forced = os.environ.get(LANGUAGE_ENV, "")
    if forced in LANGUAGES:
        return forced
    try:
        import pygame
        locales = [entry["language"] + (f"-{entry['country']}" if entry.get("country") else "")
                   for entry in pygame.system.get_pref_locales()]
    except Exception:  # no SDL locale support: English
        return "en"
    return preferred_language(locales)


def resolve_language(chosen: str) -> str:
    """The setting's language, or the system's when none was chosen (``""``)."""
    return chosen if chosen in LANGUAGES else system_language()


def next_language(current: str) -> str:
    """The language after ``current`` in the settings' cycle (F5 at the table).

    >>> next_language("it")
    'en'
    """
    code = resolve_language(current)
    return LANGUAGES[(LANGUAGES.index(code) + 1) % len(LANGUAGES)]


def _entry(key: str) -> Entry | None:
    found = load_catalogue(_active).get(key)
    if found is None and _active != "en":
        found = load_catalogue("en").get(key)
    return found


def _fill(template: str, values: dict[str, Any]) -> str:
    shown = {name: _shown(v) for name, v in values.items()}
    return template.format(**shown) if values else template


def _shown(value: Any) -> Any:
    """A value as a text shows it: floats as the language writes them, paths and texts
    drawable whatever they hold (no NUL, no lone surrogates)."""
    if isinstance(value, float):
        return format_number(value)
    if isinstance(value, os.PathLike):
        return display_path(value)
    if isinstance(value, str) and not value.isprintable():  # line breaks stay; NUL cannot
        return display_path(value).replace("\x00", "")
    return value


def _(key: str, **values: Any) -> str:
    """The text of ``key`` in the player's language, ``{placeholders}`` filled from ``values``
    (floats as numbers of that language). A plural entry takes its count from ``count``."""
    found = _entry(key)
    if found is None:
        _unknown(key)
        found = key  # not converted yet: the English text itself
    elif isinstance(found, dict):
        found = found[plural_form(int(values.get("count", 0)))]
    return _fill(found, values)


def ngettext(key: str, count: int | str, *legacy: int, **values: Any) -> str:
    """The singular or plural form of ``key`` for ``count``; ``{count}`` is filled in too.

    Until a call is converted, ``ngettext(singular, plural, count)`` with English texts works.
    """
    if isinstance(count, str):  # not converted yet: (singular, plural, count)
        _unknown(key)
        number = legacy[0]
        return _fill(key if number == 1 else count, {"count": number, **values})
    found = _entry(key)
    if found is None:
        _unknown(key)
    elif isinstance(found, dict):
        found = found[plural_form(count)]
    return _fill(found if found is not None else key, {"count": count, **values})


def _unknown(key: str) -> None:
    if STRICT:
        raise KeyError(f"{key!r} is not in the catalogues: run tools/i18n_keys.py "
                       "(docs/DEVELOPING.md, Translations)")


def N_(key: str) -> str:
    """Mark ``key`` for the key tool without translating it now (for tables of names)."""
    return key


def plural_form(count: int) -> str:
    """``"one"`` or ``"other"``: English, German, Dutch and Italian all use one for 1 only."""
    return "one" if abs(count) == 1 else "other"


def or_list(items: list[str]) -> str:
    """``["7♥", "K♥", "A♥"]`` → ``"7♥, K♥ oder A♥"`` in German."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " " + _("error.or") + " " + items[-1]


def and_list(items: list[str]) -> str:
    """``["Ada", "Bob", "Cy"]`` → ``"Ada, Bob und Cy"`` in German (``outcome.and``)."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " " + _("outcome.and") + " " + items[-1]


def card_label(label: str) -> str:
    """A card's label in the player's language: ``"Wizard 3"`` → ``"Zauberer 3"``; others as they are."""
    match = re.fullmatch(r"(Wizard|Jester) (\d+)", label)
    if match is None:
        return label
    number = int(match.group(2))
    return _("cards.wizard_numbered", number=number) if match.group(1) == "Wizard" else \
        _("cards.jester_numbered", number=number)


def format_number(value: float, decimals: int | None = None) -> str:
    """A number as the language writes it: ``1234.5`` → ``"1,234.5"`` / ``"1.234,5"`` (de, nl, it).

    ``decimals`` fixes the digits after the point; by default floats keep up to two.
    """
    meta = load_catalogue(_active)["_meta"]
    if decimals is None:
        text = f"{value:,.2f}".rstrip("0").rstrip(".") if isinstance(value, float) else f"{value:,}"
    else:
        text = f"{value:,.{decimals}f}"
    return text.translate(str.maketrans({",": meta["group"], ".": meta["decimal"]}))


def format_date(value: dt.date, with_time: bool = False) -> str:
    """A date as the language writes it: 29 Nov 2026, 29.11.2026, 29-11-2026, 29/11/2026."""
    meta = load_catalogue(_active)["_meta"]
    text = str(meta["date"]).format(day=value.day, month=value.month, year=value.year,
                                    month_name=meta["months"][value.month - 1])
    if with_time and isinstance(value, dt.datetime):
        text += f" {value.hour:02d}:{value.minute:02d}"
    return text
