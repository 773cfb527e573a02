"""The command line explains itself: ``fivesup-qt --help`` lists every command with a line
each (without Qt or a display), and every command's --help is plain words: no reST
markup, every option explained, its default seat and numbers as the code has them."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from helpers import REPO

from fivesup_qt import __main__ as entry
from fivesup_qt.commands import cli

ROOT = REPO
NO_DISPLAY = {k: v for k, v in os.environ.items()
              if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
HELP_WITHOUT_QT = ("import sys\n"
                   "from fivesup_qt.__main__ import main\n"
                   "try:\n"
                   "    main(sys.argv[1:])\n"
                   "except SystemExit as done:\n"
                   "    assert done.code in (0, None), done.code\n"
                   "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n")


def help_of(*args: str) -> str:
    done = subprocess.run([sys.executable, "-c", HELP_WITHOUT_QT, *args, "--help"],
                          capture_output=True, text=True, cwd=ROOT, env=NO_DISPLAY, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return done.stdout


def test_the_games_help_lists_every_command_with_a_line_each():
    """Without a display, without Qt: a newcomer's first question answered."""
    text = help_of()
    assert text.startswith("usage: fivesup-qt ")
    commands = text.split("\ncommands")[1]
    for name in entry.COMMANDS:
        [line] = [line for line in commands.splitlines() if line.split()[:1] == [name]]
        assert len(line.split()) > 4, line  # the command, then what it does in words
    assert "fivesup-qt COMMAND --help" in commands
    # every option of the game itself says what it does
    options = text.split("\noptions:\n")[1].split("\ncommands")[0]
    for option in ("--smoke", "--screenshot", "--players", "--variant", "--seed", "--dark",
                   "--version", "--verbose"):
        words = options.split(option, 1)[1].split("\n  -", 1)[0]
        assert re.search(r"[a-z]{3,} [a-z]{2,}", words), (option, words)


def test_every_command_is_dispatched_and_listed():
    assert set(entry.COMMANDS) == set(cli.COMMANDS) == set(cli.SUMMARIES)


@pytest.mark.parametrize("command", entry.COMMANDS)
def test_every_commands_help_is_plain_words(command):
    text = help_of(command)
    assert text.startswith(f"usage: fivesup-qt {command} ")
    for markup in ("``", "%%", "%(", ":func:", ":class:"):
        assert markup not in text, (command, markup)
    description = text.split("\n\n")[1]
    assert description[0].isupper() and description.rstrip().endswith("."), description
    # every option and argument is explained, not only named
    listed = text.split("\noptions:\n")[1]
    for option in re.findall(r"^  (--[a-z-]+)", listed, re.M):
        words = listed.split(option, 1)[1].split("\n  -", 1)[0]
        assert re.search(r"[a-z]{3,} [a-z]{2,}", words), (command, option, words)


def test_the_review_seat_default_is_the_same_in_help_docs_and_code(tmp_path, capsys):
    """The code takes the record's first human seat, else 0; --help and every document
    that shows review's usage (``[--seat S]``) say so, none says seat 0 alone."""
    text = " ".join(help_of("review").split())
    assert "default: the record's first human seat" in text and "else seat 0" in text
    documents = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
    told = 0
    for path in documents:
        paragraphs = re.split(r"\n\s*\n|\n\|", path.read_text(encoding="utf-8"))
        for paragraph, after in zip(paragraphs, [*paragraphs[1:], ""]):
            if "fivesup-qt review" in paragraph and "[--seat S]" in paragraph:  # its usage
                # the paragraph, or the one after a command line, says the default
                said = paragraph + (after if paragraph.startswith("```") else "")
                assert "first human seat" in said, (path.name, paragraph[:200])
                assert "seat S (0)" not in paragraph, path.name
                told += 1
    assert told
    data = {"format": "fivesup-match/1", "variant": "five-up", "players": 3, "rounds": [],
            "seats": [{"type": "bot", "level": "hard"}, {"type": "human"}, {"type": "human"}]}
    assert cli.human_seat(data, 3) == 1
    assert cli.human_seat({"seats": "none"}, 3) == 0


def test_bench_history_counts_in_words(tmp_path, capsys, monkeypatch):
    """'history of 1 match', '1 entry kept', '0 problems': as a person writes them."""
    monkeypatch.setenv("FIVESUP_QT_HOME", str(tmp_path))
    assert cli.run("bench", ["--history", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("history of 1 match: "), out
    assert ", 1 entry kept, 0 problems, " in out, out
