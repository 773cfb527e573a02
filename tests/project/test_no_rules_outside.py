"""The rules live in rules/ (issue 24, item 4): the interface and the computer players
do not write the target (305 raw, 61 shown), the multiple-of-five test (``% 5``) or the
shown value (``raw // 5``) as numbers of their own; they read ``rules`` (``TARGET``,
``Match.standing``, ``displayed``, ``DISPLAY_UNIT``, ``tally``, the previews).

The source is read as Python tokens, so the target named in a player's text, a
docstring or a comment is not caught: only NUMBER tokens, and ``%``, ``//`` or ``/`` followed by 5.
"""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

import fivesup_qt

PACKAGE_DIR = Path(fivesup_qt.__file__).resolve().parent
CHECKED = ("ui", "ai")
RULE_NUMBERS = {305, 61}  # the target, raw and shown
FIVE = 5  # the multiple-of-five test, ``x % 5``, and the shown value, ``raw // 5``
BY_FIVE = ("%", "%=", "//", "//=", "/", "/=")
# Numbers that happen to equal a rule value without being one: (file, the line's code)
# with the reason.  An entry that no longer matches fails, so the list only shrinks.
NOT_RULES = {
    ("ui/table/figures.py", "TALLIES = (35, 50, 305)"):
        "the raw scores drawn as the docs' tally figures: examples, not the target",
    ("ui/review/board.py", "zone.label.setZValue(61 if zone.point == self.played else 55)"):
        "a label's stacking order on the board",
    ("ui/table/items.py", "self.label.setZValue(61 if hot else 55)"):
        "a label's stacking order on the table",
    ("ai/equity.py", 'parser.add_argument("--seed", type=int, default=61)'):
        "the equity table builder's default seed",
    ("ai/equity3.py", 'parser.add_argument("--seed", type=int, default=61)'):
        "the three-player model's default seed",
    ("ai/calibrate.py", 'parser.add_argument("--seed", type=int, default=61)'):
        "the calibration's default seed",
}


def rule_numbers(source: str) -> list[tuple[int, str]]:
    """(line, the line's code without its comment) of every rule number and ``% 5`` in
    ``source``'s code."""
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    comments = {t.start[0]: t.start[1] for t in tokens if t.type == tokenize.COMMENT}
    code = [t for t in tokens if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT)]
    found = []
    for i, token in enumerate(code):
        rule_number = token.type == tokenize.NUMBER and _value(token.string) in RULE_NUMBERS
        five_test = (token.type == tokenize.OP and token.string in BY_FIVE
                     and i + 1 < len(code) and code[i + 1].type == tokenize.NUMBER
                     and _value(code[i + 1].string) == FIVE)
        if rule_number or five_test:
            line = token.start[0]
            text = token.line.splitlines()[0] if token.line else ""
            found.append((line, text[:comments.get(line, len(text))].strip()))
    return found


def _value(number: str) -> float | None:
    """A NUMBER token's value (None for an imaginary number)."""
    text = number.replace("_", "").lower()
    try:
        return int(text, 0)
    except ValueError:
        try:
            return float(text)
        except ValueError:
            return None


def test_the_scanner_reads_code_not_prose():
    source = (
        'TARGET_TEXT = tr("the target, 305 raw, shows as 61")  # 305 in a comment\n'
        '"""A docstring: score % 5 == 0 and 61."""\n'
        "left = 305 - raw\n"
        "shown = 61.0\n"
        "if raw % 5:\n"
        "    pass\n"
        "x = f'{raw} of 305'\n"
        "y = 3_05\n"
        "shown = raw // 5\n"
        "step = gap / 5.0\n"
        "size = width * 5\n"
    )
    assert [line for line, _ in rule_numbers(source)] == [3, 4, 5, 8, 9, 10]


def test_the_interface_and_the_bots_hold_no_rule_numbers():
    found = []
    used = set()
    for package in CHECKED:
        for path in sorted((PACKAGE_DIR / package).rglob("*.py")):
            name = path.relative_to(PACKAGE_DIR).as_posix()
            for line, code in rule_numbers(path.read_text(encoding="utf-8")):
                if (name, code) in NOT_RULES:
                    used.add((name, code))
                else:
                    found.append(f"{name}:{line}: {code}")
    assert not found, ("rule values outside rules/ (read TARGET, Match.standing or the "
                       "previews instead, or list a number that is no rule in NOT_RULES):\n"
                       + "\n".join(found))
    assert used == set(NOT_RULES), f"NOT_RULES lists lines that are gone: {set(NOT_RULES) - used}"
