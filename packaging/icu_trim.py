#!/usr/bin/env python3
"""Rebuild Qt's ICU data library (libicudata.so.NN, 31 MB) with only what the game can use.

Qt Core on Linux links ICU, and ICU's data library carries every locale, collation,
converter, break-iterator, unit, currency and time-zone name table (31 MB of the bundle).
Qt formats numbers and dates from its own CLDR tables, breaks text and shapes Arabic
itself (HarfBuzz) and decodes UTF-8/16/32 and Latin-1 without ICU; from ICU it uses
collation (QCollator, localeAwareCompare), legacy codecs (QStringDecoder("Shift-JIS")...),
case mapping and time-zone display names. Kept here: the collation of the root, English
and Arabic locales, their locale bundles, the shared tables (likely subtags, supplemental
data, time zones, plural rules...), the normalization and property files and the converter
alias table; left out: the other locales, the legacy-codec tables (.cnv), break
iterators, transliterators, spell-out rules, unit/currency/language/region/zone names.
An ICU call that needs a missing item fails with an ICU error that Qt handles
(QCollator falls back to code-point order for a locale that is not kept).

The result is a valid ICU common-data package (same header, a sorted subset of the
table of contents, items 16-byte aligned) wrapped into a shared library by the GNU
assembler and linker (binutils, which PyInstaller itself needs on Linux), exporting
``icudtNN_dat`` under the same soname.

    python packaging/icu_trim.py SRC_LIB OUT_LIB [--locales root,en,ar]
"""

from __future__ import annotations

import argparse
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

DEFAULT_LOCALES = ("root", "en", "ar")
LOCALE_RES = re.compile(r"^(root|[a-z]{2,3})(_[A-Za-z0-9]+)*\.res$")
SHARED = {"res_index.res", "pool.res"}  # in every tree: the locale index and shared strings
SHARED_COLL = SHARED | {"ucadata.icu"}
DROP_TOP = {"unames.icu", "confusables.cfu", "confusablesWholeScript.cfu"}


def _elf_symbol(lib: Path) -> tuple[str, int, int]:
    """Name, file offset and size of the ``icudtNN_dat`` symbol (via readelf)."""
    symbols = subprocess.run(["readelf", "-sW", str(lib)], check=True, capture_output=True, text=True).stdout
    found = re.search(r"\s([0-9a-f]+)\s+(\d+|0x[0-9a-f]+)\s+OBJECT\s+GLOBAL\s+\S+\s+(\d+)\s+(icudt\d+_dat)\b",
                      symbols)
    if not found:
        raise SystemExit(f"{lib}: no icudtNN_dat symbol")
    address, size, section, name = found.groups()
    sections = subprocess.run(["readelf", "-SW", str(lib)], check=True, capture_output=True, text=True).stdout
    row = re.search(rf"\[\s*{section}\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)", sections)
    if not row:
        raise SystemExit(f"{lib}: section {section} not found")
    section_address, section_offset = int(row.group(1), 16), int(row.group(2), 16)
    return name, int(address, 16) - section_address + section_offset, int(size, 0)


def read_package(lib: Path) -> tuple[str, bytes]:
    name, offset, size = _elf_symbol(lib)
    with lib.open("rb") as f:
        f.seek(offset)
        return name, f.read(size)


def parse(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The data header and the (name, item) list of an ICU common-data (CmnD) package."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", package, 0)
    if (magic1, magic2) != (0xDA, 0x27) or package[12:16] != b"CmnD" or package[8] != 0:
        raise SystemExit("not a little-endian ICU common data package")
    count = struct.unpack_from("<I", package, header_size)[0]
    entries = [struct.unpack_from("<II", package, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(entries):
        start = header_size + name_offset
        name = package[start:package.index(b"\0", start)].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(package) - header_size
        items.append((name, package[header_size + data_offset:header_size + end]))
    return package[:header_size], items


def keep(item: str, locales: tuple[str, ...]) -> bool:
    parts = item.split("/")[1:]  # drop the "icudt73l" package prefix

    def ours(base: str) -> bool:
        stem = base[:-4]
        return any(stem == loc or stem.startswith(loc + "_") for loc in locales)

    if len(parts) == 1:
        base = parts[0]
        if base.endswith(".cnv") or base in DROP_TOP:
            return False
        if base in SHARED:
            return True
        if LOCALE_RES.match(base):
            return ours(base)
        return True
    folder, base = parts[0], parts[-1]
    return folder == "coll" and (base in SHARED_COLL or ours(base))


def build(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    position = len(header) + toc_size + len(names)
    position += -position % 16
    offsets, body = [], b""
    for _, data in items:
        offsets.append(position + len(body) - len(header))
        body += data + b"\0" * (-len(data) % 16)
    toc, name_offset = struct.pack("<I", len(items)), toc_size
    for (name, _), data_offset in zip(items, offsets):
        toc += struct.pack("<II", name_offset, data_offset)
        name_offset += len(name) + 1
    head = header + toc + names
    return head + b"\0" * (-len(head) % 16) + body


def write_library(symbol: str, soname: str, package: bytes, out: Path) -> None:
    """A shared library exporting ``symbol`` = the package, read-only, 16-byte aligned."""
    for tool in ("as", "ld"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} (binutils) is needed to rebuild {soname}")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "icu.dat").write_bytes(package)
        (work / "icu.s").write_text(
            f'\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n'
            f'{symbol}:\n\t.incbin "icu.dat"\n\t.size {symbol}, . - {symbol}\n'
            '\t.section .note.GNU-stack,"",@progbits\n')
        subprocess.run(["as", "-o", "icu.o", "icu.s"], cwd=work, check=True)
        subprocess.run(["ld", "-shared", "-soname", soname, "-z", "noexecstack", "-o", str(out.resolve()),
                        "icu.o"], cwd=work, check=True)


def trim(src: Path, out: Path, locales: tuple[str, ...] = DEFAULT_LOCALES) -> tuple[int, int]:
    """Write the trimmed library to ``out``; return (items kept, items before)."""
    symbol, package = read_package(src)
    header, items = parse(package)
    kept = [(name, data) for name, data in items if keep(name, locales)]
    trimmed = build(header, kept)
    assert [n for n, _ in parse(trimmed)[1]] == [n for n, _ in kept]
    write_library(symbol, src.name, trimmed, out)
    return len(kept), len(items)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Trim Qt's ICU data library.")
    parser.add_argument("src", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--locales", default=",".join(DEFAULT_LOCALES))
    args = parser.parse_args(argv)
    kept, total = trim(args.src, args.out, tuple(args.locales.split(",")))
    print(f"{args.out}: {kept} of {total} ICU data items, "
          f"{args.src.stat().st_size / 1e6:.1f} MB -> {args.out.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
