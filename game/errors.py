"""Errors a player or a command line can read.

Every error carries a message *key* and its *values*, so an interface can
render it in another language, and an English text for logs and the
command line (``str(error)``).
"""

from __future__ import annotations

from typing import Any

#: English texts of every message the engine can raise, by key.
MESSAGES: dict[str, str] = {
    # actions
    "not_your_turn": "It is not {seat_name}'s turn: seat {to_act} is to act",
    "game_over": "The game is over: no more actions",
    "wrong_phase": "Now is the time to {expected}, not to {got}",
    "card_not_held": "You do not hold {card}",
    "must_follow": "You must follow {suit}: play {cards}",
    "must_trump": "You cannot follow {suit} and must trump: play {cards}",
    "bid_range": "A bid must be a whole number from 0 to {max}",
    "hook": "The dealer may not bid {bid}: bids would total the {tricks} tricks",
    "bid_card_used": "{card} was already used for a bid this round: choose another card",
    "pass_count": "Pass exactly {count} card(s) {direction}",
    "pass_not_held": "You cannot pass {cards}: you do not hold them",
    "trump_choice": "Choose a suit for trump",
    # the score pad (R-G5)
    "pad_tricks_range": "Tricks taken are a whole number from 0 to {max}",
    "pad_tricks_total": "The tricks add up to {total}, not the {size} played",
    "pad_identical_card": "{card} is in the deck {copies} time(s): no more players can have bid with it",
    "pad_suit_without_cards": "A suit goes with a bid only when bidding with cards",
    "pad_no_turn_up": "No card is turned up for trump this round",
    "pad_turn_up_suit": "A card turned up from this deck always has a suit",
    "pad_suit_needed": "Give the suit of every bid of {bid}: the suit decides the top bid card",
    "pad_rebid_due": "Bids totalling {tricks} cannot stand: enter the rebid",
    "pad_rebid_not_due": "These bids needed no rebid",
    "pad_entry_size": "Give one bid and one trick count for each of the {players} players",
    "pad_seat": "There is no such player: seats are 0 to {last}",
    "pad_round_unknown": "Round {number} cannot be corrected: only complete rounds can",
    "pad_round_after_end": (
        "With this correction the game is decided after round {number}, but later rounds "
        "are entered: take them back first"
    ),
    # options
    "option_unknown": "Unknown rule option {name!r}; options are: {names}",
    "option_value": "Option {name} cannot be {value!r}: {reason}",
    "option_preset": "{option} names the preset the options came from: choose the preset itself instead",
    "preset_unknown": "Unknown preset {name!r}; presets are: {names}",
    "players_range": "{preset} is played by {low} to {high} players, not {players}",
    "deck_too_small": "{players} players cannot be dealt {hand} cards from {deck}",
    "two_decks_needed": "{preset} with {players} players needs two decks",
    "no_turn_up_left": (
        "{players} players with {hand} cards use the whole deck: no card is left to turn up"
        " for trump (switch on {option} or lower {cap})"
    ),
    "option_conflict": "{first} cannot be combined with {second}",
    "option_needs": "{option} needs {requirement}",
    "bid_card_seven32": "Bidding with a card ({option}) needs the 32-card Oh-Seven deck",
    "two_decks_seven32": "Two decks ({option}) are only for the 32-card Oh-Seven deck",
    "passing_hand": "{option} needs at least {count} cards in round {number}",
    "needs_standard_scoring": "{option} needs scoring standard",
}


class GameError(ValueError):
    """A refused action or an impossible set of options.

    ``key`` names the message in :data:`MESSAGES`; ``values`` fill its
    placeholders. ``str(error)`` is the English text.
    """

    def __init__(self, key: str, **values: Any) -> None:
        self.key = key
        self.values = values
        super().__init__(MESSAGES[key].format(**values))

    def __reduce__(self) -> tuple[Any, ...]:
        # by key and values (a process worker sends errors back), not by the English text
        return (_restore, (type(self), self.key, self.values))


def _restore(kind: type[GameError], key: str, values: dict[str, Any]) -> GameError:
    return kind(key, **values)


class IllegalActionError(GameError):
    """An action the rules do not allow now. The game state is unchanged."""


class OptionsError(GameError):
    """Rule options that cannot make a game (or an unknown preset or option)."""


#: English words an error's values may hold, by key; an interface translates them by key.
PHRASES: dict[str, str] = {
    "left": "to the left",
    "right": "to the right",
    "bid": "bid",
    "bid_card": "bid with a card",
    "play": "play a card",
    "pass": "pass cards",
    "choose_trump": "choose trump",
    "wait": "wait",
    "enter_suit": "give the suit of a top bid card",
    "enter_trump": "give the suit turned up for trump",
    "enter_tricks": "enter the tricks taken",
    "renege": "mark a renege",
    "do_that": "do that",
}


class Phrase(str):
    """An English phrase of :data:`PHRASES` in an error's values; ``key`` names it.

    >>> Phrase("left"), Phrase("left").key
    ('to the left', 'left')
    """

    key: str

    def __new__(cls, key: str) -> Phrase:
        phrase = super().__new__(cls, PHRASES[key])
        phrase.key = key
        return phrase

    def __getnewargs__(self) -> tuple[str]:
        return (self.key,)  # pickled (a process worker) by key, not by text


class OrList(str):
    """A list of choices as English text (``"7♥, K♥ or A♥"``) that keeps its ``items``,
    so an interface can join them with its own "or"."""

    items: tuple[str, ...]

    def __new__(cls, items: list[str]) -> OrList:
        text = "".join(items) if len(items) <= 1 else ", ".join(items[:-1]) + " or " + items[-1]
        listed = super().__new__(cls, text)
        listed.items = tuple(items)
        return listed

    def __getnewargs__(self) -> tuple[list[str]]:  # type: ignore[override]
        return (list(self.items),)


class Named(str):
    """A name in an error's values that an interface shows in its own words: an option
    (``Named("option", "hook")`` reads ``hook``, as the command line writes it) or a preset
    (``Named("preset", "oh-hell", "Oh Hell")`` reads its English title).

    >>> Named("option", "hook"), Named("preset", "oh-hell", "Oh Hell").key
    ('hook', 'oh-hell')
    """

    kind: str
    key: str

    def __new__(cls, kind: str, key: str, text: str | None = None) -> Named:
        named = super().__new__(cls, key if text is None else text)
        named.kind, named.key = kind, key
        return named

    def __getnewargs__(self) -> tuple[str, str, str]:  # type: ignore[override]
        return (self.kind, self.key, str(self))


def or_list(items: list[str]) -> OrList:
    """``["7♥", "K♥", "A♥"]`` → ``"7♥, K♥ or A♥"``: the way a player lists choices."""
    return OrList(items)


#: Characters of a value an error echoes at most (a longer one is cut and ends with "…"),
#: as the command line's own refusals cut what was typed.
SHOWN_CHARS = 40


def shown(value: object) -> object:
    """``value`` as an error echoes it: a text, or a number's digits, longer than
    :data:`SHOWN_CHARS` is cut (a 5,000-character option stays one short line).

    >>> shown("x" * 50), shown(7)
    ('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…', 7)
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        digits = str(value)  # at most the interpreter's digit limit: values come from int()
        return digits[:SHOWN_CHARS] + "…"
    if isinstance(value, str) and not isinstance(value, (Named, Phrase, OrList)) \
            and len(value) > SHOWN_CHARS:
        return value[:SHOWN_CHARS] + "…"
    return value
