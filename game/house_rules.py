"""Every rule option a player may change before a game, as data a setup screen lays out.

:func:`house_rules` lists the options offered for a game of ``players`` under
``rules``: each with its kind (a switch, a choice, a number), the values it
may take in that game, its current value, and whether it has any effect with
the other options as they are. :func:`with_option` changes one, keeping the
options that are one choice to a player together (Oh-Seven's bid card is both
``trump`` and ``card_bidding``); :func:`problem` is the engine's reason when
the combination cannot be played, ``None`` when it can.

>>> from game.presets import preset
>>> rules = with_option(preset("oh-pshaw"), "trump", "bid-card")
>>> rules.card_bidding, str(problem(rules, 4))
(True, 'Bidding with a card (trump) needs the 32-card Oh-Seven deck')
>>> spec = next(s for s in house_rules(preset("oh-seven"), 6) if s.name == "deck_copies")
>>> spec.kind, spec.values, spec.value
(<OptionKind.CHOICE: 'choice'>, (None, 1, 2), None)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.cards import DECK_NAMES, Deck
from game.errors import OptionsError
from game.limits import MAX_SCHEDULE
from game.options import Scoring, Trump
from game.rules import SCHEDULES, SCORING_SYSTEMS, TRUMP_METHODS, Rules, option_names


class OptionKind(Enum):
    """How a screen offers an option."""

    SWITCH = "switch"  # on or off
    CHOICE = "choice"  # one of ``values`` (``None`` reads "automatic")
    NUMBER = "number"  # a whole number within ``bounds``; ``values`` are the usual ones


@dataclass(frozen=True)
class OptionSpec:
    """One option as offered for one game."""

    name: str
    kind: OptionKind
    rule: str  # the RULES.md ids it sets
    values: tuple[object, ...]  # allowed in this game (for a number: the usual ones)
    value: object  # the current value
    applies: bool = True  # False when the other options leave it without effect
    bounds: tuple[int, int] | None = None  # a number's smallest and largest value


#: The options offered, in the order a screen shows them, with their rule ids.
OFFERED: dict[str, str] = {
    "deck": "R-D1..R-D3", "deck_copies": "R-D2", "schedule": "R-S5", "max_hand": "R-S5, R-S6",
    "fixed_rounds": "R-S5", "trump": "R-T1, R-T4, R-T6", "full_deck_no_trump": "R-T2",
    "last_round_no_trump": "R-T3", "hook": "R-B3", "simultaneous_bidding": "R-B6", "rebid": "R-B5",
    "passing": "R-X1", "must_trump": "R-L3", "scoring": "R-C1, R-C4, R-C5", "nil_bonus": "R-C3",
    "tricks_on_miss": "R-C2", "round_winner_bonus": "R-C6", "tie_break": "R-G2",
    "renege_penalty": "R-L7, R-G5",
}
#: The options not offered on their own, and why.
NOT_OFFERED: dict[str, str] = {
    "preset": "names the preset the options came from",
    "min_players": "the preset's smallest table",
    "max_players": "the preset's largest table",
    "card_bidding": "one choice with trump: bid-card",
}
#: Options that matter only on the score pad (the table never lets a renege happen).
SCORE_PAD_ONLY = ("renege_penalty",)
#: Penalties players usually agree on (the texts: "a deduction of 10 points").
USUAL_PENALTIES = (0, 5, 10, 20)
MAX_PENALTY = 100


def house_rules(rules: Rules, players: int, score_pad: bool = False) -> list[OptionSpec]:
    """Every option offered for a game of ``players`` (on the score pad with ``score_pad``)."""
    return [spec(name, rules, players) for name in OFFERED if score_pad or name not in SCORE_PAD_ONLY]


def spec(name: str, rules: Rules, players: int) -> OptionSpec:
    """Option ``name`` as offered for a game of ``players`` under ``rules``."""
    value = getattr(rules, name)
    rule = OFFERED[name]
    if isinstance(value, bool):
        return OptionSpec(name, OptionKind.SWITCH, rule, (False, True), value, _applies(name, rules))
    if name == "fixed_rounds":
        usual = tuple(sorted({*range(1, 21), value}))
        return OptionSpec(name, OptionKind.NUMBER, rule, usual, value, rules.schedule == "fixed",
                          (1, MAX_SCHEDULE))
    if name == "renege_penalty":
        usual = tuple(sorted({*USUAL_PENALTIES, value}))
        return OptionSpec(name, OptionKind.NUMBER, rule, usual, value, True, (0, MAX_PENALTY))
    return OptionSpec(name, OptionKind.CHOICE, rule, _choices(name, rules, players), value,
                      _applies(name, rules))


def _choices(name: str, rules: Rules, players: int) -> tuple[object, ...]:
    if name == "deck":
        return DECK_NAMES
    if name == "deck_copies":
        return (None, 1, 2) if rules.deck == Deck.SEVEN32 else (None, 1)
    if name == "schedule":
        return SCHEDULES
    if name == "trump":
        return TRUMP_METHODS
    if name == "scoring":
        return SCORING_SYSTEMS
    if name == "max_hand":
        most = max(1, rules.deck_size(players) // max(1, players))
        return (None, *sorted({*range(1, most + 1), *([rules.max_hand] if rules.max_hand else [])}))
    raise KeyError(name)


def _applies(name: str, rules: Rules) -> bool:
    """Whether an option changes anything with the others as they are."""
    if name == "rebid":
        return rules.card_bidding
    if name == "full_deck_no_trump":
        return rules.trump == Trump.TURN_UP
    if name == "last_round_no_trump":
        return rules.trump == Trump.TURN_UP
    if name in ("nil_bonus", "tricks_on_miss"):
        return rules.scoring == Scoring.STANDARD
    if name == "deck_copies":
        return rules.deck == Deck.SEVEN32
    return True


def with_option(rules: Rules, name: str, value: object) -> Rules:
    """``rules`` with option ``name`` set to ``value`` and the options tied to it following:
    Oh-Seven's bid card is ``trump`` and ``card_bidding`` together (and no rebid without it);
    a deck without two copies drops ``deck_copies`` 2. Unknown names and wrong types are
    refused (:class:`OptionsError`); whether the game can be played is :func:`problem`'s."""
    changes: dict[str, object] = {name: value}
    if name in ("trump", "card_bidding"):
        card = value == Trump.BID_CARD if name == "trump" else value is True
        changes["card_bidding"] = card
        if name == "card_bidding":
            keep = Trump.TURN_UP if rules.trump == Trump.BID_CARD else rules.trump
            changes["trump"] = Trump.BID_CARD if card else keep
        if not card:
            changes["rebid"] = False
    if name == "deck" and value != "seven32" and rules.deck_copies == 2:
        changes["deck_copies"] = None
    return rules.replace(**changes)


def problem(rules: Rules, players: int) -> OptionsError | None:
    """The engine's reason why a game of ``players`` cannot be played under ``rules``, or
    ``None`` when it can (a setup screen shows it beside Start, which stays off)."""
    try:
        rules.validate(players)
    except OptionsError as error:
        return error
    return None


def unlisted() -> list[str]:
    """Options of :class:`Rules` neither offered nor explained in :data:`NOT_OFFERED` (a test
    keeps this empty, so a new option reaches the setup screen)."""
    return [name for name in option_names() if name not in OFFERED and name not in NOT_OFFERED]
