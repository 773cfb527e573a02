"""Numbers as a person writes them, the same in ``fivesup-qt duplicate`` and in the
interface (the Duplicate window, Match History, a puzzle's change of rating).

No Qt: the command line imports it.  Each side picks its own minus sign: the command
line's text is ASCII, the interface shows U+2212 (``ui.words.voice.MINUS``).
"""

from __future__ import annotations


def signed(raw: int, minus: str = "-") -> str:
    """A difference with its sign: '+25', '-10' (``minus`` written before it), '0' (no sign:
    nothing was won or lost)."""
    return f"+{raw}" if raw > 0 else f"{minus}{-raw}" if raw < 0 else "0"
