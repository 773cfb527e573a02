"""How messages speak: the one human seat is "you" (second person), others are named;
every inserted value sits in Unicode isolates; names reach rich text escaped.  In
English and Arabic, in the functions that word the messages and in the running game."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from fivesup_qt.ui import i18n, voice

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "fivesup_qt" / "ui"
FSI, PDI = "\u2068", "\u2069"
SPOKEN_ONLY = {"tally_widget.py"}  # the tally in words: read by screen readers, never shown


@pytest.fixture
def arabic(qapp):
    assert i18n.install(qapp, "ar") == "ar"
    yield
    i18n.uninstall()


def _is_translation(node: ast.AST) -> bool:
    """tr(...), self.tr(...), QCoreApplication.translate(...), plural(tr(...), n)."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name == "plural":
        return bool(node.args) and _is_translation(node.args[0])
    return name in ("tr", "translate")


def test_no_translated_text_is_filled_without_isolates():
    """Every translated text takes its values through voice.fill (isolated), never
    str.format, except the few texts that make a name (isolated where it is put)."""
    offenders = []
    for path in sorted(UI.glob("*.py")):
        if path.name in SPOKEN_ONLY:
            continue
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "format" and _is_translation(node.func.value)):
                line = lines[node.lineno - 1] + (lines[node.lineno] if node.lineno < len(lines)
                                                 else "")
                if not re.search(r"#.*\bnames?\b", line):  # '# a name: isolated where it is put'
                    offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders, offenders


def test_fill_isolates_every_value():
    text = voice.fill("{a} and {b}", a="Ann", b="1|4")
    assert text == f"{FSI}Ann{PDI} and {FSI}1|4{PDI}"
    assert voice.bare(text) == "Ann and 1|4"
