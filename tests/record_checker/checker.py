"""An independent checker of game records (docs/RECORD.md) against docs/RULES.md.

Written from those two documents alone and on purpose never imports ``game``:
it is the second opinion the engine's records are compared with.

>>> check_record({"format": "nope"})[0]
"format is 'nope', expected 'ohpshaw-record'"
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

SUITS = "SHDC"  # also the Oh-Seven tie order, high to low (R-B4)
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
STD_RANKS = "23456789TJQKA"
SEVEN_RANKS = "01234567"
STD_MAX = {3: 15, 4: 13, 5: 10, 6: 8, 7: 7}  # R-S6
PASS_PATTERN = [(0, 0), (1, 1), (2, -1), (3, 1), (2, -1), (1, 1), (0, 0)]  # R-X1
ROTATING = "HCDS"  # R-T4
DEFAULTS: dict[str, Any] = {  # the oh-pshaw preset, assumed for a missing option
    "deck": "standard52", "deck_copies": None, "min_players": 3, "max_players": 7,
    "schedule": "ascending", "max_hand": None, "fixed_rounds": 7, "trump": "turn-up",
    "full_deck_no_trump": True, "last_round_no_trump": False, "hook": False,
    "simultaneous_bidding": False, "card_bidding": False, "rebid": False,
    "passing": False, "must_trump": False, "nil_bonus": False, "tricks_on_miss": False,
    "round_winner_bonus": False, "tie_break": True, "scoring": "standard",
}
Json = dict[str, Any]


@dataclass
class _Ctx:
    """What every round check needs: the rules, the table size and the deck."""

    r: Json
    n: int
    deck: str
    copies: int
    size: int
    valid: frozenset[str]
    out: list[str]


def _suit(card: str) -> str | None:
    """The suit letter of a card; None for a Wizard or a Jester."""
    return None if card[0] in "WN" else card[1]


def _rank(card: str, deck: str) -> int:
    """Rank order only (R-S2, R-L5): Jester lowest, Wizard highest."""
    if card[0] in "NW":
        return -1 if card[0] == "N" else 99
    return (SEVEN_RANKS if deck == "seven32" else STD_RANKS).index(card[0])


def _led_suit(before: list[str]) -> str | None:
    """The suit to follow after ``before``; None when anything goes (R-L2, R-L4)."""
    for card in before:
        if card[0] == "W":
            return None
        if card[0] != "N":
            return card[1]
    return None


def _illegal(hand: Counter[str], card: str, before: list[str], trump: str | None,
             must_trump: bool) -> str | None:
    """Why ``card`` may not be played from ``hand`` on ``before``; None if legal."""
    led, suit = _led_suit(before), _suit(card)
    if not before or suit is None or led is None or suit == led:
        return None
    held = {_suit(c) for c, k in hand.items() if k > 0}
    if led in held:
        return f"it holds {SUIT_NAMES[led]} (led {led})"
    if must_trump and trump is not None and suit != trump and trump in held:
        return f"it cannot follow {led} but holds trumps ({trump}), R-L3"
    return None


def _trick_winner(cards: list[str], trump: str | None, deck: str) -> int:
    """Index of the winning play (R-L5): first Wizard, first Jester, else best."""
    for i, card in enumerate(cards):
        if card[0] == "W":
            return i
    led = _led_suit(cards)
    best, best_key = 0, (False, -2)
    for i, card in enumerate(cards):
        suit = _suit(card)
        if suit is None or suit not in (trump, led):
            continue
        key = (suit == trump, _rank(card, deck))
        if key > best_key:  # strictly: of identical cards the first one wins
            best, best_key = i, key
    return best


def _points(r: Json, bid: int, won: int, tricks: int) -> int:
    """Points of one player for one round, without bonuses (R-C1..R-C5)."""
    made, diff = bid == won, abs(bid - won)
    if r["scoring"] == "oh-seven":
        return bid + 2 if made else -diff
    if r["scoring"] == "wizard":
        return 20 + 10 * bid if made else -10 * diff
    if r["scoring"] != "standard":
        raise ValueError(f"unknown scoring {r['scoring']!r}")
    if made:
        return 5 + tricks if bid == 0 and r["nil_bonus"] else 10 + bid
    return won if r["tricks_on_miss"] else 0


def _schedule(r: Json, n: int, deck: str, size: int) -> list[int]:
    """Hand sizes of the scheduled rounds (R-S5, R-S6), tie-breaks excluded."""
    if r["max_hand"] is not None:
        top = min(int(r["max_hand"]), size // n)
    else:
        top = STD_MAX.get(n, size // n) if deck == "standard52" else size // n
        if r["trump"] == "turn-up" and not r["full_deck_no_trump"] and n * top == size:
            top -= 1  # a card must be left to turn up
    up = list(range(1, top + 1))
    cw = list(range(1, min(7, top) + 1))
    shapes = {"ascending": up, "descending": up[::-1], "up-down": up + up[-2::-1],
              "down-up": up[::-1] + up[1:], "contract-whist": cw[::-1] + cw[1:],
              "fixed": [top] * int(r["fixed_rounds"])}
    if r["schedule"] not in shapes:
        raise ValueError(f"unknown schedule {r['schedule']!r}")
    return shapes[r["schedule"]]


def _check_cards(c: _Ctx, where: str, cards: list[str]) -> None:
    """Every card is valid notation (R-D4) and no card is there too often."""
    for card, k in Counter(cards).items():
        if card not in c.valid:
            c.out.append(f"{where}: {card!r} is not a card of the {c.deck} deck (R-D4)")
        elif k > c.copies:
            c.out.append(f"{where}: {card} appears {k} times, the deck has {c.copies} of it")


def _check_cut(rec: Json, c: _Ctx) -> int | None:
    """The first dealer by the cut and its recuts (R-S2); None if undecidable."""
    draws = [rec["cut"], *rec.get("recuts", [])]
    pool = list(range(c.n))
    for i, draw in enumerate(draws):
        name = "cut" if i == 0 else f"cut, recut {i}"
        seats = sorted(d["seat"] for d in draw)
        if seats != pool:
            c.out.append(f"{name}: drawn by seats {seats}, expected seats {pool} (R-S2)")
            return None
        cards = [d["card"] for d in draw]
        _check_cards(c, name, cards)
        if any(card not in c.valid for card in cards):
            return None
        low = min(_rank(card, c.deck) for card in cards)
        pool = sorted(d["seat"] for d in draw if _rank(d["card"], c.deck) == low)
        if len(pool) == 1:
            if i < len(draws) - 1:
                c.out.append(f"{name}: seat {pool[0]} is lowest, yet a recut follows (R-S2)")
            return pool[0]
    c.out.append(f"cut: seats {pool} tie for lowest and no recut decides (R-S2)")
    return None


def _check_trump(c: _Ctx, w: str, rnd: Json, k: int, hand: int, last: bool) -> None:
    """turn_up and trump (R-T1..R-T5); the bid-card trump (R-T6) is checked with the bids."""
    turn_up, trump, mode = rnd.get("turn_up"), rnd.get("trump"), c.r["trump"]
    want, why = None, "R-T6"
    if mode == "rotating":
        want, why = ROTATING[(k - 1) % 4], "R-T4"
    elif mode == "bid-card":
        want = trump
    elif mode == "none":
        why = "trump none: no round has trump"
    elif mode != "turn-up":
        raise ValueError(f"unknown trump mode {mode!r}")
    elif last and c.r["last_round_no_trump"]:
        why = "R-T3"
    elif c.n * hand >= c.size:
        why = "R-T2"
        if not c.r["full_deck_no_trump"]:
            c.out.append(f"{w}: no card is left to turn up (R-S6, R-T2)")
    elif turn_up is None:
        c.out.append(f"{w}: turn_up is missing (R-T1)")
        return
    else:  # a turned Wizard: any suit the dealer chose; a turned Jester: no trump
        want, why = turn_up[1:2], "R-T1"
        if c.deck == "wizard60" and turn_up[0] in "WN":
            want, why = None, "R-T5"
            if turn_up[0] == "W":
                want = trump if trump in tuple(SUITS) else "a suit chosen by the dealer"
        turn_up = None
    if turn_up is not None:
        c.out.append(f"{w}: turn_up is {turn_up}, expected none ({why})")
    if trump != want:
        c.out.append(f"{w}: trump is {trump}, expected {want} ({why})")


def _apply_passes(c: _Ctx, w: str, k: int, rnd: Json, hands: list[list[str]]
                  ) -> list[list[str]]:
    """Check the passes of round k (R-X1) and return the hands after them."""
    passes = rnd.get("passes") or []
    count, step = PASS_PATTERN[(k - 1) % 7] if c.r["passing"] else (0, 0)
    if count == 0:
        if any(p.get("cards") for p in passes):
            c.out.append(f"{w}: cards are passed, but no pass is due (R-X1)")
        return hands
    unfinished = not rnd.get("complete") and not rnd.get("bids")
    if sorted(p["seat"] for p in passes) != list(range(c.n)) and not (unfinished and not passes):
        c.out.append(f"{w}: passes by seats {[p['seat'] for p in passes]}, not by all (R-X1)")
    dealt, after = [Counter(h) for h in hands], [Counter(h) for h in hands]
    for p in passes:
        seat, to, cards = p["seat"], p["to"], Counter(p["cards"])
        if to != (seat + step) % c.n:
            c.out.append(f"{w}: seat {seat} passes to seat {to}, not {(seat + step) % c.n} (R-X1)")
        if cards.total() != count:
            c.out.append(f"{w}: seat {seat} passes {cards.total()} cards, expected {count} (R-X1)")
        if extra := sorted((cards - dealt[seat]).elements()):
            c.out.append(f"{w}: seat {seat} passes {extra}, not in its dealt hand (R-X1)")
        after[seat] -= cards
        after[to] += cards
    return [list(h.elements()) for h in after]


def _check_card_bids(c: _Ctx, w: str, rnd: Json, hand: int, deals: list[list[list[str]]]
                     ) -> tuple[list[int], int | None, list[list[str]]]:
    """Card bids and rebids (R-B4, R-B5, R-T6): rebid bonus, first leader, played hands."""
    rebids = rnd.get("rebids") or []
    if rebids and not c.r["rebid"]:
        c.out.append(f"{w}: rebids are recorded, but the rebid option is off (R-B5)")
    d, used, bonus = 0, [Counter[str]() for _ in range(c.n)], [0] * c.n
    for i, bids in enumerate([rb["bids"] for rb in rebids] + [rnd["bids"]]):
        final = i == len(rebids)
        bw = w if final else f"{w}, replaced bid round {i + 1}"
        if not final and [b["seat"] for b in bids] != list(range(c.n)):
            c.out.append(f"{bw}: bids by seats {[b['seat'] for b in bids]} (R-B4)")
        for b in bids:
            seat, card = b["seat"], b["card"]
            if card not in c.valid or not card[0].isdigit():
                c.out.append(f"{bw}: seat {seat} bids with {card!r}, not a numbered card (R-B4)")
                return bonus, None, deals[d]
            if (Counter(deals[d][seat]) - used[seat])[card] <= 0:
                c.out.append(f"{bw}: seat {seat} bids with {card}, which it does not hold "
                             "unused (R-B4, R-B5)")
            if b["bid"] != int(card[0]):
                c.out.append(f"{bw}: seat {seat} bids {b['bid']} with {card} (R-B4)")
            used[seat][card] += 1
        if len(bids) < c.n:  # an unfinished round ended during bidding
            return bonus, None, deals[d]
        # the highest bid card: number, then suit S > H > D > C (R-B4)
        best = max((b["card"] for b in bids), key=lambda x: (x[0], -SUITS.index(x[1])))
        # identical top cards without a rebid: the first from eldest hand (dealer + 1)
        first = (rnd["dealer"] + 1) % c.n
        top = sorted((b["seat"] for b in bids if b["card"] == best),
                     key=lambda s: (s - first) % c.n)
        due = sum(b["bid"] for b in bids) == hand or len(top) > 1
        if final:
            if due and c.r["rebid"]:
                c.out.append(f"{w}: bids {[b['bid'] for b in bids]} (top {best}) call for "
                             "a rebid (R-B5)")
            if c.r["trump"] == "bid-card" and rnd.get("trump") != best[1]:
                c.out.append(f"{w}: trump is {rnd.get('trump')}, expected {best[1]} from the "
                             "highest bid card (R-T6)")
            return bonus, top[0], deals[d]
        want = [int(s in top) for s in range(c.n)]
        if not due or rebids[i].get("bonus") != want:
            c.out.append(f"{bw}: rebid bonus is {rebids[i].get('bonus')}, expected "
                         f"{want if due else 'no rebid'} (R-B5)")
        bonus = [x + y for x, y in zip(bonus, want, strict=True)]
        if any(used[s].total() >= len(deals[d][s]) for s in range(c.n)):
            if d == len(deals) - 1:
                c.out.append(f"{bw}: a player has no unused card left, but no redeal follows "
                             "(R-B5)")
            d, used = min(d + 1, len(deals) - 1), [Counter[str]() for _ in range(c.n)]
    raise AssertionError("unreachable")


def _check_bids(c: _Ctx, w: str, rnd: Json, hand: int, dealer: int,
                deals: list[list[list[str]]]) -> tuple[list[int], int | None, list[list[str]]]:
    """Bid order, range and hook (R-B1, R-B3, R-B6), then card bids; bonus, leader, hands."""
    bids, n, eldest = rnd["bids"], c.n, (dealer + 1) % c.n
    parallel = c.r["simultaneous_bidding"] or c.r["card_bidding"]
    order = list(range(n)) if parallel else [(eldest + i) % n for i in range(n)]
    seats = [b["seat"] for b in bids]
    if seats != order[:len(seats)] or (len(seats) < n and rnd.get("complete", True)):
        rule = "R-B4" if c.r["card_bidding"] else "R-B6" if parallel else "R-B1"
        c.out.append(f"{w}: bids by seats {seats}, expected {order} ({rule})")
    for b in bids:
        if not 0 <= b["bid"] <= hand:
            c.out.append(f"{w}: seat {b['seat']} bids {b['bid']}, outside 0..{hand} (R-B1)")
    total = sum(b["bid"] for b in bids)
    if c.r["hook"] and not c.r["card_bidding"] and len(bids) == n and total == hand:
        mine = next((b["bid"] for b in bids if b["seat"] == dealer), None)
        c.out.append(f"{w}: dealer (seat {dealer}) bids {mine}, making the bids total "
                     f"{hand}, the number of tricks (hook rule, R-B3)")
    if c.r["card_bidding"]:
        return _check_card_bids(c, w, rnd, hand, deals)
    if len(deals) > 1:
        c.out.append(f"{w}: a redeal is recorded without card bidding (R-B5)")
    if c.r["trump"] == "bid-card":
        raise ValueError("trump 'bid-card' needs card bidding")
    return [0] * n, eldest, deals[-1]


def _check_play(c: _Ctx, w: str, rnd: Json, hands: list[list[str]], leader: int | None,
                hand: int, complete: bool) -> list[int]:
    """Replay the tricks (R-L1..R-L6) and return the tricks won per seat."""
    held, won, n = [Counter(h) for h in hands], [0] * c.n, c.n
    tricks, trump = rnd.get("tricks") or [], rnd.get("trump")
    for t, trick in enumerate(tricks, 1):
        tw, plays = f"{w}, trick {t}", trick["plays"]
        partial = not complete and t == len(tricks) and len(plays) < n
        if leader is not None and trick.get("leader") != leader:
            c.out.append(f"{tw}: leader is seat {trick.get('leader')}, expected seat {leader}"
                         f" ({'R-S4/R-B4' if t == 1 else 'R-L6'})")
        lead = leader if leader is not None else plays[0]["seat"] if plays else 0
        seats = [p["seat"] for p in plays]
        want = [(lead + i) % n for i in range(n)]
        if seats != want[:len(seats)] or (len(seats) != n and not partial):
            c.out.append(f"{tw}: plays by seats {seats}, expected {want} (R-L1)")
        cards: list[str] = []
        for p in plays:
            seat, card = p["seat"], p["card"]
            if held[seat][card] <= 0:
                c.out.append(f"{tw}: seat {seat} plays {card}, which it does not hold")
            else:
                why = _illegal(held[seat], card, cards, trump, c.r["must_trump"])
                if why:
                    c.out.append(f"{tw}: {card} is not legal for seat {seat}: {why}")
                held[seat][card] -= 1
            cards.append(card)
        if partial or not cards:
            break
        i = _trick_winner(cards, trump, c.deck)
        if trick.get("winner") != seats[i]:
            c.out.append(f"{tw}: winner is seat {trick.get('winner')}, but seat {seats[i]} "
                         f"wins with {cards[i]} (R-L5)")
        won[seats[i]] += 1
        leader = seats[i]
    if complete and len(tricks) != hand:
        c.out.append(f"{w}: {len(tricks)} tricks played, expected {hand} (R-L6)")
    for seat, rest in enumerate(held):
        if complete and rest.total():
            c.out.append(f"{w}: seat {seat} never plays {sorted(rest.elements())} (R-L6)")
    return won


def _check_round(c: _Ctx, k: int, rnd: Json, hand: int, dealer: int, last: bool
                 ) -> list[int] | None:
    """Check one round; return its correct scores (None for an unfinished round)."""
    w, n = f"round {k}", c.n
    complete = rnd.get("complete", True) is not False
    if rnd["hand_size"] != hand:
        c.out.append(f"{w}: hand_size is {rnd['hand_size']}, expected {hand} (R-S5/R-S6)")
    deals = [d["hands"] for d in rnd.get("deals") or []]
    if not deals or deals[-1] != rnd["hands"]:
        deals.append(rnd["hands"])
    for i, deal in enumerate(deals):
        dw = w if len(deals) == 1 else f"{w}, deal {i + 1}"
        if (sizes := [len(cards) for cards in deal]) != [hand] * n:
            c.out.append(f"{dw}: hands of {sizes} cards dealt, expected {n} of {hand} (R-S5)")
        turned = [rnd["turn_up"]] if rnd.get("turn_up") and i == len(deals) - 1 else []
        _check_cards(c, dw, [card for cards in deal for card in cards] + turned)
    _check_trump(c, w, rnd, k, hand, last)
    deals[0] = _apply_passes(c, w, k, rnd, deals[0])
    bonus, leader, hands = _check_bids(c, w, rnd, hand, dealer, deals)
    won = _check_play(c, w, rnd, hands, leader, hand, complete)
    if (complete or rnd.get("tricks_won") is not None) and rnd.get("tricks_won") != won:
        c.out.append(f"{w}: tricks_won is {rnd['tricks_won']}, expected {won} (R-L6)")
    if not complete:
        if rnd.get("scores") is not None:
            c.out.append(f"{w}: an unfinished round has scores (R-G3)")
        return None
    bids = {b["seat"]: b["bid"] for b in rnd["bids"]}
    scores = [_points(c.r, bids.get(s, 0), won[s], hand) + bonus[s] for s in range(n)]
    if c.r["round_winner_bonus"]:
        top = max(scores)
        scores = [x + 10 if x == top else x for x in scores]
    got = rnd.get("scores")
    if not isinstance(got, list) or len(got) != n:
        c.out.append(f"{w}: scores are {got}, expected {scores} (R-C1..R-C6)")
        return scores
    for seat in range(n):
        if got[seat] != scores[seat]:
            c.out.append(f"{w}: seat {seat} scores {got[seat]}, expected {scores[seat]} (bid "
                         f"{bids.get(seat)}, won {won[seat]}; R-C1..R-C6)")
    return scores


def _pad_top(c: _Ctx, w: str, bids: list[Json]) -> list[int]:
    """Seats holding the top bid card of a full set of card bids (R-B4): the highest number,
    then the suit S > H > D > C; [] when a tied top bid lacks its card."""
    top = max(b["bid"] for b in bids)
    tied = [b for b in bids if b["bid"] == top]
    if len(tied) == 1:
        return [tied[0]["seat"]]
    if any("card" not in b for b in tied):
        c.out.append(f"{w}: several bid {top}, but not every card is given to find the top one (R-B4)")
        return []
    best = max((b["card"] for b in tied), key=lambda x: (x[0], -SUITS.index(x[1])))
    return [b["seat"] for b in tied if b["card"] == best]


def _check_pad_bids(c: _Ctx, w: str, bids: list[Json], order: list[int], hand: int, full: bool) -> None:
    """Order, range and bid cards of one set of bids entered on the score pad."""
    seats = [b["seat"] for b in bids]
    if seats != order[:len(seats)] or (full and len(seats) != c.n):
        c.out.append(f"{w}: bids by seats {seats}, expected {order} (R-B1/R-B4/R-B6)")
    top = 7 if c.r["card_bidding"] else hand
    for b in bids:
        if not 0 <= b["bid"] <= top:
            c.out.append(f"{w}: seat {b['seat']} bids {b['bid']}, outside 0..{top} (R-B1/R-B4)")
        card = b.get("card")
        if card is None:
            continue
        if not c.r["card_bidding"]:
            c.out.append(f"{w}: seat {b['seat']} has a bid card without card bidding (R-B4)")
        elif card not in c.valid or card[0] != str(b["bid"]):
            c.out.append(f"{w}: seat {b['seat']} bids {b['bid']} with {card!r} (R-B4)")
    _check_cards(c, w, [b["card"] for b in bids if "card" in b])


def _check_pad_round(c: _Ctx, k: int, rnd: Json, hand: int, dealer: int) -> list[int] | None:
    """A round played with real cards (score pad, R-G5): hand size, bids, the hook, Oh-Seven's
    rebids and trump, tricks that add up, reneges (R-L7) and scores. None when unfinished."""
    w, n, r = f"round {k}", c.n, c.r
    complete = rnd.get("complete") is True
    if rnd["hand_size"] != hand:
        c.out.append(f"{w}: hand_size is {rnd['hand_size']}, expected {hand} (R-S5/R-S6)")
    for key in ("hands", "tricks", "turn_up", "passes"):
        if rnd.get(key):
            c.out.append(f"{w}: {key} in a game played with real cards (R-G5)")
    parallel = r["card_bidding"] or r["simultaneous_bidding"]
    order = list(range(n)) if parallel else [(dealer + 1 + i) % n for i in range(n)]
    rebids, bonus = rnd.get("rebids") or [], [0] * n
    if rebids and not (r["card_bidding"] and r["rebid"]):
        c.out.append(f"{w}: rebids are recorded, but the rebid option is off (R-B5)")
    for i, rebid in enumerate(rebids, 1):
        bw = f"{w}, replaced bid round {i}"
        _check_pad_bids(c, bw, rebid["bids"], order, hand, full=True)
        top = _pad_top(c, bw, rebid["bids"])
        due = sum(b["bid"] for b in rebid["bids"]) == hand or len(top) > 1
        want = [int(s in top) for s in range(n)]
        if not due or rebid.get("bonus") != want:
            c.out.append(f"{bw}: rebid bonus is {rebid.get('bonus')}, expected "
                         f"{want if due else 'no rebid'} (R-B5)")
        bonus = [x + y for x, y in zip(bonus, want, strict=True)]
    bids = rnd["bids"]
    _check_pad_bids(c, w, bids, order, hand, full=complete)
    if len(bids) == n and r["card_bidding"]:
        top = _pad_top(c, w, bids)
        if r["rebid"] and (sum(b["bid"] for b in bids) == hand or len(top) > 1):
            c.out.append(f"{w}: bids {[b['bid'] for b in bids]} call for a rebid (R-B5)")
        card = next((b.get("card") for b in bids if top and b["seat"] == top[0]), None)
        if card is None or rnd.get("trump") != card[1]:
            c.out.append(f"{w}: trump is {rnd.get('trump')}, expected the suit of the top bid "
                         f"card {card} (R-T6)")
    by_seat = {b["seat"]: b["bid"] for b in bids}
    if r["hook"] and len(bids) == n and sum(by_seat.values()) == hand:
        c.out.append(f"{w}: dealer (seat {dealer}) bids {by_seat.get(dealer)}, making the bids "
                     f"total {hand}, the number of tricks (hook rule, R-B3)")
    if not complete:
        if rnd.get("scores") is not None:
            c.out.append(f"{w}: an unfinished round has scores (R-G3)")
        return None
    won = rnd.get("tricks_won")
    if not isinstance(won, list) or len(won) != n or any(not 0 <= t <= hand for t in won) \
            or sum(won) != hand:
        c.out.append(f"{w}: tricks_won is {won}, expected {n} counts adding up to {hand} (R-G5)")
        return None
    reneges = set(rnd.get("reneges") or [])
    if not reneges <= set(range(n)):
        c.out.append(f"{w}: reneges by seats {sorted(reneges)}, not all at the table (R-L7)")
    penalty = int(r.get("renege_penalty", 0))
    scores = [(-penalty if s in reneges else _points(r, by_seat.get(s, 0), won[s], hand)) + bonus[s]
              for s in range(n)]
    others = [s for s in range(n) if s not in reneges]
    if r["round_winner_bonus"] and others:
        best = max(scores[s] for s in others)
        scores = [x + 10 if s in others and x == best else x for s, x in enumerate(scores)]
    if rnd.get("scores") != scores:
        c.out.append(f"{w}: scores are {rnd.get('scores')}, expected {scores} (R-C1..R-C6, R-L7)")
    return scores


def _resolve(rec: Json, out: list[str]) -> _Ctx:
    """Read players and rules; report missing options and assume the defaults."""
    seats = [p.get("seat") for p in rec["players"]]
    n = len(seats)
    if seats != list(range(n)):
        out.append(f"players: seats are {seats}, expected {list(range(n))}")
    r = dict(rec.get("rules") or {})
    if missing := [name for name in DEFAULTS if name not in r]:
        out.append(f"rules: options {missing} are missing, assuming the oh-pshaw defaults")
    r = DEFAULTS | r
    if not r["min_players"] <= n <= r["max_players"]:
        out.append(f"players: {n} players, the rules allow "
                   f"{r['min_players']}..{r['max_players']} (R-S1)")
    deck = r["deck"]
    if deck not in ("standard52", "seven32", "wizard60"):
        raise ValueError(f"unknown deck {deck!r}")
    copies = r["deck_copies"] or (2 if deck == "seven32" and n >= 5 else 1)
    size = copies * (60 if deck == "wizard60" else 32 if deck == "seven32" else 52)
    ranks = SEVEN_RANKS if deck == "seven32" else STD_RANKS
    valid = {rank + suit for rank in ranks for suit in SUITS}  # R-D1..R-D4
    if deck == "wizard60":
        valid |= {f"{k}{i}" for k in "WN" for i in range(1, 5)}
    return _Ctx(r, n, deck, copies, size, frozenset(valid), out)


def _check_game(rec: Json, out: list[str]) -> None:
    """The whole record: header, cut, rounds in order, totals and result (R-G1..R-G3).

    From version 3 a tie-break round's points stay out of the totals; the tied player with
    the best score in it wins (R-G2). Versions 1 and 2 added them to the totals."""
    if rec.get("format") != "ohpshaw-record":
        out.append(f"format is {rec.get('format')!r}, expected 'ohpshaw-record'")
        return
    version = rec.get("version")
    if version not in (1, 2, 3):  # 2 adds only "shuffle", which a checker of the hands needs not
        out.append(f"version is {version!r}, expected 1, 2 or 3")
    separate = version not in (1, 2)  # from 3: a tie-break round's points stay out of the totals (R-G2)
    c = _resolve(rec, out)
    real = rec.get("real_cards") is True  # a score pad game: no cut, no cards (R-G5)
    sched, rounds = _schedule(c.r, c.n, c.deck, c.size), rec["rounds"]
    first = rec.get("first_dealer") if real else _check_cut(rec, c)
    if real and first not in range(c.n):
        out.append(f"first_dealer is {first!r}, expected a seat 0..{c.n - 1}")
        first = None
    first = int(rounds[0]["dealer"] if first is None and rounds else first or 0)
    totals, contenders, due, unfinished = [0] * c.n, list(range(c.n)), False, 0
    for i, rnd in enumerate(rounds):
        k, extra, dealer = i + 1, i >= len(sched), (first + i) % c.n
        w = f"round {k}"
        if not isinstance(rnd.get("complete"), bool):
            out.append(f"{w}: complete is {rnd.get('complete')!r}, expected true or false")
        if rnd.get("number") != k:
            out.append(f"{w}: number is {rnd.get('number')}, expected {k}")
        if rnd.get("dealer") != dealer:
            out.append(f"{w}: dealer is seat {rnd.get('dealer')}, expected seat {dealer} "
                       "(R-S2, R-S3)")
        if bool(rnd.get("tie_break")) != extra:
            out.append(f"{w}: tie_break is {not extra}, expected {extra} "
                       f"({len(sched)} scheduled rounds, R-G2)")
        if extra and not due:
            out.append(f"{w}: no tie-break round is due (R-G1, R-G2)")
        if unfinished == i > 0:
            out.append(f"round {i}: unfinished, yet round {k} follows (R-G3)")
        try:
            hand = max(sched) if extra else sched[i]
            scores = _check_pad_round(c, k, rnd, hand, dealer) if real else \
                _check_round(c, k, rnd, hand, dealer, i == len(sched) - 1)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            out.append(f"{w}: malformed round ({type(exc).__name__}: {exc})")
            got = rnd.get("scores")  # carry on with the recorded scores if they look sane
            scores = got if isinstance(got, list) and len(got) == c.n else None
        if rnd.get("complete") is False:
            unfinished = k
        if scores is not None and not (extra and separate):
            totals = [a + b for a, b in zip(totals, scores, strict=True)]
        if (scores is not None or "totals" in rnd) and rnd.get("totals") != totals:
            out.append(f"{w}: totals are {rnd['totals']}, expected {totals} (R-C7)")
        if scores is not None and k == len(sched):
            contenders = [s for s in range(c.n) if totals[s] == max(totals)]
            due = bool(c.r["tie_break"]) and len(contenders) > 1
        elif scores is not None and extra and due:
            contenders = [s for s in contenders if scores[s] == max(scores[x] for x in contenders)]
            due = len(contenders) > 1
    res = rec["result"]
    early, short = res.get("ended_early") is True, len(rounds) < len(sched)
    if not isinstance(res.get("ended_early"), bool):
        out.append(f"result: ended_early is {res.get('ended_early')!r}, expected true or false")
    if not early and (short or due or unfinished):
        why, rule = ((f"{len(rounds)} rounds played of {len(sched)} scheduled", "R-G1")
                     if short else (f"round {unfinished} is unfinished", "R-G3") if unfinished
                     else (f"seats {contenders} tie at the top, no tie-break follows", "R-G2"))
        out.append(f"result: {why}, yet the game did not end early ({rule})")
    if res.get("totals") != totals:
        out.append(f"result: totals are {res.get('totals')}, expected {totals} (R-C7)")
    top = [s for s in range(c.n) if totals[s] == max(totals)]
    # ended during tie-breaks (version 2): the tied players still in share the win
    want = contenders if due and separate and not short else top if early or short else contenders
    if sorted(res.get("winners") or []) != want:
        out.append(f"result: winners are {res.get('winners')}, expected {want} "
                   f"({'R-G3' if early else 'R-G1, R-G2'})")


def _check_branch(rec: Json, out: list[str]) -> None:
    """A game loaded from a save and played on names itself and the game it was loaded from
    (RECORD.md, "Games loaded from a save"): both fields or neither."""
    own, of = rec.get("branch"), rec.get("branch_of")
    if own is None and of is None:
        return
    if not isinstance(own, str) or not own or len(own) > 40 \
            or any(not (c.isascii() and (c.isalnum() or c == "-")) for c in own):
        out.append(f"branch is {own!r}, expected letters, digits and dashes (at most 40)")
    if not isinstance(of, str) or not of:
        out.append(f"branch_of is {of!r}, expected the id of the game it was loaded from")


def check_record(record: dict[str, Any]) -> list[str]:
    """Every problem found in a game record, as readable sentences
    ("round 3, trick 2: 7H is not legal for seat 1: it holds hearts (led H)");
    [] when the record agrees with RULES.md.

    The record is read as RECORD.md describes it; nothing of the engine is
    used. A malformed part is reported as such instead of raising.
    """
    out: list[str] = []
    try:
        _check_game(record, out)
        _check_branch(record, out)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        out.append(f"malformed record ({type(exc).__name__}: {exc})")
    return out
