"""The standings of a finished game, as the game over screen lists them on its left: each
player's place, total and the bids they made, the tied leaders' tie-break points apart.

Players on the same total share a place (four tied second are each "2.", the next one
"6."); a tie-break winner stands alone before the players it beat. The totals are those of
the scheduled rounds: a tie-break round decides between the tied leaders and adds nothing
(:mod:`game.tie_break`).

>>> from game.presets import preset
>>> from game.match import play_match
>>> game = play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 3, 4).game
>>> standings = Standings(game, tuple(game.winners))
>>> standings.places()[standings.order()[0]], standings.series()[0][0]
(1, 0)
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.pad.scored import ScoredGame
from ui.core.draw import GOLD, TEXT, TEXT_DIM, panel
from ui.core.fonts import fitted, scaled, text
from ui.scenes.totals_chart import LINE_COLOURS
from ui.words.i18n import _, ngettext


@dataclass(frozen=True)
class Standings:
    """Who placed where in ``game``, ``winners`` first among equals."""

    game: ScoredGame
    winners: tuple[int, ...]

    def order(self) -> list[int]:
        """The seats from first to last: by total, the winners first among equals."""
        game = self.game
        return sorted(range(game.players), key=lambda s: (-game.totals[s], s not in self.winners, s))

    def places(self) -> dict[int, int]:
        """Each seat's place: players on the same total share it; a tie-break winner stands
        alone before the players it beat."""
        game = self.game

        def ahead(a: int, b: int) -> bool:
            return game.totals[a] > game.totals[b] or (
                game.totals[a] == game.totals[b] and a in self.winners and b not in self.winners)

        return {s: 1 + sum(ahead(o, s) for o in range(game.players)) for s in range(game.players)}

    def series(self) -> list[list[int]]:
        """Running totals per player: 0, then after each complete scheduled round (a
        tie-break round adds nothing to them)."""
        rounds = [r for r in self.game.rounds if r.complete and not r.tie_break]
        return [[0] + [r.totals[seat] for r in rounds] for seat in range(self.game.players)]

    def tie_points(self) -> dict[int, list[int]]:
        """The tie-break points of each player who was in a tie-break, round by round."""
        extra = [r for r in self.game.rounds if r.complete and r.tie_break and r.scores]
        if not extra:
            return {}
        top = max(self.game.totals)
        return {seat: [r.scores[seat] for r in extra if r.scores is not None]
                for seat in range(self.game.players) if self.game.totals[seat] == top}

    def made(self, seat: int) -> tuple[int, int]:
        """How many of its bids ``seat`` made, of how many scheduled rounds."""
        rounds = [r for r in self.game.rounds if r.complete and not r.tie_break]
        bids = [{b.seat: b.tricks for b in r.bids}.get(seat) for r in rounds]
        made = sum(1 for r, bid in zip(rounds, bids, strict=True) if bid == r.tricks_won[seat])
        return made, len(rounds)


def row_height(h: int) -> int:
    """One player's rows (name and total, the note under them) in a window ``h`` high."""
    size, small = scaled(h, 0.026), scaled(h, 0.018)
    return round(size * 1.25 + small * 1.3 + h * 0.018)


def standings_dot(h: int) -> int:
    """The radius of the dot in a player's colour before each name, as the name's text grows.

    >>> standings_dot(800), standings_dot(1080), standings_dot(2160)
    (5, 7, 14)
    """
    return max(5, scaled(h, 0.026) // 4)


def draw_standings(surface: pygame.Surface, stand: pygame.Rect, standings: Standings,
                   names: list[str], placed: bool, h: int) -> None:
    """Place (when ``placed``: nobody is placed in a game stopped before it began), colour,
    name and total of each player in ``stand``; under each name the bids made, and for the
    tied players their tie-break points."""
    game, pad = standings.game, round(h * 0.04)
    size, small = scaled(h, 0.026), scaled(h, 0.018)
    ties = standings.tie_points()
    row = row_height(h)
    surface.blit(panel(stand.size, 120, 12), stand)
    y = stand.top + pad // 2
    dot = standings_dot(h)
    left = stand.left + pad // 2 + 3 * dot
    places = standings.places()
    for seat in standings.order():
        colour = LINE_COLOURS[seat % len(LINE_COLOURS)]
        won = seat in standings.winners
        pygame.draw.circle(surface, colour, (stand.left + pad // 2 + dot - 1, y + size // 2 + 2), dot)
        label = (f"{places[seat]}. " if placed else "") + names[seat] + (" ★" if won else "")
        pts = text(str(game.totals[seat]), size, GOLD if won else TEXT, True)
        name = fitted(label, size, stand.right - pad // 2 - left - pts.get_width() - 6,
                      GOLD if won else TEXT, won)
        surface.blit(name, (left, y))
        surface.blit(pts, pts.get_rect(topright=(stand.right - pad // 2, y)))
        made, rounds = standings.made(seat)
        line = ngettext("game_over.bids_made", rounds, made=made) if rounds else ""
        if seat in ties:
            points = " · ".join(f"{p:+d}" if p else "0" for p in ties[seat])
            line += "  ·  " + _("game_over.tie_break_points", points=points)
        note = fitted(line, small, stand.right - pad // 2 - left, TEXT_DIM)
        surface.blit(note, (left, y + round(size * 1.25)))
        y += row
