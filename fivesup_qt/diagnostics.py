"""What a player who met a bug sends us: the version, Python, Qt, the system, the
folders, and the last lines of the log (Help > About > Copy Diagnostic Information).

Pure Python, no Qt: it reads Qt's version only when the interface has loaded it.  Its
own module, beside ``about`` (what the game is) and ``logs`` (the log it reads), so that
neither of those needs the other's neighbour.
"""

from __future__ import annotations

import sys


def qt_versions() -> str:
    """Qt's and PySide6's versions when the interface has loaded them (nothing is imported)."""
    core = sys.modules.get("PySide6.QtCore")
    if core is None:
        return "Qt not loaded"
    return f"Qt {core.qVersion()}, PySide6 {getattr(sys.modules['PySide6'], '__version__', '?')}"


def report(extra: list[tuple[str, str]] | None = None, log_lines: int = 40) -> str:
    """Help > About's "Copy diagnostic information": the version, Python, Qt, the system,
    ``extra`` facts the interface adds (its fonts, the screen), the data folder, and the
    last lines of the log (read bounded, see ``logs.tail``).  English on purpose: it is
    for the people who fix the bug."""
    import platform

    from . import logs, paths
    from .about import APP_NAME, DISTRIBUTION, version

    facts = [("Version", f"{DISTRIBUTION} {version()}"),
             ("Python", f"{platform.python_version()} ({platform.python_implementation()}, "
                        f"{sys.executable})"),
             ("Qt", qt_versions()),
             ("System", f"{platform.platform()} ({platform.machine()})"),
             *(extra or []),
             ("Data folder", str(paths.data_dir())),
             ("Config folder", str(paths.config_dir())),
             ("Log file", str(logs.log_file() or f"{paths.log_path()} (not being written)"))]
    lines = [f"{APP_NAME} diagnostic information", ""]
    lines += [f"{name}: {value}" for name, value in facts]
    tail = logs.tail(lines=log_lines)
    heading = (f"The last {len(tail)} line{'s' if len(tail) != 1 else ''} of the log:" if tail
               else "The log is empty.")
    lines += ["", heading, *tail]
    return "\n".join(lines) + "\n"
