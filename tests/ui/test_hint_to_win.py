"""Near the game's end the hint picks the action with the best chance of winning the game and
says so, even where another has more expected points; its chips then show those chances.
Where every action's chance is the same (0% when the game is lost), it speaks of points as in
the earlier rounds. Its line keeps the hint's size: a long one is wrapped, never shrunk."""

from __future__ import annotations

import pygame

from game.actions import Bid, Play
from game.bots import Estimate
from game.cards import Card
from ui.app import App
from ui.core.fonts import scaled, text
from ui.table.hints import Hint, best_action, caption_lines, draw_caption


def test_the_best_chance_of_winning_beats_more_points() -> None:
    ace, two = Play(Card.parse("AS")), Play(Card.parse("2S"))
    analysis = {ace: Estimate(14.0, 0.9, 100, 0.20), two: Estimate(9.0, 0.5, 100, 0.35)}
    assert best_action((ace, two), analysis) == two
    hint = Hint()
    hint.legal, hint.analysis, hint.best = (ace, two), analysis, two
    assert hint.caption() == ("Chance to win the game with each card (near the end, that is what counts)"
                              " · best 2♠: 35% to win")
    assert hint.label(two) == "35%" and hint.label(ace) == "20%"  # the badges: the same chances
    plain = {ace: Estimate(14.0, 0.9, 100), two: Estimate(9.0, 0.5, 100)}
    assert best_action((ace, two), plain) == ace


def test_a_bid_to_win() -> None:
    bids = {Bid(2): Estimate(12.0, 0.8, 50, 0.1), Bid(5): Estimate(6.0, 0.3, 50, 0.3)}
    hint = Hint()
    hint.legal, hint.analysis = tuple(bids), bids
    hint.best = best_action(hint.legal, bids)
    assert hint.best == Bid(5)
    assert hint.caption().endswith("best 5: 30% to win")
    assert hint.label(Bid(5)) == "30%" and hint.label(Bid(2)) == "10%"  # the chips agree with the line


def test_when_no_card_can_make_the_bid_none_is_called_the_best() -> None:
    """Every card at 0% and all worth the same: the hint says so rather than naming a best
    card "about 0.0 points"; where the cards still differ it names the best, on average."""
    ace, two = Play(Card.parse("AS")), Play(Card.parse("2S"))
    hint = Hint()
    hint.legal, hint.best = (ace, two), ace
    hint.analysis = {ace: Estimate(0.0, 0.0, 100), two: Estimate(0.0, 0.0, 100)}
    assert hint.caption() == "No card can make your bid any more: 0% with each"
    hint.analysis = {ace: Estimate(10.4, 0.6, 100), two: Estimate(4.0, 0.3, 100)}
    assert hint.caption().endswith("best A♠: about 10.4 points on average")


def test_when_no_bid_can_win_the_hint_speaks_of_points() -> None:
    """Round 5 of 5, far behind: every bid at 0% to win (one at 0.4%, still 0% as shown). The
    best is the bid with the most points, as in the earlier rounds, and the gold chip is it."""
    bids = {Bid(1): Estimate(2.4, 0.2, 50, 0.004), Bid(2): Estimate(8.4, 0.7, 50, 0.0),
            Bid(3): Estimate(2.2, 0.2, 50, 0.0)}
    hint = Hint()
    hint.legal, hint.analysis = tuple(bids), bids
    hint.best = best_action(hint.legal, bids)
    assert hint.best == Bid(2)
    assert hint.caption() == "Points each bid scores on average · best 2: 70% to make it"
    assert [hint.label(b) for b in bids] == ["2.4", "8.4", "2.2"]
    # every card at 100%: the game is won whatever is played; the cards' chances of the bid
    ace, two = Play(Card.parse("AS")), Play(Card.parse("2S"))
    cards = {ace: Estimate(4.0, 0.3, 100, 1.0), two: Estimate(10.0, 0.9, 100, 1.0)}
    hint.legal, hint.analysis = (ace, two), cards
    hint.best = best_action(hint.legal, cards)
    assert hint.best == two and hint.label(two) == "90%"
    assert hint.caption().startswith("Chance to make your bid with each card · best 2♠")


def test_a_long_line_is_wrapped_at_the_hints_size_not_shrunk(app: App) -> None:
    h, room = 800, 560
    line = ("Chance to win the game with each bid (near the end, that is what counts)"
            " · best 3: 12% to win")
    size = scaled(h, 0.021)
    assert text(line, size, (0, 0, 0)).get_width() > room - 24
    lines = caption_lines(line, h, lambda tall: room)
    assert len(lines) == 2 and line in (" ".join(lines), " · ".join(lines))  # a break drops its " · "
    assert all(text(part, size, (0, 0, 0)).get_width() <= room - 24 for part in lines)
    surface = pygame.Surface((1280, h))
    surface.fill((100, 100, 100))
    draw_caption(surface, line, h, 640, 700, room=lambda tall: room)
    drawn = pygame.mask.from_threshold(surface, (100, 100, 100, 255), (1, 1, 1, 255))
    drawn.invert()
    found = drawn.get_bounding_rects()
    box = found[0].unionall(found[1:])
    step = text(line, size, (0, 0, 0)).get_height()
    assert box.bottom == 700 and box.width <= room and box.height >= 2 * step + 10
