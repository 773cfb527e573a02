"""Glicko-2 ratings: how well a player solves puzzles, as a number with its uncertainty.

Mark Glickman's Glicko-2 system ("Example of the Glicko-2 system", 2013), step by step
as the paper gives it: a rating ``r`` with its deviation ``RD`` (how sure the rating
is) and its volatility ``sigma`` (how erratic the player's results are), updated once
per rating period from the results against rated opponents.  The puzzles use one
period per puzzle, the puzzle's own rating as the opponent and a win for a puzzle
solved at the first try (as Lichess rates its puzzles).

Pure Python, no Qt: the puzzle screen calls ``rate`` and stores the result.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178  # Glicko-2's scale: (r - 1500) / 173.7178 (the paper's step 2)
START = 1500.0  # an unrated player's rating, deviation and volatility (the paper's step 1)
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
TAU = 0.5  # the system constant: how much the volatility may change (0.3 to 1.2)
EPSILON = 0.000001  # the convergence tolerance of the volatility's iteration


@dataclass(frozen=True)
class Glicko:
    """A rating on the Glicko scale (1500 for a new player), its deviation and volatility."""

    rating: float = START
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY


@dataclass(frozen=True)
class Result:
    """One game of a rating period: the opponent's rating and deviation, and the score
    (1 a win, 0.5 a draw, 0 a loss)."""

    rating: float
    deviation: float
    score: float


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(player: Glicko, rating: float, deviation: float) -> float:
    """The chance the paper's model gives ``player`` of beating an opponent so rated."""
    return _e((player.rating - START) / SCALE, (rating - START) / SCALE, deviation / SCALE)


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm on f(x) = 0."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def rate(player: Glicko, results: Sequence[Result], tau: float = TAU) -> Glicko:
    """``player`` after one rating period with ``results`` (the paper's steps 2 to 8);
    a period without games only widens the deviation."""
    mu = (player.rating - START) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not results:
        return Glicko(player.rating, SCALE * math.sqrt(phi * phi + sigma * sigma), sigma)
    v_inverse = 0.0
    improvement = 0.0  # the sum of g(phi_j) (s_j - E) of steps 4 and 7
    for result in results:
        mu_j, phi_j = (result.rating - START) / SCALE, result.deviation / SCALE
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        v_inverse += g * g * e * (1.0 - e)
        improvement += g * (result.score - e)
    v = 1.0 / v_inverse
    delta = v * improvement
    sigma_new = _volatility(delta, phi, v, sigma, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * improvement
    return Glicko(SCALE * mu_new + START, SCALE * phi_new, sigma_new)
