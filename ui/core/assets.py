"""The one place that knows where the program's files are.

Paths are resolved from the source tree (``assets/`` beside ``ui/``), from a PyInstaller
bundle (``sys._MEIPASS``), or from the installed ``ohpshaw_assets`` package that ``pip
install .`` puts the folder in; never from the working directory.

>>> asset_path("fonts", "DejaVuSans.ttf").name
'DejaVuSans.ttf'
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

FONT_REGULAR = ("fonts", "DejaVuSans.ttf")
FONT_BOLD = ("fonts", "DejaVuSans-Bold.ttf")

#: pygame_gui element types that draw text; each gets the default font unless the theme names one
#: (pygame_gui does not take fonts from its ``defaults`` block).
TEXT_ELEMENTS = ("button", "label", "text_box", "tool_tip", "text_entry_line", "drop_down_menu",
                 "selection_list", "window", "panel", "horizontal_slider")


def asset_root() -> Path:
    """The ``assets`` folder: inside the PyInstaller bundle when frozen, beside ``ui/`` in the
    source tree, else the installed ``ohpshaw_assets`` package (``pip install .``)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "assets"
    source = Path(__file__).resolve().parents[2] / "assets"
    if source.is_dir():
        return source
    installed = importlib.util.find_spec("ohpshaw_assets")  # a folder of data: a namespace package
    if installed is not None and installed.submodule_search_locations:
        return Path(next(iter(installed.submodule_search_locations)))
    return source  # missing: the first file asked for names the path that was expected


def asset_path(*parts: str) -> Path:
    """The absolute path of an asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return asset_root().joinpath(*parts)


def font_path(bold: bool = False) -> str:
    """The path of the shipped DejaVu Sans (it has ♠ ♥ ♦ ♣), as a string for pygame."""
    return str(asset_path(*(FONT_BOLD if bold else FONT_REGULAR)))


#: Widget colours of the high-contrast option: black fields, white text, bright borders.
HIGH_CONTRAST = {"normal_bg": "#000000", "hovered_bg": "#1e1e1e", "disabled_bg": "#000000",
                 "selected_bg": "#303030", "active_bg": "#303030", "dark_bg": "#000000f0",
                 "normal_text": "#ffffff", "hovered_text": "#ffff66", "selected_text": "#ffff66",
                 "active_text": "#ffff66", "disabled_text": "#b0b0b0", "normal_border": "#ffffff",
                 "hovered_border": "#ffff66", "selected_border": "#ffff66", "active_border": "#ffff66",
                 "disabled_border": "#808080", "filled_bar": "#ffff00", "unfilled_bar": "#000000"}

#: Sizes in the theme's ``misc`` blocks (pixels at the 800-pixel design height) that grow with
#: the text: corners, list rows, the drop-down's arrow, paddings and shadows.
SCALED_MISC = ("shape_corner_radius", "list_item_height", "open_button_width", "padding",
               "text_horiz_alignment_padding", "shadow_width")

#: A border this wide or wider is a ring that marks a widget (a lesson's asked button): unlike
#: a hairline it grows with the text, so it weighs as much at 4K.
RING = 3


#: The widgets' scale in a 1080-pixel window (the window height over 800, in eighths): a
#: border is drawn as wide as the theme says there, and grows with the scale beyond, two
#: pixels for one at 3840×2160, so it stays a line and not a hairline.
BORDER_SCALE = 1.375


def border_width(width: int, scale: float) -> int:
    """The width of a border the theme gives as ``width`` pixels, at the widgets' ``scale``
    (the window height over 800, times the UI scale): never thinner than the theme says,
    and no border where it has none.

    >>> [border_width(1, s) for s in (1.0, 1.375, 2.0, 2.75)], border_width(2, 2.75), border_width(0, 2.75)
    ([1, 1, 1, 2], 4, 0)
    """
    return max(width, round(width * scale / BORDER_SCALE))


def _clear(colour: str) -> bool:
    """A fully see-through colour, ``#rrggbb00`` (an element that draws no background)."""
    return len(colour) == 9 and colour.endswith("00")


def gui_theme(scale: float = 1.0, high_contrast: bool = False) -> dict[str, Any]:
    """The pygame_gui theme (``assets/theme.json``) with every font path made absolute
    and font sizes multiplied by ``scale`` (the window height over 800, times the UI scale),
    borders as :func:`border_width` says; ``high_contrast`` swaps in :data:`HIGH_CONTRAST`
    colours and borders twice as wide (2 pixels in a 1080-pixel window).

    The JSON names fonts relative to the assets folder; pygame_gui would read
    them relative to the working directory, so they are resolved here.
    """
    theme: dict[str, Any] = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    default_font = theme.get("defaults", {}).get("font")
    if default_font:
        for element in TEXT_ELEMENTS:
            theme.setdefault(element, {}).setdefault("font", dict(default_font))
    if high_contrast:
        for block in theme.values():
            if isinstance(block, dict) and isinstance(block.get("colours"), dict):
                block["colours"].update({k: v for k, v in HIGH_CONTRAST.items()  # see-through stays
                                         if (k in block["colours"] or block is theme["defaults"])
                                         and not _clear(block["colours"].get(k, ""))})
        theme["defaults"].setdefault("misc", {})["border_width"] = "2"
        for block in theme.values():  # every drawn border is 2 pixels wide
            misc = block.get("misc") if isinstance(block, dict) else None
            if isinstance(misc, dict) and misc.get("border_width", "0") != "0":
                misc["border_width"] = "2"
        asked = theme.get("#asked_choice")  # a lesson's asked button stays ringed: in yellow, wider
        if isinstance(asked, dict):
            asked.setdefault("colours", {}).update(normal_border="#ffff00", hovered_border="#ffff66")
            asked.setdefault("misc", {})["border_width"] = "4"
    for block in theme.values():
        misc = block.get("misc") if isinstance(block, dict) else None
        if isinstance(misc, dict):
            for key in SCALED_MISC:
                if key in misc:
                    misc[key] = _scaled_numbers(misc[key], scale)
            if int(misc.get("border_width", "0")) >= RING:  # a ring, not a hairline: it grows
                misc["border_width"] = _scaled_numbers(misc["border_width"], scale)
            elif isinstance(misc.get("border_width"), str):  # a line: one pixel at 1080, two at 4K
                misc["border_width"] = str(border_width(int(misc["border_width"]), scale))
        font = block.get("font") if isinstance(block, dict) else None
        fonts = font if isinstance(font, list) else [font] if isinstance(font, dict) else []
        for entry in fonts:
            if "size" in entry:
                entry["size"] = str(round(int(entry["size"]) * scale))
            for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                if key in entry:
                    entry[key] = str(asset_path(entry[key]))
    return theme


def _scaled_numbers(value: str, scale: float) -> str:
    """``"10"`` or ``"10,4"`` with every number times ``scale`` (a 1-pixel size stays 1).

    >>> _scaled_numbers("10,4", 1.5)
    '15,6'
    """
    return ",".join(str(max(min(1, int(part)), round(int(part) * scale))) for part in value.split(","))
