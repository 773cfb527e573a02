"""English and Arabic: every visible text translated, the shipped .qm up to date, the
window right-to-left in Arabic, the language chosen from the setting or the system."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from helpers.sources import tree_of
from helpers.windows import human_vs_bot
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from fivesup_qt.rules import FIVE_UP, parse_move, parse_point, parse_tile
from fivesup_qt.ui.words import i18n, i18n_build, summary

ARABIC = re.compile(r"[\u0600-\u06FF]")
PLACEHOLDER = re.compile(r"\{\w*\}")
ISOLATES = "\u2066\u2067\u2068\u2069"


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    """The interface's texts as pyside6-lupdate finds them now (in a temporary .ts), run
    from a folder deeper than the temporary one, as CI's checkout is (lupdate writes each
    text's file relative to the .ts): one extraction (29 lupdate runs, some 3 s) for the
    module's tests, which compare it with the shipped .ts."""
    root = tmp_path_factory.mktemp("extraction")
    deep = root / "a" / "b" / "c" / "d" / "e"
    deep.mkdir(parents=True)
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(deep)
        mp.setattr("tempfile.tempdir", str(root))
        return i18n_build.extract()


@pytest.fixture(scope="module")
def arabic_ts():
    return {m.key: m for m in i18n_build.read_ts(i18n_build.ts_path("ar"))}


@pytest.fixture
def arabic(qapp):
    """The Arabic interface for one test, then back to plain English."""
    assert i18n.install(qapp, "ar") == "ar"
    yield
    i18n.uninstall()


def test_extraction_does_not_depend_on_where_it_is_run(extracted):
    """lupdate writes each text's file relative to the .ts: read from a folder deeper than
    the temporary one (CI's checkout is: ``extracted``), every text still names the source
    file it is in, and so finds its file's context."""
    named = {Path(f) for m in extracted for f in m.files}
    strays = named - {path.resolve() for path in i18n_build.sources()}
    assert named and not strays, sorted(map(str, strays))[:5]


def test_every_text_has_a_finished_arabic_translation(extracted, arabic_ts):
    missing = [f"[{m.context}] {m.source!r}" for m in extracted
               if not (m.key in arabic_ts and arabic_ts[m.key].finished)]
    assert not missing, ("untranslated (run python -m fivesup_qt.ui.words.i18n_build --build, "
                         "then translate):\n" + "\n".join(missing))
    assert len(extracted) > 250


def test_no_translatable_text_escapes_lupdate(extracted):
    """Every literal given to tr()/translate() is seen by lupdate (it misses a translate()
    nested in another call and tr() inside an f-string, for instance)."""
    sources = {m.source for m in extracted}
    missed = []
    for path in i18n_build.sources():
        for node in ast.walk(tree_of(path)):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            index = {"tr": 0, "translate": 1}.get(name)
            if index is None or len(node.args) <= index:
                continue
            arg = node.args[index]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value not in sources:
                missed.append(f"{path.name}:{node.lineno} {arg.value!r}")
    assert not missed, missed


def test_ts_matches_the_sources_and_the_shipped_qm_matches_the_ts(extracted, arabic_ts, tmp_path):
    assert {m.key for m in extracted} == set(arabic_ts), \
        "run python -m fivesup_qt.ui.words.i18n_build --build"
    english = {m.key for m in i18n_build.read_ts(i18n_build.ts_path("en"))}
    assert english == {m.key for m in extracted if m.numerus}
    for language in i18n.LANGUAGES:
        shipped = i18n.qm_path(language)
        assert shipped.is_file(), shipped
        fresh = tmp_path / shipped.name
        lrelease = i18n_build.tool("pyside6-lrelease")
        subprocess.run([lrelease, str(i18n_build.ts_path(language)), "-qm", str(fresh)],
                       check=True, capture_output=True)
        assert fresh.read_bytes() == shipped.read_bytes(), f"{shipped} is older than its .ts"


def test_the_shipped_qm_gives_every_translation(qapp, arabic_ts):
    translator = QTranslator()
    assert translator.load(str(i18n.qm_path("ar")))
    for m in arabic_ts.values():
        if m.numerus:
            got = translator.translate(m.context, m.source, m.comment or None, 7)
            assert got == m.translation[3], m.source
        else:
            assert translator.translate(m.context, m.source, m.comment or None) == m.translation


def test_translations_keep_placeholders_and_read_right_to_left(arabic_ts):
    for m in arabic_ts.values():
        forms = m.translation if m.numerus else [m.translation]
        if m.numerus:
            assert len(forms) == 6, m.source  # Arabic: 0, 1, 2, 3-10, 11-99, 100-102
        for k, text in enumerate(forms):
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(m.source)), (
                m.source, text)
            if m.numerus and k >= 3:
                assert "%n" in text, (m.source, text)
            if re.search(r"[A-Za-z]{3}", re.sub(r"<[^>]+>|%n|\{\w+\}|[A-Z]\b", "", m.source)):
                assert ARABIC.search(text), (m.source, text)  # words are translated
            assert "<i>" not in text, text  # the Arabic fonts have no italics
            # tiles and sums written in a translation sit in isolates: '1|4' never shows
            # as '4|1'; a placeholder's value is isolated when it is put in (voice.fill)
            bare = re.sub("[\u2066\u2068][^\u2069]*\u2069", "", text)
            assert not re.search(r"\d\|\d|\} [-+=>] \{", bare), (m.source, text)
            assert text.count("\u2069") == sum(text.count(c) for c in "\u2066\u2067\u2068")


def test_vocabulary_of_the_seeds(qapp, arabic):
    assert summary.variant_name("five-up") == "فايف أب"
    assert summary.variant_name("exact-61") == "إكزاكت 61"
    assert "طرف القيمة الصغرى" in summary.point_label(parse_point("1|4/low"))
    assert "طرف القيمة الكبرى" in summary.point_label(parse_point("1|4/high"))
    assert "الخط B" in summary.point_label(parse_point("4|4/lineB"))
    assert "الفرع A" in summary.point_label(parse_point("4|4/branchA"))
    assert summary.tiles_count(1) == "قطعة واحدة"
    assert summary.tiles_count(2) == "قطعتان"
    assert summary.tiles_count(5).startswith("5 ")
    assert QCoreApplication.translate("TableView", "Stock") == "الكومة"


def test_main_window_in_arabic(qapp, arabic, make_window, qtbot):
    window = make_window(human_vs_bot(3))
    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.panel.cards[0].tally.layoutDirection() == Qt.LayoutDirection.RightToLeft
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles and all(ARABIC.search(t) for t in titles), titles
    assert "فايف أب" in window.panel.title.text()
    # A reason code from the engine, with the players' names, in the status line
    c = window.controller
    bot_tile = c.match.round.hand(1)[0]
    reason = c.play(bot_tile, -1)
    assert reason is not None and ARABIC.search(reason), reason
    text = window.status_label.text()
    assert ARABIC.search(text) and "Bot1" in text and "Ann" not in text, text  # "your hand"
    assert "hand" not in text and "seat" not in text, text


def test_tally_mirrors_right_to_left(qapp, arabic, qtbot):
    from PySide6.QtGui import QColor, QImage

    from fivesup_qt.ui.side.tally import TallyWidget

    tally = TallyWidget()
    qtbot.addWidget(tally)
    tally.resize(240, 40)
    tally.set_raw(5, QColor("#000000"))
    tally.show()
    image: QImage = tally.grab().toImage()
    inked = [x for x in range(image.width()) for y in range(image.height())
             if image.pixelColor(x, y).lightness() < 100]
    assert inked and min(inked) > image.width() // 2  # the first symbol sits on the right


def test_reason_texts_in_arabic_name_the_players(qapp, arabic):
    from fivesup_qt.rules import Match

    m = Match(FIVE_UP, 2, auto_forced=False)
    hands = [["1|4", "1|1", "0|6", "2|6", "3|5"], ["4|4", "0|0", "0|1", "0|2", "0|3"]]
    deal = [[parse_tile(t) for t in hand] for hand in hands]
    used = {t for hand in deal for t in hand}
    m.start_round(0, deal, [t for t in range(28) if t not in used])
    names = ["أحمد", "Bea"]
    text = summary.reason_text(m.why_illegal(parse_move("1|4"), 1), names)
    assert "أحمد" in text and ARABIC.search(text.replace("أحمد", "")), text
    m.play(parse_move("1|4"))
    text = summary.reason_text(m.why_illegal(parse_move("0|1@1|4/high"), 1), names)
    assert "طرف القيمة الكبرى" in text and "0|1" in text, text


def test_language_comes_from_the_setting(tmp_path, monkeypatch):
    monkeypatch.setenv("FIVESUP_QT_HOME", str(tmp_path))
    assert i18n.saved_language() == "system"
    config = tmp_path / "config"
    config.mkdir()
    settings = config / "settings.json"
    settings.write_text(json.dumps({"language": "ar", "players": 3}))
    assert i18n.saved_language() == "ar"
    assert i18n.resolve("ar") == "ar" and i18n.resolve("en") == "en"
    broken = b'{"language": "ar"'  # read only: the settings store reports it later
    settings.write_bytes(broken)
    assert i18n.saved_language() == "system"
    assert settings.read_bytes() == broken


def test_start_up_reads_the_settings_as_the_store_knows_them(tmp_path, monkeypatch):
    from fivesup_qt.storage.settings import LANGUAGES
    from fivesup_qt.ui.theme import HIGH_CONTRAST, LIGHT, theme_named

    assert i18n.SETTINGS == LANGUAGES  # the start-up does not load the store itself
    monkeypatch.setenv("FIVESUP_QT_HOME", str(tmp_path))
    assert i18n.saved_settings() == {}
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"palette": "contrast"}))
    assert theme_named(i18n.saved_settings().get("palette")) is HIGH_CONTRAST
    assert theme_named(["dark"]) is LIGHT and theme_named(None) is LIGHT


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="LANG sets the system locale on Linux; Windows and macOS have their settings")
@pytest.mark.parametrize("lang,expected", [("ar_EG.UTF-8", "ar"), ("en_GB.UTF-8", "en")])
def test_default_follows_the_system_locale(lang, expected, tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env.update(LANG=lang, LANGUAGE="", FIVESUP_QT_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    code = ("from PySide6.QtWidgets import QApplication\n"
            "from fivesup_qt.ui.words import i18n\n"
            "app = QApplication([])\n"
            "print(i18n.install(app), app.layoutDirection().name)\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True, cwd=REPO).stdout.split()
    assert out == [expected, "RightToLeft" if expected == "ar" else "LeftToRight"]


def test_changing_the_language_asks_for_a_restart(qapp):
    try:
        i18n.install(qapp, "en")
        assert i18n.restart_note("en") is None
        assert "next time" in i18n.restart_note("ar")
    finally:
        i18n.uninstall()
