"""A long run of seeded games cut in two tiers: the first games of each rule set in the fast tier, the rest under
the ``slow`` marker, so that the fast tier holds every rule set to every assertion and the whole suite still
plays every game, each once."""

from __future__ import annotations

from typing import Any

import pytest


def seeds_in_tiers(games: dict[str, int], light: int) -> list[Any]:
    """``(rules, seeds)`` parameters: for each rule set of ``games`` its first ``light`` seeds (all of them when it
    has no more), and the rest of its count as a ``slow`` parameter with the id ``<rules>-the-rest``."""
    found = []
    for rules, count in games.items():
        found.append(pytest.param(rules, range(min(light, count)), id=rules))
        if count > light:
            found.append(pytest.param(rules, range(light, count), id=f"{rules}-the-rest", marks=pytest.mark.slow))
    return found
