"""What ``fivesup-qt replay`` prints by default: a short summary a person reads.

The match (its rule set, target, players and rounds), each round's end in one line with
the scores it left, then the final scores and the winner; the seats named as the window
names them (``seat_names``: the record's names, else "You", "North", "Computer 2", ...).
The full replay report, the JSON of docs/record-format.md, is ``replay --json``.
Everything here is read from the report the rules made and the record's own keys; no Qt,
no rule of its own.
"""

from __future__ import annotations

from typing import Any

from ..problems import one_line
from ..rules.variants import displayed
from ..seat_names import record_names, scorer_name
from ..written import signed


def _who(data: dict[str, Any], names: list[str]) -> str | None:
    """'Ann: a person; North: the computer, Expert' from the record's optional ``seats``
    key, or None when it does not say."""
    from ..ai.bots import bot_title

    about = data.get("seats")
    if not isinstance(about, list) or len(about) != len(names):
        return None
    parts = []
    for name, kind in zip(names, about):
        kind = kind if isinstance(kind, dict) else {}
        if kind.get("type") == "human":
            what = "a person"
        elif kind.get("type") == "bot":
            level = kind.get("level")
            what = f"the computer, {bot_title(one_line(level, 40))}" if isinstance(level, str) \
                else "the computer"
        else:
            what = "not said"
        parts.append(f"{name}: {what}")
    return "; ".join(parts)


def _end(round_: dict[str, Any], winner: str | None, names: list[str]) -> str:
    end, finisher = round_["end"], round_["finisher"]
    if end == "domino":
        return f"domino, {names[finisher]} went out"
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
    names = record_names(data, players)  # as the window names the seats
    scorers = [scorer_name(names, seats) for seats in report["scorers"]]
    rounds = report["rounds"]
    winner = scorers[report["winner"]] if report["winner"] is not None else None
    count = f"{len(rounds):,} round{'' if len(rounds) == 1 else 's'}"
    lines = [f"{rule_name} ({report['variant']}), {players} players, to {displayed(target)} "
             f"({target} raw), {count}: every move follows the rules"]
    who = _who(data, names)
    if who is not None:
        lines.append(who)
    if len(report["scorers"]) < players:
        lines.append("teams: " + "; ".join(scorers))
    before = [0] * len(scorers)
    for number, round_ in enumerate(rounds, 1):
        scores = round_["scores"]
        told = ", ".join(f"{name} at {score} ({signed(score - was)})"
                         for name, score, was in zip(scorers, scores, before))
        lines.append(f"round {number}: {_end(round_, winner, names)}; {told}")
        before = scores
    final = ", ".join(f"{name} {score} raw ({shown} shown)" for name, score, shown
                      in zip(scorers, report["scores"], report["displayed"]))
    lines.append(f"final scores: {final}")
    lines.append(f"winner: {winner}" if winner is not None
                 else "no winner: the record stops before the match is over")
    return lines
