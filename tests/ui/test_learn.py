"""Learn to play, through the real scenes: the menu offers it gold to a newcomer, the
guided first game is played through by clicks to its end (wrong clicks explained, not
taken), a player who leaves comes back at the same step, every add-on lesson reaches its
end, and the last step starts a real game at Easy with the coach on.

Headless, the lesson's scripted seats answer at once, under a temporary ``OHPSHAW_HOME``.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from bot_runtime.worker import InlineWorker
from game.actions import Play, parse_action
from game.cards import Card
from game.game import Game, Phase
from saves.autosave import AutoSaver
from tests.ui.test_table import click, click_action
from ui.app import App
from ui.core.settings import Settings
from ui.learn.guide import LessonGuide
from ui.learn.lesson import Progress, Until, fast_forward, read_moves
from ui.learn.lessons import LESSONS
from ui.learn.scene import LessonsScene
from ui.scenes.menu import MenuScene
from ui.scenes.score_sheet import ScoreSheet
from ui.table.scene import TableScene
from ui.words.i18n import _ as words
from ui.words.names import preset_title


def new_app(size: tuple[int, int] = (1280, 800)) -> App:
    return App(size, worker_factory=InlineWorker, settings=Settings(speed="instant"))


def table_of(app: App) -> TableScene:
    table = app.scenes.stack[0]
    assert isinstance(table, TableScene)
    return table


def guide_of(table: TableScene) -> LessonGuide:
    assert isinstance(table.guide, LessonGuide)
    return table.guide


def one_move(app: App, table: TableScene) -> None:
    """What a player following the notes does next: close a score sheet, press Next, make
    the step's action, play a card where the step leaves the choice; else let a frame pass."""
    guide = guide_of(table)
    step = guide.progress.step
    top = app.scenes.top
    if isinstance(top, ScoreSheet):
        click(app, top.button.rect.center)  # type: ignore[union-attr]
    elif "next" in table.note.buttons:
        click(app, table.note.buttons["next"].rect.center)
    elif table.human_turn and step is not None and step.until is Until.ACT:
        click_action(app, table, parse_action(step.do[0]))
    elif table.human_turn:
        legal = table.game.legal_actions()
        if table.game.phase is Phase.PLAY:
            click_action(app, table, legal[0])
        else:
            table.apply(legal[0])
            app.step(0.0)
    else:
        app.step(0.0)


def play_lesson(app: App, table: TableScene, limit: int = 3000) -> None:
    guide = guide_of(table)
    for _ in range(limit):
        if guide.over and guide.progress.finished:
            return
        one_move(app, table)
    raise AssertionError(f"the lesson stopped at step {guide.progress.index}")


def test_the_menu_offers_learn_to_play_gold_to_a_newcomer() -> None:
    app = new_app()
    app.scenes.replace(MenuScene(app))
    app.step(0.0)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    assert menu.default_entry() == "learn"  # gold, in its usual place
    assert "#primary" in menu.buttons["learn"].object_ids
    click(app, menu.buttons["learn"].rect.center)
    assert isinstance(app.scenes.top, LessonsScene)


def test_the_guided_first_game_is_played_through_by_clicks_to_a_real_game() -> None:
    app = new_app()
    app.scenes.replace(LessonsScene(app))
    app.step(0.0)
    page = app.scenes.top
    assert isinstance(page, LessonsScene)
    click(app, page.buttons["basics"].rect.center)
    table = table_of(app)
    guide = guide_of(table)
    assert table.note.shown and "Welcome to Oh Pshaw" in table.note.words
    assert table.bots.pending is None  # the bots wait while the first note is read
    explained = 0
    for _ in range(3000):
        step = guide.progress.step
        if step is None:
            break
        if table.human_turn and step.until is Until.ACT and app.scenes.top is table:
            wrong = [a for a in table.game.legal_actions() if str(a) not in step.do]
            if wrong and isinstance(wrong[0], Play):  # a wrong card: explained, shaken, not played
                before = len(table.game.log)
                click_action(app, table, wrong[0])
                assert len(table.game.log) == before
                assert table.note.alert == words(step.wrong)  # the step's own explanation, in its box
                # the step's cards are ringed; every card the rules allow stays playable
                assert table.look.asked == {a.card for a in step.actions() or () if isinstance(a, Play)}
                legal = {a.card for a in table.game.legal_actions() if isinstance(a, Play)}
                assert table.look.playable == legal
                explained += 1
        one_move(app, table)
    play_lesson(app, table)
    assert explained >= 3
    assert table.game.is_over and table.game.totals == [33, 32, 21, 20]
    settings = app.settings
    assert "basics" in settings.learn_done.split(",") and settings.learn_lesson == ""
    click(app, table.note.buttons["play"].rect.center)
    real = table_of(app)
    assert real is not table and real.guide.game is None
    assert real.seats == ["human", "easy", "easy", "easy"] and real.saves.saved
    assert settings.coach


def test_a_player_who_leaves_comes_back_at_the_same_step() -> None:
    app = new_app()
    app.nav.lesson("basics")
    table = table_of(app)
    guide = guide_of(table)
    for _ in range(3000):
        if guide.progress.index >= 9:
            break
        one_move(app, table)
    index, log = guide.progress.index, list(table.game.log)
    assert app.settings.learn_lesson == "basics" and app.settings.learn_step == index
    app.nav.menu()
    app.step(0.0)
    app.nav.lesson("basics")
    again = table_of(app)
    assert again is not table and guide_of(again).progress.index == index
    # the game stands where the step began: the bots' moves since then are made again, alike
    assert log[:len(again.game.log)] == again.game.log and len(again.game.log) > 5
    for _ in range(200):
        if len(again.game.log) >= len(log):
            break
        app.step(0.0)
    assert again.game.log[:len(log)] == log
    page = LessonsScene(app)
    assert page.label("basics").endswith(f"{index + 1}")
    play_lesson(app, again)


@pytest.mark.parametrize("name", list(LESSONS))
def test_a_player_coming_back_at_any_step_finds_the_moves_they_made(name: str) -> None:
    """At every step a lesson reaches, the settings keep what a player coming back needs: the
    game played to that step again has the player's own free choices, not the bot's."""
    app = new_app()
    app.nav.lesson(name)
    table = table_of(app)
    guide = guide_of(table)
    checked, mine = set(), 0
    for _ in range(4000):
        index = guide.progress.index
        if index not in checked and not guide.progress.finished:
            checked.add(index)
            assert (app.settings.learn_lesson, app.settings.learn_step) == (name, index)
            again, progress = fast_forward(LESSONS[name], index, moves=read_moves(app.settings.learn_moves))
            live = list(table.game.log)
            assert progress.index == index
            assert again.log == live[:len(again.log)], f"step {index}"
            mine = max(mine, sum(1 for seat, _ in again.log if seat == 0))
        if guide.over and guide.progress.finished:
            break
        one_move(app, table)
    assert checked == set(range(len(LESSONS[name].steps)))
    assert mine > 0
    assert app.settings.learn_moves == ""  # a finished lesson keeps nothing to come back to


def test_moves_kept_in_a_damaged_settings_file_are_read_up_to_the_damage() -> None:
    assert read_moves("") == []
    assert [str(m) for m in read_moves("bid 1;play 2S;hello;play 3S")] == ["bid 1", "play 2S"]
    assert len(read_moves(";".join(["bid 0"] * 100_000))) == 200
    # moves that do not fit the lesson's game are not made: it goes on as the step wants
    game, progress = fast_forward(LESSONS["basics"], 9, moves=read_moves("play AS;bid 99;end"))
    plain, _ = fast_forward(LESSONS["basics"], 9)
    assert progress.index == 9 and game.log == plain.log


@pytest.mark.parametrize("name", [name for name in LESSONS if name != "basics"])
def test_every_add_on_lesson_reaches_its_end(name: str) -> None:
    app = new_app()
    app.nav.lesson(name)
    table = table_of(app)
    play_lesson(app, table)
    assert table.game.is_over and name in app.settings.learn_done.split(",")
    assert table.note.buttons.keys() == {"lessons", "play_alone", "play"}
    assert f"choose {preset_title(LESSONS[name].preset)} under New game" in table.note.words
    click(app, table.note.buttons["lessons"].rect.center)
    assert isinstance(app.scenes.top, LessonsScene)


def test_the_coach_is_offered_at_the_end_and_may_be_declined() -> None:
    app = new_app()
    app.settings.coach = True
    app.nav.lesson("no_trump")
    table = table_of(app)
    play_lesson(app, table)
    click(app, table.note.buttons["play_alone"].rect.center)
    real = table_of(app)
    assert real is not table and real.seats == ["human", "easy", "easy", "easy"]
    assert not app.settings.coach


def test_the_scripts_of_the_prepared_lessons_are_legal_where_the_player_follows() -> None:
    """Where the player does what each step asks, every other seat plays its script (no
    fallback to a bot), so the notes say what really happens."""
    for name in ("basics",):
        lesson = LESSONS[name]
        game, progress = fast_forward(lesson, len(lesson.steps))
        scripted = [a.strip() for r in lesson.script for seat in r for a in seat.split(";") if a.strip()]
        assert sorted(str(action) for seat, action in game.log if seat) == sorted(scripted)
        assert progress.finished


def test_saving_is_never_touched_by_a_lesson() -> None:
    app = new_app()
    app.nav.lesson("basics")
    table = table_of(app)
    assert not table.saves.saved and AutoSaver().folder is not None


def test_a_lesson_ended_early_says_so_and_is_not_done_nor_taken_back() -> None:
    app = new_app()
    app.nav.lesson("basics")
    table = table_of(app)
    for _ in range(500):
        if guide_of(table).progress.index >= 5:
            break
        one_move(app, table)
    assert not table.commands.undo_offered
    table.commands.end_now()
    for _ in range(20):
        top = app.scenes.top
        if isinstance(top, ScoreSheet):
            click(app, top.button.rect.center)  # type: ignore[union-attr]
        app.step(0.0)
    assert table.game.is_over and table.note.buttons.keys() == {"lessons", "play"}
    assert "ended before its last step" in table.note.words
    assert "basics" not in app.settings.learn_done


@pytest.mark.parametrize("name", [name for name, lesson in LESSONS.items() if lesson.deals])
def test_a_prepared_round_has_the_trump_its_turn_up_names(name: str) -> None:
    """A deal written with a turn-up is played with that suit as trump (the notes talk of
    trumping), and one written without is played with none."""
    lesson = LESSONS[name]
    game, _progress = fast_forward(lesson, len(lesson.steps))
    for deal, played in zip(lesson.deals, game.rounds, strict=False):
        expected = Card.parse(deal.turn_up).suit if deal.turn_up else None
        assert played.trump is expected, (name, played.number)


def test_the_hook_lesson_plays_as_its_notes_say() -> None:
    """The hook lesson calls A♠ a sure trick and hopes the 4♦ gets through: the player who
    follows its steps takes the first trick with A♠, the second with 4♦, and makes 2."""
    lesson = LESSONS["hook"]
    game, progress = fast_forward(lesson, len(lesson.steps))
    assert progress.finished and game.is_over
    played = game.rounds[0]
    assert [b.tricks for b in played.bids if b.seat == 0] == [2]
    by_card = {str(card): trick.winner for trick in played.tricks for seat, card in trick.plays
               if seat == 0}
    assert by_card == {"AS": 0, "4D": 0}
    assert played.tricks_won[0] == 2 and played.scores is not None and played.scores[0] > 0


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
def test_a_wrong_bid_is_explained_where_the_bids_do_not_cover_it(size: tuple[int, int]) -> None:
    """The answer to a wrong bid shows in the lesson's box, which no bid button, nor the
    panel around them, overlaps; it goes once the step is done."""
    app = new_app(size)
    app.nav.lesson("basics")
    table = table_of(app)
    for _ in range(200):
        step = guide_of(table).progress.step
        if table.human_turn and step is not None and step.text == "learn.basics.bid_one":
            break
        one_move(app, table)
    click_action(app, table, parse_action("bid 0"))
    app.step(0.0)
    assert all(b.seat != 0 for b in table.game.round.bids)  # not taken
    assert table.note.alert == words("learn.basics.bid_one_wrong")
    panel, note = table.input.panel, table.note.rect
    assert panel is not None and note is not None
    assert not note.colliderect(panel.panel.rect)
    assert not any(note.colliderect(button.rect) for button in panel.buttons)
    assert note.bottom < table.input.card_point(0)[1]  # nor the hand
    # the bid the step asks for is ringed in gold, as its cards would be; the other is not
    ringed = [c.label for c, b in zip(panel.choices, panel.buttons, strict=True)
              if "#asked_choice" in b.object_ids]
    assert ringed == ["1"]
    click_action(app, table, parse_action("bid 1"))
    app.step(0.0)
    assert table.note.alert == ""


def test_a_trick_step_ends_with_its_trick_and_the_next_note_names_the_next_leader() -> None:
    """The note on Basil trumping the heart goes once that trick is taken: the one shown
    while the last trick is played says Basil leads it, and he does."""
    lesson = LESSONS["basics"]
    index = [step.text for step in lesson.steps].index("learn.basics.last")
    seen: dict[int, tuple[int, int | None]] = {}

    def look(game: Game, progress: Progress) -> None:
        tricks = game.rounds[-1].tricks
        seen.setdefault(progress.index, (len(tricks), tricks[-1].leader if tricks else None))

    fast_forward(lesson, len(lesson.steps), look)
    watched_tricks, _leader = seen[index - 1]
    last_tricks, leader = seen[index]
    assert last_tricks == watched_tricks + 1 and leader == 1  # a new trick, Basil's lead


@pytest.mark.parametrize(("size", "language"), [((1280, 800), "en"), ((1920, 1080), "de"),
                                                ((3840, 2160), "en")])
def test_the_lessons_note_covers_no_seat_nor_trick_card(size: tuple[int, int], language: str) -> None:
    """At every step of the first lesson, and with every wrong choice explained in it, the
    note stays clear of every plate, dealer chip, fan, pile and trick card on the table, at
    its full text size."""
    from ui.core.language import apply_language
    from ui.table.note import SHARES, keep_off
    from ui.table.seating import meet
    app = App(size, worker_factory=InlineWorker, settings=Settings(speed="instant", language=language))
    apply_language(app)
    app.nav.lesson("basics")
    table = table_of(app)
    guide = guide_of(table)
    seen: set[tuple[int, str]] = set()
    for _ in range(3000):
        if guide.over and guide.progress.finished:
            break
        step = guide.progress.step
        if step is not None and step.until is Until.ACT and table.human_turn \
                and (guide.progress.index, "wrong") not in seen:
            seen.add((guide.progress.index, "wrong"))
            wrong = [a for a in table.game.legal_actions() if str(a) not in step.do]
            if wrong:
                table.apply(wrong[0])  # explained in the note, which grows
                app.step(0.0)
        note = table.note.rect
        if note is not None and not table.note.centred:
            seen.add((guide.progress.index, table.note.alert))
            box = (note.x, note.y, note.width, note.height)
            assert not any(meet(box, other) for other in keep_off(table.layout)), \
                (guide.progress.index, table.note.words)
            assert table.note.share == SHARES[0]  # and at its full text size: there is room
        one_move(app, table)
    assert len(seen) > 20  # every step, and the answers to wrong choices
