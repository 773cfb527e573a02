"""The build backend: setuptools' own, plus mypy as a build requirement when
``FIVESUP_QT_COMPILE=1`` asks for the compiled engine (setup.py).

A pure build (the sdist, the ``py3-none-any`` wheel, ``pip install .`` and the editable
install) needs nothing but setuptools; only the compiled one needs mypyc, which ships with
mypy. The version is pinned: the C that mypyc writes depends on it, and the compiled wheels
are tested with this one.
"""

from __future__ import annotations

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403  (every hook this module does not change)

MYPYC = "mypy==2.4.1"


def compiling() -> bool:
    """True when this build makes the compiled engine."""
    return os.environ.get("FIVESUP_QT_COMPILE") == "1"


def get_requires_for_build_wheel(config_settings: dict[str, object] | None = None) -> list[str]:
    """setuptools' requirements, or mypyc's when the engine is compiled.

    setuptools finds its own by running setup.py, which needs mypyc when compiling: the
    compiled build asks for mypyc alone (setup.py declares no ``setup_requires``)."""
    if compiling():
        return [MYPYC]
    required: list[str] = _setuptools.get_requires_for_build_wheel(config_settings)  # type: ignore[arg-type]
    return required
