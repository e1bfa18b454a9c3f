"""The lessons of Learn to play: the guided first game of Oh Pshaw, then short add-ons for
what the other presets bring.

The first game has three rounds (one, two, three cards) on deals chosen so that each idea
comes up once: the deal and the turned-up trump, bidding exactly, following suit, trumping,
what wins a trick, scoring 10 + bid, and why the total of the bids matters. The player
sits at seat 0 (the bottom); Basil, Cleo and Dmitri follow clockwise. Each add-on is one
round of its preset: the hook, a round without trump, Wizard's Wizards and Jesters,
Oh-Seven's bids with a card, and its rebid and passing.
"""

from __future__ import annotations

from dataclasses import replace

from game.options import Schedule
from game.presets import preset
from game.rules import Rules
from ui.learn.lesson import Lesson, Step, Until
from ui.learn.prepared import Deal
from ui.words.i18n import N_


def _one_round(rules: Rules, cards: int) -> Rules:
    """``rules`` for a single round of ``cards`` cards, with no tie-break after it."""
    return replace(rules, schedule=Schedule.FIXED, max_hand=cards, fixed_rounds=1, tie_break=False)


BASICS = Lesson(
    name="basics",
    title=N_("learn.basics.title"),
    line=N_("learn.basics.line"),
    rules=replace(preset("oh-pshaw"), max_hand=3, tie_break=False),
    dealer=3,
    deals=(
        Deal(("AS", "KD", "9S", "QC"), turn_up="4S"),
        Deal(("KC 8H", "QD AC", "5D 9C", "AD 2C"), turn_up="3H"),
        Deal(("AH 4H 7S", "2H TD 8C", "KH QH AD", "9H JS 5D"), turn_up="6C"),
    ),
    script=(
        ("", "bid 0; play KD", "bid 1; play 9S", "bid 0; play QC"),
        ("", "bid 1; play QD; play AC", "bid 0; play 5D; play 9C", "bid 1; play AD; play 2C"),
        ("", "bid 1; play 2H; play 8C; play TD", "bid 1; play KH; play QH; play AD",
         "bid 0; play 9H; play JS; play 5D"),
    ),
    steps=(
        Step(N_("learn.basics.welcome")),
        Step(N_("learn.basics.tricks")),
        Step(N_("learn.basics.trump")),
        Step(N_("learn.basics.bid_one"), Until.ACT, ("bid 1",), N_("learn.basics.bid_one_wrong")),
        Step(N_("learn.basics.lead"), Until.ACT, ("play AS",)),
        Step(N_("learn.basics.trick"), Until.ROUND),
        Step(N_("learn.basics.score")),
        Step(N_("learn.basics.round_two")),
        Step(N_("learn.basics.total"), Until.ACT, ("bid 1",), N_("learn.basics.total_wrong")),
        Step(N_("learn.basics.total_after")),
        Step(N_("learn.basics.trump_in"), Until.ACT, ("play 8H",), N_("learn.basics.trump_in_wrong")),
        Step(N_("learn.basics.winner_leads"), Until.ACT, ("play KC",)),
        Step(N_("learn.basics.highest_wins"), Until.ROUND),
        Step(N_("learn.basics.score_two")),
        Step(N_("learn.basics.round_three")),
        Step(N_("learn.basics.bid_three"), Until.ACT, ("bid 1",), N_("learn.basics.bid_three_wrong")),
        Step(N_("learn.basics.follow"), Until.ACT, ("play AH",), N_("learn.basics.follow_wrong")),
        Step(N_("learn.basics.duck"), Until.ACT, ("play 4H",), N_("learn.basics.duck_wrong")),
        Step(N_("learn.basics.watch"), Until.TRICK),
        Step(N_("learn.basics.last"), Until.ROUND),
        Step(N_("learn.basics.score_three")),
    ),
)

HOOK = Lesson(
    name="hook",
    title=N_("learn.hook.title"),
    line=N_("learn.hook.line"),
    # one round is also the last one, which Oh Hell plays without trump: here the 3♠ is trump
    rules=_one_round(replace(preset("oh-hell"), last_round_no_trump=False), 2),
    dealer=0,
    deals=(Deal(("AS 4D", "KH 9C", "QH 2C", "JC 8H"), turn_up="3S"),),
    script=(("", "bid 1; play KH; play 9C", "bid 0; play QH; play 2C", "bid 0; play 8H; play JC"),),
    steps=(
        Step(N_("learn.hook.about")),
        Step(N_("learn.hook.bid"), Until.ACT, ("bid 2",), N_("learn.hook.bid_wrong")),
        Step(N_("learn.hook.trump_in"), Until.ACT, ("play AS",), N_("learn.hook.trump_in_wrong")),
        Step(N_("learn.hook.play"), Until.ROUND),
        Step(N_("learn.hook.after")),
    ),
    preset="oh-hell",
)

NO_TRUMP = Lesson(
    name="no_trump",
    title=N_("learn.no_trump.title"),
    line=N_("learn.no_trump.line"),
    rules=_one_round(replace(preset("oh-hell"), hook=False), 3),
    dealer=3,
    deals=(Deal(("AH 2S 3C", "KH 9S 4C", "5H JS QC", "7H TS 8D")),),
    script=(("", "bid 0; play KH; play 9S; play 4C", "bid 1; play 5H; play JS; play QC",
             "bid 0; play 7H; play TS; play 8D"),),
    steps=(
        Step(N_("learn.no_trump.about")),
        Step(N_("learn.no_trump.bid"), Until.ACT, ("bid 1",), N_("learn.no_trump.bid_wrong")),
        Step(N_("learn.no_trump.play"), Until.ROUND),
        Step(N_("learn.no_trump.after")),
    ),
    preset="oh-hell",
)

WIZARD = Lesson(
    name="wizard",
    title=N_("learn.wizard.title"),
    line=N_("learn.wizard.line"),
    rules=_one_round(preset("wizard"), 3),
    dealer=3,
    deals=(Deal(("W1 N1 9H", "KS 7H 2D", "AH 5C QD", "JS 3H N2"), turn_up="6S"),),
    script=(("", "bid 1; play 7H; play KS; play 2D", "bid 1; play AH; play 5C; play QD",
             "bid 1; play 3H; play JS; play N2"),),
    steps=(
        Step(N_("learn.wizard.about")),
        Step(N_("learn.wizard.bid"), Until.ACT, ("bid 1",), N_("learn.wizard.bid_wrong")),
        Step(N_("learn.wizard.lead"), Until.ACT, ("play W1",), N_("learn.wizard.lead_wrong")),
        Step(N_("learn.wizard.play"), Until.ROUND),
        Step(N_("learn.wizard.after")),
    ),
    preset="wizard",
)

CARD_BIDS = Lesson(
    name="card_bids",
    title=N_("learn.card_bids.title"),
    line=N_("learn.card_bids.line"),
    rules=replace(_one_round(preset("oh-seven"), 7), rebid=False),
    dealer=3,
    deals=(),
    script=(),
    steps=(
        Step(N_("learn.card_bids.about")),
        Step(N_("learn.card_bids.trump")),
        Step(N_("learn.card_bids.bid"), Until.ROUND),
        Step(N_("learn.card_bids.after")),
    ),
    preset="oh-seven",
)

REBID_PASSING = Lesson(
    name="rebid_passing",
    title=N_("learn.rebid_passing.title"),
    line=N_("learn.rebid_passing.line"),
    rules=replace(preset("oh-seven"), schedule=Schedule.FIXED, fixed_rounds=2, passing=True,
                  tie_break=False),
    dealer=3,
    deals=(),
    script=(),
    steps=(
        Step(N_("learn.rebid_passing.rebid")),
        Step(N_("learn.rebid_passing.passing")),
        Step(N_("learn.rebid_passing.play"), Until.ROUND),
        Step(N_("learn.rebid_passing.round_two")),
        Step(N_("learn.rebid_passing.play_two"), Until.ROUND),
        Step(N_("learn.rebid_passing.after")),
    ),
    preset="oh-seven",
)

#: Every lesson by name, in the order the list shows them (the names are the settings').
LESSONS: dict[str, Lesson] = {lesson.name: lesson for lesson in
                              (BASICS, HOOK, NO_TRUMP, WIZARD, CARD_BIDS, REBID_PASSING)}
