"""Text read from disk or typed, made safe to keep and to draw.

A name can hold anything a file or a clipboard holds: a NUL (which text
rendering refuses), escape sequences, line breaks, lone surrogates (which
cannot be encoded). :func:`clean_name` keeps what a name may be;
:func:`printable` makes any string drawable; :func:`display_path` shows a
path whose bytes are not UTF-8 with replacement characters.

>>> clean_name(" Ann\\x00\\x1b[31m\\n ")
'Ann[31m'
>>> printable("caf\\udce9")
'caf�'
"""

from __future__ import annotations

import os
import re
import unicodedata

#: Characters :func:`printable` keeps of a string at most (a longer one ends with "…"):
#: a line of this length is far wider than any window, and text rendering has limits.
MAX_DRAWN = 2000
REPLACEMENT = "\ufffd"
_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]")
#: The control characters (C0, DEL, C1) a text entry refuses to take.
CONTROL_CHARACTERS = frozenset(map(chr, [*range(0x20), *range(0x7F, 0xA0)]))
#: What a text field refuses as typed or pasted: the control characters, and the invisible
#: ones that steer text without a width of their own (zero-width spaces and joiners, the
#: direction marks and overrides, the byte-order mark), which a field cannot draw alone.
UNTYPABLE = CONTROL_CHARACTERS | frozenset(map(chr, [*range(0x200B, 0x2010), *range(0x202A, 0x202F),
                                                     *range(0x2060, 0x2070), 0xFEFF]))
_SURROGATES = re.compile(r"[\ud800-\udfff]")


def clean_name(text: str) -> str:
    """``text`` without control characters (C0, DEL, C1: NUL, escapes, line breaks) and without
    the spaces around it; lone surrogates become U+FFFD. May be empty."""
    return _SURROGATES.sub(REPLACEMENT, _CONTROLS.sub("", text)).strip()


def printable(text: str, limit: int = MAX_DRAWN) -> str:
    """``text`` as it can be drawn: control characters left out, lone surrogates as U+FFFD,
    at most ``limit`` characters. Ordinary text comes back as it is, at once."""
    if len(text) <= limit and text.isprintable():
        return text
    text = _SURROGATES.sub(REPLACEMENT, _CONTROLS.sub("", text))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def display_path(path: str | os.PathLike[str] | bytes) -> str:
    """A path as a player reads it: bytes that are not UTF-8 (a folder named in another
    encoding) become U+FFFD instead of characters that cannot be shown or encoded.

    >>> display_path(os.fsdecode(b"/home/j\\xf6rg/data"))
    '/home/j�rg/data'
    """
    name = os.fsdecode(path)
    if not _SURROGATES.search(name):
        return name
    try:
        raw = name.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate that no byte stands for
        return _SURROGATES.sub(REPLACEMENT, name)
    return unicodedata.normalize("NFC", raw.decode("utf-8", "replace"))
