"""What the tests share: guards against hangs, waiting for conditions, events sent to the
real widgets, random play, damaged files, matches and windows made for a test."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]  # the repository's root: README.md, docs/, fivesup_qt/
DATA = REPO / "tests" / "data"  # records the tests read
SHOTS = REPO / "shots"  # screenshots the GUI tests leave to be looked at (not committed)
