"""Patolli, the Aztec race game with beans on an X of 52 cells, and its variants as data.

Clauses PAT-01..16 of ``docs/rules.md``.  A piece on the board is its progress 0..51
from its own entry cell; it stands on cell ``(entry + progress) % 52``.  Each turn is a throw of five
beans (a chance move) and then one move with the whole throw.

Position text: ``<light> <dark> <to-move> <throw> <stakes>``, e.g. ``r,r,r,r,r,r r,r,r,r,r,r l - 6,6,0``.
Moves: ``throw:3``, ``enter``, ``<progress>+<throw>`` (``12+3``), ``pass``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any, NamedTuple

from games.chance import FIVE_BEANS, FIVE_BEANS_DURAN, Device, throw_chances
from games.core import (
    CHANCE,
    DARK,
    LIGHT,
    SIDE_LETTERS,
    GameBase,
    Message,
    Move,
    NotationError,
    Outcome,
    Piece,
    Tally,
    Transfer,
    Turn,
    message,
    other,
)

BOARD = json.loads((Path(__file__).parent / "boards" / "patolli.json").read_text(encoding="utf-8"))
CELLS = len(BOARD["cells"])
"""PAT-03: 52 cells on an X."""
ENTRY: tuple[int, int] = (BOARD["entry"]["light"], BOARD["entry"]["dark"])
OFFERING_CELLS: frozenset[int] = frozenset(BOARD["offering_cells"])
"""PAT-09: landing here costs an offering to the bank."""
RESERVE, OFF = "r", "o"
ENTER, PASS = ("enter",), ("pass",)
PILES = ("reserve", "off")
"""The trays beside the board: pieces waiting to come in, pieces that have finished."""

PatolliMove = tuple[Any, ...]
"""``("throw", 3)``, ``("enter",)``, ``(progress, throw)`` or ``("pass",)``."""


def pile(kind: str, side: int) -> str:
    """The place name of a tray pile: ``pile("reserve", LIGHT) == "reserve:l"``."""
    return f"{kind}:{SIDE_LETTERS[side]}"


def parse_pile(name: str) -> tuple[str, int] | None:
    """``(kind, side)`` of a pile's name, or None for any other name."""
    kind, _, letter = name.partition(":")
    if kind in PILES and letter in SIDE_LETTERS:
        return kind, SIDE_LETTERS.index(letter)
    return None


PLACES = (*(str(c) for c in range(CELLS)), *(pile(kind, side) for side in (LIGHT, DARK) for kind in PILES))
"""The board's places: the 52 cells by number, then each side's reserve and finished piles."""


@dataclass(frozen=True)
class PatolliRules:
    """The switches of the three presets (PAT-14..16): one rule set, not three copies."""

    name: str
    title: str
    pieces: int
    """PAT-01: 6; PAT-16 (quick): 3."""
    stakes: int | None
    """PAT-02: items each player puts up; None without stakes (PAT-15, family)."""
    clause: str
    duran_count: bool = False
    """PAT-V1: Durán's count (five marks up count 10, no mark up loses the turn) instead of PAT-04's."""


PRESETS = {
    "patolli": PatolliRules("patolli", "Patolli, high stakes", 6, 6, "PAT-14"),
    "patolli-family": PatolliRules("patolli-family", "Patolli, family", 6, None, "PAT-15"),
    "patolli-quick": PatolliRules("patolli-quick", "Patolli, quick", 3, 6, "PAT-16"),
}


def patolli_with_switches(rules: PatolliRules, name: str, switches: tuple[str, ...]) -> PatolliRules:
    """``rules`` with ``switches`` on (PAT-V1, the only one), called ``name`` (``patolli+PAT-V1``)."""
    return replace(rules, name=name, duran_count="PAT-V1" in switches)


class PatolliState(NamedTuple):
    """Pieces of both sides, whose turn, the throw to use, and the stakes."""

    light: tuple[int, ...]
    """Progress of light's pieces on the board, ascending."""
    light_reserve: int
    light_off: int
    dark: tuple[int, ...]
    dark_reserve: int
    dark_off: int
    side: int
    throw: int | None
    """None: the side to move has yet to throw."""
    stakes: tuple[int, int, int] | None
    """(light's items, dark's items, the bank), or None without stakes."""


def cell_of(side: int, progress: int) -> int:
    """The cell where a piece of ``side`` with this progress stands (PAT-08: clockwise)."""
    return (ENTRY[side] + progress) % CELLS


# Tables of the engine, made once (a piece's progress indexes them).
HIT: tuple[tuple[int, ...], ...] = tuple(
    tuple((cell_of(side, target) - ENTRY[other(side)]) % CELLS for target in range(CELLS)) for side in (LIGHT, DARK)
)
"""PAT-10: side -> progress of a piece of ``side`` -> the progress an opponent's piece on the same cell has."""
OFFERING: tuple[tuple[bool, ...], ...] = tuple(
    tuple(cell_of(side, target) in OFFERING_CELLS for target in range(CELLS)) for side in (LIGHT, DARK)
)
"""PAT-09: side -> progress -> whether a piece of ``side`` landing there stands on an offering cell."""
STEPS: dict[int, tuple[PatolliMove, ...]] = {throw: tuple((p, throw) for p in range(CELLS)) for throw in range(11)}
"""Throw -> progress -> the move of the piece there by the throw (one tuple per move, made once)."""
HOME_WINS = tuple(Outcome(side, message("pat_end_home", "PAT-12", side=side)) for side in (LIGHT, DARK))
"""PAT-12: the outcome when ``side`` has taken all its pieces off."""
BANKRUPT = tuple(Outcome(other(side), message("pat_end_bankrupt", "PAT-13", side=side)) for side in (LIGHT, DARK))
"""PAT-13: the outcome when ``side`` has lost all its items."""
new_state = tuple.__new__
"""``new_state(PatolliState, fields)`` makes a state without the Python-level ``__new__`` of a NamedTuple
(``_play`` runs once a move)."""
Memo = tuple[PatolliState | None, list[PatolliMove] | None, Outcome | None]
"""(position, its legal moves or None while not asked, its outcome): see ``PatolliGame._memo``."""


class PatolliGame(GameBase[PatolliState, PatolliMove]):
    """The game protocol of ``games.core`` for one Patolli preset."""

    family = "patolli"
    is_race_game = True
    device: Device[int] = FIVE_BEANS
    """What is thrown and how it counts: PAT-04's count, or PAT-V1's (set per rule set; see ``games.chance``)."""

    def throw_move(self, fall: tuple[Hashable, ...]) -> PatolliMove:
        """The chance move of a fall of the beans (``games.chance.throw_fall``), e.g. ``throw:10``."""
        return ("throw", self.device.value(fall))

    def throw(self, fall: tuple[Hashable, ...]) -> Move[PatolliMove]:
        """The throw of a fall of the beans, carrying the fall (the page draws it)."""
        raw = self.throw_move(fall)
        return Move(raw, self.format_move(raw), "throw", value=raw[1], fall=tuple(fall))

    def __init__(self, rules: PatolliRules):
        self.rules = rules
        self.name = rules.name
        self.device = FIVE_BEANS_DURAN if rules.duran_count else FIVE_BEANS
        self._throws = throw_chances(self.device)
        self._chances = tuple((("throw", value), p) for value, p in self._throws)
        self._throw_moves = [move for move, _ in self._chances]
        """The legal moves when a throw is due (never changed: ``legal_moves`` hands out copies)."""
        self._memo: Memo = (None, None, None)
        """A random playout asks ``to_move``, ``legal_moves`` and ``apply`` of each position in turn: the last
        position asked about keeps its outcome and legal moves, so they are worked out once, and ``_play``
        hands the outcome of the position it makes to the next question."""

    def initial_state(self) -> PatolliState:
        """PAT-01: every piece in reserve; PAT-02: stakes up, the bank empty. Light throws first."""
        n, items = self.rules.pieces, self.rules.stakes
        return PatolliState((), n, 0, (), n, 0, LIGHT, None, None if items is None else (items, items, 0))

    @staticmethod
    def _side(state: PatolliState, side: int) -> tuple[tuple[int, ...], int, int]:
        return (
            (state.light, state.light_reserve, state.light_off)
            if side == LIGHT
            else (state.dark, state.dark_reserve, state.dark_off)
        )

    # ----------------------------------------------------------------- moves
    def to_move(self, state: PatolliState) -> int | None:
        """LIGHT or DARK to move, CHANCE when a throw is due, None when the game is over."""
        memo = self._memo
        if (memo[2] if memo[0] is state else self._analyse(state)[1]) is not None:
            return None
        return CHANCE if state.throw is None else state.side

    def chance_outcomes(self, state: PatolliState) -> list[tuple[PatolliMove, Fraction]]:
        """PAT-04 (or PAT-V1): the six throws of five beans and their exact chances (empty unless a throw is due)."""
        memo = self._memo
        if state.throw is not None or (memo[2] if memo[0] is state else self._outcome(state)) is not None:
            return []
        return list(self._chances)

    def _refusal(self, state: PatolliState, move: PatolliMove) -> Message | None:
        """Why ``move`` (``enter`` or (progress, throw)) is not possible with this throw; None if it is."""
        side, throw = state.side, state.throw
        own, reserve, _ = self._side(state, side)
        own_cells = {cell_of(side, p) for p in own}
        if throw == 0:
            return message("pat_lost_throw", "PAT-V1")
        if move[0] == "enter":
            if throw != 1:
                return message("pat_enter_one", "PAT-07", throw=throw)
            if not reserve:
                return message("pat_no_reserve", "PAT-07")
            if ENTRY[side] in own_cells:
                return message("pat_own_cell", "PAT-07", cell=ENTRY[side])
            return None
        progress, steps = move
        if progress not in own:
            return message("race_no_piece_at", position=progress)
        if steps != throw:
            return message("pat_exact", "PAT-05", throw=throw)
        target = progress + steps
        if target < CELLS and cell_of(side, target) in own_cells:
            return message("pat_own_cell", "PAT-10", cell=cell_of(side, target))
        return None

    def legal_moves(self, state: PatolliState) -> list[PatolliMove]:
        """The throws when one is due; else ``enter`` and every piece's move, or only ``pass``."""
        memo = self._memo
        return list(memo[1] if memo[0] is state and memo[1] is not None else self._analyse(state)[0])

    def _analyse(self, state: PatolliState) -> tuple[list[PatolliMove], Outcome | None]:
        """The legal moves (not to be changed by a caller) and the outcome of ``state``, remembered: the throws
        when one is due; else entering (PAT-07) and each piece's move by exactly the throw (PAT-05), never
        onto one's own piece; only ``pass`` when nothing is possible (PAT-06)."""
        memo = self._memo
        ended = memo[2] if memo[0] is state else self._outcome(state)
        side, throw = state.side, state.throw
        moves: list[PatolliMove]
        if ended is not None:
            moves = []
        elif throw is None:
            moves = self._throw_moves
        elif throw == 0:  # PAT-V1: no mark up, the turn is lost
            moves = [PASS]
        else:
            own, reserve = (state.light, state.light_reserve) if side == LIGHT else (state.dark, state.dark_reserve)
            # one's own cells are one's progress values: the entry cell is progress 0, a target short of a
            # full circuit is the progress it lands on
            moves = [ENTER] if throw == 1 and reserve and 0 not in own else []
            steps = STEPS[throw]
            for p in own:
                if p + throw >= CELLS or p + throw not in own:
                    moves.append(steps[p])
            moves = moves or [PASS]
        self._memo = (state, moves, ended)
        return moves, ended

    def _legal(self, state: PatolliState) -> list[PatolliMove]:
        memo = self._memo
        return memo[1] if memo[0] is state and memo[1] is not None else self._analyse(state)[0]

    def _play(self, state: PatolliState, move: PatolliMove) -> PatolliState:
        """The position after a legal throw, move or pass (remembered with its outcome, see ``_memo``)."""
        memo = self._memo
        ended = memo[2] if memo[0] is state else self._outcome(state)
        light, light_reserve, light_off, dark, dark_reserve, dark_off, side, _, stakes = state
        if move[0] == "throw":
            after = new_state(
                PatolliState, (light, light_reserve, light_off, dark, dark_reserve, dark_off, side, move[1], stakes)
            )
            self._memo = (after, None, ended)
            return after
        if move[0] == "pass":
            after = new_state(
                PatolliState, (light, light_reserve, light_off, dark, dark_reserve, dark_off, other(side), None, stakes)
            )
            self._memo = (after, [] if ended is not None else self._throw_moves, ended)
            return after
        if side == LIGHT:
            own, reserve, off = light, light_reserve, light_off
            theirs, their_reserve, their_off = dark, dark_reserve, dark_off
        else:
            own, reserve, off = dark, dark_reserve, dark_off
            theirs, their_reserve, their_off = light, light_reserve, light_off
        settled = False  # whether the stakes or the pieces off change, and with them perhaps the outcome
        pieces = list(own)
        if move[0] == "enter":  # PAT-07
            reserve -= 1
            target = 0
        else:
            progress, steps = move
            pieces.remove(progress)
            target = progress + steps
        if target >= CELLS:  # PAT-08, PAT-12: a full circuit takes the piece off
            off += 1
            settled = True
        else:
            pieces.append(target)
            pieces.sort()
            hit = HIT[side][target]
            if hit in theirs:  # PAT-10: back to reserve; PAT-11: one item to the captor
                rest = list(theirs)
                rest.remove(hit)
                theirs = tuple(rest)
                their_reserve += 1
                if stakes is not None:
                    stakes = (
                        (stakes[0] - 1, stakes[1] + 1, stakes[2])
                        if side == DARK
                        else (stakes[0] + 1, stakes[1] - 1, stakes[2])
                    )
                    settled = True
            if stakes is not None and OFFERING[side][target]:  # PAT-09, settled after the capture
                stakes = (
                    (stakes[0] - 1, stakes[1], stakes[2] + 1)
                    if side == LIGHT
                    else (stakes[0], stakes[1] - 1, stakes[2] + 1)
                )
                settled = True
        mine = tuple(pieces)
        if side == LIGHT:
            after = new_state(PatolliState, (mine, reserve, off, theirs, their_reserve, their_off, DARK, None, stakes))
        else:
            after = new_state(PatolliState, (theirs, their_reserve, their_off, mine, reserve, off, LIGHT, None, stakes))
        if settled:
            ended = self._outcome(after)
            if ended is not None and stakes is not None and ended.winner is not None:
                won = list(stakes)  # the winner takes the bank
                won[ended.winner] += won[2]
                won[2] = 0
                after = new_state(PatolliState, (*after[:8], tuple(won)))
        self._memo = (after, [] if ended is not None else self._throw_moves, ended)
        return after

    def outcome(self, state: PatolliState) -> Outcome | None:
        """PAT-13: a player with no items left loses at once; PAT-12: all pieces off wins."""
        memo = self._memo
        return memo[2] if memo[0] is state else self._outcome(state)

    def _outcome(self, state: PatolliState) -> Outcome | None:
        """The outcome of ``state``, worked out."""
        if state.stakes is not None:
            for side in (LIGHT, DARK):
                if state.stakes[side] <= 0:
                    return BANKRUPT[side]
        if state.light_off == self.rules.pieces:
            return HOME_WINS[LIGHT]
        if state.dark_off == self.rules.pieces:
            return HOME_WINS[DARK]
        return None

    # ----------------------------------------------------------------- explanations
    def explain_move(self, state: PatolliState, move: PatolliMove) -> Message | None:
        """Why ``move`` cannot be played here, naming the clause, or None if it is legal."""
        legal = self.legal_moves(state)
        if move in legal:
            return None
        if self.outcome(state) is not None:
            return message("game_over")
        if state.throw is None:
            return message("race_throw_first")
        if move[0] == "throw":
            return message("race_already_thrown")
        if move[0] == "pass":
            return message("race_must_move", "PAT-06")
        return self._refusal(state, move) or message("illegal")

    # ----------------------------------------------------------------- what a board asks
    def places(self) -> tuple[str, ...]:
        """The 52 cells by number, then the piles of the trays (``reserve:l``, ``off:l``, ...)."""
        return PLACES

    def pieces_at(self, state: PatolliState, place: str) -> tuple[Piece, ...]:
        """The piece on a cell (PAT-10: never more than one), or the pieces of a tray pile."""
        found = parse_pile(place)
        if found is not None:
            kind, side = found
            _, reserve, off = self._side(state, side)
            return (Piece(side, "piece"),) * (reserve if kind == "reserve" else off)
        return tuple(
            Piece(side, "piece")
            for side in (LIGHT, DARK)
            for p in self._side(state, side)[0]
            if str(cell_of(side, p)) == place
        )

    def turn(self, state: PatolliState) -> Turn:
        """The thrower, or the side using its throw (``left``: the throw)."""
        if self.outcome(state) is not None:
            return Turn(state.side, "over")
        if state.throw is None:
            return Turn(state.side, "throw")
        return Turn(state.side, "move", left=(state.throw,))

    def tally(self, state: PatolliState) -> Tally:
        """Pieces on the track, in reserve and off the board, per side, the stakes, and how far each side has come
        (the progress of its pieces on the track, a full circuit for each piece off)."""
        return Tally(
            (len(state.light), len(state.dark)),
            (state.light_reserve, state.dark_reserve),
            (state.light_off, state.dark_off),
            stakes=state.stakes,
            progress=(sum(state.light) + CELLS * state.light_off, sum(state.dark) + CELLS * state.dark_off),
        )

    def describe(self, state: PatolliState, move: PatolliMove) -> Move[PatolliMove]:
        """A throw, a pass, bringing a piece in, or a piece moving by the throw (off the board after a circuit)."""
        text, side = self.format_move(move), state.side
        if move[0] == "throw":
            return Move(move, text, "throw", value=move[1])
        if move[0] == "pass":
            return Move(move, text, "pass")
        if move[0] == "enter":
            start, end, steps = pile("reserve", side), ENTRY[side], 1
        else:
            progress, steps = move
            start = str(cell_of(side, progress))
            if progress + steps >= CELLS:
                return Move(move, text, "move", (start, pile("off", side)), value=steps, finishes=True)
            end = cell_of(side, progress + steps)
        theirs = self._side(state, other(side))[0]
        hit = any(cell_of(other(side), p) == end for p in theirs)
        return Move(
            move,
            text,
            "enter" if move[0] == "enter" else "move",
            (start, str(end)),
            (str(end),) if hit else (),
            value=steps,
        )

    def explain_places(self, state: PatolliState, places: tuple[str, ...]) -> Message | None:
        """Why the piece on ``places[0]`` cannot move, or why none can come in there; None otherwise."""
        if self.outcome(state) is not None:
            return message("game_over")
        if state.throw is None:
            return message("race_throw_first")
        if len(places) > 1:
            return self._not_reached(state, places[0], places[1])
        side, place = state.side, places[0]
        own = [p for p in self._side(state, side)[0] if str(cell_of(side, p)) == place]
        if own:
            return self.explain_move(state, (own[0], state.throw))
        if place in (pile("reserve", side), str(ENTRY[side])):
            return self.explain_move(state, ENTER)
        return None

    def _not_reached(self, state: PatolliState, start: str, target: str) -> Message | None:
        """PAT-05: the throw moves a piece by exactly its count, so the piece on ``start`` goes to one cell (or off
        the board), not to ``target``; None when it can go there, when no piece of the side to move stands on
        ``start``, or when ``start`` or ``target`` is no cell (a tray's pile: the board's own hint says more)."""
        if not (start.isdigit() and target.isdigit()):
            return None
        for move in self.legal_moves(state):
            if move[0] in ("throw", "pass"):
                continue
            shown = self.describe(state, move)
            if shown.places[0] != start or shown.places[-1] == target:
                continue
            landing = shown.places[-1]
            if parse_pile(landing) is not None:
                return message("pat_exact_off", "PAT-05", throw=state.throw, start=start, target=target)
            return message("pat_exact_to", "PAT-05", throw=state.throw, start=start, cell=landing, target=target)
        return None

    def transfers(self, before: PatolliState, after: PatolliState) -> tuple[Transfer, ...]:
        """What the move from ``before`` to ``after`` paid: see ``transfers`` below."""
        return tuple(transfers(self, before, after))

    def stuck_reasons(self, state: PatolliState) -> tuple[Message, ...]:
        """When the turn is lost (PAT-06): why no piece can come in and why each piece cannot move, each once."""
        if self.legal_moves(state) != [PASS]:
            return ()
        own, reserve, _ = self._side(state, state.side)
        asked: list[PatolliMove] = [ENTER] * bool(reserve) + [(p, state.throw) for p in own]
        reasons = [self.explain_move(state, move) for move in asked]
        return tuple(r for r in dict.fromkeys(reasons) if r is not None)

    # ----------------------------------------------------------------- text
    def format_move(self, move: PatolliMove) -> str:
        """``throw:3``, ``enter``, ``12+3`` or ``pass``."""
        if move[0] == "throw":
            return f"throw:{move[1]}"
        if move[0] in ("enter", "pass"):
            return str(move[0])
        return f"{move[0]}+{move[1]}"

    def _read_move(self, text: str) -> PatolliMove:
        if text in ("enter", "pass"):
            return (text,)
        found = re.fullmatch(r"throw:(\d{1,2})", text or "")
        if found and found[1] in {str(value) for value, _ in self._throws}:
            return ("throw", int(found[1]))
        if found := re.fullmatch(r"(\d{1,2})\+(10|[1-5])", text or ""):
            return (int(found[1]), int(found[2]))
        raise NotationError(message("race_move_syntax", text=text, examples="throw:3, enter, 12+3, pass"))

    def _pieces_text(self, state: PatolliState, side: int) -> str:
        own, reserve, off = self._side(state, side)
        return ",".join([*map(str, own), *[RESERVE] * reserve, *[OFF] * off])

    def format_position(self, state: PatolliState) -> str:
        """``<light> <dark> <to-move> <throw> <stakes>``."""
        throw = "-" if state.throw is None else str(state.throw)
        stakes = "-" if state.stakes is None else ",".join(map(str, state.stakes))
        return (
            f"{self._pieces_text(state, LIGHT)} {self._pieces_text(state, DARK)} "
            f"{SIDE_LETTERS[state.side]} {throw} {stakes}"
        )

    def _read_pieces(self, field: str, number: int) -> tuple[tuple[int, ...], int, int]:
        items = field.split(",")
        progress = [int(i) for i in items if i.isdigit()]
        canonical = [*map(str, sorted(progress)), *[RESERVE] * items.count(RESERVE), *[OFF] * items.count(OFF)]
        if (
            len(items) != self.rules.pieces
            or items != canonical
            or any(p >= CELLS for p in progress)
            or len(set(progress)) != len(progress)
        ):
            raise NotationError(message("pat_pieces", field=number, text=field, pieces=self.rules.pieces))
        return tuple(sorted(progress)), items.count(RESERVE), items.count(OFF)

    def parse_position(self, text: str) -> PatolliState:
        """Read a position; raises ``NotationError`` naming the field that is wrong."""
        fields = text.strip().split(" ")
        if len(fields) != 5 or not all(fields):
            raise NotationError(message("race_fields", found=len([f for f in fields if f]), expected=5))
        light, dark = self._read_pieces(fields[0], 1), self._read_pieces(fields[1], 2)
        if fields[2] not in SIDE_LETTERS:
            raise NotationError(message("race_side", field=3, text=fields[2]))
        if fields[3] != "-" and fields[3] not in {str(value) for value, _ in self._throws}:
            raise NotationError(message("pat_throw", text=fields[3], throws=self._throw_list()))
        throw = None if fields[3] == "-" else int(fields[3])
        stakes = self._read_stakes(fields[4])
        cells = {cell_of(LIGHT, p) for p in light[0]} & {cell_of(DARK, p) for p in dark[0]}
        if cells:
            raise NotationError(message("pat_shared_cell", cell=min(cells)))
        return PatolliState(*light, *dark, SIDE_LETTERS.index(fields[2]), throw, stakes)

    def _throw_list(self) -> str:
        """The throws this count can give, as a position writes them (``1, 2, 3, 4, 5, 10``)."""
        return ", ".join(str(value) for value, _ in self._throws)

    def _read_stakes(self, field: str) -> tuple[int, int, int] | None:
        if self.rules.stakes is None:
            if field != "-":
                raise NotationError(message("pat_no_stakes", rules=self.name))
            return None
        found = re.fullmatch(r"(\d+),(\d+),(\d+)", field)
        total = 2 * self.rules.stakes
        if not found or sum(int(x) for x in found.groups()) != total:
            raise NotationError(message("pat_stakes", text=field, total=total))
        return int(found[1]), int(found[2]), int(found[3])

    def ascii(self, state: PatolliState) -> str:
        """Each side's pieces with their cells, for doctests and readable failures."""
        lines = []
        for side, name in ((LIGHT, "light"), (DARK, "dark")):
            own, reserve, off = self._side(state, side)
            cells = " ".join(f"{p}(cell {cell_of(side, p)})" for p in own)
            lines.append(f"{name}: {cells or '-'}  reserve {reserve}  off {off}")
        return "\n".join(lines)


# ---------------------------------------------------------------- what a move transfers
BANK = None
"""The payer or payee of a transfer that is the common bank, not a side."""
TRANSFER_CLAUSES = {"capture": "PAT-11", "capture_no_stakes": "PAT-10", "offering": "PAT-09", "bank": "PAT-13"}
"""The clause of each kind of transfer (``docs/rules.md``).  The winner taking the bank is our reading, recorded
under PAT-13 (the source does not say what becomes of the bank): the app words it as our rule (``ui.moves.stakes``)."""


def _transfer(kind: str, payer: int | None, payee: int | None, amount: int) -> Transfer:
    """A transfer with the clause it follows: PAT-11 for a capture with stakes, PAT-10 without."""
    key = "capture_no_stakes" if kind == "capture" and amount == 0 else kind
    return Transfer(kind, payer, payee, amount, TRANSFER_CLAUSES[key])


def transfers(game: PatolliGame, before: PatolliState, after: PatolliState) -> list[Transfer]:
    """What the move from ``before`` to ``after`` took from whom and gave to whom, in the order the rules
    settle them: the capture first (PAT-10, and PAT-11 with stakes), then the offering (PAT-09), then,
    when the move ends the game, the winner takes the bank."""
    mover, other = before.side, 1 - before.side
    if before.throw is None or after.throw is not None:
        return []  # a throw, not a move
    found = []
    staked = before.stakes is not None
    reserve = (before.light_reserve, before.dark_reserve), (after.light_reserve, after.dark_reserve)
    if reserve[1][other] > reserve[0][other]:
        found.append(_transfer("capture", other, mover, 1 if staked else 0))
    own = (before.light, after.light) if mover == 0 else (before.dark, after.dark)
    landed = list((Counter(own[1]) - Counter(own[0])).elements())
    offering = staked and bool(landed) and cell_of(mover, landed[0]) in OFFERING_CELLS
    if offering:
        found.append(_transfer("offering", mover, BANK, 1))
    ended = game.outcome(after)
    if staked and ended is not None and ended.winner is not None:
        assert before.stakes is not None  # staked
        bank = before.stakes[2] + (1 if offering else 0)
        if bank:
            found.append(_transfer("bank", BANK, ended.winner, bank))
    return found
