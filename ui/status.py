"""The sentences around the board, in the learner's language: whose turn, what is in hand, who won.

Pure functions of a ``GameRecord``, so that the wording is tested without Streamlit.
"""

from __future__ import annotations

from games.core import CHANCE, Outcome
from ui.game_record import GameRecord, Move
from ui.i18n import t


def turn_text(record: GameRecord, lang: str) -> str:
    """``Light to move``; in the race games ``Light to throw`` first; during placement, what is placed."""
    state = record.state
    if record.is_race:
        return t(f"throw.turn.{state.side}" if record.game.to_move(state) == CHANCE else f"turn.{state.side}", lang)
    if state.hand is None:
        return t(f"turn.{state.side}", lang)
    soldiers_left = state.hand[0] if state.side == 0 else state.hand[2]
    what = "dux" if not soldiers_left else ("two" if state.hand[4] == 2 else "one")
    return t(f"place.{what}.{state.side}", lang)


def hand_text(record: GameRecord, lang: str) -> str | None:
    """The pieces each side still has to place, or None once placement is over."""
    hand = record.state.hand
    if hand is None:
        return None

    def count(soldiers: int, dux: bool) -> str:
        return t("place.plus_dux", lang, count=soldiers) if dux else str(soldiers)

    return t("place.hand", lang, light=count(hand[0], hand[1]), dark=count(hand[2], hand[3]))


def count_text(record: GameRecord, lang: str) -> str | None:
    """Pieces on the board and the half-moves since the last capture, once pieces move."""
    state = record.state
    if state.hand is not None:
        return None
    return t("count", lang, light=state.light.bit_count(), dark=state.dark.bit_count(), quiet=state.quiet,
             limit=record.game.rules.quiet_limit)


def extra_move_text(record: GameRecord, lang: str) -> str | None:
    """Bell's bonus move (LBE-07): said when the side that just moved moves again."""
    if len(record.states) < 2:
        return None
    before, now = record.states[-2], record.state
    if before.hand is not None or now.hand is not None or before.side != now.side:
        return None
    clause = record.game.rules.clause("extra_move") or ""
    return t("turn.again", lang, side=t(f"side.{now.side}", lang), clause=clause)


def outcome_text(outcome: Outcome, lang: str) -> str:
    """``Light wins. Dark has a single piece left and loses — PET-08``."""
    head = t("end.draw", lang) if outcome.winner is None else t(f"end.win.{outcome.winner}", lang)
    return f"{head} {outcome.reason.text(lang)}"


def added_rules(record: GameRecord, lang: str) -> list[str]:
    """The rules of this rule set that we added where its reconstruction is silent, one phrase each."""
    rules = record.game.rules
    return [t(f"rules.added.{key}", lang, clause=rules.clause(key) or "", limit=rules.quiet_limit)
            for key in rules.added_by_us]


def move_lines(record: GameRecord, lang: str = "en") -> list[tuple[int, int, str]]:
    """``(number, side, text)`` of every move in the record, in notation.

    In the race games a line is a turn: the throw, then the moves it made (``throw 2+1: 0+2, 3+1``).
    """
    game = record.game
    movers = record.movers()
    if not record.is_race:
        return [(i + 1, side, game.format_move(m)) for i, (side, m) in enumerate(zip(movers, record.moves,
                                                                                   strict=True))]
    turns: list[tuple[int, str | None, list[str]]] = []
    for side, move in zip(movers, record.moves, strict=True):
        if move[0] == "throw" or not turns or turns[-1][0] != side:
            turns.append((side, None, []))
        if move[0] == "throw":
            turns[-1] = (side, throw_text(move, lang), [])
        else:
            turns[-1][2].append(t("moves.pass", lang) if move[0] == "pass" else game.format_move(move))
    return [(n, side, ": ".join(part for part in (throw, ", ".join(moves)) if part))
            for n, (side, throw, moves) in enumerate(turns, start=1)]


def throw_text(move: Move, lang: str) -> str:
    """A throw as the move list writes it: ``throw 2+1`` (Knossos's coins), ``throw 10`` (Patolli's beans)."""
    return t("moves.throw", lang, value="+".join(str(v) for v in move[1:]))
