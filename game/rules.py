"""The rule options of one game: a single frozen object, validated.

Every option of RULES.md has a field here, named as in game records. Presets
(:mod:`game.presets`) are named instances; any option can be overridden:

>>> from game.presets import preset
>>> preset("oh-pshaw").replace(hook=True).hook
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.cards import DECK_NAMES, DECK_SIZES, Deck
from game.errors import Named, OptionsError, shown
from game.limits import MAX_DECK, MAX_PENALTY, MAX_SCHEDULE
from game.options import Schedule as Schedule
from game.options import Scoring as Scoring  # the option enums, re-exported: rules are where they are met
from game.options import Trump as Trump
from game.schedule import default_max_hand, sizes

SCHEDULES: tuple[str, ...] = tuple(s.value for s in Schedule)
TRUMP_METHODS: tuple[str, ...] = tuple(t.value for t in Trump)
SCORING_SYSTEMS: tuple[str, ...] = tuple(s.value for s in Scoring)

#: Names players read for each preset id, for messages.
PRESET_TITLES = {
    "oh-pshaw": "Oh Pshaw",
    "oh-hell": "Oh Hell",
    "up-and-down": "Up and Down the River",
    "contract-whist": "Contract Whist",
    "la-podrida": "La Podrida",
    "wizard": "Wizard",
    "oh-seven": "Oh-Seven",
    "custom": "This game",
}

#: Cards passed per round (R-X1): (count, direction); +1 is left, -1 is right.
PASS_PATTERN: tuple[tuple[int, int], ...] = ((0, 0), (1, 1), (2, -1), (3, 1), (2, -1), (1, 1), (0, 0))


@dataclass(frozen=True)
class Rules:
    """Every rule option of one game. The defaults are the Oh Pshaw preset.

    Check a set of options with :meth:`validate` before dealing; the
    ``Game`` does so itself.
    """

    preset: str = "oh-pshaw"
    deck: Deck = Deck.STANDARD52  # R-D1..R-D3; wizard60 brings Wizards and Jesters
    deck_copies: int | None = None  # None: seven32 uses two copies for 5+ players
    min_players: int = 3
    max_players: int = 7
    schedule: Schedule = Schedule.ASCENDING  # R-S5
    max_hand: int | None = None  # None: the R-S6 maximum; else the cap ("play 1 to 10")
    fixed_rounds: int = 7  # rounds of the "fixed" schedule
    trump: Trump = Trump.TURN_UP  # R-T1, R-T4, R-T6; Trump.NONE: every round without trump
    full_deck_no_trump: bool = True  # R-T2
    last_round_no_trump: bool = False  # R-T3
    hook: bool = False  # R-B3
    simultaneous_bidding: bool = False  # R-B6
    card_bidding: bool = False  # R-B4
    rebid: bool = False  # R-B5
    passing: bool = False  # R-X1
    must_trump: bool = False  # R-L3
    scoring: Scoring = Scoring.STANDARD  # R-C1, R-C4, R-C5
    nil_bonus: bool = False  # R-C3
    tricks_on_miss: bool = False  # R-C2
    round_winner_bonus: bool = False  # R-C6
    tie_break: bool = True  # R-G2
    renege_penalty: int = 0  # R-L7: score pad only; a renege scores 0, then minus this

    def __post_init__(self) -> None:
        # Options read from text (a record, --option, a preset written with strings) become
        # their enum, so ``rules.trump is Trump.BID_CARD`` holds however they were given.
        for name, kind in _ENUMS.items():
            value = getattr(self, name)
            if not isinstance(value, kind) and value in _CHOICES[name]:
                object.__setattr__(self, name, kind(value))

    # -- overriding --------------------------------------------------------

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed; unknown names and wrong types are refused."""
        for name, value in changes.items():
            _check_type(name, value)
        return dataclasses.replace(self, **changes)

    def with_option(self, text: str) -> Rules:
        """A copy with one option set from text ``"name=value"`` (the command line's ``--option``)."""
        name, sep, raw = text.partition("=")
        name = name.strip().replace("-", "_")
        if not sep:
            raise OptionsError("option_value", name=shown(name), value="", reason="write name=value")
        if name == "preset":  # a label of where the options came from, not a rule: a record
            # saying "wizard" of Oh Pshaw's rules would lie to every reader
            raise OptionsError("option_preset", option=Named("option", name))
        return self.replace(**{name: _parse_value(name, raw.strip())})

    def as_dict(self) -> dict[str, Any]:
        """Every option by name, as written into game records."""
        return dataclasses.asdict(self)

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Rules:
        """Options from a record's ``rules`` object; missing names keep their defaults."""
        return Rules().replace(**data)

    # -- derived facts -----------------------------------------------------

    @property
    def title(self) -> str:
        """The preset's name as players know it."""
        return PRESET_TITLES.get(self.preset, self.preset)

    @property
    def named(self) -> Named:
        """The preset as an error's value: its title, and its id for an interface."""
        return Named("preset", self.preset, self.title)

    def copies(self, players: int) -> int:
        """How many copies of the deck are shuffled together for ``players``."""
        if self.deck_copies is not None:
            return self.deck_copies
        return 2 if self.deck is Deck.SEVEN32 and players >= 5 else 1

    def deck_size(self, players: int) -> int:
        """Cards in the shuffled deck for ``players``."""
        return DECK_SIZES[self.deck] * self.copies(players)

    def passes(self, round_number: int) -> tuple[int, int]:
        """(cards, direction) passed in ``round_number`` (1-based): direction +1 left, -1 right."""
        if not self.passing:
            return (0, 0)
        return PASS_PATTERN[(round_number - 1) % len(PASS_PATTERN)]

    def largest_hand(self, players: int) -> int:
        """The largest hand of a game of ``players``: the option ``max_hand`` when set, else R-S6.

        >>> from game.presets import preset
        >>> [preset("oh-pshaw").largest_hand(n) for n in range(3, 8)]
        [15, 13, 10, 8, 7]
        """
        if self.max_hand is not None:
            return self.max_hand
        keep_turn_up = self.trump is Trump.TURN_UP and not self.full_deck_no_trump
        return default_max_hand(self.deck, self.deck_size(players), players, keep_turn_up)

    def hand_sizes(self, players: int) -> list[int]:
        """Cards per player for every scheduled round (tie-break rounds excluded).

        Options beyond the engine's limits are refused (:class:`OptionsError`) before the
        list is built: a rules text of unchecked options never asks for a billion.

        >>> from game.presets import preset
        >>> preset("up-and-down").hand_sizes(6)
        [1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1]
        """
        self.check_sizes()
        return sizes(self.schedule, self.largest_hand(players), self.fixed_rounds)

    # -- validation --------------------------------------------------------

    def validate(self, players: int) -> None:
        """Raise :class:`OptionsError` with a readable reason unless a game of
        ``players`` can be dealt under these options."""
        self._validate_combinations()
        if not self.min_players <= players <= self.max_players:
            raise OptionsError(
                "players_range", preset=self.named, low=self.min_players,
                high=self.max_players, players=players,
            )
        round_sizes = self.hand_sizes(players)
        hand = max(round_sizes)
        deck = self.deck_size(players)
        if players * hand > deck:
            if self.deck is Deck.SEVEN32 and self.copies(players) == 1 and players * hand <= 2 * deck:
                raise OptionsError("two_decks_needed", preset=self.named, players=players)
            raise OptionsError("deck_too_small", players=players, hand=hand, deck=deck)
        if self.trump is Trump.TURN_UP and not self.full_deck_no_trump and players * hand == deck:
            raise OptionsError("no_turn_up_left", players=players, hand=hand,
                               option=Named("option", "full_deck_no_trump"), cap=Named("option", "max_hand"))
        for number, size in enumerate(round_sizes, start=1):
            count, _ = self.passes(number)
            if count > size:
                raise OptionsError("passing_hand", option=Named("option", "passing"),
                                   count=count, number=number)

    def check_sizes(self) -> None:
        """Raise :class:`OptionsError` unless the options that size the schedule (``max_hand``,
        ``fixed_rounds``) are within the engine's limits: checked before any list is built."""
        if self.max_hand is not None and not (isinstance(self.max_hand, int)
                                              and 1 <= self.max_hand <= MAX_DECK):
            raise OptionsError("option_value", name="max_hand", value=shown(self.max_hand),
                               reason=f"a hand has 1 to {MAX_DECK} cards")
        if not (isinstance(self.fixed_rounds, int) and 1 <= self.fixed_rounds <= MAX_SCHEDULE):
            raise OptionsError("option_value", name="fixed_rounds", value=shown(self.fixed_rounds),
                               reason=f"a game has 1 to {MAX_SCHEDULE} rounds")

    def _validate_combinations(self) -> None:
        for name in _FIELD_TYPES:
            _check_type(name, getattr(self, name))
        if not 2 <= self.min_players <= self.max_players <= 9:
            raise OptionsError(
                "option_value", name="min_players/max_players",
                value=f"{self.min_players}-{self.max_players}", reason="players are 2 to 9",
            )
        if self.deck_copies not in (None, 1, 2):
            raise OptionsError("option_value", name="deck_copies", value=shown(self.deck_copies),
                               reason="use 1, 2 or none (automatic)")
        if self.deck_copies == 2 and self.deck is not Deck.SEVEN32:
            raise OptionsError("two_decks_seven32", option=Named("option", "deck_copies"))
        if not 0 <= self.renege_penalty <= MAX_PENALTY:
            raise OptionsError("option_value", name="renege_penalty", value=shown(self.renege_penalty),
                               reason=f"a penalty is 0 to {MAX_PENALTY} points")
        self.check_sizes()
        if (self.trump is Trump.BID_CARD) != self.card_bidding:
            raise OptionsError("option_needs", option="card_bidding" if self.card_bidding
                               else "trump=bid-card", requirement="both card_bidding and trump=bid-card")
        if self.card_bidding and self.deck is not Deck.SEVEN32:
            raise OptionsError("bid_card_seven32", option=Named("option", "trump"))
        if self.rebid and not self.card_bidding:
            raise OptionsError("option_needs", option=Named("option", "rebid"),
                               requirement=Named("option", "card_bidding"))
        conflicts = [
            ("hook", "simultaneous_bidding"), ("hook", "card_bidding"),
            ("simultaneous_bidding", "card_bidding"), ("last_round_no_trump", "card_bidding"),
        ]
        for first, second in conflicts:
            if getattr(self, first) and getattr(self, second):
                raise OptionsError("option_conflict", first=Named("option", first),
                                   second=Named("option", second))
        if self.scoring is not Scoring.STANDARD:
            for option in ("nil_bonus", "tricks_on_miss"):
                if getattr(self, option):
                    raise OptionsError("needs_standard_scoring", option=Named("option", option))


_CHOICES: dict[str, tuple[str, ...]] = {
    "deck": DECK_NAMES,
    "schedule": SCHEDULES,
    "trump": TRUMP_METHODS,
    "scoring": SCORING_SYSTEMS,
}
_ENUMS: dict[str, type[StrEnum]] = {"deck": Deck, "schedule": Schedule, "trump": Trump,
                                     "scoring": Scoring}
_FIELD_TYPES: dict[str, str] = {f.name: str(f.type) for f in dataclasses.fields(Rules)}


def option_names() -> list[str]:
    """Every option name, in declaration order."""
    return list(_FIELD_TYPES)


def option_choices(name: str) -> tuple[str, ...] | None:
    """The allowed values of a text option, or ``None`` for numbers and switches."""
    return _CHOICES.get(name)


def _check_type(name: str, value: object) -> None:
    kind = _FIELD_TYPES.get(name)
    if kind is None:
        raise OptionsError("option_unknown", name=shown(name), names=", ".join(_FIELD_TYPES))
    if kind == "bool":
        ok = isinstance(value, bool)
    elif kind == "int":
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind == "int | None":
        ok = value is None or (isinstance(value, int) and not isinstance(value, bool))
    else:
        ok = isinstance(value, str) and (name not in _CHOICES or value in _CHOICES[name])
    if not ok:
        reason = {
            "bool": "use true or false",
            "int": "use a whole number",
            "int | None": "use a whole number or none",
        }.get(kind, "use one of " + ", ".join(_CHOICES.get(name, ("a name",))))
        raise OptionsError("option_value", name=name, value=shown(value), reason=reason)


def _parse_value(name: str, raw: str) -> object:
    kind = _FIELD_TYPES.get(name)
    if kind is None:
        raise OptionsError("option_unknown", name=shown(name), names=", ".join(_FIELD_TYPES))
    lowered = raw.lower()
    if kind == "bool":
        if lowered in ("true", "yes", "on", "1"):
            return True
        if lowered in ("false", "no", "off", "0"):
            return False
        return raw
    if kind.startswith("int"):
        if kind == "int | None" and lowered in ("none", "null", "auto", ""):
            return None
        try:
            return int(raw)
        except ValueError:
            return raw
    return raw
