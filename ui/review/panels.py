"""The review's side: what was decided at this moment and what the analysis says of it,
and how far the analysis has come. Drawing only; changes nothing."""

from __future__ import annotations

import pygame

from game.actions import Action, Bid, CardBid, ChooseTrump, Play
from game.analysis.decisions import Kind, kind_of
from game.bots import Estimate
from game.cards import SUIT_RANK_ORDER
from game.game import Game
from game.outcome import Reason, game_outcome
from ui.core.draw import GOLD, GREEN, RED, TEXT, TEXT_DIM, panel
from ui.core.fonts import fit, font, scaled, text, wrap, wrap_even
from ui.review.figure_tips import Spot
from ui.review.looking import Looking
from ui.review.steps import Steps
from ui.review.words import action_text, decision_title, points
from ui.table.presenter import hand_order
from ui.words.i18n import _

BAR = (96, 150, 118)


def draw_progress(surface: pygame.Surface, rect: pygame.Rect, looking: Looking, h: int) -> None:
    """A bar with how much of the game is judged, or why the analysis stopped."""
    size = scaled(h, 0.018)
    if looking.problem:
        line = _("review.analysis_failed", reason=looking.problem)
        surface.blit(text(fit(line, size, rect.width), size, RED), rect.topleft)
        return
    percent = round(looking.progress * 100)
    label = _("review.analysis_progress", percent=percent)
    if font(size).size(label)[0] > rect.width:  # the figure is what counts: never cut it off
        label = _("review.analysis_progress_short", percent=percent)
    surface.blit(text(fit(label, size, rect.width), size, TEXT_DIM), rect.topleft)
    bar = pygame.Rect(rect.left, rect.top + round(size * 1.5), rect.width, max(6, size // 2))
    pygame.draw.rect(surface, (30, 50, 40), bar, border_radius=4)
    done = bar.copy()
    done.width = max(0, round(bar.width * looking.progress))
    if done.width:
        pygame.draw.rect(surface, GOLD, done, border_radius=4)


def draw_decision(surface: pygame.Surface, rect: pygame.Rect, steps: Steps, position: int,
                  names: tuple[str, ...], looking: Looking, game_now: Game) -> list[Spot]:
    """The decision at ``position`` and its analysis, in ``rect``; where the points and the
    chance of the options stand, each with the tip that says what they are."""
    h = surface.get_height()
    surface.blit(panel(rect.size, 120, 10), rect)
    pad = round(h * 0.018)
    inner = rect.inflate(-2 * pad, -2 * pad)
    head, size, small = scaled(h, 0.024), scaled(h, 0.019), scaled(h, 0.016)
    y = inner.top
    decision = steps.decision(position)
    if decision is None:
        _game_end(surface, inner, steps.game, names, head, size)
        return []
    seat, action = decision
    kind = kind_of(action)
    title = fit(decision_title(kind, names[seat]), head, inner.width, True)
    surface.blit(text(title, head, GOLD, True), (inner.left, y))
    y += round(head * 1.5)
    rating = looking.rating(position)
    if rating is None:
        note = _("review.not_judged_yet") if not looking.problem else ""
        if note:
            surface.blit(text(note, size, TEXT_DIM), (inner.left, y))
        return []
    if rating.estimates is None:
        lines = wrap(_("review.not_rated"), size, inner.width)
        lines.append(_("review.chose", action=action_text(action)))
        for line in lines:
            surface.blit(text(line, size, TEXT_DIM), (inner.left, y))
            y += round(size * 1.35)
        return []
    if not rating.estimates:
        alike = wrap(_("review.choices_alike"), size, inner.width)
        for line in [*alike, _("review.chose", action=action_text(action))]:
            surface.blit(text(line, size, TEXT_DIM), (inner.left, y))
            y += round(size * 1.35)
        return []
    apart = max(8, round(small * 0.8))  # between the two headings, growing with them
    chance_w = max(text("100%", small, TEXT_DIM).get_width(),
                   text(_("review.column_chance"), small, TEXT_DIM).get_width()) + apart
    heads = ((_("review.column_points"), inner.right - chance_w - 6),
             (_("review.column_chance"), inner.right - 4))
    points_left = heads[0][1] - max(text(heads[0][0], small, TEXT_DIM).get_width(),
                                    text("−88.8", size, TEXT, True).get_width())
    caption = wrap_even(_caption(kind), small, points_left - inner.left - small)
    if len(caption) > 2:  # two lines at most: the options need the room
        caption = [caption[0], fit(" ".join(caption[1:]), small, points_left - inner.left - small)]
    line_h = round(small * 1.25)
    for i, line in enumerate(caption):
        surface.blit(text(line, small, TEXT_DIM), (inner.left, y + i * line_h))
    y += (len(caption) - 1) * line_h  # the headings stand on the caption's last line
    for word, right in heads:
        img = text(word, small, TEXT_DIM)
        surface.blit(img, img.get_rect(topright=(right, y + 1)))
    y += round(small * 1.6)
    footer_h = round(size * 3.2)
    options = _ordered(rating.estimates, game_now, seat)
    room = inner.bottom - footer_h - y
    row = max(round(small * 1.25), min(round(size * 1.55), room // max(1, len(options))))
    _rows(surface, pygame.Rect(inner.left, y, inner.width, room), options, rating.best, action,
          row, min(size, round(row * 0.78)), chance_w)
    top, bottom = y - round(small * 1.6), y + min(room, len(options) * row)
    spots = [(pygame.Rect(points_left, top, heads[0][1] - points_left, bottom - top),
              _("review.tip.options_points")),
             (pygame.Rect(heads[0][1] + 1, top, inner.right - heads[0][1], bottom - top),
              _("review.tip.options_chance"))]
    y = inner.bottom - footer_h + round(size * 0.4)
    best = rating.best
    if best is None or best == action:
        line, colour = _("review.verdict_best", action=action_text(action)), GREEN
    elif rating.loss < 0.05:
        line, colour = _("review.verdict_as_good",
                         action=action_text(action), best=action_text(best)), TEXT
    else:
        line, colour = _("review.verdict_gave_away",
                         action=action_text(action), points=points(rating.loss),
                         best=action_text(best)), RED
    for part in wrap(line, size, round(inner.width * 0.88))[:2]:  # bold runs wider than wrap measures
        surface.blit(text(part, size, colour, True), (inner.left, y))
        y += round(size * 1.3)
    return spots


def _caption(kind: Kind) -> str:
    """What the list of options shows, for a decision of ``kind``."""
    if kind is Kind.BID:
        return _("review.panel_bids")
    if kind is Kind.CARD_BID:
        return _("review.panel_bid_cards")
    if kind is Kind.TRUMP:
        return _("review.panel_trumps")
    if kind is Kind.PASS:
        return _("review.panel_passes")
    return _("review.panel_cards")


def _ordered(estimates: dict[Action, Estimate] | object, game: Game,
             seat: int) -> list[tuple[Action, Estimate]]:
    """The options in the order a player reads them: bids by number, cards as in the hand,
    bid cards by number, suits in rank order (♠ ♥ ♦ ♣), passes as the search lists them."""
    assert isinstance(estimates, dict)
    items: list[tuple[Action, Estimate]] = list(estimates.items())
    trump = game.state.trump

    def key(item: tuple[Action, Estimate]) -> tuple[int, int]:
        action = item[0]
        if isinstance(action, Bid):
            return (0, action.tricks)
        if isinstance(action, Play):
            return hand_order(action.card, trump)
        if isinstance(action, CardBid):
            suit = action.card.suit
            return (1, action.card.rank * 4 + (SUIT_RANK_ORDER.index(suit) if suit else 0))
        if isinstance(action, ChooseTrump):
            return (2, SUIT_RANK_ORDER.index(action.suit))
        return (9, 0)

    return sorted(items, key=key)


def _rows(surface: pygame.Surface, area: pygame.Rect, options: list[tuple[Action, Estimate]],
          best: Action | None, chosen: Action, row: int, size: int, chance_w: int) -> None:
    """One line per option: its name, a bar of its expected points, the points and the chance
    to make the bid. The best is gold; the one chosen is marked ▶."""
    values = [e.points for _, e in options]
    low, high = min(0.0, *values), max(1.0, *values)
    label_w = max(text(action_text(a), size, TEXT, True).get_width() for a, _ in options) \
        + round(size * 1.6)
    figures_w = chance_w + 6 + text("−88.8", size, TEXT, True).get_width() + 10
    bar_w = max(20, area.width - label_w - figures_w)
    shown = _fitting(options, max(1, area.height // row), (best, chosen))
    for i, (action, estimate) in enumerate(shown):
        top = area.top + i * row
        is_best, is_chosen = action == best, action == chosen
        if is_chosen:
            surface.blit(panel((area.width, row - 2), 60, 5, (255, 255, 255)), (area.left, top))
        mark = "▶ " if is_chosen else "   "
        colour = GOLD if is_best else TEXT if is_chosen else TEXT_DIM
        label = text(mark + action_text(action), size, colour, is_best or is_chosen)
        surface.blit(label, label.get_rect(midleft=(area.left + 4, top + row // 2)))
        zero = area.left + label_w + round(bar_w * (0 - low) / (high - low))
        end = area.left + label_w + round(bar_w * (estimate.points - low) / (high - low))
        bar = pygame.Rect(min(zero, end), top + row // 4, max(2, abs(end - zero)), max(3, row // 2))
        pygame.draw.rect(surface, GOLD if is_best else BAR, bar, border_radius=3)
        figure = text(points(estimate.points), size, colour, is_best)
        surface.blit(figure, figure.get_rect(midright=(area.right - chance_w - 6, top + row // 2)))
        chance = text(f"{round(estimate.make * 100)}%", round(size * 0.85), TEXT_DIM)
        surface.blit(chance, chance.get_rect(midright=(area.right - 4, top + row // 2)))


def _fitting(options: list[tuple[Action, Estimate]], room: int,
             kept: tuple[Action | None, Action]) -> list[tuple[Action, Estimate]]:
    """The first ``room`` options, always with those in ``kept`` (the best and the chosen):
    a long list of bids loses its last others, never the two that matter.

    >>> from game.actions import Bid
    >>> options = [(Bid(n), Estimate(float(n), 0.5, 8)) for n in range(6)]
    >>> [a.tricks for a, _e in _fitting(options, 3, (Bid(5), Bid(0)))]
    [0, 1, 5]
    """
    if len(options) <= room:
        return options
    must = {a for a in kept if a is not None}
    others = room - sum(1 for a, _e in options if a in must)
    out = []
    for action, estimate in options:
        if action in must or others > 0:
            out.append((action, estimate))
            others -= action not in must
    return out


def _game_end(surface: pygame.Surface, inner: pygame.Rect, game: Game, names: tuple[str, ...],
              head: int, size: int) -> None:
    """At the end: who won (nobody, when the game was stopped before it began), and where
    to look next."""
    y = inner.top
    decided = game_outcome(game)
    winners = " & ".join(names[s] for s in decided.winners)
    title = _("review.game_over_won", names=winners) if winners else _("review.game_over")
    surface.blit(text(fit(title, head, inner.width, True), head, GOLD, True), (inner.left, y))
    y += round(head * 1.6)
    lines = []
    if decided.reason is Reason.NOT_STARTED:
        lines.append(_("outcome.not_started"))
    elif game.ended_early:
        lines.append(_("review.ended_early"))
    lines.append(_("review.report_note"))
    for line in lines:
        for part in wrap(line, size, inner.width):
            surface.blit(text(part, size, TEXT), (inner.left, y))
            y += round(size * 1.35)
