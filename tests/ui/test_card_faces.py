"""Card faces at every width the table draws them (headless): nothing touches the corner index,
the "10" is set at full width, the Wizard's and Jester's names fit in every language.

The widths come from the table's own layout (every window from the smallest the program
allows to 4K, every card size, 2 to 9 players), the boxes from the faces' layout functions,
and the pixel checks from the rendered faces.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from game.cards import Card, make_deck
from ui.app import MIN_SIZE
from ui.cards import faces as cards
from ui.cards import specials as card_specials
from ui.cards.layout import FaceLayout, is_compact
from ui.cards.paint import PAPER, rank_ink
from ui.core.settings import CARD_SIZES
from ui.table.layout import TableLayout
from ui.words.i18n import LANGUAGES, set_language

#: The largest window the cards must serve: a 4K screen.
LARGEST = (3840, 2160)
#: Windows whose card sizes are checked pixel by pixel (the smallest, common ones, 4K).
WINDOWS = (MIN_SIZE, (1280, 800), (1920, 1080), LARGEST)


def face_widths(size: tuple[int, int], players: range = range(2, 10)) -> set[int]:
    """Every width a face is drawn at in a window of ``size``: the hand, the trick and the
    turn-up, for every card size and number of players."""
    widths = set()
    for share in CARD_SIZES.values():
        for n in players:
            lay = TableLayout.compute(size, n, 0, share)
            widths |= {lay.hand_w, lay.trick_w, lay.turn_up_width}
    return widths


def all_widths() -> range:
    """From the smallest face (the turn-up in the smallest window) to the largest (Extra large
    cards at 4K); cards flying between two places are drawn at every width in between."""
    low, high = min(face_widths(MIN_SIZE)), max(face_widths(LARGEST))
    return range(low, high + 1)


#: Every suited face: the 52 cards, and the 32 of seven32 (its 2..7 are drawn as in the 52).
SUITED = [(card, False) for card in make_deck("standard52")] + [(card, True) for card in make_deck("seven32")]
SPECIAL = [Card.parse(code) for code in ("W1", "N1")]


@pytest.fixture(autouse=True)
def _display() -> Iterator[None]:
    pygame.init()
    yield
    cards.forget()


def _layouts(width: int) -> Iterator[tuple[Card, bool, FaceLayout]]:
    for card, seven in SUITED:
        yield card, seven, cards.layout_of(card, width, seven)


def _clear_of(lay: FaceLayout, box: pygame.Rect, what: str) -> None:
    """``box`` keeps at least a pixel from both corner indices and lies inside the card."""
    for index in (lay.index, lay.index_turned):
        assert not box.inflate(2, 2).colliderect(index), f"{what} {box} touches the index {index}"
    assert pygame.Rect((0, 0), lay.size).contains(box), f"{what} {box} leaves the card {lay.size}"


def test_the_widths_span_the_smallest_turn_up_to_extra_large_at_4k() -> None:
    widths = all_widths()
    assert widths.start < 40 and widths.stop > 300  # 32 px turn-up ... 309 px Extra large hand


def test_no_pip_figure_or_symbol_touches_the_corner_index_at_any_width() -> None:
    for width in all_widths():
        for card, _, lay in _layouts(width):
            what = f"{card} at {width} px"
            assert lay.index.right < lay.art.left or lay.index.bottom < lay.art.top, what
            _clear_of(lay, lay.art, f"the art of {what}")
            for i, pip in enumerate(lay.pips):
                _clear_of(lay, pip, f"a pip of {what}")
                assert lay.art.contains(pip), f"a pip of {what} leaves the art {lay.art}"
                for other in lay.pips[i + 1:]:
                    assert not pip.colliderect(other), f"two pips of {what} overlap"
            assert not lay.index.colliderect(lay.index_turned), what


def _ink_outside(face: pygame.Surface, lay: FaceLayout) -> int:
    """Pixels of ``face`` that are not paper, outside its index boxes, its art and its rim
    (the edge line and the round corners)."""
    probe = face.copy()
    w, h = lay.size
    r, edge = lay.radius + 1, 2
    for box in (lay.index, lay.index_turned, lay.art,
                (0, 0, r, r), (w - r, 0, r, r), (0, h - r, r, r), (w - r, h - r, r, r),
                (0, 0, w, edge), (0, h - edge, w, edge), (0, 0, edge, h), (w - edge, 0, edge, h)):
        probe.fill(PAPER, box)
    paper = pygame.mask.from_threshold(probe, (*PAPER, 255), (3, 3, 3, 255))
    return w * h - paper.count()


@pytest.mark.parametrize("window", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
def test_faces_ink_only_inside_their_boxes(window: tuple[int, int]) -> None:
    """The drawing follows the layout: a face is bare paper outside its corner indices and
    its art, so the gap the layout keeps round the index is really empty."""
    widths = sorted(face_widths(window, range(3, 10, 6)))  # the trick's two sizes: 3 and 9 players
    for width in widths:
        for card, seven, lay in _layouts(width):
            for four in (False, True) if width == widths[-1] else (False,):  # colours move nothing
                face = cards.face(card, width, four, seven)
                assert face.get_size() == lay.size
                assert _ink_outside(face, lay) == 0, f"{card} at {width} px inks outside its boxes"


def test_the_ink_check_sees_a_pip_in_the_margin() -> None:
    """The pixel check can fail: a pip drawn into the index margin is found."""
    lay = cards.layout_of(Card.parse("TS"), 120)
    face = cards.face(Card.parse("TS"), 120).copy()
    face.fill((0, 0, 0), pygame.Rect(lay.index.left, lay.index.bottom + 3, 4, 4))
    assert _ink_outside(face, lay) > 0


def test_the_ten_is_set_at_full_width() -> None:
    """Its digits are as tall as the other indices and each as wide as alone: two digits'
    width, not one squeezed to one and a half."""
    for width in all_widths():
        lay_ten = cards.layout_of(Card.parse("TH"), width)
        lay_nine = cards.layout_of(Card.parse("9H"), width)
        ten, nine = lay_ten.rank, lay_nine.rank
        assert abs(ten.height - nine.height) <= 1, width
        one, zero = rank_ink("1", lay_ten.rank_size, (0, 0, 0)), rank_ink("0", lay_ten.rank_size, (0, 0, 0))
        assert ten.width >= one.get_width() + zero.get_width(), width
        assert ten.width >= 1.7 * nine.width, f"the 10 is squeezed at {width} px"


@pytest.mark.parametrize("language", LANGUAGES)
def test_wizard_and_jester_labels_fit_in_every_language(language: str) -> None:
    set_language(language)
    cards.forget()
    for width in all_widths():
        for card in SPECIAL:
            lay = card_specials.layout(card, width)
            name = card_specials.name(card)
            assert card_specials.letter(card) == name[0].upper()
            box = card_specials.label_box(lay)
            _clear_of(lay, card_specials.ribbon(lay), f"the ribbon of {card} at {width} px")
            assert card_specials.ribbon(lay).contains(box)
            shown = card_specials.label(card, lay)
            if shown is None:  # only where a label would be too small to read
                assert is_compact(width), f"no {name!r} label on {card} at {width} px ({language})"
                continue
            image, spot = shown
            assert box.contains(spot) and image.get_size() == spot.size, \
                f"{name!r} does not fit {box} at {width} px ({language})"
            assert card_specials.label_size(name, lay) >= card_specials.LABEL_LEAST


def test_a_name_too_long_for_the_ribbon_is_made_smaller_not_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_specials, "name", lambda card: "ZAUBERERLEHRLING")
    lay = card_specials.layout(Card.parse("W1"), 200)
    short = card_specials.label_size("WIZARD", lay)
    image, spot = card_specials.label(Card.parse("W1"), lay) or (None, None)
    assert image is not None and spot is not None and card_specials.label_box(lay).contains(spot)
    assert card_specials.label_size("ZAUBERERLEHRLING", lay) < short


def test_special_faces_ink_only_inside_their_boxes() -> None:
    for language in LANGUAGES:
        set_language(language)
        cards.forget()
        for width in sorted(face_widths((1280, 800)) | face_widths(LARGEST, range(4, 5))):
            for card in SPECIAL:
                lay = card_specials.layout(card, width)
                face = cards.face(card, width)
                probe = face.copy()
                probe.fill(PAPER, card_specials.ribbon(lay))
                assert _ink_outside(probe, lay) == 0, f"{card} at {width} px ({language})"


def test_backs_and_faces_have_the_card_shape_at_every_width() -> None:
    for width in (*all_widths()[::37], all_widths()[-1]):
        back = cards.back(width)
        assert back.get_size() == cards.card_size(width)
        corner = back.get_at((0, 0))
        assert corner.a == 0  # round corners: the felt shows through
        assert tuple(back.get_at((width // 2, back.get_height() // 2)))[:3] != PAPER


def test_every_court_figure_ships_with_its_pip_place_and_the_licence() -> None:
    from ui.cards import courts as court_figures
    from ui.core.assets import asset_path

    licence = asset_path("cards", "courts", "LICENSE-court-figures.txt").read_text(encoding="utf-8")
    assert "public domain" in licence and "Byron Knoll" in licence
    for rank in "JQK":
        for suit in "SHDC":
            frame = pygame.Rect(0, 0, 200, round(200 / court_figures.frame_ratio()))
            figure = court_figures.figure(rank + suit, frame.size)
            assert figure.get_size() == frame.size
            pip = court_figures.pip_box(rank + suit, frame)
            assert frame.contains(pip) and pip.width > frame.width // 5  # beside the head


def test_the_layout_example_holds() -> None:
    import doctest

    from ui.cards import layout as card_layout

    result = doctest.testmod(card_layout)
    assert result.attempted > 0 and result.failed == 0
