"""Glicko-2 (``ai/rating.py``) against the worked example of Glickman's paper
("Example of the Glicko-2 system"): a player rated 1500 (RD 200, volatility 0.06)
beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), with tau 0.5."""

from __future__ import annotations

import math

import pytest

from fivesup_qt.ai.rating import SCALE, Glicko, Result, expected, rate

PLAYER = Glicko(1500.0, 200.0, 0.06)
GAMES = [Result(1400, 30, 1.0), Result(1550, 100, 0.0), Result(1700, 300, 0.0)]


def test_the_papers_example():
    after = rate(PLAYER, GAMES, tau=0.5)
    # the paper: r' = 1464.06, RD' = 151.52, sigma' = 0.05999
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)  # 0.059996
    # and on the Glicko-2 scale: mu' = -0.2069, phi' = 0.8722
    assert (after.rating - 1500) / SCALE == pytest.approx(-0.2069, abs=0.0001)
    assert after.deviation / SCALE == pytest.approx(0.8722, abs=0.0001)


def test_the_papers_expected_scores():
    # the paper's E(mu, mu_j, phi_j) for the three opponents: 0.639, 0.432, 0.303
    shown = [expected(PLAYER, g.rating, g.deviation) for g in GAMES]
    assert shown == pytest.approx([0.639, 0.432, 0.303], abs=0.0005)


def test_a_win_raises_a_loss_lowers_and_each_narrows_the_deviation():
    fresh = Glicko()
    won = rate(fresh, [Result(1500, 80, 1.0)])
    lost = rate(fresh, [Result(1500, 80, 0.0)])
    assert won.rating > 1500 > lost.rating
    assert won.rating - 1500 == pytest.approx(1500 - lost.rating)
    assert won.deviation < fresh.deviation and lost.deviation < fresh.deviation
    # beating a stronger opponent gains more than beating a weaker one
    assert rate(fresh, [Result(1800, 80, 1.0)]).rating > rate(fresh, [Result(1200, 80, 1.0)]).rating


def test_a_period_without_games_only_widens_the_deviation():
    after = rate(PLAYER, [])
    assert after.rating == PLAYER.rating and after.volatility == PLAYER.volatility
    assert after.deviation == pytest.approx(SCALE * math.sqrt((200 / SCALE) ** 2 + 0.06 ** 2))
