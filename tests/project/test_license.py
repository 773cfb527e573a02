"""The licence: a LICENSE file says what pyproject says (MIT), names the shipped font's
own licence as third-party material, and the built wheel carries both, with the rules
guides (the README's full rules); the sdist's manifest takes the guides too."""

from __future__ import annotations

import glob
import importlib.util
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from helpers import REPO

ROOT = REPO
OFL = "fivesup_qt/resources/fonts/OFL.txt"


def test_license_file_is_mit_and_names_the_fonts_licence():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # no tomllib on 3.10
    assert re.search(r'^license = "MIT"$', pyproject, re.M) and text.startswith("MIT License\n")
    assert re.search(r"^Copyright \(c\) 2026 the fivesup_qt developers$", text, re.M)
    assert "Permission is hereby granted, free of charge" in text
    third_party = text.split("Third-party material")[1]
    assert OFL in third_party and "SIL Open Font License, Version 1.1" in third_party
    assert (ROOT / OFL).read_text(encoding="utf-8").count("SIL OPEN FONT LICENSE Version 1.1")
    fonts = sorted(p.name for p in (ROOT / OFL).parent.glob("*.ttf"))
    assert fonts and all(name.startswith("IBMPlexSansArabic-") for name in fonts)
    files = re.search(r"^license-files = \[(.*)\]$", pyproject, re.M).group(1)
    assert sorted(re.findall(r'"([^"]+)"', files)) == sorted(["LICENSE", OFL])


def rules_docs() -> list[str]:
    """The rules guides and every picture they show."""
    found = ["docs/rules.md", "docs/rules.ar.md"]
    for name in found[:2]:
        text = (ROOT / name).read_text(encoding="utf-8")
        found += sorted({f"docs/{m}" for m in re.findall(r"\]\((images/[\w.-]+\.png)\)", text)})
    assert len(found) > 10
    return list(dict.fromkeys(found))


def test_the_sdists_manifest_takes_the_rules_guides():
    """MANIFEST.in, read by setuptools' own template reader over the checkout (the sdist is
    built from it; packaging/check_wheel.sh lists the built one)."""
    from setuptools.command.egg_info import FileList

    files = FileList()
    files.findall(str(ROOT))
    for line in (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            files.process_template_line(line)
    taken = {Path(name).resolve().relative_to(ROOT).as_posix() for name in files.files}
    assert set(rules_docs()) <= taken, set(rules_docs()) - taken


def test_the_built_wheel_carries_both_licences_and_the_rules(tmp_path):
    """Built as packaging/check_wheel.sh builds it, from the files git knows."""
    source = tmp_path / "src"
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    for name in filter(None, (n.decode() for n in listed)):
        path = ROOT / name
        # packaging/backend/ is the build backend (pyproject.toml's backend-path)
        skipped = name.startswith(("tests/", "docs/", "shots/", "packaging/"))
        if path.is_file() and (not skipped or name.startswith("packaging/backend/")
                               or name in rules_docs()):
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            (source / name).write_bytes(path.read_bytes())
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                           str(tmp_path / "out"), str(source)], capture_output=True, text=True,
                          timeout=300)
    if done.returncode and re.search(r"No matching distribution|Could not find a version|"
                                     r"NewConnectionError|Network is unreachable", done.stderr):
        pytest.skip("no setuptools>=77 to build with (no index, no cache): " + done.stderr[-200:])
    assert done.returncode == 0, done.stderr
    [wheel] = (tmp_path / "out").glob("fivesup_qt-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
    assert f"{info}/licenses/LICENSE" in names
    assert f"{info}/licenses/{OFL}" in names and OFL in names  # beside the fonts, too
    metadata = zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode()
    assert "License-Expression: MIT" in metadata
    assert "License-File: LICENSE" in metadata and f"License-File: {OFL}" in metadata
    # docs/releases.md's size of the wheel (it said 760 KB of a 983 KB wheel)
    assert size_claims().problems("any (Python)", {"wheel": wheel.stat().st_size}) == []
    # the full rules, where fivesup_qt.about.rules_document finds them in an install
    shipped = {f"fivesup_qt/{name}" for name in rules_docs()}
    assert shipped <= set(names), shipped - set(names)
    for name in ("docs/rules.md", "docs/rules.ar.md"):
        assert zipfile.ZipFile(wheel).read(f"fivesup_qt/{name}") == (ROOT / name).read_bytes()


def test_about_finds_the_rules_guides():
    from fivesup_qt import about

    assert about.rules_document() == ROOT / "docs" / "rules.md"
    assert about.rules_document("ar") == ROOT / "docs" / "rules.ar.md"


# --- the .deb's copyright file and the bundles' licences ---------------------------------------


def size_claims():
    spec = importlib.util.spec_from_file_location("size_claims", ROOT / "packaging" / "size_claims.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_size_docs_releases_states_is_checked_by_a_build_check():
    """Each row of the table of systems with a size is checked by the script that builds it."""
    checks = {"Linux x86-64": "check.sh", "any (Python)": "check_wheel.sh",
              "this system (Python, compiled engine)": "check_compiled.sh"}
    text = (ROOT / "docs" / "releases.md").read_text(encoding="utf-8")
    rows = [line.split("|")[1].strip() for line in text.splitlines()
            if line.startswith("| ") and re.search(r"\d (KB|MB)", line.rsplit("|", 2)[1])]
    assert sorted(rows) == sorted(checks)
    for row, script in checks.items():
        kinds = set(size_claims().claims(row))
        assert kinds, row
        source = (ROOT / "packaging" / script).read_text(encoding="utf-8")
        called = re.search(rf'size_claims\.py "{re.escape(row)}"((?: \\?\s*"[^"=]+=[^"]+")+)', source)
        assert called, (script, row)
        assert set(re.findall(r'"([^"=]+)=', called.group(1))) == kinds, (script, kinds)


def deb_copyright(app: str = "fivesup-qt") -> str:
    spec = importlib.util.spec_from_file_location("deb_copyright", ROOT / "packaging" / "deb_copyright.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.copyright_text(app)


def paragraphs(text: str) -> list[dict[str, str]]:
    """Debian's deb822 paragraphs: fields, continuation lines joined with newlines."""
    found = []
    for block in re.split(r"\n\s*\n(?=\S)", text.strip()):
        fields: dict[str, str] = {}
        key = ""
        for line in block.splitlines():
            if line[:1] in (" ", "\t"):
                fields[key] += "\n" + ("" if line.strip() == "." else line[1:])
            else:
                key, _, value = line.partition(":")
                assert key not in fields, (key, block[:80])
                fields[key] = value.strip()
        found.append(fields)
    return found


def test_build_linux_writes_the_generated_copyright():
    script = (ROOT / "packaging" / "build_linux.sh").read_text(encoding="utf-8")
    assert re.search(r'"\$PY" packaging/deb_copyright\.py "\$APP" > "\$STAGE/usr/share/doc/\$APP/copyright"',
                     script)
    assert "Files: *" not in script  # no second, hand-written copy


def test_the_deb_copyright_gives_the_font_its_own_licence():
    """Format 1.0: the header, a Files paragraph for everything (MIT) and one for the font
    (OFL-1.1, as its OFL.txt says), and each licence's full text in a License paragraph."""
    header, *rest = paragraphs(deb_copyright())
    assert header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    assert header["Upstream-Name"] == "fivesup-qt"
    files = {p["Files"]: p for p in rest if "Files" in p}
    licences = {p["License"].split("\n")[0]: p["License"] for p in rest if "Files" not in p}
    assert files["*"]["License"] == "MIT"
    assert files["*"]["Copyright"] == "2026 the fivesup_qt developers"
    fonts = "opt/fivesup-qt/_internal/fivesup_qt/resources/fonts/*"
    assert files[fonts]["License"] == "OFL-1.1"
    assert files[fonts]["Copyright"] == '2017 IBM Corp. with Reserved Font Name "Plex"'
    assert set(licences) == {p["License"] for p in files.values()} == {"MIT", "OFL-1.1"}
    mit = (ROOT / "LICENSE").read_text(encoding="utf-8")
    mit = mit[mit.index("Permission is hereby"):mit.index("\n---")].strip()
    assert licences["MIT"].split("\n", 1)[1] == mit
    ofl = "\n".join(line.rstrip() for line in (ROOT / OFL).read_text(encoding="utf-8").strip().splitlines())
    assert licences["OFL-1.1"].split("\n", 1)[1] == ofl  # trailing spaces aside


def spec_datas() -> list[tuple[str, str]]:
    """The spec's "What goes in" section run with PyInstaller's helpers stubbed: its datas."""
    text = (ROOT / "packaging" / "fivesup-qt.spec").read_text(encoding="utf-8")
    section = text[text.index("# What goes in."):text.index("# The compiled engine")]
    namespace = {"ROOT": str(ROOT), "RES": str(ROOT / "resources"), "APP": "fivesup-qt", "glob": glob,
                 "os": os, "re": re, "Path": Path, "copy_metadata": lambda name: []}
    exec(compile(section, "fivesup-qt.spec", "exec"), namespace)
    return [(Path(source).resolve().relative_to(ROOT).as_posix(), folder)
            for source, folder in namespace["datas"]]


def test_every_bundle_ships_the_licences_and_the_rules():
    """Linux, Windows and macOS bundles are all the spec's COLLECT: it takes LICENSE and the
    font's OFL into a licences folder (the font's files beside it too), and the rules guides
    where fivesup_qt.about.rules_document finds them."""
    datas = spec_datas()
    assert ("LICENSE", "licenses") in datas and (OFL, "licenses") in datas
    assert (OFL, "fivesup_qt/resources/fonts") in datas
    for name in rules_docs():
        assert (name, f"fivesup_qt/{name.rsplit('/', 1)[0]}") in datas, name
