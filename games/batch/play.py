"""Random self-play of many games of one grid rule set at once, one ply of every game per step.

``Batch`` holds every game's position as bitboards from the mover's side (``own``, ``opp``), with the dux, the
blocked pieces (LSC-V1), the side to move, the quiet count and Bell's captor (LBE-V2).  A step ends the games
whose position is over (``CustodianGame.outcome``, clause by clause), lists the moves of the others
(``games.batch.moves``), draws one uniformly in each game and plays it as ``CustodianGame._play`` does.  The
placement (LBE-02, LSC-02) runs the same in every game of a batch, so its order (who places, the dux last) is
read once from the engine.  ``position`` gives a game's position as the engine's ``GridState``, for the tests
that hold the batch to the engine ply by ply.
"""

from __future__ import annotations

import numpy as np

from games.batch.board import Bits, Ints, Layout, Mask, count, layout
from games.batch.capture import Capture
from games.batch.finished import DRAW, Finished
from games.batch.moves import Generator, GridMove, MoveSet
from games.core import LIGHT
from games.custodian.engine import CustodianGame
from games.custodian.state import GridState
from games.summary import GameSummary

ENDINGS = ("few_pieces", "dux_lock", "quiet", "no_moves")
"""The rule keys of the endings, by the code ``Batch`` keeps for each finished game."""
FEW_PIECES, DUX_LOCK, QUIET, NO_MOVES = range(4)


def placement_order(game: CustodianGame) -> list[tuple[GridState, bool]]:
    """LBE-02, LSC-02: the engine's position before each placement (who places, the hands) and whether the dux is
    placed then; empty for the rule sets that start with every piece on the board.  The same in every game."""
    order: list[tuple[GridState, bool]] = []
    state = game.initial_state()
    while state.hand is not None:
        order.append((state, game.turn(state).placing == "dux"))
        state = game.apply(state, game.legal_moves(state)[0])
    return order


class Batch:
    """Random games of ``game``'s rule set from the positions ``starts``, all played at once; every choice is drawn
    from ``rng``.  The starts are all the start position (``new``), or positions after the placement."""

    def __init__(self, game: CustodianGame, starts: list[GridState], rng: np.random.Generator):
        rules = self.rules = game.rules
        self.game, self.rng = game, rng
        self.layout: Layout = layout(rules.width, rules.height)
        self.capture = Capture(rules, self.layout)
        self.generator = Generator(rules, self.layout, self.capture)
        self.order = placement_order(game)
        placing = [start.hand is not None for start in starts]
        assert not any(placing) or starts == [game.initial_state()] * len(starts), "placement from the start only"
        self.placed = 0 if any(placing) else len(self.order)
        games, to_bits = len(starts), self.layout.from_ints
        self.side = np.array([start.side for start in starts], dtype=np.int64)
        self.own = to_bits([s.light if s.side == LIGHT else s.dark for s in starts])
        self.opp = to_bits([s.dark if s.side == LIGHT else s.light for s in starts])
        self.dux = to_bits([start.dux for start in starts])
        self.blocked = to_bits([start.blocked for start in starts])
        self.ids = np.arange(games)
        self.quiet = np.array([start.quiet for start in starts], dtype=np.int64)
        self.captor = np.array([-1 if start.captor is None else start.captor for start in starts], dtype=np.int64)
        self.plies = np.zeros(games, dtype=np.int64)
        self.captures = np.zeros((2, games), dtype=np.int64)
        self.finished = Finished.empty(games)
        self.last: MoveSet | None = None
        """The moves listed in the last step, for the games still playing (``ids``), and the one chosen in each."""
        self.last_choice: tuple[Ints, Ints, Ints] | None = None

    @classmethod
    def new(cls, game: CustodianGame, games: int, rng: np.random.Generator) -> Batch:
        """``games`` games from the start."""
        return cls(game, [game.initial_state()] * games, rng)

    @property
    def active(self) -> int:
        """How many games are still being played."""
        return len(self.ids)

    def play(self) -> Finished:
        """Every game to its end."""
        while self.active:
            self.step()
        return self.finished

    def step(self) -> None:
        """One ply of every game still playing (a placement while the pieces are being placed); the games whose
        position is over are finished first, with the clause that ends them."""
        self.last = self.last_choice = None
        if self.placed < len(self.order):
            self._place()
            return
        winner, ending = self._endings(self.own, self.opp, self.dux, self.side, self.quiet)
        self._finish(winner >= 0, winner, ending)
        if not self.active:
            return
        moves = self.generator.moves(self.own, self.opp, self.dux, self.blocked, self.captor)
        stuck = moves.counts == 0
        if stuck.any():  # PET-09: who cannot move loses
            self._finish(stuck, 1 - self.side, np.full(len(stuck), NO_MOVES))
            if not self.active:
                return
            moves = self.generator.moves(self.own, self.opp, self.dux, self.blocked, self.captor)
        self._play(moves)

    def position(self, game: int) -> GridState:
        """Game ``game`` (an index into ``ids``) as the engine's position."""
        layout = self.layout
        light, dark = (self.own, self.opp) if self.side[game] == LIGHT else (self.opp, self.own)
        placing = self.placed < len(self.order)
        captor = int(self.captor[game])
        return GridState(
            layout.to_int(light, game),
            layout.to_int(dark, game),
            layout.to_int(self.dux, game),
            int(self.side[game]),
            int(self.quiet[game]),
            self.order[self.placed][0].hand if placing else None,
            None if captor < 0 else captor,
            layout.to_int(self.blocked, game),
        )

    def chosen(self, game: int) -> GridMove:
        """The move the last step played in game ``game`` (an index into ``ids``), as the engine writes it."""
        assert self.last is not None and self.last_choice is not None
        origin, to, row = (int(a[game]) for a in self.last_choice)
        return self.last.move(game, origin, to, row)

    # ----------------------------------------------------------------- placement
    def _place(self) -> None:
        """LBE-02, LSC-02: every game places a piece (the dux when its turn says so) on a random empty square;
        LBE-03: nothing is captured."""
        moves = self.generator.placements(self.own, self.opp)
        origin, to, row = self._choose(moves)
        bits = self.layout.squares(to)
        self.own |= bits
        if self.order[self.placed][1]:
            self.dux |= bits
        self.plies += 1
        self.placed += 1
        following = self.order[self.placed][0].side if self.placed < len(self.order) else LIGHT
        if following != self.side[0]:  # the same in every game
            self.own, self.opp = self.opp, self.own
            self.side = 1 - self.side
        self.last, self.last_choice = moves, (origin, to, row)

    # ----------------------------------------------------------------- moves
    def _choose(self, moves: MoveSet) -> tuple[Ints, Ints, Ints]:
        """A uniformly random move of each game: (from, to, chain row or -1)."""
        rank = (self.rng.random(self.active) * moves.counts).astype(np.int64)
        return moves.choose(rank)

    def _play(self, moves: MoveSet) -> None:
        """Each game plays a random move of ``moves``: the piece travels, then captures around it (PET-04), or a
        blocked enemy piece is removed (LSC-V1); LBE-07: who captured moves again if there is a move to make."""
        rules, layout, capture = self.rules, self.layout, self.capture
        origin, to, row = self._choose(moves)
        self.last, self.last_choice = moves, (origin, to, row)
        from_bits, to_bits = layout.squares(origin), layout.squares(to)
        removal = origin == to
        travel = np.where(removal, np.uint64(0), from_bits | to_bits)
        own = self.own ^ travel
        moved_dux = layout.any(self.dux & from_bits)
        dux = self.dux ^ np.where(moved_dux, travel, np.uint64(0))
        jaws = own & ~self.blocked if rules.two_stage_capture else own  # LSC-V1 (b): only free pieces enclose
        taken = capture.taken(to_bits, to, jaws, self.opp, capture.capturable(self.opp, dux))
        taken = np.where(removal, np.uint64(0), taken)
        blocked = self.blocked
        if rules.two_stage_capture:  # LSC-V1 (a): the pieces taken stay on the board, blocked
            blocked = blocked | taken
            removed = np.where(removal, from_bits, np.uint64(0))
        else:
            removed = taken
        opp = self.opp & ~removed
        dux &= ~removed
        captured = layout.any(removed)
        if rules.two_stage_capture:  # LSC-V1 (d): a blocked piece whose encloser is blocked or gone moves again
            blocked = capture.still_enclosed(own, opp, blocked & ~removed)
        games = np.arange(self.active)
        self.captures[self.side, games] += count(self.opp) - count(opp)
        self.quiet = np.where(captured, 0, self.quiet + 1)
        self.plies += 1
        self.dux, self.blocked = dux, blocked
        passing = np.ones(self.active, dtype=bool)
        captor = np.full(self.active, -1, dtype=np.int64)
        if rules.extra_move_after_capture and captured.any():
            again = np.nonzero(captured)[0]
            again_captor = to[again] if rules.extra_move_by_captor else np.full(len(again), -1, dtype=np.int64)
            own_a, opp_a, dux_a, blocked_a = own[:, again], opp[:, again], dux[:, again], blocked[:, again]
            ended, _ = self._endings(own_a, opp_a, dux_a, self.side[again], np.zeros(len(again), dtype=np.int64))
            can_move = self.generator.moves(own_a, opp_a, dux_a, blocked_a, again_captor).counts > 0
            stays = again[can_move & (ended < 0)]
            passing[stays] = False
            captor[stays] = again_captor[can_move & (ended < 0)]
        self.captor = captor
        if passing.all():
            self.own, self.opp = opp, own
        else:
            self.own, self.opp = np.where(passing, opp, own), np.where(passing, own, opp)
        self.side = np.where(passing, 1 - self.side, self.side)

    # ----------------------------------------------------------------- end
    def _endings(self, own: Bits, opp: Bits, dux: Bits, side: Ints, quiet: Ints) -> tuple[Ints, Ints]:
        """``outcome_without_moves`` per game: (winner, or -1 while it goes on; the ending's code).  PET-08, LSC-07,
        LBE-08: too few pieces; LKO-05: a locked dux (both locked: the side to move loses); PET-10, LBE-09: the
        quiet count, more pieces winning."""
        rules = self.rules
        own_count, opp_count = count(own), count(opp)
        winner = np.full(len(side), -1, dtype=np.int64)
        ending = np.zeros(len(side), dtype=np.int64)
        quiet_over = quiet >= rules.quiet_limit
        low_own = own_count <= rules.loses_with_pieces  # never true when loses_with_pieces is -1
        low_opp = opp_count <= rules.loses_with_pieces
        own_locked = opp_locked = None
        if rules.dux_lock_loses:
            occupied = own | opp
            own_locked = self.capture.locked(own & dux, occupied, opp)
            opp_locked = self.capture.locked(opp & dux, occupied, own)
        some = quiet_over | low_own | low_opp
        if own_locked is not None and opp_locked is not None:
            some |= own_locked | opp_locked
        if not some.any():
            return winner, ending
        # the first ending that applies, in the engine's order; a later one never overrides an earlier one
        endings = [(low_own & low_opp, DRAW, FEW_PIECES), (low_own, 1 - side, FEW_PIECES), (low_opp, side, FEW_PIECES)]
        if own_locked is not None and opp_locked is not None:
            endings += [(own_locked, 1 - side, DUX_LOCK), (opp_locked, side, DUX_LOCK)]
        endings += [
            (quiet_over & (own_count == opp_count), DRAW, QUIET),
            (quiet_over & (own_count > opp_count), side, QUIET),
            (quiet_over, 1 - side, QUIET),
        ]
        for where, who, code in reversed(endings):
            winner = np.where(where, who, winner)
            ending = np.where(where, code, ending)
        return winner, ending

    def _finish(self, over: Mask, winner: Ints, ending: Ints) -> None:
        """Record the games ``over`` (a mask over ``ids``) and stop playing them."""
        if not over.any():
            return
        done, ids = self.finished, self.ids[over]
        done.plies[ids], done.winner[ids], done.ending[ids] = self.plies[over], winner[over], ending[over]
        done.captures[:, ids] = self.captures[:, over]
        done.done[ids] = True
        keep = ~over
        self.ids, self.side, self.quiet = self.ids[keep], self.side[keep], self.quiet[keep]
        self.captor, self.plies, self.captures = self.captor[keep], self.plies[keep], self.captures[:, keep]
        self.own, self.opp = self.own[:, keep], self.opp[:, keep]
        self.dux, self.blocked = self.dux[:, keep], self.blocked[:, keep]


def play_games(game: CustodianGame, games: int, rng: np.random.Generator) -> list[GameSummary]:
    """``games`` random games of ``game``'s rule set played at once, every draw from ``rng``: their summaries, in
    order (the grid family's batch player, ``games.registry``)."""
    clauses = [game.rules.clause(key) or key for key in ENDINGS]
    return Batch.new(game, games, rng).play().summaries(clauses, throws=False)
