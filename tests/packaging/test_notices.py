"""tools/notices.py on a fake packaged folder: it writes the index and the licence texts,
names every runtime requirement, and stops on anything shipped without a known licence."""

from __future__ import annotations

import contextlib
import re
import sys
import sysconfig
from pathlib import Path

import pytest

from tools import notices
from tools.notice_table import EMBEDDED, FONTS, LIBRARIES, library_for

REPO = Path(__file__).resolve().parents[2]
SDL2 = "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10"
FAKE = (SDL2, "pygame_ce.libs/libvorbisfile-07b6198b.so.3.3.8", "pygame_ce.libs/libogg-15db22d2.so.0.8.6",
        "libz.so.1", "libpython3.11.so.1.0", "pygame/base.cpython-311-x86_64-linux-gnu.so",
        "python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so",
        "assets/fonts/DejaVuSans.ttf", "pygame/freesansbold.ttf", "assets/cards/courts/KD.png")
COURTS = "assets/cards/courts/"


def _packaged(tmp_path: Path, *extra: str) -> Path:
    """A packaged folder as PyInstaller lays it out, with a few libraries and fonts (empty
    files: only their names matter) and the DejaVu licence beside its font."""
    folder = tmp_path / "ohpshaw"
    inside = folder / "_internal"
    for name in (*FAKE, *extra):
        (inside / name).parent.mkdir(parents=True, exist_ok=True)
        (inside / name).write_bytes(b"\x7fELF")
    for kept in ("assets/fonts/LICENSE-DejaVu.txt", COURTS + "LICENSE-court-figures.txt"):
        (inside / kept).parent.mkdir(parents=True, exist_ok=True)
        (inside / kept).write_bytes((REPO / kept).read_bytes())
    with contextlib.suppress(OSError):  # PyInstaller links vendored copies so (Windows may refuse)
        (inside / SDL2.split("/")[1]).symlink_to(SDL2)
    return folder


def _blocks(index: str) -> dict[str, str]:
    """README.txt's detail blocks by component name."""
    details = index.split("In detail\n---------\n", 1)[1]
    return {block.split("\n", 1)[0]: block for block in details.strip().split("\n\n")}


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_the_index_names_each_component_its_licence_text_and_files(tmp_path: Path) -> None:
    folder = _packaged(tmp_path)
    assert notices.main([str(folder)]) == 0
    out = folder / "THIRD-PARTY-NOTICES"
    blocks = _blocks((out / "README.txt").read_text(encoding="utf-8"))
    for name in ("Python", "pygame-ce", "SDL2", "Ogg and Vorbis", "zlib", "DejaVu fonts", "FreeSans Bold",
                 "Court card figures"):
        assert name in blocks, name
        text = re.search(r"text:     (\S+),", blocks[name])
        assert text and (out / text.group(1)).stat().st_size > 100, name
    assert "licence:  Zlib" in blocks["SDL2"]
    assert f"file:     _internal/{SDL2} (from the pygame-ce" in blocks["SDL2"]
    assert blocks["SDL2"].count("file:") == 1  # the symlink beside it is the same library
    assert "libogg" in blocks["Ogg and Vorbis"] and "libvorbisfile" in blocks["Ogg and Vorbis"]
    assert "_internal/libpython3.11.so.1.0" in blocks["Python"]
    assert "_internal/pygame/ (1 extension modules)" in blocks["pygame-ce"]
    assert "pyinstaller" not in blocks  # no program in this folder: no bootloader shipped
    assert sorted(path.name for path in out.iterdir()) == sorted(
        [*(re.search(r"text:     (\S+),", block).group(1) for block in blocks.values()),  # type: ignore[union-attr]
         "README.txt"])


def test_every_runtime_requirement_has_its_licence(tmp_path: Path) -> None:
    folder = _packaged(tmp_path)
    assert notices.main([str(folder)]) == 0
    blocks = _blocks((folder / "THIRD-PARTY-NOTICES" / "README.txt").read_text(encoding="utf-8"))
    listed = {_canonical(name) for name in blocks}
    wanted = [line.split("==")[0].strip() for line in (REPO / "requirements.txt").read_text().splitlines()
              if line.strip() and not line.startswith(("#", "-"))]
    assert len(wanted) >= 4
    for name in wanted:
        assert _canonical(name) in listed, name
        block = next(b for n, b in blocks.items() if _canonical(n) == _canonical(name))
        assert re.search(r"version:  \d", block) and "licence:  " in block and "from:     PyPI" in block


def test_texts_are_copied_unchanged(tmp_path: Path) -> None:
    folder = _packaged(tmp_path)
    assert notices.main([str(folder)]) == 0
    out = folder / "THIRD-PARTY-NOTICES"
    assert (folder / "LICENSE").read_bytes() == (REPO / "LICENSE").read_bytes()
    assert (out / "SDL2.txt").read_bytes() == (REPO / "tools/licenses/SDL2.txt").read_bytes()
    assert (out / "DejaVu-fonts.txt").read_bytes() == (REPO / "assets/fonts/LICENSE-DejaVu.txt").read_bytes()
    places = (Path(sysconfig.get_paths()["stdlib"]), Path(sys.base_prefix))  # Windows: the latter
    python = next(place / "LICENSE.txt" for place in places if (place / "LICENSE.txt").is_file())
    assert (out / "Python.txt").read_bytes() == python.read_bytes()
    pygame = (out / "pygame-ce.txt").read_bytes()  # its own text, then SDL_gfx's inside it
    assert (REPO / "tools/licenses/pygame-ce.txt").read_bytes().rstrip() in pygame
    assert (REPO / "tools/licenses/SDL_gfx.txt").read_bytes().rstrip() in pygame


@pytest.mark.parametrize(("extra", "named"), [
    ("libmystery-0123abcd.so.1", "_internal/libmystery-0123abcd.so.1"),
    ("libcrypto-3-x64.dll", "_internal/libcrypto-3-x64.dll"),
    ("assets/fonts/Mystery.ttf", "_internal/assets/fonts/Mystery.ttf"),
    ("assets/cards/mystery/AS.png", "_internal/assets/cards/mystery/AS.png"),
    ("mystery/core.cpython-311-x86_64-linux-gnu.so", "_internal/mystery"),
])
def test_anything_without_a_known_licence_stops_and_writes_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: str, named: str) -> None:
    folder = _packaged(tmp_path, extra)
    assert notices.main([str(folder)]) == 1
    assert named in capsys.readouterr().err
    assert not (folder / "THIRD-PARTY-NOTICES").exists() and not (folder / "LICENSE").exists()


def test_a_missing_folder_is_one_clear_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert notices.main([str(tmp_path / "nothing")]) == 1
    assert "build it first" in capsys.readouterr().err


def test_python_modules_of_the_program_belong_to_a_known_owner() -> None:
    packages = {"pygame": ["pygame-ce"], "i18n": ["python-i18n"]}
    assert notices.module_owner("json.decoder", packages) == "Python"
    assert notices.module_owner("_sysconfigdata__linux_x86_64-linux-gnu", packages) == "Python"
    assert notices.module_owner("pygame.mixer", packages) == "pygame-ce"
    assert notices.module_owner("i18n", packages) == "python-i18n"
    assert notices.module_owner("game.cards", packages) == ""  # the project's own
    with pytest.raises(notices.NoticeError, match="yaml"):
        notices.module_owner("yaml.loader", packages)


def test_modules_in_the_archive_bring_their_distribution(tmp_path: Path) -> None:
    """A module the program's archive holds pulls in its distribution even when
    requirements.txt does not name it (here: one only the dev tools install)."""
    empty = tmp_path / "requirements.txt"
    empty.write_text("# nothing\n")
    build = notices.Build([], lambda name: b"", modules=["pluggy._hooks", "game.cards", "json"])
    names = [notice.name for notice in notices.collect(build, empty)]
    assert names == ["Python", "pluggy"]
    build.modules.append("nowhere.to.be.found")
    with pytest.raises(notices.NoticeError, match="nowhere"):
        notices.collect(build, empty)


@pytest.mark.parametrize(("file_name", "component"), [
    ("libSDL2-2-50d19f93.0.so.0.3200.10", "SDL2"), ("libSDL2-2.0.0.dylib", "SDL2"), ("SDL2.dll", "SDL2"),
    ("libSDL2_ttf-2.0.0.2400.0.dylib", "SDL2_ttf"), ("SDL2_mixer.dll", "SDL2_mixer"),
    ("libpng16-16.dll", "libpng"), ("libjpeg-62.dll", "libjpeg-turbo"), ("libtiff-5.dll", "libtiff"),
    ("libwebpdemux-2.dll", "libwebp"), ("libsharpyuv.0.1.2.dylib", "libwebp"),
    ("libopus-0.dll", "Opus"), ("libopusfile-0.dll", "opusfile"), ("portmidi.dll", "PortMidi"),
    ("libxmp.dll", "libxmp"), ("freetype.dll", "FreeType"), ("libz.1.3.1.zlib-ng.dylib", "zlib"),
    ("libasound-2b3a3662.so.2.0.0", "ALSA library"), ("libstdc++.so.6", "GCC runtime"),
    ("libffi-8.dll", "libffi"), ("sqlite3.dll", "SQLite"), ("libbz2.so.1.0", "bzip2"),
    ("liblzma.so.5", "liblzma"), ("python311.dll", "Python"), ("VCRUNTIME140_1.dll", "Python"),
    ("libcrypto-3-x64.dll", None), ("libssl.so.3", None), ("libmystery.so", None),
])
def test_a_library_is_known_by_its_name_on_every_system(file_name: str, component: str | None) -> None:
    row = library_for(file_name)
    assert (row.name if row else None) == component


def test_every_library_the_pygame_wheel_bundles_is_known() -> None:
    from importlib.metadata import distribution

    bundled = [file.name for file in distribution("pygame-ce").files or ()
               if re.search(r"\.(so(\.\d+)*|dylib|dll)$", file.name) and "cpython" not in file.name]
    assert bundled, "the installed pygame-ce wheel bundles no library?"
    assert [name for name in bundled if library_for(name) is None] == []


def test_every_kept_text_is_used_and_exists() -> None:
    used = {text for row in LIBRARIES for text in row.texts}
    used |= {family.fallback for family in FONTS if family.fallback}
    used |= {text for texts in EMBEDDED.values() for _, text in texts}
    used |= {"pygame-ce.txt"}  # pygame-ce's own, found by its distribution's name
    kept = {path.name for path in (REPO / "tools/licenses").iterdir()} - {"README.md"}
    assert used == kept
    readme = (REPO / "tools/licenses/README.md").read_text(encoding="utf-8")
    assert [name for name in kept if name.split(".")[0] not in readme] == []


def test_pyinstaller_modules_bring_its_terms_not_its_build_tools(tmp_path: Path) -> None:
    empty = tmp_path / "requirements.txt"
    empty.write_text("")
    build = notices.Build([], lambda name: b"", modules=["_pyi_rth_utils", "json"])
    try:
        names = [notice.name for notice in notices.collect(build, empty)]
    except notices.NoticeError as error:  # make test's venv has no PyInstaller: said so
        assert "PyInstaller is not installed" in str(error)
    else:  # make dist's venv: its terms, and not setuptools, altgraph or packaging
        assert names == ["Python", "pyinstaller"]
