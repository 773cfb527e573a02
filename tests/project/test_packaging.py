"""Packaging files, checked without building anything (packaging/check.sh builds and runs).

The PyInstaller spec parses and leaves out what the game does not use (its filters are
exercised on sample paths); the desktop file, AppStream metainfo and MIME type carry the
required keys; the icons exist in every size as PNGs of that size, and the ICO and ICNS
containers are well formed; the version is pyproject.toml's everywhere (metainfo, CHANGELOG.md,
the release's file names); the wheel's package data covers what it must carry; every action in
the workflows is pinned. (.ci/run lints the workflows with actionlint and builds the wheel.)
"""

from __future__ import annotations

import ast
import configparser
import fnmatch
import hashlib
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import REPO

from fivesup_qt import about

ROOT = REPO
PACKAGING = ROOT / "packaging"
RES = ROOT / "resources"
ICONS = RES / "icons"
SPEC = PACKAGING / "fivesup-qt.spec"
APP_ID = "io.github.fivesup_qt.FivesupQt"
DESKTOP = RES / f"{APP_ID}.desktop"
METAINFO = RES / f"{APP_ID}.metainfo.xml"
MIME = RES / "fivesup-qt-mime.xml"
PACKAGE = ROOT / "fivesup_qt"
SAMPLE = PACKAGE / "resources" / "sample-match.fivesup.json"  # in the package: the wheel carries it
CHANGELOG = ROOT / "CHANGELOG.md"
WORKFLOWS = ROOT / ".github" / "workflows"
MIME_TYPE = "application/x-fivesup-match"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def pyproject_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", text, re.M | re.S)
    assert project, "no [project] table"
    found = re.search(r'^version\s*=\s*"([^"]+)"', project.group(1), re.M)
    assert found, "no version in [project]"
    return found.group(1)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


# --- the version -----------------------------------------------------------------------------


def test_about_version_is_pyprojects():
    assert about.version() == pyproject_version()


def test_about_texts():
    assert about.APP_NAME == "Five-Up Dominoes"
    assert about.APP_ID == APP_ID
    assert about.DESCRIPTION and "\n" not in about.DESCRIPTION
    assert about.resources_dir() == RES
    assert about.icon_path() == ICONS / "fivesup-qt.svg"
    assert about.icon_path(64) == ICONS / "fivesup-qt-64.png"
    assert about.icon_path(17) is None
    assert about.sample_record() == SAMPLE


def test_sample_record_in_the_bundle_is_under_its_resources(tmp_path, monkeypatch):
    """PyInstaller's bundle (sys._MEIPASS) keeps the sample in resources/, where the
    installers' documentation points; without it the package's copy is found."""
    (tmp_path / "resources").mkdir()
    (tmp_path / "resources" / about.SAMPLE_RECORD).write_text("{}", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert about.sample_record() == tmp_path / "resources" / about.SAMPLE_RECORD
    (tmp_path / "resources" / about.SAMPLE_RECORD).unlink()
    assert about.sample_record() == SAMPLE


def test_a_stray_resources_folder_beside_an_installed_package_is_not_taken(tmp_path, monkeypatch):
    """Installed from the wheel, the package sits in site-packages: a ``resources`` folder
    there (another distribution's) is not this game's source tree."""
    (tmp_path / "resources" / "icons").mkdir(parents=True)
    monkeypatch.setattr(about, "_ROOT", tmp_path)
    assert about.resources_dir() == PACKAGE / "resources"
    assert about.icon_path() == PACKAGE / "resources" / "icons" / "fivesup-qt.svg"
    (tmp_path / "pyproject.toml").write_text("[project]\n", encoding="utf-8")
    assert about.resources_dir() == tmp_path / "resources"


def test_about_version_falls_back_to_pyproject(monkeypatch):
    import importlib.metadata

    def missing(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", missing)
    about.version.cache_clear()  # the version is read once per process
    assert about.version() == pyproject_version()
    monkeypatch.setattr(about, "_ROOT", ROOT / "nowhere")
    about.version.cache_clear()
    assert about.version() == about.UNKNOWN_VERSION
    about.version.cache_clear()


def test_newest_metainfo_release_is_pyprojects_version():
    releases = ET.parse(METAINFO).getroot().find("releases")
    assert releases is not None
    assert releases[0].get("version") == pyproject_version()
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))


def changelog_releases() -> list[tuple[str, str | None]]:
    """(version, date) of every ``## [...]`` heading of CHANGELOG.md, as written (newest first)."""
    text = CHANGELOG.read_text(encoding="utf-8")
    return re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?[ \t]*$", text, re.M)


def test_changelog_newest_release_is_pyprojects_version_and_the_metainfos():
    releases = [(version, date) for version, date in changelog_releases() if version != "Unreleased"]
    assert releases, "CHANGELOG.md has no release"
    version, date = releases[0]
    assert version == pyproject_version()
    newest = ET.parse(METAINFO).getroot().find("releases")[0]
    assert date == newest.get("date"), "CHANGELOG.md and the metainfo date the release differently"
    dates = [d for _, d in releases]
    assert dates == sorted(dates, reverse=True), "releases must be listed newest first"
    assert len({v for v, _ in releases}) == len(releases)


def test_changelog_follows_keep_a_changelog():
    text = CHANGELOG.read_text(encoding="utf-8")
    assert text.startswith("# Changelog\n")
    assert "keepachangelog.com" in text
    headings = changelog_releases()
    assert headings[0] == ("Unreleased", "")  # where the next changes go
    kinds = set(re.findall(r"^### (.+)$", text, re.M))
    assert kinds and kinds <= {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}


def run_release_notes(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(PACKAGING / "release_notes.py"), *args],
                          capture_output=True, text=True, encoding="utf-8")


def test_release_notes_are_the_versions_changelog_section():
    version = pyproject_version()
    result = run_release_notes("--tag", f"v{version}")
    assert result.returncode == 0, result.stderr
    text = CHANGELOG.read_text(encoding="utf-8")
    section = text.split(f"## [{version}]", 1)[1].split("\n## [", 1)[0]
    assert result.stdout.strip() == section.split("\n", 1)[1].strip()
    assert result.stdout.startswith("### ")


def test_release_notes_refuse_a_tag_that_is_not_the_version():
    result = run_release_notes("--tag", f"v{pyproject_version()}.1")
    assert result.returncode == 1
    assert "is not v" in result.stderr and result.stdout == ""
    result = run_release_notes("--version", "99.0.0")
    assert result.returncode == 1 and "no section" in result.stderr


# --- what the wheel carries --------------------------------------------------------------------


def package_data_patterns() -> list[str]:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    table = re.search(r"^\[tool\.setuptools\.package-data\]\s*$(.*?)(?=^\[|\Z)", text, re.M | re.S)
    assert table, "no [tool.setuptools.package-data]"
    found = re.search(r"^fivesup_qt\s*=\s*\[(.*?)\]", table.group(1), re.M | re.S)
    assert found, "no package data for fivesup_qt"
    return re.findall(r'"([^"]+)"', found.group(1))


def test_package_data_covers_translations_icon_and_sample_record():
    """The files the wheel must carry are in the package and matched by its package data
    (packaging/check_wheel.sh builds the wheel and checks its list)."""
    shipped = {path.relative_to(PACKAGE).as_posix()
               for pattern in package_data_patterns() for path in PACKAGE.glob(pattern) if path.is_file()}
    qm = sorted(path.relative_to(PACKAGE).as_posix() for path in (PACKAGE / "i18n").glob("*.qm"))
    assert "i18n/fivesup_qt_ar.qm" in qm
    required = {*qm, "resources/icons/fivesup-qt.svg", "resources/sample-match.fivesup.json"}
    assert required <= shipped, required - shipped
    assert not [name for name in shipped if fnmatch.fnmatch(name, "*.py[co]")]


# --- the release ---------------------------------------------------------------------------------


def release_files(version: str, deb_version: str | None = None) -> list[str]:
    if deb_version is None:  # as build_linux.sh: 1.0rc1 -> 1.0~rc1
        deb_version = re.sub(r"^([0-9.]+)[.-]?((a|b|rc|dev)[0-9]*)", r"\1~\2", version)
    return [f"fivesup-qt_{deb_version}_amd64.deb", f"fivesup-qt-{version}-linux-x86_64.tar.gz",
            f"fivesup-qt-{version}-windows-x64-setup.exe", f"fivesup-qt-{version}-macos-x86_64.dmg",
            f"fivesup-qt-{version}-macos-arm64.dmg", f"fivesup_qt-{version}-py3-none-any.whl",
            f"fivesup_qt-{version}.tar.gz"]


def compiled_wheels(version: str) -> list[str]:
    """The compiled engine's wheels as cibuildwheel names them (release.yml's wheels job)."""
    platforms = ["manylinux_2_27_x86_64.manylinux_2_28_x86_64", "win_amd64", "macosx_10_13_x86_64",
                 "macosx_11_0_arm64"]
    return [f"fivesup_qt-{version}-cp3{minor}-cp3{minor}-{platform}.whl"
            for minor in (10, 11, 12, 13) for platform in platforms]


@pytest.mark.skipif(sys.platform == "win32", reason="a bash script (the release job runs on Linux)")
def test_collect_release_checks_the_files_and_writes_sha256sums(tmp_path):
    files = release_files(pyproject_version()) + compiled_wheels(pyproject_version())
    for i, name in enumerate(files):
        (tmp_path / name).write_bytes(f"{name} {i}".encode() * (i + 1))
    script = str(PACKAGING / "collect_release.sh")
    result = subprocess.run(["bash", script, str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    lines = (tmp_path / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    assert lines == [f"{hashlib.sha256((tmp_path / n).read_bytes()).hexdigest()}  {n}" for n in files]

    (tmp_path / files[3]).unlink()  # a missing installer
    result = subprocess.run(["bash", script, str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 1 and files[3] in result.stderr
    (tmp_path / files[3]).write_bytes(b"dmg")
    stale = tmp_path / "fivesup-qt-0.0.1-windows-x64-setup.exe"  # another version's
    stale.write_bytes(b"old")
    result = subprocess.run(["bash", script, str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 1 and stale.name in result.stderr
    stale.unlink()

    arm = tmp_path / files[-1]  # Python 3.13's wheel for Apple silicon
    arm.unlink()
    result = subprocess.run(["bash", script, str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 1 and "cp313-cp313-macosx_*_arm64.whl, not one" in result.stderr
    arm.write_bytes(b"wheel")
    (tmp_path / arm.name.replace("11_0", "14_0")).write_bytes(b"a second one")
    result = subprocess.run(["bash", script, str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 1 and "holds 2 compiled wheels" in result.stderr


def test_installer_names_carry_the_version_as_the_release_expects():
    """Each build script names its installer as collect_release.sh expects it."""
    linux = (PACKAGING / "build_linux.sh").read_text(encoding="utf-8")
    assert 'DEB="dist/${APP}_${DEB_VERSION}_${ARCH}.deb"' in linux
    assert 'TAR="dist/$APP-$VERSION-linux-$MACHINE.tar.gz"' in linux
    iss = (PACKAGING / "windows" / "fivesup-qt.iss").read_text(encoding="utf-8")
    assert "OutputBaseFilename=fivesup-qt-{#MyAppVersion}-windows-x64-setup" in iss
    dmg = (PACKAGING / "macos" / "make_dmg.sh").read_text(encoding="utf-8")
    assert 'DMG="dist/fivesup-qt-$VERSION-macos-$ARCH.dmg"' in dmg
    collect = (PACKAGING / "collect_release.sh").read_text(encoding="utf-8")
    for name in release_files("$VERSION", "${DEB_VERSION}"):
        assert f'"{name}"' in collect, name


# --- the workflows ---------------------------------------------------------------------------------


def workflow_uses() -> list[tuple[str, int, str]]:
    found = []
    for path in sorted(WORKFLOWS.glob("*.y*ml")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = re.match(r"^\s*(?:- )?uses:\s*(\S+)(.*)$", line)
            if match:
                found.append((f"{path.name}:{number}", number, line.strip()))
    return found


def test_every_action_is_pinned_by_commit_with_its_version():
    uses = workflow_uses()
    assert len(uses) >= 10
    for where, _, line in uses:
        match = re.match(r"^(?:- )?uses:\s*(\S+)(.*)$", line)
        action, rest = match.groups()
        if action.startswith("./"):
            continue
        pinned = re.fullmatch(r"[\w.-]+/[\w./-]+@[0-9a-f]{40}", action)
        assert pinned, f"{where}: {action} is not pinned by commit"
        assert re.fullmatch(r"\s+# v\d+\.\d+\.\d+", rest), f"{where}: the pin needs its full version: {line}"


def test_one_version_per_action():
    """An action pinned at two commits (or two versions) is an update half done."""
    pins: dict[str, set[str]] = {}
    for _, _, line in workflow_uses():
        action, _, rest = line.split("uses:", 1)[1].strip().partition("@")
        pins.setdefault(action, set()).add(rest)
    assert {a: p for a, p in pins.items() if len(p) > 1} == {}


def test_release_workflow_builds_every_system_and_publishes_on_tags():
    text = (WORKFLOWS / "release.yml").read_text(encoding="utf-8")
    for script in ("bash .ci/run", "build_windows.ps1", "check_windows.ps1", "make_dmg.sh", "check_dmg.sh",
                   "collect_release.sh release", "release_notes.py --tag", "check_wheel.sh"):
        assert script in text, script
    runners = set(re.findall(r"(?:runs-on|runner):\s*([\w.-]+)", text))
    assert {"windows-2022", "macos-14", "macos-15-intel"} <= runners
    assert any(runner.startswith("ubuntu") for runner in runners)
    assert re.search(r"^\s+tags: \[\"v\*\"\]", text, re.M)
    assert "if: startsWith(github.ref, 'refs/tags/v')" in text
    # signing only with secrets, decided through env (secrets are not allowed in if:)
    assert "${{ secrets.WINDOWS_CERTIFICATE != '' }}" in text and "if: env.WINDOWS_SIGNING == 'true'" in text
    assert "${{ secrets.MACOS_CERTIFICATE != '' }}" in text and "if: env.MACOS_SIGNING == 'true'" in text
    assert not re.search(r"^\s*if:.*secrets\.", text, re.M)


# --- the PyInstaller spec ----------------------------------------------------------------------


def spec_namespace() -> dict:
    """The spec's constant tables and path filters, run without PyInstaller."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    wanted = {"QT_LOCALES", "QT_MODULES_OUT", "EXCLUDES", "QT_LIBS_OUT", "SYSTEM_LIBS_OUT", "QT_PLUGINS_IN",
              "STRIP", "APP", "APP_ID", "APP_NAME"}
    functions = {"_parts", "_plugin_kept", "keep_binary", "keep_data", "macos_minimum"}
    body = [node for node in tree.body
            if (isinstance(node, ast.Assign) and any(getattr(t, "id", None) in wanted for t in node.targets))
            or (isinstance(node, ast.FunctionDef) and node.name in functions)]
    namespace: dict = {"re": re, "sys": sys, "os": __import__("os")}
    exec(compile(ast.Module(body=body, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace


def test_spec_parses_and_builds_one_onedir_app():
    text = SPEC.read_text(encoding="utf-8")
    tree = ast.parse(text)
    calls = {node.func.id for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"} <= calls
    assert "exclude_binaries=True" in text  # onedir
    assert "launcher.py" in text and (PACKAGING / "launcher.py").is_file()
    assert "rthook_fivesup.py" in text and (PACKAGING / "rthook_fivesup.py").is_file()
    assert "CFBundleDocumentTypes" in text and "UTExportedTypeDeclarations" in text
    assert 'f"{APP}.icns"' in text
    assert 'glob.glob(os.path.join(ROOT, "fivesup_qt", "i18n", "*.qm"))' in text
    assert 'copy_metadata("fivesup-qt")' in text


def test_spec_excludes_what_the_game_does_not_use():
    ns = spec_namespace()
    excluded = set(ns["EXCLUDES"])
    for module in ("QtWebEngineCore", "QtWebEngineWidgets", "QtQml", "QtQuick", "QtMultimedia", "QtPdf",
                   "Qt3DCore", "QtSql", "QtTest", "QtDesigner", "QtCharts"):
        assert f"PySide6.{module}" in excluded, module
    for module in ("tkinter", "unittest", "pyqtgraph.opengl", "pyqtgraph.examples", "numpy.f2py",
                   "numpy.testing", "PyQt5", "PyQt6", "PySide2", "pytest"):
        assert module in excluded, module
    # What pyqtgraph and the game do need (each was found missing once in a frozen build).
    for needed in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg",
                   "PySide6.QtNetwork",  # ui/saving/single.py: the running copy's local socket
                   "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "pydoc", "pyqtgraph.multiprocess",
                   "appdirs", "json", "email"):
        assert needed not in excluded, needed
    text = SPEC.read_text(encoding="utf-8")
    assert '"pyqtgraph"' in text and '"PySide6.QtOpenGL"' in text  # hidden imports
    assert 'PYQTGRAPH_QT_LIB", "PySide6"' in (PACKAGING / "rthook_fivesup.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
    ("PySide6/Qt/lib/libQt6Quick.so.6", False),
    ("PySide6/Qt/lib/libQt6Network.so.6", True),  # the running copy's local socket
    ("PySide6/Qt/lib/libQt6Pdf.so.6", False),
    ("Qt6Quick.dll", False),
    ("PySide6/opengl32sw.dll", False),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/generic/libqtuiotouchplugin.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("libpython3.11.so.1.0", True),
    ("numpy.libs/libscipy_openblas64_-32a4b2a6.so", True),
])
def test_spec_binary_filter(dest, kept):
    assert spec_namespace()["keep_binary"](dest) is kept


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="system libraries are dropped on Linux")
@pytest.mark.parametrize("dest", ["libxcb.so.1", "libxcb-cursor.so.0", "libstdc++.so.6", "libglib-2.0.so.0",
                                  "libfontconfig.so.1", "libgtk-3.so.0", "libkrb5.so.3", "libX11.so.6"])
def test_spec_drops_system_libraries(dest):
    assert spec_namespace()["keep_binary"](dest) is False


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/translations/qtbase_ar.qm", True),
    ("PySide6/Qt/translations/qtbase_en.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qtbase_pt_BR.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_ar.qm", False),
    ("fivesup_qt/i18n/fivesup_ar.qm", True),
    ("pyqtgraph/examples/Plotting.py", False),
    ("pyqtgraph/colors/maps/CET-C1.csv", True),
    ("resources/sample-match.fivesup.json", True),
])
def test_spec_data_filter(dest, kept):
    assert spec_namespace()["keep_data"](dest) is kept


@pytest.mark.parametrize(("wheel", "python", "minimum"), [
    ("Tag: cp310-abi3-macosx_13_0_universal2\n", "macosx-11.0-arm64", "13.0"),  # Qt 6.11: macOS 13
    ("Tag: cp310-abi3-macosx_13_0_universal2\n", "macosx-14.2-arm64", "14.2"),  # a newer Python build
    ("Tag: cp39-abi3-macosx_11_0_universal2\n", "macosx-10.9-universal2", "11.0"),
])
def test_spec_macos_minimum_is_the_newest_requirement(wheel, python, minimum):
    assert spec_namespace()["macos_minimum"](wheel, python) == minimum


def test_spec_data_sources_exist():
    assert SAMPLE.is_file()
    assert (ICONS / "fivesup-qt.svg").is_file() and (ICONS / "fivesup-qt.ico").is_file()
    assert (ICONS / "fivesup-qt.icns").is_file()


# --- ICU trimming ------------------------------------------------------------------------------


def load_icu_trim():
    spec = importlib.util.spec_from_file_location("icu_trim", PACKAGING / "icu_trim.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("item", "kept"), [
    ("icudt73l/root.res", True),
    ("icudt73l/en.res", True),
    ("icudt73l/en_GB.res", True),
    ("icudt73l/ar_EG.res", True),
    ("icudt73l/de.res", False),
    ("icudt73l/zh_Hant_TW.res", False),
    ("icudt73l/pool.res", True),
    ("icudt73l/res_index.res", True),
    ("icudt73l/supplementalData.res", True),
    ("icudt73l/likelySubtags.res", True),
    ("icudt73l/nfkc.nrm", True),
    ("icudt73l/cnvalias.icu", True),
    ("icudt73l/unames.icu", False),
    ("icudt73l/ibm-943_P15A-2003.cnv", False),
    ("icudt73l/coll/root.res", True),
    ("icudt73l/coll/ucadata.icu", True),
    ("icudt73l/coll/ar.res", True),
    ("icudt73l/coll/de.res", False),
    ("icudt73l/brkitr/word.brk", False),
    ("icudt73l/zone/ar.res", False),
    ("icudt73l/translit/root.res", False),
])
def test_icu_items_kept(item, kept):
    assert load_icu_trim().keep(item, ("root", "en", "ar")) is kept


def test_icu_package_round_trip():
    icu = load_icu_trim()
    # MappedData (size, magic) and UDataInfo (little-endian, UTF-16 "CmnD" 1.0.0.0, data 3.0.0.0)
    header = (struct.pack("<HBB", 32, 0xDA, 0x27) + struct.pack("<HHBBBB", 20, 0, 0, 0, 2, 0) + b"CmnD"
              + bytes([1, 0, 0, 0, 3, 0, 0, 0])).ljust(32, b"\0")
    items = [("icudt73l/a.res", b"A" * 5), ("icudt73l/b.icu", b"B" * 33), ("icudt73l/coll/c.res", b"C")]
    package = icu.build(header, items)
    parsed_header, parsed = icu.parse(package)
    assert parsed_header == header
    assert [(name, data[:len(original)]) for (name, data), (_, original) in zip(parsed, items)] == items
    header_size = struct.unpack_from("<H", package)[0]
    for i in range(len(items)):
        offset = struct.unpack_from("<II", package, header_size + 4 + 8 * i)[1]
        assert (header_size + offset) % 16 == 0


@pytest.mark.skipif(shutil.which("readelf") is None or not sys.platform.startswith("linux"),
                    reason="needs readelf and PySide6's ICU on Linux")
def test_icu_package_of_pyside6_parses():
    import PySide6

    libs = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not libs:
        pytest.skip("this PySide6 has no ICU data library")
    icu = load_icu_trim()
    _, package = icu.read_package(libs[0])
    _, items = icu.parse(package)
    names = {name.split("/", 1)[1] for name, _ in items}
    assert {"root.res", "coll/root.res", "coll/ucadata.icu", "res_index.res"} <= names
    kept = [name for name, _ in items if icu.keep(name, ("root", "en", "ar"))]
    assert 50 < len(kept) < len(items) / 4


# --- desktop file, metainfo, MIME type -----------------------------------------------------------


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_keys():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == about.APP_NAME
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == "fivesup-qt" and "%f" in entry["Exec"].split()
    assert entry["TryExec"] == "fivesup-qt"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and entry["Categories"].endswith(";")
    mime_types = entry["MimeType"].split(";")
    assert MIME_TYPE in mime_types and "application/json" in mime_types
    assert entry["Comment"] and entry["GenericName"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validates():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_keys():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == about.APP_NAME
    assert root.findtext("summary")
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.find("description/p") is not None
    assert root.find("content_rating") is not None
    provides = root.find("provides")
    assert provides is not None
    assert provides.findtext("binary") == "fivesup-qt"
    assert provides.findtext("mediatype") == MIME_TYPE


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mime_type_matches_the_sample_record():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(MIME).getroot()
    mime = root.find("m:mime-type", ns)
    assert mime is not None and mime.get("type") == MIME_TYPE
    assert mime.find("m:sub-class-of", ns).get("type") == "application/json"
    assert mime.find("m:comment", ns).text
    glob = mime.find("m:glob", ns).get("pattern")
    assert glob == "*.fivesup.json" and SAMPLE.name.endswith(glob[1:])
    match = mime.find("m:magic/m:match", ns)
    start, end = (int(n) for n in match.get("offset").split(":"))
    assert match.get("value").encode() in SAMPLE.read_bytes()[start:end + len(match.get("value"))]


def test_sample_record_replays():
    from fivesup_qt.rules.record import load_record, replay

    data = SAMPLE.read_bytes()
    assert len(data) < 64_000
    _, report = replay(load_record(data))
    assert report["format"] == "fivesup-replay/1"


# --- icons -----------------------------------------------------------------------------------


def test_svg_sources():
    for name, side in (("fivesup-qt.svg", 256), ("fivesup-qt-16px.svg", 16), ("fivesup-qt-24px.svg", 24)):
        root = ET.parse(ICONS / name).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert root.get("viewBox") == f"0 0 {side} {side}"


@pytest.mark.parametrize("size", PNG_SIZES)
def test_png_icons(size):
    data = (ICONS / f"fivesup-qt-{size}.png").read_bytes()
    assert png_size(data) == (size, size)
    assert data[24:26] == bytes([8, 6])  # 8 bits a channel, RGBA
    assert data[-12:] == b"\0\0\0\0IEND\xaeB`\x82"


def test_ico_container():
    data = (ICONS / "fivesup-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        entry = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        width, height, colors, _, planes, bits, length, offset = entry
        side = width or 256
        assert (width, colors, planes, bits) == (height, 0, 1, 32)
        assert offset + length <= len(data)
        assert png_size(data[offset:offset + length]) == (side, side)
        sizes.append(side)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_container():
    data = (ICONS / "fivesup-qt.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512,
                b"ic10": 1024}
    found, position = {}, 8
    while position < len(data):
        kind, length = data[position:position + 4], struct.unpack_from(">I", data, position + 4)[0]
        assert length > 8
        found[kind] = png_size(data[position + 8:position + length])[0]
        position += length
    assert position == len(data)
    assert found == expected


# --- scripts -----------------------------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes and bash")
@pytest.mark.parametrize("script", ["build_linux.sh", "check.sh", "check_wheel.sh", "collect_release.sh",
                                    "macos/make_dmg.sh", "macos/check_dmg.sh", "../.ci/run",
                                    "../.ci/lint_workflows"])
def test_shell_scripts_parse_and_are_executable(script):
    path = PACKAGING / script
    assert path.stat().st_mode & 0o111, f"{script} is not executable"
    result = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_linux_build_reads_the_version_from_pyproject_only():
    text = (PACKAGING / "build_linux.sh").read_text(encoding="utf-8")
    assert 'tomllib.load(f)["project"]["version"]' in text
    assert pyproject_version() not in re.sub(r"#.*", "", text)
    for dep in ("libegl1", "libgl1", "libfontconfig1", "libxcb-cursor0", "libxkbcommon-x11-0",
                "fonts-dejavu-core"):
        assert dep in text


def test_inno_setup_script():
    text = (PACKAGING / "windows" / "fivesup-qt.iss").read_text(encoding="utf-8")
    assert "#ifndef MyAppVersion" in text and "AppVersion={#MyAppVersion}" in text
    assert "ChangesAssociations=yes" in text
    assert "{autoprograms}" in text  # Start menu entry
    assert "OpenWithProgids" in text and '""%1""' in text
    assert "SetupIconFile=..\\..\\resources\\icons\\fivesup-qt.ico" in text
    app_id = re.search(r"^AppId=\{\{([0-9A-F-]{36})\}", text, re.M)
    assert app_id, "AppId must be a fixed GUID"
    assert not re.search(r"^Uninstallable=no", text, re.M | re.I)  # the uninstaller is written
    prog_id_key = r"^Root: HKA; Subkey: \"Software\\Classes\\\{#MatchProgId\}\".*uninsdeletekey"
    assert re.search(prog_id_key, text, re.M)  # the uninstaller removes the file type
    # the checks of the Windows runner look for the same GUID and names
    check = (PACKAGING / "windows" / "check_windows.ps1").read_text(encoding="utf-8")
    assert "{" + app_id.group(1) + "}_is1" in check
    prog_id = re.search(r'^#define MatchProgId "([^"]+)"', text, re.M).group(1)
    assert f'$progId = "{prog_id}"' in check
    # signing: a Sign Tool that signs the setup and its uninstaller, only when asked
    assert re.search(r"#ifdef SignInstaller\s+SignTool=fivesup\s+SignedUninstaller=yes\s+#endif", text)
    build = (PACKAGING / "windows" / "build_windows.ps1").read_text(encoding="utf-8")
    assert "/DSignInstaller" in build and "/Sfivesup=" in build and "FIVESUP_SIGN_THUMBPRINT" in build


def test_the_wheel_ships_the_same_icon_as_the_sources():
    """fivesup_qt/resources/icons/fivesup-qt.svg is a copy for pip installs: no drift."""
    root = REPO
    source = root / "resources" / "icons" / "fivesup-qt.svg"
    shipped = root / "fivesup_qt" / "resources" / "icons" / "fivesup-qt.svg"
    assert shipped.read_bytes() == source.read_bytes()


@pytest.mark.skipif(sys.platform == "win32", reason="a bash script run with a stand-in python")
def test_check_wheel_says_what_to_install_without_build(tmp_path):
    """Without the release extra `python -m build` failed with "No module named
    build.__main__" (the checkout's build/ folder passes for the package): the script says
    what to install before it builds or removes anything."""
    python = tmp_path / "python"
    python.write_text('#!/bin/sh\n[ "$1 $2 $3" = "-m pip show" ] && exit 1\necho "ran: $*" >&2; exit 3\n')
    python.chmod(0o755)
    done = subprocess.run(["bash", str(PACKAGING / "check_wheel.sh")], capture_output=True, text=True,
                          timeout=60, env={"PATH": "/usr/bin:/bin", "PYTHON": str(python)})
    assert done.returncode == 1
    assert "ran:" not in done.stderr
    assert f"FAIL: build is not installed in {python}'s environment: " in done.stderr
    assert f"{tmp_path}/pip install -e '.[release]'" in done.stderr
