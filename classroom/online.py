"""Online games by link (issue 26): two people on two devices play one game that the server holds.

An ``OnlineGame`` is one frozen value: the rule set and start position, every move and throw since in notation (as
``games.records.GameRecord`` keeps them, so ``record`` replays it into one), each side's seat (the hash of a secret
seat token carried in that player's own link: ``classroom.keys``), the players' names, at most one offer waiting for
an answer (a draw, or a takeback), how the game ended, and a ``version`` that grows with every change, which the
pages follow.  The functions here are pure (no I/O, no clock, no shared generator: times and generators are passed
in); each change returns a new game, or raises ``OnlineError`` with a ``games.messages.Message`` saying why, in
the learner's language: for a move the rules refuse, the engine's own reason and the clause it names.

The rules are held here, not in the browser: only a seat token moves, only on its side's turn, only while the game
goes on; a spectator's link has no token.  In the race games the server throws (``throw``, with the server's
generator): a throw sent as a move is refused.  A player may resign, offer a draw (not in a race game, where luck
and not agreement ends a game), or ask for a takeback, which the other player grants or refuses (a move declines
any offer).  A takeback undoes the asker's last move and everything after it; in a race game it goes back to
before the asker's throw too.  ``present`` is a seat's heartbeat from a device; the seat's other device is refused
while that one was heard within ``PRESENT_SECONDS``, unless the person chose to take the seat over.  A rematch
swaps the colours and keeps each person's seat token.  The stores (``classroom.store``) keep games as
``as_json`` writes them and forget one ``GAME_IDLE_SECONDS`` after its last change.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace
from random import Random
from typing import Any, TypeVar

from classroom.keys import CODE_ALPHABET, key_hash, new_token, same
from classroom.names import clean_name
from games.chance import throw_fall
from games.core import DARK, LIGHT, GameError, Message, RandomSource, message, other
from games.records import GameRecord
from games.registry import get_game

GAME_IDLE_SECONDS = 7 * 24 * 60 * 60
"""A game with no change for a week is gone (issue 26: "games expire after a week without a move")."""
PRESENT_SECONDS = 15.0
"""A seat whose device was heard within this many seconds is connected (a player's page beats every five)."""
GAME_ID_LENGTH = 8
"""A game's id: 8 characters of ``CODE_ALPHABET``, about 850 billion (public: it is in the spectators' link)."""
DRAW, TAKEBACK = "draw", "takeback"
OFFERS = (DRAW, TAKEBACK)
"""What a player may offer or ask for, which the other player answers."""
RULES, RESIGN, AGREED = "rules", "resign", "agreed"
"""Why a game ended: its own rules (``games.core.Outcome``), a player resigned, or both agreed to a draw."""
LIGHT_CHOICES = ("me", "friend", "lot")
"""Who plays light, as the person who makes a game chooses: they, their friend, or a lot drawn by the server."""

T = TypeVar("T")


class OnlineError(Exception):
    """Why an online game refused a change: ``reason`` is shown in the learner's language (``reason.text(lang)``)."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.text("en"))
        self.reason = reason


@dataclass(frozen=True)
class Ended:
    """How a game ended: the winner (``LIGHT``, ``DARK``, None for a draw) and why (``RULES``, ``RESIGN``,
    ``AGREED``); the rules' own reason is the engine's ``outcome`` of the last position."""

    winner: int | None
    why: str


@dataclass(frozen=True)
class OnlineGame:
    """An online game as the store keeps it (see the module's docstring); every pair is indexed by side."""

    game_id: str
    rules: str
    start: str
    moves: tuple[str, ...]
    seats: tuple[str, str]
    names: tuple[str, str]
    offer: tuple[str, int] | None
    result: Ended | None
    version: int
    touched: float
    seen: tuple[float, float]
    devices: tuple[str, str]
    rematch: str | None

    def as_json(self) -> dict[str, Any]:
        """The game as a JSON object (what the stores write)."""
        return {
            "game_id": self.game_id,
            "rules": self.rules,
            "start": self.start,
            "moves": list(self.moves),
            "seats": list(self.seats),
            "names": list(self.names),
            "offer": None if self.offer is None else list(self.offer),
            "result": None if self.result is None else {"winner": self.result.winner, "why": self.result.why},
            "version": self.version,
            "touched": self.touched,
            "seen": list(self.seen),
            "devices": list(self.devices),
            "rematch": self.rematch,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> OnlineGame:
        """The game ``as_json`` wrote; ``OnlineError`` for anything else (a field missing, of the wrong kind, a
        rule set that does not exist)."""
        try:
            return _read(data)
        except (KeyError, TypeError, ValueError, AttributeError, GameError) as error:
            raise OnlineError(message("online_malformed")) from error


def _read(data: dict[str, Any]) -> OnlineGame:
    game_id, rules = _text(data["game_id"]), _text(data["rules"])
    if not is_game_id(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    get_game(rules)  # a rule set that exists
    offer, result, rematch = data["offer"], data["result"], data["rematch"]
    if offer is not None:
        kind, side = _list(offer)
        if kind not in OFFERS or side is None or _side(side) is None:
            raise ValueError(f"not an offer: {offer!r}")
        offer = (kind, side)
    if result is not None:
        if set(result) != {"winner", "why"} or result["why"] not in (RULES, RESIGN, AGREED):
            raise ValueError(f"not a result: {result!r}")
        result = Ended(_side(result["winner"]), result["why"])
    version = data["version"]
    if type(version) is not int or version < 1:
        raise ValueError(f"not a version: {version!r}")
    return OnlineGame(
        game_id,
        rules,
        _text(data["start"]),
        tuple(_text(move) for move in _list(data["moves"])),
        _pair(data["seats"], _text),
        _pair(data["names"], _text),
        offer,
        result,
        version,
        _number(data["touched"]),
        _pair(data["seen"], _number),
        _pair(data["devices"], _text),
        None if rematch is None else _text(rematch),
    )


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"not a text: {value!r}")
    return value


def _number(value: Any) -> float:
    if type(value) not in (int, float):
        raise TypeError(f"not a number: {value!r}")
    return float(value)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"not a list: {value!r}")
    return value


def _pair(value: Any, read: Callable[[Any], T]) -> tuple[T, T]:
    first, second = _list(value)
    return read(first), read(second)


def _side(value: Any) -> int | None:
    if value is not None and (type(value) is not int or value not in (LIGHT, DARK)):
        raise ValueError(f"not a side: {value!r}")
    return value


def is_game_id(text: str) -> bool:
    """Whether ``text`` can be a game's id (a page checks its link's before it asks the store)."""
    return len(text) == GAME_ID_LENGTH and all(ch in CODE_ALPHABET for ch in text)


def new_game_id(rng: Random) -> str:
    """A fresh game id drawn with ``rng`` (the app's is the operating system's: ``random.SystemRandom``)."""
    return "".join(rng.choice(CODE_ALPHABET) for _ in range(GAME_ID_LENGTH))


def new_game(
    rules: str,
    start: str | None,
    light: str,
    rng: Random,
    now: float,
    names: tuple[str, str] = ("", ""),
    game_id: str | None = None,
) -> tuple[OnlineGame, str, str]:
    """A new game of ``rules`` (a full name with its switches) from ``start`` (None: the rule set's start), the
    creator's seat token and the friend's.  ``light`` is who plays light: ``me`` (the creator), ``friend``, or
    ``lot`` (drawn with ``rng``, as is the game's id unless ``game_id`` is given); ``names`` are the creator's and
    the friend's (cleaned as a class cleans them, kept by side).  ``OnlineError``: the engine's reason for an unknown
    rule set or a position it cannot read, or a position where the game is already over."""
    if light not in LIGHT_CHOICES:
        raise ValueError(f"light is one of {LIGHT_CHOICES}, not {light!r}")
    try:
        engine = get_game(rules)
        state = engine.initial_state() if start is None else engine.parse_position(start)
    except GameError as error:
        raise OnlineError(error.msg) from error
    if engine.outcome(state) is not None:
        raise OnlineError(message("online_start_over"))
    creator = {"me": LIGHT, "friend": DARK}.get(light)
    creator = rng.choice((LIGHT, DARK)) if creator is None else creator
    tokens = (new_token(), new_token())
    by_side = tokens if creator == LIGHT else tokens[::-1]
    cleaned = (clean_name(names[0]), clean_name(names[1]))
    game = OnlineGame(
        game_id=game_id if game_id is not None else new_game_id(rng),
        rules=engine.name,
        start=engine.format_position(state),
        moves=(),
        seats=(key_hash(by_side[0]), key_hash(by_side[1])),
        names=cleaned if creator == LIGHT else cleaned[::-1],
        offer=None,
        result=None,
        version=1,
        touched=now,
        seen=(0.0, 0.0),
        devices=("", ""),
        rematch=None,
    )
    return game, tokens[0], tokens[1]


def side_of(game: OnlineGame, token: str) -> int | None:
    """The side whose seat ``token`` holds, or None (a spectator, or any other text)."""
    if not token:
        return None
    given = key_hash(token)
    found = [same(seat, given) for seat in game.seats]
    return LIGHT if found[LIGHT] else DARK if found[DARK] else None


def record(game: OnlineGame) -> GameRecord:
    """The game so far as a record: for the board, Replay and the download (``OnlineError`` if its moves do not
    replay, which only a damaged store could hold)."""
    key = (game.rules, game.start, game.moves)
    with _LOCK:
        found = _RECORDS.get(key)
        before = _RECORDS.get((game.rules, game.start, game.moves[:-1])) if found is None and game.moves else None
    if found is not None:
        return found
    engine = get_game(game.rules)
    try:
        if before is None:
            before, moves = GameRecord.start(engine.name, engine.parse_position(game.start)), game.moves
        else:
            moves = game.moves[-1:]
        for text in moves:
            before = before.play(engine.describe(before.state, engine.parse_move(before.state, text)))
    except GameError as error:
        raise OnlineError(message("online_malformed")) from error
    return _kept(game, before)


RECORDS_KEPT = 512
"""Records of the games being played kept (each page asks for its game's after every change; a move or a takeback
keeps its game's next record, so that it is never replayed from the start)."""
_RECORDS: OrderedDict[tuple[str, str, tuple[str, ...]], GameRecord] = OrderedDict()
_LOCK = threading.Lock()


def _kept(game: OnlineGame, played: GameRecord) -> GameRecord:
    """``played``, kept as the record of ``game``'s rules, start and moves (the oldest forgotten past
    ``RECORDS_KEPT``)."""
    with _LOCK:
        _RECORDS[(game.rules, game.start, game.moves)] = played
        _RECORDS.move_to_end((game.rules, game.start, game.moves))
        while len(_RECORDS) > RECORDS_KEPT:
            _RECORDS.popitem(last=False)
    return played


def to_move(game: OnlineGame) -> int | None:
    """The side to act (to move or to throw), or None once the game has ended."""
    if game.result is not None:
        return None
    played = record(game)
    return played.game.turn(played.state).side


def connected(game: OnlineGame, side: int, now: float) -> bool:
    """Whether ``side``'s device was heard within ``PRESENT_SECONDS``."""
    heard = game.seen[side]
    return heard > 0 and now - heard <= PRESENT_SECONDS


def _changed(game: OnlineGame, now: float, **fields: Any) -> OnlineGame:
    return replace(game, version=game.version + 1, touched=now, **fields)


def _seat(game: OnlineGame, token: str) -> int:
    """The token's side, or ``OnlineError``: only a player acts."""
    side = side_of(game, token)
    if side is None:
        raise OnlineError(message("online_no_seat"))
    return side


def _playing(game: OnlineGame, token: str) -> int:
    """The token's side while the game goes on."""
    side = _seat(game, token)
    if game.result is not None:
        raise OnlineError(message("online_over"))
    return side


def _on_turn(game: OnlineGame, token: str) -> GameRecord:
    """The record, when it is the token's side's turn."""
    side = _playing(game, token)
    played = record(game)
    due = played.game.turn(played.state).side
    if due != side:
        raise OnlineError(message("online_not_your_turn", side=due))
    return played


def _moved(game: OnlineGame, after: GameRecord, now: float) -> OnlineGame:
    """The game after ``after``'s last move: any offer declined, the end when the rules say it has come."""
    outcome = after.game.outcome(after.state)
    result = None if outcome is None else Ended(outcome.winner, RULES)
    moved = _changed(game, now, moves=(*game.moves, after.moves[-1].text), offer=None, result=result)
    _kept(moved, after)
    return moved


def play(game: OnlineGame, token: str, move: str, now: float) -> OnlineGame:
    """The player of ``token`` plays ``move`` (in notation; a chain of jumps whole); a throw is the server's."""
    played = _on_turn(game, token)
    if move.split(":", 1)[0] == "throw":
        raise OnlineError(message("online_throw_by_server"))
    engine = played.game
    try:
        raw = engine.parse_move(played.state, move)
    except GameError as error:
        raise OnlineError(error.msg) from error
    return _moved(game, played.play(engine.describe(played.state, raw)), now)


def throw(game: OnlineGame, token: str, rng: RandomSource, now: float) -> OnlineGame:
    """The server throws for the player of ``token`` with its generator ``rng`` (race games, when a throw is due)."""
    played = _on_turn(game, token)
    engine = played.game
    if engine.device is None:
        raise OnlineError(message("no_throws", rules=engine.name))
    thrown = engine.throw(throw_fall(engine.device, rng.random))
    reason = engine.explain_move(played.state, thrown.raw)
    if reason is not None:
        raise OnlineError(reason)
    return _moved(game, played.play(thrown), now)


def resign(game: OnlineGame, token: str, now: float) -> OnlineGame:
    """The player of ``token`` resigns: the other side wins."""
    side = _playing(game, token)
    return _changed(game, now, offer=None, result=Ended(other(side), RESIGN))


def offer(game: OnlineGame, token: str, kind: str, now: float) -> OnlineGame:
    """The player of ``token`` offers a draw (grid games) or asks for a takeback (of a move of their own); the same
    offer made twice is made once."""
    if kind not in OFFERS:
        raise ValueError(f"an offer is one of {OFFERS}, not {kind!r}")
    side = _playing(game, token)
    if game.offer == (kind, side):
        return game
    if game.offer is not None:
        raise OnlineError(message("online_offer_waiting"))
    played = record(game)
    if kind == DRAW and played.game.is_race_game:
        raise OnlineError(message("online_no_draw_in_race"))
    if kind == TAKEBACK and _taken_back_from(played, side) is None:
        raise OnlineError(message("online_nothing_to_take_back"))
    return _changed(game, now, offer=(kind, side))


def answer(game: OnlineGame, token: str, accept: bool, now: float) -> OnlineGame:
    """The other player answers the offer waiting: a draw agreed ends the game, a takeback granted undoes the
    asker's last move and everything after it; refused, the game goes on."""
    side = _playing(game, token)
    if game.offer is None:
        raise OnlineError(message("online_no_offer"))
    kind, asker = game.offer
    if asker == side:
        raise OnlineError(message("online_own_offer"))
    if not accept:
        return _changed(game, now, offer=None)
    if kind == DRAW:
        return _changed(game, now, offer=None, result=Ended(None, AGREED))
    played = record(game)
    first = _taken_back_from(played, asker)
    if first is None:  # an offer only a damaged store could hold: nothing to undo
        return _changed(game, now, offer=None)
    back = _changed(game, now, offer=None, moves=game.moves[:first])
    _kept(back, GameRecord(played.rules, played.states[: first + 1], played.moves[:first]))
    return back


def _taken_back_from(played: GameRecord, side: int) -> int | None:
    """The index of the first move a takeback asked by ``side`` undoes: ``side``'s last move that was not a throw,
    in a race game the throw it used (and the moves of that turn before it); None when ``side`` has not moved."""
    movers = played.movers()
    own = [index for index, move in enumerate(played.moves) if movers[index] == side and move.kind != "throw"]
    if not own:
        return None
    first = own[-1]
    if played.game.is_race_game:
        while first > 0 and played.moves[first].kind != "throw" and movers[first - 1] == side:
            first -= 1
    return first


def present(game: OnlineGame, token: str, device: str, now: float, take: bool = False) -> OnlineGame:
    """The seat of ``token`` was heard from ``device`` (its version unchanged: presence is read from ``seen``);
    ``OnlineError`` (held elsewhere) while another device holds the seat and was heard within
    ``PRESENT_SECONDS``, unless ``take`` (the person chose to take the seat here)."""
    side = _seat(game, token)
    holder = game.devices[side]
    if holder and holder != device and connected(game, side, now) and not take:
        raise OnlineError(message("online_held_elsewhere"))
    return replace(game, seen=_put(game.seen, side, now), devices=_put(game.devices, side, device))


def rename(game: OnlineGame, token: str, name: str, now: float) -> OnlineGame:
    """The player of ``token`` goes by ``name`` (cleaned; '' for none)."""
    side = _seat(game, token)
    return _changed(game, now, names=_put(game.names, side, clean_name(name)))


def rematch(game: OnlineGame, token: str, rng: Random, now: float) -> tuple[OnlineGame, OnlineGame]:
    """A player of a finished game asks for another: (this game, naming the new one in ``rematch``; the new game),
    with the colours swapped, each seat token keeping its person (and device), the same rules and start.  Asked
    again (by either player), the same id: the game returned is then as it was made, and the store's copy, which
    may have moved on, is the one to keep."""
    _seat(game, token)
    if game.result is None:
        raise OnlineError(message("online_not_over"))
    game_id = game.rematch if game.rematch is not None else new_game_id(rng)
    fresh = OnlineGame(
        game_id=game_id,
        rules=game.rules,
        start=game.start,
        moves=(),
        seats=_swapped(game.seats),
        names=_swapped(game.names),
        offer=None,
        result=None,
        version=1,
        touched=now,
        seen=_swapped(game.seen),
        devices=_swapped(game.devices),
        rematch=None,
    )
    return (game if game.rematch is not None else _changed(game, now, rematch=game_id)), fresh


def _put(pair: tuple[T, T], side: int, value: T) -> tuple[T, T]:
    return (value, pair[1]) if side == LIGHT else (pair[0], value)


def _swapped(pair: tuple[T, T]) -> tuple[T, T]:
    return pair[1], pair[0]
