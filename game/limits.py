"""How large a game can grow: the engine's limits, which every reader of files shares.

The engine keeps every game inside these bounds (a tie that lasts to round
:data:`MAX_ROUNDS` stands; Oh-Seven rebids stop after :data:`MAX_REBIDS`),
and saves, records and the command line refuse what lies outside them. So
a game the engine allows always loads, and no file can ask the engine for
a billion rounds.

>>> MAX_ACTIONS == MAX_ROUNDS * ROUND_ACTIONS + 1
True
"""

from __future__ import annotations

#: Players at one table (R-S1).
MIN_PLAYERS = 2
MAX_PLAYERS = 9
#: The largest deck: two copies of seven32 (the largest hand can be no larger).
MAX_DECK = 64
#: Rounds of a schedule (``fixed_rounds``; the other schedules are shorter).
MAX_SCHEDULE = 100
#: Rounds of a game, tie-break rounds included (R-G2): a tie still shared after this round stands.
MAX_ROUNDS = 500
#: Oh-Seven rebids in one round (R-B5): after this many the bids stand as they are.
MAX_REBIDS = 10
#: Decisions in one round at most: a trump choice, a pass per seat, a bid per seat for the
#: first bids and every rebid, and every card of the deck played.
ROUND_ACTIONS = 1 + MAX_PLAYERS + MAX_PLAYERS * (1 + MAX_REBIDS) + MAX_DECK
#: Actions of a game at most: every round at its longest, and an early end.
MAX_ACTIONS = MAX_ROUNDS * ROUND_ACTIONS + 1
#: Seeds a game takes (any integer in this range; a file cannot make us hash a huge one).
MAX_SEED = 2**64
#: Points a renege costs at most (``renege_penalty``, score pad only).
MAX_PENALTY = 1000
#: Points of a total at most, either way: every round at its best (or worst) stays far below.
MAX_POINTS = 10**7
