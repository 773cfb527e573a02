"""The .deb's /usr/share/doc/fivesup-qt/copyright, in Debian's machine-readable format 1.0.

    python packaging/deb_copyright.py APP > copyright      (packaging/build_linux.sh does)

Every file is the game's (MIT) but the IBM Plex Sans Arabic font, whose stanza says its
own licence, the SIL Open Font License 1.1; both licences' full texts are read from the
files the game ships (LICENSE, fivesup_qt/resources/fonts/OFL.txt), so they never drift.
The libraries the PyInstaller bundle carries unmodified are named in the header's comment.
The icons (packaging/make_icons.py) and the sounds (tools/make_sounds.py) are the game's own.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONTS = "fivesup_qt/resources/fonts"
# Where the bundle keeps the package's files under /opt/APP (PyInstaller's contents folder),
# and the licences (the spec's LICENSES).
BUNDLE_PACKAGE = "opt/{app}/_internal"


def _field_text(text: str) -> str:
    """A licence text as the continuation lines of a field: each line indented by one
    space, an empty line written " ." (format 1.0)."""
    lines = text.strip("\n").splitlines()
    return "\n".join(f" {line.rstrip()}" if line.strip() else " ." for line in lines)


def mit_text(root: Path = ROOT) -> tuple[str, str]:
    """The game's copyright line and the MIT licence's text, from LICENSE."""
    text = (root / "LICENSE").read_text(encoding="utf-8")
    own = text.split("\n---", 1)[0]  # the third-party note after the rule is not the licence
    holder = re.search(r"^Copyright \(c\) (.+)$", own, re.M)
    if not holder:
        raise SystemExit("LICENSE has no 'Copyright (c) ...' line")
    return holder.group(1), own[own.index("Permission is hereby granted"):]


def ofl_text(root: Path = ROOT) -> tuple[str, str]:
    """The font's copyright line and the OFL's text, from the OFL.txt shipped with it."""
    text = (root / FONTS / "OFL.txt").read_text(encoding="utf-8")
    holder = re.search(r"^Copyright (?:\u00a9|\(c\)) (.+)$", text, re.M)
    if not holder or "SIL OPEN FONT LICENSE Version 1.1" not in text:
        raise SystemExit(f"{FONTS}/OFL.txt is not the SIL Open Font License 1.1 with its copyright line")
    return holder.group(1), text


def copyright_text(app: str, root: Path = ROOT) -> str:
    game_holder, mit = mit_text(root)
    font_holder, ofl = ofl_text(root)
    bundle = BUNDLE_PACKAGE.format(app=app)
    fonts = sorted(path.name for path in (root / FONTS).glob("*.ttf"))
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: {app}
Comment: /opt/{app} is a PyInstaller bundle. It carries, unmodified, Python 3 (PSF-2.0),
 Qt 6 and Qt for Python (PySide6, shiboken6; LGPL-3.0-only, dynamically linked: the
 libraries in /opt/{app}/_internal/PySide6/Qt/lib may be replaced), ICU (Unicode-3.0;
 its data library rebuilt with a subset of the same data), numpy and OpenBLAS
 (BSD-3-Clause), pyqtgraph (MIT), appdirs (MIT), miniaudio (pyminiaudio with the
 miniaudio C library, MIT) and cffi (MIT-0). The icons and the sounds
 (/opt/{app}/_internal/fivesup_qt/resources/sounds) are the game's own (MIT). The
 licences of the game and of its font are also in /opt/{app}/_internal/licenses.

Files: *
Copyright: {game_holder}
License: MIT

Files: {bundle}/{FONTS}/*
Copyright: {font_holder}
License: OFL-1.1
Comment: The IBM Plex Sans Arabic typeface, unmodified:
 {", ".join(fonts)}. The licence's text is also shipped beside the fonts, as OFL.txt.

License: MIT
{_field_text(mit)}

License: OFL-1.1
{_field_text(ofl)}
"""


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python packaging/deb_copyright.py APP")
    sys.stdout.write(copyright_text(sys.argv[1]))
