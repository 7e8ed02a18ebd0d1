"""Positions and moves in the learner's language: whose turn, what is in hand, who won, each move.

Pure functions of a ``GameRecord`` and the game protocol, so that the wording is tested without
Streamlit.  Sentences about the rules themselves (why a move is refused, how a game ended, why a turn
is lost) come from the engine's messages; this module chooses which to show and names the places.
"""

from __future__ import annotations

from typing import Any

from games.core import Game, Move, Outcome
from games.records import GameRecord
from ui.i18n import rules_text, rules_variant_key, t


def turn_text(record: GameRecord, lang: str) -> str:
    """``Light to move``; ``Light to throw`` when a throw is due; during a placement, what is placed."""
    turn = record.game.turn(record.state)
    if turn.phase == "throw":
        return t(f"throw.turn.{turn.side}", lang)
    if turn.phase == "place":
        return t(f"place.{turn.placing}.{turn.side}", lang)
    return t(f"turn.{turn.side}", lang)


def board_help(record: GameRecord, lang: str, *, touch: bool = False) -> str:
    """What to do on the board, in a sentence under it: "Click …" for a mouse, "Tap …" on a touch screen."""
    game = record.game
    if game.turn(record.state).phase == "place":
        key = "board.help.place"
    else:
        key = rules_variant_key(f"board.help.{game.family}", record.rules)
    return t(f"{key}.tap" if touch else key, lang)


def board_alt(record: GameRecord, lang: str, *, touch: bool = False) -> str:
    """The live board's name for a screen reader: the rule set, whose turn, and "click" or (``touch``) "tap"."""
    key = f"board.alt.{record.game.family}"
    title = rules_text(record.rules, "title", lang)
    return t(f"{key}.tap" if touch else key, lang, title=title, turn=turn_text(record, lang))


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
    return t("count", lang, light=tally.on_board[0], dark=tally.on_board[1], quiet=tally.quiet[0], limit=tally.quiet[1])


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
    return [
        t(f"rules.added.{rule.code}", lang, clause=rule.clause or "", **dict(rule.args)) for rule in game.added_rules()
    ]


def move_label(game: Game[Any, Any], move: Move[Any], lang: str) -> str:
    """A move as the select box of moves shows it: its notation (which a person may type), and on a race
    board what it does by the cells (``0+2 · cell 19 → 11``, ``enter · bring a piece in on cell 0``,
    ``pass · the turn is lost``)."""
    if move.kind in ("throw", "place") or not game.is_race_game:
        return move.text
    return t("label.move", lang, text=move.text, cells=cells_text(game, move, lang))


def cells_text(game: Game[Any, Any], move: Move[Any], lang: str) -> str:
    """What a race move does, by the cells and without its coin or throw: ``cell 11 → 13``, ``cell 9 →
    home``, ``cell 24 → off the board``, ``bring a piece in on cell 0``, ``the turn is lost``."""
    if move.kind == "pass":
        return t("answer.pass", lang)
    end = move.places[-1]
    if move.kind == "enter":
        return t("answer.enter", lang, cell=end)
    where = t(f"choice.finish.{game.family}", lang) if move.finishes else end
    return t("answer.cells", lang, start=move.places[0], end=where)


def answer_text(game: Game[Any, Any], move: Move[Any], lang: str) -> str:
    """A move as an answer key prints it for a learner, in words and places rather than notation:
    ``c1 → c5``, ``c3 → c5 → e5``, ``place a piece on e4``, ``remove the blocked piece ×d5``, ``coin 2: cell
    11 → 13``, ``throw 3: cell 10 → off the board``, ``bring a piece in on cell 0``, ``the turn is lost``."""
    if move.kind == "place":
        return t("answer.place", lang, square=move.places[0])
    if move.kind == "remove":
        return t("answer.remove", lang, square=move.places[0])
    if game.device is None:
        return " → ".join(move.places)
    if move.kind != "move":
        return cells_text(game, move, lang)
    return t(f"answer.{game.device.key}", lang, value=move.value, cells=cells_text(game, move, lang))


def captures_text(move: Move[Any]) -> str:
    """The places a move takes pieces from, each after a ``×`` (`` ×d5 ×e4``); empty when it takes none."""
    return "".join(f" ×{place}" for place in move.captures)


def blocks_text(move: Move[Any], lang: str) -> str:
    """The places whose pieces a move blocks (LSC-V1), after a comma (``, blocks d4``); empty when none."""
    return t("move.blocks", lang, places=", ".join(move.blocks)) if move.blocks else ""


def move_text(game: Game[Any, Any], move: Move[Any], lang: str, *, value: bool = True) -> str:
    """A move as a person reads it in the move list, a lesson's praise or refusal, the hint and the stakes,
    with the places it captures: a grid move in notation (``c1-c5 ×d5``, ``e3-e4, blocks d4``; a removal in
    words: ``remove the blocked piece ×d4``), a race move in words (``answer_text``: ``coin 2: cell 11 →
    13``, ``throw 2: cell 3 → 5 ×5``).  ``value=False`` leaves out the coin or throw (``cell 32 → 35``), where
    the words around have just said it."""
    if move.kind == "remove":
        return answer_text(game, move, lang)
    if not game.is_race_game:
        words = move.text
    else:
        words = answer_text(game, move, lang) if value else cells_text(game, move, lang)
    return words + captures_text(move) + blocks_text(move, lang)


def choice_label(game: Game[Any, Any], move: Move[Any], lang: str) -> str:
    """The button that plays one move of the picked piece: ``Coin 2 → cell 12``, ``Bring a piece in``."""
    end = move.places[-1]
    if move.kind == "enter":
        return t("choice.enter", lang, cell=end)
    where = t(f"choice.finish.{game.family}", lang) if move.finishes else t("choice.to", lang, cell=end)
    device = game.device.key if game.device is not None else "coins"
    return t(f"choice.{device}", lang, value=move.value, where=where)


def move_lines(record: GameRecord, lang: str = "en") -> list[tuple[int, int, str]]:
    """``(number, side, text)`` of every line of the move list, each move as ``move_text`` words it.

    On a grid a line is a move, and a capture that earns another move (Bell's LBE-07) shares its line
    with the moves it earned (``c1-c5 ×d5, then d4-d6``).  Where a throw is due before moving, a line is a
    turn: the throw, then what its moves did (``throw 2 + 1 — coin 2: cell 19 → 11, coin 1: cell 11 →
    12``; Patolli's one value is said once: ``throw 3 — cell 29 → 32``).  A turn begun before the record
    (a link's position with its throw) has no throw to show, so each of its moves names its own.
    """
    return [(n, side, line_text(record, plies, lang)) for n, (side, plies) in enumerate(move_groups(record), start=1)]


def move_groups(record: GameRecord) -> list[tuple[int, tuple[int, ...]]]:
    """The move list's lines as ``(side, indices in record.moves)``: on a grid a move with the moves its capture
    earned; in the race games a turn, from its throw (or from the record's first move, where the record begins
    after the throw) to the side's last move before the other side's turn."""
    game = record.game
    groups: list[tuple[int, list[int]]] = []
    joined = False  # the next move joins the line before
    for index, (side, move) in enumerate(zip(record.movers(), record.moves, strict=True)):
        if game.is_race_game:
            joined = bool(groups) and move.kind != "throw" and groups[-1][0] == side
        if joined:
            groups[-1][1].append(index)
        else:
            groups.append((side, [index]))
        if not game.is_race_game:
            joined = move.again is not None
    return [(side, tuple(indices)) for side, indices in groups]


def line_text(record: GameRecord, indices: tuple[int, ...], lang: str) -> str:
    """One line of the move list in words (see ``move_lines``): the moves at ``indices`` of ``record.moves``."""
    game = record.game
    moves = [record.moves[index] for index in indices]
    if not game.is_race_game:
        return t("moves.then", lang).join(move_text(game, move, lang) for move in moves)
    if moves[0].kind != "throw":
        return ", ".join(move_text(game, move, lang) for move in moves)
    values = game.turn(record.states[indices[0] + 1]).left or ()
    named = len(values) > 1  # each coin says which it is; one throw is said once
    said = ", ".join(move_text(game, move, lang, value=named) for move in moves[1:])
    thrown = throw_text(values, lang)
    return t("moves.turn", lang, throw=thrown, moves=said) if said else thrown


def ply_words(record: GameRecord, lang: str) -> list[str]:
    """For each position of ``record`` (0 the start), the move that led to it in words: ``""``, then
    ``c1-c5 ×d5``, ``throw 2 + 1``, ``coin 2: cell 19 → 11``, ``the turn is lost``: what a chart's hover says."""
    game, words = record.game, [""]
    for index, move in enumerate(record.moves):
        if move.kind == "throw":
            words.append(throw_text(game.turn(record.states[index + 1]).left or (), lang))
        elif move.kind == "pass":
            words.append(t("answer.pass", lang))
        else:
            words.append(move_text(game, move, lang))
    return words


def values_text(values: tuple[int, ...]) -> str:
    """A throw's values as every page writes them (``2 + 1``, ``10``), in the engine's order, the larger coin
    first: the order ``Turn.left`` holds and a throw read from a link or a record has."""
    return " + ".join(str(value) for value in values)


def throw_text(values: tuple[int, ...], lang: str) -> str:
    """A throw as the move list writes it: ``throw 2 + 1``, ``throw 10``."""
    return t("moves.throw", lang, value=values_text(values))


def lost_turn_lines(record: GameRecord, lang: str) -> list[str]:
    """When the turn is lost: the engine's reason for each kind of block, one line each."""
    return [reason.text(lang) for reason in record.game.stuck_reasons(record.state)]


def position_label(record: GameRecord, lang: str) -> str:
    """The position for a screen reader: whose turn, then each side's pieces and where they stand
    (``Light: 8 on a1, b1, …``; a stack is counted, ``19 ×3``; a blocked piece is said, ``d4 (blocked)``)."""
    game, state = record.game, record.state
    parts = [turn_text(record, lang) + "."] if game.outcome(state) is None else []
    for side in (0, 1):
        where = []
        count = 0
        for place in game.places():
            pieces = [piece for piece in game.pieces_at(state, place) if piece.side == side]
            if pieces:
                count += len(pieces)
                named = place if len(pieces) == 1 else f"{place} ×{len(pieces)}"
                where.append(t("board.label.blocked", lang, place=named) if pieces[0].blocked else named)
        parts.append(
            t("board.label.side", lang, side=t(f"side.{side}", lang), count=count, places=", ".join(where) or "—")
        )
    return " ".join(parts)


def announcement(record: GameRecord, lang: str) -> str:
    """The last move in words, for a screen reader: ``Light: c1 to c5, captures d5.``, ``Light: e3 to e4, blocks
    d4.``, ``Light removes the blocked piece on d4.``, ``Dark: cell 11 to cell 13.``"""
    move = record.last_move
    if move is None:
        return ""
    side = t(f"side.{record.movers()[-1]}", lang)
    if move.kind == "throw":
        return t("announce.throw", lang, side=side, value=values_text(record.game.turn(record.state).left or ()))
    if move.kind == "pass":
        return t("announce.pass", lang, side=side)
    if move.kind == "place":
        return t("announce.place", lang, side=side, place=move.places[0])
    if move.kind == "remove":
        return t("announce.remove", lang, side=side, place=move.places[0])
    if move.kind == "enter":
        return f"{side}: {move_text(record.game, move, lang, value=False)}."

    def place(name: str) -> str:  # a race game's places are cells, and a reader should hear so
        return t("choice.to", lang, cell=name) if record.game.is_race_game else name

    end = t(f"choice.finish.{record.game.family}", lang) if move.finishes else place(move.places[-1])
    text = t("announce.move", lang, side=side, start=place(move.places[0]), end=end)
    if move.captures:
        text += t("announce.captures", lang, places=", ".join(move.captures))
    if move.blocks:
        text += t("announce.blocks", lang, places=", ".join(move.blocks))
    return text + "."
