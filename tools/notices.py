"""Write the licence notices of the packaged program (``make dist`` runs this).

    python tools/notices.py dist/ohpshaw           # folder build: dist/ohpshaw/THIRD-PARTY-NOTICES/
    python tools/notices.py dist/ohpshaw-onefile   # one-file build: dist/THIRD-PARTY-NOTICES/ beside it

Writes ``THIRD-PARTY-NOTICES/``: ``README.txt``, the index (every component shipped, its
version, licence, the file with its text, where it came from and which files it covers),
and one text per component; and copies the project's ``LICENSE`` beside it.

What ships is read from the build: every shared library and font in the folder (or in the
one-file program's table of contents), every Python module in the program's PYZ archive,
and the runtime requirements of ``requirements.txt`` with what they require. Distributions
are described by their metadata (License-Expression or License, and the licence files in
their ``.dist-info``), Python by the interpreter's ``LICENSE.txt``, PyInstaller's bootloader
by PyInstaller's, fonts by the licences shipped beside them, native libraries by
``tools/notice_table.py`` and the texts in ``tools/licenses/``. Anything shipped that none of
these covers stops the build: exit 1 naming it, and nothing written.
"""

from __future__ import annotations

import importlib
import importlib.metadata as metadata
import re
import shutil
import sys
import sysconfig
import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if not __package__:  # run as a script: python tools/notices.py
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.notice_table import EMBEDDED, PYTHON, artwork_for, font_family_for, library_for
from tools.notice_write import Notice, write_notices

ROOT = Path(__file__).resolve().parent.parent
TEXTS = ROOT / "tools" / "licenses"
FOLDER = "THIRD-PARTY-NOTICES"

_EXTENSION = re.compile(r"\.(cpython-\d+[^/]*\.so|abi3\.so|pyd)$")
_LIBRARY = re.compile(r"\.(so|dylib|dll)$|\.so\.\d")
_FONT = re.compile(r"\.(ttf|otf|ttc|woff2?)$", re.IGNORECASE)
_PICTURE = re.compile(r"^assets/.*\.(png|jpe?g|svg|gif|bmp|webp)$", re.IGNORECASE)  # ours only
_LICENCE_FILE = re.compile(r"(licen[cs]e|copying|notice)", re.IGNORECASE)
_NAME = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


class NoticeError(Exception):
    """The notices cannot be written; the message says why."""


@dataclass
class Build:
    """What one build ships: its files (relative to the folder the program reads them
    from, '/'-separated), a way to read them, and the Python modules in its archive."""

    files: list[str]
    read: Callable[[str], bytes]
    modules: list[str] = field(default_factory=list)
    shown: str = ""  # the prefix that shows a file as a player sees it ("_internal/")
    program: str = ""


def _archive(program: Path) -> Any:
    try:
        readers = importlib.import_module("PyInstaller.archive.readers")
    except ImportError as error:
        raise NoticeError(f"reading {program} needs PyInstaller (make dist installs it)") from error
    return readers.CArchiveReader(str(program))


def _archive_modules(reader: Any) -> list[str]:
    for name, entry in reader.toc.items():
        if entry[-1] == "z":  # the PYZ: every Python module of the program
            return sorted(reader.open_embedded_archive(name).toc)
    return []


def read_build(target: Path) -> Build:
    """The folder build ``target`` (dist/ohpshaw), or the one-file program ``target``."""
    if target.is_file():
        reader = _archive(target)
        files = sorted(name for name, entry in reader.toc.items() if entry[-1] in "bx")
        return Build(files, reader.extract, _archive_modules(reader), program=target.name)
    if not target.is_dir():
        raise NoticeError(f"{target} is missing: build it first (make dist)")
    inner = target / "_internal"
    contents = inner if inner.is_dir() else target
    files = sorted(path.relative_to(contents).as_posix() for path in contents.rglob("*")
                   if path.is_file() and not path.is_symlink()
                   and path.relative_to(contents).parts[0] not in (FOLDER, "LICENSE"))
    build = Build(files, lambda name: (contents / name).read_bytes(),
                  shown="" if contents == target else "_internal/")
    for name in (target.name, target.name + ".exe"):
        if (target / name).is_file():
            build.program = name
            build.modules = _archive_modules(_archive(target / name))
    return build


def module_owner(module: str, packages: Mapping[str, list[str]], root: Path = ROOT) -> str:
    """Who a shipped Python module belongs to: PYTHON, "pyinstaller", "" (this project) or
    the name of an installed distribution."""
    top = module.split(".")[0]
    if top in sys.stdlib_module_names or top.startswith("_sysconfigdata"):
        return PYTHON
    if top.startswith(("pyimod", "pyi_", "_pyi")):
        return "pyinstaller"
    if (root / f"{top}.py").is_file() or (root / top / "__init__.py").is_file():
        return ""
    if top in packages:
        return packages[top][0]
    raise NoticeError(f"the Python module {module} belongs to no installed distribution")


def _extension_module(name: str) -> str:
    parts = name.split("/")
    if len(parts) == 1 or parts[-2] == "lib-dynload":
        return parts[-1].split(".")[0]
    return ".".join(parts[:-1])


def requirements(path: Path) -> list[str]:
    """The distribution names a requirements file lists (its options and -r lines left out)."""
    names = []
    for line in path.read_text(encoding="utf-8").splitlines():
        found = _NAME.match(line.split("#")[0])
        if found and not line.lstrip().startswith("-"):
            names.append(found.group(1))
    return names


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _with_dependencies(names: Iterable[str]) -> list[metadata.Distribution]:
    """The distributions named and, recursively, what they require (extras left out; one whose
    marker excludes it here is not installed, and is left out too)."""
    found: dict[str, metadata.Distribution] = {}
    todo = [(name, False) for name in names]
    while todo:
        name, optional = todo.pop()
        if _canonical(name) in found:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            if optional:
                continue
            raise NoticeError(f"{name} ships but is not installed: its licence cannot be read") from None
        found[_canonical(name)] = dist
        for requirement in dist.requires or ():
            spec, _, marker = requirement.partition(";")
            if "extra" not in marker:
                todo.append((_NAME.match(spec).group(1), bool(marker.strip())))  # type: ignore[union-attr]
    return sorted(found.values(), key=lambda dist: _canonical(dist.metadata["Name"]))


def _field(dist: metadata.Distribution, name: str) -> str:
    values = dist.metadata.get_all(name)
    return str(values[0]).strip() if values else ""


def _licence_name(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    if _field(dist, "License-Expression"):
        return _field(dist, "License-Expression")
    licence = _field(dist, "License")
    if licence and "\n" not in licence and len(licence) < 200:
        return licence
    classifiers = [classifier.split(" :: ")[-1] for classifier in meta.get_all("Classifier") or ()
                   if classifier.startswith("License ::")]
    if classifiers:
        return ", ".join(classifiers)
    raise NoticeError(f"{meta['Name']} {dist.version} names no licence in its metadata")


def distribution_notice(dist: metadata.Distribution) -> Notice:
    """A distribution's notice from its metadata: its licence files, or (when it carries none)
    the text of the same name kept in tools/licenses/."""
    name, version = str(dist.metadata["Name"]), dist.version
    texts = [(f"{name} {version}: {file.as_posix()}", Path(str(file.locate())).read_bytes())
             for file in dist.files or ()
             if file.parts[0].endswith(".dist-info") and len(file.parts) > 1
             and (_LICENCE_FILE.match(file.parts[-1]) or file.parts[1] == "licenses")]
    kept = TEXTS / f"{_canonical(name)}.txt"
    if not texts and kept.is_file():
        texts = [(f"tools/licenses/{kept.name} in Oh Pshaw's source: {name}'s own, which its package "
                  "lacks", kept.read_bytes())]
    if not texts:
        raise NoticeError(f"{name} {version} carries no licence file and tools/licenses has none for it")
    for what, text in EMBEDDED.get(_canonical(name), ()):
        texts.append((f"tools/licenses/{text} in Oh Pshaw's source: {what}", (TEXTS / text).read_bytes()))
    urls = [_field(dist, "Home-page")] + [
        url.split(",", 1)[1].strip() for url in dist.metadata.get_all("Project-URL") or ()
        if url.split(",", 1)[0].strip().lower() in ("homepage", "source")]
    origin = f"PyPI: {name} {version}" + next((f"; {url}" for url in urls if url), "")
    return Notice(name, version, _licence_name(dist), origin, texts)


def python_notice() -> Notice:
    """The interpreter's own LICENSE.txt (the stdlib folder; on Windows the install's root)."""
    for place in (Path(sysconfig.get_paths()["stdlib"]), Path(sys.base_prefix)):
        if (place / "LICENSE.txt").is_file():
            text = (place / "LICENSE.txt").read_bytes()
            version = sys.version.split()[0]
            return Notice(PYTHON, version, "PSF-2.0", f"CPython {version}, the interpreter that ran "
                          "the build; what CPython itself incorporates (expat, libmpdec, …) is listed "
                          f"at https://docs.python.org/{sys.version_info[0]}.{sys.version_info[1]}"
                          "/license.html", [(f"Python {version}: LICENSE.txt", text)])
    raise NoticeError(f"this Python has no LICENSE.txt in {sysconfig.get_paths()['stdlib']} "
                      f"or {sys.base_prefix}")


def _wheel_owners() -> dict[str, str]:
    """Library file name → the installed distribution whose wheel brought it."""
    owners: dict[str, str] = {}
    for dist in metadata.distributions():
        for file in dist.files or ():
            if _LIBRARY.search(file.name) and not _EXTENSION.search(file.name):
                owners.setdefault(file.name, f"the {dist.metadata['Name']} {dist.version} wheel")
    return owners


def _font_texts(build: Build, font: str, prefix: str) -> list[tuple[str, bytes]]:
    """The licence files shipped beside a font (in its folder or its licenses/ folder) whose
    name carries the family's prefix: LICENSE-DejaVu.txt, licenses/NotoSans-LICENSE.txt."""
    folder = font.rpartition("/")[0]
    pattern = re.compile(rf"{re.escape(folder)}/(licenses/)?[^/]*licen[cs]e[^/]*$", re.IGNORECASE)
    return [(f"{build.shown}{name}, shipped beside the font", build.read(name)) for name in build.files
            if pattern.match(name) and prefix.lower() in name.rsplit("/", 1)[-1].lower()]


def _kept(text: str) -> tuple[str, bytes]:
    return f"tools/licenses/{text} in Oh Pshaw's source (an upstream file)", (TEXTS / text).read_bytes()


class _Gathering:
    """The components found so far while going through a build's files."""

    def __init__(self, build: Build) -> None:
        self.build = build
        self.python = python_notice()
        self.others: dict[str, Notice] = {}
        self.owners: dict[str, dict[str, int]] = {}  # distribution → its extension modules' folders
        self.unknown: list[str] = []
        self.packages = metadata.packages_distributions()
        self.wheels = _wheel_owners()

    def module(self, module: str, folder: str = "") -> None:
        try:
            owner = module_owner(module, self.packages)
        except NoticeError as error:
            self.unknown.append(str(error) + (f" ({folder})" if folder else ""))
            return
        folders = self.owners.setdefault(owner, {})
        if folder:
            folders[folder] = folders.get(folder, 0) + 1

    def library(self, name: str, shown: str) -> None:
        row = library_for(name)
        if row is None:
            self.unknown.append(f"no known licence for the library {shown}")
            return
        where = self.wheels.get(name.rsplit("/", 1)[-1], "the build machine, collected by PyInstaller")
        notice = self.python if row.name == PYTHON else self.others.setdefault(row.name, Notice(
            row.name, "", row.licence, f"upstream {row.upstream}", [_kept(text) for text in row.texts]))
        notice.files.append((shown, where))

    def picture(self, name: str, shown: str) -> None:
        row = artwork_for(name)
        if row is None or row.folder + row.text not in self.build.files:
            self.unknown.append(f"no known licence for the picture {shown}")
            return
        self.others.setdefault(row.name, Notice(
            row.name, "", row.licence, f"upstream {row.upstream}",
            [(f"{self.build.shown}{row.folder}{row.text}, shipped beside the pictures",
              self.build.read(row.folder + row.text))])).files.append((shown, ""))

    def font(self, name: str, shown: str) -> None:
        family = font_family_for(name)
        texts = _font_texts(self.build, name, family.prefix) if family else []
        if family and not texts and family.fallback:
            texts = [_kept(family.fallback)]
        if family is None or not texts:
            self.unknown.append(f"no known licence for the font {shown}")
            return
        self.others.setdefault(family.name, Notice(
            family.name, "", family.licence, f"upstream {family.upstream}", texts)).files.append((shown, ""))


def collect(build: Build, requirement_file: Path = ROOT / "requirements.txt") -> list[Notice]:
    """Every component the build ships, with its licence; NoticeError names what has none."""
    found = _Gathering(build)
    for module in build.modules:
        found.module(module)
    for name in build.files:
        shown = build.shown + name
        if _EXTENSION.search(name):
            found.module(_extension_module(name), shown.rpartition("/")[0] + "/")
        elif _LIBRARY.search(name):
            found.library(name, shown)
        elif _FONT.search(name):
            found.font(name, shown)
        elif _PICTURE.search(name):
            found.picture(name, shown)
    if found.unknown:
        raise NoticeError("\n".join(found.unknown))
    # PyInstaller's own modules come with its bootloader below, not with its build-time needs.
    owners = sorted(owner for owner in found.owners if owner not in (PYTHON, "", "pyinstaller"))
    distributions: dict[str, Notice] = {}
    for dist in _with_dependencies(requirements(requirement_file) + owners):
        distributions[_canonical(dist.metadata["Name"])] = distribution_notice(dist)
    if build.program or "pyinstaller" in found.owners:
        try:
            pyinstaller = metadata.distribution("pyinstaller")
        except metadata.PackageNotFoundError:
            raise NoticeError("the build holds PyInstaller's bootloader and run-time modules, and "
                              "PyInstaller is not installed: their licence cannot be read") from None
        bootloader = distributions.get("pyinstaller") or distribution_notice(pyinstaller)
        program = f"the program {build.program}" if build.program else "the program"
        bootloader.origin += f"; {program} is its bootloader, with its run-time modules inside"
        bootloader.files += [(build.program, "")] if build.program else []
        distributions["pyinstaller"] = bootloader
    for owner, folders in found.owners.items():
        notice = found.python if owner == PYTHON else distributions.get(_canonical(owner))
        if notice is not None:
            notice.files += [(f"{folder} ({n} extension modules)", "") for folder, n in folders.items()]
    others = sorted(found.others.values(), key=lambda notice: notice.name.lower())
    return [found.python, *distributions.values(), *others]


def main(argv: list[str] | None = None) -> int:
    """Write the notices for the build named on the command line; 1 with the reasons when
    something shipped has no known licence (and then nothing is written)."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    target = Path(args[0])
    try:
        notices = collect(read_build(target))
    except NoticeError as error:
        print(f"notices: cannot write the licence notices of {target}:\n{error}", file=sys.stderr)
        return 1
    out = target.parent if target.is_file() else target
    size = write_notices(out / FOLDER, notices, project_version())
    shutil.copyfile(ROOT / "LICENSE", out / "LICENSE")
    print(f"{out / FOLDER}: {len(notices)} components, {size / 1024:.0f} KB")
    return 0


def project_version() -> str:
    """Oh Pshaw's version, from pyproject.toml."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


if __name__ == "__main__":
    sys.exit(main())
