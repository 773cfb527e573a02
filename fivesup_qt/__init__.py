"""fivesup_qt: Five-Up dominoes on the desktop."""

import os as _os

if _os.environ.get("FIVESUP_QT_ENGINE") == "pure":  # pure_engine.VARIABLE, read before any import
    from .pure_engine import prefer_sources as _prefer_sources

    _prefer_sources()


def __getattr__(name: str) -> str:
    """``__version__`` comes from pyproject (through the installed metadata), lazily."""
    if name == "__version__":
        from .about import version

        return version()
    raise AttributeError(name)
