"""The work computer seats, hints, the review and duplicate play do off the GUI
thread, as picklable jobs for the ``WorkerRunner``: a module-level function and its arguments (a
``functools.partial``), never a closure, because a job runs in a worker process.  Each
takes its seat's observation on the GUI thread (a private snapshot) and thinks with
nothing but it.  Qt-free: a worker process imports this module, not Qt."""

from __future__ import annotations

from functools import partial
from random import Random
from typing import TYPE_CHECKING, Any

from ...rules import Match, Move
from .job_side import progress, stopped

if TYPE_CHECKING:
    from ...ai.duplicate import Duplicate
    from ...ai.hints import Hint
    from ...ai.review import Review
    from ...rules.observation import Observation
    from ...rules.record import Record

HINT_SECONDS = 0.6  # the hint's thinking budget (Hard's search)


def bot_move_job(level: str, match: Match, seat: int, seed: int) -> partial[Move]:
    """The job of a computer seat: its choice from its own observation only."""
    from ...rules.observation import observe

    return partial(bot_move, level, observe(match, seat), seed)  # a snapshot, taken now


def bot_move(level: str, obs: Observation, seed: int) -> Move:
    from ...ai.bots import make_bot  # loaded by the worker, not at start-up

    return make_bot(level).choose(obs, Random(seed))


def hint_job(match: Match, seat: int, seed: int, seconds: float,
             level: str = "hard") -> partial[Hint]:
    """The hint of ``level`` (Hard or Expert) for ``seat``, from its observation only."""
    from ...rules.observation import observe

    return partial(hint_of, observe(match, seat), seed, seconds, level)


def hint_of(obs: Observation, seed: int, seconds: float, level: str) -> Hint:
    from ...ai.hard import Budget
    from ...ai.hints import hint

    return hint(obs, Random(seed), Budget(seconds=seconds, deals=48, min_deals=6), level=level)


def review_job(record: Record, seat: int, deals: int, seed: int,
               **options: Any) -> partial[Review | None]:
    """The post-game review of ``seat``: its progress goes to the runner, and a Cancel
    stops it before the next deal of a decision's search (None then)."""
    return partial(review_of, record, seat, deals, seed, options)


def review_of(record: Record, seat: int, deals: int, seed: int,
              options: dict[str, Any]) -> Review | None:
    from ...ai.review import Cancelled, review

    try:
        return review(record, seat, deals=deals, seed=seed, progress=progress,
                      stopped=stopped, **options)
    except Cancelled:
        return None


class _Stopped(Exception):
    """The duplicate replay was cancelled between two rounds."""


def duplicate_job(record: Record, seat: int, level: str, levels: list[str | None],
                  seed: int) -> partial[Duplicate | None]:
    """``record``'s finished rounds played again with ``level`` in ``seat`` (the other
    seats at ``levels``, None for a person): its progress goes to the runner, and a
    Cancel stops it before the next round (None then)."""
    return partial(duplicate_of, record, seat, level, list(levels), seed)


def duplicate_of(record: Record, seat: int, level: str, levels: list[str | None],
                 seed: int) -> Duplicate | None:
    from ...ai.duplicate import duplicate
    from ...rules.record import replay

    def told(done: int, total: int) -> None:
        if not progress(done, total):
            raise _Stopped

    if stopped():
        return None
    match, _ = replay(record)
    try:
        return duplicate(match, seat, level, levels=levels, seed=seed, progress=told)
    except _Stopped:
        return None
