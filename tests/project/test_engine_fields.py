"""Only the engine sets a match's fields (issue 38): no module outside ``rules/`` assigns,
augments or deletes the state of a match or a round (``match.scores = ...``,
``match.rounds[0] = ...``, ``rnd.hands[seat] |= ...``); a reader that needs a match as
it stood asks ``rules.positions`` for it.  Read with ``ast``, so a comment or a string
never counts, and a class's own attributes (``self.rounds``) are its own business."""

from __future__ import annotations

import ast

from helpers import REPO
from helpers.sources import parsed, text_of

PACKAGE = REPO / "fivesup_qt"
# What a match and a round are (rules/match.py, rules/round.py, rules/layout.py), as
# ``Match.state`` and ``Round.state`` read them.  ``auto_forced`` is not among them: it
# says how the match is driven (who makes the forced draws), and is set by its driver.
ENGINE_FIELDS = frozenset({
    "rounds", "events", "scores", "winner", "target", "variant", "players", "scorer_of",
    "scorers", "_history",
    "hands", "stock", "drawn", "layout", "turn", "must_play", "passes", "end", "finisher",
    "leader", "placed", "parent", "order", "values",
})


def targets_of(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [node.target]
    if isinstance(node, ast.Delete):
        return list(node.targets)
    if isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
        return [node.target]
    if isinstance(node, ast.withitem) and node.optional_vars is not None:
        return [node.optional_vars]
    if isinstance(node, ast.NamedExpr):
        return [node.target]
    return []


def engine_writes(source: str) -> list[tuple[int, str]]:
    """Every (line, target) of ``source`` that writes an engine field of another object."""
    found = []
    for node in ast.walk(parsed(source)):
        stack = targets_of(node)
        while stack:
            target = stack.pop()
            if isinstance(target, (ast.Tuple, ast.List)):
                stack.extend(target.elts)
                continue
            if isinstance(target, ast.Starred):
                stack.append(target.value)
                continue
            while isinstance(target, ast.Subscript):  # match.scores[0] = ... writes scores
                target = target.value
            if not isinstance(target, ast.Attribute) or target.attr not in ENGINE_FIELDS:
                continue
            if isinstance(target.value, ast.Name) and target.value.id in ("self", "cls"):
                continue
            found.append((target.lineno, ast.unparse(target)))
    return found


def test_the_scan_finds_what_it_looks_for():
    source = """
class Viewer:
    def __init__(self, match):
        self.rounds = []            # the viewer's own attribute
        match.rounds = match.rounds[:2]
        self.match.events = []
        m.scores[0] += 5
        m.round.hands[1] |= 4
        a, m.winner = 1, None
        del m.events[3:]
        for m.turn in range(3): pass
        print(m.scores)             # a read
"""
    assert [text for _, text in sorted(engine_writes(source))] == [
        "match.rounds", "self.match.events", "m.scores", "m.round.hands", "m.winner",
        "m.events", "m.turn"]


def test_no_module_outside_the_engine_writes_a_match_or_a_round():
    lines = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name.startswith("rules/"):
            continue
        for line, text in engine_writes(text_of(path)):
            lines.append(f"{name}:{line}: {text}")
    assert lines == [], "engine fields assigned outside rules/:\n" + "\n".join(lines)
