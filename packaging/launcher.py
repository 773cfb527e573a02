"""Entry script of the PyInstaller bundle: the same as the ``fivesup-qt`` console script."""

import multiprocessing
import sys

from fivesup_qt.__main__ import main

if __name__ == "__main__":
    # The game's worker process (ui/play/worker.py: the computer's moves, hints, the
    # review) and simulate's pool are started with spawn, on Linux too: a frozen child
    # runs this script again and must stop here instead of starting the game again.
    multiprocessing.freeze_support()
    sys.exit(main())
