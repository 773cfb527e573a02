"""The documentation says what the game does: every worked example of the rules guides
agrees with the engine, the pictures are the ones the game draws now, the How to Play
section is the game's own guide, and the example record replays to the report shown."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import REPO
from PySide6.QtGui import QImage

from fivesup_qt.rules import Match, parse_move, parse_tile, placement_points
from fivesup_qt.rules.record import RecordError, load_record, replay
from fivesup_qt.rules.settlement import exact61_blocked, exact61_domino, five_up, round5
from fivesup_qt.ui.table import figures
from fivesup_qt.ui.table.teaching import tour_steps
from fivesup_qt.ui.windows import guide

ROOT = REPO
DOCS = ROOT / "docs"
RULES = {"en": DOCS / "rules.md", "ar": DOCS / "rules.ar.md"}
ISOLATED = re.compile("[\u2066\u2067\u2068][^\u2069]*\u2069")
NAMES = {"Ann": 0, "Ben": 1, "آن": 0, "بن": 1}
VARIANTS = {"Five-Up": "five-up", "Exact 61": "exact-61", "فايف أب": "five-up",
            "إكزاكت 61": "exact-61"}


def plain(text: str) -> str:
    """A Markdown table cell as text: isolates, code marks and escapes removed."""
    return re.sub("[\u2066-\u2069`]", "", text).replace("\\|", "|").replace("،", ",")


def codes(cell: str) -> list[str]:
    """The tile, point and move names of a cell, in order."""
    return re.findall(r"\d\|\d(?:[@/][\w|@/]+)?", plain(cell))


def numbers(text: str) -> list[int]:
    return [int(n.replace("−", "-")) for n in re.findall(r"[-−+]?\d+", plain(text))]


def table_after(path: Path, header_words: str) -> list[list[str]]:
    """The rows of the first table whose header line contains ``header_words``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        if line.startswith("|") and header_words in line:
            rows = []
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    break
                cells = re.split(r"(?<!\\)\|", row.strip())[1:-1]
                rows.append([c.strip() for c in cells])
            return rows
    raise AssertionError(f"no table with {header_words!r} in {path.name}")


HEADERS = {
    "en": {"tour": "| figure | placed |", "round": "| # | who | move |",
           "scores": "| variant | before", "rounding": "| pips |",
           "five-up": "| players | pips left, seat by seat | deductions |",
           "domino": "| players | finisher |", "blocked": "| players | leader |"},
    "ar": {"tour": "| الشكل | القطعة الموضوعة |", "round": "| # | اللاعب | الحركة |",
           "scores": "| النوع | قبل", "rounding": "| مجموع القيم |",
           "five-up": "| الخصومات |", "domino": "| منهي الجولة |", "blocked": "| البادئ |"},
}
LANGUAGES = ["en", "ar"]


@pytest.fixture(scope="module")
def steps():
    return tour_steps()


@pytest.mark.parametrize("language", LANGUAGES)
def test_tour_table_is_the_engines(steps, language):
    rows = table_after(RULES[language], HEADERS[language]["tour"])
    assert len(rows) == len(steps) == 13
    for row, step in zip(rows, steps):
        layout = step.match.round.layout
        placed = codes(row[1])
        move = placed[0] if len(placed) == 1 else f"{placed[0]}@{placed[1]}"
        assert move == step.placed, row
        names = codes(row[2])
        assert list(zip(names, numbers(re.sub(r"\d\|\d(/\w+)?", "", plain(row[2]))))) == \
            layout.counted_ends(), row
        assert int(row[3]) == layout.end_sum and int(row[4]) == placement_points(layout.end_sum)


@pytest.mark.parametrize("language", LANGUAGES)
def test_example_round_table_is_the_replay(language):
    _, report = replay(load_record(figures.EXAMPLE_RECORD))
    placements = [e for e in report["rounds"][0]["log"] if "play" in e]
    rows = table_after(RULES[language], HEADERS[language]["round"])
    assert len(rows) == len(placements)
    for row, entry in zip(rows, placements):
        assert NAMES[row[1]] == entry["seat"], row
        made = [c for c in codes(row[2]) if c.split("@")[0] == entry["play"]]
        assert made, (row, entry["play"])
        counted = codes(row[3])
        values = numbers(re.sub(r"\d\|\d(/\w+)?", "", plain(row[3])))
        assert [list(x) for x in zip(counted, values)] == entry["counted"], row
        assert [int(row[4]), int(row[5])] == [entry["sum"], entry["points"]], row


def play_example(variant: str, before: list[int]) -> Match:
    rnd = figures.EXAMPLE_RECORD["rounds"][0]
    match = Match(variant, 2)
    match.scores = list(before)
    match.start_round(rnd["leader"], [[parse_tile(t) for t in h] for h in rnd["hands"]],
                      [parse_tile(t) for t in rnd["stock"]])
    for text in rnd["moves"]:
        if match.is_over:
            break
        match.play(parse_move(text))
    return match


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_example_round_from_other_scores(language):
    rows = table_after(RULES[language], HEADERS[language]["scores"])
    assert len(rows) >= 8
    for row in rows:
        match = play_example(VARIANTS[row[0]], numbers(row[1]))
        assert match.scores == numbers(row[2]), row
        assert match.winner == NAMES.get(row[3]), row


@pytest.mark.parametrize("language", LANGUAGES)
def test_settlement_tables_are_the_engines(language):
    headers = HEADERS[language]
    text = RULES[language].read_text(encoding="utf-8")
    header = next(line for line in text.splitlines() if line.startswith(headers["rounding"]))
    [rounded] = table_after(RULES[language], headers["rounding"])
    assert [round5(p) for p in numbers(header)] == numbers("|".join(rounded)), header
    seat = r"(?:seat|المقعد) (\d) \u2066?([-+]\d+)"
    found = 0
    for row in table_after(RULES[language], headers["five-up"]):
        expected = [(s.seat, s.points) for s in five_up(numbers(row[1]))]
        assert [(int(a), int(b)) for a, b in re.findall(seat, row[2])] == expected, row
        found += len(expected)
    for row in table_after(RULES[language], headers["domino"]):
        finisher = numbers(row[1])[0]
        assert exact61_domino(numbers(row[2]), finisher) == numbers(row[3])[0], row
        found += 1
    for row in table_after(RULES[language], headers["blocked"]):
        leader = numbers(row[1])[0]
        expected = [(s.seat, s.points) for s in exact61_blocked(numbers(row[2]), leader)]
        assert [(int(a), int(b)) for a, b in re.findall(seat, row[3])] == expected, row
        found += len(expected)
    assert found >= 20


def test_both_guides_have_the_same_shape():
    def shape(path: Path) -> tuple:
        text = path.read_text(encoding="utf-8")
        return (re.findall(r"^(#+) ", text, re.M), re.findall(r"\]\((images/[\w.-]+)\)", text),
                len(re.findall(r"^\|", text, re.M)))
    assert shape(RULES["en"]) == shape(RULES["ar"])


def test_arabic_guide_keeps_tiles_in_isolates():
    """'1|4' inside Arabic text would read '4|1' without an isolate around it."""
    text = RULES["ar"].read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    bare = [line for line in ISOLATED.sub("", text).splitlines()
            if re.search(r"\d\\?\|\d|(?<![\w-])[-+]\d", line) and not line.startswith("|---")]
    assert not bare, bare
    assert text.count("\u2069") == sum(text.count(c) for c in "\u2066\u2067\u2068")


def test_how_to_play_section_is_the_games_guide(qapp):
    assert guide.sync_docs(DOCS, check=True) == [], "run tools/update-docs.sh"
    english = RULES["en"].read_text(encoding="utf-8")
    assert guide.START in english and "### Exact 61: the exact finish" in english


def test_every_picture_is_referenced_and_exists():
    images = {p.name for p in (DOCS / "images").glob("*.png")}
    texts = "".join(p.read_text(encoding="utf-8") for p in [*RULES.values(), ROOT / "README.md"])
    referenced = set(re.findall(r"images/([\w.-]+\.png)", texts))
    assert referenced == images
    assert {f"{name}.png" for name in figures.names()} <= images
    assert {"screenshot-en.png", "screenshot-ar.png"} <= images


@pytest.mark.parametrize("name", ["tour-09", figures.EXAMPLE, "tally-305"])
def test_committed_figures_are_what_the_game_draws_now(qapp, tmp_path, name):
    """Drawn again by ``python -m fivesup_qt.ui.table.figures``: same size, and at most a few
    pixels differ (anti-aliasing); a moved tile or mark differs in thousands."""
    assert figures.main([str(tmp_path), "--only", name]) == 0
    fresh = QImage(str(tmp_path / f"{name}.png"))
    committed = QImage(str(DOCS / "images" / f"{name}.png"))
    assert not fresh.isNull() and fresh.size() == committed.size(), "run tools/update-docs.sh"
    fresh = fresh.convertToFormat(QImage.Format.Format_RGB32)
    committed = committed.convertToFormat(QImage.Format.Format_RGB32)
    step = 2
    differing = sum(1 for y in range(0, fresh.height(), step) for x in range(0, fresh.width(), step)
                    if _far(fresh.pixel(x, y), committed.pixel(x, y)))
    sampled = (fresh.width() // step) * (fresh.height() // step)
    assert differing <= sampled * 0.01, f"{differing} of {sampled} pixels differ: run tools/update-docs.sh"


def _far(a: int, b: int) -> bool:
    return any(abs((a >> s & 255) - (b >> s & 255)) > 48 for s in (0, 8, 16))


def test_figures_show_what_the_engine_counts(qapp, tmp_path):
    """The counted-end discs of a figure are the theme's spinner orange: a figure with
    four counted ends shows more orange than one with a single counted double."""
    figures.main([str(tmp_path), "--only", "tour-09", "--only", "tour-11"])
    def orange(name: str) -> int:
        image = QImage(str(tmp_path / f"{name}.png")).convertToFormat(QImage.Format.Format_RGB32)
        return sum(1 for y in range(image.height()) for x in range(image.width())
                   if _is_orange(image.pixel(x, y)))
    assert orange("tour-09") > 2 * orange("tour-11") > 0


def _is_orange(rgb: int) -> bool:
    r, g, b = rgb >> 16 & 255, rgb >> 8 & 255, rgb & 255
    return r > 200 and 110 < g < 190 and b < 90


# -- the record format ------------------------------------------------------------------
def json_blocks(path: Path) -> list:
    return [json.loads(block) for block in
            re.findall(r"```json\n(.*?)```", path.read_text(encoding="utf-8"), re.S)
            if '"..."' not in block]


def test_record_format_example_replays_to_the_report_shown():
    record, report = json_blocks(DOCS / "record-format.md")
    assert record == figures.EXAMPLE_RECORD
    assert replay(load_record(record))[1] == report


def test_record_format_error_examples_are_the_replayers(tmp_path, monkeypatch, capsys):
    """The lines ``fivesup-qt replay m.fivesup.json`` writes, the file named in each."""
    from fivesup_qt.commands import cli

    text = (DOCS / "record-format.md").read_text(encoding="utf-8")
    shown = re.search(r"```text\n(.*?)```", text, re.S).group(1).splitlines()
    def changed(**change):
        record = json.loads(json.dumps(figures.EXAMPLE_RECORD))
        for key, value in change.items():
            if key == "players":
                record["players"] = value
            else:
                where, index = key.rsplit("_", 1)
                record["rounds"][0][where][int(index)] = value
        return record
    records = [changed(players="2"), changed(stock_0="0|5"), changed(moves_1="0|5@4|6/low"),
               changed(moves_2="4|5@4|4/branchA")]
    got = []
    monkeypatch.chdir(tmp_path)
    for record in records:
        with pytest.raises(RecordError):
            replay(load_record(json.dumps(record)))
        (tmp_path / "m.fivesup.json").write_text(json.dumps(record), encoding="utf-8")
        assert cli.run("replay", ["m.fivesup.json"]) == 2
        got.append(capsys.readouterr().err.rstrip("\n"))
    assert got == shown


def test_record_format_names_every_key_of_the_schemas():
    from fivesup_qt import schema

    text = (DOCS / "record-format.md").read_text(encoding="utf-8")
    match, report = schema.load("match"), schema.load("replay")
    keys = set(match["properties"]) | set(match["$defs"]["round"]["properties"])
    keys |= set(report["properties"]) | set(report["$defs"]["round"]["properties"])
    for kind in ("draw", "pass", "play", "settle"):
        keys |= set(report["$defs"][kind]["properties"])
    missing = sorted(key for key in keys if f"`{key}`" not in text)
    assert not missing, missing


def test_readme_opens_with_the_commands_then_the_game():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = text.index("```sh")
    pictures = [text.index("docs/images/screenshot-en.png"), text.index("docs/images/screenshot-ar.png")]
    assert commands < min(pictures) < text.index("## Playing")
    assert text.index("```", commands + 5) < min(pictures)
    playing = text.split("## Playing")[1].split("\n## ")[0]
    assert "(docs/rules.md)" in playing
    commands_section = text.split("## Commands")[1].split("\n## ")[0]
    assert "(docs/record-format.md)" in commands_section and "fivesup-qt schema" in commands_section
