"""Pure rules of the ancient board games: no Streamlit, no Plotly.

``get_game(name)`` returns the game object of a rule set named as in ``docs/notation.md``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from games.core import Game, UnknownRulesError, message
from games.custodian import PRESETS as CUSTODIAN_PRESETS
from games.custodian import CustodianGame
from games.knossos import KnossosGame
from games.patolli import PRESETS as PATOLLI_PRESETS
from games.patolli import PatolliGame

GRID_RULE_SETS: tuple[str, ...] = tuple(CUSTODIAN_PRESETS)
RACE_RULE_SETS: tuple[str, ...] = ("knossos", *PATOLLI_PRESETS)
RULE_SETS: tuple[str, ...] = GRID_RULE_SETS + RACE_RULE_SETS
"""Every rule-set name this package can play, in the order the app lists them."""


@cache
def get_game(name: str) -> Game[Any, Any]:
    """The game object for ``name``; raises ``UnknownRulesError`` for a name that does not exist."""
    if name in CUSTODIAN_PRESETS:
        return CustodianGame(CUSTODIAN_PRESETS[name])
    if name == "knossos":
        return KnossosGame()
    if name in PATOLLI_PRESETS:
        return PatolliGame(PATOLLI_PRESETS[name])
    raise UnknownRulesError(message("unknown_rules", name=name, known=", ".join(RULE_SETS)))
