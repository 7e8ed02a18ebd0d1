"""Game records: a game in progress as one frozen value (``GameRecord``), and whole games as text files, the game
records of ``docs/notation.md`` (section "Game records").

A record is header lines ``[Name "value"]``, a blank line, then the moves in the rule set's notation,
separated by whitespace; throws are moves of their own.  ``Rules`` is required, ``Start`` names the first
position when it is not the rule set's start position, and ``Result`` (``light``, ``dark``, ``draw`` or
``ongoing``) must agree with the position the moves reach.  Other headers are kept as they are.

``write_record`` writes a ``GameRecord``; ``read_record`` reads one back by replaying every move through
the engine, so a record that reads is a game the rules allow.  Whatever is wrong with a record is a
``RecordError`` that names the line, the move's number and the engine's reason (with the clause a refused
move breaks).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from games.core import LIGHT, Game, GameError, Message, Move, message
from games.limits import RECORD_BYTES, RECORD_HEADERS, RECORD_LINES
from games.registry import get_game

# ---------------------------------------------------------------- a game in progress, as one value
# One frozen value: the rule set, every position so far and the moves between.  Pages keep a
# ``GameRecord`` and replace it after each move; undo is taking the previous position, so nothing is ever
# mutated.  It holds any rule set: in the race games a throw is a move of its own (with how the coins or
# beans fell), so undo goes back over throws too.  The command line can use it as well.


@dataclass(frozen=True)
class GameRecord:
    """Positions ``states[0] .. states[-1]`` and the ``moves`` that led from each to the next."""

    rules: str
    states: tuple[Any, ...]
    moves: tuple[Move[Any], ...] = ()

    @classmethod
    def start(cls, rules: str, state: Any = None) -> GameRecord:
        """A record of rule set ``rules`` that begins at ``state`` (the start position by default)."""
        return cls(rules, (state if state is not None else get_game(rules).initial_state(),))

    @property
    def game(self) -> Game[Any, Any]:
        """The rule set's game object."""
        return get_game(self.rules)

    @property
    def state(self) -> Any:
        """The current position."""
        return self.states[-1]

    @property
    def last_move(self) -> Move[Any] | None:
        """The move that led to the current position, if any."""
        return self.moves[-1] if self.moves else None

    @property
    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return bool(self.moves)

    def play(self, move: Move[Any]) -> GameRecord:
        """The record after ``move``; raises ``IllegalMoveError`` if the rules do not allow it."""
        after = self.game.apply(self.state, move.raw)
        return GameRecord(self.rules, (*self.states, after), (*self.moves, move))

    def play_raw(self, raw: Any) -> GameRecord:
        """The record after the engine's own move ``raw`` (as the computer chooses it)."""
        return self.play(self.game.describe(self.state, raw))

    def undo(self) -> GameRecord:
        """The record without its last move (unchanged when there is none)."""
        if not self.moves:
            return self
        return GameRecord(self.rules, self.states[:-1], self.moves[:-1])

    def back_to_decision(self, side: int) -> GameRecord:
        """The record taken back to the latest earlier position where ``side`` was to move (not to throw).

        Unchanged when there is none.  Playing the computer, this undoes its replies with the person's move.
        """
        game = self.game
        for end in range(len(self.states) - 1, 0, -1):
            turn = game.turn(self.states[end - 1])
            if turn.side == side and turn.phase in ("move", "place"):
                return GameRecord(self.rules, self.states[:end], self.moves[: end - 1])
        return self

    def movers(self) -> tuple[int, ...]:
        """The side that made each move (0 light, 1 dark); a throw counts as the thrower's."""
        game = self.game
        return tuple(game.turn(s).side for s in self.states[:-1])

    def last_piece_move(self) -> int | None:
        """The index in ``moves`` of the latest move that was not a throw, or None."""
        return next((i for i in range(len(self.moves) - 1, -1, -1) if self.moves[i].kind != "throw"), None)

    def current_throw(self) -> Move[Any] | None:
        """The throw the side to move is using now (with its fall, when it was thrown here), or None."""
        turn = self.game.turn(self.state)
        if turn.left is None:
            return None
        for index in range(len(self.moves) - 1, -1, -1):
            if self.moves[index].kind == "throw":
                return self.moves[index]
            if self.game.turn(self.states[index]).side != turn.side:
                break
        return None


RESULTS = ("light", "dark", "draw", "ongoing")
"""The values of the ``Result`` header: a winner, a draw, or a game not finished."""
WIDTH = 80
"""Move lines are wrapped at this many characters."""
NO_HEADERS: Mapping[str, str] = MappingProxyType({})
"""The default of ``write_record``'s headers: none but those the record gives."""

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_HEADER = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\["\\])*)"\s*\]')
_WORD = re.compile(r"\{[^}]*\}|\{|[^\s{]+")
"""In the moves: a comment, a comment that is never closed, or a word (a move, perhaps after its number)."""
_NUMBER = re.compile(r"\d+\.+")
"""A move number (``12.``, or ``12...`` before a move of dark), which readers skip."""


class RecordError(GameError):
    """What is wrong with a record and where.

    ``line`` is the line of the file (from 1; 0 when the error is about the whole file, its size or its lines);
    ``move`` the move's number (from 1, throws counting) and ``text`` the move as written, when the error is
    about a move; ``header`` the header's name, when it is about a header; ``reason`` the message that says what
    is wrong (the engine's own for a refused move).
    """

    def __init__(
        self, line: int, reason: Message, *, move: int | None = None, text: str | None = None, header: str | None = None
    ):
        if not line:
            msg = reason
        elif move is not None:
            msg = message("record_at_move", line=line, move=move, text=text, reason=reason)
        elif header is not None:
            msg = message("record_at_header", line=line, name=header, reason=reason)
        else:
            msg = message("record_at_line", line=line, reason=reason)
        super().__init__(msg)
        self.line, self.move, self.header, self.reason = line, move, header, reason


@dataclass(frozen=True)
class RecordFile:
    """A record as read from text: the game, every header as (name, value) in the file's order, and every comment
    ``{...}`` as (ply, text): the number of moves before it (0: before the first move), its text stripped."""

    record: GameRecord
    headers: tuple[tuple[str, str], ...] = ()
    comments: tuple[tuple[int, str], ...] = ()
    """Every comment between the moves as (how many moves come before it, its text without the braces, its spaces
    made single), in the file's order; empty comments left out."""


def result(record: GameRecord) -> str:
    """How the record's last position stands: ``light``, ``dark``, ``draw`` or ``ongoing``."""
    outcome = record.game.outcome(record.state)
    return "ongoing" if outcome is None else outcome.status


# ---------------------------------------------------------------- writing


def write_record(
    record: GameRecord, headers: Mapping[str, str] = NO_HEADERS, comments: tuple[tuple[int, str], ...] = ()
) -> str:
    """The text file of ``record``: ``Rules``, ``Start`` when the game does not begin at the start position,
    then ``headers`` in their order (a ``Rules`` or ``Start`` among them is ignored: the record says), and
    ``Result`` computed from the last position unless given; a blank line; the moves, wrapped at ``WIDTH``, each
    of ``comments`` (ply, text: as ``RecordFile`` has them) after the move it follows (a ``}`` in it left out).

    Raises ``ValueError`` for a header name that is not a word or a value that spans lines.
    """
    game = record.game
    first = game.format_position(record.states[0])
    named = {"Rules": record.rules}
    if first != game.format_position(game.initial_state()):
        named["Start"] = first
    named |= {name: value for name, value in headers.items() if name not in ("Rules", "Start")}
    named.setdefault("Result", result(record))
    text = "".join(_header_line(name, value) + "\n" for name, value in named.items())
    return text + "\n" + _moves_text(record, comments) + "\n" if record.moves else text


def _header_line(name: str, value: str) -> str:
    """``[Name "value"]`` with ``"`` and ``\\`` escaped."""
    if not _NAME.fullmatch(name) or "\n" in value or "\r" in value:
        raise ValueError(f"cannot write the header {name!r} = {value!r}: a name is a word, a value one line")
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{escaped}"]'


def _moves_text(record: GameRecord, comments: tuple[tuple[int, str], ...] = ()) -> str:
    """The moves separated by spaces, a number before each turn of light (``1...`` when dark begins), and the
    comments after their moves, wrapped at ``WIDTH`` without parting a number from its move."""
    notes: dict[int, list[str]] = {}
    for ply, note in comments:
        notes.setdefault(ply, []).append("{" + " ".join(note.replace("}", "").split()) + "}")
    words, number, previous = list(notes.get(0, ())), 0, None
    for ply, (side, move) in enumerate(zip(record.movers(), record.moves, strict=True), start=1):
        if previous is None or (side == LIGHT and previous != LIGHT):
            number += 1
            words.append(f"{number}{'.' if side == LIGHT else '...'} {move.text}")
        else:
            words.append(move.text)
        words.extend(notes.get(ply, ()))
        previous = side
    lines = [""]
    for word in words:
        if lines[-1] and len(lines[-1]) + 1 + len(word) > WIDTH:
            lines.append(word)
        else:
            lines[-1] = f"{lines[-1]} {word}" if lines[-1] else word
    return "\n".join(lines)


# ---------------------------------------------------------------- reading


def read_record(text: str) -> RecordFile:
    """Read a record and replay its moves through the engine; raises ``RecordError`` saying where and why.

    A text over one of the caps of ``games.limits`` (its size, lines or headers) is refused before it is split
    into lines or replayed; reading takes a time in proportion to the text (a list of positions grows, one
    dictionary finds a header given twice)."""
    check_size(len(text))
    if text.count("\n") >= RECORD_LINES:
        raise RecordError(0, message("record_too_many_lines", limit=RECORD_LINES))
    lines = [line.removesuffix("\r") for line in text.removeprefix("\ufeff").split("\n")]
    if not any(line.strip() and not line.startswith("%") for line in lines):
        raise RecordError(1, message("record_empty"))
    headers, body = _read_headers(lines)
    where = {name: line for line, name, _ in headers}
    values = {name: value for _, name, value in headers}
    if "Rules" not in values:
        raise RecordError(1, message("record_no_rules"))
    start = _start(values, where)
    game, states, moves = start.game, list(start.states), list(start.moves)
    comments: list[tuple[int, str]] = []
    for line, word in _words(lines, body):
        if word.startswith("{"):
            comments.append((len(moves), " ".join(word[1:-1].split())))
            continue
        move = _play(game, states[-1], word, line, len(moves) + 1)
        states.append(game.apply(states[-1], move.raw))
        moves.append(move)
    record = GameRecord(start.rules, tuple(states), tuple(moves))
    if "Result" in values and values["Result"] != result(record):
        reason = message("record_result", stated=values["Result"], reached=result(record))
        raise RecordError(where["Result"], reason, header="Result")
    headers_read = tuple((name, value) for _, name, value in headers)
    return RecordFile(record, headers_read, tuple((ply, text) for ply, text in comments if text))


def check_size(size: int) -> None:
    """Raise ``RecordError`` when a record of ``size`` bytes (or characters) is over ``RECORD_BYTES``: a page
    asks before it decodes a file, ``read_record`` before it reads a text."""
    if size > RECORD_BYTES:
        raise RecordError(0, message("record_too_big", limit=RECORD_BYTES // 1024))


def _read_headers(lines: list[str]) -> tuple[list[tuple[int, str, str]], int]:
    """The header lines as (line number, name, value), and the index of the first line of the moves.

    Headers end at the first blank line after them, or at the first line that is not a header; more than
    ``RECORD_HEADERS`` of them are refused.
    """
    headers: list[tuple[int, str, str]] = []
    first: dict[str, int] = {}
    for index, line in enumerate(lines):
        stripped = line.strip()
        if line.startswith("%") or not (stripped or headers):
            continue
        if not stripped.startswith("["):
            return headers, index
        if len(headers) == RECORD_HEADERS:
            raise RecordError(index + 1, message("record_too_many_headers", limit=RECORD_HEADERS))
        found = _HEADER.fullmatch(stripped)
        if found is None:
            raise RecordError(index + 1, message("record_header_syntax", text=stripped))
        name, value = found[1], re.sub(r'\\(["\\])', r"\1", found[2])
        if name in first:
            raise RecordError(index + 1, message("record_header_twice", name=name, first=first[name]))
        first[name] = index + 1
        headers.append((index + 1, name, value))
    return headers, len(lines)


def _start(values: dict[str, str], where: dict[str, int]) -> GameRecord:
    """The empty record the headers describe: its rule set and first position, with the result checked to be
    one of ``RESULTS``."""
    try:
        game = get_game(values["Rules"])
    except GameError as error:
        raise RecordError(where["Rules"], error.msg, header="Rules") from error
    try:
        first = game.parse_position(values["Start"]) if "Start" in values else game.initial_state()
    except GameError as error:
        raise RecordError(where["Start"], error.msg, header="Start") from error
    if values.get("Result", "ongoing") not in RESULTS:
        raise RecordError(where["Result"], message("record_result_value", text=values["Result"]), header="Result")
    return GameRecord.start(values["Rules"], first)


def _words(lines: list[str], body: int) -> Iterator[tuple[int, str]]:
    """(line number, word) for each move and each comment (``{...}``, braces kept) from line index ``body`` on,
    leaving out move numbers and lines that start with ``%``; a comment never closed is a ``RecordError`` at the
    line it opens."""
    text = "\n".join("" if line.startswith("%") else line for line in lines[body:])
    breaks = [found.start() for found in re.finditer("\n", text)]
    for found in _WORD.finditer(text):
        line = body + 1 + bisect.bisect_left(breaks, found.start())
        word = found.group()
        if word == "{":
            raise RecordError(line, message("record_comment"))
        number = _NUMBER.match(word)
        word = word[number.end() :] if number else word
        if word:
            yield line, word


def _play(game: Game[Any, Any], state: Any, word: str, line: int, number: int) -> Move[Any]:
    """The move written ``word`` (move ``number``, on ``line``) at ``state``, or a ``RecordError``."""
    outcome = game.outcome(state)
    if outcome is not None:
        raise RecordError(line, message("record_after_end", end=outcome.reason), move=number, text=word)
    try:
        return game.describe(state, game.parse_move(state, word))
    except GameError as error:
        raise RecordError(line, error.msg, move=number, text=word) from error
