"""The work computer seats and hints do off the GUI thread, as plain callables for
the ``WorkerRunner``: each takes its seat's observation on the GUI thread (a private
snapshot) and thinks on the worker with nothing but it."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import TYPE_CHECKING

from ...rules import Match, Move

if TYPE_CHECKING:
    from ...ai.hints import Hint

HINT_SECONDS = 0.6  # the hint's thinking budget (Hard's search)


def bot_move_job(level: str, match: Match, seat: int, seed: int) -> Callable[[], Move]:
    """The job of a computer seat: its choice from its own observation only."""
    from ...rules.observation import observe

    obs = observe(match, seat)  # a private snapshot, taken on the GUI thread

    def job() -> Move:
        from ...ai.bots import make_bot  # loaded on the worker, not at start-up

        return make_bot(level).choose(obs, Random(seed))

    return job


def hint_job(match: Match, seat: int, seed: int, seconds: float,
             level: str = "hard") -> Callable[[], Hint]:
    """The hint of ``level`` (Hard or Expert) for ``seat``, from its observation only."""
    from ...rules.observation import observe

    obs = observe(match, seat)

    def job() -> Hint:
        from ...ai.hard import Budget
        from ...ai.hints import hint

        return hint(obs, Random(seed), Budget(seconds=seconds, deals=48, min_deals=6),
                    level=level)

    return job
