"""The Minoan race game from Knossos: a voyage from the home harbour to the far islands and back.

Clauses KNO-01..17 of ``docs/rules.md``.  A piece's state is its route position 0..21
(cells 8 and 9 are passed twice); position 21 is home again.  A turn is a throw of two coins (a chance
move) followed by the coins used one at a time, each by one piece.

Position text: ``<light> <dark> <to-move> <coins> <head>``, e.g. ``0,0,0,0,0 0,0,0,0,0 l - 0``.
Moves: ``throw:2,1``, ``<route position>+<coin>`` (``0+2``), ``pass``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Hashable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, NamedTuple

from games.chance import TWO_COINS, throw_chances
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
    Turn,
    message,
    other,
)

BOARD = json.loads((Path(__file__).parent / "boards" / "knossos.json").read_text(encoding="utf-8"))
ROUTE: tuple[int, ...] = tuple(BOARD["route"])
"""Route position -> cell (KNO-05: forward only; KNO-11: the far islands in and out through cell 8)."""
HOME_POSITION = len(ROUTE) - 1
HARBOUR: int = BOARD["home"]
OPEN_SEA: int = BOARD["open_sea"]
SHARED_CELLS: frozenset[int] = frozenset(BOARD["shared_cells"])
"""KNO-10: only these cells may hold both colours."""
PIECES = 5
THROWS = throw_chances(TWO_COINS)

KnossosMove = tuple[Any, ...]
"""``("throw", 2, 1)``, ``(route position, coin)`` or ``("pass",)``."""
PASS: KnossosMove = ("pass",)
CHANCES: tuple[tuple[KnossosMove, Fraction], ...] = tuple((("throw", *coins), p) for coins, p in THROWS)
"""KNO-02: the three throws as chance moves, with their exact chances."""
THROW_MOVES: list[KnossosMove] = [move for move, _ in CHANCES]
"""The legal moves when a throw is due (never changed: ``legal_moves`` hands out copies)."""

# Tables of the move generator, made once.  A position's refusals are bits of one mask: the cell where a
# coin takes the piece (KNO-10: the opponent may hold it), FINISHED for a piece home (KNO-17) and HEAD for a
# piece in the harbour (KNO-07: one may leave per turn).  A move is legal when its mask shares no bit with
# the mask of what is refused in the position.
FINISHED, HEAD = 1 << 0, 1 << 20
"""Two bits no cell uses (the cells are 1..19)."""
CELL_BIT: tuple[int, ...] = tuple(0 if cell in SHARED_CELLS else 1 << cell for cell in ROUTE)
"""Route position -> the bit of its cell, 0 for a cell that both colours may share (KNO-10)."""
STEP: dict[int, tuple[tuple[KnossosMove, int], ...]] = {
    coin: tuple(
        (
            (p, coin),
            FINISHED if p == HOME_POSITION else (1 << ROUTE[min(p + coin, HOME_POSITION)]) | (HEAD if p == 0 else 0),
        )
        for p in range(HOME_POSITION + 1)
    )
    for coin in (1, 2)
}
"""Coin -> route position -> (the move, its mask); KNO-05, KNO-08: a coin moves forward, a 2 jumps over."""
HOME_WINS = tuple(Outcome(side, message("kno_end_home", "KNO-17", side=side)) for side in (LIGHT, DARK))
"""KNO-17: the outcome when ``side`` has brought all five pieces home."""
new_state = tuple.__new__
"""``new_state(KnossosState, fields)`` makes a state without the Python-level ``__new__`` of a NamedTuple
(``_play`` runs once a move)."""
DISTINCT_COINS = {(2, 1): (1, 2), (2, 2): (2,), (1, 1): (1,), (2,): (2,), (1,): (1,)}
"""The coins still to use (descending) -> each value once, ascending: the order of the legal moves."""
PLACES = tuple(str(cell) for cell in sorted(set(ROUTE)))
"""The board's places: its 19 cells by number."""


class KnossosState(NamedTuple):
    """Both fleets' route positions (ascending), whose turn, the coins still to use, the head flag."""

    light: tuple[int, ...]
    dark: tuple[int, ...]
    side: int
    coins: tuple[int, ...] | None
    """None: the side to move has yet to throw; otherwise the coin values still to use (descending)."""
    head: bool
    """KNO-07: a piece has already left the harbour this turn."""


@dataclass(frozen=True)
class KnossosRules:
    """The Knossos rule set and its one switch (``games.SWITCHES``)."""

    name: str = "knossos"
    """The full name, with its switches (``knossos+KNO-V1``)."""
    most_coins: bool = False
    """KNO-V1: a turn uses as many coins as it can, and with one coin usable, the larger."""


class KnossosGame(GameBase[KnossosState, KnossosMove]):
    """The game protocol of ``games.core`` for the Knossos race game."""

    family = "knossos"
    is_race_game = True
    title = "The Minoan race game from Knossos"
    device = TWO_COINS
    """KNO-02: what is thrown (see ``games.chance``)."""
    colours_by_lot = "KNO-04"

    def __init__(self, rules: KnossosRules = KnossosRules()):
        self.rules = rules
        self.name = rules.name

    def throw_move(self, fall: tuple[Hashable, ...]) -> KnossosMove:
        """The chance move of a fall of the coins (``games.chance.throw_fall``), e.g. ``throw:2,1``."""
        value = self.device.value(fall)
        assert isinstance(value, tuple)
        return ("throw", *value)

    def throw(self, fall: tuple[Hashable, ...]) -> Move[KnossosMove]:
        """The throw of a fall of the coins, carrying the fall (the page draws it)."""
        raw = self.throw_move(fall)
        return Move(raw, self.format_move(raw), "throw", fall=tuple(fall))

    def initial_state(self) -> KnossosState:
        """KNO-01, KNO-03: five pieces each, all in the home harbour; light throws first (KNO-04)."""
        return KnossosState((0,) * PIECES, (0,) * PIECES, LIGHT, None, False)

    # ----------------------------------------------------------------- moves
    # A random playout asks ``to_move``, ``legal_moves`` and ``apply`` of each position in turn: the last
    # position asked about keeps its outcome and legal moves (``_memo``), so they are worked out once, and
    # ``_play`` hands the outcome of the position it makes to the next question.
    _memo: tuple[KnossosState | None, list[KnossosMove] | None, Outcome | None] = (None, None, None)
    """(position, its legal moves or None while not asked, its outcome)."""

    def _analyse(self, state: KnossosState) -> tuple[list[KnossosMove], Outcome | None]:
        """The legal moves (not to be changed by a caller) and the outcome of ``state``, remembered."""
        memo = self._memo
        ended = memo[2] if memo[0] is state else self._ended(state)
        moves: list[KnossosMove]
        if ended is not None:
            moves = []
        elif state.coins is None:
            moves = THROW_MOVES
        else:
            moves = self._coin_moves(state)
            if self.rules.most_coins and len(state.coins) == 2:
                moves = self._most_coins(state, moves)
            moves = moves or [PASS]
        self._memo = (state, moves, ended)
        return moves, ended

    def to_move(self, state: KnossosState) -> int | None:
        """LIGHT or DARK to use a coin, CHANCE when a throw is due, None when the game is over."""
        memo = self._memo
        if (memo[2] if memo[0] is state else self._analyse(state)[1]) is not None:
            return None
        return CHANCE if state.coins is None else state.side

    def chance_outcomes(self, state: KnossosState) -> list[tuple[KnossosMove, Fraction]]:
        """KNO-02: the three throws of two coins and their exact chances (empty unless a throw is due)."""
        if state.coins is not None or self.outcome(state) is not None:
            return []
        return list(CHANCES)

    def _opponent_cells(self, state: KnossosState) -> frozenset[int]:
        theirs = state.dark if state.side == LIGHT else state.light
        return frozenset(ROUTE[p] for p in theirs) - SHARED_CELLS

    def _refusal(self, state: KnossosState, position: int, coin: int, blocked: frozenset[int]) -> Message | None:
        """Why the piece on ``position`` may not use ``coin`` (None if it may)."""
        if position >= HOME_POSITION:
            return message("kno_finished", "KNO-17")
        if position == 0 and state.head:
            return message("kno_head_once", "KNO-07")
        cell = ROUTE[min(position + coin, HOME_POSITION)]
        if cell in blocked:
            return message("kno_blocked", "KNO-10", cell=cell, side=other(state.side))
        return None

    def legal_moves(self, state: KnossosState) -> list[KnossosMove]:
        """The throws when one is due; else every usable (position, coin), or only ``pass`` (KNO-14/15)."""
        memo = self._memo
        return list(memo[1] if memo[0] is state and memo[1] is not None else self._analyse(state)[0])

    def _coin_moves(self, state: KnossosState) -> list[KnossosMove]:
        """Every (position, coin) a coin left may move, before KNO-V1: forward by the coin (KNO-05, KNO-08),
        one piece out of the harbour a turn (KNO-07), never onto a cell the opponent holds alone (KNO-10),
        never a piece home (KNO-17).  The same refusals as ``_refusal``, as bits (``STEP``)."""
        light, dark, side, coins, head = state
        assert coins is not None  # coins are used once thrown
        own, theirs = (light, dark) if side == LIGHT else (dark, light)
        a, b, c, d, e = theirs  # KNO-01: five pieces
        refused = CELL_BIT[a] | CELL_BIT[b] | CELL_BIT[c] | CELL_BIT[d] | CELL_BIT[e] | FINISHED
        if head:
            refused |= HEAD
        positions = sorted(set(own))
        moves = []
        for coin in DISTINCT_COINS[coins]:
            steps = STEP[coin]
            for p in positions:
                move, mask = steps[p]
                if not refused & mask:
                    moves.append(move)
        return moves

    def _most_coins(self, state: KnossosState, moves: list[KnossosMove]) -> list[KnossosMove]:
        """KNO-V1: when both coins can be used in some order, only the first moves after which the other coin
        can be used; when only one can, the larger if either (as in backgammon)."""
        both = [m for m in moves if self._coin_moves(self._play(state, m))]
        if both:
            return both
        return [m for m in moves if m[1] == max(coin for _, coin in moves)]

    def _most_coins_refusal(self, state: KnossosState, move: KnossosMove) -> Message:
        """Why a coin move allowed by KNO-06..KNO-11 is refused by KNO-V1."""
        if any(self._coin_moves(self._play(state, m)) for m in self._coin_moves(state)):
            return message("kno_both_coins", "KNO-V1")
        return message("kno_larger_coin", "KNO-V1")

    def _legal(self, state: KnossosState) -> list[KnossosMove]:
        memo = self._memo
        return memo[1] if memo[0] is state and memo[1] is not None else self._analyse(state)[0]

    def _play(self, state: KnossosState, move: KnossosMove) -> KnossosState:
        """The position after a legal throw, coin move or pass (remembered with its outcome, see ``_memo``)."""
        memo = self._memo
        ended = memo[2] if memo[0] is state else self._ended(state)
        light, dark, side, coins, head = state
        moves: list[KnossosMove] | None = None
        if move[0] == "throw":
            after = new_state(KnossosState, (light, dark, side, move[1:], head))
        elif move[0] == "pass":  # KNO-14: the turn is lost
            after, moves = new_state(KnossosState, (light, dark, other(side), None, False)), THROW_MOVES
        else:
            position, coin = move
            assert coins is not None  # a coin is used only after the throw
            own = list(light if side == LIGHT else dark)
            target = position + coin
            if target > HOME_POSITION:  # KNO-17: home needs no exact count
                target = HOME_POSITION
            own[own.index(position)] = target  # KNO-05, KNO-08: 2 jumps over
            own.sort()
            if side == LIGHT:
                light = tuple(own)
            else:
                dark = tuple(own)
            if len(coins) == 1:  # the turn ends
                after, moves = new_state(KnossosState, (light, dark, other(side), None, False)), THROW_MOVES
            else:
                rest = coins[1:] if coins[0] == coin else coins[:1]
                after = new_state(KnossosState, (light, dark, side, rest, head or position == 0))
            if target == HOME_POSITION:
                ended = self._ended(after)
        self._memo = (after, [] if ended is not None else moves, ended)
        return after

    def outcome(self, state: KnossosState) -> Outcome | None:
        """KNO-17: the first to bring all five pieces home wins (KNO-13: nothing is ever captured)."""
        memo = self._memo
        return memo[2] if memo[0] is state else self._ended(state)

    @staticmethod
    def _ended(state: KnossosState) -> Outcome | None:
        """The outcome of ``state``, worked out (KNO-17)."""
        for side, fleet in ((LIGHT, state.light), (DARK, state.dark)):
            if all(p == HOME_POSITION for p in fleet):
                return HOME_WINS[side]
        return None

    # ----------------------------------------------------------------- explanations
    def explain_move(self, state: KnossosState, move: KnossosMove) -> Message | None:
        """Why ``move`` cannot be played here, naming the clause, or None if it is legal."""
        if move in self.legal_moves(state):
            return None
        if self.outcome(state) is not None:
            return message("game_over")
        if state.coins is None:
            return message("race_throw_first")
        if move[0] == "throw":
            return message("race_already_thrown")
        legal = self.legal_moves(state)
        if move[0] == "pass":
            return message("race_must_move", "KNO-15")
        position, coin = move
        if coin not in state.coins:
            return message("kno_no_coin", "KNO-06", coin=coin)
        own = state.light if state.side == LIGHT else state.dark
        if position not in own:
            return message("race_no_piece_at", position=position)
        refusal = self._refusal(state, position, coin, self._opponent_cells(state))
        if refusal is None and legal == [("pass",)]:
            return message("race_no_move", "KNO-14")
        if refusal is None and self.rules.most_coins:
            return self._most_coins_refusal(state, move)
        return refusal or message("illegal")

    # ----------------------------------------------------------------- what a board asks
    def places(self) -> tuple[str, ...]:
        """The 19 cells, by number."""
        return PLACES

    @staticmethod
    def _fleet(state: KnossosState, side: int) -> tuple[int, ...]:
        return state.light if side == LIGHT else state.dark

    def _own_at(self, state: KnossosState, place: str) -> list[int]:
        """The route positions of the side to move's pieces on ``place`` (not those home), ascending."""
        return sorted({p for p in self._fleet(state, state.side) if p < HOME_POSITION and str(ROUTE[p]) == place})

    def pieces_at(self, state: KnossosState, place: str) -> tuple[Piece, ...]:
        """The pieces on the cell ``place`` (shared cells hold both colours); pieces home are on no cell."""
        return tuple(
            Piece(side, "piece")
            for side in (LIGHT, DARK)
            for p in self._fleet(state, side)
            if p < HOME_POSITION and str(ROUTE[p]) == place
        )

    def turn(self, state: KnossosState) -> Turn:
        """The thrower, or the side using its coins (``left``: the coins still to use)."""
        if self.outcome(state) is not None:
            return Turn(state.side, "over")
        if state.coins is None:
            return Turn(state.side, "throw")
        return Turn(state.side, "move", left=state.coins)

    def tally(self, state: KnossosState) -> Tally:
        """Pieces still under way and pieces home, per side, and how far each fleet has come (its route positions)."""
        home = (state.light.count(HOME_POSITION), state.dark.count(HOME_POSITION))
        return Tally((PIECES - home[0], PIECES - home[1]), finished=home, progress=(sum(state.light), sum(state.dark)))

    def describe(self, state: KnossosState, move: KnossosMove) -> Move[KnossosMove]:
        """A throw, a pass, or a coin moving a piece from cell to cell (home is cell 19 again)."""
        text = self.format_move(move)
        if move[0] == "throw":
            return Move(move, text, "throw")
        if move[0] == "pass":
            return Move(move, text, "pass")
        position, coin = move
        end = min(position + coin, HOME_POSITION)
        return Move(
            move, text, "move", (str(ROUTE[position]), str(ROUTE[end])), value=coin, finishes=end == HOME_POSITION
        )

    def explain_places(self, state: KnossosState, places: tuple[str, ...]) -> Message | None:
        """Why no piece on ``places[0]`` can move (to ``places[1]``, if given); None when one can."""
        if self.outcome(state) is not None:
            return message("game_over")
        if state.coins is None:
            return message("race_throw_first")
        reasons = []
        for position in self._own_at(state, places[0]):
            for coin in sorted(set(state.coins), reverse=len(places) == 1):
                if len(places) > 1 and str(ROUTE[min(position + coin, HOME_POSITION)]) != places[1]:
                    continue
                reason = self.explain_move(state, (position, coin))
                if reason is None:
                    return None
                reasons.append(reason)
        if not reasons and len(places) > 1 and places[1].isdigit():
            return self._not_reached(state, places[0], places[1])
        return reasons[0] if reasons else None

    def _not_reached(self, state: KnossosState, start: str, target: str) -> Message | None:
        """KNO-06: a coin moves a piece by its value, so from ``start`` the coins reach these cells, not ``target``
        (None when no piece of the side to move on ``start`` can move at all)."""
        reached = sorted(
            {
                ROUTE[min(move[0] + move[1], HOME_POSITION)]
                for move in self.legal_moves(state)
                if isinstance(move[0], int) and str(ROUTE[move[0]]) == start
            }
        )
        if len(reached) == 1:
            return message("kno_reach_one", "KNO-06", start=start, cell=reached[0], target=target)
        if len(reached) == 2:
            return message("kno_reach_two", "KNO-06", start=start, near=reached[0], far=reached[1], target=target)
        return None

    def stuck_reasons(self, state: KnossosState) -> tuple[Message, ...]:
        """When the turn is lost (KNO-14): the reason of every unfinished piece with every coin, each once."""
        if self.legal_moves(state) != [("pass",)]:
            return ()
        asked = [
            (p, c)
            for p in sorted(set(self._fleet(state, state.side)))
            if p < HOME_POSITION
            for c in sorted(set(state.coins or ()), reverse=True)
        ]
        reasons = [self.explain_move(state, move) for move in asked]
        return tuple(r for r in dict.fromkeys(reasons) if r is not None)

    # ----------------------------------------------------------------- text
    def format_move(self, move: KnossosMove) -> str:
        """``throw:2,1``, ``0+2`` or ``pass``."""
        if move[0] == "throw":
            return "throw:" + ",".join(map(str, move[1:]))
        if move[0] == "pass":
            return "pass"
        return f"{move[0]}+{move[1]}"

    def _read_move(self, text: str) -> KnossosMove:
        if text == "pass":
            return ("pass",)
        if found := re.fullmatch(r"throw:([12]),([12])", text or ""):
            return ("throw", *sorted((int(found[1]), int(found[2])), reverse=True))
        if found := re.fullmatch(r"(\d{1,2})\+([12])", text or ""):
            return (int(found[1]), int(found[2]))
        raise NotationError(message("race_move_syntax", text=text, examples="throw:2,1, 0+2, pass"))

    def format_position(self, state: KnossosState) -> str:
        """``<light> <dark> <to-move> <coins> <head>``."""
        coins = "-" if state.coins is None else ",".join(map(str, state.coins))
        return (
            f"{','.join(map(str, state.light))} {','.join(map(str, state.dark))} "
            f"{SIDE_LETTERS[state.side]} {coins} {int(state.head)}"
        )

    def parse_position(self, text: str) -> KnossosState:
        """Read a position; raises ``NotationError`` naming the field that is wrong."""
        fields = text.strip().split(" ")
        if len(fields) != 5 or not all(fields):
            raise NotationError(message("race_fields", found=len([f for f in fields if f]), expected=5))
        fleets = []
        for number, field in enumerate(fields[:2], start=1):
            if not re.fullmatch(r"\d{1,2}(,\d{1,2}){4}", field):
                raise NotationError(message("kno_fleet", field=number, text=field))
            fleet = tuple(int(p) for p in field.split(","))
            if any(p > HOME_POSITION for p in fleet) or list(fleet) != sorted(fleet):
                raise NotationError(message("kno_fleet", field=number, text=field))
            fleets.append(fleet)
        if fields[2] not in SIDE_LETTERS:
            raise NotationError(message("race_side", field=3, text=fields[2]))
        coins: tuple[int, ...] | None = None
        if fields[3] != "-":
            if not re.fullmatch(r"[12](,[12])?", fields[3]):
                raise NotationError(message("kno_coins", text=fields[3]))
            coins = tuple(sorted((int(c) for c in fields[3].split(",")), reverse=True))
            if ",".join(map(str, coins)) != fields[3]:
                raise NotationError(message("kno_coins", text=fields[3]))
        if fields[4] not in ("0", "1") or (fields[4] == "1" and (coins is None or len(coins) != 1)):
            raise NotationError(message("kno_head", text=fields[4]))
        state = KnossosState(fleets[0], fleets[1], SIDE_LETTERS.index(fields[2]), coins, fields[4] == "1")
        self._check_cells(state)
        return state

    def _check_cells(self, state: KnossosState) -> None:
        """KNO-10: no cell but 9 and 19 holds both colours."""
        shared = ({ROUTE[p] for p in state.light} & {ROUTE[p] for p in state.dark}) - SHARED_CELLS
        if shared:
            raise NotationError(message("kno_both_colours", cell=min(shared)))

    def ascii(self, state: KnossosState) -> str:
        """Each side's pieces by cell, for doctests and readable failures."""

        def fleet(positions: tuple[int, ...]) -> str:
            return " ".join(f"{p}(cell {ROUTE[p]})" for p in positions)

        return f"light: {fleet(state.light)}\ndark:  {fleet(state.dark)}"
