"""The custodian-capture family as data: one frozen ``RuleSet`` of switches and four named presets.

Petteia and the three Latrunculi reconstructions differ only in the switches below; the engine reads
each switch in one place.  Clause IDs refer to ``docs/rules.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class RuleSet:
    """Independent switches of a custodian-capture game, plus what a person needs to know about it."""

    name: str
    title: str
    scholar: str
    """Whose reconstruction this is."""
    work: str
    """The publication the rules follow."""
    certainty: str
    """How sure we are: "reconstruction" (no ancient rule text survives for any of these games)."""
    width: int
    height: int
    rook_moves: bool
    """True: slide any distance (PET-03, LKO-02); False: one square (LBE-04, LSC-03)."""
    placement: str | None
    """None: pieces start on the board; "pairs": two per turn, dux last (LBE-02); "single" (LSC-02)."""
    soldiers: int
    has_dux: bool
    dux_capturable: bool
    """False: the dux cannot be taken but helps to take (LKO-04)."""
    dux_jumps_enemy: bool
    """The dux may jump an adjacent enemy (LBE-05)."""
    chain_jumps: bool
    """Any piece jumps any adjacent piece, in chains (LSC-03, LSC-04)."""
    stop_between_only_if_capturing: bool
    """LSC-06."""
    corner_capture: bool
    """LKO-06."""
    dux_lock_loses: bool
    """LKO-05, with the illegal self-lock."""
    extra_move_after_capture: bool
    """LBE-07."""
    corner_jaw: bool
    """LBE-V1: an empty corner square is the second jaw against a piece beside it."""
    extra_move_by_captor: bool
    """LBE-V2: the extra move of LBE-07 is made by the piece that captured."""
    two_stage_capture: bool
    """LSC-V1: an enclosed piece is blocked, not removed; its enemy removes it later in place of a move, while both
    its enclosers are free; only free pieces enclose, and a blocked piece whose encloser is blocked is free again."""
    loses_with_pieces: int
    """A side left with this many pieces or fewer loses (1: PET-08, LSC-07; 0: LBE-08; -1: never)."""
    quiet_limit: int
    """Half-moves without a capture that end the game (PET-10: 80; LBE-09: 60)."""
    clauses: tuple[tuple[str, str], ...]
    """Which clause of this rule set states each general rule (keys used by the engine's messages)."""
    added_by_us: tuple[str, ...] = ()
    """Rule keys that the reconstruction does not give and this museum chose (shown as such in the app):
    who starts, an ending so that every game ends, a reading where the source is unclear."""

    def clause(self, key: str) -> str | None:
        """The clause ID of this rule set for a general rule ``key`` (e.g. "move" -> "PET-03")."""
        return dict(self.clauses).get(key)

    def borrowed(self, key: str) -> dict[str, str]:
        """``{"clause_of": <rule set>}`` when the clause of ``key`` is another rule set's (Kowalski's "no_moves"
        is PET-09), so that a message names whose clause it is; else nothing."""
        clause, own = self.clause(key), self.clause("setup")
        if clause is None or own is None or clause[:3] == own[:3]:
            return {}
        return {"clause_of": CLAUSE_PREFIXES[clause[:3]]}


_CAPTURE_CLAUSES = (
    ("capture", "PET-04"),
    ("capture_many", "PET-05"),
    ("no_diagonal_capture", "PET-06"),
    ("safe_between", "PET-07"),
)

PETTEIA = RuleSet(
    name="petteia",
    title="Petteia",
    scholar="modern reconstruction",
    work="after Pollux, Onomasticon 9.98 (capture by enclosing) and Plato's image of a locked army",
    certainty="reconstruction",
    width=8,
    height=8,
    rook_moves=True,
    placement=None,
    soldiers=8,
    has_dux=False,
    dux_capturable=True,
    dux_jumps_enemy=False,
    chain_jumps=False,
    stop_between_only_if_capturing=False,
    corner_capture=False,
    dux_lock_loses=False,
    extra_move_after_capture=False,
    corner_jaw=False,
    extra_move_by_captor=False,
    two_stage_capture=False,
    loses_with_pieces=1,
    quiet_limit=80,
    clauses=(
        ("setup", "PET-01"),
        ("first", "PET-02"),
        ("move", "PET-03"),
        *_CAPTURE_CLAUSES,
        ("few_pieces", "PET-08"),
        ("no_moves", "PET-09"),
        ("quiet", "PET-10"),
    ),
)

KOWALSKI = RuleSet(
    name="latrunculi-kowalski",
    title="Latrunculi (Kowalski)",
    scholar="W. J. Kowalski",
    work="web essay on ludus latrunculorum, c. 2000-2008 (8 x 12 board, uncapturable dux)",
    certainty="reconstruction",
    width=12,
    height=8,
    rook_moves=True,
    placement=None,
    soldiers=12,
    has_dux=True,
    dux_capturable=False,
    dux_jumps_enemy=False,
    chain_jumps=False,
    stop_between_only_if_capturing=False,
    corner_capture=True,
    dux_lock_loses=True,
    extra_move_after_capture=False,
    corner_jaw=False,
    extra_move_by_captor=False,
    two_stage_capture=False,
    loses_with_pieces=-1,
    quiet_limit=80,
    clauses=(
        ("setup", "LKO-01"),
        ("first", "PET-02"),
        ("move", "LKO-02"),
        ("capture", "LKO-03"),
        ("capture_many", "PET-05"),
        ("no_diagonal_capture", "PET-06"),
        ("safe_between", "PET-07"),
        ("dux_immune", "LKO-04"),
        ("dux_lock", "LKO-05"),
        ("corner", "LKO-06"),
        ("self_lock", "LKO-05"),
        ("no_moves", "PET-09"),
        ("quiet", "PET-10"),
    ),
    added_by_us=("first", "self_lock", "quiet"),
)

BELL = RuleSet(
    name="latrunculi-bell",
    title="Latrunculi (Bell)",
    scholar="R. C. Bell",
    work="Board and Table Games from Many Civilizations, 1960 (2nd edition 1969; Dover reprint 1979, vol. 1, p. 86)",
    certainty="reconstruction",
    width=8,
    height=8,
    rook_moves=False,
    placement="pairs",
    soldiers=16,
    has_dux=True,
    dux_capturable=True,
    dux_jumps_enemy=True,
    chain_jumps=False,
    stop_between_only_if_capturing=False,
    corner_capture=False,
    dux_lock_loses=False,
    extra_move_after_capture=True,
    corner_jaw=False,
    extra_move_by_captor=False,
    two_stage_capture=False,
    loses_with_pieces=0,
    quiet_limit=60,
    clauses=(
        ("setup", "LBE-01"),
        ("first", "LBE-02"),
        ("first_place", "LBE-02"),
        ("placement", "LBE-02"),
        ("no_capture_in_placement", "LBE-03"),
        ("move", "LBE-04"),
        ("dux_jump", "LBE-05"),
        ("dux_capturable", "LBE-06"),
        ("extra_move", "LBE-07"),
        *_CAPTURE_CLAUSES,
        ("few_pieces", "LBE-08"),
        ("quiet", "LBE-09"),
        ("no_moves", "PET-09"),
    ),
    added_by_us=("first_place", "no_moves"),
)

SCHADLER = RuleSet(
    name="latrunculi-schadler",
    title="Latrunculi (Schädler)",
    scholar="U. Schädler",
    work="Latrunculi - ein verlorenes strategisches Brettspiel der Römer, Homo Ludens IV (1994), revised 2001",
    certainty="reconstruction",
    width=8,
    height=8,
    rook_moves=False,
    placement="single",
    soldiers=16,
    has_dux=False,
    dux_capturable=True,
    dux_jumps_enemy=False,
    chain_jumps=True,
    stop_between_only_if_capturing=True,
    corner_capture=False,
    dux_lock_loses=False,
    extra_move_after_capture=False,
    corner_jaw=False,
    extra_move_by_captor=False,
    two_stage_capture=False,
    loses_with_pieces=1,
    quiet_limit=60,
    clauses=(
        ("setup", "LSC-01"),
        ("first", "LSC-02"),
        ("first_place", "LSC-02"),
        ("placement", "LSC-02"),
        ("no_capture_in_placement", "LSC-02"),
        ("move", "LSC-03"),
        ("jump", "LSC-03"),
        ("chain", "LSC-04"),
        ("jump_no_capture", "LSC-05"),
        ("stop_between", "LSC-06"),
        *_CAPTURE_CLAUSES[:3],
        ("few_pieces", "LSC-07"),
        ("no_moves", "PET-09"),
        ("quiet", "LBE-09"),
    ),
    # LSC-02: "in this phase no captures are made" is Schädler's own rule (1994, 2001), not ours and not Bell's
    added_by_us=("first_place", "no_moves", "quiet"),
)

CLAUSE_PREFIXES = {
    "PET": "petteia",
    "LKO": "latrunculi-kowalski",
    "LBE": "latrunculi-bell",
    "LSC": "latrunculi-schadler",
}
"""Whose clauses a prefix names."""

PRESETS: dict[str, RuleSet] = {r.name: r for r in (PETTEIA, KOWALSKI, BELL, SCHADLER)}


@dataclass(frozen=True)
class Switch:
    """A scholar's own rule (a clause ``*-V*``) as data: the switches of the ``RuleSet`` it sets, the rule keys
    whose clause it becomes, and the rules we added that it retires (its author settles them)."""

    sets: tuple[tuple[str, bool], ...]
    clauses: tuple[tuple[str, str], ...]
    retires: tuple[str, ...] = ()


SWITCHES: dict[str, Switch] = {
    # LKO-V1: a blocked dux is only immobilised (no LKO-05, no illegal self-lock); who cannot move loses.
    "LKO-V1": Switch((("dux_lock_loses", False),), (("no_moves", "LKO-V1"),), retires=("self_lock",)),
    "LBE-V1": Switch((("corner_jaw", True),), (("corner_jaw", "LBE-V1"),)),
    "LBE-V2": Switch((("extra_move_by_captor", True),), (("captor_moves", "LBE-V2"),)),
    "LSC-V1": Switch((("two_stage_capture", True),), (("two_stage", "LSC-V1"),)),
}
"""The switches of the custodian rule sets, by clause ID (``games.SWITCHES`` says which rule set takes which)."""


def with_switches(rules: RuleSet, name: str, switches: tuple[str, ...]) -> RuleSet:
    """``rules`` with ``switches`` on, called ``name`` (the full name, ``latrunculi-bell+LBE-V1``)."""
    changes: dict[str, Any] = {}
    clauses, added = rules.clauses, rules.added_by_us
    for switch in (SWITCHES[s] for s in switches):
        changes.update(switch.sets)
        clauses += switch.clauses  # a later pair wins in ``RuleSet.clause``
        added = tuple(key for key in added if key not in switch.retires)
    return replace(rules, name=name, clauses=clauses, added_by_us=added, **changes)
