"""The compiled engine against the pure one, byte for byte: ``simulate`` (records and JSON
summaries), ``replay`` of every record and ``review --json``, run by each build on the same
seeds, must write the same bytes (the summaries' ``seconds`` aside: it is a time).

    python packaging/compare_builds.py TREE [--matches N]

TREE holds the compiled build (the compiled wheel unpacked, as packaging/check_compiled.sh
makes it); the pure build is this checkout. Both run with this Python, each from its own
folder, and each is asked which build it is first: a comparison of one build with itself
proves nothing. Exits 1 on the first difference, naming the file.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETS = [(variant, players) for variant in ("five-up", "exact-61") for players in (2, 3, 4)]
# Deal counts, not time budgets: a bot that thinks for a set time decides by the clock.
BOTS = {2: "hard:8,medium", 3: "expert:4,greedy,random", 4: "hard:6,medium,greedy,expert:3"}


def run(build: Path, *args: str) -> str:
    """``fivesup-qt ARGS`` on the build in ``build`` (its folder first on sys.path)."""
    done = subprocess.run([sys.executable, "-m", "fivesup_qt", *args], cwd=build,
                          capture_output=True, text=True, check=False)
    if done.returncode not in (0, 1):  # 1: replay's verdict on a record it rejects
        sys.exit(f"{build}: fivesup-qt {' '.join(args)} failed ({done.returncode}):\n{done.stderr}")
    return done.stdout


def build_of(build: Path) -> str:
    """Which build runs from ``build``: 'compiled (mypyc)' or 'pure Python'."""
    code = "from fivesup_qt.rules.build import build_name; print(build_name())"
    return subprocess.run([sys.executable, "-c", code], cwd=build, capture_output=True,
                          text=True, check=True).stdout.strip()


def without_times(summary: str) -> object:
    """A JSON summary with every ``seconds`` left out."""
    def strip(value: object) -> object:
        if isinstance(value, dict):
            return {key: strip(item) for key, item in value.items() if key != "seconds"}
        if isinstance(value, list):
            return [strip(item) for item in value]
        return value
    return strip(json.loads(summary))


def outputs(build: Path, out: Path, matches: int) -> None:
    """Every output the comparison reads, written by the build in ``build`` into ``out``."""
    for variant, players in SETS:
        name = f"{variant}-{players}"
        records = out / name
        summary = run(build, "simulate", "--variant", variant, "--players", str(players),
                      "--matches", str(matches), "--seed", "24", "--bots", BOTS[players],
                      "--swap", "--records", str(records), "--json")
        (out / f"{name}.summary.json").write_text(json.dumps(without_times(summary), indent=1))
        for record in sorted(records.glob("*.fivesup.json")):
            (out / f"{name}.{record.name}.replay.txt").write_text(run(build, "replay", "--json", str(record)))
        first = min(records.glob("*.fivesup.json"))
        (out / f"{name}.review.json").write_text(
            run(build, "review", "--deals", "40", "--seed", "3", "--json", str(first)))


def differences(pure: Path, compiled: Path) -> list[str]:
    """The files that are not the same in both folders (recursively), or that one lacks."""
    found: list[str] = []

    def walk(compare: filecmp.dircmp[str], prefix: str) -> None:
        found.extend(prefix + name for name in compare.left_only + compare.right_only)
        _, mismatch, errors = filecmp.cmpfiles(compare.left, compare.right, compare.common_files,
                                               shallow=False)
        found.extend(prefix + name for name in mismatch + errors)
        for name, sub in compare.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    walk(filecmp.dircmp(pure, compiled), "")
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tree", type=Path, help="the folder of the compiled build")
    parser.add_argument("--matches", type=int, default=6, help="matches a set (default 6)")
    args = parser.parse_args(argv)
    tree = args.tree.resolve()
    builds = {"pure Python": ROOT, "compiled (mypyc)": tree}
    for expected, folder in builds.items():
        if build_of(folder) != expected:
            sys.exit(f"{folder} runs the {build_of(folder)} build, not the {expected} one")
    with tempfile.TemporaryDirectory() as scratch:
        folders = {name: Path(scratch) / name.split()[0] for name in builds}
        for name, folder in builds.items():
            folders[name].mkdir()
            outputs(folder, folders[name], args.matches)
        pure, compiled = folders["pure Python"], folders["compiled (mypyc)"]
        files = sum(1 for path in pure.rglob("*") if path.is_file())
        differ = differences(pure, compiled)
        if differ:
            print(f"FAIL: the compiled build wrote other bytes than the pure one: {', '.join(differ)}")
            return 1
    print(f"   the compiled and the pure build wrote the same {files} files ({len(SETS)} sets of "
          f"{args.matches} matches: records, summaries, replay reports, reviews)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
