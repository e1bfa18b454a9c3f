"""The screenshot tool judges a game's rounds once a process: every window size and language
of ``python -m devtools screenshots`` (and of the test that no text is cut) replays the same game."""

from __future__ import annotations

from game.analysis import Judge
from game.match import play_match
from game.presets import preset
from game.record import to_record


def test_the_same_game_started_again_is_answered_from_memory() -> None:
    from devtools.screenshots.review import RememberingAnalyst

    game = play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 3, 11).game
    first = to_record(game, started="2026-01-01T10:00:00Z")
    analyst = RememberingAnalyst(Judge(4, 6))
    judged = analyst.rate(first, 1, 2)
    assert not judged.done()  # judged when the frame loop lets it, as the inline analyst does
    for _ in range(10_000):  # a slice of decisions a step, as the frame loop calls it
        if judged.done():
            break
        analyst.step()
    assert judged.done() and judged.result()

    again = RememberingAnalyst(Judge(4, 6)).rate(to_record(game, started="2026-05-05T20:00:00Z"),
                                                 1, 2)
    assert again.done() and again.result() == judged.result()
    # other rounds, other budgets or another game are judged afresh
    assert not RememberingAnalyst(Judge(4, 6)).rate(first, 1, 1).done()
    assert not RememberingAnalyst(Judge(4, 8)).rate(first, 1, 2).done()
    other = to_record(play_match(preset("oh-pshaw").replace(max_hand=2), ["normal"] * 3, 12).game)
    assert not RememberingAnalyst(Judge(4, 6)).rate(other, 1, 2).done()
