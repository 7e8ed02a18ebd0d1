"""The legal moves of many games at once, counted, and one of each game's moves chosen by its rank.

Moves are held as *slots*: a slot is a bitboard per game of the squares moves arrive on, with the offset that
leads back to the square each comes from (a slide of ``k`` squares north: ``k * width``), so that every set bit of
every slot is one move and the moves of a game are counted by counting bits.  Chains of jumps (LSC-04), whose
path matters, are rows (``games.batch.chains``).  ``MoveSet.listed`` writes a game's moves as the engine does, for
the tests that hold the two to the same moves.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from games.batch.board import DIRECTIONS, OPPOSITE, Bits, Ints, Layout, Mask, count, squares_of
from games.batch.capture import Capture
from games.batch.chains import Chains, chains
from games.custodian.rules import RuleSet

GridMove = tuple[int, ...]
PLACE = -1 << 20
"""The offset of a placement slot: its moves are the one square ``(to,)``."""
SLIDE = 1 << 20
"""The offset of a slot of slides: ``SLIDE + d`` for direction ``d``."""


@dataclass
class MoveSet:
    """The legal moves of every game of a batch: ``slots`` ``(slots, words, games)`` with their ``offsets`` (a move
    of slot ``i`` arriving on ``to`` is ``(to - offsets[i], to)``; ``(to,)`` for ``PLACE``; ``(to, to)``, offset 0,
    is the removal of LSC-V1; a ``SLIDE + d`` slot holds slides in direction ``d``, each from the first piece behind
    its arrival), then the ``chains`` (if the rules have them), and ``counts`` per game (``slot_counts``: of the
    slots alone)."""

    layout: Layout
    slots: Bits
    offsets: tuple[int, ...]
    chains: Chains | None
    counts: Ints
    slot_counts: Ints
    occupied: Bits
    """The occupied squares: a slide's piece is the first one behind the square it arrives on."""

    def choose(self, rank: Ints) -> tuple[Ints, Ints, Ints]:
        """For each game the move of rank ``rank`` (0 first; less than the game's count): (from, to, chain row,
        -1 for a move of a slot).  A placement has from = to = its square, as a removal has."""
        games = len(rank)
        in_slots = rank < self.slot_counts
        if in_slots.all():
            origin, to = self._from_slots(self.slots, rank, self.occupied)
            return origin, to, np.full(games, -1, dtype=np.int64)
        origin = np.zeros(games, dtype=np.int64)
        to = np.zeros(games, dtype=np.int64)
        row = np.full(games, -1, dtype=np.int64)
        by_slot = np.nonzero(in_slots)[0]
        if len(by_slot):
            origin[by_slot], to[by_slot] = self._from_slots(
                self.slots[:, :, by_slot], rank[by_slot], self.occupied[:, by_slot]
            )
        by_chain = np.nonzero(~in_slots)[0]
        assert self.chains is not None  # only chains lie beyond the slots
        order = np.argsort(self.chains.game.astype(np.int16 if games < 1 << 15 else np.int64), kind="stable")
        first = np.searchsorted(self.chains.game[order], by_chain)
        chosen = order[first + rank[by_chain] - self.slot_counts[by_chain]]
        origin[by_chain], to[by_chain], row[by_chain] = self.chains.start[chosen], self.chains.land[chosen], chosen
        return origin, to, row

    def _from_slots(self, slots: Bits, rank: Ints, occupied: Bits) -> tuple[Ints, Ints]:
        """(from, to) of the move of rank ``rank`` of the ``slots`` of some games."""
        slot, to = np.divmod(self.layout.select(slots, rank), self.layout.size)
        offset = np.array(self.offsets, dtype=np.int64)[slot]
        origin = np.where(offset == PLACE, to, to - offset)
        slides = np.nonzero(offset >= SLIDE)[0]
        if len(slides):
            back = np.array(OPPOSITE, dtype=np.int64)[offset[slides] - SLIDE]
            origin[slides] = self.layout.nearest(occupied[:, slides], back, to[slides])
        return origin, to

    def listed(self, game: int) -> list[GridMove]:
        """Game ``game``'s moves as the engine writes them, sorted."""
        moves: list[GridMove] = []
        for slot, offset in enumerate(self.offsets):
            _games, squares = squares_of(self.slots[slot][:, [game]], self.layout)
            for to in (int(s) for s in squares):
                if offset == PLACE:
                    moves.append((to,))
                elif offset >= SLIDE:
                    moves.append((self._slid_from(game, to, OPPOSITE[offset - SLIDE]), to))
                else:
                    moves.append((to - offset, to))
        if self.chains is not None:
            moves.extend(self.chains.path(int(row)) for row in np.nonzero(self.chains.game == game)[0])
        return sorted(moves)

    def _slid_from(self, game: int, to: int, back: int) -> int:
        """Where the piece that slid onto ``to`` came from: the first occupied square going ``back``."""
        occupied, step, square = self.layout.to_int(self.occupied, game), self.layout.delta[back], to
        while True:
            square += step
            if occupied >> square & 1:
                return square

    def move(self, game: int, origin: int, to: int, row: int) -> GridMove:
        """The move ``choose`` gave game ``game`` as the engine writes it."""
        if row >= 0:
            assert self.chains is not None
            return self.chains.path(row)
        if self.offsets[0] == PLACE:
            return (to,)
        return (origin, to)


class Generator:
    """The moves of one ``RuleSet`` (PET-03, LKO-02, LBE-04/05, LSC-03..06, LKO-05's self-lock, LBE-V2, LSC-V1)."""

    def __init__(self, rules: RuleSet, layout: Layout, capture: Capture):
        self.rules, self.layout, self.capture = rules, layout, capture

    def placements(self, own: Bits, opp: Bits) -> MoveSet:
        """LBE-02, LSC-02: one move per empty square."""
        empty = self.layout.full & ~(own | opp)
        counts = count(empty)
        return MoveSet(self.layout, empty[None], (PLACE,), None, counts, counts, own | opp)

    def moves(self, own: Bits, opp: Bits, dux: Bits, blocked: Bits, captor: Ints) -> MoveSet:
        """Every legal move of the side to move, its pieces ``own``, in each game (``captor``: LBE-V2's square of
        the piece that must make the extra move, -1 for any)."""
        rules, layout, capture = self.rules, self.layout, self.capture
        occupied = own | opp
        free = own & ~blocked  # LSC-V1: a blocked piece does not move
        if rules.extra_move_by_captor:  # LBE-V2: the extra move is the captor's
            has_captor = captor >= 0
            if has_captor.any():
                only = np.where(has_captor, layout.squares(np.maximum(captor, 0)), layout.full)
                free = free & only
        empty = layout.full & ~occupied
        slots: list[Bits] = []
        offsets: list[int] = []
        danger = None
        if rules.stop_between_only_if_capturing:  # LSC-06: squares between two enemies
            danger = capture.sandwiched(opp) & empty
        if rules.rook_moves:  # PET-03, LKO-02
            self._slides(slots, offsets, free, empty, own, opp, dux)
        else:  # LBE-04, LSC-03
            arrive = empty if danger is None else empty & ~danger
            for d in DIRECTIONS:
                slots.append(layout.shift(free, d) & arrive)
                offsets.append(layout.delta[d])
        if danger is not None:  # LSC-06: a step onto a square between two enemies only if it captures
            capturable = capture.capturable(opp, dux) & ~blocked
            taking = danger & capture.capturing_steps(own & ~blocked, opp, capturable)  # LSC-V1 (b): free jaws
            for d in DIRECTIONS:
                slots.append(layout.shift(free, d) & taking)
                offsets.append(layout.delta[d])
        if rules.dux_jumps_enemy:  # LBE-05: the dux jumps an adjacent enemy to the empty square behind
            for d in DIRECTIONS:
                slots.append(layout.shift(layout.shift(free & dux, d) & opp, d) & empty)
                offsets.append(2 * layout.delta[d])
        if rules.two_stage_capture:  # LSC-V1 (c): in place of a move, remove a blocked enemy piece (its jaws free)
            slots.append(blocked & opp & capture.sandwiched(own & ~blocked))
            offsets.append(0)
        stacked = np.stack(slots)
        found = chains(layout, free, occupied) if rules.chain_jumps else None
        if found is not None and danger is not None:
            found = self._stops(found, own, opp, dux, blocked, danger)
        slot_counts = counts = count(stacked)
        if found is not None:
            counts = counts + np.bincount(found.game[found.game >= 0], minlength=counts.shape[0])
        return MoveSet(layout, stacked, tuple(offsets), found, counts, slot_counts, occupied)

    def _slides(
        self, slots: list[Bits], offsets: list[int], free: Bits, empty: Bits, own: Bits, opp: Bits, dux: Bits
    ) -> None:
        """PET-03, LKO-02: the slides in each direction, one slot each (LKO-05: without the self-locks)."""
        layout = self.layout
        for d in DIRECTIONS:
            slots.append(layout.fill(free, empty, d) & empty)
            offsets.append(SLIDE + d)
        if self.rules.dux_lock_loses:
            self._drop_self_locks(slots, own, opp, dux)

    def _drop_self_locks(self, slots: list[Bits], own: Bits, opp: Bits, dux: Bits) -> None:
        """LKO-05: a move that leaves the mover's own dux locked without locking the enemy's is illegal.

        Only a move onto ``last``, the one free square beside a dux that touches an enemy, can lock it; the dux
        never locks itself (the square it leaves is next to it), and a piece that comes from next to the enemy's
        dux frees that dux.  The slides onto ``last`` of the other pieces are taken out of ``slots``.
        """
        layout, capture = self.layout, self.capture
        near = layout.neighbours(own & dux)
        open_near = near & ~(own | opp)
        cond = (count(open_near) == 1) & layout.any(near & opp)
        if not cond.any():
            return
        games = np.flatnonzero(cond)
        last = open_near[:, games]
        arrives = layout.any(np.stack([slots[d][:, games] for d in DIRECTIONS]) & last)  # (direction, game)
        reached = np.flatnonzero(arrives.any(axis=0))
        if not len(reached):
            return
        games, last, arrives = games[reached], last[:, reached], arrives[:, reached]
        own, opp, dux, near = own[:, games], opp[:, games], dux[:, games], near[:, games]
        last_square = layout.lowest(last)
        own_after = own | last  # a soldier arrives on ``last``; where it came from is never next to the own dux
        taken = capture.taken(last, last_square, own_after, opp, capture.capturable(opp, dux))
        opp_after = opp & ~taken
        # the own dux's one open neighbour is now taken: it is locked unless the move takes a piece next to it
        own_locked = ~layout.any(near & taken) & layout.any(near & opp_after)
        enemy_dux = opp_after & dux
        enemy_locked = capture.locked(enemy_dux, own_after | opp_after, own_after)
        frees_enemy = np.where(enemy_locked, layout.neighbours(enemy_dux), layout.full)
        bad = own & ~dux & frees_enemy
        direction, which = np.divmod(np.flatnonzero(arrives & own_locked), len(games))
        if not len(which):
            return
        back = np.array(OPPOSITE, dtype=np.int64)[direction]
        # the slide onto ``last`` comes from the first piece behind it
        origin = layout.nearest((own | opp)[:, which], back, last_square[which])
        illegal = layout.any(layout.squares(origin) & bad[:, which])
        for d in DIRECTIONS:
            drop = which[illegal & (direction == d)]
            if len(drop):
                slots[d][:, games[drop]] &= ~last[:, drop]

    def _stops(self, found: Chains, own: Bits, opp: Bits, dux: Bits, blocked: Bits, danger: Bits) -> Chains:
        """LSC-06: a chain may stop between two enemies only if it captures there (LSC-V1: blocks a piece not
        blocked yet, (b) with a free jaw); the piece that jumped has left its square, which is then no jaw."""
        layout = self.layout
        land = layout.squares(found.land)
        risky = np.nonzero(layout.any(land & danger[:, found.game]))[0]
        if not len(risky):
            return found
        g = found.game[risky]
        own_after = (own[:, g] & ~blocked[:, g]) ^ layout.squares(found.start[risky]) ^ land[:, risky]
        capturable = self.capture.capturable(opp[:, g], dux[:, g]) & ~blocked[:, g]
        taking = layout.any(self.capture.taken(land[:, risky], found.land[risky], own_after, opp[:, g], capturable))
        keep = np.ones(len(found.game), dtype=bool)
        keep[risky[~taking]] = False
        if keep.all():
            return found
        # a dropped row stays the parent of its longer chains: keep every row, and give the dropped ones no game
        return _without(found, keep)


def _without(found: Chains, keep: Mask) -> Chains:
    """``found`` with the rows not in ``keep`` left out of every game (their game -1) but still parents."""
    game = np.where(keep, found.game, -1)
    return Chains(game, found.start, found.land, found.parent)
