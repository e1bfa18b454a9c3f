"""The catalogues against the code: every key in every language, named by feature, none
unused, placeholders and plural forms kept; the key tool; numbers, dates and engine errors
per language."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path

import pytest

from game.actions import Bid, Pass, Play
from game.cards import Card
from game.errors import MESSAGES, PHRASES, IllegalActionError, OrList, Phrase
from game.game import Game, Phase
from game.presets import preset
from tools import i18n_keys as tool
from ui.words import i18n
from ui.words.errors import error_text
from ui.words.i18n import LANGUAGES, _, format_date, format_number, ngettext, set_language


def catalogue(code: str) -> dict[str, object]:
    return json.loads((tool.LOCALE / f"{code}.json").read_text(encoding="utf-8"))


def test_every_language_has_every_key_and_no_other() -> None:
    english = set(catalogue("en"))
    for code in LANGUAGES[1:]:
        theirs = set(catalogue(code))
        assert english - theirs == set(), f"{code} lacks keys"
        assert theirs - english == set(), f"{code} has keys English does not"


def test_no_key_is_unused_and_every_used_key_exists() -> None:
    keys = set(catalogue("en")) - {"_meta"}
    used = tool.used_keys()
    assert keys - used == set(), "keys no code uses (run tools/i18n_keys.py --prune)"
    assert used - keys == set(), "keys the code uses that en.json lacks"
    assert {f"error.{k}" for k in MESSAGES} <= keys and {f"error.word.{k}" for k in PHRASES} <= keys


def test_every_key_says_its_feature_and_what_the_text_is() -> None:
    """``<feature>.<name>`` with a feature of tools/i18n_keys.py, never a module's name (which
    goes stale when the module moves) and never a hash (which says nothing of the text)."""
    for code in LANGUAGES:
        wrong = sorted(k for k in catalogue(code) if k != "_meta" and not tool.well_named(k))
        assert wrong == [], f"{code}: keys not named <feature>.<what the text is>: {wrong[:10]}"


def test_placeholders_and_plural_forms_match_english() -> None:
    english = catalogue("en")
    for code in LANGUAGES[1:]:
        data = catalogue(code)
        wrong = [k for k in english if k != "_meta" and not tool.entry_matches(english[k], data[k])]
        assert wrong == [], f"{code}: placeholders or plural forms differ in {wrong}"


def test_entry_check_can_fail() -> None:
    assert not tool.entry_matches("Round {number}", "Runde")
    assert not tool.entry_matches("Round {number}", "Runde {nummer}")
    assert not tool.entry_matches({"one": "{count} card", "other": "{count} cards"}, "{count} Karten")
    assert tool.entry_matches({"one": "{count} card", "other": "{count} cards"},
                              {"one": "eine Karte", "other": "{count} Karten"})


def test_engine_messages_match_the_english_catalogue() -> None:
    english = catalogue("en")
    for key, text in MESSAGES.items():
        entry = tool.forms(english[f"error.{key}"])
        assert all(tool.placeholders(form) == tool.placeholders(text) for form in entry.values()), key


def test_ngettext_keys_are_plural_entries_everywhere() -> None:
    plural_keys = {c.texts[0] for path in tool.python_files() for c in tool.find_calls(path)
                   if c.func == "ngettext" and c.is_key}
    assert "table.cards" in plural_keys
    for code in LANGUAGES:
        data = catalogue(code)
        for key in plural_keys:
            assert isinstance(data[key], dict) and set(data[key]) == {"one", "other"}, (code, key)


def test_every_entry_formats_in_every_language() -> None:
    for code in LANGUAGES:
        data = i18n.load_catalogue(code)
        meta = data["_meta"]
        assert meta["name"] and len(meta["months"]) == 12 and meta["decimal"] != meta["group"]
        for key, entry in data.items():
            if key == "_meta":
                continue
            for text in tool.forms(entry).values():
                text.format(**{name: 1 for name in tool.placeholders(text)})


def test_no_english_left_in_translations() -> None:
    """A translation equal to the English text is only allowed where words are the same."""
    same_ok = {"menu.title", "settings.changed.speed_normal", "table.dealer_chip", "score_sheet.continue",
               "menu.continue", "error.option_needs", "error.word.wait", "load.column_name",
               "settings.speed_normal", "settings.language_system", "new_game.start", "settings.volume",
               "pad.setup.start", "pad.keys.digits_enter", "pad.menu", "pad.keys.backspace", "seats.bot",
               "rules.option.deck", "bots.normal", "bots.expert", "net.seat_bot"}
    # the games' own names stay as their publishers and players know them
    same_ok |= {f"presets.{name}" for name in ("oh_pshaw", "oh_hell", "contract_whist", "la_podrida",
                                                 "wizard", "oh_seven")}
    english = catalogue("en")
    for code in LANGUAGES[1:]:
        data = catalogue(code)
        same = {k for k in english if k != "_meta" and data[k] == english[k] and _has_words(english[k])
                and not _key_names(english[k])}
        same -= same_ok
        assert same == set(), f"{code} still says in English: {sorted(same)}"


def _has_words(entry: object) -> bool:
    """Text beyond placeholders and units: ``"{value}%"`` or ``"{seconds} s"`` has none."""
    texts = entry.values() if isinstance(entry, dict) else [entry]
    return any(len(re.findall(r"[^\W\d_]", re.sub(r"\{[^{}]*\}", "", str(text)))) > 1 for text in texts)


def _key_names(entry: object) -> bool:
    """Names printed on the keys (``"Esc"``, ``"F2 / F3"``, ``"Tab"``) read the same everywhere."""
    key = r"(F\d+|[A-Z]|Esc|Tab|Enter|Home|End|Page|Up|Down|(Ctrl|Shift)\+\w+|0–9|[↑↓←→/]),?"
    return isinstance(entry, str) and all(re.fullmatch(key, word) for word in entry.split())


def test_glossary_terms_are_used() -> None:
    """RULES.md's glossary: trick, bid, trump, dealer in each language."""
    words = {"de": ("Stich", "Gebot", "Trumpf", "Geber"), "nl": ("slag", "bod", "troef", "deler"),
             "it": ("prese", "dichiarazione", "briscola", "mazziere")}
    for code, terms in words.items():
        text = json.dumps(catalogue(code), ensure_ascii=False)
        for term in terms:
            assert re.search(term, text, re.IGNORECASE), (code, term)


# -- the language functions ---------------------------------------------------------------

def test_plurals_read_naturally() -> None:
    expected = {"en": ("1 card", "2 cards"), "de": ("1 Karte", "2 Karten"),
                "nl": ("1 kaart", "2 kaarten"), "it": ("1 carta", "2 carte")}
    for code, (one, two) in expected.items():
        set_language(code)
        assert (ngettext("table.cards", 1), ngettext("table.cards", 2)) == (one, two)
    set_language("de")
    assert ngettext("pad.bids_for_tricks", 1, total=2) == "Gebote: 2 für 1 Stich"
    set_language("it")
    assert ngettext("pad.bids_for_tricks", 3, total=2) == "Dichiarazioni: 2 per 3 prese"


def test_numbers_and_dates_per_language() -> None:
    day = dt.datetime(2026, 3, 7, 9, 5)
    expected = {"en": ("1,234.5", "0.8", "7 Mar 2026 09:05"), "de": ("1.234,5", "0,8", "07.03.2026 09:05"),
                "nl": ("1.234,5", "0,8", "7-3-2026 09:05"), "it": ("1.234,5", "0,8", "07/03/2026 09:05")}
    for code, (big, small, date) in expected.items():
        set_language(code)
        assert format_number(1234.5) == big and format_number(0.8) == small
        assert format_date(day, with_time=True) == date
    set_language("de")
    assert format_number(2.0, decimals=1) == "2,0" and format_number(12000) == "12.000"
    assert _("settings.changed.trick_pause", seconds=0.8) == "Pause nach dem Stich: 0,8 s"


def test_missing_key_falls_back_to_english_then_to_the_text(monkeypatch: pytest.MonkeyPatch) -> None:
    german = dict(i18n.load_catalogue("de"))
    del german["menu.quit"]
    monkeypatch.setitem(i18n._catalogues, "de", german)
    monkeypatch.setattr(i18n, "STRICT", False)
    set_language("de")
    assert _("menu.quit") == "Quit"
    assert _("menu.quick_game") == "Schnelles Spiel"
    assert _("Not converted yet: {n}", n=2) == "Not converted yet: 2"  # during the transition
    assert ngettext("{count} old card", "{count} old cards", 2) == "2 old cards"


def test_strict_mode_refuses_text_that_is_not_a_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "STRICT", True)
    with pytest.raises(KeyError, match=r"run tools/i18n_keys\.py"):
        _("Quick game")
    with pytest.raises(KeyError):
        ngettext("{count} card", "{count} cards", 2)
    with pytest.raises(KeyError):
        ngettext("table.no_such_key", 2)
    assert _("menu.quick_game") == "Quick game"


def test_unknown_language_changes_nothing() -> None:
    set_language("nl")
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        set_language("fr")
    assert i18n.language() == "nl"


def test_broken_catalogue_gives_a_clear_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "locale").mkdir()
    (tmp_path / "locale" / "it.json").write_text('{"_meta": {}, "x": 3}', encoding="utf-8")
    monkeypatch.setattr(i18n, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    monkeypatch.delitem(i18n._catalogues, "it", raising=False)
    with pytest.raises(ValueError, match="x must be a string"):
        set_language("it")
    assert i18n.language() == "en"


def test_system_locales_pick_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    assert i18n.preferred_language(["fr_FR", "de-AT", "en-GB"]) == "de"
    assert i18n.preferred_language(["it"]) == "it"
    assert i18n.preferred_language(["ja-JP"]) == "en"
    assert i18n.preferred_language([]) == "en"
    monkeypatch.delenv(i18n.LANGUAGE_ENV)
    import pygame
    monkeypatch.setattr(pygame.system, "get_pref_locales",
                        lambda: [{"language": "nl", "country": "BE"}, {"language": "en", "country": None}])
    assert i18n.system_language() == "nl"
    assert i18n.resolve_language("") == "nl" and i18n.resolve_language("it") == "it"
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "de")
    assert i18n.system_language() == "de"


# -- engine errors -------------------------------------------------------------------------

def _refused(game: Game, action: object) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        game.apply(action)  # type: ignore[arg-type]
    return caught.value


def test_engine_errors_in_each_language_stay_english_for_logs() -> None:
    error = IllegalActionError("must_follow", suit="♥", cards=OrList(["7♥", "K♥", "A♥"]))
    expected = {"en": "You must follow ♥: play 7♥, K♥ or A♥",
                "de": "Du musst ♥ bedienen: Spiele 7♥, K♥ oder A♥",
                "nl": "Je moet ♥ bekennen: speel 7♥, K♥ of A♥",
                "it": "Devi rispondere a ♥: gioca 7♥, K♥ o A♥"}
    for code, text in expected.items():
        set_language(code)
        assert error_text(error) == text
    assert str(error) == expected["en"]


def test_engine_phrases_plurals_and_wizards_translate() -> None:
    set_language("de")
    wrong = IllegalActionError("wrong_phase", expected=Phrase("bid"), got=Phrase("play"))
    assert str(wrong) == "Now is the time to bid, not to play a card"
    assert error_text(wrong) == "Jetzt heißt es bieten, nicht eine Karte spielen"
    one = IllegalActionError("pass_count", count=1, direction=Phrase("left"))
    assert error_text(one) == "Gib genau eine Karte nach links weiter"
    assert error_text(IllegalActionError("pass_count", count=3, direction=Phrase("right"))) == \
        "Gib genau 3 Karten nach rechts weiter"
    assert error_text(IllegalActionError("card_not_held", card="Wizard 2")) == \
        "Du hast Zauberer 2 nicht auf der Hand"
    set_language("it")
    assert error_text(IllegalActionError("card_not_held", card="Jester 4")) == "Non hai Giullare 4 in mano"


def test_real_refusals_render_in_dutch() -> None:
    """Errors raised by the engine itself, not built by hand, come out Dutch."""
    set_language("nl")
    game = Game(preset("oh-hell"), 4, 3)
    while game.phase is Phase.BID and game.to_act != game.round.dealer:
        game.apply(Bid(0))
    hook = _refused(game, Bid(game.round.hand_size))
    assert error_text(hook).startswith("De deler mag geen 1 bieden (haakregel)")
    assert _refused(game, Play(Card.parse("2C"))).key == "wrong_phase"
    assert error_text(_refused(game, Play(Card.parse("2C")))) == "Nu moet je bieden, niet een kaart spelen"
    assert error_text(_refused(game, Pass(()))).startswith("Nu moet je bieden, niet kaarten doorgeven")
