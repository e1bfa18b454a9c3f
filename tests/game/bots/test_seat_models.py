"""Bots that read any table: the style bots, the seat models Hard learns from
the earlier rounds, the named players' priors, and Expert's hurry."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.actions import Bid
from game.bots import LEVELS, PLAYABLE, STYLES, ExpertBot, HardBot, make_bot
from game.bots.levels.easy import EasyBot
from game.bots.reading.sampling import Sampler
from game.bots.reading.seat_model import KEEP, SeatModels, prior_from_tendencies
from game.bots.reading.styles import NEUTRAL, StyleBids
from game.bots.search.estimate import bid_for
from game.bots.search.policies import STYLE_NAMES
from game.game import Game, Phase
from game.presets import PRESETS, preset
from tests.game.test_properties import _redeal_hidden

STYLE_BOTS = ["grabber", "ducker", "wild"]


def _play(game: Game, bots: list[object], until_round: int | None = None) -> None:
    while not game.is_over and (until_round is None or game.round.number < until_round):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = bots[seat].choose(view)  # type: ignore[attr-defined]
        assert action in view.legal
        game.apply(action)


@pytest.mark.parametrize("level", STYLE_BOTS)
@pytest.mark.parametrize("name", list(PRESETS))
def test_every_style_plays_every_preset_to_the_end(level: str, name: str) -> None:
    rules = preset(name)
    if name != "oh-seven":
        rules = rules.replace(max_hand=min(6, rules.max_hand or 6))
    players = 5 if name == "oh-seven" else 4
    game = Game(rules, players, seed=5)
    _play(game, [make_bot(level, s) for s in range(players)])
    assert game.winners


def test_the_styles_are_levels_of_their_own_and_expert_is_offered() -> None:
    assert set(STYLES) <= set(LEVELS) and list(STYLES) == list(STYLE_NAMES)
    assert "expert" in PLAYABLE and "clairvoyant" not in PLAYABLE
    assert not set(STYLE_BOTS) & set(PLAYABLE)


def test_grabbers_bid_over_and_duckers_under_what_normal_bids() -> None:
    """Without the hook every bid is allowed: the grabber bids Normal's bid plus one
    (at most the hand), the ducker minus one (at least nothing)."""
    rules = preset("oh-pshaw")
    over = under = 0
    for seed in range(30):
        game = Game(rules, 4, seed=seed)
        while game.round.number < 5:
            game.apply(random.Random(seed).choice(game.legal_actions()))
        while game.phase is Phase.BID:
            view = game.view(game.to_act)  # type: ignore[arg-type]
            from game.bots.reading.knowledge import unseen_cards
            normal = bid_for(rules, view.hand, view.trump, 4, view.hand_size, unseen_cards(view),
                             [b for s, b in enumerate(view.bids) if b is not None and s != view.seat],
                             range(view.hand_size + 1))
            grab = make_bot("grabber", seed).choose(view)
            duck = make_bot("ducker", seed).choose(view)
            assert grab == Bid(min(view.hand_size, normal + 1))
            assert duck == Bid(max(0, normal - 1))
            over += normal < view.hand_size
            under += normal > 0
            game.apply(Bid(normal))
    assert over > 20 and under > 20


def test_the_easy_policy_plays_as_the_easy_bot_does() -> None:
    """The seat models read Easy players with a policy on bit masks: replayed from
    the real hands, it chooses the Easy bot's card (or one that plays alike) in
    nearly every decision."""
    from game.bots.reading.inference import replay_logs
    from game.bots.reading.styles import EASY
    from game.bots.search.fast import Layout
    from game.bots.search.policies import policies_for
    from game.cards import SUIT_RANK_ORDER

    layout = Layout.for_deck("standard52")
    misses = plays = 0
    for seed in range(6):
        game = Game(preset("oh-pshaw"), 4, seed=seed)
        _play(game, [EasyBot(seed * 4 + s) for s in range(4)])
        for rnd in game.rounds:
            hands = [[c for t in rnd.tricks for s, c in t.plays if s == seat] for seat in range(4)]
            masks = layout.encode(hands)
            index = {card: layout.indices(card)[0] for hand in hands for card in hand}
            order = [(s, index[c]) for t in rnd.tricks for s, c in t.plays]
            bids = [next(b.tricks for b in rnd.bids if b.seat == s) for s in range(4)]
            trump = -1 if rnd.trump is None else SUIT_RANK_ORDER.index(rnd.trump)
            counts = [[0] * 5 for _ in range(4)]
            replay_logs(layout, trump, False, masks, 0, rnd.tricks[0].leader, order, bids,
                        [[EASY]] * 4, policies_for(layout, trump, random.Random(0)), counts)
            misses += sum(row[EASY] for row in counts)
            plays += len(order)
    assert plays > 1000
    assert misses < 0.03 * plays


@pytest.mark.parametrize("style", list(STYLES))
def test_the_seat_models_recognise_each_style_within_a_few_rounds(style: str) -> None:
    """Seat 0 watches three players of one style: after six rounds (21 cards each) the
    likeliest style of most of them is theirs, and none is far from it. A near-random
    player plays Normal's card half of the time and bids near Normal's bid: it may
    look like a sloppy Normal player for a long while, but like nothing else."""
    game = Game(preset("oh-pshaw"), 4, seed=17)
    bots = [make_bot("normal", 1)] + [make_bot(style, 10 + s) for s in range(1, 4)]
    _play(game, bots, until_round=7)
    view = game.view(0)
    assert len(view.earlier) == 6
    chances = SeatModels().chances(view)
    mine = STYLE_NAMES.index(style)
    for seat in (1, 2, 3):
        assert abs(sum(chances[seat]) - 1) < 1e-9 and min(chances[seat]) > 0
    if style == "wild":
        assert all(chances[seat][mine] + chances[seat][0] > 0.8 for seat in (1, 2, 3))
        return
    hits = sum(max(range(5), key=chances[seat].__getitem__) == mine for seat in (1, 2, 3))
    assert hits >= 2
    assert all(chances[seat][mine] > 0.25 for seat in (1, 2, 3))


def test_the_models_keep_up_round_by_round_as_if_computed_afresh() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=3)
    bots = [make_bot(level, s) for s, level in enumerate(["normal", "grabber", "easy", "wild"])]
    kept = SeatModels()
    for until in (3, 5, 8):
        _play(game, bots, until_round=until)
        view = game.view(0)
        for mine, fresh in zip(kept.chances(view), SeatModels().chances(view), strict=True):
            assert mine == pytest.approx(fresh)


def test_earlier_rounds_in_the_view_are_public_and_whole() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=9)
    _play(game, [make_bot("normal", s) for s in range(4)], until_round=4)
    view = game.view(game.to_act)  # type: ignore[arg-type]
    assert [p.number for p in view.earlier] == [1, 2, 3]
    for past, rnd in zip(view.earlier, game.rounds, strict=False):
        played = Counter(c for trick in past.tricks for _, c in trick)
        assert played == Counter(c for hand in rnd.hands for c in hand)  # every hand, all played
        assert list(past.bids) == [next(b.tricks for b in rnd.bids if b.seat == s) for s in range(4)]


def test_a_named_players_tendencies_start_the_model() -> None:
    grabby = prior_from_tendencies(80, 0.30, 0.10, 0.60)
    careful = prior_from_tendencies(80, 0.50, 0.42, 0.08)
    steady = prior_from_tendencies(80, 0.68, 0.16, 0.16)
    assert max(range(5), key=grabby.__getitem__) == STYLE_NAMES.index("grabber")
    # taking tricks one did not bid is what Easy players and duckers both do
    assert {max(range(5), key=careful.__getitem__)} <= {STYLE_NAMES.index("easy"),
                                                         STYLE_NAMES.index("ducker")}
    assert max(range(5), key=steady.__getitem__) == STYLE_NAMES.index("normal")
    assert prior_from_tendencies(0, 0, 0, 0) == list(NEUTRAL)
    # the prior reaches the seat model, and the rounds seen move it
    game = Game(preset("oh-pshaw"), 4, seed=2)
    view = game.view(0)
    chances = SeatModels({1: grabby}).chances(view)

    def kept(prior: list[float]) -> list[float]:  # every style keeps a share (KEEP)
        return [(1 - KEEP * 5) * p + KEEP for p in prior]
    assert chances[1] == pytest.approx(kept(grabby)) and chances[2] == pytest.approx(kept(list(NEUTRAL)))
    bot = HardBot(1, nodes=50)
    bot.know({1: grabby})
    assert bot.models.chances(view)[1] == chances[1]


def test_seat_priors_come_from_the_history_of_named_humans(tmp_path: object) -> None:
    from pathlib import Path

    from game.match import play_match
    from game.record import PlayerInfo, to_record
    from saves.history import History
    from saves.tendencies import seat_priors, tell_bots

    path = Path(str(tmp_path)) / "history.sqlite3"
    assert seat_priors(["human", "hard"], ["Ann", "Bot 2"], path) == {}  # no history: nothing read
    assert not path.exists()
    with History(path) as history:
        for seed in range(3):  # "Ann" played as a grabber three times
            match = play_match(preset("oh-pshaw"), ["grabber", "normal", "normal", "normal"], seed)
            players = [PlayerInfo("Ann", "human", None)] + [PlayerInfo(f"B{s}", "bot", "normal")
                                                           for s in range(1, 4)]
            history.add_game(to_record(match.game, players, started=f"2026-01-0{seed + 1}T00:00:00Z"))
    priors = seat_priors(["hard", "human", "human"], ["Bot 1", "Ann", "Newcomer"], path)
    assert set(priors) == {1}  # a new name starts neutral
    assert max(range(5), key=priors[1].__getitem__) == STYLE_NAMES.index("grabber")
    bots = [HardBot(1, nodes=50), None, None]
    tell_bots(bots, priors)
    assert bots[0] is not None and bots[0].models.priors == {1: priors[1]}


def test_looking_up_tendencies_leaves_a_damaged_history_alone(tmp_path: object) -> None:
    """The lookup only reads: a damaged history stays as it is, for the statistics
    screen to find, move aside and report."""
    from pathlib import Path

    from saves.tendencies import seat_priors

    folder = Path(str(tmp_path))
    path = folder / "history.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    assert seat_priors(["human", "hard"], ["Ann", "Bot"], path) == {}
    assert path.read_bytes() == b"not a database at all" * 100
    assert sorted(p.name for p in folder.iterdir()) == ["history.sqlite3"]


@pytest.mark.parametrize("level", ["hard", "expert", *STYLE_BOTS])
def test_decisions_with_seat_models_do_not_depend_on_hidden_cards(level: str) -> None:
    """Later in a game, with earlier rounds to read and the seat models at work, the
    decision is the same when the other hands are dealt again consistently."""
    checked = 0
    for seed in range(4):
        game = Game(preset("oh-pshaw"), 4, seed=seed)
        rng = random.Random(seed)
        table = [make_bot(x, s) for s, x in enumerate(["grabber", "easy", "wild", "ducker"])]
        _play(game, table, until_round=4)
        for _ in range(rng.randrange(4, 10)):
            game.apply(table[game.to_act].choose(game.view(game.to_act)))  # type: ignore[index,arg-type]
        seat = game.to_act
        assert seat is not None and len(game.view(seat).earlier) == 3
        other = _redeal_hidden(game, seat, random.Random(seed + 100))
        if other is None or [other.state.hands[s] for s in range(4) if s != seat] == \
                [game.state.hands[s] for s in range(4) if s != seat]:
            continue

        def bot():  # type: ignore[no-untyped-def]
            if level == "hard":
                return HardBot(4, nodes=150)
            if level == "expert":
                return ExpertBot(4, nodes=150)
            return make_bot(level, 4)
        assert bot().choose(game.view(seat)) == bot().choose(other.view(seat))
        checked += 1
    assert checked >= 3


def test_a_hurried_search_answers_with_what_it_has() -> None:
    game = Game(preset("oh-pshaw"), 4, seed=12)
    rng = random.Random(12)
    while game.round.number < 7 or game.phase is not Phase.PLAY or len(game.state.trick) != 1:
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(game.to_act)  # type: ignore[arg-type]
    patient = ExpertBot(3, time_ms=60_000, nodes=3000)
    full = patient.analyse(view)
    hurried = ExpertBot(3, time_ms=60_000)
    hurried.hurry = lambda: True
    quick = hurried.analyse(view)
    assert set(quick) == set(full) and all(e.samples > 0 for e in quick.values())
    assert max(e.samples for e in quick.values()) < max(e.samples for e in full.values())
    assert quick and hurried.choose(view) in view.legal


def test_the_style_bids_are_chances() -> None:
    rules = preset("oh-pshaw")
    game = Game(rules, 4, seed=4)
    while game.round.number < 6:
        game.apply(random.Random(1).choice(game.legal_actions()))
    from game.bots.reading.knowledge import unseen_cards

    view = game.view(game.to_act)  # type: ignore[arg-type]
    bids = StyleBids(rules, unseen_cards(view) + Counter(view.hand), view.trump, 4, view.hand_size)
    normal, easy = bids.normal_bid(view.hand, []), bids.easy_guess(view.hand)
    import math
    for style in range(5):
        total = sum(math.exp(bids.log_chances(b, normal, easy, [style])[0])
                    for b in range(view.hand_size + 1))
        assert total == pytest.approx(1.0)
        centre = bids.centre(style, normal, easy)
        best = max(range(view.hand_size + 1), key=lambda b: bids.log_chances(b, normal, easy, [style])[0])
        assert style == 4 or best == centre


def test_style_bots_and_hard_play_a_deck_of_two_copies() -> None:
    """Seven32 with two copies (5 players): the policies on masks tell each copy apart."""
    rules = preset("oh-pshaw").replace(deck="seven32", max_hand=6)
    assert rules.copies(5) == 2
    game = Game(rules, 5, seed=1)
    _play(game, [make_bot("grabber", 0), make_bot("ducker", 1), make_bot("wild", 2),
                 HardBot(3, nodes=60), make_bot("easy", 4)])
    assert game.is_over


@pytest.mark.parametrize("name", ["oh-pshaw", "wizard", "oh-seven"])
def test_the_bidder_model_reads_masks_as_it_reads_cards(name: str) -> None:
    """Hard's sampler hands the bidder model masks of card indices: the bid and the
    Easy count must be the same as from the cards."""
    from game.bots.reading.bid_model import BidModel
    from game.bots.search.fast import Layout
    from game.cards import Suit, make_deck

    rules = preset(name)
    rng = random.Random(name)
    compared = 0
    for players in (rules.min_players, rules.max_players):
        copies = rules.copies(players)
        layout = Layout.for_deck(rules.deck, copies)
        deck = make_deck(rules.deck, copies)
        for _ in range(60):
            size = rng.randint(1, min(13, len(deck) // players))
            rng.shuffle(deck)
            trump = rng.choice([None, *Suit])
            dealt = Counter(deck[:players * size])
            model = BidModel(rules, dealt, trump, players, size)
            bids = StyleBids(rules, dealt, trump, players, size)
            hands = [deck[s * size:(s + 1) * size] for s in range(players)]
            for hand, mask in zip(hands, layout.encode(hands), strict=True):
                earlier = [rng.randint(0, size) for _ in range(rng.randint(0, players - 1))]
                assert model.mask_bid(mask, layout, earlier) == model.bid(hand, earlier)
                assert bids.normal_mask_bid(mask, layout, earlier) == bids.normal_bid(hand, earlier)
                assert bids.easy_mask_guess(mask, layout) == bids.easy_guess(hand)
                compared += 1
    assert compared > 200



def test_hard_plays_each_seat_in_its_rollouts_by_the_style_it_shows() -> None:
    """At a table of a grabber, a ducker and an Easy player, after six rounds the
    deals Hard searches play each seat mostly by its own style."""
    from itertools import islice

    from game.bots.reading.sampling import Sampler

    game = Game(preset("oh-pshaw"), 4, seed=23)
    table = [make_bot("normal", 0), make_bot("grabber", 1), make_bot("ducker", 2), make_bot("easy", 3)]
    _play(game, table, until_round=7)
    while game.to_act != 0 or game.phase is not Phase.PLAY:
        game.apply(table[game.to_act].choose(game.view(game.to_act)))  # type: ignore[index,arg-type]
    view = game.view(0)
    bot = HardBot(2, nodes=100)
    sampler = Sampler(view, bot.models.chances(view))
    deals = [deal for deal, _ in islice(bot.deals(sampler), 64)]
    assert len(deals) == 64
    for seat, style in ((1, "grabber"), (2, "ducker"), (3, "easy")):
        share = sum(STYLE_NAMES[d.styles[seat]] == style for d in deals) / len(deals)
        assert share > 0.7, (seat, style, share)
    assert all(d.styles[0] == 0 for d in deals)  # our own seat: Normal's habits


def test_a_play_like_either_of_two_equal_choices_is_the_styles() -> None:
    """Normal's habit, needing tricks with no sure winner, is to lead its lowest side card;
    holding 2♠ and 2♥ it flips a coin between them. Whichever it flipped, leading 2♥ or
    5♠ (with 3♠ 4♠ also in hand, the same as 2♠ to everyone else) is its habit; 9♦ is not.
    Judged against one coin flip only, 5♠ would be read as a slip half of the time."""
    from game.bots.reading.inference import public_turns, reading_policies, seat_logs
    from game.bots.reading.styles import NORMAL
    from game.bots.search.fast import Layout
    from game.cards import Card

    layout = Layout.for_deck("standard52")
    trump = 3  # clubs
    hand = layout.encode([[Card.parse(c) for c in ("2S", "3S", "4S", "5S", "2H", "9D")]])[0]
    everything = (1 << layout.size) - 1
    policies, again = reading_policies(layout, trump)

    def misses(lead: str, side: int, both: bool = True) -> int:
        turns = public_turns(layout, trump, everything, [(0, layout.indices(Card.parse(lead))[0])], 4)
        count = [0] * 5
        first, second = (policies, again) if side == 0 else (again, policies)
        seat_logs(layout, trump, False, turns[0], hand, 2, [NORMAL], first, 4, count,
                  second if both else None)
        return count[NORMAL]

    for side in (0, 1):  # whichever flip the reading asks first
        assert misses("2H", side) == 0 and misses("5S", side) == 0 and misses("2S", side) == 0
        assert misses("9D", side) == 1
    # judged against the flip to 2♥ alone, 5♠ reads as a slip (2♥ is 2♠'s equal, 5♠ is not)
    assert misses("5S", 1, both=False) == 1
    assert misses("5S", 0, both=False) == 0


@pytest.mark.parametrize("level", ["easy", "grabber", "ducker", "normal", "wild"])
def test_a_dealer_denied_its_bid_by_the_hook_is_read_where_its_style_goes(level: str) -> None:
    """Under the hook, a dealer whose own bid is forbidden bids a neighbour of it: the
    style's chances move the forbidden bid's share there (and still add up to one), so
    the bid the dealer made is read as the style's, not as a slip."""
    import math

    from game.bidding import hook_forbidden
    from game.bots.reading.knowledge import unseen_cards

    rules = preset("oh-hell")
    style = STYLE_NAMES.index(level)
    hooked: list[float] = []
    plain: list[float] = []
    for seed in range(40):
        game = Game(rules, 4, seed=seed)
        bots = [make_bot(level if s % 2 else "normal", seed * 4 + s) for s in range(4)]
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            if game.phase is Phase.PLAY:  # only the bids matter here
                game.apply(game.legal_actions()[0])
                continue
            view = game.view(seat)
            action = bots[seat].choose(view)
            if view.phase is Phase.BID and seat == view.dealer and seat % 2:
                assert isinstance(action, Bid)
                earlier = [view.bids[(seat + 1 + k) % 4] or 0 for k in range(3)]
                forbidden = hook_forbidden(earlier, view.hand_size)
                bids = StyleBids(rules, unseen_cards(view) + Counter(view.hand), view.trump, 4,
                                 view.hand_size)
                normal, easy = bids.normal_bid(view.hand, earlier), bids.easy_guess(view.hand)
                if bids.centre(style, normal, easy) == forbidden:
                    chances = [math.exp(bids.log_chances(b, normal, easy, [style], forbidden)[0])
                               for b in range(view.hand_size + 1)]
                    assert sum(chances) == pytest.approx(1.0) and chances[forbidden] == 0.0
                    hooked.append(chances[action.tricks])
                    plain.append(math.exp(bids.log_chances(action.tricks, normal, easy, [style])[0]))
                    game.apply(action)
                    # the next seat's sampler reads the dealer's bid with the hook in mind
                    after = game.view(game.to_act)  # type: ignore[arg-type]
                    assert Sampler(after).forbidden == {seat: forbidden}
                    continue
            game.apply(action)
    assert len(hooked) >= 8
    # the dealer's bid, one of the forbidden one's neighbours, gets that bid's share
    assert sum(hooked) > sum(plain) * (1.05 if level == "wild" else 1.5)
    if level in ("easy", "grabber", "ducker"):
        assert sorted(hooked)[len(hooked) // 2] > 0.5 > sorted(plain)[len(plain) // 2]


@pytest.mark.parametrize("name", ["oh-pshaw", "wizard", "oh-seven"])
def test_the_bidder_model_remembers_suits_only_where_they_price_alike(name: str) -> None:
    """The model keeps each suit's chances for the hands after (the deal chain asks for
    hands a card or two apart): along a walk of one-card trades, every hand's chances
    are those of its cards worked out afresh (with a Wizard or Jester in hand: none,
    the table has no cell for them, so the caller prices the hand the slow way)."""
    from game.bots.reading.bid_model import BidModel
    from game.bots.search.fast import Layout
    from game.cards import CardKind, Suit, make_deck

    rules = preset(name)
    rng = random.Random(name)
    players = rules.min_players
    copies = rules.copies(players)
    layout = Layout.for_deck(rules.deck, copies)
    deck = make_deck(rules.deck, copies)
    walked = 0
    for _ in range(6):
        size = rng.randint(3, min(13, len(deck) // players))
        rng.shuffle(deck)
        trump = rng.choice([None, *Suit])
        dealt = Counter(deck[:players * size])
        model = BidModel(rules, dealt, trump, players, size)
        hand, rest = deck[:size], deck[size:players * size]
        for _ in range(80):
            i, j = rng.randrange(size), rng.randrange(len(rest))
            specials = [k for k, card in enumerate(rest) if card.kind != CardKind.SUITED]
            if specials and rng.random() < 0.5:  # the other suits stay, the Wizards change
                j = rng.choice(specials)
            hand[i], rest[j] = rest[j], hand[i]
            mask = layout.encode([hand])[0]
            fresh = BidModel(rules, dealt, trump, players, size).chances(
                list(reversed(layout.decode(mask))))
            assert model.mask_chances(mask, layout) == fresh
            walked += 1
    assert walked == 480
