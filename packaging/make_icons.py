#!/usr/bin/env python3
"""Render the application icon from its SVG source into the PNG, ICO and ICNS files.

    .venv/bin/python packaging/make_icons.py [--check]

Reads ``resources/icons/fivesup-qt.svg`` (and ``fivesup-qt-16px.svg``, ``fivesup-qt-24px.svg``,
the same icon drawn on the pixel grid for those two sizes) and writes, next to them:

- ``fivesup-qt-N.png`` for N in 16 24 32 48 64 128 256 512 (Linux hicolor sizes);
- ``fivesup-qt.ico`` (Windows: PNG entries 16..256, as Windows Vista and later read them);
- ``fivesup-qt.icns`` (macOS: PNG entries icp4 icp5 icp6 ic07 ic08 ic09 ic10).

The PNGs come from PySide6's QSvgRenderer on the offscreen platform. The ICO and ICNS
containers are written here (both are a small header and a table of PNG blobs), so no
Pillow is needed. ``--check`` only checks that every generated file is there.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
NAME = "fivesup-qt"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PIXEL_DRAWINGS = {16: "16px", 24: "24px"}  # sizes with their own pixel-aligned source
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, with their pixel sizes (Apple's icns format).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024))


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent size x size image, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG", 0)  # 0: smallest file
    buffer.close()
    return bytes(data.data())


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose images are PNG blobs (ICONDIR, then one ICONDIRENTRY per image)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns' and the total length, then (type, length with header, PNG) elements."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build() -> dict[str, bytes]:
    def source(size: int) -> Path:
        suffix = PIXEL_DRAWINGS.get(size)
        return ICONS / (f"{NAME}-{suffix}.svg" if suffix else f"{NAME}.svg")

    wanted = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: render_png(source(size), size) for size in sorted(wanted)}
    for size, data in pngs.items():
        assert png_size(data) == (size, size), size
    files = {f"{NAME}-{size}.png": pngs[size] for size in PNG_SIZES}
    files[f"{NAME}.ico"] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    files[f"{NAME}.icns"] = icns_bytes(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only check that the generated files exist")
    args = parser.parse_args(argv)
    if args.check:
        names = [f"{NAME}-{size}.png" for size in PNG_SIZES] + [f"{NAME}.ico", f"{NAME}.icns"]
        missing = [name for name in names if not (ICONS / name).is_file()]
        if missing:
            print("missing, run packaging/make_icons.py: " + ", ".join(missing), file=sys.stderr)
            return 1
        print(f"{len(names)} icon files present")
        return 0
    files = build()
    for name, data in files.items():
        (ICONS / name).write_bytes(data)
        print(f"{ICONS.relative_to(ROOT) / name}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
