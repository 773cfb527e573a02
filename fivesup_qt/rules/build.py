"""Which build of the engine is running: the pure-Python reference or the compiled one.

The same sources can be compiled with mypyc (docs/engine-speed.md); a compiled module is
an extension module, so its file is a shared library rather than a ``.py`` file.  The
bench says which build it measured, and the few tests that reach inside the engine's
classes (a subclass of ``Match``: compiled classes cannot be subclassed from Python)
say why they do not run against the compiled one.
"""

from __future__ import annotations

from . import match as _match


def compiled() -> bool:
    """True when the engine's modules are compiled (mypyc) rather than pure Python."""
    return not str(_match.__file__).endswith(".py")


def build_name() -> str:
    """The running build, in a few words (for the bench and the log)."""
    return "compiled (mypyc)" if compiled() else "pure Python"
