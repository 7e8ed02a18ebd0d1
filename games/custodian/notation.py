"""Positions and moves of the grid games as text (``docs/notation.md``), both ways.

``<board> <to-move> <quiet> <hand>``, e.g. ``pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -``; with LSC-V1 a blocked
piece is ``x`` (light) or ``y`` (dark).  Every error names the field (and row) that is wrong, in a
``NotationError`` a learner can read.
"""

from __future__ import annotations

import re
from typing import Any

from games.core import DARK, LIGHT, SIDE_LETTERS, NotationError, message
from games.custodian.state import GridEngine, GridMove, GridState, is_removal

PIECES = {"P": (LIGHT, False), "D": (LIGHT, True), "p": (DARK, False), "d": (DARK, True)}
BLOCKED = {"x": LIGHT, "y": DARK}
"""LSC-V1: the letters of blocked pieces (soldiers: Schädler's game has no dux)."""
_HAND = re.compile(r"^(\d+)(\+D)?,(\d+)(\+D)?,(\d+)$")
_MOVE = re.compile(r"^[a-z]\d{1,2}(-[a-z]\d{1,2})+$|^[@x][a-z]\d{1,2}$")


def _fail(code: str, **args: Any) -> NotationError:
    return NotationError(message(code, **args))


def _parse_board(game: GridEngine, text: str) -> tuple[int, int, int, int]:
    w, h = game.rules.width, game.rules.height
    rows = text.split("/")
    if len(rows) != h:
        raise _fail("pos_rows", found=len(rows), expected=h)
    light = dark = dux = blocked = 0
    for i, row in enumerate(rows):
        rank = h - 1 - i
        col = 0
        for token in re.findall(r"\d+|.", row):
            if token.isdigit():
                if int(token) < 1:
                    raise _fail("pos_bad_char", row=i + 1, char=token)
                col += int(token)
                continue
            if token not in PIECES and not (token in BLOCKED and game.rules.two_stage_capture):
                raise _fail("pos_bad_char", row=i + 1, char=token)
            side, is_dux = PIECES[token] if token in PIECES else (BLOCKED[token], False)
            if is_dux and not game.rules.has_dux:
                raise _fail("pos_no_dux", row=i + 1, rules=game.name)
            if col < w:
                bit = 1 << (rank * w + col)
                if side == LIGHT:
                    light |= bit
                else:
                    dark |= bit
                if is_dux:
                    dux |= bit
                if token in BLOCKED:
                    blocked |= bit
            col += 1
        if col != w:
            raise _fail("pos_row_width", row=i + 1, found=col, expected=w)
    for side_bits, letter in ((light, "D"), (dark, "d")):
        if (side_bits & dux).bit_count() > 1:
            raise _fail("pos_two_dux", piece=letter)
    loose = blocked & ~game.still_enclosed(light, dark, blocked)
    if loose:  # LSC-V1: a blocked piece stands between two enemy pieces
        raise _fail("pos_blocked_free", square=game.geo.names[loose.bit_length() - 1])
    return light, dark, dux, blocked


def _parse_hand(
    game: GridEngine, text: str, light: int, dark: int, dux: int, side: int
) -> tuple[int, bool, int, bool, int] | None:
    r = game.rules
    if text == "-" or text in game.geo.index and r.extra_move_by_captor:
        limit = r.soldiers + (1 if r.has_dux else 0)
        for bits, letter in ((light, "P"), (dark, "p")):
            if bits.bit_count() > limit:
                raise _fail("pos_too_many", piece=letter, found=bits.bit_count(), limit=limit)
        return None
    if not r.placement:
        raise _fail("pos_hand_unexpected", rules=game.name)
    found = _HAND.match(text)
    if not found:
        raise _fail("pos_hand_syntax", text=text)
    ls, ld, ds, dd, left = (int(found[1]), bool(found[2]), int(found[3]), bool(found[4]), int(found[5]))
    if (ld or dd) and not r.has_dux:
        raise _fail("pos_no_dux", row=0, rules=game.name)
    for bits, soldiers, dux_in_hand, letter in ((light, ls, ld, "P"), (dark, ds, dd, "p")):
        on_board = (bits & ~dux).bit_count()
        if on_board + soldiers != r.soldiers or (r.has_dux and dux_in_hand == bool(bits & dux)):
            raise _fail("pos_hand_count", piece=letter, board=on_board, hand=soldiers, total=r.soldiers)
    mine = (ls, ld) if side == LIGHT else (ds, dd)
    if not any(mine) or not 1 <= left <= game.per_turn(*mine):
        raise _fail("pos_hand_left", left=left)
    return ls, ld, ds, dd, left


def parse_position(game: GridEngine, text: str) -> GridState:
    """Read ``<board> <to-move> <quiet> <hand>``; raises ``NotationError`` saying what is wrong."""
    fields = text.strip().split(" ")
    if len(fields) != 4 or not all(fields):
        raise _fail("pos_fields", found=len([f for f in fields if f]))
    board, to_move, quiet, hand = fields
    light, dark, dux, blocked = _parse_board(game, board)
    if to_move not in SIDE_LETTERS:
        raise _fail("pos_side", text=to_move)
    side = SIDE_LETTERS.index(to_move)
    if not quiet.isdigit():
        raise _fail("pos_quiet", text=quiet)
    parsed_hand = _parse_hand(game, hand, light, dark, dux, side)
    if parsed_hand is not None and int(quiet) != 0:
        raise _fail("pos_quiet_placement", text=quiet)
    if parsed_hand is not None and blocked:  # LSC-02: nothing is captured during placement
        raise _fail("pos_blocked_placement")
    return GridState(
        light,
        dark,
        dux,
        side,
        int(quiet),
        parsed_hand,
        _parse_captor(game, hand, light, dark, side, int(quiet)),
        blocked,
    )


def _parse_captor(game: GridEngine, text: str, light: int, dark: int, side: int, quiet: int) -> int | None:
    """LBE-V2: the square of the piece that captured and moves again, written in place of ``<hand>``."""
    if text not in game.geo.index:
        return None
    sq = game.geo.index[text]
    if not (light if side == LIGHT else dark) >> sq & 1 or quiet != 0:
        raise _fail("pos_captor", square=text)
    return sq


def _letter(state: GridState, bit: int) -> str:
    """The letter of the piece on the square ``bit``: ``P D x`` light, ``p d y`` dark (``x y`` blocked, LSC-V1)."""
    if state.blocked & bit:
        return "x" if state.light & bit else "y"
    letter = "d" if state.dux & bit else "p"
    return letter.upper() if state.light & bit else letter


def _board_text(game: GridEngine, state: GridState) -> str:
    w, h = game.rules.width, game.rules.height
    rows = []
    for rank in range(h - 1, -1, -1):
        row, run = "", 0
        for col in range(w):
            bit = 1 << (rank * w + col)
            if not (state.light | state.dark) & bit:
                run += 1
                continue
            if run:
                row, run = row + str(run), 0
            row += _letter(state, bit)
        rows.append(row + (str(run) if run else ""))
    return "/".join(rows)


def format_position(game: GridEngine, state: GridState) -> str:
    """The one-line text of a position (the inverse of ``parse_position``)."""
    if state.captor is not None:  # LBE-V2: who makes the extra move
        hand = game.geo.names[state.captor]
    elif state.hand is None:
        hand = "-"
    else:
        ls, ld, ds, dd, left = state.hand
        hand = f"{ls}{'+D' if ld else ''},{ds}{'+D' if dd else ''},{left}"
    return f"{_board_text(game, state)} {SIDE_LETTERS[state.side]} {state.quiet} {hand}"


def parse_move(game: GridEngine, text: str) -> GridMove:
    """Read ``@e4``, ``c1-c5``, ``c3-c5-e5`` or ``xd5`` into a move tuple (legality is not checked here)."""
    if not _MOVE.match(text or ""):
        raise _fail("move_syntax", text=text)
    index = game.geo.index
    names = text.lstrip("@x").split("-")
    for name in names:
        if name not in index:
            raise _fail("move_square", square=name, last=game.geo.names[-1])
    if text.startswith("x"):  # LSC-V1: the removal of the blocked piece there
        return index[names[0]], index[names[0]]
    move = tuple(index[n] for n in names)
    if is_removal(move):  # "d5-d5" would read as the removal "xd5"
        raise _fail("move_stays", text=text)
    return move


def ascii_board(game: GridEngine, state: GridState) -> str:
    """A small text drawing of the board: ``P D p d`` for pieces (``x y`` blocked), ``.`` for empty squares."""
    w, h = game.rules.width, game.rules.height
    lines = []
    for rank in range(h - 1, -1, -1):
        cells = []
        for col in range(w):
            bit = 1 << (rank * w + col)
            cells.append(_letter(state, bit) if (state.light | state.dark) & bit else ".")
        lines.append(f"{rank + 1:>2} " + " ".join(cells))
    lines.append("   " + " ".join(chr(ord("a") + c) for c in range(w)))
    return "\n".join(lines)
