"""Pure rules of the ancient board games: no Streamlit, no Plotly.

``get_game(name)`` returns the game object of a rule set named as in ``../shared/NOTATION.md``.
"""

from __future__ import annotations

from functools import cache

from games.core import UnknownRulesError, message
from games.custodian import PRESETS as CUSTODIAN_PRESETS
from games.custodian import CustodianGame

RULE_SETS: tuple[str, ...] = tuple(CUSTODIAN_PRESETS)
"""Every rule-set name this package can play, in the order the app lists them."""


@cache
def get_game(name: str) -> CustodianGame:
    """The game object for ``name``; raises ``UnknownRulesError`` for a name that does not exist."""
    if name in CUSTODIAN_PRESETS:
        return CustodianGame(CUSTODIAN_PRESETS[name])
    raise UnknownRulesError(message("unknown_rules", name=name, known=", ".join(RULE_SETS)))
