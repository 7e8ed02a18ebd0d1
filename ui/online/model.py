"""What the online game's page shows, worked out from the game in the store (``classroom.online``) with no
Streamlit: the page's address read and checked, the seat it holds, and for that seat whose turn it is, whether the
opponent is connected, which buttons a turn offers (resign, a draw, a takeback and their answers, a rematch), the
result in words, and the players' names.

A seat is a side; a spectator has none and is offered nothing that changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from classroom.keys import is_token
from classroom.online import Ended, OnlineGame, connected, is_game_id, side_of
from games.records import GameRecord
from ui.i18n import t
from ui.moves.words import outcome_text, turn_text


@dataclass(frozen=True)
class Address:
    """What the page's link names: the game, and the seat token it holds (None: a spectator's link)."""

    game_id: str
    seat: str | None


def read_address(game: str | None, seat: str | None) -> Address | str:
    """The game and seat of the page's query parameters, or the catalogue key of the sentence that says what is
    wrong with them (no game named, a game id that cannot be one, a seat token that cannot be one)."""
    if not game:
        return "online.error.no_game"
    game_id = game.strip().upper()
    if not is_game_id(game_id):
        return "online.error.bad_game"
    if seat is not None and not is_token(seat):
        return "online.error.bad_seat"
    return Address(game_id, seat)


def seat_side(game: OnlineGame, seat: str | None) -> int | None | str:
    """The side the seat token holds in ``game`` (None: a spectator, with no token), or the catalogue key that
    says the token is not one of this game's seats."""
    if seat is None:
        return None
    side = side_of(game, seat)
    return "online.error.other_seat" if side is None else side


def held_elsewhere(game: OnlineGame, side: int, device: str, now: float) -> bool:
    """Whether another device holds the seat ``side`` and was heard within ``PRESENT_SECONDS`` (the page asks the
    person before it takes the seat here)."""
    holder = game.devices[side]
    return holder not in ("", device) and connected(game, side, now)


def is_over(game: OnlineGame, record: GameRecord) -> bool:
    """Whether the game has ended: resigned, drawn by agreement, or by its rules."""
    return game.result is not None or record.game.outcome(record.state) is not None


@dataclass(frozen=True)
class Actions:
    """The buttons a seat's turn block offers now (each a catalogue key's last part), and what stands waiting."""

    may_move: bool = False
    """The seat's own turn to move or throw, with nothing waiting for its answer."""
    throw: bool = False
    """A throw is due and it is the seat's: the page offers Throw."""
    resign: bool = False
    offer_draw: bool = False
    offer_takeback: bool = False
    answer: str | None = None
    """The kind of the opponent's offer this seat answers ("draw", "takeback"), if one waits."""
    waiting: str | None = None
    """The kind of this seat's own offer, while the opponent has not answered."""
    rematch: bool = False


def actions(game: OnlineGame, record: GameRecord, side: int | None) -> Actions:
    """What seat ``side`` may do now (a spectator, ``None``: nothing)."""
    if side is None:
        return Actions()
    if is_over(game, record):
        return Actions(rematch=True)
    turn = record.game.turn(record.state)
    mine = turn.side == side
    kind, asker = game.offer if game.offer is not None else (None, None)
    return Actions(
        may_move=mine,
        throw=mine and turn.phase == "throw",
        resign=True,
        offer_draw=kind is None and not record.game.is_race_game,
        offer_takeback=kind is None and _has_moved(record, side),
        answer=kind if kind is not None and asker != side else None,
        waiting=kind if kind is not None and asker == side else None,
    )


def _has_moved(record: GameRecord, side: int) -> bool:
    """Whether ``side`` has played a move of its own (a takeback has something to take back)."""
    game = record.game
    return any(game.turn(state).side == side for state in record.states[:-1])


def turn_line(record: GameRecord, side: int | None, lang: str) -> str:
    """Whose turn, in words, and for a seat whether it is its own ("Light to move — your turn")."""
    said = turn_text(record, lang)
    if side is None:
        return said
    mine = record.game.turn(record.state).side == side
    return t("online.turn.yours" if mine else "online.turn.theirs", lang, turn=said)


def opponent_status(game: OnlineGame, side: int, now: float) -> str:
    """``connected`` when the opponent's device was heard within ``PRESENT_SECONDS``, else ``away``."""
    return "connected" if connected(game, 1 - side, now) else "away"


def result_text(game: OnlineGame, record: GameRecord, lang: str) -> str | None:
    """How the game ended, in words (None while it goes on): the rules' own end with its clause, a resignation, or
    a draw agreed."""
    ended = game.result
    outcome = record.game.outcome(record.state)
    if ended is None or ended.why == "rules":
        return outcome_text(outcome, lang) if outcome is not None else None
    if ended.why == "resign" and ended.winner is not None:
        return t("online.result.resign", lang, loser=t(f"side.{1 - ended.winner}", lang)) + " " + _winner(ended, lang)
    return t("online.result.agreed", lang)


def _winner(ended: Ended, lang: str) -> str:
    return t("end.draw", lang) if ended.winner is None else t(f"end.win.{ended.winner}", lang)


def players(game: OnlineGame, side: int | None, lang: str) -> tuple[str, str]:
    """Each side's label: its colour, the player's name if given (as text: the page escapes it), and "you" for
    the seat's own."""
    labels = []
    for each in (0, 1):
        name = game.names[each]
        label = t(f"side.{each}", lang) + (f": {name}" if name else "")
        labels.append(t("online.you", lang, side=label) if each == side else label)
    return labels[0], labels[1]
