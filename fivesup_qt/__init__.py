"""fivesup_qt: Five-Up dominoes on the desktop."""


def __getattr__(name: str) -> str:
    """``__version__`` comes from pyproject (through the installed metadata), lazily."""
    if name == "__version__":
        from .about import version

        return version()
    raise AttributeError(name)
