"""Shared fixtures: a test that reads hostile files must fail, never hang the suite."""

from __future__ import annotations

import pytest
from guards import HANG_S, deadline


@pytest.fixture
def no_hang():
    """The test body under a deadline that only a hang reaches (two of ``guards.HANG_S``:
    a test may wait that long for each of its children); a busy machine does not."""
    with deadline(2 * HANG_S):
        yield
