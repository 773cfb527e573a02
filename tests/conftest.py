"""Shared fixtures: a test that reads hostile files must fail, never hang the suite."""

from __future__ import annotations

import pytest
from guards import deadline


@pytest.fixture
def no_hang():
    """The test body under ``guards.deadline(20)``."""
    with deadline(20):
        yield
