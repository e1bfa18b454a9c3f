"""Turn English texts in ``_()`` calls into catalogue keys, and check the catalogues.

    python tools/i18n_keys.py            # convert ui/ and cli/, add English to en.json
    python tools/i18n_keys.py --prune    # the same, then drop keys no code uses
    python tools/i18n_keys.py --check    # list what is missing, extra or unconverted; exit 1 if any

A call ``_("Round {number} of {total}", number=n)`` in ``ui/table/view.py``
becomes ``_("table_view.round_of", number=n)`` and ``en.json`` gets
``"table_view.round_of": "Round {number} of {total}"``. The key depends only on
the module and the English text (the first five words, a short hash when
the text is longer or two texts of a module would share a key), so running
the tool again, or on a merged tree, gives the same keys. ``ngettext(singular,
plural, count)`` becomes ``ngettext(key, count)`` with a ``{"one", "other"}``
entry; ``N_("text")`` marks names kept in tables. A new key whose English
text another key already has gets that key's translations. Engine messages
(``game.errors.MESSAGES`` and ``PHRASES``) are kept in en.json as
``error.<key>`` and ``error.word.<key>``, the game over lines (``game.outcome.MESSAGES``)
as ``outcome.<key>``, the messages of ``saves`` (``saves.problems``) as ``saves.<key>``.
Standard library only.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import re
import string
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # run as a script: python tools/i18n_keys.py
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.i18n_scan import bypasses, call_name, computed_calls, is_literal, python_files

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
LANGUAGES = ("en", "de", "nl", "it")
MAX_WORDS = 5
LINE_LIMIT = 110  # ruff's line-length (pyproject.toml)
KEY = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
FUNCS = {"_", "ngettext", "N_"}


@dataclass(frozen=True)
class Call:
    """One ``_``/``ngettext``/``N_`` call with literal text: where and what."""

    path: Path
    line: int
    func: str
    texts: tuple[str, ...]  # the literal arguments: (text,) or (singular, plural)
    span: tuple[int, int]  # byte offsets of the literal(s) in the file

    @property
    def is_key(self) -> bool:
        """Already converted: the literal is a key."""
        return len(self.texts) == 1 and bool(KEY.match(self.texts[0]))


def module_prefix(path: Path, root: Path = ROOT) -> str:
    """``ui/table_view.py`` → ``table_view``; ``ui/screens/setup.py`` → ``screens.setup``;
    ``cli/console.py`` → ``cli.console``."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[0] == "ui":
        parts = parts[1:]
    return ".".join(parts)


def _offsets(source: bytes) -> list[int]:
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    return starts


def find_calls(path: Path) -> list[Call]:
    """The translation calls of ``path`` whose text arguments are literals."""
    source = path.read_bytes()
    starts = _offsets(source)
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = call_name(node.func)
        if name not in FUNCS or not node.args:
            continue
        count = 2 if name == "ngettext" and len(node.args) >= 3 and is_literal(node.args[1]) else 1
        literals = node.args[:count]
        if not all(is_literal(a) for a in literals):
            continue
        first, last = literals[0], literals[-1]
        span = (starts[first.lineno - 1] + first.col_offset,
                starts[last.end_lineno - 1] + last.end_col_offset)  # type: ignore[operator]
        texts = tuple(a.value for a in literals)  # type: ignore[attr-defined]
        found.append(Call(path, node.lineno, name, texts, span))
    return found


def _words(text: str) -> list[str]:
    text = re.sub(r"\{[^{}]*\}", " ", text)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.findall(r"[a-z0-9]+", text)


def _digest(texts: tuple[str, ...]) -> str:
    return hashlib.sha1("\0".join(texts).encode()).hexdigest()[:4]


def key_for(prefix: str, texts: tuple[str, ...], hashed: bool = False) -> str:
    """The key of ``texts`` (a text, or singular and plural) in module ``prefix``.

    >>> key_for("table_view", ("Round {number} of {total}",))
    'table_view.round_of'
    """
    words = _words(texts[-1])
    slug = "_".join(words[:MAX_WORDS])
    if hashed or len(words) > MAX_WORDS or not words:
        slug = (slug + "_" if slug else "") + _digest(texts)
    return f"{prefix}.{slug}"


def module_keys(calls: list[Call], prefix: str) -> dict[tuple[str, ...], str]:
    """Keys for a module's English calls; texts that would share a key are told apart by hash."""
    by_key: dict[str, set[tuple[str, ...]]] = {}
    for call in calls:
        if not call.is_key:
            by_key.setdefault(key_for(prefix, call.texts), set()).add(call.texts)
    keys = {}
    for key, texts in by_key.items():
        for text in texts:
            keys[text] = key if len(texts) == 1 else key_for(prefix, text, hashed=True)
    return keys


# -- catalogues ------------------------------------------------------------------------

def catalogue_path(code: str) -> Path:
    """``assets/locale/<code>.json``."""
    return LOCALE / f"{code}.json"


def read_catalogue(code: str) -> dict[str, object]:
    """A catalogue file as a dict (an empty one with ``_meta`` if the file does not exist)."""
    path = catalogue_path(code)
    if not path.exists():
        return {"_meta": {"name": code}}
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise SystemExit(f"{path}: not a JSON object")
    return data


def write_catalogue(code: str, data: dict[str, object]) -> None:
    """Write sorted, ``_meta`` first, UTF-8, two-space indent."""
    ordered = {"_meta": data["_meta"], **{k: data[k] for k in sorted(data) if k != "_meta"}}
    text = json.dumps(ordered, ensure_ascii=False, indent=2) + "\n"
    path = catalogue_path(code)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def engine_entries() -> dict[str, object]:
    """The English engine messages and phrases, the game over lines (``outcome.<key>``) and
    the messages of ``saves`` (``saves.<key>``), as catalogue keys."""
    sys.path.insert(0, str(ROOT))
    from game.errors import MESSAGES, PHRASES
    from game.outcome import MESSAGES as OUTCOMES
    from saves.problems import MESSAGES as SAVES_MESSAGES
    return {**{f"error.{k}": v for k, v in MESSAGES.items()},
            **{f"error.word.{k}": v for k, v in PHRASES.items()},
            **{f"outcome.{k}": v for k, v in OUTCOMES.items()},
            **{f"saves.{k}": v for k, v in SAVES_MESSAGES.items()}}


def placeholders(text: str) -> set[str]:
    """The field names of a format string: ``"{name!r} of {total}"`` → {"name", "total"}."""
    return {field.split(".")[0].split("[")[0]
            for _, field, _, _ in string.Formatter().parse(text) if field}


def forms(entry: object) -> dict[str, str]:
    """A catalogue value as {form: text}: ``{"": text}`` or ``{"one": ..., "other": ...}``."""
    if isinstance(entry, str):
        return {"": entry}
    if isinstance(entry, dict):
        return {str(k): str(v) for k, v in entry.items()}
    return {}


# -- conversion --------------------------------------------------------------------------

def convert(root: Path = ROOT) -> list[str]:
    """Replace English texts by keys in every module; add them to en.json; return what changed."""
    english = read_catalogue("en")
    others = {code: read_catalogue(code) for code in LANGUAGES[1:]}
    changed = []
    for path in python_files(root):
        calls = find_calls(path)
        keys = module_keys(calls, module_prefix(path, root))
        if not keys:
            continue
        source = path.read_bytes()
        for call in sorted(calls, key=lambda c: c.span, reverse=True):
            if call.is_key:
                continue
            key = keys[call.texts]
            source = source[:call.span[0]] + json.dumps(key).encode() + source[call.span[1]:]
            entry: object = call.texts[0] if len(call.texts) == 1 else \
                {"one": call.texts[0], "other": call.texts[1]}
            _add(key, entry, english, others)
            changed.append(f"{path.relative_to(root)}:{call.line}: {key}")
        path.write_bytes(source)
        for number, line in enumerate(source.decode().splitlines(), 1):
            if len(line) > LINE_LIMIT and '("' in line:
                changed.append(f"{path.relative_to(root)}:{number}: longer than {LINE_LIMIT}: wrap it")
    for key, text in engine_entries().items():
        if key not in english:
            _add(key, text, english, others)
            changed.append(f"en.json: {key}")
    write_catalogue("en", english)
    for code, data in others.items():
        write_catalogue(code, data)
    return changed


def _add(key: str, entry: object, english: dict[str, object], others: dict[str, dict[str, object]]) -> None:
    """Add ``key`` to en.json; translations of the same English text under another key come along."""
    same = [k for k, v in english.items() if v == entry and k != key]
    english[key] = entry
    for data in others.values():
        for old in same:
            if key not in data and old in data:
                data[key] = data[old]


def used_keys(root: Path = ROOT) -> set[str]:
    """Every key the code names: literal keys in calls, and the engine's messages."""
    used = {call.texts[0] for path in python_files(root) for call in find_calls(path) if call.is_key}
    return used | set(engine_entries())


def prune(root: Path = ROOT) -> list[str]:
    """Drop keys no code uses from every catalogue; return them."""
    used = used_keys(root)
    dropped = []
    for code in LANGUAGES:
        data = read_catalogue(code)
        gone = [k for k in data if k != "_meta" and k not in used]
        for key in gone:
            del data[key]
            dropped.append(f"{code}.json: {key}")
        write_catalogue(code, data)
    return dropped


# -- checks --------------------------------------------------------------------------------

def unconverted(root: Path = ROOT) -> list[str]:
    """Calls that still pass an English text instead of a key."""
    return [f"{c.path.relative_to(root)}:{c.line}: {c.func}({c.texts[0]!r})"
            for path in python_files(root) for c in find_calls(path) if not c.is_key]


def problems(root: Path = ROOT) -> dict[str, list[str]]:
    """Everything ``--check`` reports, by heading; empty lists when all is well."""
    english = read_catalogue("en")
    used = used_keys(root)
    keys = set(english) - {"_meta"}
    report: dict[str, list[str]] = {
        "en: used by the code but missing": sorted(used - keys),
        "en: in the catalogue but unused (run with --prune)": sorted(keys - used),
        "code: English text not converted to a key (run the tool)": unconverted(root),
        "code: text shown without _()": bypasses(root),
    }
    for code in LANGUAGES[1:]:
        data = read_catalogue(code)
        theirs = set(data) - {"_meta"}
        report[f"{code}: missing"] = sorted(keys - theirs)
        report[f"{code}: not in en.json"] = sorted(theirs - keys)
        report[f"{code}: placeholders or plural forms differ from English"] = [
            key for key in sorted(keys & theirs) if not entry_matches(english[key], data[key])]
    return report


def entry_matches(english: object, translated: object) -> bool:
    """Same shape (text or plural) and every English placeholder kept; nothing new added.
    The ``one`` form may leave out ``{count}`` ("1 Stich")."""
    ours, theirs = forms(english), forms(translated)
    if set(ours) != set(theirs) or not all(theirs.values()):
        return False
    for form, text in ours.items():
        want, got = placeholders(text), placeholders(theirs[form])
        if form == "one":
            want.discard("count")
            got.discard("count")
        if want != got:
            return False
    return True


def main(argv: list[str] | None = None) -> int:
    """Command line: convert (default), ``--prune`` or ``--check``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report problems; change nothing")
    parser.add_argument("--prune", action="store_true", help="also drop keys no code uses")
    args = parser.parse_args(argv)
    if args.check:
        bad = 0
        for heading, items in problems(ROOT).items():
            if items:
                bad += len(items)
                print(f"{heading} ({len(items)}):")
                for item in items:
                    print(f"  {item}")
        review = computed_calls(ROOT)
        if review:
            print(f"to review: _() of computed values; their texts must be N_() keys ({len(review)}):")
            for item in review:
                print(f"  {item}")
        print("catalogues ok" if not bad else f"{bad} problem(s)")
        return 1 if bad else 0
    for line in convert(ROOT):
        print(line)
    if args.prune:
        for line in prune(ROOT):
            print(f"dropped {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
