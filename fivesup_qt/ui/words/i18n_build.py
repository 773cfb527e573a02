"""Building the translations: ``pyside6-lupdate`` over the interface's sources into
``resources/i18n/*.ts`` (keeping the translations already made, marking new texts
unfinished, dropping texts no longer used) and ``pyside6-lrelease`` into the shipped
``fivesup_qt/i18n/*.qm``.  Run as ``python -m fivesup_qt.ui.words.i18n_build --build`` or
``--check``; a development tool, never loaded by the game itself.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .i18n import DOMAIN, LANGUAGES, PACKAGE, QM_DIR, ROOT, TS_DIR, qm_path

# Module-level helpers ``tr(text)`` are extracted by lupdate without a context; at run
# time they translate in these contexts (the helper's own, or the class's for
# ``self.tr`` inside a module-level decorator).  Keyed by the file's path in the package.
FILE_CONTEXTS = {
    "ui/words/summary.py": "summary",
    "ui/words/narrator.py": "summary",
    "ui/play/controller.py": "summary",
    "ui/menus.py": "MainWindow",
    "ui/play/keyboard_play.py": "HandInteraction",
    "ui/play/undo.py": "summary",
    "ui/play/flow.py": "summary",
    "ui/words/turn_words.py": "summary",
    "ui/table/teaching.py": "summary",
    "ui/windows/guide.py": "guide",
    "ui/side/charts.py": "charts",
    "ui/saving/persistence.py": "Persistence",
    "ui/saving/report.py": "Persistence",
    "ui/saving/match_store.py": "Persistence",
    "ui/saving/file_actions.py": "Persistence",
    "ui/saving/settings_applier.py": "Persistence",
    "ui/saving/menus.py": "Persistence",
    "ui/play/setup.py": "setup",
    "ui/words/voice.py": "voice",
    "ui/words/review_words.py": "review",
    "ui/review/chart.py": "review",
    "ui/review/board.py": "review",
    "ui/review/ledger.py": "ReviewWindow",  # the window's rooms, its words as they were
    "ui/review/verdicts.py": "ReviewWindow",
    "ui/windows/computer_help.py": "computer_help",
    "ui/side/shell.py": "ScorePanel",
    "ui/puzzles/words.py": "puzzles",
    "ui/windows/daily.py": "DailyDeal",
}


# -- building: lupdate, merge, lrelease -------------------------------------------------
@dataclass
class Message:
    context: str
    source: str
    numerus: bool = False
    comment: str = ""
    translation: str | list[str] = ""
    finished: bool = False
    files: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def sources() -> list[Path]:
    """Every Python file whose texts are shown in the interface (the rules' reasons, the
    levels, the review's words and the settings' help are marked with QT_TRANSLATE_NOOP
    in their own context)."""
    return [PACKAGE / "app.py", PACKAGE / "rules" / "reasons.py", PACKAGE / "ai" / "levels.py",
            PACKAGE / "ai" / "review_text.py",
            PACKAGE / "storage" / "settings.py", *sorted((PACKAGE / "ui").rglob("*.py"))]


def in_package(path: Path) -> str:
    """A source's key in ``FILE_CONTEXTS``: its path inside the package, ``ui/words/summary.py``."""
    return path.resolve().relative_to(PACKAGE).as_posix()


def tool(name: str) -> str:
    """A PySide6 tool next to the running interpreter (the venv), else on PATH."""
    for folder in (Path(sys.executable).parent, Path(sys.prefix) / "bin",
                   Path(sys.prefix) / "Scripts"):
        for candidate in (folder / name, folder / f"{name}.exe"):
            if candidate.is_file():
                return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"error: {name} not found (install PySide6-Essentials)")
    return found


def extract(plural_only: bool = False) -> list[Message]:
    """The interface's texts as lupdate finds them, with the run-time contexts of
    module-level helpers and every %n text marked as a plural (numerus) form."""
    files = sources()
    # A file with module-level helpers is read on its own: lupdate would merge its
    # context-less texts with another file's.
    groups = [[f] for f in files if in_package(f) in FILE_CONTEXTS]
    groups.append([f for f in files if in_package(f) not in FILE_CONTEXTS])
    messages: list[Message] = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, group in enumerate(groups):
            ts = Path(tmp) / f"extract{i}.ts"
            cmd = [tool("pyside6-lupdate"), *map(str, group), "-locations", "absolute",
                   "-no-obsolete", "-ts", str(ts)]
            subprocess.run(cmd, check=True, capture_output=True, text=True)
            messages += read_ts(ts)
    out: dict[tuple[str, str, str], Message] = {}
    for m in messages:
        if not m.context:
            contexts = {FILE_CONTEXTS.get(in_package(Path(f))) for f in m.files}
            context = contexts.pop() if len(contexts) == 1 else None
            if context is None:
                raise SystemExit(f"error: no translation context for {m.source!r} in "
                                 f"{', '.join(m.files)}: add the file to FILE_CONTEXTS")
            m.context = context
        m.numerus = m.numerus or "%n" in m.source
        if plural_only and not m.numerus:
            continue
        if m.key in out:
            out[m.key].files += m.files
        else:
            out[m.key] = m
    return sorted(out.values(), key=lambda m: (m.context.lower(), m.context, m.source))


def read_ts(path: Path) -> list[Message]:
    root = ET.parse(path).getroot()
    found = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr_el = msg.find("translation")
            kind = tr_el.get("type", "") if tr_el is not None else "unfinished"
            numerus = msg.get("numerus") == "yes"
            if tr_el is None:
                text: str | list[str] = ""
            elif numerus:
                text = [f.text or "" for f in tr_el.iter("numerusform")]
            else:
                text = tr_el.text or ""
            found.append(Message(
                name, msg.findtext("source") or "", numerus, msg.findtext("comment") or "",
                text, kind == "" and bool(text) and all(text if isinstance(text, list) else [text]),
                # lupdate writes each location relative to the .ts file's folder
                [str((path.parent / loc.get("filename", "")).resolve())
                 for loc in msg.iter("location")]))
            if kind in ("vanished", "obsolete"):
                found[-1].finished = False
                found[-1].files = ["<vanished>"]
    return found


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def numerus_count(language: str) -> int:
    return {"ar": 6, "en": 2}.get(language, 2)


def write_ts(path: Path, language: str, messages: list[Message]) -> None:
    """A Qt Linguist file (TS 2.1), one context after another; no line numbers, so
    that moving code does not change it."""
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{language}" sourcelanguage="en">']
    by_context: dict[str, list[Message]] = {}
    for m in messages:
        by_context.setdefault(m.context, []).append(m)
    for context in sorted(by_context, key=lambda c: (c.lower(), c)):
        lines += ["<context>", f"    <name>{_escape(context)}</name>"]
        for m in by_context[context]:
            lines.append('    <message numerus="yes">' if m.numerus else "    <message>")
            lines.append(f"        <source>{_escape(m.source)}</source>")
            if m.comment:
                lines.append(f"        <comment>{_escape(m.comment)}</comment>")
            kind = "" if m.finished else "unfinished"
            attr = f' type="{kind}"' if kind else ""
            if m.numerus:
                forms = m.translation if isinstance(m.translation, list) else [m.translation]
                forms = (forms + [""] * numerus_count(language))[:numerus_count(language)]
                lines.append(f"        <translation{attr}>")
                lines += [f"            <numerusform>{_escape(f)}</numerusform>" for f in forms]
                lines.append("        </translation>")
            else:
                text = m.translation if isinstance(m.translation, str) else "".join(m.translation[:1])
                lines.append(f"        <translation{attr}>{_escape(text)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def english_plural(source: str) -> list[str]:
    """'%n tile(s)' -> ['%n tile', '%n tiles'] (the English numerus forms)."""
    one = source.replace("(es)", "").replace("(s)", "")
    many = source.replace("(es)", "es").replace("(s)", "s")
    return [one, many]


def ts_path(language: str) -> Path:
    return TS_DIR / f"{DOMAIN}_{language}.ts"


def update_ts(language: str) -> tuple[int, int]:
    """Bring ``resources/i18n/fivesup_qt_<language>.ts`` in line with the sources;
    returns (messages, finished translations)."""
    path = ts_path(language)
    old = {m.key: m for m in read_ts(path)} if path.exists() else {}
    fresh = extract(plural_only=language == "en")
    for m in fresh:
        known = old.pop(m.key, None)
        if known is not None and known.translation:
            m.translation, m.finished = known.translation, known.finished
        elif language == "en":
            m.translation, m.finished = english_plural(m.source), True
        else:
            m.translation, m.finished = ([""] * numerus_count(language) if m.numerus else ""), False
    write_ts(path, language, fresh)  # texts gone from the sources are dropped
    return len(fresh), sum(m.finished for m in fresh)


def merge_from(other: Path, language: str) -> int:
    """Copy ``other``'s finished translations into this language's .ts where this one has
    the same text unfinished (after a merge of branches); returns how many."""
    update_ts(language)
    path = ts_path(language)
    theirs = {m.key: m for m in read_ts(other) if m.finished}
    ours = read_ts(path)
    taken = 0
    for m in ours:
        known = theirs.get(m.key)
        if not m.finished and known is not None:
            m.translation, m.finished = known.translation, True
            taken += 1
    write_ts(path, language, [m for m in ours if m.files != ["<vanished>"]])
    return taken


def release(language: str) -> Path:
    QM_DIR.mkdir(parents=True, exist_ok=True)
    out = qm_path(language)
    subprocess.run([tool("pyside6-lrelease"), str(ts_path(language)), "-qm", str(out)],
                   check=True, capture_output=True, text=True)
    return out


def unfinished(language: str = "ar") -> list[Message]:
    """Texts of the sources without a finished translation in the .ts file."""
    have = {m.key: m for m in read_ts(ts_path(language))} if ts_path(language).exists() else {}
    return [m for m in extract(plural_only=language == "en")
            if not (have.get(m.key) and have[m.key].finished)]


def build(languages: Iterable[str] = LANGUAGES) -> int:
    for language in languages:
        total, done = update_ts(language)
        qm = release(language)
        print(f"{language}: {total} texts, {done} translated -> {qm.relative_to(ROOT)}")
    missing = unfinished("ar") if "ar" in languages else []
    for m in missing:
        print(f"  untranslated [{m.context}] {m.source!r}", file=sys.stderr)
    return 1 if missing else 0


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m fivesup_qt.ui.words.i18n_build",
                                     description="Build or check the interface's translations.")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--build", action="store_true",
                       help="update resources/i18n/*.ts (lupdate) and fivesup_qt/i18n/*.qm (lrelease)")
    group.add_argument("--check", action="store_true",
                       help="exit 1 when a text of the sources lacks an Arabic translation")
    group.add_argument("--merge", metavar="TS",
                       help="take the finished translations of another .ts file (an older or a "
                            "merged branch's) for the texts still unfinished here, then build")
    args = parser.parse_args(argv)
    os.chdir(ROOT)
    if args.merge:
        language = "ar"
        taken = merge_from(Path(args.merge), language)
        print(f"{language}: {taken} translations taken from {args.merge}")
        return build()
    if args.build:
        return build()
    missing = unfinished("ar")
    for m in missing:
        print(f"untranslated [{m.context}] {m.source!r}")
    return 1 if missing else 0



if __name__ == "__main__":
    sys.exit(main())
