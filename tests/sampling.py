"""How far apart two honest samples of the same games may lie: the tolerance of the tests that hold one way of
playing (the batch player, a fresh run) to another (the engine, the shipped runs)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import pstdev

TOLERANCE = 4.0
"""How many standard errors of the difference two honest samples may differ by (two-sided: about 6 in 100,000)."""


def mean_gap_allowed(a: Sequence[float], b: Sequence[float]) -> float:
    """The largest gap allowed between the means of samples ``a`` and ``b``."""
    return TOLERANCE * math.hypot(pstdev(a) / math.sqrt(len(a)), pstdev(b) / math.sqrt(len(b))) + 1e-9


def share_gap_allowed(share_a: float, count_a: int, share_b: float, count_b: int) -> float:
    """The largest gap allowed between two shares (of ``count_a`` and ``count_b`` games), by their pooled share."""
    pooled = (share_a * count_a + share_b * count_b) / (count_a + count_b)
    return TOLERANCE * math.sqrt(pooled * (1 - pooled) * (1 / count_a + 1 / count_b)) + 1e-9


def chance_gap_allowed(chance: float, count: int) -> float:
    """The largest gap allowed between the share of ``count`` honest draws and their exact ``chance``."""
    return TOLERANCE * math.sqrt(chance * (1 - chance) / count) + 1e-9
