"""Win chances with three players: a model fitted to simulated matches, not a table.

A two-sided table (``equity``) holds one chance for every pair of scores; three scores
would need 61³ (Exact 61) to 81³ (Five-Up) states, 61-81 times a two-sided table's,
whose builds take minutes each, and a grid coarse enough to build would blur the exact
distance to 305 that Exact 61's chances turn on.  Instead each player's chance is a
softmax over the three players of one utility of its own score (the seats are
interchangeable: who leads a round is part of the simulated rounds, so averaged over):

    chance_k = exp(h(score_k)) / (exp(h(score_0)) + exp(h(score_1)) + exp(h(score_2)))

``h`` is piecewise linear in the distance to the target, with a value at each of
``KNOTS`` (every 5 over the last 30 points, where Exact 61's exact finish is decided,
wider further off; 0 at the farthest), and never lower for a score nearer the target:
so a player's chance never falls when it scores and never rises when another does, the
chances add up to one, and equal scores are even, by construction.  A lead over the
best other player, alone and weighed by how near the end is, was tried as a feature
too and fitted worse on held-out matches (log loss 0.849 against 0.844 in Exact 61,
0.833 against 0.827 in Five-Up; bins off by up to 2.4-2.6 points of chance against
1.3-1.8), and broke monotonicity.  The values are fitted by maximum likelihood
(Newton's method, the increments between knots kept ≥ 0) to the round starts of
simulated greedy matches (the players of Hard's playouts, as the two-sided tables),
each labelled with who went on to win the match: half the matches from the start, half
from three random scores, so that scores a real match reaches rarely are covered too.
Built by ``python -m fivesup_qt.ai.equity3 --build-all DIR`` and shipped as data
(``resources/equity-*-3p.json``, format ``fivesup-equity3/1``: the knots, ``h`` at
each, the budget and seed, and the calibration measured on held-out matches).

To the originals' target only (305 raw, 61 shown): a three-player match to 41 or 31
has no model (``setup3_for`` gives None), so no win chances at all; the review judges
it by points and says it has no winning chances for that kind of match, as it does for
three players at 61, where the model is not the review's measure either.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from functools import cache
from importlib import resources
from itertools import pairwise
from pathlib import Path
from random import Random
from typing import Final, NamedTuple

from ..rules.match import Match
from ..rules.variants import EXACT_61, FIVE_UP, TARGET, RuleSet
from .playout import greedy_playout

FORMAT: Final = "fivesup-equity3/1"
STEP: Final = 5
# distances to the target (raw points) of the hat functions: every 5 over the last 30
# (Exact 61's finishes), then wider; Five-Up adds the distances below zero
KNOTS_EXACT: Final = (5, 10, 15, 20, 25, 30, 40, 55, 80, 110, 150, 200, 250, TARGET)
KNOTS_FIVE_UP: Final = (*KNOTS_EXACT, TARGET + 50, TARGET + 100)


class Setup3(NamedTuple):
    """A three-player setup's model: where its scores are read from, its budget."""

    variant: RuleSet
    floor: int  # lower scores read as it (Exact 61: none; Five-Up: as the two-sided)
    knots: tuple[int, ...]
    matches: int  # simulated matches the model is fitted to (half from the start)
    resource: str


SETUPS3: Final = (
    Setup3(EXACT_61, 0, KNOTS_EXACT, 16000, "equity-exact61-3p.json"),
    Setup3(FIVE_UP, -100, KNOTS_FIVE_UP, 16000, "equity-fiveup-3p.json"),
)


def setup3_for(variant: RuleSet, players: int, target: int = TARGET) -> Setup3 | None:
    """The three-player model of a match, or None (two sides, a shorter target)."""
    if players != 3 or target != TARGET:
        return None
    return next((s for s in SETUPS3 if s.variant is variant), None)  # None: no model made


def hats(setup: Setup3, score: int) -> list[float]:
    """A score's weights on the knots (linear between the two around its distance to
    the target; scores below the floor read as the floor's)."""
    knots = setup.knots
    distance = TARGET - min(max(score, setup.floor), TARGET - STEP)
    out = [0.0] * len(knots)
    for b in range(len(knots) - 1):
        lo, hi = knots[b], knots[b + 1]
        if lo <= distance <= hi:
            share = (distance - lo) / (hi - lo)
            out[b], out[b + 1] = 1.0 - share, share
            break
    return out


class Model:
    """A setup's fitted utilities (``h`` at each knot), read with ``chances``."""

    def __init__(self, setup: Setup3, utilities: list[float]) -> None:
        self.setup = setup
        self.utilities = utilities

    def utility(self, score: int) -> float:
        """``h``: what a score is worth, on the softmax's scale."""
        return sum(w * x for w, x in zip(self.utilities, hats(self.setup, score)))

    def chances(self, scores: list[int]) -> list[float]:
        """Each player's chance of winning the match from ``scores`` at a round's start
        (or end).  A score at or above the target has won (Exact 61's exact finish; the
        Five-Up player alone ahead); equal top scores there share the chance."""
        top = max(scores)
        if top >= TARGET:
            leaders = [k for k, s in enumerate(scores) if s == top]
            return [1.0 / len(leaders) if k in leaders else 0.0 for k in range(len(scores))]
        us = [self.utility(s) for s in scores]
        peak = max(us)
        es = [math.exp(u - peak) for u in us]
        total = sum(es)
        return [e / total for e in es]


@cache
def model(setup: Setup3) -> Model:
    """A setup's shipped model, read once."""
    name = setup.resource
    text = resources.files("fivesup_qt").joinpath("resources").joinpath(name).read_text("utf-8")
    data = json.loads(text)
    if data.get("format") != FORMAT:
        raise ValueError(f"{name}: not {FORMAT}")
    header = (data.get("variant"), data.get("players"), data.get("floor"), data.get("target"),
              tuple(data.get("knots", ())))
    if header != (setup.variant.value, 3, setup.floor, TARGET, setup.knots):
        raise ValueError(f"{name}: a model for {header}, not {setup}")
    utilities = [float(w) for w in data["utilities"]]
    if len(utilities) != len(setup.knots) or any(
            near < far for near, far in pairwise(utilities)):
        raise ValueError(f"{name}: not one utility a knot, never lower nearer the target")
    return Model(setup, utilities)


# -- fitting -----------------------------------------------------------------------------
Example = tuple[list[int], int]  # the scores at a round's start, and who won the match


def start_scores(setup: Setup3, rng: Random) -> list[int]:
    """Three random scores (multiples of 5) from the floor (Five-Up: from -50, where
    nearly every real score lies) to the last below the target."""
    low = max(setup.floor, -50)
    return [low + STEP * rng.randrange((TARGET - low) // STEP) for _ in range(3)]


def simulate(setup: Setup3, matches: int, seed: int, mixed: bool = True) -> list[Example]:
    """Every round start of ``matches`` greedy matches with the winner: even-numbered
    matches from the start (0, 0, 0), odd ones from three random scores (``mixed``;
    else all from the start)."""
    rng = Random(f"{seed}/{setup.variant.value}/3p/{'mixed' if mixed else 'start'}")
    out: list[Example] = []
    for m in range(matches):
        match_seed = rng.getrandbits(32)
        scores = start_scores(setup, rng) if mixed and m % 2 else None
        match = Match(setup.variant, 3, seed=match_seed, scores=scores)
        play = Random(rng.getrandbits(32))
        starts: list[list[int]] = []
        while match.winner is None and len(starts) < 200:
            starts.append(list(match.scores))
            match.start_round()
            greedy_playout(match, play)
        if match.winner is not None:  # (a match of 200 rounds is left out)
            out.extend((scores, match.winner) for scores in starts)
    return out


def fit(setup: Setup3, examples: list[Example], ridge: float = 1e-4,
        steps: int = 50) -> list[float]:
    """The utilities of highest likelihood with ``h`` never lower nearer the target:
    ``h`` at knot b is the sum of increments δ_c ≥ 0 for c ≥ b (the farthest knot's is
    0), so a score's feature for δ_c is its hats' weight on knots 0..c; Newton's method
    with the increments that would go below zero held at it (numpy's; fitting only)."""
    import numpy as np

    last = len(setup.knots) - 1
    phi = np.array([[np.cumsum(hats(setup, s)[:last]) for s in scores]
                    for scores, _ in examples])
    won = np.array([winner for _, winner in examples])
    n, _, d = phi.shape
    w = np.zeros(d)
    rows = np.arange(n)
    for _ in range(steps):
        u = phi @ w
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("nk,nkd->nd", p, phi)
        grad = (phi[rows, won] - mean).sum(axis=0) - ridge * n * w
        second = np.einsum("nk,nkd,nke->de", p, phi, phi) - mean.T @ mean + ridge * n * np.eye(d)
        free = ~((w <= 0.0) & (grad < 0.0))  # held at zero: the likelihood wants it lower
        step = np.zeros(d)
        step[free] = np.linalg.solve(second[np.ix_(free, free)], grad[free])
        w = np.maximum(w + step, 0.0)
        if float(np.abs(step).max()) < 1e-8:
            break
    return [round(float(w[b:].sum()), 6) for b in range(last)] + [0.0]


def calibration(m: Model, examples: list[Example], bins: int = 10
                ) -> dict[str, object]:
    """How the chances given match who won: every player of every round start is one
    prediction (its chance, and 1 if it won); by tenths of the chance, the mean chance
    given against the share that won, the Brier score (mean squared error of the
    chances) against a 1/3 guess's, and the log loss."""
    counts = [0] * bins
    given = [0.0] * bins
    won = [0] * bins
    brier = log_loss = 0.0
    for scores, winner in examples:
        for k, p in enumerate(m.chances(scores)):
            y = 1 if k == winner else 0
            b = min(int(p * bins), bins - 1)
            counts[b] += 1
            given[b] += p
            won[b] += y
            brier += (p - y) ** 2
        log_loss -= math.log(max(m.chances(scores)[winner], 1e-12))
    n = len(examples)
    table = [{"from": b / bins, "to": (b + 1) / bins, "predictions": counts[b],
              "mean_chance": round(given[b] / counts[b], 4),
              "share_won": round(won[b] / counts[b], 4)}
             for b in range(bins) if counts[b]]
    worst = max(abs(given[b] - won[b]) / counts[b] for b in range(bins) if counts[b] >= 100)
    return {"round_starts": n, "brier": round(brier / (3 * n), 4),
            "brier_uniform": round(2 / 9, 4), "log_loss": round(log_loss / n, 4),
            "log_loss_uniform": round(math.log(3), 4),
            "worst_bin_gap": round(float(worst), 4), "bins": table}


def write(setup: Setup3, path: Path, matches: int, seed: int) -> dict[str, object]:
    """Fit a setup's model to ``matches`` simulated matches and measure it on as many
    held-out ones (another seed) into ``path``; what was measured is returned too."""
    start = time.perf_counter()
    train = simulate(setup, matches, seed)
    utilities = fit(setup, train)
    seconds = time.perf_counter() - start
    fitted = Model(setup, utilities)
    held_seed = seed + 1000
    data: dict[str, object] = {
        "format": FORMAT, "variant": setup.variant.value, "players": 3, "target": TARGET,
        "floor": setup.floor, "knots": list(setup.knots),
        "playouts": "greedy matches, half from the start and half from three random scores",
        "matches": matches, "round_starts": len(train), "seed": seed, "utilities": utilities,
        "held_out": {
            "seed": held_seed, "matches": matches // 4,
            "from_the_start": calibration(fitted, simulate(setup, matches // 4, held_seed,
                                                           mixed=False)),
            "mixed": calibration(fitted, simulate(setup, matches // 4, held_seed))},
    }
    text = json.dumps(data, separators=(",", ":")) + "\n"
    path.write_text(text, encoding="utf-8")
    data["seconds"] = round(seconds, 1)
    data["bytes"] = len(text.encode("utf-8"))
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m fivesup_qt.ai.equity3",
        description="Fit the three-player win-chance models to simulated greedy matches "
                    "and measure their calibration on held-out ones.")
    parser.add_argument("--build-all", metavar="DIR", required=True,
                        help="fit both variants' models into DIR, under their shipped names")
    parser.add_argument("--matches", type=int, default=None,
                        help="simulated matches to fit to (default: each model's budget)")
    parser.add_argument("--seed", type=int, default=61)
    args = parser.parse_args(argv)
    folder = Path(args.build_all)
    folder.mkdir(parents=True, exist_ok=True)
    for setup in SETUPS3:
        matches = args.matches or setup.matches
        data = write(setup, folder / setup.resource, matches, args.seed)
        held = data["held_out"]
        assert isinstance(held, dict)
        print(f"{folder / setup.resource}: {matches} matches, {data['round_starts']} round "
              f"starts, fitted in {data['seconds']} s, {data['bytes']:,} bytes", file=sys.stderr)
        for name in ("from_the_start", "mixed"):
            print(f"  held out, {name}: {json.dumps(held[name])}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
