"""The autosave and the history agree: no finished match is lost between them.

A match ends in two writes: its entry is appended to the history, then its autosave
is retired.  A game killed between the two (or between the last autosave and the
history) leaves the match only in the autosave.  ``reconcile`` runs at start-up on
the autosave just read: a match that is over, or that the history already holds, is
put in the history when it is missing there (by match identity, never twice) and
its autosave retired.  Running it again changes nothing.

The history "holds" the match when it has an entry of the same match at any point
(``history.match_key``: variant, players, seats, start time, first deal), not only
of the very same moves: a full disk may have kept the autosave a few moves behind the
entry the history got (issue 23), and offering that match again would, when declined,
add it a second time as abandoned.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .files import StorageError
from .history import History, entry_from_match
from .saves import Autosave, LoadedRecord


@dataclass
class Reconciled:
    """What ``reconcile`` did: ``added`` the match to the history, ``retired`` the
    autosave (nothing is left to offer), and the problems met."""

    added: bool = False
    retired: bool = False
    problems: list[StorageError] = field(default_factory=list)


def final_record(loaded: LoadedRecord) -> dict[str, Any]:
    """The record as the history keeps it: with its ``result``."""
    match = loaded.match
    data = dict(loaded.data)
    if "result" not in data:
        data["result"] = ({"winner": match.winner, "scores": list(match.scores)}
                          if match.is_over else
                          {"winner": None, "scores": list(match.scores), "abandoned": True})
    return data


def reconcile(autosave: Autosave, history: History, loaded: LoadedRecord, *,
              names: list[str], seats: list[dict[str, Any]]) -> Reconciled:
    """Make the history hold the autosave's match when it is over; retire the autosave
    of a match that is over or already recorded.  ``names`` and ``seats`` describe its
    seats for the history entry (the record's own, else the interface's defaults)."""
    out = Reconciled()
    finished = loaded.match.is_over
    try:
        recorded = history.contains(loaded.data)
    except StorageError:  # not a history at all: appending moves it aside whole first
        recorded = False
    if not finished and not recorded:
        return out  # an unfinished match: offered for resumption as usual
    record = final_record(loaded)
    if not recorded:
        started = record.get("started")
        entry = entry_from_match(loaded.match, record, names=names, seats=seats,
                                 started=started if isinstance(started, str) else None)
        try:
            out.problems.extend(history.append(entry))
        except StorageError as error:  # keep the autosave, unwritten: the next start tries again
            out.problems.append(error)
            autosave.keep()
            return out
        out.added = True
    try:
        autosave.retire(record)
    except StorageError as error:
        out.problems.append(error)
        return out
    out.retired = True
    return out
