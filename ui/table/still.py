"""The table's still picture: the felt and everything on it that is not flying, drawn once
per change and copied to the window in the frames between.

At 3840×2160 a frame that draws the whole table spends most of its time on pixels that did
not change: the felt's copy, nine fans of backs, the plates, the trick and the hand. The
table keeps that picture (:class:`StillPicture`, one surface the window's size and format)
with a key of everything it was drawn from (:func:`still_key`: every field of the model and
of the look, the layout, the language and the UI scale); while the key stays the same a
frame copies the picture and draws only the flying cards and the message on it. A key
that differs only in the thinking pulse (the turn ring of a bot that thinks fades in and out
every frame) draws the picture again inside that plate's box only, in the same order, so
the pixels are those of a whole new picture.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ui.core.fonts import ui_scale
from ui.words.i18n import language

#: What a still picture is drawn by: the target surface, the list of face-up cards to fill.
Painter = Callable[[pygame.Surface, Any], None]


def frozen(value: object) -> object:
    """``value`` with its lists, sets and dicts (and theirs) made into tuples and frozensets,
    so that a key kept from one frame is not changed by the next.

    >>> frozen({"a": [1, {2}]})
    (('a', (1, frozenset({2}))),)
    """
    if isinstance(value, (list, tuple)):
        return tuple(frozen(item) for item in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(value)
    if isinstance(value, dict):
        return tuple(sorted(((key, frozen(item)) for key, item in value.items()), key=repr))
    return value


def fields_of(obj: object, leave_out: tuple[str, ...] = ()) -> tuple[object, ...]:
    """Every field of the dataclass ``obj`` but those named in ``leave_out``, frozen."""
    return tuple(frozen(getattr(obj, f.name)) for f in dataclasses.fields(obj)  # type: ignore[arg-type]
                 if f.name not in leave_out)


def still_key(model: object, lay: object, look: object) -> tuple[object, ...]:
    """Everything the still picture is drawn from but the thinking pulse: each field of the
    table's model and look (a field added to either is in the key without more code), the
    layout (by identity: the layout of a size is made once), the language and the UI scale."""
    return (id(lay), language(), ui_scale(), fields_of(model), fields_of(look, ("pulse",)))


@dataclass
class Part:
    """One part of the still picture as a record pass saw it: what it draws with (``extra``:
    what it draws other than pictures, e.g. a plate's ring), each picture and where it went,
    and the box all of it covers."""

    extra: object = None
    ops: list[tuple[object, ...]] = field(default_factory=list)
    region: pygame.Rect | None = None

    def add(self, box: pygame.Rect) -> None:
        """Widen the part's box by ``box``."""
        self.region = box.copy() if self.region is None else self.region.union(box)

    def same(self, other: Part) -> bool:
        """Draws the same pixels as ``other``: the same pictures (the very same surfaces: the
        caches hand out one per look) at the same places, and the same ``extra``."""
        return self.extra == other.extra and len(self.ops) == len(other.ops) and all(
            a[0] is b[0] and a[1:] == b[1:] for a, b in zip(self.ops, other.ops, strict=True))


class Recorder(pygame.Surface):
    """Stands for the window in a pass that draws nothing and notes, part by part, which
    picture would go where (:meth:`begin` starts a part; the table's drawing calls it)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__((1, 1))
        self.window = size
        self.parts: dict[object, Part] = {}
        self.part = self.begin("start")

    def begin(self, label: object, extra: object = None, box: pygame.Rect | None = None) -> Part:
        """A new part: ``extra`` says what it draws other than pictures; ``box`` is where
        that goes."""
        self.part = self.parts[label] = Part(extra)
        if box is not None:
            self.part.add(box)
        return self.part

    def get_size(self) -> tuple[int, int]:
        """The window's size, not the recorder's own."""
        return self.window

    def get_width(self) -> int:
        """The window's width."""
        return self.window[0]

    def get_height(self) -> int:
        """The window's height."""
        return self.window[1]

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        """Note ``source`` going to ``dest``; draw nothing."""
        x, y = dest[0], dest[1]
        w, h = pygame.Rect(area).size if area is not None else source.get_size()
        box = pygame.Rect(int(x), int(y), w, h)
        self.part.ops.append((source, box.topleft, None if area is None else tuple(pygame.Rect(area)),
                              special_flags))
        self.part.add(box.inflate(2, 2))  # a float position may round either way
        return box

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        """Note a fill; draw nothing."""
        box = pygame.Rect((0, 0), self.window) if rect is None else pygame.Rect(rect)
        self.part.ops.append(("fill", tuple(pygame.Color(color)), tuple(box), special_flags))
        self.part.add(box)
        return box


class Picture(pygame.Surface):
    """The kept picture itself: it knows where each part drew (``parts``, from the last
    record pass), so that a pass clipped to a box leaves out the parts that cannot reach it."""

    parts: dict[object, Part]


def mark(surface: pygame.Surface, label: object, extra: object = None,
         box: pygame.Rect | None = None) -> bool:
    """Start part ``label`` of the still picture: on a :class:`Recorder`, note it (``extra``
    is what the part draws besides pictures, a plate's ring and chip; ``box`` where that
    goes). Whether to draw the part: not on the kept :class:`Picture` when it drew nowhere
    inside the box being drawn again; always elsewhere."""
    if isinstance(surface, Recorder):
        surface.begin(label, extra, box)
        return True
    if isinstance(surface, Picture):
        part = surface.parts.get(label)
        return part is None or (part.region is not None and part.region.colliderect(surface.get_clip()))
    return True


def damage(before: dict[object, Part], after: dict[object, Part], window: pygame.Rect
           ) -> list[pygame.Rect]:
    """The boxes to draw again to turn the picture ``before`` recorded into ``after``'s: each
    part that changed, where it was and where it is."""
    boxes = []
    for label in before.keys() | after.keys():
        old, new = before.get(label), after.get(label)
        if old is not None and new is not None and old.same(new):
            continue
        boxes += [part.region.clip(window) for part in (old, new)
                  if part is not None and part.region is not None]
    return [box for box in boxes if box.width and box.height]


#: At most this many boxes are drawn again: each is one more pass over the table's parts.
MOST_BOXES = 4
#: Drawing again more than this share of the window: the whole picture instead.
MOST_SHARE = 0.5


def _merged(boxes: list[pygame.Rect], window: pygame.Rect) -> list[pygame.Rect] | None:
    """``boxes`` with those that overlap joined, and joined further (the two whose joining
    adds the least) down to :data:`MOST_BOXES`; ``None`` (the whole window) past
    :data:`MOST_SHARE` of it.

    >>> _merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10)], pygame.Rect(0, 0, 100, 100))
    [Rect(0, 0, 15, 15)]
    """
    merged: list[pygame.Rect] = []
    for box in boxes:
        box = box.clip(window)
        if not box.width or not box.height:
            continue
        while (hit := box.collidelist(merged)) >= 0:
            box.union_ip(merged.pop(hit))
        merged.append(box)
    while len(merged) > MOST_BOXES:
        pairs = [(a.union(b).width * a.union(b).height - a.width * a.height - b.width * b.height, i, j)
                 for i, a in enumerate(merged) for j, b in enumerate(merged) if i < j]
        _cost, i, j = min(pairs)
        joined = merged[i].union(merged[j])
        merged = [box for k, box in enumerate(merged) if k not in (i, j)]
        return _merged([*merged, joined], window)
    if sum(box.width * box.height for box in merged) > MOST_SHARE * window.width * window.height:
        return None
    return merged


class StillPicture:
    """The still part of one table's picture, kept between frames (see the module's text)."""

    def __init__(self) -> None:
        self.picture: Picture | None = None
        self.key: tuple[object, ...] | None = None
        self.parts: dict[object, Part] = {}  # what the picture holds, part by part
        self.pulse: tuple[pygame.Rect, float] | None = None  # the pulsing ring's box and phase
        self.kept: Any = None  # what the painter filled in (the cards drawn face up)
        self.layout: object = None  # kept alive: the key holds its id
        self.redrawn = 0  # whole pictures drawn (tests)
        self.boxes = 0  # boxes drawn again (tests)

    def draw(self, surface: pygame.Surface, key: tuple[object, ...], layout: object,
             pulse: tuple[pygame.Rect, float] | None, paint: Painter, fresh: Callable[[], Any]
             ) -> Any:
        """Copy the still picture for ``key`` onto ``surface``. When the key changed, a pass
        of ``paint(recorder, filled)`` (``filled`` a new ``fresh()``) notes what each part
        draws, and the parts that changed are drawn again where they were and where they
        are now (the whole picture when that is most of it, or the size or the layout
        changed); when only ``pulse`` (the box of a ring that pulses and its phase) changed,
        the picture is drawn again inside that box. Returns what ``paint`` filled in."""
        picture, size = self.picture, surface.get_size()
        if picture is None or picture.get_size() != size or self.layout is not layout:
            if picture is None or picture.get_size() != size:
                picture = self.picture = Picture(size, 0, surface)
            self._record(size, paint, fresh)
            self._again(picture, None, paint, fresh)
        elif key != self.key or pulse != self.pulse:
            boxes = []
            if key != self.key:
                before = self.parts
                self._record(size, paint, fresh)
                boxes = damage(before, self.parts, picture.get_rect())
            if pulse != self.pulse:  # the ring's phase is no part's: its box is drawn again
                boxes += [ring[0] for ring in (self.pulse, pulse) if ring is not None]
            self._again(picture, _merged(boxes, picture.get_rect()), paint, fresh)
        self.key, self.layout, self.pulse = key, layout, pulse
        surface.blit(picture, (0, 0))
        return self.kept

    def _record(self, size: tuple[int, int], paint: Painter, fresh: Callable[[], Any]) -> None:
        """Note what each part of the picture draws now, and what it fills in."""
        recorder = Recorder(size)
        self.kept = fresh()
        paint(recorder, self.kept)
        self.parts = recorder.parts

    def _again(self, picture: Picture, boxes: list[pygame.Rect] | None, paint: Painter,
               fresh: Callable[[], Any]) -> None:
        """Draw the picture again inside ``boxes`` (whole for ``None``), each part in its
        order (those that drew nowhere in a box left out): the pixels are those of a whole
        new picture."""
        picture.parts = self.parts
        if boxes is None:
            paint(picture, fresh())
            self.redrawn += 1
            return
        for box in boxes:
            picture.set_clip(box)
            try:
                paint(picture, fresh())
            finally:
                picture.set_clip(None)
            self.boxes += 1

    def forget(self) -> None:
        """Drop the picture (the table is left)."""
        self.picture, self.key, self.pulse, self.kept, self.layout = None, None, None, None, None
        self.parts = {}
