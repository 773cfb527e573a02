"""How a frozen dataclass of the engine crosses to another process: rebuilt by its
``__init__`` from its fields in order.

The computer players, hints and the review think in worker processes (ui/play/worker.py),
so observations, records, reasons and verdicts are pickled. Python's own recipe for a
frozen dataclass works, but the compiled engine's (mypyc) sets each field after creating
the object, which a frozen class refuses (mypyc/mypyc#1213): every frozen dataclass of a
compiled module returns ``by_init(self)`` from its ``__reduce__`` instead, the same
recipe in both builds.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

Recipe = tuple[Any, tuple[Any, ...]]  # what __reduce__ returns: a callable and its arguments


def by_init(value: Any) -> Recipe:
    """pickle's recipe for ``value``: its class, called with its fields in order."""
    return type(value), tuple(getattr(value, field.name) for field in fields(value))
