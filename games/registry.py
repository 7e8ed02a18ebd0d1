"""The game families, one entry each: adding a family to the package is adding its entry here.

A ``GameFamily`` (model: OpenSpiel's ``register_game``) holds a family's rule sets with the switches each can take,
the factory of its game objects, its computer opponent (the plain evaluation, the levels' searches, the reason a
move is good) and its batch player.  ``FAMILIES`` are keyed by the ``family`` every game object names
(``Game.family``), so nothing outside a family asks which class an engine is; the render layer keeps its own table
of boards under the same keys (``board.DRAWERS``), since ``games/`` never imports it.

``get_game(name)`` returns the game object of a rule set named as in ``docs/notation.md``: a plain name
(``latrunculi-bell``) or a plain name with switches after ``+`` (``latrunculi-bell+LBE-V1+LBE-V2``), each
switch a scholar's own rule of ``docs/rules.md`` ("Variants", clauses ``*-V*``); ``split_name`` and
``full_name`` are the one reader and writer of that grammar.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeVar, cast

from games.ai.evaluate import evaluate_grid, evaluate_grid_master, evaluate_knossos, evaluate_patolli, grid_drawish
from games.ai.reasons import grid_reason, knossos_reason, patolli_reason
from games.ai.search import Evaluator, Level
from games.ai.tactics import capture_successors, ordered_successors
from games.core import AnyGame, Family, Game, Message, UnknownRulesError, message
from games.custodian import PRESETS as CUSTODIAN_PRESETS
from games.custodian import CustodianGame, with_switches
from games.knossos import KnossosGame, KnossosRules
from games.patolli import PRESETS as PATOLLI_PRESETS
from games.patolli import PatolliGame, patolli_with_switches

G = TypeVar("G", bound=Game[Any, Any])
"""The game objects of one family (``CustodianGame``, ...)."""


@dataclass(frozen=True)
class GameFamily(Generic[G]):
    """Everything the package knows of one family of games, under the ``family`` its game objects name."""

    id: Family
    switches: Mapping[str, tuple[str, ...]]
    """Its rule sets, in the order the app lists them, each with the switches it can take (clause IDs of
    ``docs/rules.md``) in their canonical order."""
    build: Callable[[str, str, tuple[str, ...]], G]
    """(rule set, its full name, the switches on) -> the game object."""
    is_race_game: bool
    """Its games are race games (as its game objects answer ``Game.is_race_game``)."""
    evaluate: Evaluator
    """The plain evaluation of a position for light: the novice's eye for a gain, and the club's judgement."""
    levels: Mapping[str, Level]
    """How the computer's levels above the novice search: ``club`` and ``master``."""
    reason: Callable[[G, Any, Any], Message]
    """(game, position, move) -> one sentence saying why the move is good (the hint's)."""
    batch: str | None
    """Its batch player for random self-play as ``module:function`` (called with the game, how many games and a numpy
    generator, it returns their summaries), or None.  Named, not imported: it needs numpy, which the rest of the
    package does without (``import games`` takes about 0.1 s, and the batch players 0.2 s more), so
    ``games.batch.runs`` loads it when games are played in blocks."""


def _levels(evaluate: Evaluator, club_depth: int = 1, master: Level | None = None) -> Mapping[str, Level]:
    """Club looks one decision ahead (``club_depth`` levels of the search); Master deepens, by ``master`` or plainly."""
    return {"club": Level(club_depth, 2_000, 0.5, evaluate), "master": master or Level(12, 60_000, 2.0, evaluate)}


CUSTODIAN: GameFamily[CustodianGame] = GameFamily(
    id="custodian",
    switches={
        "petteia": (),
        "latrunculi-kowalski": ("LKO-V1",),
        "latrunculi-bell": ("LBE-V1", "LBE-V2"),
        "latrunculi-schadler": ("LSC-V1",),
    },
    build=lambda base, name, switches: CustodianGame(with_switches(CUSTODIAN_PRESETS[base], name, switches)),
    is_race_game=False,
    evaluate=evaluate_grid,
    # Master: captures tried first, the captures pending at the horizon played out, and an evaluation that seeks
    # contact; each position costs more, so fewer are searched
    levels=_levels(
        evaluate_grid,
        master=Level(
            12,
            60_000,
            2.0,
            evaluate_grid_master,
            capture_successors,
            ordered_successors,
            contempt=50.0,
            drawish=grid_drawish,
        ),
    ),
    reason=grid_reason,
    batch="games.batch.play:play_games",
)
KNOSSOS: GameFamily[KnossosGame] = GameFamily(
    id="knossos",
    switches={"knossos": ("KNO-V1",)},
    build=lambda base, name, switches: KnossosGame(KnossosRules(name, most_coins="KNO-V1" in switches)),
    is_race_game=True,
    evaluate=evaluate_knossos,
    levels=_levels(evaluate_knossos, club_depth=2),  # the club sees the whole turn of two coins
    reason=knossos_reason,
    batch="games.batch.knossos:play_games",
)
PATOLLI: GameFamily[PatolliGame] = GameFamily(
    id="patolli",
    switches={"patolli": ("PAT-V1",), "patolli-family": ("PAT-V1",), "patolli-quick": ("PAT-V1",)},
    build=lambda base, name, switches: PatolliGame(patolli_with_switches(PATOLLI_PRESETS[base], name, switches)),
    is_race_game=True,
    evaluate=evaluate_patolli,
    levels=_levels(evaluate_patolli),
    reason=patolli_reason,
    batch="games.batch.patolli:play_games",
)

FAMILIES: Mapping[Family, GameFamily[Any]] = {family.id: family for family in (CUSTODIAN, KNOSSOS, PATOLLI)}
"""Every family, by the ``family`` its game objects name, in the order the app lists them."""
SWITCHES: Mapping[str, tuple[str, ...]] = {
    rules: own for family in FAMILIES.values() for rules, own in family.switches.items()
}
"""The switches each rule set can take (clause IDs of ``docs/rules.md``), in their canonical order."""
FAMILY_OF: Mapping[str, GameFamily[Any]] = {rules: family for family in FAMILIES.values() for rules in family.switches}
"""The family of each rule set (without switches)."""
RULE_SETS: tuple[str, ...] = tuple(SWITCHES)
"""Every rule-set name this package can play, in the order the app lists them (without switches)."""
GRID_RULE_SETS: tuple[str, ...] = tuple(rules for rules in RULE_SETS if not FAMILY_OF[rules].is_race_game)
RACE_RULE_SETS: tuple[str, ...] = tuple(rules for rules in RULE_SETS if FAMILY_OF[rules].is_race_game)


def family_of(game: Game[Any, Any]) -> GameFamily[Any]:
    """The entry of ``game``'s family."""
    return FAMILIES[game.family]


def base_name(name: str) -> str:
    """The rule set a name names, without its switches (``latrunculi-bell`` of ``latrunculi-bell+LBE-V1``), read
    without checking that it exists (``split_name`` checks)."""
    return name.split("+")[0]


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
                raise UnknownRulesError(
                    message("switch_elsewhere", switch=switch, rules=base, owners=", ".join(owners), known=known)
                )
            raise UnknownRulesError(message("unknown_switch", switch=switch, rules=base, known=known))
    return base, tuple(s for s in own if s in switches)


def full_name(base: str, switches: tuple[str, ...]) -> str:
    """The name of rule set ``base`` with ``switches`` on, in canonical order (``patolli+PAT-V1``)."""
    return "+".join((base, *(s for s in SWITCHES[base] if s in switches)))


@cache
def get_game(name: str) -> AnyGame:
    """The game object for ``name`` (switches in any order give the same object, named canonically);
    raises ``UnknownRulesError`` for a name that does not exist.  Cached by name: pages ask for their
    game on every click."""
    base, switches = split_name(name)
    return _build(base, switches)


@cache
def _build(base: str, switches: tuple[str, ...]) -> AnyGame:
    """One game object per rule set and switches, seen through the protocol alone (``AnyGame``): a family's game
    object takes only its own positions, so the view that hides their type is a cast."""
    return cast(AnyGame, FAMILY_OF[base].build(base, full_name(base, switches), switches))
