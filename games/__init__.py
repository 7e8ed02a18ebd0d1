"""Pure rules of the ancient board games: no Streamlit, no Plotly.

``get_game(name)`` returns the game object of a rule set named as in ``docs/notation.md``: a plain name
(``latrunculi-bell``) or a plain name with switches after ``+`` (``latrunculi-bell+LBE-V1+LBE-V2``), each
switch a scholar's own rule of ``docs/rules.md`` ("Variants", clauses ``*-V*``).  The families of games, and
what the package knows of each, are the entries of ``games.registry``; these are its names that every layer asks.
"""

from games.registry import (
    GRID_RULE_SETS,
    RACE_RULE_SETS,
    RULE_SETS,
    SWITCHES,
    base_name,
    full_name,
    get_game,
    split_name,
)

__all__ = [
    "GRID_RULE_SETS",
    "RACE_RULE_SETS",
    "RULE_SETS",
    "SWITCHES",
    "base_name",
    "full_name",
    "get_game",
    "split_name",
]
