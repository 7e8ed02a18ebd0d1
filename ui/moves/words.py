"""Positions and moves in the learner's language: whose turn, what is in hand, who won, each move.

Pure functions of a ``GameRecord`` and the game protocol, so that the wording is tested without
Streamlit.  Sentences about the rules themselves (why a move is refused, how a game ended, why a turn
is lost) come from the engine's messages; this module chooses which to show and names the places.
"""

from __future__ import annotations

from typing import Any

from games.core import Game, GameRecord, Move, Outcome
from ui.i18n import t


def turn_text(record: GameRecord, lang: str) -> str:
    """``Light to move``; ``Light to throw`` when a throw is due; during a placement, what is placed."""
    turn = record.game.turn(record.state)
    if turn.phase == "throw":
        return t(f"throw.turn.{turn.side}", lang)
    if turn.phase == "place":
        return t(f"place.{turn.placing}.{turn.side}", lang)
    return t(f"turn.{turn.side}", lang)


def hand_text(record: GameRecord, lang: str) -> str | None:
    """The pieces each side still has to place, or None outside a placement."""
    hand = record.game.tally(record.state).hand
    if hand is None:
        return None

    def count(soldiers: int, dux: bool) -> str:
        return t("place.plus_dux", lang, count=soldiers) if dux else str(soldiers)

    return t("place.hand", lang, light=count(*hand[0]), dark=count(*hand[1]))


def count_text(record: GameRecord, lang: str) -> str | None:
    """Pieces on the board and the half-moves since the last capture, where a quiet count ends the game."""
    tally = record.game.tally(record.state)
    if tally.quiet is None:
        return None
    return t("count", lang, light=tally.on_board[0], dark=tally.on_board[1], quiet=tally.quiet[0],
             limit=tally.quiet[1])


def extra_move_text(record: GameRecord, lang: str) -> str | None:
    """Bell's bonus move (LBE-07): said when the last move earned its mover another one."""
    last = record.last_move
    if last is None or last.again is None:
        return None
    side = record.game.turn(record.state).side
    return t("turn.again", lang, side=t(f"side.{side}", lang), clause=last.again)


def outcome_text(outcome: Outcome, lang: str) -> str:
    """``Light wins. Dark has a single piece left and loses — PET-08``."""
    head = t("end.draw", lang) if outcome.winner is None else t(f"end.win.{outcome.winner}", lang)
    return f"{head} {outcome.reason.text(lang)}"


def added_rules(game: Game[Any, Any], lang: str) -> list[str]:
    """The rules of this rule set that we added where its reconstruction is silent, one phrase each."""
    return [t(f"rules.added.{rule.code}", lang, clause=rule.clause or "", **dict(rule.args))
            for rule in game.added_rules()]


def move_label(game: Game[Any, Any], move: Move[Any], lang: str) -> str:
    """A move as the move list and the select box show it: its notation, and on a race board the cells it
    joins (``0+2 · cell 19 → 11``, ``enter · onto cell 0``, ``pass · the turn is lost``)."""
    if move.kind == "pass":
        return t("label.pass", lang, text=move.text)
    if move.kind in ("throw", "place") or game.device is None:
        return move.text
    start, end = move.places
    if move.kind == "enter":
        return t("label.enter", lang, text=move.text, cell=end)
    if move.finishes:
        return t(f"label.finish.{game.family}", lang, text=move.text, start=start)
    return t("label.move", lang, text=move.text, start=start, end=end)


def answer_text(game: Game[Any, Any], move: Move[Any], lang: str) -> str:
    """A move as an answer key prints it for a learner, in words and places rather than notation:
    ``c1 → c5``, ``c3 → c5 → e5``, ``place a piece on e4``, ``coin 2: cell 11 → 13``, ``throw 3: cell 10 →
    off the board``, ``bring a piece in on cell 0``, ``pass: the turn is lost``."""
    if move.kind == "pass":
        return t("answer.pass", lang)
    if move.kind == "place":
        return t("answer.place", lang, square=move.places[0])
    if game.device is None:
        return " → ".join(move.places)
    start, end = move.places[0], move.places[-1]
    if move.kind == "enter":
        return t("answer.enter", lang, cell=end)
    where = t(f"choice.finish.{game.family}", lang) if move.finishes else end
    return t(f"answer.{game.device.key}", lang, value=move.value, start=start, end=where)


def choice_label(game: Game[Any, Any], move: Move[Any], lang: str) -> str:
    """The button that plays one move of the picked piece: ``Coin 2 → cell 12``, ``Bring a piece in``."""
    end = move.places[-1]
    if move.kind == "enter":
        return t("choice.enter", lang, cell=end)
    where = t(f"choice.finish.{game.family}", lang) if move.finishes else t("choice.to", lang, cell=end)
    device = game.device.key if game.device is not None else "coins"
    return t(f"choice.{device}", lang, value=move.value, where=where)


def move_lines(record: GameRecord, lang: str = "en") -> list[tuple[int, int, str]]:
    """``(number, side, text)`` of every move in the record.

    Where a throw is due before moving, a line is a turn: the throw, then the moves it made
    (``throw 2+1: 0+2, 3+1``).
    """
    movers = record.movers()
    if record.game.device is None:
        return [(i + 1, side, m.text) for i, (side, m) in enumerate(zip(movers, record.moves, strict=True))]
    turns: list[tuple[int, str | None, list[str]]] = []
    for index, (side, move) in enumerate(zip(movers, record.moves, strict=True)):
        if move.kind == "throw" or not turns or turns[-1][0] != side:
            turns.append((side, None, []))
        if move.kind == "throw":
            turns[-1] = (side, throw_text(record, index, lang), [])
        else:
            turns[-1][2].append(t("moves.pass", lang) if move.kind == "pass" else move.text)
    return [(n, side, ": ".join(part for part in (throw, ", ".join(moves)) if part))
            for n, (side, throw, moves) in enumerate(turns, start=1)]


def throw_text(record: GameRecord, index: int, lang: str) -> str:
    """The throw ``record.moves[index]`` as the move list writes it: ``throw 2+1``, ``throw 10``."""
    values = record.game.turn(record.states[index + 1]).left or ()
    return t("moves.throw", lang, value="+".join(str(v) for v in values))


def lost_turn_lines(record: GameRecord, lang: str) -> list[str]:
    """When the turn is lost: the engine's reason for each kind of block, one line each."""
    return [reason.text(lang) for reason in record.game.stuck_reasons(record.state)]


def position_label(record: GameRecord, lang: str) -> str:
    """The position for a screen reader: whose turn, then each side's pieces and where they stand
    (``Light: 8 on a1, b1, …``; a stack is counted, ``19 ×3``)."""
    game, state = record.game, record.state
    parts = [turn_text(record, lang) + "."] if game.outcome(state) is None else []
    for side in (0, 1):
        where = []
        count = 0
        for place in game.places():
            own = sum(piece.side == side for piece in game.pieces_at(state, place))
            if own:
                count += own
                where.append(place if own == 1 else f"{place} ×{own}")
        parts.append(t("board.label.side", lang, side=t(f"side.{side}", lang), count=count,
                       places=", ".join(where) or "—"))
    return " ".join(parts)


def announcement(record: GameRecord, lang: str) -> str:
    """The last move in words, for a screen reader: ``Light: c1 to c5, captures d5.``"""
    move = record.last_move
    if move is None:
        return ""
    side = t(f"side.{record.movers()[-1]}", lang)
    if move.kind == "throw":
        values = record.game.turn(record.state).left or ()
        return t("announce.throw", lang, side=side, value=" + ".join(map(str, values)))
    if move.kind == "pass":
        return t("announce.pass", lang, side=side)
    if move.kind == "place":
        return t("announce.place", lang, side=side, place=move.places[0])
    end = t(f"choice.finish.{record.game.family}", lang) if move.finishes else move.places[-1]
    text = t("announce.move", lang, side=side, start=move.places[0], end=end)
    if move.captures:
        text += t("announce.captures", lang, places=", ".join(move.captures))
    return text + "."
