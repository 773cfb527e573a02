"""The font sets the interface is tried under: what players' systems have.

``FIVESUP_QT_FONT_SET=NAME`` (set before the tests start, as ``.ci/run`` does) gives
Qt a private fontconfig file that sees only that set's folders, so the Arabic reading
tests run as they would on such a machine:

* ``dejavu``: DejaVu alone (a bare Debian or Ubuntu machine);
* ``desktop``: DejaVu, the Droid fallback and Noto (what an ordinary Linux desktop
  has, or a machine where ImageMagick brought fonts-droid-fallback);
* ``noto``: Noto alone (``fonts-noto-core``: Noto Sans has no minus sign, its Arabic
  comes from Noto Kufi/Naskh/Sans Arabic).

Without the variable the system's own fontconfig is used.  A set whose fonts are not
installed stops the run with the Debian packages to install, never a silent skip.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

ENV = "FIVESUP_QT_FONT_SET"
FONTS = Path("/usr/share/fonts")
SETS: dict[str, tuple[tuple[str, str], ...]] = {  # (folder, the Debian package with it)
    "dejavu": (("truetype/dejavu", "fonts-dejavu-core"),),
    "desktop": (("truetype/dejavu", "fonts-dejavu-core"), ("truetype/droid", "fonts-droid-fallback"),
                ("truetype/noto", "fonts-noto-core")),
    "noto": (("truetype/noto", "fonts-noto-core"),),
}


def config(name: str) -> str:
    """The fontconfig file's text for the set ``name``: its folders only, with the
    system's rules (aliases such as sans-serif, hinting) but not its folders."""
    folders = "".join(f"<dir>{FONTS / folder}</dir>" for folder, _ in SETS[name])
    cache = Path(tempfile.gettempdir()) / f"fivesup-qt-fc-cache-{name}"
    return ('<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
            '<include ignore_missing="yes">/etc/fonts/conf.d</include>'
            f"{folders}<cachedir>{cache}</cachedir></fontconfig>\n")


def missing(name: str) -> list[str]:
    """The Debian packages the set needs that are not installed."""
    return [package for folder, package in SETS[name]
            if not any((FONTS / folder).glob("*.tt[fc]"))]


def select() -> str | None:
    """Point fontconfig at the set named by ``FIVESUP_QT_FONT_SET`` (before Qt starts);
    the set's name, or None."""
    name = os.environ.get(ENV, "").strip()
    if not name:
        return None
    if name not in SETS:
        raise SystemExit(f"{ENV}={name}: the font sets are {', '.join(SETS)}")
    lacking = missing(name)
    if lacking:
        raise SystemExit(f"{ENV}={name} needs the Debian packages {' '.join(lacking)}")
    path = Path(tempfile.gettempdir()) / f"fivesup-qt-fonts-{name}.conf"
    # Every worker of a parallel run writes it as it starts: each writes its own copy and
    # renames it into place, so that no worker's fontconfig reads a half-written file.
    own = path.with_name(f"{path.name}.{os.getpid()}")
    own.write_text(config(name), encoding="utf-8")
    os.replace(own, path)
    os.environ["FONTCONFIG_FILE"] = str(path)
    return name
