"""``fivesup-qt bench --bots``: the Hard and Expert players' decision times, and the
deals Expert looks at in the time it has."""

from __future__ import annotations

import statistics
import time
from random import Random

from ...rules.build import build_name
from ...rules.match import Match


def bench_decisions(name: str = "hard", decisions: int = 120,
                    seed: int = 5) -> tuple[list[float], list[int]]:
    """Seconds per decision of a bot (``hard`` or ``expert``: the game's time budget)
    over real match positions of both variants and all player counts, forced single
    moves included; for Expert also the deals each sampled decision looked at (what a
    faster engine buys within the same time)."""
    from ...ai.bots import Bot, make_bot
    from ...rules.observation import observe

    rng = Random(seed)
    deals: list[int] = []
    counted = 0

    def count() -> bool:  # asked before each deal (ExpertBudget.stop)
        nonlocal counted
        counted += 1
        return False

    if name == "expert":
        from ...ai.expert import ExpertBot, ExpertBudget

        bot: Bot = ExpertBot(ExpertBudget(stop=count))  # the game's budget, deals counted
    else:
        bot = make_bot(name)
    medium = make_bot("medium")
    times: list[float] = []
    n = 0
    while len(times) < decisions:
        match = Match.new(("five-up", "exact-61")[n % 2], 2 + n % 3, seed=n)
        n += 1
        while not match.is_over and len(match.rounds) <= 3 and len(times) < decisions:
            if match.round.is_over:
                match.start_round()
                continue
            obs = observe(match, match.turn)
            if match.turn == 0:
                counted = 0
                start = time.perf_counter()
                move = bot.choose(obs, rng)
                times.append(time.perf_counter() - start)
                if counted:
                    deals.append(counted)
            else:
                move = medium.choose(obs, rng)
            match.push(move)
    return times, deals


def main() -> int:
    """Print each bot's decision times against its targets."""
    targets = {"hard": "median <= 300 ms, 95th <= 1000 ms",
               "expert": "median <= 400 ms, 95th <= 1200 ms"}
    for name, target in targets.items():
        times, deals = bench_decisions(name)
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"{name} bot ({build_name()} engine), {len(times)} decisions: median "
              f"{statistics.median(times) * 1e3:.0f} ms, 95th percentile {p95 * 1e3:.0f} ms, "
              f"max {times[-1] * 1e3:.0f} ms (targets: {target})")
        if len(deals) > 1:
            low, _, high = statistics.quantiles(deals, n=4)
            print(f"  deals looked at in the {len(deals)} decisions it sampled: median "
                  f"{statistics.median(deals):.0f} (half of them within {low:.0f} to {high:.0f})")
    return 0
