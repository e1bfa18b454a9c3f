"""Turn English texts in ``_()`` calls into catalogue keys, and check the catalogues.

    python tools/i18n_keys.py            # convert ui/ and cli/, add English to en.json
    python tools/i18n_keys.py --prune    # the same, then drop keys no code uses
    python tools/i18n_keys.py --check    # list what is missing, extra or unconverted; exit 1 if any

A key is ``<feature>.<what the text is>``: the feature a player knows (``table``, ``pad``,
``review``, one of :data:`FEATURES`), never a module's path, so a key stays put when code
moves. A call ``_("Round {number} of {total}", number=n)`` in ``ui/table/view.py`` becomes
``_("table.round_of", number=n)`` and ``en.json`` gets ``"table.round_of": "Round {number}
of {total}"``: the feature comes from :data:`MODULE_FEATURES` (a module with none is
refused: add it there) and the name from the text's first five words, or more words when
two texts of a feature would share a key. Texts that no words tell apart ("Continue" and
"Continue!", "✓") are left as they are and listed: give them a key by hand. No key ends in
a hash. ``ngettext(singular, plural, count)`` becomes ``ngettext(key, count)`` with a
``{"one", "other"}`` entry; ``N_("text")`` marks names kept in tables. A new key whose
English text another key already has gets that key's translations. Engine messages
(``game.errors.MESSAGES`` and ``PHRASES``) are kept in en.json as ``error.<key>`` and
``error.word.<key>``, the game over lines (``game.outcome.MESSAGES``) as ``outcome.<key>``,
the messages of ``saves`` (``saves.problems``) as ``saves.<key>``. Standard library only.
"""

from __future__ import annotations

import argparse
import ast
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

#: The first part of every key: what a player would call the part of the program the text
#: belongs to. ``error``, ``outcome`` and ``saves`` are the engine's and the files' messages.
FEATURES = ("common", "menu", "continue", "new_game", "seats", "bots", "house_rules", "presets",
            "rules", "settings", "sound", "keys", "table", "hint", "hotseat", "pause", "save",
            "load", "export", "score_sheet", "game_over", "review", "statistics", "games", "pad",
            "cards", "error", "outcome", "saves", "case", "coach", "learn", "net")

#: The feature (with a sub-level where a feature is big) of the texts of a module, or of a
#: folder's modules (a key ending in ``/``); the longest match wins. A module that moves
#: keeps its keys: only its new texts look here.
MODULE_FEATURES = {
    "ui/app.py": "common", "ui/navigator.py": "common", "ui/scene.py": "common",
    "ui/continuing.py": "continue",
    "ui/core/": "common", "ui/core/settings.py": "settings", "ui/core/sound.py": "sound",
    "ui/widgets/": "common", "ui/widgets/house_rules.py": "house_rules",
    "ui/widgets/seat_list.py": "seats", "ui/widgets/stats_chart.py": "statistics.chart",
    "ui/widgets/preset_cards.py": "presets", "ui/widgets/rules_box.py": "rules",
    "ui/words/": "common", "ui/words/names.py": "rules", "ui/words/rules_text.py": "rules.text",
    "ui/words/seats.py": "seats", "ui/words/outcome.py": "outcome", "ui/words/errors.py": "error",
    "ui/words/save_messages.py": "save",
    "ui/cards/": "cards",
    "ui/scenes/templates/": "common", "ui/scenes/confirm.py": "common", "ui/scenes/menu.py": "menu",
    "ui/scenes/rules.py": "rules", "ui/scenes/settings.py": "settings", "ui/scenes/keys.py": "keys",
    "ui/scenes/pause.py": "pause", "ui/scenes/save_dialog.py": "save", "ui/scenes/load.py": "load",
    "ui/scenes/export_dialog.py": "export", "ui/scenes/score_sheet.py": "score_sheet",
    "ui/scenes/game_over.py": "game_over", "ui/scenes/standings.py": "game_over",
    "ui/scenes/skill_table.py": "game_over", "ui/scenes/totals_chart.py": "game_over",
    "ui/scenes/statistics.py": "statistics",
    "ui/scenes/games.py": "games", "ui/scenes/case_dialog.py": "case",
    "ui/widgets/bot_report.py": "case",
    "ui/table/": "table", "ui/table/setup.py": "new_game", "ui/table/hints.py": "hint",
    "ui/table/hotseat.py": "hotseat", "ui/table/handover.py": "hotseat", "ui/table/keys.py": "keys",
    "ui/table/displaced.py": "load", "ui/table/coach.py": "coach", "ui/table/note.py": "coach",
    "ui/learn/": "learn",
    "ui/pad/": "pad", "ui/pad/setup.py": "pad.setup", "ui/pad/correct.py": "pad.correct",
    "ui/pad/rules_form.py": "pad.rules",
    "ui/review/": "review", "ui/review/report.py": "review.report", "ui/review/chart.py": "review.chart",
    "ui/net/": "net",
}


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


def feature_of(path: Path, root: Path = ROOT) -> str | None:
    """The feature of the texts of ``path`` (:data:`MODULE_FEATURES`), ``None`` for a module
    without one.

    >>> feature_of(ROOT / "ui" / "table" / "hints.py"), feature_of(ROOT / "ui" / "table" / "view.py")
    ('hint', 'table')
    """
    name = path.relative_to(root).as_posix()
    matches = [prefix for prefix in MODULE_FEATURES
               if name == prefix or (prefix.endswith("/") and name.startswith(prefix))]
    return MODULE_FEATURES[max(matches, key=len)] if matches else None


def is_hashed(key: str) -> bool:
    """The key's last word is a hash (four hex digits, at least one of them a digit), which
    says nothing of the text: ``menu.3f2a``, ``load.the_saves_cannot_6cc6``."""
    last = key.rsplit(".", 1)[-1].rsplit("_", 1)[-1]
    return len(last) == 4 and all(c in "0123456789abcdef" for c in last) and any(c.isdigit() for c in last)


def well_named(key: str) -> bool:
    """``<feature>.<name>``: a key of the catalogues' form whose first part is one of
    :data:`FEATURES`, and that does not end in a hash."""
    return bool(KEY.match(key)) and key.split(".")[0] in FEATURES and not is_hashed(key)


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


def key_for(feature: str, texts: tuple[str, ...], words: int = MAX_WORDS) -> str | None:
    """The key of ``texts`` (a text, or singular and plural) in ``feature``: its first
    ``words`` words; ``None`` when the text has no words to name it by.

    >>> key_for("table", ("Round {number} of {total}",))
    'table.round_of'
    """
    found = _words(texts[-1])
    return f"{feature}.{'_'.join(found[:words])}" if found else None


def feature_keys(texts: set[tuple[str, ...]], feature: str,
                 taken: dict[str, object]) -> tuple[dict[tuple[str, ...], str], list[tuple[str, ...]]]:
    """Keys for a feature's new English ``texts``, and the texts no words can name.

    A text takes its first five words; where two texts (or a text and a key of ``taken``,
    the catalogue, with another entry) would share a key, each takes more of its words.
    Texts that run out of words still sharing a key, or that have no words, are returned
    to be named by hand: a key never gets a hash."""
    def entry(text: tuple[str, ...]) -> object:
        return text[0] if len(text) == 1 else {"one": text[0], "other": text[1]}

    count = {text: MAX_WORDS for text in texts}
    unnamed = {text for text in texts if key_for(feature, text) is None}
    while True:
        by_key: dict[str, list[tuple[str, ...]]] = {}
        for text in texts - unnamed:
            by_key.setdefault(str(key_for(feature, text, count[text])), []).append(text)
        clashes = [same for key, same in by_key.items()
                   if len(same) > 1 or (key in taken and taken[key] != entry(same[0]))]
        if not clashes:
            return {same[0]: key for key, same in by_key.items()}, sorted(unnamed)
        for same in clashes:
            longer = [text for text in same if count[text] < len(_words(text[-1]))]
            for text in longer:
                count[text] += 1
            if not longer:  # no words left to tell them apart
                unnamed.update(same)


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
    """Replace English texts by keys in every module; add them to en.json; return what changed,
    and the texts left for a hand to name (a module without a feature, a text without words)."""
    english = read_catalogue("en")
    others = {code: read_catalogue(code) for code in LANGUAGES[1:]}
    changed = []
    pending: dict[Path, list[Call]] = {}
    texts: dict[str, set[tuple[str, ...]]] = {}
    for path in python_files(root):
        calls = [call for call in find_calls(path) if not call.is_key]
        if not calls:
            continue
        feature = feature_of(path, root)
        if feature is None:
            changed.append(f"{path.relative_to(root)}: no feature for this module's texts: "
                           f"add it to MODULE_FEATURES in tools/i18n_keys.py")
            continue
        pending[path] = calls
        texts.setdefault(feature, set()).update(call.texts for call in calls)
    keys: dict[str, dict[tuple[str, ...], str]] = {}
    for feature, found in texts.items():
        keys[feature], unnamed = feature_keys(found, feature, english)
        changed += [f"{feature}: {text[-1]!r} needs a key by hand: no words of it tell it from "
                    f"another text (write _(\"{feature}.<name>\") and add it to en.json)" for text in unnamed]
    for path, calls in pending.items():
        named = keys[str(feature_of(path, root))]
        source = path.read_bytes()
        for call in sorted(calls, key=lambda c: c.span, reverse=True):
            if call.texts not in named:
                continue
            key = named[call.texts]
            source = source[:call.span[0]] + json.dumps(key).encode() + source[call.span[1]:]
            entry: object = call.texts[0] if len(call.texts) == 1 else \
                {"one": call.texts[0], "other": call.texts[1]}
            _add(key, entry, english, others)
            changed.append(f"{path.relative_to(root)}:{call.line}: {key}")
        if source != path.read_bytes():
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
        "en: not named <feature>.<what the text is> (FEATURES), or ending in a hash":
            sorted(key for key in keys if not well_named(key)),
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
