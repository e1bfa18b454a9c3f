"""Screenshots of the score pad (R-G5) at each step, entered by keys as a keeper would:
the setup with its house rules, the turned-up suit, bids with the hook rule refusing the
dealer, tricks with a renege, the round's score sheet, a correction, Oh-Seven's bid
cards, rebid and suit question, the end, the game over screen, Continue on the menu and
a pad among the named saves. Everything is written under a temporary ``OHPSHAW_HOME``.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from devtools.screenshots.saves import private_home
from game.presets import preset
from saves.autosave import SCORE_PAD, AutoSaver
from saves.slots import save_slot
from ui.app import App

NAMES = ["Anna", "Ben", "Cleo", "Dev"]
KEYS = {**{str(n): getattr(pygame, f"K_{n}") for n in range(10)},
        "s": pygame.K_s, "h": pygame.K_h, "d": pygame.K_d, "c": pygame.K_c, "r": pygame.K_r,
        "\n": pygame.K_RETURN, "\b": pygame.K_BACKSPACE}


def press(app: App, keys: str) -> None:
    """Type ``keys`` (digits, suit letters, r; ``\\n`` Enter, ``\\b`` Backspace), a frame each."""
    for char in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=KEYS[char], mod=0, unicode="",
                                             scancode=0))
        app.step(0.0)


def close_sheet(app: App) -> None:
    """Enter on the round's score sheet: back to the pad."""
    from ui.scenes.score_sheet import ScoreSheet
    if isinstance(app.scenes.top, ScoreSheet):
        press(app, "\n")


def shoot_pad(app: App, snap: Callable[..., None]) -> None:
    """Put the pad's screens on ``app`` one after another and ``snap`` each."""
    from ui.pad.scene import PadScene
    from ui.pad.setup import PadSetupScene
    from ui.scenes.menu import MenuScene
    with private_home():
        setup = PadSetupScene(app)
        app.scenes.replace(setup)
        setup.names = list(NAMES)
        setup.first = 3
        setup.house_open = True
        setup.set_option("hook", True)
        setup.set_option("renege_penalty", 10)
        setup.rebuild()
        snap("30-pad-setup")
        setup.start()
        pad = app.scenes.top
        assert isinstance(pad, PadScene)
        snap("31-pad-turned-up-suit")
        # round 1 (Dev deals, hearts) and round 2 (Anna deals, spades), in bidding order
        for trump, bids, tricks in (("2", "1100", "1000"), ("1", "0111", "0110")):
            press(app, trump + "".join(b + "\n" for b in bids) + "".join(t + "\n" for t in tricks))
            close_sheet(app)
        press(app, "3" + "1\n0\n")  # round 3 (Ben deals, diamonds): Cleo 1, Dev 0, Anna typing
        press(app, "2")
        snap("32-pad-bidding")
        press(app, "\n0\n")  # the dealer Ben may not make it 3 of 3: 0 is refused
        snap("33-pad-hook-refused")
        press(app, "1\n" + "1\n0\n")  # Ben bids 1; Cleo took 1, Dev 0
        pad.answer("renege:1")  # Ben was caught reneging
        snap("34-pad-tricks-renege")
        press(app, "2\n\n")  # Anna 2, Ben the 0 left (Enter)
        snap("35-pad-round-sheet")
        close_sheet(app)
        pad.commands.correct()
        snap("36-pad-correct-round")
        app.scenes.pop()
        pad.commands.open_pause_menu()
        snap("37-pad-pause-menu")
        app.scenes.pop()
        save_slot("Friday at Anna's", pad.session)
        app.scenes.replace(MenuScene(app))
        snap("38-pad-continue")
        from ui.scenes.load import LoadScene
        app.scenes.replace(LoadScene(app))
        snap("39-pad-among-saves")

        app.nav.new_score_pad(preset("oh-seven"), NAMES[:3], 0, AutoSaver(stem=SCORE_PAD))
        seven = app.scenes.top
        assert isinstance(seven, PadScene)
        press(app, "5h")
        snap("40-pad-oh-seven-bid-card")
        press(app, "\n1\n1\n")  # 5 + 1 + 1 = 7: refused, the rebid and its +1
        snap("41-pad-oh-seven-rebid")
        press(app, "3\n3\n0\n")  # two bid 3: which card is higher?
        snap("42-pad-oh-seven-suit")
        press(app, "1" "2")  # 3♠ is top: spades are trump
        press(app, "3\n3\n1\n")
        close_sheet(app)
        seven.commands.end_now()
        snap("43-pad-over")
        seven.commands.result()
        snap("44-pad-game-over")
        while app.scenes.stack:
            app.scenes.pop()
