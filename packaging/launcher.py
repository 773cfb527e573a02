"""Entry script of the PyInstaller bundle: the same as the ``fivesup-qt`` console script."""

import multiprocessing
import sys

from fivesup_qt.__main__ import main

if __name__ == "__main__":
    # simulate runs matches in a process pool: a frozen child on Windows and macOS (spawn)
    # must stop here instead of starting the game again.
    multiprocessing.freeze_support()
    sys.exit(main())
