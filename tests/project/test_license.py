"""The licence: a LICENSE file says what pyproject says (MIT), names the shipped font's
own licence as third-party material, and the built wheel carries both."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile

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


def test_the_built_wheel_carries_both_licences(tmp_path):
    """Built as packaging/check_wheel.sh builds it, from the files git knows."""
    source = tmp_path / "src"
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    for name in filter(None, (n.decode() for n in listed)):
        path = ROOT / name
        # packaging/backend/ is the build backend (pyproject.toml's backend-path)
        skipped = name.startswith(("tests/", "docs/", "shots/", "packaging/"))
        if path.is_file() and (not skipped or name.startswith("packaging/backend/")):
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
