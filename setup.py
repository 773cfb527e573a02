"""The compiled engine, when asked for: ``FIVESUP_QT_COMPILE=1`` builds ``ENGINE`` with mypyc.

Everything else about the package is in pyproject.toml. Without the variable the wheel is
the pure-Python one (``py3-none-any``); with it, the same wheel plus extension modules that
Python imports in place of the ``.py`` files beside them (docs/engine-speed.md). The build
backend (packaging/backend/fivesup_build.py) adds mypy to the build's requirements only
then, so a pure install never downloads a compiler.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

# The modules the playouts, the searches and the review spend their time in: the whole
# engine and the AI's inner loops. They import nothing outside this list but the standard
# library and each other (a compiled class cannot be subclassed from Python: nothing outside
# the list does).
ENGINE = [
    "fivesup_qt/rules/",
    "fivesup_qt/ai/playout.py",
    "fivesup_qt/ai/endgame.py",
    "fivesup_qt/ai/sampling.py",
    "fivesup_qt/ai/valuation.py",
    "fivesup_qt/ai/match_value.py",
    "fivesup_qt/ai/equity.py",
    "fivesup_qt/ai/hard.py",
    "fivesup_qt/ai/expert.py",
    "fivesup_qt/ai/judging.py",
]


def engine_extensions() -> list:  # type: ignore[type-arg]
    """mypyc's extension modules for ``ENGINE``, checked with the project's own mypy
    settings (strict on the engine); one shared library, beside the package (mypyc finds
    its modules from where that library lies)."""
    from mypyc.build import mypycify

    return mypycify(
        # The project's [tool.mypy] applies; its overrides for modules not compiled here
        # would only be unused-config notes, which this subset must not turn into errors.
        ["--no-warn-unused-configs", *ENGINE],
        opt_level="3",
        group_name="fivesup_qt_engine",
    )


# The rules guides (English and Arabic), which the README calls the full rules, and the
# pictures they show: the wheel carries them as fivesup_qt/docs/ (fivesup_qt.about.rules_document
# finds them), the sdist as docs/ (MANIFEST.in).
RULES_DOCS = ["docs/rules.md", "docs/rules.ar.md"]


def rules_docs_files(root: Path) -> list[str]:
    """The rules guides and every picture they show, as paths under ``root``."""
    files = list(RULES_DOCS)
    for name in RULES_DOCS:
        text = (root / name).read_text(encoding="utf-8")
        files += sorted({f"docs/{found}" for found in re.findall(r"\]\((images/[\w.-]+)\)", text)})
    return list(dict.fromkeys(files))


class build_py_with_rules(build_py):
    """setuptools' build_py, plus the rules guides copied into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the checkout's own docs/ are there (fivesup_qt.about looks there first)
        root = Path(__file__).resolve().parent
        for name in rules_docs_files(root):
            target = Path(self.build_lib) / "fivesup_qt" / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(root / name, target)  # a missing guide stops the build


setup(ext_modules=engine_extensions() if os.environ.get("FIVESUP_QT_COMPILE") == "1" else [],
      cmdclass={"build_py": build_py_with_rules})
