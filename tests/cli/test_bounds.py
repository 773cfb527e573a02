"""Every numeric option of every command is bounded, its bounds said in ``--help``, and
a value past them (or of 5,000 digits) refused at once in one short line, exit status 2
(issue 39, item 5: ``puzzles generate --bot expert:10001`` ran without end, a 5,000-digit
N leaked Python's "Exceeds the limit (4300 digits)")."""

from __future__ import annotations

import subprocess
import sys

import pytest

from fivesup_qt.commands import cli
from fivesup_qt.commands.command_line import Parser

# each command, the arguments it needs before its options
COMMANDS = {"replay": ["x.json"], "review": ["x.json"], "simulate": [], "bench": [],
            "daily": [], "duplicate": ["x.json"], "puzzles": ["stats"]}
HUGE = "9" * 5000


class Caught(Exception):
    pass


def parser_of(command: str, monkeypatch) -> Parser:
    """The command's own parser, as it builds it."""
    caught: list[Parser] = []

    def grab(self, args=None, namespace=None):
        caught.append(self)
        raise Caught

    with monkeypatch.context() as patch:
        patch.setattr(Parser, "parse_args", grab)
        with pytest.raises(Caught):
            cli.run(command, [])
    return caught[0]


def numeric_options(parser: Parser) -> list:
    """The options that take a value read by a type (numbers, levels, dates)."""
    return [a for a in parser._actions if a.option_strings and a.type is not None]


def refused(command: str, args: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as stopped:
        cli.run(command, COMMANDS[command] + args)
    err = capsys.readouterr().err
    assert stopped.value.code == 2
    return err


@pytest.mark.parametrize("command", list(COMMANDS))
def test_every_numeric_option_is_bounded_and_says_so(command, monkeypatch, capsys):
    options = numeric_options(parser_of(command, monkeypatch))
    for action in options:
        bounds = getattr(action.type, "bounds", None)
        if bounds is not None:
            shown = [f"{n:,}" if isinstance(n, int) else f"{n:g}" for n in bounds]
            assert all(n in action.help for n in shown) or (
                action.option_strings == ["--seed"] and "2**64-1" in action.help), \
                (action.option_strings, action.help)
        else:  # a level, a seat or a date: said in words
            assert any(w in action.help for w in ("1 to 10,000", "0 to 3", "YYYY-MM-DD", "as --level")), \
                (action.option_strings, action.help)
        past = [] if bounds is None else [str(bounds[1] + 1)]  # a step past the high end
        for value in (HUGE, "-" + HUGE, "1e999", *past):
            if action.option_strings == ["--date"]:
                continue  # a date: below
            err = refused(command, [action.option_strings[0], value], capsys)
            assert err.count("\n") == 1 and err.startswith("error: "), err
            assert len(err) < 400 and "Exceeds" not in err and "digits" not in err, err
    if command in ("simulate", "puzzles", "daily", "bench", "review", "duplicate"):
        assert options  # the walk found them


@pytest.mark.parametrize(("command", "args"), [
    ("puzzles", ["generate", "--bot", "expert:10001"]),
    ("puzzles", ["generate", "--bot", "expert:99999999999999"]),
    ("puzzles", ["generate", "--bot", "hard:" + HUGE]),
    ("puzzles", ["generate", "--bot", "expert:0"]),
    ("simulate", ["--bots", "random,expert:10001"]),
    ("simulate", ["--bots", "hard:" + HUGE]),
])
def test_a_computer_player_past_its_deals_is_refused_at_once(command, args):
    """In a real process: before, ``expert:10001`` ran on without end."""
    done = subprocess.run([sys.executable, "-m", "fivesup_qt", command, *args],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    [line] = done.stderr.splitlines()
    assert "DEALS" in line and "1 to 10,000" in line and len(line) < 400, line
    assert "Exceeds" not in line


def test_a_long_date_is_cut_in_its_error_line(capsys):
    err = refused("daily", ["--date", "x" * 100_000], capsys)
    assert err.count("\n") == 1 and len(err) < 300 and "is not a date written" in err
    assert "x" * 40 + "\u2026" in err


def test_help_says_the_bots_deals_for_puzzles(capsys):
    with pytest.raises(SystemExit):
        cli.run("puzzles", ["--help"])
    flat = " ".join(capsys.readouterr().out.split())
    assert "DEALS 1 to 10,000" in flat
