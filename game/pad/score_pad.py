"""Score pad mode (R-G5): people play with real cards, the program keeps score.

The pad is a small state machine, like the table's :class:`~game.game.Game`:
an explicit phase, the seat to enter next, and :meth:`ScorePad.apply` that
checks an entry and refuses it with a readable message, changing nothing.
A screen steps through it with digits and Enter: each bid in bidding order
(eldest hand first, the dealer last, the hook rule enforced), for Oh-Seven
the suit of a top bid card when the pad must know it, then the tricks each
player took (they must add up to the hand size). The last trick count scores
the round. Reneges are marked per player while the tricks are entered; any
complete round can be corrected later, and :meth:`ScorePad.undo` takes back
the last entry. A pad game is its setup plus :attr:`ScorePad.log`.

>>> from game.presets import preset
>>> pad = ScorePad(preset("oh-pshaw"), players=3, first_dealer=0)
>>> pad.phase, pad.to_act, pad.hand_size
(<PadPhase.BID: 'bid'>, 1, 1)
>>> pad.enter_round(bids=[1, 0, 0], tricks=[1, 0, 0])
[11, 10, 10]
>>> pad.totals, pad.dealer
([11, 10, 10], 1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

from game.bidding import balance, hook_forbidden
from game.cards import Deck, Suit
from game.errors import IllegalActionError, OptionsError, Phrase
from game.game import ROTATION
from game.options import Trump
from game.outcome import Outcome, outcome
from game.pad.actions import (
    Correct,
    EndPad,
    EnterBid,
    EnterSuit,
    EnterTricks,
    EnterTrump,
    PadAction,
    PadBid,
    Renege,
    RoundEntry,
)
from game.pad.round import (
    PadRound,
    bid_order,
    check_bid,
    check_copies,
    check_entry,
    check_tricks,
    highest_bid,
    rebid_due,
    round_points,
    suits_needed,
    top_seats,
)
from game.rules import Rules
from game.tie_break import counts_in_totals, decide, early_winners


class PadPhase(Enum):
    """What the pad waits for."""

    BID = "bid"
    SUIT = "suit"  # Oh-Seven: the suit of a top bid card
    TRICKS = "tricks"
    OVER = "over"


_EXPECTED = {PadPhase.BID: "bid", PadPhase.SUIT: "enter_suit", PadPhase.TRICKS: "enter_tricks"}


class PadTrump(Enum):
    """What the pad knows of a round's trump before anyone tells it (the screen shows it)."""

    TURN_UP = "turn-up"  # the card turned up after the deal decides (R-T1, R-T5)
    ROTATING = "rotating"  # known from the round number (R-T4)
    BID_CARD = "bid-card"  # the top bid card's suit, once the bids are in (R-T6)
    NONE = "none"  # no trump this round (R-T2, R-T3, or trump none)


class ScorePad:
    """The score sheet of a game played with real cards, by seat (0..players-1, clockwise)."""

    def __init__(self, rules: Rules, players: int, first_dealer: int = 0) -> None:
        rules.validate(players)
        if not 0 <= first_dealer < players:
            raise OptionsError("option_value", name="first_dealer", value=first_dealer,
                               reason=f"seats are 0 to {players - 1}")
        self.rules = rules
        self.players = players
        self.first_dealer = first_dealer
        self.sizes = rules.hand_sizes(players)
        self.log: list[PadAction] = []
        self._start()

    def _start(self) -> None:
        self.rounds: list[PadRound] = []
        self.totals = [0] * self.players
        self.candidates = list(range(self.players))  # who can still win (R-G2)
        self.winners: list[int] = []
        self.ended_early = False
        self.phase = PadPhase.BID
        self.to_act: int | None = None
        self._open_round()

    # -- what a screen shows ---------------------------------------------------

    @property
    def round(self) -> PadRound:
        """The round being entered (the last one, once the game is over)."""
        return self.rounds[-1]

    @property
    def complete_rounds(self) -> list[PadRound]:
        """The scored rounds, in order."""
        return [r for r in self.rounds if r.complete]

    @property
    def scheduled_rounds(self) -> int:
        """Rounds of the schedule, tie-breaks excluded."""
        return len(self.sizes)

    @property
    def dealer(self) -> int:
        """Who deals the round being entered."""
        return self.round.dealer

    @property
    def hand_size(self) -> int:
        """Cards per player in the round being entered (tie-breaks: the largest hand)."""
        return self.round.hand_size

    @property
    def order(self) -> list[int]:
        """The order bids and tricks are entered in: eldest hand first, the dealer last."""
        return bid_order(self.round.dealer, self.players)

    @property
    def is_over(self) -> bool:
        """True once the winner is known (or the game was ended early)."""
        return self.phase is PadPhase.OVER

    @property
    def bid_total(self) -> int:
        """The sum of the bids entered so far this round (the pad shows it as they come in)."""
        return sum(b.tricks for b in self.round.bids if b is not None)

    @property
    def balance(self) -> str | None:
        """"over", "under" or "even" once every bid of the round is in (R-B2), else ``None``."""
        if any(b is None for b in self.round.bids):
            return None
        return balance(self.bid_total, self.hand_size)

    def legal_bids(self) -> list[int]:
        """The numbers the seat to bid may enter (the hook rule leaves the dealer one out)."""
        if self.phase is not PadPhase.BID:
            return []
        forbidden = self.forbidden_bid()
        return [n for n in range(highest_bid(self.rules, self.hand_size) + 1) if n != forbidden]

    def forbidden_bid(self) -> int | None:
        """The bid the dealer may not make now under the hook rule (R-B3), else ``None``."""
        if not self.rules.hook or self.phase is not PadPhase.BID or self.to_act != self.dealer:
            return None
        return hook_forbidden([b.tricks for b in self.round.bids if b is not None], self.hand_size)

    @property
    def tricks_left(self) -> int:
        """Tricks of the round not yet given to anyone; the last player to enter took these."""
        return self.hand_size - sum(t for t in self.round.tricks if t is not None)

    def trump(self) -> tuple[PadTrump, Suit | None]:
        """How the round being entered gets its trump, and the suit when the pad knows it:
        rotating trump by round number, Oh-Seven's top bid card once the bids stand, the
        turned-up suit once the score keeper entered it (:class:`EnterTrump`)."""
        rules, rnd = self.rules, self.round
        if rules.trump == Trump.BID_CARD:
            return PadTrump.BID_CARD, rnd.trump
        if rules.trump == Trump.ROTATING:
            return PadTrump.ROTATING, ROTATION[(rnd.number - 1) % len(ROTATION)]
        full = self.players * rnd.hand_size >= rules.deck_size(self.players)
        last = rules.last_round_no_trump and rnd.number == len(self.sizes)
        if rules.trump == Trump.NONE or last or (full and rules.full_deck_no_trump):
            return PadTrump.NONE, None
        return PadTrump.TURN_UP, rnd.trump

    def outcome(self) -> Outcome:
        """Why the winner won (the game over screen's line); only once the game is over."""
        return outcome(self.totals, [(r.tie_break, r.scores) for r in self.rounds], self.winners,
                       self.ended_early)

    # -- entering ------------------------------------------------------------

    def apply(self, action: PadAction) -> None:
        """Enter ``action``; refuse it with :class:`IllegalActionError` (a message key and a
        readable text) when the rules do not allow it, leaving the pad unchanged."""
        if isinstance(action, EndPad):
            self._end()
        elif isinstance(action, Correct):
            self._correct(action.number, action.entry)
        elif self.phase is PadPhase.OVER:
            raise IllegalActionError("game_over")
        else:
            handler = _HANDLERS.get((self.phase, type(action)))
            if handler is None:
                raise IllegalActionError("wrong_phase", expected=Phrase(_EXPECTED[self.phase]),
                                         got=Phrase(_VERB.get(type(action), "do_that")))
            handler(self, action)
        self.log.append(action)

    def undo(self) -> bool:
        """Take back the last entry (a correction too); False when nothing was entered."""
        if not self.log:
            return False
        entries = self.log[:-1]
        self.log = []
        self._start()
        for action in entries:
            self.apply(action)
        return True

    def enter_round(self, bids: Sequence[int | PadBid], tricks: Sequence[int],
                    reneges: Sequence[int] = ()) -> list[int]:
        """Enter a whole round at once (bids and tricks in seat order) and return its scores;
        a refused round changes nothing."""
        if self.phase is PadPhase.OVER:
            raise IllegalActionError("game_over")
        entry = RoundEntry(tuple(b if isinstance(b, PadBid) else PadBid(b) for b in bids), tuple(tricks),
                           frozenset(reneges))
        check_entry(self.rules, self.players, self.dealer, self.hand_size, entry)
        if self.phase is not PadPhase.BID or self.round.started:
            raise IllegalActionError("wrong_phase", expected=Phrase(_EXPECTED[self.phase]), got=Phrase("bid"))
        rnd = self.round
        for seat in self.order:
            self.apply(EnterBid(entry.bids[seat]))
        for seat in sorted(entry.reneges):
            self.apply(Renege(seat))
        for seat in self.order:
            self.apply(EnterTricks(entry.tricks[seat]))
        assert rnd.scores is not None
        return list(rnd.scores)

    # -- handlers -------------------------------------------------------------

    def _open_round(self) -> None:
        number = len(self.rounds) + 1
        tie_break = number > len(self.sizes)
        size = max(self.sizes) if tie_break else self.sizes[number - 1]
        dealer = (self.first_dealer + number - 1) % self.players
        n = self.players
        self.rounds.append(PadRound(number, dealer, size, tie_break, [None] * n, [None] * n,
                                    totals=list(self.totals)))
        self.phase = PadPhase.BID
        self.to_act = self.order[0]

    def _next(self, filled: Sequence[object | None]) -> int | None:
        return next((s for s in self.order if filled[s] is None), None)

    def _bid(self, action: EnterBid) -> None:
        seat, rnd, bid = self.to_act, self.round, action.bid
        assert seat is not None
        check_bid(self.rules, bid, rnd.hand_size)
        if bid.tricks == self.forbidden_bid():
            raise IllegalActionError("hook", bid=bid.tricks, tricks=rnd.hand_size)
        bids = list(rnd.bids)
        bids[seat] = bid
        check_copies(bids, self.rules.copies(self.players))
        rnd.bids = bids
        self.to_act = self._next(bids)
        if self.to_act is None:
            self._bids_done()

    def _suit(self, action: EnterSuit) -> None:
        seat, rnd = self.to_act, self.round
        assert seat is not None
        old = rnd.bids[seat]
        assert old is not None
        bids = list(rnd.bids)
        bids[seat] = PadBid(old.tricks, action.suit)
        check_copies(bids, self.rules.copies(self.players))
        rnd.bids = bids
        self._bids_done()

    def _bids_done(self) -> None:
        """Every bid is in: ask for suits where needed, hold a rebid, or go on to the tricks."""
        rnd, rules = self.round, self.rules
        bids: list[PadBid] = rnd.bids  # type: ignore[assignment]
        if rules.card_bidding:
            order = self.order
            needed = suits_needed(bids, order, rnd.hand_size, rules.rebid)
            if needed:
                self.phase, self.to_act = PadPhase.SUIT, needed[0]
                return
            top = top_seats(bids, order)
            if rules.rebid and rebid_due(bids, order, rnd.hand_size):  # R-B5: +1, then bid again
                rnd.rebids.append((tuple(bids), tuple(int(s in top) for s in range(self.players))))
                rnd.bids = [None] * self.players
                self.phase, self.to_act = PadPhase.BID, order[0]
                return
            rnd.top, rnd.trump = top[0], bids[top[0]].suit
        self.phase, self.to_act = PadPhase.TRICKS, self.order[0]

    def _turn_up(self, action: EnterTrump) -> None:
        """The suit turned up this round (told again: the new one counts)."""
        if self.trump()[0] is not PadTrump.TURN_UP:
            raise IllegalActionError("pad_no_turn_up")
        if action.suit is None and self.rules.deck is not Deck.WIZARD60:  # only a Jester has no suit
            raise IllegalActionError("pad_turn_up_suit")
        self.round.trump, self.round.told = action.suit, True

    def _tricks(self, action: EnterTricks) -> None:
        seat, rnd = self.to_act, self.round
        assert seat is not None
        tricks = list(rnd.tricks)
        tricks[seat] = action.tricks
        following = self._next(tricks)
        check_tricks([t for t in tricks if t is not None], rnd.hand_size, complete=following is None)
        rnd.tricks = tricks
        self.to_act = following
        if following is None:
            self._score(rnd)

    def _renege(self, action: Renege) -> None:
        if not 0 <= action.seat < self.players:
            raise IllegalActionError("pad_seat", last=self.players - 1)
        self.round.reneges ^= {action.seat}

    def _score(self, rnd: PadRound) -> None:
        bids = [b.tricks for b in rnd.bids if b is not None]
        tricks = [t for t in rnd.tricks if t is not None]
        rnd.scores = round_points(self.rules, bids, tricks, rnd.hand_size, rnd.bonus(), rnd.reneges)
        self._settle(self.rounds)

    def _end(self) -> None:
        """R-G3: the leader (during tie-breaks, the tied players still in) wins now."""
        if self.is_over:
            raise IllegalActionError("game_over")
        self.ended_early = True
        self.winners = early_winners(self.totals, self.candidates)
        self.phase, self.to_act = PadPhase.OVER, None

    def _correct(self, number: int, entry: RoundEntry) -> None:
        if not 1 <= number <= len(self.rounds) or not self.rounds[number - 1].complete:
            raise IllegalActionError("pad_round_unknown", number=number)
        old = self.rounds[number - 1]
        checked = check_entry(self.rules, self.players, old.dealer, old.hand_size, entry)
        trump = checked.trump if self.rules.card_bidding else old.trump  # a turned-up suit stays
        new = PadRound(old.number, old.dealer, old.hand_size, old.tie_break, list(entry.bids),
                       list(entry.tricks), set(entry.reneges),
                       list(zip(entry.rebids, checked.bonus, strict=True)), trump, checked.top)
        new.scores = round_points(self.rules, [b.tricks for b in entry.bids], entry.tricks, new.hand_size,
                                  new.bonus(), new.reneges)
        rounds = [*self.rounds[:number - 1], new, *self.rounds[number:]]
        self._settle(rounds, check_only=True)  # refuses before anything changes
        self.rounds = rounds
        self._settle(rounds)

    def _settle(self, rounds: list[PadRound], check_only: bool = False) -> None:
        """Totals, tie-breaks and the winner from the scored ``rounds`` (R-C7, R-G1, R-G2); then
        the next round is opened, or the game is over. A round after the game was decided
        refuses the change (a correction that settles the game earlier)."""
        totals, candidates = [0] * self.players, list(range(self.players))
        winners: list[int] = []
        running: list[list[int]] = []
        for rnd in rounds:
            if winners and (rnd.complete or rnd.started):
                raise IllegalActionError("pad_round_after_end", number=rnd.number - 1)
            if not rnd.complete or winners:
                break
            assert rnd.scores is not None
            if counts_in_totals(rnd.number, len(self.sizes)):
                totals = [t + s for t, s in zip(totals, rnd.scores, strict=True)]
            running.append(list(totals))
            decision = decide(self.rules.tie_break, rnd.number, len(self.sizes), totals, rnd.scores,
                              candidates)
            if decision is not None:
                candidates = list(decision.contenders)
                winners = candidates if decision.over else []
        if check_only:
            return
        for index, rnd in enumerate(rounds):  # an unfinished round shows the totals before it
            rnd.totals = running[index] if index < len(running) else list(totals)
        self.totals, self.candidates = totals, candidates
        if self.ended_early:
            self.winners = early_winners(totals, candidates)
        elif winners:
            if not self.round.complete:  # an untouched round after the end: not needed any more
                self.rounds.pop()
            self.winners, self.phase, self.to_act = winners, PadPhase.OVER, None
        else:
            self.winners = []
            if self.round.complete:
                self._open_round()


_VERB: dict[type, str] = {EnterBid: "bid", EnterSuit: "enter_suit", EnterTricks: "enter_tricks",
                          Renege: "renege", EnterTrump: "enter_trump"}
_HANDLERS: dict[tuple[PadPhase, type], Callable[[ScorePad, object], None]] = {
    (PadPhase.BID, EnterBid): ScorePad._bid,  # type: ignore[dict-item]
    (PadPhase.SUIT, EnterSuit): ScorePad._suit,  # type: ignore[dict-item]
    (PadPhase.TRICKS, EnterTricks): ScorePad._tricks,  # type: ignore[dict-item]
    (PadPhase.TRICKS, Renege): ScorePad._renege,  # type: ignore[dict-item]
    (PadPhase.BID, EnterTrump): ScorePad._turn_up,  # type: ignore[dict-item]
    (PadPhase.TRICKS, EnterTrump): ScorePad._turn_up,  # type: ignore[dict-item]
}
