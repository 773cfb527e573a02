"""The sizes docs/releases.md states, checked against what was built (they went stale:
the wheel was said to be 760 KB when it was 983 KB).

    python packaging/size_claims.py ROW KIND=PATH [KIND=PATH ...]

ROW is the first cell of a row of the table of systems ("Linux x86-64", "any (Python)",
"this system (Python, compiled engine)"); each KIND ("installed", ".deb", ".tar.gz",
"wheel") is a figure of its size cell ("128 MB installed, .deb 45 MB") and PATH the file
built (a folder: the size of its files). A figure holds when the size built is within a
quarter of it; else the line says the size to write. The checks call it after building
(check_wheel.sh, check_compiled.sh, check.sh).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RELEASES = ROOT / "docs" / "releases.md"
TOLERANCE = 0.25
UNITS = {"KB": 1000, "MB": 1000**2}
FIGURE = re.compile(r"(?:(installed|\.deb|\.tar\.gz|wheel) )?(\d+(?:\.\d+)?) (KB|MB)(?: (installed))?")


def claims(row: str, text: str | None = None) -> dict[str, float]:
    """The figures of ``row``'s size cell, in bytes, by kind."""
    text = RELEASES.read_text(encoding="utf-8") if text is None else text
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0] == row:
            return {(m.group(1) or m.group(4)): float(m.group(2)) * UNITS[m.group(3)]
                    for m in FIGURE.finditer(cells[-1])}
    raise SystemExit(f"{RELEASES.name} has no row {row!r} in its table of systems")


def written(size: float) -> str:
    return f"{size / 1000:.0f} KB" if size < 1000**2 else f"{size / 1000**2:.1f} MB"


def size_of(path: Path) -> int:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return path.stat().st_size


def problems(row: str, built: dict[str, int], text: str | None = None) -> list[str]:
    """What the row says wrong about the sizes ``built`` (bytes by kind)."""
    said = claims(row, text)
    found = []
    for kind, size in built.items():
        if kind not in said:
            found.append(f"{RELEASES.name} states no {kind} size for {row!r}")
        elif abs(size - said[kind]) > TOLERANCE * said[kind]:
            found.append(f"{RELEASES.name} says the {kind} of {row!r} is {written(said[kind])}; "
                         f"it is {written(size)}: correct the table")
    return found


def main(argv: list[str]) -> int:
    if len(argv) < 2 or not all("=" in arg for arg in argv[1:]):
        raise SystemExit("usage: python packaging/size_claims.py ROW KIND=PATH [KIND=PATH ...]")
    paths = {kind: Path(path) for kind, path in (arg.split("=", 1) for arg in argv[1:])}
    missing = [f"{kind}: no {path}" for kind, path in paths.items() if not path.exists()]
    if missing:
        raise SystemExit("error: " + "; ".join(missing))
    built = {kind: size_of(path) for kind, path in paths.items()}
    found = problems(argv[0], built)
    for line in found:
        print(f"   {line}", file=sys.stderr)
    if not found:
        print("   sizes as docs/releases.md states them: " + ", ".join(
            f"{kind} {written(size)}" for kind, size in built.items()))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
