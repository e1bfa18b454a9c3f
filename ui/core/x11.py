"""What SDL does not say about an X11 display: whether a window manager runs on it.

SDL asks the window manager to make a window fullscreen (``_NET_WM_STATE``); on a plain
X server, with none, nothing happens and the window keeps its size while SDL reports the
screen's. :func:`window_manager_runs` reads the root window's
``_NET_SUPPORTING_WM_CHECK`` property (EWMH) through Xlib, with ctypes: ``None`` when it
cannot tell (not X11, no Xlib), so callers assume the usual desktop.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from typing import Any

import pygame


def window_manager_runs() -> bool | None:
    """True when an EWMH window manager runs on this window's X display, False on a plain X
    server, ``None`` when it cannot be told (another video driver, no Xlib)."""
    try:
        if pygame.display.get_driver() != "x11":
            return None
        capsule = pygame.display.get_wm_info().get("display")
        name = ctypes.util.find_library("X11")
        if capsule is None or name is None:
            return None
        return _supporting_wm(ctypes.CDLL(name), _pointer(capsule))
    except (OSError, AttributeError, ValueError, TypeError, pygame.error):
        return None


def _pointer(capsule: Any) -> int:
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype = ctypes.c_void_p
    get.argtypes = [ctypes.py_object, ctypes.c_char_p]
    address = get(capsule, b"display")
    if not address:
        raise ValueError("no X display")
    return int(address)


def _supporting_wm(xlib: Any, display: int) -> bool:
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XGetWindowProperty.argtypes = [
        ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int,
        ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_void_p)]
    xlib.XFree.argtypes = [ctypes.c_void_p]
    atom = xlib.XInternAtom(display, b"_NET_SUPPORTING_WM_CHECK", 1)  # only if it exists
    if not atom:
        return False
    kind, form = ctypes.c_ulong(), ctypes.c_int()
    items, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
    status = xlib.XGetWindowProperty(display, xlib.XDefaultRootWindow(display), atom, 0, 1, 0, 0,
                                     ctypes.byref(kind), ctypes.byref(form), ctypes.byref(items),
                                     ctypes.byref(after), ctypes.byref(data))
    if data.value:
        xlib.XFree(data)
    return status == 0 and kind.value != 0 and items.value > 0
