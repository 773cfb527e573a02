"""What ``fivesup-qt replay`` prints by default: a short summary a person reads.

The match (its rule set, target, players and rounds), each round's end in one line with
the scores it left, then the final scores and the winner.  The full replay report, the
JSON of docs/record-format.md, is ``replay --json``.  Everything here is read from the
report the rules made and the record's own keys; no Qt, no rule of its own.
"""

from __future__ import annotations

from typing import Any

from .rules.variants import displayed
from .written import signed


def _seats(seats: list[int]) -> str:
    """'seat 1', or a team's 'seats 0 and 2'."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + " and ".join(str(s) for s in seats)


def _who(data: dict[str, Any], players: int) -> str | None:
    """'seat 0: Ann (a person); seat 1: expert (the computer)' from the record's optional
    ``names`` and ``seats`` keys, or None when it has neither."""
    names = data.get("names")
    about = data.get("seats")
    names = names if isinstance(names, list) and len(names) == players else None
    about = about if isinstance(about, list) and len(about) == players else None
    if names is None and about is None:
        return None
    parts = []
    for seat in range(players):
        words = []
        if names is not None and isinstance(names[seat], str) and names[seat]:
            words.append(names[seat])
        kind = about[seat] if about is not None and isinstance(about[seat], dict) else {}
        if kind.get("type") == "human":
            words.append("a person" if not words else "(a person)")
        elif kind.get("type") == "bot":
            level = kind.get("level")
            computer = f"the computer, {level}" if isinstance(level, str) else "the computer"
            words.append(computer if not words else f"({computer})")
        parts.append(f"seat {seat}: {' '.join(words) or 'not said'}")
    return "; ".join(parts)


def _end(round_: dict[str, Any], winner: str | None) -> str:
    end, finisher = round_["end"], round_["finisher"]
    if end == "domino":
        return f"domino, seat {finisher} placed its last tile"
    if end == "blocked":
        return "blocked, nobody could place"
    if end == "won":
        return f"the match won inside the round by {winner}" if winner else "won"
    return "unfinished, the record stops in this round"


def summary_lines(report: dict[str, Any], data: dict[str, Any], rule_name: str,
                  target: int) -> list[str]:
    """The summary of a replayed record: ``report`` is its replay report (the JSON that
    ``--json`` prints), ``data`` the record as read, ``rule_name`` its rule set's English
    name and ``target`` the raw target the match was played to."""
    players = report["players"]
    scorers = [_seats(seats) for seats in report["scorers"]]
    rounds = report["rounds"]
    winner = scorers[report["winner"]] if report["winner"] is not None else None
    count = f"{len(rounds):,} round{'' if len(rounds) == 1 else 's'}"
    lines = [f"{rule_name} ({report['variant']}), {players} players, to {displayed(target)} "
             f"({target} raw), {count}: every move follows the rules"]
    who = _who(data, players)
    if who is not None:
        lines.append(who)
    if len(report["scorers"]) < players:
        lines.append("teams: " + "; ".join(scorers))
    before = [0] * len(scorers)
    for number, round_ in enumerate(rounds, 1):
        scores = round_["scores"]
        told = ", ".join(f"{name} at {score} ({signed(score - was)})"
                         for name, score, was in zip(scorers, scores, before))
        lines.append(f"round {number}: {_end(round_, winner)}; {told}")
        before = scores
    final = ", ".join(f"{name} {score} raw ({shown} shown)" for name, score, shown
                      in zip(scorers, report["scores"], report["displayed"]))
    lines.append(f"final scores: {final}")
    lines.append(f"winner: {winner}" if winner is not None
                 else "no winner: the record stops before the match is over")
    return lines
