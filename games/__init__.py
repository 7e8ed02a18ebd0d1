"""Pure rules of the ancient board games: no Streamlit, no Plotly.

``get_game(name)`` returns the game object of a rule set named as in ``docs/notation.md``: a plain name
(``latrunculi-bell``) or a plain name with switches after ``+`` (``latrunculi-bell+LBE-V1+LBE-V2``), each
switch a scholar's own rule of ``docs/rules.md`` ("Variants", clauses ``*-V*``).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from games.core import Game, UnknownRulesError, message
from games.custodian import PRESETS as CUSTODIAN_PRESETS
from games.custodian import CustodianGame, with_switches
from games.knossos import KnossosGame, KnossosRules
from games.patolli import PRESETS as PATOLLI_PRESETS
from games.patolli import PatolliGame, patolli_with_switches

GRID_RULE_SETS: tuple[str, ...] = tuple(CUSTODIAN_PRESETS)
RACE_RULE_SETS: tuple[str, ...] = ("knossos", *PATOLLI_PRESETS)
RULE_SETS: tuple[str, ...] = GRID_RULE_SETS + RACE_RULE_SETS
"""Every rule-set name this package can play, in the order the app lists them (without switches)."""

SWITCHES: dict[str, tuple[str, ...]] = {
    "petteia": (),
    "latrunculi-kowalski": ("LKO-V1",),
    "latrunculi-bell": ("LBE-V1", "LBE-V2"),
    "latrunculi-schadler": ("LSC-V1",),
    "knossos": ("KNO-V1",),
    "patolli": ("PAT-V1",),
    "patolli-family": ("PAT-V1",),
    "patolli-quick": ("PAT-V1",),
}
"""The switches each rule set can take (clause IDs of ``docs/rules.md``), in their canonical order."""


def split_name(name: str) -> tuple[str, tuple[str, ...]]:
    """``(rule set, switches in canonical order)`` of a full name; raises ``UnknownRulesError`` for an
    unknown rule set, and for a switch that is unknown, belongs to another rule set or is given twice."""
    base, *switches = name.split("+")
    if base not in SWITCHES:
        raise UnknownRulesError(message("unknown_rules", name=base, known=", ".join(RULE_SETS)))
    own = SWITCHES[base]
    for switch in switches:
        if switches.count(switch) > 1:
            raise UnknownRulesError(message("switch_twice", switch=switch, rules=base))
        if switch not in own:
            owners = [rules for rules, theirs in SWITCHES.items() if switch in theirs]
            known = ", ".join(own) or "-"
            if owners:
                raise UnknownRulesError(message("switch_elsewhere", switch=switch, rules=base,
                                                owners=", ".join(owners), known=known))
            raise UnknownRulesError(message("unknown_switch", switch=switch, rules=base, known=known))
    return base, tuple(s for s in own if s in switches)


def full_name(base: str, switches: tuple[str, ...]) -> str:
    """The name of rule set ``base`` with ``switches`` on, in canonical order (``patolli+PAT-V1``)."""
    return "+".join((base, *(s for s in SWITCHES[base] if s in switches)))


@cache
def get_game(name: str) -> Game[Any, Any]:
    """The game object for ``name`` (switches in any order give the same object, named canonically);
    raises ``UnknownRulesError`` for a name that does not exist.  Cached by name: pages ask for their
    game on every click."""
    base, switches = split_name(name)
    return _build(base, switches)


@cache
def _build(base: str, switches: tuple[str, ...]) -> Game[Any, Any]:
    """One game object per rule set and switches."""
    name = full_name(base, switches)
    if base in CUSTODIAN_PRESETS:
        return CustodianGame(with_switches(CUSTODIAN_PRESETS[base], name, switches))
    if base == "knossos":
        return KnossosGame(KnossosRules(name, most_coins="KNO-V1" in switches))
    return PatolliGame(patolli_with_switches(PATOLLI_PRESETS[base], name, switches))
