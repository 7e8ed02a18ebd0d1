"""A deliberately plain second implementation of the custodian-capture rules, for cross-checking.

It walks squares one by one on a dict board, with none of the engine's bitboards or memo tables, so
that the two can be compared move for move in random games (``test_reference_engine.py``).
"""

from __future__ import annotations

from games.custodian.rules import RuleSet

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
SIDE_OF = {"P": "l", "D": "l", "x": "l", "p": "d", "d": "d", "y": "d"}
"""Whose piece a letter is; ``x`` and ``y`` are blocked pieces (LSC-V1)."""
BLOCKED = {"l": "x", "d": "y"}
"""The letter of a side's blocked piece."""
FREED = {"x": "P", "y": "p"}
"""A blocked piece's letter once it is free again (Schädler's game has no dux)."""
Board = dict[tuple[int, int], str]
"""{(file, rank): letter}: the squares that hold a piece."""


def board_of(rules: RuleSet, text: str) -> Board:
    """The board field of a position as a ``Board``."""
    board: Board = {}
    for i, row in enumerate(text.split(" ")[0].split("/")):
        rank, col, digits = rules.height - 1 - i, 0, ""
        for ch in row + " ":
            if ch.isdigit():
                digits += ch
                continue
            col += int(digits or 0)
            digits = ""
            if ch != " ":
                board[(col, rank)] = ch
                col += 1
    return board


def name(sq: tuple[int, int]) -> str:
    return chr(ord("a") + sq[0]) + str(sq[1] + 1)


def _on(rules: RuleSet, f: int, r: int) -> bool:
    return 0 <= f < rules.width and 0 <= r < rules.height


def _mine(letter: str | None, side: str) -> bool:
    return letter is not None and SIDE_OF[letter] == side


def _jaw(letter: str | None, side: str) -> bool:
    """Can ``letter`` close the pincers for ``side``?  LSC-V1 (b): only a free piece encloses."""
    return _mine(letter, side) and letter not in FREED


def _enclosed(rules: RuleSet, board: Board, sq: tuple[int, int]) -> bool:
    """Does the piece on ``sq`` stand between two free enemy pieces along a rank or a file?"""
    f, r = sq
    enemy = "d" if SIDE_OF[board[sq]] == "l" else "l"
    return any(
        _jaw(board.get((f + df, r + dr)), enemy) and _jaw(board.get((f - df, r - dr)), enemy)
        for df, dr in ((1, 0), (0, 1))
    )


def captures(rules: RuleSet, board: Board, side: str, at: tuple[int, int]) -> set[tuple[int, int]]:
    """Enemy squares taken by the piece that has just arrived on ``at``."""
    taken = set()
    f, r = at
    for df, dr in STEPS:
        n1, n2 = (f + df, r + dr), (f + 2 * df, r + 2 * dr)
        victim = board.get(n1)
        if victim and not _mine(victim, side) and _jaw(board.get(n2), side):
            if rules.dux_capturable or victim.lower() != "d":
                taken.add(n1)
    if rules.corner_capture:
        for corner in ((0, 0), (rules.width - 1, 0), (0, rules.height - 1), (rules.width - 1, rules.height - 1)):
            victim = board.get(corner)
            if not victim or _mine(victim, side) or victim.lower() == "d":
                continue
            cf, cr = corner
            beside = [(cf + df, cr + dr) for df, dr in STEPS if _on(rules, cf + df, cr + dr)]
            if at in beside and all(_mine(board.get(s), side) for s in beside):
                taken.add(corner)
    return taken


def after(rules: RuleSet, board: Board, side: str, path: list[tuple[int, int]]) -> Board:
    """The board after the piece on path[0] travels to path[-1] and captures there; with LSC-V1 the pieces
    taken are blocked instead (only free pieces enclose), ``[sq, sq]`` removes the blocked piece on ``sq``, and
    every blocked piece no longer between two free enemy pieces, as the board stands right after the move, is free
    again."""
    new = dict(board)
    if path[0] == path[-1]:
        del new[path[0]]
    else:
        new[path[-1]] = new.pop(path[0])
        for sq in captures(rules, new, side, path[-1]):
            if rules.two_stage_capture:
                new[sq] = BLOCKED[SIDE_OF[new[sq]]]
            else:
                del new[sq]
    standing = dict(new)
    for sq, letter in standing.items():
        if letter in FREED and not _enclosed(rules, standing, sq):
            new[sq] = FREED[letter]
    return new


def locked(rules: RuleSet, board: Board, side: str) -> bool:
    """Is ``side``'s dux surrounded by pieces and the edge, with at least one enemy beside it?"""
    dux = "D" if side == "l" else "d"
    for (f, r), letter in board.items():
        if letter == dux:
            around = [(f + df, r + dr) for df, dr in STEPS if _on(rules, f + df, r + dr)]
            return all(s in board for s in around) and any(not _mine(board[s], side) for s in around)
    return False


def legal_moves(rules: RuleSet, text: str) -> set[str]:
    """Every legal move of the position ``text`` (whose game is not over), as notation strings."""
    board_text, side, _quiet, hand = text.split(" ")
    board = board_of(rules, board_text)
    empty = [(f, r) for r in range(rules.height) for f in range(rules.width) if (f, r) not in board]
    if hand != "-":
        return {"@" + name(sq) for sq in empty}
    enemy = "d" if side == "l" else "l"
    paths = []
    for sq, letter in board.items():
        if letter == BLOCKED[enemy] and _enclosed(rules, board, sq):  # LSC-V1 (c): both enclosers free
            paths.append([sq, sq])
        if not _mine(letter, side) or letter in FREED:  # a blocked piece does not move
            continue
        for df, dr in STEPS:
            f, r = sq[0] + df, sq[1] + dr
            while _on(rules, f, r) and (f, r) not in board:
                paths.append([sq, (f, r)])
                if not rules.rook_moves:
                    break
                f, r = f + df, r + dr
            over, land = (sq[0] + df, sq[1] + dr), (sq[0] + 2 * df, sq[1] + 2 * dr)
            if (
                rules.dux_jumps_enemy
                and letter.lower() == "d"
                and over in board
                and _on(rules, *land)
                and land not in board
                and not _mine(board[over], side)
            ):
                paths.append([sq, land])
        if rules.chain_jumps:
            rest = {k: v for k, v in board.items() if k != sq}
            todo = [[sq]]
            while todo:
                path = todo.pop()
                for df, dr in STEPS:
                    here = path[-1]
                    over, land = (here[0] + df, here[1] + dr), (here[0] + 2 * df, here[1] + 2 * dr)
                    if over in rest and _on(rules, *land) and land not in rest and land not in path:
                        paths.append(path + [land])
                        todo.append(path + [land])
    legal = set()
    for path in paths:
        if path[0] == path[-1]:
            legal.add("x" + name(path[0]))
            continue
        new = after(rules, board, side, path)
        stop = path[-1]
        moved = {k: v for k, v in board.items() if k != path[0]} | {stop: board[path[0]]}
        fresh = {sq for sq in captures(rules, moved, side, stop) if board[sq] not in FREED}  # not blocked yet
        if rules.stop_between_only_if_capturing and not fresh:
            f, r = stop
            if any(
                not _mine(board.get((f + df, r + dr)), side)
                and (f + df, r + dr) in board
                and not _mine(board.get((f - df, r - dr)), side)
                and (f - df, r - dr) in board
                for df, dr in ((1, 0), (0, 1))
            ):
                continue
        if rules.dux_lock_loses and locked(rules, new, side) and not locked(rules, new, enemy):
            continue
        legal.add("-".join(name(s) for s in path))
    return legal
