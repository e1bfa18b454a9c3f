"""A won trick stays until it has been seen, and can be looked at again.

The beat: the winning card lit and its winner named before the cards glide to the
winner's pile; then ``L`` or a click on a pile shows the round's last trick, its winner lit,
and ``L``, Esc or a click closes it. Played through the real table scene.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.presets import preset
from ui.app import App
from ui.core.settings import Settings
from ui.scenes.score_sheet import ScoreSheet
from ui.table.presenter import BEAT, GLIDE
from ui.table.scene import TableScene
from ui.table.view import taker_line

SEATS = ["human", "normal", "normal", "normal"]


def _play_on(app: App, table: TableScene, frames: int, skip: bool) -> Iterator[None]:
    """One frame of play at a time (the human's first legal move, score sheets closed), the
    motion skipped when ``skip``; the caller stops when it has what it waits for."""
    for _ in range(frames):
        yield
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            top.close()
        elif table.human_turn:
            table.apply(table.game.legal_actions()[0])
        if skip:
            table.director.skip()
        app.step(1 / 60)


def _play_to_first_trick_won(app: App, table: TableScene) -> None:
    """Play until a trick of a round of several cards has been won and swept, the table at
    rest."""
    for _ in _play_on(app, table, 5000, skip=True):
        if table.model.last_trick is not None and app.scenes.top is table and table.model.hand_size > 1:
            table.director.skip()
            if table.director.idle:
                return
    raise AssertionError("no trick was won")


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def test_the_trick_stays_lit_with_its_winner_named_then_glides_to_the_pile(app: App) -> None:
    app.settings.speed = "normal"
    app.settings.trick_pause = 0.0  # the shortest setting still keeps a beat
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    model = table.model
    for _ in range(6000):  # to the moment the trick is decided on the table
        if model.highlight is not None and model.round_number:
            break
        if table.human_turn:
            table.apply(table.game.legal_actions()[0])
        app.step(1 / 60)
    assert model.highlight is not None and model.taker is not None
    winner = model.taker
    assert model.last_trick is not None and model.last_trick.winner == winner
    cards = [card for _seat, card, _turn in model.trick]
    assert model.highlight in cards and len(cards) == 4
    piles = list(model.piles)
    for _ in range(21):  # a third of a second later (enough to see): still there, still lit
        app.step(1 / 60)
    assert len(model.trick) == 4 and model.highlight is not None and model.taker == winner
    surface = pygame.Surface(app.size)
    table.render(surface)
    for _ in range(round((BEAT + GLIDE) * 60) + 10):  # the glide, then it has landed
        app.step(1 / 60)
    assert model.trick == [] and model.taker is None
    assert model.piles[winner] == piles[winner] + 1


def _to_trick_decided(app: App, table: TableScene) -> None:
    """Play on until a trick is decided on the table: its winning card lit, its taker named."""
    model = table.model
    for _ in _play_on(app, table, 6000, skip=False):
        if model.highlight is not None and model.round_number and model.note != "cut":
            return
    raise AssertionError("no trick was decided")


def _seconds_lit_and_in_all(app: App, table: TableScene) -> tuple[float, float]:
    """From the moment the trick is decided: how long it stays lit on the table, and how long
    until its cards have reached the pile (frames of 1/60 s)."""
    model, frames, lit = table.model, 0, None
    while model.taker is not None and frames < 600:
        if lit is None and not model.trick:
            lit = frames
        app.step(1 / 60)
        frames += 1
    assert lit is not None
    return lit / 60, frames / 60


def test_by_default_a_won_trick_stays_about_two_seconds_with_its_glide(app: App) -> None:
    default = Settings()
    app.settings.speed, app.settings.trick_pause = default.speed, default.trick_pause
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    _to_trick_decided(app, table)
    lit, in_all = _seconds_lit_and_in_all(app, table)
    assert lit >= 1.4  # the winning card lit and "Basil takes the trick" to read
    assert 1.8 <= in_all <= 2.2


def test_the_trick_pause_is_the_players_seconds_at_any_speed_but_instant(app: App) -> None:
    app.settings.speed, app.settings.trick_pause = "fast", 2.2
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    _to_trick_decided(app, table)
    lit, in_all = _seconds_lit_and_in_all(app, table)
    assert abs(lit - 2.2) < 0.1 and in_all < lit + GLIDE  # the glide is faster, the pause is not


def test_a_click_or_space_skips_the_wait(app: App) -> None:
    app.settings.speed, app.settings.trick_pause = "normal", Settings().trick_pause
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    for skip in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)), _key(pygame.K_SPACE)):
        _to_trick_decided(app, table)
        pile = list(table.model.piles)
        pygame.event.post(skip)
        app.step(1 / 60)
        assert table.model.trick == [] and table.model.taker is None
        assert sum(table.model.piles) == sum(pile) + 1


def test_the_winners_line_names_them() -> None:
    from ui.table.view import TableLook
    look = TableLook(["You", "Basil", "Cleo", "Dmitri"])
    assert taker_line(1, look, me=0) == "Basil takes the trick"
    assert taker_line(0, look, me=0) == "You take the trick"
    look.hot_seat = True
    look.names[0] = "Anna"
    assert taker_line(0, look, me=0) == "Anna takes the trick"


def test_l_shows_the_last_trick_and_esc_closes_it_without_the_pause_menu(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    pygame.event.post(_key(pygame.K_l))
    app.step(1 / 60)
    assert not table.look.last_open  # no trick won yet: nothing to show
    _play_to_first_trick_won(app, table)
    table.director.skip()
    last = table.model.last_trick
    assert last is not None and len(last.plays) == 4
    won = [trick for trick in table.game.round.tricks if trick.winner is not None]
    assert list(last.plays) == won[-1].plays and last.winner == won[-1].winner
    pygame.event.post(_key(pygame.K_l))
    app.step(1 / 60)
    assert table.look.last_open
    drawn = table.render(pygame.Surface(app.size))
    assert all(card in drawn.table for _seat, card in last.plays)  # its four cards are shown
    pygame.event.post(_key(pygame.K_ESCAPE))
    app.step(1 / 60)
    assert not table.look.last_open and app.scenes.top is table  # closed; no pause menu
    pygame.event.post(_key(pygame.K_l))
    app.step(1 / 60)
    pygame.event.post(_key(pygame.K_l))
    app.step(1 / 60)
    assert not table.look.last_open  # L again closes it


def test_a_click_on_a_pile_opens_the_last_trick_and_a_click_closes_it(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    _play_to_first_trick_won(app, table)
    table.director.skip()
    winner = table.model.last_trick.winner if table.model.last_trick else -1
    assert table.model.piles[winner] == 1
    x, y = table.layout.pile_positions(winner, 1)[0]
    click = {"button": 1, "pos": (round(x), round(y))}
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, **click))
    app.step(1 / 60)
    assert table.look.last_open
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    app.step(1 / 60)
    assert not table.look.last_open


def test_a_new_round_forgets_the_last_trick(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    _play_to_first_trick_won(app, table)
    table.director.skip()
    assert table.model.last_trick is not None
    table.model.new_round()
    assert table.model.last_trick is None and table.model.taker is None


def _brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean of every channel over ``rect``."""
    r, g, b, *_alpha = pygame.transform.average_color(surface, rect)
    return (r + g + b) / 3


def test_the_last_trick_is_a_solid_panel_over_a_dimmed_table(app: App) -> None:
    from ui.core.veil import PANEL
    from ui.table.last_trick import panel_rect

    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    _play_to_first_trick_won(app, table)
    table.director.skip()
    last = table.model.last_trick
    assert last is not None
    table.model.trick = [(seat, card, 0.0) for seat, card in last.plays]  # cards right under it
    plain = pygame.Surface(app.size)
    table.render(plain)
    table.look.last_open = True
    shown = pygame.Surface(app.size)
    table.render(shown)
    box = panel_rect(last, table.layout)
    margin, corner = round(app.size[1] * 0.01), 14  # the panel's own margin; past its rounded corners
    strips = [pygame.Rect(box.left + corner, box.top + 2, box.width - 2 * corner, margin),
              pygame.Rect(box.left + 2, box.top + corner, margin, box.height - 2 * corner),
              pygame.Rect(box.right - 2 - margin, box.top + corner, margin, box.height - 2 * corner)]
    for strip in strips:  # nothing of the table reads through the panel
        for x in range(strip.left, strip.right, 3):
            for y in range(strip.top, strip.bottom, 3):
                assert tuple(shown.get_at((x, y)))[:3] == PANEL, (x, y)
    assert any(tuple(plain.get_at((x, box.top + margin)))[:3] != PANEL
               for x in range(box.left + margin, box.right - margin, 7))
    w, h = app.size
    for outside in (pygame.Rect(0, 0, w, box.top - 20),
                    pygame.Rect(0, box.bottom + 20, w, h - box.bottom - 20)):
        # the table around it steps back, whatever pokes out of the ring included
        assert _brightness(shown, outside) < 0.6 * _brightness(plain, outside)


def test_the_tables_buttons_hide_under_the_last_trick(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    _play_to_first_trick_won(app, table)
    assert all(button.visible for button in table.corner.values())
    pygame.event.post(_key(pygame.K_l))
    app.step(1 / 60)
    assert table.look.last_open and not any(button.visible for button in table.corner.values())
    pygame.event.post(_key(pygame.K_l))
    app.step(1 / 60)
    assert not table.look.last_open and all(button.visible for button in table.corner.values())


def _move(app: App, pos: tuple[float, float]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def test_a_pile_with_a_last_trick_says_so_when_hovered(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), SEATS, 4)
    app.scenes.replace(table)
    app.step(1 / 60)
    spot = table.layout.pile_positions(1, 1)[0]
    _move(app, spot)
    assert table.look.pile_tip is None  # nothing won yet: no tip
    _play_to_first_trick_won(app, table)
    table.director.skip()
    piles = table.model.piles
    winner = next(seat for seat in range(len(piles)) if piles[seat])
    empty = next(seat for seat in range(len(piles)) if not piles[seat])
    _move(app, table.layout.pile_positions(empty, 1)[0])
    assert table.look.pile_tip is None  # an empty place holds no trick
    plain = pygame.Surface(app.size)
    table.render(plain)
    _move(app, table.layout.pile_positions(winner, piles[winner])[-1])
    assert table.look.pile_tip == winner
    tipped = pygame.Surface(app.size)
    table.render(tipped)
    x, y = table.layout.pile_positions(winner, piles[winner])[-1]
    top = y - table.layout.pile_size[1] / 2  # the highest trick's edge
    above = pygame.Rect(round(x) - 30, round(top) - 25, 60, 15)
    changed = sum(plain.get_at((x, y)) != tipped.get_at((x, y))
                  for x in range(above.left, above.right) for y in range(above.top, above.bottom))
    assert changed > 0.5 * above.width * above.height  # the tip's box stands over the pile
    pygame.event.post(_key(pygame.K_l))
    app.step(1 / 60)
    assert table.look.pile_tip is None  # the trick itself is shown: no tip over it


def test_the_piles_tip_names_the_key_in_every_language() -> None:
    from ui.words.i18n import LANGUAGES, _, set_language
    seen = set()
    try:
        for code in LANGUAGES:
            set_language(code)
            words = _("table.last_trick_tip")
            assert "(L)" in words and "table." not in words
            seen.add(words)
    finally:
        set_language("en")
    assert len(seen) == len(LANGUAGES)
