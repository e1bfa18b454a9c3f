"""What the human may decide now, as the table shows it: playable cards, the prompt
above the hand, and the contents of the decision panel (bids, trump, passing).

Pure functions of the game; the scene turns them into widgets.
"""

from __future__ import annotations

from game.actions import Bid, CardBid, ChooseTrump, Play
from game.cards import Card
from game.errors import IllegalActionError
from game.game import Game, Phase
from ui.widgets.choice_panel import Choice
from ui.words.errors import error_text
from ui.words.i18n import _, ngettext


def pass_count(game: Game) -> int:
    """How many cards each seat passes this round (0 without passing)."""
    return game.rules.passes(game.round.number)[0]


def playable(game: Game, hand: list[Card]) -> set[Card] | None:
    """The cards the human may click now: legal plays, legal bid cards, or any card to pass;
    ``None`` when the decision is not made with the hand (nothing is dimmed then)."""
    phase, legal = game.phase, game.legal_actions()
    if phase is Phase.PLAY:
        return {a.card for a in legal if isinstance(a, Play)}
    if phase is Phase.BID and game.rules.card_bidding:
        return {a.card for a in legal if isinstance(a, CardBid)}
    if phase is Phase.PASS:
        return set(hand)
    return None


def prompt(game: Game) -> str:
    """The quiet line above the hand when the hand itself is the way to decide."""
    if game.phase is Phase.PLAY:
        return _("table.your_turn_play")
    if game.phase is Phase.BID and game.rules.card_bidding:
        return _("table.bid_with_a_card")
    return ""


def panel_key(game: Game) -> tuple[object, ...] | None:
    """Which panel the decision needs (``None``: the hand is enough); a new key, a new panel."""
    phase, rnd = game.phase, game.round
    if phase is Phase.BID and not game.rules.card_bidding:
        return ("bid", rnd.number, rnd.hand_size, len(rnd.bids), len(rnd.rebids))
    if phase is Phase.CHOOSE_TRUMP:
        return ("trump", rnd.number)
    if phase is Phase.PASS:
        return ("pass", rnd.number)
    return None


def panel_content(game: Game, kind: str, names: list[str]) -> tuple[str, list[Choice]]:
    """Title and buttons of the panel ``kind`` ("bid", "trump" or "pass"); ``names`` by seat."""
    if kind == "bid":
        legal = set(game.legal_actions())
        choices = []
        for n in range(game.round.hand_size + 1):
            reason = ""
            if Bid(n) not in legal:
                try:  # the engine's own reason (the hook rule); a refused action changes nothing
                    game.apply(Bid(n))
                except IllegalActionError as error:
                    reason = error_text(error)
            choices.append(Choice(str(n), Bid(n), reason))
        return _("table.your_bid"), choices
    if kind == "trump":
        return _("table.wizard_turned_name_trump"), [
            Choice(a.suit.symbol, a) for a in game.legal_actions() if isinstance(a, ChooseTrump)]
    count, direction = game.rules.passes(game.round.number)
    receiver = names[((game.to_act or 0) + direction) % game.players]
    return (ngettext("table.pick_cards_to_pass", count, name=receiver),
            [Choice(_("table.pass"), None)])
