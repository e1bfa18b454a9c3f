"""Widget text that fits: labels take a smaller size of their font when the text is too
wide for the box; tooltips grow wider with their text.

Widget text follows the window height and the UI scale, boxes mostly follow
the width, and German or Dutch words are longer than English ones, so a
label can outgrow its box (pygame_gui then warns and clips it). The theme
offers the label font at every pixel size below its own
(:func:`add_label_sizes`, as ``#label_<n>``); :func:`fitting_size` finds the
largest at which texts fit, and :func:`label_id` names it for a label,
keeping the label's own theme block (alignment, colours) as its class.
pygame_gui wraps tooltips at 170 pixels whatever the text size; at large
text a tooltip grows so tall that it fits neither above nor below its
widget, so :func:`widen_tool_tips` makes the width follow the text size. And
pygame_gui draws every tooltip as wide as it wraps, a short one too ("Bid 0
(key 0)" in a box three times its width): :class:`SnugTipManager` makes each
tip as wide as its widest line.

>>> label_id(None, "#form_label")
'#form_label'
>>> label_id(12, "#form_label")
ObjectID(object_id='#label_12', class_id='#form_label')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.interfaces import IUIElementInterface, IUITooltipInterface

#: The smallest label text offered, in pixels: smaller is no longer easy to read.
SMALLEST = 10
#: A tooltip's width at the design size (800 pixels high, 16-pixel text), and the most it
#: grows to: less than the narrowest window (1024 pixels), so one always fits across.
TIP_WIDTH = 300
TIP_WIDEST = 900


def add_label_sizes(theme: dict[str, Any]) -> None:
    """Give ``theme`` (pygame_gui's, font sizes already scaled) a ``#label_<n>`` block for
    every size from :data:`SMALLEST` up to below the label font's own, and ``#menu_<n>``
    blocks for a drop-down's shown choice and its list (:func:`menu_id`)."""
    base = theme.get("label", {}).get("font")
    if not isinstance(base, dict) or "size" not in base:
        return
    for size in range(SMALLEST, int(base["size"])):
        theme[f"#label_{size}"] = {"font": {**base, "size": str(size)}}
    menu = theme.get("button", {}).get("font", base)  # a drop-down's choices are buttons
    for size in range(SMALLEST, int(menu.get("size", base["size"]))):
        font = {"font": {**menu, "size": str(size)}}
        theme[f"#menu_{size}.#selected_option"] = font
        theme[f"#menu_{size}.#drop_down_options_list.@selection_list_item"] = font


def menu_id(size: int | None) -> str | None:
    """The object id of a drop-down whose choices are shown at ``size`` pixels (``None``: the
    theme's own size)."""
    return None if size is None else f"#menu_{size}"


def widen_tool_tips(theme: dict[str, Any], scale: float) -> None:
    """Tooltips in ``theme`` wrap at :data:`TIP_WIDTH` times the text ``scale`` (at most
    :data:`TIP_WIDEST`), about 35 characters a line at any size."""
    misc = theme.setdefault("tool_tip", {}).setdefault("misc", {})
    misc["rect_width"] = str(min(TIP_WIDEST, round(TIP_WIDTH * scale)))


def label_id(size: int | None, kind: str | None) -> ObjectID | str | None:
    """The object id of a label of theme block ``kind`` at ``size`` pixels (``None``: the
    theme's own size)."""
    if size is None:
        return kind
    return ObjectID(object_id=f"#label_{size}", class_id=kind)


def fitting_size(manager: pygame_gui.UIManager, texts: Iterable[str], box: tuple[int, int],
                 kind: str | None = None) -> int | None:
    """The largest label font size at which every one of ``texts`` fits ``box`` (width,
    height): ``None`` when the theme's own size does, else a size the theme offers, down to
    :data:`SMALLEST` (the best there is, even if a text is still too wide)."""
    theme = manager.get_theme()
    words = [t for t in texts if t]
    own = theme.get_font([kind, "label"] if kind else ["label"])
    if all(_fits(own, t, box) for t in words):
        return None
    for size in range(own.get_point_size() - 1, SMALLEST, -1):
        if all(_fits(theme.get_font([f"#label_{size}"]), t, box) for t in words):
            return size
    return SMALLEST


def _fits(face: Any, words: str, box: tuple[int, int]) -> bool:
    """As pygame_gui's label measures: the text's rendered size within the box."""
    width, height = face.get_rect(words).size
    return bool(width <= box[0] and height <= box[1])


#: Pixels a tooltip keeps beyond its widest line (its text box lays a line out to the pixel).
TIP_SLACK = 2


class SnugTipManager(pygame_gui.UIManager):
    """pygame_gui's manager whose tooltips are as wide as their widest line (at most the
    width they wrap at: :func:`widen_tool_tips`), not always that width."""

    def create_tool_tip(self, text: str, position: tuple[int, int], hover_distance: tuple[int, int],
                        parent_element: IUIElementInterface, object_id: ObjectID | None, *,
                        wrap_width: int | None = None,
                        text_kwargs: dict[str, str] | None = None) -> IUITooltipInterface:
        """The tip pygame_gui makes, made again as narrow as its text when that is narrower."""
        tip = super().create_tool_tip(text, position, hover_distance, parent_element, object_id,
                                      wrap_width=wrap_width, text_kwargs=text_kwargs)
        width = snug_width(tip)
        if width is None:
            return tip
        tip.kill()
        return super().create_tool_tip(text, position, hover_distance, parent_element, object_id,
                                       wrap_width=width, text_kwargs=text_kwargs)


def snug_width(tip: Any) -> int | None:
    """The width ``tip`` (a :class:`pygame_gui.elements.UITooltip`) needs for its widest line
    with its padding and border; ``None`` when that is no narrower than it is."""
    block = getattr(tip, "text_block", None)
    layout = getattr(block, "text_box_layout", None)
    if block is None or layout is None or not layout.layout_rows:
        return None
    frame = block.rect.width - layout.layout_rect.width  # padding, border and shadow
    width = max(row.width for row in layout.layout_rows) + frame + TIP_SLACK
    return int(width) if width < block.rect.width else None
