"""The game: an explicit phase state machine over the rules (RULES.md).

>>> from game.presets import preset
>>> g = Game(preset("oh-pshaw"), players=4, seed=7)
>>> g.phase
<Phase.BID: 'bid'>
>>> events = g.apply(g.legal_actions()[0])

A game is its options, seed and actions: the same three always give the
same game. Phases without a decision (cut, deal, trick done, round done)
are passed through at once, each leaving events behind; the game rests only
where a seat must act, or when it is over.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from game import events as ev
from game.actions import Action, Bid, CardBid, ChooseTrump, EndEarly, Pass, Play
from game.bidding import balance, hook_forbidden, needs_rebid, top_bidders
from game.cards import Card, CardKind, Suit, make_deck
from game.dealing import cut_for_dealer, deal
from game.errors import IllegalActionError, OptionsError, Phrase, or_list
from game.limits import MAX_PLAYERS, MAX_REBIDS, MAX_ROUNDS, MAX_SEED
from game.phase import Phase as Phase  # where the game stands: re-exported, its old home
from game.round_log import BidLog, RoundLog, TrickLog
from game.round_state import RoundState
from game.rules import Rules, Trump
from game.scoring import round_scores
from game.stable_random import Shuffle
from game.tie_break import counts_in_totals, decide, early_winners
from game.tricks import legal_cards, legal_plays, trick_winner
from game.view import SeatView, seat_view

#: R-T4: trump by round, repeating.
ROTATION = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)


_BIDS = [Bid(n) for n in range(61)]
_PLAYS = {card: Play(card) for card in Card.every()}
#: Events are frozen values, so the deal and the play hand out one shared event per seat and
#: card, as ``_PLAYS`` does for actions: a round of 13 cards makes over a hundred of them, and a
#: frozen dataclass costs about 0.3 µs to build.
_DEALT = [{card: ev.CardDealt(seat, card) for card in Card.every()} for seat in range(MAX_PLAYERS)]
_PLAYED = [{card: ev.CardPlayed(seat, card) for card in Card.every()} for seat in range(MAX_PLAYERS)]
#: The phases the playing loop asks about at every action. Python 3.11 reads a member off its
#: enum class (``Phase.PLAY``) through the enum type's ``__getattr__`` hook, at about 0.15 µs a
#: read, several times an action; bound here once, each read is a plain global.
_CUT, _DEAL, _PLAY = Phase.CUT, Phase.DEAL, Phase.PLAY
_TRICK_DONE, _ROUND_DONE, _GAME_OVER = Phase.TRICK_DONE, Phase.ROUND_DONE, Phase.GAME_OVER
_VERBS = {Bid: Phrase("bid"), CardBid: Phrase("bid_card"), Play: Phrase("play"), Pass: Phrase("pass"),
          ChooseTrump: Phrase("choose_trump")}
#: What a seat is asked for in each phase outside bidding, in words for a refusal.
_ASKED = {Phase.PLAY: Phrase("play"), Phase.PASS: Phrase("pass"), Phase.CHOOSE_TRUMP: Phrase("choose_trump")}


class Game:
    """One game between ``players`` seats under ``rules``, dealt from ``seed``.

    ``shuffle`` is how the seed deals (:mod:`game.stable_random`): new games use the Fisher–Yates
    that every Python deals alike; only games from version 1 saves and records use
    :data:`Shuffle.PYTHON`.
    """

    def __init__(self, rules: Rules, players: int, seed: int,
                 shuffle: Shuffle = Shuffle.FISHER_YATES) -> None:
        rules.validate(players)
        if not isinstance(seed, int) or not -MAX_SEED <= seed <= MAX_SEED:
            shown = seed if isinstance(seed, int) and seed.bit_length() < 128 else "…"
            raise OptionsError("option_value", name="seed", value=shown,
                               reason="a seed is a whole number from -2**64 to 2**64")
        self.rules = rules
        self.players = players
        self.seed = seed
        self.shuffle = shuffle
        self.rng = random.Random(seed)
        self.sizes = rules.hand_sizes(players)
        self.events: list[ev.Event] = []
        self.log: list[tuple[int | None, Action]] = []
        self.rounds: list[RoundLog] = []
        self.totals = [0] * players
        self.cut: list[tuple[int, Card]] = []
        self.recuts: list[list[tuple[int, Card]]] = []
        self.first_dealer = 0
        self.phase = Phase.CUT
        self.to_act: int | None = None
        self.winners: list[int] = []
        self.ended_early = False
        self.candidates: list[int] = list(range(players))  # who can still win (R-G2)
        self._copies = rules.copies(players)
        self._deck = make_deck(rules.deck, self._copies)
        self.state = RoundState.empty(players)  # the deal in play: a fresh one every round
        self._run()

    # -- public queries ----------------------------------------------------

    @property
    def round(self) -> RoundLog:
        """The round being played (or the last one, when the game is over)."""
        return self.rounds[-1]

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.phase is _GAME_OVER

    @property
    def scheduled_rounds(self) -> int:
        """Rounds of the schedule, tie-breaks excluded."""
        return len(self.sizes)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now: the only input a bot gets."""
        return seat_view(self, seat)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (empty when the game is over)."""
        seat = self.to_act
        if seat is None:
            return []
        state = self.state
        hand = state.hands[seat]
        if self.phase is _PLAY:
            if self._copies > 1:
                cards = dict.fromkeys(legal_cards(hand, state.led, state.trump, self.rules.must_trump))
                return [_PLAYS[c] for c in cards]
            if state.led is None:  # a lead, or a trick of Jesters: any card
                return [_PLAYS[c] for c in hand]
            return [_PLAYS[c] for c in legal_cards(hand, state.led, state.trump, self.rules.must_trump)]
        if self.phase is Phase.BID:
            if self.rules.card_bidding:
                used = Counter(state.used_bid_cards[seat])
                return [CardBid(c) for c in dict.fromkeys(hand) if hand.count(c) > used[c]]
            forbidden = self._hook_forbidden(seat)
            return [_BIDS[n] for n in range(self.round.hand_size + 1) if n != forbidden]
        if self.phase is Phase.PASS:
            count = self.rules.passes(self.round.number)[0]
            return [Pass(cards) for cards in dict.fromkeys(combinations(hand, count))]
        if self.phase is Phase.CHOOSE_TRUMP:
            return [ChooseTrump(suit) for suit in Suit]
        return []

    # -- applying actions ----------------------------------------------------

    def apply(self, action: Action) -> list[ev.Event]:
        """Make ``action`` for the seat to act; return the events it caused.

        Raises :class:`IllegalActionError` with a readable reason, leaving the
        game unchanged, when the rules do not allow it.
        """
        start = len(self.events)
        seat = self.to_act
        if seat is not None and type(action) is Play and self.phase is _PLAY:
            self._play(seat, action)  # most actions: the match below unasked
            self.log.append((seat, action))
            if self.to_act is None:
                self._run()
            return self.events[start:]
        if isinstance(action, EndEarly):  # any seat may end the game, between two actions too
            self._end_early()
            self.log.append((None, action))
            return self.events[start:]
        if seat is None:
            raise IllegalActionError("game_over")
        match self.phase, action:
            case Phase.PLAY, Play():
                self._play(seat, action)
            case Phase.BID, Bid():
                self._bid(seat, action)
            case Phase.BID, CardBid():
                self._card_bid(seat, action)
            case Phase.PASS, Pass():
                self._pass(seat, action)
            case Phase.CHOOSE_TRUMP, ChooseTrump():
                self._choose_trump(seat, action)
            case _:
                raise IllegalActionError("wrong_phase", expected=self._expected(),
                                         got=_VERBS.get(type(action), Phrase("do_that")))
        self.log.append((seat, action))
        if self.to_act is None:  # a trick, a round or the game is done: the game moves on
            self._run()
        return self.events[start:]

    def _expected(self) -> Phrase:
        """What the seat to act is asked for now, in words for a refusal."""
        if self.phase is Phase.BID:
            return Phrase("bid_card") if self.rules.card_bidding else Phrase("bid")
        return _ASKED.get(self.phase, Phrase("wait"))

    def _run(self) -> None:
        """Pass through the phases that need no decision."""
        while True:
            phase = self.phase
            if phase is _CUT:
                self._cut()
            elif phase is _DEAL:
                self._deal_round()
            elif phase is _TRICK_DONE:
                self._finish_trick()
            elif phase is _ROUND_DONE:
                self._finish_round()
            else:
                return

    # -- cut and deal --------------------------------------------------------

    def _cut(self) -> None:
        self.cut, self.recuts, self.first_dealer = cut_for_dealer(
            self.rng, self.shuffle, self._deck, self.players)
        for attempt, draws in enumerate([self.cut, *self.recuts]):
            self.events.extend(ev.CutDrawn(s, c, attempt) for s, c in draws)
        self.events.append(ev.DealerChosen(self.first_dealer))
        self.phase = Phase.DEAL

    def _deal_round(self) -> None:
        number = len(self.rounds) + 1
        tie_break = number > len(self.sizes)
        size = max(self.sizes) if tie_break else self.sizes[number - 1]
        dealer = (self.first_dealer + number - 1) % self.players
        self.rounds.append(RoundLog(number, dealer, size, tie_break, totals=list(self.totals)))
        self.state = RoundState.empty(self.players)
        self.events.append(ev.RoundStarted(number, dealer, size, tie_break))
        stock = self._deal()
        self._set_trump(stock)

    def _deal(self) -> list[Card]:
        """Deal the round's hands (R-S7); return the stock."""
        rnd = self.round
        hands, stock, order = deal(self.rng, self.shuffle, self._deck, self.players, rnd.hand_size,
                                   rnd.dealer)
        self.events.extend([_DEALT[seat][card] for seat, card in order])
        self.state.hands = hands
        rnd.deals.append([list(hand) for hand in hands])
        return stock

    def _set_trump(self, stock: list[Card]) -> None:
        rules, number, state = self.rules, self.round.number, self.state
        if rules.trump is Trump.BID_CARD:
            self._start_passing()
            return
        if rules.trump is Trump.ROTATING:
            state.trump = ROTATION[(number - 1) % len(ROTATION)]
        elif rules.trump is Trump.NONE:
            state.trump = None  # no card is turned in any round
        elif rules.last_round_no_trump and number == len(self.sizes):
            state.trump = None  # R-T3: no card is turned
        elif stock:  # R-T1; an empty stock means no trump (R-T2)
            card = state.turn_up = self.round.turn_up = stock[0]
            if card.kind is CardKind.WIZARD:  # R-T5: the dealer names trump
                self.phase = Phase.CHOOSE_TRUMP
                self.to_act = self.round.dealer
                return
            state.trump = card.suit
        self.round.trump = state.trump
        self.events.append(ev.TrumpSet(state.trump, state.turn_up))
        self._start_passing()

    def _choose_trump(self, seat: int, action: ChooseTrump) -> None:
        if not isinstance(action.suit, Suit):
            raise IllegalActionError("trump_choice")
        self.state.trump = self.round.trump = action.suit
        self.events.append(ev.TrumpSet(action.suit, self.state.turn_up, seat))
        self._start_passing()

    # -- passing (R-X1) ------------------------------------------------------

    def _start_passing(self) -> None:
        if self.rules.passes(self.round.number)[0] == 0:
            self._start_bidding()
            return
        self._collect(Phase.PASS)

    def _collect(self, phase: Phase) -> None:
        """Ask every seat in turn from eldest hand (for secret choices too)."""
        self.phase = phase
        eldest = (self.round.dealer + 1) % self.players
        state = self.state
        state.order = [(eldest + i) % self.players for i in range(self.players)]
        state.turn = 0
        state.secret_bids, state.secret_cards, state.secret_passes = {}, {}, {}
        self.to_act = state.order[0]

    def _next_in_order(self) -> bool:
        """Move to the next seat of ``order``; False when everyone has acted."""
        state = self.state
        state.turn += 1
        if state.turn < len(state.order):
            self.to_act = state.order[state.turn]
            return True
        self.to_act = None
        return False

    def _pass(self, seat: int, action: Pass) -> None:
        count, direction = self.rules.passes(self.round.number)
        words = {1: Phrase("left"), -1: Phrase("right")}
        if len(action.cards) != count:
            raise IllegalActionError("pass_count", count=count, direction=words[direction])
        state = self.state
        missing = Counter(action.cards) - Counter(state.hands[seat])
        if missing:
            raise IllegalActionError("pass_not_held", cards=or_list([c.label for c in missing]))
        state.secret_passes[seat] = action.cards
        self.events.append(ev.PassChosen(seat))
        if self._next_in_order():
            return
        n = self.players
        for giver in range(n):
            for card in state.secret_passes[giver]:
                state.hands[giver].remove(card)
        for giver in range(n):
            cards = state.secret_passes[giver]
            receiver = (giver + direction) % n
            state.hands[receiver].extend(cards)
            self.round.passes.append((giver, receiver, cards))
            self.events.append(ev.CardsPassed(giver, receiver, cards))
        self._start_bidding()

    # -- bidding (R-B1..R-B6) ------------------------------------------------

    def _start_bidding(self) -> None:
        self._collect(Phase.BID)

    def _hook_forbidden(self, seat: int) -> int | None:
        if not self.rules.hook or seat != self.round.dealer:
            return None
        return hook_forbidden([b.tricks for b in self.round.bids], self.round.hand_size)

    def _bid(self, seat: int, action: Bid) -> None:
        if self.rules.card_bidding:
            raise IllegalActionError("wrong_phase", expected=Phrase("bid_card"), got=Phrase("bid"))
        size, state = self.round.hand_size, self.state
        tricks = action.tricks
        if not isinstance(tricks, int) or not 0 <= tricks <= size:
            raise IllegalActionError("bid_range", max=size)
        if tricks == self._hook_forbidden(seat):
            raise IllegalActionError("hook", bid=tricks, tricks=size)
        if self.rules.simultaneous_bidding:
            state.secret_bids[seat] = tricks
            self.events.append(ev.BidChosen(seat))
            if self._next_in_order():
                return
            revealed = [state.secret_bids[s] for s in range(self.players)]
            state.bids = list(revealed)
            self.round.bids = [BidLog(s, b) for s, b in enumerate(revealed)]
            self.events.append(ev.BidsRevealed(tuple(revealed), None))
        else:
            state.bids[seat] = tricks
            self.round.bids.append(BidLog(seat, tricks))
            self.events.append(ev.BidMade(seat, tricks))
            if self._next_in_order():
                return
        self._start_play((self.round.dealer + 1) % self.players)

    def _card_bid(self, seat: int, action: CardBid) -> None:
        if not self.rules.card_bidding:
            raise IllegalActionError("wrong_phase", expected=Phrase("bid"), got=Phrase("bid_card"))
        state = self.state
        card, hand = action.card, state.hands[seat]
        if card not in hand:
            raise IllegalActionError("card_not_held", card=card.label)
        if hand.count(card) <= state.used_bid_cards[seat].count(card):
            raise IllegalActionError("bid_card_used", card=card.label)
        state.secret_cards[seat] = card
        self.events.append(ev.BidChosen(seat))
        if self._next_in_order():
            return
        n = self.players
        cards = [state.secret_cards[s] for s in range(n)]
        logs = [BidLog(s, c.rank, c) for s, c in enumerate(cards)]
        self.events.append(ev.BidsRevealed(tuple(c.rank for c in cards), tuple(cards)))
        by_eldest = [(s, cards[s]) for s in state.order]
        if self.rules.rebid and len(self.round.rebids) < MAX_REBIDS \
                and needs_rebid(by_eldest, self.round.hand_size):  # at the limit the bids stand
            top = top_bidders(by_eldest)
            bonus = [1 if s in top else 0 for s in range(n)]
            self.round.rebids.append((logs, bonus))
            for s, c in enumerate(cards):
                state.used_bid_cards[s].append(c)
            redeal = any(len(state.used_bid_cards[s]) >= len(state.hands[s]) for s in range(n))
            self.events.append(ev.Rebid(tuple(bonus), redeal))
            if redeal:
                state.used_bid_cards = [[] for _ in range(n)]
                self._deal()
            self._collect(Phase.BID)
            return
        winner = top_bidders(by_eldest)[0]
        self.round.bids = logs
        state.bids = [c.rank for c in cards]
        state.trump = self.round.trump = cards[winner].suit  # R-T6
        self.events.append(ev.TrumpSet(state.trump, None, winner))
        self._start_play(winner)

    def _start_play(self, leader: int) -> None:
        bids = self.state.final_bids()
        total, size = sum(bids), self.round.hand_size
        self.events.append(ev.BiddingDone(tuple(bids), total, size, balance(total, size), leader))
        self.phase = Phase.PLAY
        self._open_trick(leader)

    # -- play (R-L1..R-L6) ---------------------------------------------------

    def _open_trick(self, leader: int) -> None:
        state = self.state
        state.leader = self.to_act = leader
        state.trick = []
        state.trick_seats = []
        state.led = None
        self.round.tricks.append(TrickLog(leader))

    def _play(self, seat: int, action: Play) -> None:
        state = self.state
        card, hand, trick = action.card, state.hands[seat], state.trick
        if card not in hand:
            raise IllegalActionError("card_not_held", card=card.label)
        suit = card.suit
        if trick and suit is not None:
            led = state.led
            if led is not None and suit is not led:
                if any(c.suit is led for c in hand):
                    legal = legal_plays(hand, trick, state.trump, self.rules.must_trump)
                    raise IllegalActionError("must_follow", suit=led.symbol,
                                             cards=or_list([c.label for c in legal]))
                trump = state.trump
                if self.rules.must_trump and trump is not None and suit is not trump \
                        and any(c.suit is trump for c in hand):
                    legal = legal_plays(hand, trick, trump, True)
                    raise IllegalActionError("must_trump", suit=led.symbol,
                                             cards=or_list([c.label for c in legal]))
                state.voids[seat].add(led)  # shown out (R-L2)
                if self.rules.must_trump and trump is not None and suit is not trump:
                    state.voids[seat].add(trump)
        hand.remove(card)
        # the first suited card sets the suit to follow, unless a Wizard came first (R-L4):
        # Jesters and Wizards leave it open; an empty trick holds no Wizard to look for
        if state.led is None and suit is not None \
                and not (trick and any(c.kind is CardKind.WIZARD for c in trick)):
            state.led = suit
        trick.append(card)
        state.trick_seats.append(seat)
        self.rounds[-1].tricks[-1].plays.append((seat, card))
        self.events.append(_PLAYED[seat][card])
        if len(trick) == self.players:
            self.phase = _TRICK_DONE
            self.to_act = None
        else:
            self.to_act = (seat + 1) % self.players

    def _finish_trick(self) -> None:
        state = self.state
        winner = state.trick_seats[trick_winner(state.trick, state.trump)]
        state.tricks_won[winner] += 1
        self.round.tricks[-1].winner = winner
        self.events.append(ev.TrickWon(winner, tuple(state.trick_seats), tuple(state.trick)))
        if state.hands[winner]:
            self.phase = _PLAY
            self._open_trick(winner)
        else:
            self.phase = _ROUND_DONE

    # -- scoring and the end (R-C*, R-G*) -------------------------------------

    def _finish_round(self) -> None:
        rnd, n, won = self.round, self.players, self.state.tricks_won
        bids = self.state.final_bids()
        scores = round_scores(self.rules, bids, won, rnd.hand_size, rnd.bonus(n))
        if counts_in_totals(rnd.number, len(self.sizes)):  # a tie-break round has its own column
            self.totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        rnd.tricks_won = list(won)
        rnd.scores, rnd.totals, rnd.complete = scores, list(self.totals), True
        self.events.append(ev.RoundScored(rnd.number, tuple(bids), tuple(won),
                                          tuple(scores), tuple(self.totals)))
        decision = decide(self.rules.tie_break, rnd.number, len(self.sizes), self.totals, scores,
                          self.candidates)
        if decision is None:
            self.phase = Phase.DEAL
            return
        if decision.over or rnd.number >= MAX_ROUNDS:  # a tie at the limit stands
            self._game_over(list(decision.contenders))
            return
        self.candidates = list(decision.contenders)
        self.events.append(ev.TieBreak(decision.contenders))
        self.phase = Phase.DEAL

    def _game_over(self, winners: list[int]) -> None:
        self.winners = winners
        self.phase = Phase.GAME_OVER
        self.to_act = None
        self.events.append(ev.GameOver(tuple(winners), tuple(self.totals), self.ended_early))

    def _end_early(self) -> None:
        """R-G3: the leader wins now; an unfinished round scores nothing."""
        if self.is_over:
            raise IllegalActionError("game_over")
        self.ended_early = True
        self._game_over(early_winners(self.totals, self.candidates))

