"""The table keeps what does not fly as one picture and copies it frame after frame: the
window shows exactly what a whole new picture would show, whatever moved, resized or
pulsed in between (ui/table/still.py)."""

from __future__ import annotations

import pygame

from game.presets import preset
from ui.app import App
from ui.table.scene import TableScene
from ui.table.view import Drawn, draw_table


def _both(table: TableScene, kept: pygame.Surface, whole: pygame.Surface) -> tuple[Drawn, Drawn]:
    """The table drawn from its still picture into ``kept`` and drawn whole into ``whole``."""
    anim = table.director.animator
    with_still = draw_table(kept, table.model, table.layout, anim, table.look, table.still)
    return with_still, draw_table(whole, table.model, table.layout, anim, table.look)


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and bytes(a.get_view("2")) == bytes(b.get_view("2"))


def test_every_frame_of_a_game_is_the_whole_picture(app: App) -> None:
    app.settings.speed = "fast"  # cards fly: the flights are drawn over the still picture
    table = TableScene(app, preset("oh-seven").replace(fixed_rounds=1), ["normal"] * 5, 4)
    app.scenes.replace(table)
    frames = 0
    for step in range(700):
        if step == 250:
            app.resize((1280, 800))  # a new layout, a new picture size
        if step == 400:
            app.settings.card_size = "xlarge"
        top = app.scenes.top
        if top is not table:
            if top is not None and top.overlay:
                top.close()  # type: ignore[attr-defined]
            if table.game.is_over:
                break
        app.step(1 / 60)
        size = app.size
        kept, whole = pygame.Surface(size), pygame.Surface(size)
        drawn, drawn_whole = _both(table, kept, whole)
        assert _same(kept, whole), f"frame {step} differs from the whole picture"
        assert (drawn.hand, drawn.table, drawn.flying) == \
            (drawn_whole.hand, drawn_whole.table, drawn_whole.flying)
        frames += 1
    assert frames > 300
    # the picture is kept: drawn whole far less often than the frames drawn, and most
    # changes are drawn again in the boxes of what changed
    assert table.still.redrawn < frames // 10
    assert table.still.boxes > table.still.redrawn


def test_a_pulsing_ring_is_drawn_again_in_its_plate_only(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["normal"] * 4, 2)
    app.scenes.replace(table)
    for _ in range(40):
        app.step(1 / 60)
    look = table.look
    look.still = False
    look.to_act = look.thinking = 2
    kept, whole = pygame.Surface(app.size), pygame.Surface(app.size)
    _both(table, kept, whole)
    drawn_whole = table.still.redrawn
    for frame in range(1, 30):
        look.pulse = frame / 60  # the ring fades while the bot thinks
        _both(table, kept, whole)
        assert _same(kept, whole), f"pulse {look.pulse:.2f} differs from the whole picture"
    assert table.still.redrawn == drawn_whole  # only the plate's box was drawn again
    boxes = table.still.boxes
    look.to_act = look.thinking = 3  # the turn moves on: two plates are drawn again
    _both(table, kept, whole)
    assert _same(kept, whole)
    assert table.still.redrawn == drawn_whole
    assert table.still.boxes > boxes


def test_the_picture_is_let_go_with_the_table(app: App) -> None:
    table = TableScene(app, preset("oh-pshaw"), ["normal"] * 4, 2)
    app.scenes.replace(table)
    app.step(1 / 60)
    assert table.still.picture is not None
    app.scenes.pop()
    assert table.still.picture is None
