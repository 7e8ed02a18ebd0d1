"""One engine for every custodian-capture rule set: Petteia and the three Latrunculi.

Its positions and moves are those of ``games.custodian.state``; their text is ``notation.py``'s and the
reasons a move is refused ``explain.py``'s.  Every rule function names the clause it implements.
"""

from __future__ import annotations

from fractions import Fraction

from games.core import DARK, LIGHT, GameBase, Message, Move, Outcome, Piece, Tally, Turn, message, other
from games.custodian.explain import explain_click, explain_move
from games.custodian.geometry import geometry, iter_bits, slide_tables
from games.custodian.notation import ascii_board, format_position, parse_move, parse_position
from games.custodian.rules import RuleSet
from games.custodian.state import GridMove, GridState, is_removal

Onward = list[tuple[int, int, int, "Onward"]]
"""LSC-04: the jumps a chain may make next from a square: (bit jumped, landing, its bit, the jumps from there)."""
Memo = tuple[GridState | None, list[GridMove], Outcome | None]
"""(a position, its legal moves, its outcome): see ``CustodianGame._memo``."""
new_state = tuple.__new__
"""``new_state(GridState, fields)`` makes a state without the Python-level ``__new__`` of a NamedTuple
(``_play`` runs once a move)."""


class CustodianGame(GameBase[GridState, GridMove]):
    """The game protocol of ``games.core`` for one ``RuleSet``."""

    family = "custodian"

    def __init__(self, rules: RuleSet):
        self.rules = rules
        self.name = rules.name
        self.geo = geometry(rules.width, rules.height)
        w = rules.width
        reach = max(rules.width, rules.height) if rules.rook_moves else 1
        self._slides = slide_tables(rules.width, rules.height, reach)
        # for each square: (the shift that brings its rank to bit 0, its file, its rank's and its file's memo)
        self._slide_cells = tuple(
            (sq - sq % w, sq % w, self._slides.by_rank[sq], self._slides.by_file[sq]) for sq in range(self.geo.size)
        )
        self._immune_dux = rules.has_dux and not rules.dux_capturable
        self._not_first_file = self.geo.full & ~self.geo.file_mask
        self._not_last_file = self.geo.full & ~(self.geo.file_mask << (w - 1))
        # LSC-04: onward[(d, t)]: the jumps from t of a chain that came there by a jump of d squares, as (bit jumped,
        # landing, its bit, the jumps from there); never straight back, since that lands where the chain was.
        onward: dict[tuple[int, int], Onward] = {
            (n2 - t, n2): [] for t, line in enumerate(self.geo.lines) for _n1, _b1, n2, _b2 in line
        }
        for (came, t), jumps in onward.items():
            jumps.extend((b1, n2, b2, onward[(n2 - t, n2)]) for _n1, b1, n2, b2 in self.geo.lines[t] if n2 - t != -came)
        # _jump_to[k][t]: (the jump that lands on t going north, south, east, west; the jumps that may follow)
        self._jump_to = tuple(
            tuple(((t - 2 * delta, t), onward.get((2 * delta, t), [])) for t in range(self.geo.size))
            for delta in (w, -w, 1, -1)
        )
        self._jump_east_from = sum(self.geo.file_mask << f for f in range(w - 2))
        self._jump_west_from = sum(self.geo.file_mask << f for f in range(2, w))
        self._place_rows: tuple[dict[int, tuple[GridMove, ...]], ...] = tuple({} for _ in range(rules.height))
        # Moves arriving on a set of squares, by direction (north, south, east, west), looked up a
        # byte (eight squares) at a time: _step_bytes[direction][byte index][byte value].
        self._nbytes = (self.geo.size + 7) // 8
        # _step_bytes[byte index] = the four directions' tables of that byte
        self._step_bytes = tuple(zip(*(self._arrival_table(delta) for delta in (w, -w, 1, -1)), strict=True))
        self._memo: Memo = (None, [], None)
        # LBE-V1: for each square, (the bit beside a corner, the corner's bit) of the lines that end in a corner
        corners = {c for near in self.geo.corners for c, _cb, _ob in near}
        self._corner_jaws = tuple(
            tuple((b1, b2) for _n1, b1, n2, b2 in line if n2 in corners) if rules.corner_jaw else ()
            for line in self.geo.lines
        )
        # PET-04: for each square, (the bit beside it, the bit beyond) in each direction
        self._flanks_of = tuple(tuple((b1, b2) for _n1, b1, _n2, b2 in line) for line in self.geo.lines)
        # LKO-06: for each square beside a corner, (the corner's bit, the corner's other neighbour's bit)
        self._corner_pairs = tuple(
            tuple((cb, ob) for _c, cb, ob in near) if rules.corner_capture else () for near in self.geo.corners
        )

    def _arrival_table(self, delta: int) -> tuple[tuple[tuple[GridMove, ...], ...], ...]:
        """[byte index][byte value] -> the moves (t - delta, t) for the squares t of that byte."""
        return tuple(
            tuple(tuple((8 * i + k - delta, 8 * i + k) for k in range(8) if value >> k & 1) for value in range(256))
            for i in range(self._nbytes)
        )

    # ----------------------------------------------------------------- start
    def initial_state(self) -> GridState:
        """The start position (PET-01, LKO-01, LBE-01/02, LSC-01/02); light moves first (PET-02)."""
        r, geo = self.rules, self.geo
        if r.placement:
            per_turn = 2 if r.placement == "pairs" else 1
            return GridState(0, 0, 0, LIGHT, 0, (r.soldiers, r.has_dux, r.soldiers, r.has_dux, per_turn))
        light = geo.row_mask
        dark = geo.row_mask << (geo.size - r.width)
        dux = 0
        if r.has_dux:  # LKO-01: "just right of the middle" as each player sees it
            light_dux = 1 << (r.width + r.width // 2)
            dark_dux = 1 << (geo.size - 2 * r.width + r.width // 2 - 1)
            light, dark, dux = light | light_dux, dark | dark_dux, light_dux | dark_dux
        return GridState(light, dark, dux, LIGHT, 0, None)

    # ----------------------------------------------------------------- moves
    # A random playout asks ``to_move``, ``legal_moves`` and ``apply`` of each position in turn: the last position
    # asked about keeps its legal moves and outcome (``_memo``, one tuple, so that a reader never sees half of it).
    def to_move(self, state: GridState) -> int | None:
        """The side that acts next, or None when the game is over."""
        memo = self._memo
        if memo[0] is not state:
            memo = self._analyse(state)
        return None if memo[2] is not None else state.side

    def chance_outcomes(self, state: GridState) -> list[tuple[GridMove, Fraction]]:
        """Grid games have no chance: always empty."""
        return []

    def legal_moves(self, state: GridState) -> list[GridMove]:
        """Every legal move of the side to move; empty when the game is over."""
        memo = self._memo
        return list(memo[1] if memo[0] is state else self._analyse(state)[1])  # a copy: callers may change it

    def _analyse(self, state: GridState) -> Memo:
        """(``state``, its legal moves, its outcome), remembered as the last position asked about."""
        ended = self.outcome_without_moves(state)
        moves = [] if ended is not None else self._generate(state)
        if ended is None and not moves and state.hand is None:  # PET-09: who cannot move loses
            ended = Outcome(
                other(state.side),
                message(
                    "end_no_moves", self.rules.clause("no_moves"), side=state.side, **self.rules.borrowed("no_moves")
                ),
            )
        memo = self._memo = (state, moves, ended)
        return memo

    def _generate(self, state: GridState) -> list[GridMove]:
        rules, geo = self.rules, self.geo
        light, dark = state.light, state.dark
        occ = light | dark
        if state.hand is not None:  # LBE-02, LSC-02: place on any empty square
            return self._place_moves(geo.full & ~occ)
        own, enemy = (light, dark) if state.side == LIGHT else (dark, light)
        blocked = state.blocked
        free = own & ~blocked  # LSC-V1: a blocked piece does not move
        # LSC-06: squares between two enemies, where a piece may stop only if it captures there
        danger = self._sandwiched(enemy) & ~occ if rules.stop_between_only_if_capturing else 0
        if rules.rook_moves:  # PET-03, LKO-02
            moves = self._slide_moves(free, occ)
        else:  # LBE-04, LSC-03
            moves = self._step_moves(free, occ, danger)
        if danger:
            self._add_capturing_steps(moves, own, free, enemy, state.dux, danger, blocked)
        if rules.dux_jumps_enemy:
            self._add_dux_jumps(moves, free & state.dux, enemy, occ)
        if rules.chain_jumps:
            self._add_chains(moves, own, free, enemy, state.dux, danger, blocked)
        if blocked & enemy:  # LSC-V1 (c): in place of a move, remove a blocked enemy piece (its two jaws free)
            moves.extend((sq, sq) for sq in iter_bits(self.removable(own, enemy, blocked)))
        if rules.dux_lock_loses:
            moves = self._drop_self_locks(moves, own, enemy, state.dux)
        if state.captor is not None:  # LBE-V2: the extra move is the captor's
            moves = [m for m in moves if m[0] == state.captor]
        return moves

    def _place_moves(self, empty: int) -> list[GridMove]:
        """One placement per empty square, looked up a rank at a time."""
        w, row_mask, by_row = self.rules.width, self.geo.row_mask, self._place_rows
        moves: list[GridMove] = []
        for rank in range(self.rules.height):
            pattern = (empty >> (rank * w)) & row_mask
            if pattern:
                found = by_row[rank].get(pattern)
                if found is None:
                    found = by_row[rank][pattern] = tuple((rank * w + f,) for f in range(w) if pattern >> f & 1)
                moves.extend(found)
        return moves

    def _slide_moves(self, own: int, occ: int) -> list[GridMove]:
        """PET-03, LKO-02: every piece slides along its rank and file over empty squares."""
        slides, cells, row_mask, file_mask = self._slides, self._slide_cells, self.geo.row_mask, self.geo.file_mask
        moves: list[GridMove] = []
        extend = moves.extend
        while own:
            low = own & -own
            own ^= low
            sq = low.bit_length() - 1
            rank_shift, f, by_rank, by_file = cells[sq]
            ro = occ >> rank_shift & row_mask
            found = by_rank.get(ro)
            extend(found if found is not None else slides.rank_moves(sq, ro))
            fo = occ >> f & file_mask
            found = by_file.get(fo)
            extend(found if found is not None else slides.file_moves(sq, fo))
        return moves

    def _step_moves(self, own: int, occ: int, avoid: int = 0) -> list[GridMove]:
        """LBE-04, LSC-03: every piece steps one square along a rank or a file onto an empty square
        (except onto the squares ``avoid``)."""
        empty = self.geo.full & ~occ & ~avoid
        w, n = self.rules.width, self._nbytes
        moves: list[GridMove] = []
        extend = moves.extend
        arrivals = zip(
            ((own << w) & empty).to_bytes(n, "little"),
            ((own >> w) & empty).to_bytes(n, "little"),
            (((own & self._not_last_file) << 1) & empty).to_bytes(n, "little"),
            (((own & self._not_first_file) >> 1) & empty).to_bytes(n, "little"),
            self._step_bytes,
            strict=True,
        )
        for north, south, east, west, (to_north, to_south, to_east, to_west) in arrivals:
            if north:
                extend(to_north[north])
            if south:
                extend(to_south[south])
            if east:
                extend(to_east[east])
            if west:
                extend(to_west[west])
        return moves

    def _add_dux_jumps(self, moves: list[GridMove], own_dux: int, enemy: int, occ: int) -> None:
        """LBE-05: the dux jumps an adjacent enemy to the empty square behind; nothing is removed."""
        while own_dux:
            low = own_dux & -own_dux
            own_dux ^= low
            d = low.bit_length() - 1
            for _n1, b1, n2, b2 in self.geo.lines[d]:
                if enemy & b1 and not occ & b2:
                    moves.append((d, n2))

    def _add_chains(
        self, moves: list[GridMove], own: int, free: int, enemy: int, dux: int, danger: int, blocked: int
    ) -> None:
        """LSC-03, LSC-04: the ``free`` pieces of ``own`` jump any adjacent piece to the empty square behind,
        in chains that never land on a visited square; every prefix of a chain is a move of its own (LSC-06
        applies only where the chain stops, and with LSC-V1 the stop must block a piece not ``blocked`` yet,
        between free jaws: proviso (b), ``free`` being ``own`` less its blocked pieces).

        First jumps of all pieces are found at once with shifts; only from a landing square where
        another jump may follow is the chain searched square by square.
        """
        w, occ = self.rules.width, own | enemy
        empty = self.geo.full & ~occ
        east_ok, west_ok = self._jump_east_from, self._jump_west_from
        go_on = (
            ((occ >> w) & (empty >> 2 * w))
            | ((occ << w) & (empty << 2 * w))
            | ((occ >> 1) & (empty >> 2) & east_ok)
            | ((occ << 1) & (empty << 2) & west_ok)
        )
        captures, append = self._captures, moves.append
        for landings, jump_to in (
            ((((free << w) & occ) << w) & empty, self._jump_to[0]),
            ((((free >> w) & occ) >> w) & empty, self._jump_to[1]),
            (((((free & east_ok) << 1) & occ) << 1) & empty, self._jump_to[2]),
            (((((free & west_ok) >> 1) & occ) >> 1) & empty, self._jump_to[3]),
        ):
            while landings:
                low = landings & -landings
                landings ^= low
                move, onward = jump_to[low.bit_length() - 1]
                start = 1 << move[0]
                if not danger & low or captures(free ^ start ^ low, enemy, dux, move[1]) & ~blocked:
                    append(move)
                if go_on & low:  # longer chains: searched square by square
                    board = occ ^ start  # the jumping piece has left its square
                    frontier: list[tuple[GridMove, Onward, int]] = [(move, onward, occ | low)]
                    for path, jumps, visited in frontier:
                        for b1, n2, b2, further in jumps:
                            if board & b1 and not visited & b2:
                                longer = path + (n2,)
                                frontier.append((longer, further, visited | b2))
                                if not danger & b2 or captures(free ^ start ^ b2, enemy, dux, n2) & ~blocked:
                                    append(longer)

    def _add_capturing_steps(
        self, moves: list[GridMove], own: int, free: int, enemy: int, dux: int, danger: int, blocked: int
    ) -> None:
        """LSC-06: steps of the ``free`` pieces onto a square between two enemies, kept only when they capture
        (LSC-V1 (e): when they block a piece not ``blocked`` yet, (b) with a free piece as the other jaw)."""
        neighbours, captures = self.geo.neighbours, self._captures
        while danger:
            low = danger & -danger
            danger ^= low
            t = low.bit_length() - 1
            near = neighbours[t] & free
            while near:
                step = near & -near
                near ^= step
                if captures(free ^ step ^ low, enemy, dux, t) & ~blocked:
                    moves.append((step.bit_length() - 1, t))

    def still_enclosed(self, light: int, dark: int, blocked: int) -> int:
        """LSC-V1 (d): the ``blocked`` pieces that still stand between two free enemy pieces along a rank or a file;
        the others are free again at once, whether an encloser is itself blocked or the enclosure is broken.
        Checked after every move, against the pieces ``blocked`` right after it (so a piece freed by this very
        check frees nothing further: no piece it enclosed was blocked, by (b))."""
        free = ~blocked
        return blocked & ((light & self._sandwiched(dark & free)) | (dark & self._sandwiched(light & free)))

    def removable(self, own: int, enemy: int, blocked: int) -> int:
        """LSC-V1 (c): the blocked ``enemy`` pieces that ``own`` may remove: those between two free pieces of
        ``own`` (after every move that is each blocked enemy piece, by (d))."""
        return enemy & blocked & self._sandwiched(own & ~blocked)

    def _sandwiched(self, enemy: int) -> int:
        """Squares with an enemy piece on both sides along a rank or a file."""
        w = self.rules.width
        across = ((enemy & self._not_last_file) << 1) & ((enemy & self._not_first_file) >> 1)
        along = (enemy << w) & (enemy >> w)
        return (across | along) & self.geo.full

    def _locked(self, dux_bits: int, occ: int, enemy: int) -> bool:
        """LKO-05: every neighbour of the dux is taken or off the board, and one of them is an enemy."""
        if not dux_bits:
            return False
        near = self.geo.neighbours[dux_bits.bit_length() - 1]
        return not near & ~occ and bool(near & enemy)

    def _drop_self_locks(self, moves: list[GridMove], own: int, enemy: int, dux: int) -> list[GridMove]:
        """LKO-05: a move that leaves the mover's own dux locked, without locking the enemy's, is illegal.

        The dux never locks itself by moving (the square behind it is empty afterwards), so only a
        move onto the last free square beside a dux that already touches an enemy is tried.
        """
        own_dux = own & dux
        if not own_dux:
            return moves
        d = own_dux.bit_length() - 1
        near = self.geo.neighbours[d]
        open_near = near & ~(own | enemy)
        if not near & enemy or not open_near or open_near & (open_near - 1):
            return moves
        last = open_near.bit_length() - 1
        bad = [m for m in moves if m[-1] == last and self._locks_own_dux(m, own, enemy, dux)]
        return [m for m in moves if m not in bad] if bad else moves

    def _locks_own_dux(self, move: GridMove, own: int, enemy: int, dux: int) -> bool:
        own, enemy, dux = self._after_move(move, own, enemy, dux)
        occ = own | enemy
        return self._locked(own & dux, occ, enemy) and not self._locked(enemy & dux, occ, own)

    # ----------------------------------------------------------------- apply
    def _captures(self, own: int, enemy: int, dux: int, t: int) -> int:
        """Enemy pieces taken by a piece arriving on ``t``, with ``own`` already updated.

        PET-04: an enemy piece next to ``t`` with a piece of the mover right behind it, on a rank or
        a file (PET-06: never diagonally); PET-05: in every direction at once; LKO-04: the dux helps
        but is never taken; LKO-06: a soldier in a corner is taken between the two squares beside it;
        LBE-V1: a piece beside a corner is taken against that corner while it is empty.
        """
        near = enemy & self.geo.neighbours[t] & ~(dux if self._immune_dux else 0)
        if not near:
            return 0
        taken = 0
        for b1, b2 in self._flanks_of[t]:
            if near & b1 and own & b2:
                taken |= b1
        for b1, corner in self._corner_jaws[t]:
            if near & b1 and not (own | enemy) & corner:
                taken |= b1
        for cb, ob in self._corner_pairs[t]:
            if near & cb and own & ob:
                taken |= cb
        return taken

    def _after_move(self, move: GridMove, own: int, enemy: int, dux: int) -> tuple[int, int, int]:
        """(own, enemy, dux) after a moving move: the piece travels, then captures around it (PET-04)."""
        f, t = move[0], move[-1]
        travel = (1 << f) | (1 << t)
        own ^= travel
        if dux >> f & 1:
            dux ^= travel
        taken = self._captures(own, enemy, dux, t)
        return own, enemy & ~taken, dux & ~taken

    def _legal(self, state: GridState) -> list[GridMove]:
        memo = self._memo
        return memo[1] if memo[0] is state else self._analyse(state)[1]

    def explain_move(self, state: GridState, move: GridMove) -> Message | None:
        """Why ``move`` cannot be played in ``state``, naming the clause, or None if it is legal."""
        return explain_move(self, state, move)

    def _play(self, state: GridState, move: GridMove) -> GridState:
        """The position after a legal ``move``: the piece moves and captures (or is placed, or, LSC-V1, a blocked
        enemy piece is removed)."""
        light, dark, dux, mover, quiet, hand, _captor, blocked = state
        if hand is not None:
            return self._place(state, move[0])
        own, enemy = (light, dark) if mover == LIGHT else (dark, light)
        f, t = move[0], move[-1]
        if f == t:  # LSC-V1: the blocked enemy piece leaves the board (a chain never lands where it started)
            bit = 1 << f
            enemy_after, blocked = enemy & ~bit, blocked & ~bit
        else:  # the piece travels, then captures around it (PET-04)
            travel = (1 << f) | (1 << t)
            own ^= travel
            if dux >> f & 1:
                dux ^= travel
            # LSC-V1 (b): only free pieces enclose (the piece that moved is free)
            taken = self._captures(own & ~blocked if blocked else own, enemy, dux, t)
            if not taken:
                enemy_after = enemy
            elif self.rules.two_stage_capture:  # LSC-V1 (a): the pieces taken stay on the board, blocked
                enemy_after, blocked = enemy, blocked | taken
            else:
                enemy_after, dux = enemy & ~taken, dux & ~taken
        captured = enemy_after != enemy
        light, dark = (own, enemy_after) if mover == LIGHT else (enemy_after, own)
        if blocked:  # LSC-V1 (d): a blocked piece whose encloser is blocked, or whose enclosure is broken, is free
            blocked = self.still_enclosed(light, dark, blocked)
        if captured and self.rules.extra_move_after_capture:
            # LBE-07: who captures moves again; with no move to make, the turn simply passes.
            # LBE-V2: the piece that captured makes that move.
            captor = t if self.rules.extra_move_by_captor else None
            again: GridState = new_state(GridState, (light, dark, dux, mover, 0, None, captor, blocked))
            if self._analyse(again)[1]:
                return again
        return new_state(GridState, (light, dark, dux, 1 - mover, 0 if captured else quiet + 1, None, None, blocked))

    def _place(self, state: GridState, sq: int) -> GridState:
        """LBE-02 / LSC-02: put a soldier (or, with no soldier left, the dux) on an empty square.
        LBE-03: nothing is captured during placement."""
        assert state.hand is not None  # called during a placement only
        ls, ld, ds, dd, left = state.hand
        bit = 1 << sq
        light, dark, dux = state.light, state.dark, state.dux
        if state.side == LIGHT:
            light |= bit
            if ls:
                ls -= 1
            else:
                ld, dux = False, dux | bit
        else:
            dark |= bit
            if ds:
                ds -= 1
            else:
                dd, dux = False, dux | bit
        left -= 1
        side = state.side
        if left == 0:
            in_hand = ((ls, ld), (ds, dd))
            if not any(in_hand[0]) and not any(in_hand[1]):
                return new_state(GridState, (light, dark, dux, LIGHT, 0, None, None, 0))  # movement starts with light
            side = other(side) if any(in_hand[other(side)]) else side
            left = self.per_turn(*in_hand[side])
        return new_state(GridState, (light, dark, dux, side, 0, (ls, ld, ds, dd, left), None, 0))

    def per_turn(self, soldiers: int, dux_in_hand: bool) -> int:
        """LBE-02: two pieces a turn, the dux alone and last; LSC-02: one piece a turn."""
        if self.rules.placement == "pairs" and soldiers:
            return min(2, soldiers)
        return 1

    # ----------------------------------------------------------------- end
    def outcome_without_moves(self, state: GridState) -> Outcome | None:
        """Every ending that does not need the list of moves (pieces, locked dux, quiet count)."""
        r = self.rules
        if state.hand is not None:
            return None
        if r.loses_with_pieces >= 0:  # PET-08, LSC-07 (one piece), LBE-08 (none)
            low_light = state.light.bit_count() <= r.loses_with_pieces
            low_dark = state.dark.bit_count() <= r.loses_with_pieces
            code = "end_one_piece" if r.loses_with_pieces == 1 else "end_no_pieces"
            if low_light and low_dark:  # neither side can capture any more: a draw
                return Outcome(None, message(f"{code}_both", r.clause("few_pieces")))
            if low_light or low_dark:
                return Outcome(
                    DARK if low_light else LIGHT,
                    message(code, r.clause("few_pieces"), side=DARK if low_dark else LIGHT),
                )
        if r.dux_lock_loses:  # LKO-05
            occ = state.light | state.dark
            light_locked = self._locked(state.light & state.dux, occ, state.dark)
            dark_locked = self._locked(state.dark & state.dux, occ, state.light)
            if light_locked or dark_locked:
                # If both are locked, the move that did it wins (the mover is the side not to move).
                loser = state.side if light_locked and dark_locked else (LIGHT if light_locked else DARK)
                return Outcome(other(loser), message("end_dux_locked", r.clause("dux_lock"), side=loser))
        if state.quiet >= r.quiet_limit:  # PET-10, LBE-09
            lc, dc = state.light.bit_count(), state.dark.bit_count()
            winner = None if lc == dc else (LIGHT if lc > dc else DARK)
            return Outcome(
                winner,
                message("end_quiet", r.clause("quiet"), limit=r.quiet_limit, light=lc, dark=dc, **r.borrowed("quiet")),
            )
        return None

    def outcome(self, state: GridState) -> Outcome | None:
        """How the game ended, or None while it goes on.  PET-09: who cannot move loses."""
        memo = self._memo
        return memo[2] if memo[0] is state else self._analyse(state)[2]

    # ----------------------------------------------------------------- what a board asks
    def places(self) -> tuple[str, ...]:
        """Every square by name, a1 first."""
        return self.geo.names

    def pieces_at(self, state: GridState, place: str) -> tuple[Piece, ...]:
        """The piece on the square ``place``, if any: a soldier or a dux of either side."""
        sq = self.geo.index.get(place)
        if sq is None:
            return ()
        for side, army in ((LIGHT, state.light), (DARK, state.dark)):
            if army >> sq & 1:
                return (Piece(side, "dux" if state.dux >> sq & 1 else "soldier", bool(state.blocked >> sq & 1)),)
        return ()

    def turn(self, state: GridState) -> Turn:
        """Who moves, or during a placement (LBE-02, LSC-02) who places what: ``one``, ``two`` or the ``dux``."""
        if self.outcome(state) is not None:
            return Turn(state.side, "over")
        if state.hand is None:
            return Turn(state.side, "move")
        soldiers_left = state.hand[0] if state.side == LIGHT else state.hand[2]
        placing = "dux" if not soldiers_left else ("two" if state.hand[4] == 2 else "one")
        return Turn(state.side, "place", placing)

    def tally(self, state: GridState) -> Tally:
        """Pieces on the board; during a placement the pieces in hand, else the quiet count and its limit."""
        on_board = (state.light.bit_count(), state.dark.bit_count())
        if state.hand is not None:
            ls, ld, ds, dd, _ = state.hand
            return Tally(on_board, (ls + ld, ds + dd), hand=((ls, ld), (ds, dd)))
        return Tally(on_board, quiet=(state.quiet, self.rules.quiet_limit))

    def describe(self, state: GridState, move: GridMove) -> Move[GridMove]:
        """The legal ``move`` with its squares, the squares of the pieces it takes (LSC-V1: or blocks), and Bell's
        extra move; a removal (LSC-V1) has the one square of the piece it takes."""
        names, text = self.geo.names, self.format_move(move)
        if state.hand is not None:
            return Move(move, text, "place", (names[move[0]],))
        if is_removal(move):
            return Move(move, text, "remove", (names[move[0]],), (names[move[0]],))
        after = self._play(state, move)
        enemy = (state.dark, after.dark) if state.side == LIGHT else (state.light, after.light)
        captures = tuple(names[sq] for sq in iter_bits(enemy[0] & ~enemy[1]))
        blocks = tuple(names[sq] for sq in iter_bits(after.blocked & enemy[0] & ~state.blocked))
        again = self.rules.clause("extra_move") if captures and after.side == state.side else None
        return Move(move, text, "move", tuple(names[sq] for sq in move), captures, again=again, blocks=blocks)

    def added_rules(self) -> tuple[Message, ...]:
        """The rules we added where this reconstruction is silent, with their clauses (and the quiet limit)."""
        return tuple(
            message(key, self.rules.clause(key), limit=self.rules.quiet_limit) for key in self.rules.added_by_us
        )

    def explain_places(self, state: GridState, places: tuple[str, ...]) -> Message | None:
        """Why the piece on ``places[0]`` cannot be picked (or a piece placed there), or why it cannot go
        along the other squares of ``places``; None when the rules allow it."""
        squares = tuple(self.geo.index[name] for name in places if name in self.geo.index)
        if len(squares) != len(places) or not squares:
            return message("not_a_square", square=" ".join(places))
        if len(squares) == 1 and state.hand is None:
            if (squares[0], squares[0]) in self._legal(state):  # LSC-V1: a removal acts on one square
                return None
            return explain_click(self, state, squares[0])
        return self.explain_move(state, squares)

    # ----------------------------------------------------------------- text
    def parse_position(self, text: str) -> GridState:
        """Read a position in the notation of ``docs/notation.md``; raises ``NotationError``."""
        return parse_position(self, text)

    def format_position(self, state: GridState) -> str:
        """The one-line text of a position."""
        return format_position(self, state)

    def _read_move(self, text: str) -> GridMove:
        return parse_move(self, text)

    def format_move(self, move: GridMove) -> str:
        """``@e4`` for a placement, ``c1-c5`` or ``c3-c5-e5`` for a move, ``xd5`` for a removal (LSC-V1)."""
        names = self.geo.names
        if len(move) == 1:
            return "@" + names[move[0]]
        if is_removal(move):
            return "x" + names[move[0]]
        return "-".join(names[s] for s in move)

    def ascii(self, state: GridState) -> str:
        """The position as a little text board, rank 8 on top, for doctests and failures."""
        return ascii_board(self, state)
