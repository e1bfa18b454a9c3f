"""What ``tools/notices.py`` knows about things that carry no licence metadata of their own.

Native libraries (the pygame-ce wheel bundles them without licence files; PyInstaller adds
a few of the build machine's) and fonts. A library is recognised by the *stem* of its file
name, the same on every system::

    >>> stem("libSDL2-2-50d19f93.0.so.0.3200.10"), stem("libSDL2-2.0.0.dylib"), stem("SDL2.dll")
    ('sdl2', 'sdl2', 'sdl2')

A shipped library whose stem no row matches stops the build: add its licence text to
``tools/licenses/`` (see the README there) and a row here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: The name of the Python component: rows with this name add files to Python's notice.
PYTHON = "Python"


@dataclass(frozen=True)
class Library:
    """A native library that may ship: how its file is named, its licence and its texts."""

    name: str
    pattern: str  # a regular expression the whole stem matches
    licence: str
    texts: tuple[str, ...]  # files in tools/licenses/; none for rows of Python (its own text)
    upstream: str


@dataclass(frozen=True)
class FontFamily:
    """Fonts whose file names start with ``prefix``; their licence ships beside them, else
    ``fallback`` in tools/licenses/ holds it."""

    name: str
    prefix: str
    licence: str
    fallback: str | None
    upstream: str


LIBRARIES: tuple[Library, ...] = (
    Library("SDL2", r"sdl2", "Zlib", ("SDL2.txt",), "https://github.com/libsdl-org/SDL"),
    Library("SDL2_image", r"sdl2_image", "Zlib", ("SDL2_image.txt",),
            "https://github.com/libsdl-org/SDL_image"),
    Library("SDL2_mixer", r"sdl2_mixer", "Zlib", ("SDL2_mixer.txt",),
            "https://github.com/libsdl-org/SDL_mixer"),
    Library("SDL2_ttf", r"sdl2_ttf", "Zlib", ("SDL2_ttf.txt",), "https://github.com/libsdl-org/SDL_ttf"),
    Library("FreeType", r"freetype", "FTL OR GPL-2.0-or-later", ("FreeType.txt",), "https://freetype.org/"),
    Library("HarfBuzz", r"harfbuzz", "MIT-Modern-Variant", ("HarfBuzz.txt",),
            "https://github.com/harfbuzz/harfbuzz"),
    Library("libpng", r"png\d*", "libpng-2.0", ("libpng.txt",), "https://github.com/pnggroup/libpng"),
    Library("libjpeg-turbo", r"jpeg|turbojpeg", "IJG AND BSD-3-Clause AND Zlib",
            ("libjpeg-turbo.txt", "libjpeg-turbo.README.ijg.txt"), "https://libjpeg-turbo.org/"),
    Library("libwebp", r"webp|webpdemux|webpmux|sharpyuv", "BSD-3-Clause", ("libwebp.txt",),
            "https://chromium.googlesource.com/webm/libwebp"),
    Library("libtiff", r"tiff", "libtiff", ("libtiff.txt",), "https://libtiff.gitlab.io/libtiff/"),
    Library("Ogg and Vorbis", r"ogg|vorbis|vorbisenc|vorbisfile", "BSD-3-Clause", ("Ogg-Vorbis.txt",),
            "https://xiph.org/"),
    Library("Opus", r"opus", "BSD-3-Clause", ("Opus.txt",), "https://opus-codec.org/"),
    Library("opusfile", r"opusfile", "BSD-3-Clause", ("opusfile.txt",), "https://opus-codec.org/"),
    Library("FLAC", r"flac", "BSD-3-Clause", ("FLAC.txt",), "https://xiph.org/flac/"),
    Library("mpg123", r"mpg123|out123|syn123", "LGPL-2.1", ("mpg123.txt",), "https://mpg123.org/"),
    Library("FluidSynth", r"fluidsynth", "LGPL-2.1-or-later", ("FluidSynth.txt",),
            "https://github.com/FluidSynth/fluidsynth"),
    Library("PortMidi", r"portmidi|porttime", "MIT", ("PortMidi.txt",),
            "https://github.com/PortMidi/portmidi"),
    Library("ALSA library", r"asound", "LGPL-2.1-or-later", ("alsa-lib.txt",),
            "https://github.com/alsa-project/alsa-lib"),
    Library("libsndfile", r"sndfile", "LGPL-2.1-or-later", ("libsndfile.txt",),
            "https://github.com/libsndfile/libsndfile"),
    Library("WavPack", r"wavpack", "BSD-3-Clause", ("WavPack.txt",), "https://github.com/dbry/WavPack"),
    Library("libxmp", r"xmp", "MIT", ("libxmp.txt",), "https://github.com/libxmp/libxmp"),
    Library("Brotli", r"brotli(common|dec|enc)", "MIT", ("Brotli.txt",), "https://github.com/google/brotli"),
    Library("zlib", r"z|zlib1?|zlib-ng", "Zlib", ("zlib.txt",), "https://zlib.net/"),
    Library("bzip2", r"bz2", "bzip2-1.0.6", ("bzip2.txt",), "https://sourceware.org/bzip2/"),
    Library("liblzma", r"lzma", "0BSD from 5.6, public domain before",
            ("xz.txt", "xz.COPYING.0BSD.txt"), "https://tukaani.org/xz/ (XZ Utils)"),
    Library("libffi", r"ffi", "MIT", ("libffi.txt",), "https://github.com/libffi/libffi"),
    Library("SQLite", r"sqlite3", "blessing (public domain)", ("SQLite.txt",), "https://sqlite.org/"),
    Library("GCC runtime", r"stdc\+\+|gcc_s", "GPL-3.0-or-later WITH GCC-exception-3.1",
            ("GCC-runtime.txt", "GCC-runtime.exception.txt"), "https://gcc.gnu.org/"),
    # The interpreter itself (libpython3.11.so, python311.dll) and the Microsoft C runtime that
    # CPython for Windows ships beside it, which Python's LICENSE.txt on Windows speaks of.
    Library(PYTHON, r"python3\d*|vcruntime140(_\d+)?|msvcp140(_\d+)?", "PSF-2.0", (),
            "https://www.python.org/"),
)

FONTS: tuple[FontFamily, ...] = (
    FontFamily("DejaVu fonts", "DejaVu", "Bitstream-Vera (DejaVu changes: public domain)", None,
               "https://dejavu-fonts.github.io/"),
    FontFamily("Noto Sans fonts", "NotoSans", "OFL-1.1", None, "https://notofonts.github.io/"),
    FontFamily("Fira Code", "FiraCode", "OFL-1.1", None, "https://github.com/tonsky/FiraCode"),
    # pygame's default font, which its PyInstaller hook ships: the font names "GNU General
    # Public License" and no version; FreeFont of 2002 was under the GPL 2 or later.
    FontFamily("FreeSans Bold", "freesansbold", "GPL-2.0-or-later", "FreeSans.txt",
               "GNU FreeFont, https://www.gnu.org/software/freefont/ (pygame's default font; the font "
               "says \"The use of this font is granted subject to GNU General Public License\")"),
)

@dataclass(frozen=True)
class Artwork:
    """Pictures the program ships in ``folder`` of its assets, with ``text``, their licence,
    shipped beside them."""

    name: str
    folder: str  # "assets/cards/courts/"
    licence: str
    text: str  # a file in that folder
    upstream: str


ARTWORK: tuple[Artwork, ...] = (
    Artwork("Court card figures", "assets/cards/courts/",
            "public domain (Byron Knoll's Vector Playing Cards)", "LICENSE-court-figures.txt",
            "https://github.com/notpeter/Vector-Playing-Cards (Byron Knoll, "
            "http://www.byronknoll.com/)"),
)

#: Texts of code compiled into a distribution's own extension modules.
EMBEDDED: dict[str, tuple[tuple[str, str], ...]] = {
    "pygame-ce": (("SDL_gfx's, compiled into pygame.gfxdraw (Zlib)", "SDL_gfx.txt"),),
}

_HASH = re.compile(r"-[0-9a-f]{8}$")  # auditwheel's and delocate's mark of a vendored copy
_VERSION = re.compile(r"(-\d+)+$")  # libpng16-16.dll, libSDL2-2.0.so.0, libjpeg-62.dll


def stem(file_name: str) -> str:
    """A library file's name without folder, ``lib``, version, hash or suffix, in lower case.

    >>> stem("pygame_ce.libs/libpng16-fefdc88d.so.16.58.0"), stem("libpng16-16.dll")
    ('png16', 'png16')
    >>> stem("libstdc++.so.6"), stem("python311.dll"), stem("libz.1.3.1.zlib-ng.dylib")
    ('stdc++', 'python311', 'z')
    """
    base = file_name.rsplit("/", 1)[-1].split(".", 1)[0]
    base = _VERSION.sub("", _HASH.sub("", base))
    return re.sub(r"^lib", "", base, flags=re.IGNORECASE).lower()


def library_for(file_name: str) -> Library | None:
    """The row that names this library file, or None."""
    key = stem(file_name)
    return next((row for row in LIBRARIES if re.fullmatch(row.pattern, key)), None)


def artwork_for(file_name: str) -> Artwork | None:
    """The artwork row of a picture in the assets (``assets/cards/courts/KD.png``), or None."""
    return next((row for row in ARTWORK if file_name.startswith(row.folder)), None)


def font_family_for(file_name: str) -> FontFamily | None:
    """The font family of this font file, or None."""
    base = file_name.rsplit("/", 1)[-1].lower()
    return next((family for family in FONTS if base.startswith(family.prefix.lower())), None)


def file_version(file_name: str) -> str:
    """The version a library's file name carries, or '' (Windows DLLs mostly carry none).

    >>> file_version("libSDL2-2-50d19f93.0.so.0.3200.10"), file_version("libtiff.6.3.0.dylib")
    ('0.3200.10', '6.3.0')
    """
    base = file_name.rsplit("/", 1)[-1]
    for pattern in (r"\.so\.([\d.]+)$", r"^[^.]*\.([\d.]+)\.dylib$", r"-(\d+)\.dll$"):
        found = re.search(pattern, base)
        if found:
            return found.group(1)
    return ""
