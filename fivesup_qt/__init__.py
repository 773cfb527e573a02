"""fivesup_qt: Five-Up dominoes on the desktop."""

__version__ = "0.1.0"
