"""A game's place in the page URL: ``?rules=<rule set>&pos=<start position>&moves=<code>``.

``pos`` is where the game began (left out when it began at the rule set's start) and ``moves`` every move
since, in the short code of ``games.moves_code``: a refresh or a shared link restores the whole game, its
move list, Undo and replay.  Reading never fails: what cannot be read gives a fresh game, or the game up to
the first move that could not be read, and the reason, which the page shows in the learner's language.

A link is bounded (``games.limits``: its position, its moves' characters and their count), and each link is
replayed once per server: the game it gives is kept (``LINKS_KEPT`` of them, the latest used), since every
run of a page that shows it reads the link again, and a long game's replay costs a second of CPU.
"""

from __future__ import annotations

from functools import lru_cache

from games import GRID_RULE_SETS, RULE_SETS, base_name, get_game
from games.core import GameError, Message, message
from games.limits import LINK_MOVES_CHARS, LINK_POSITION_CHARS
from games.moves_code import Coded, coded, decode_coded
from games.records import GameRecord

DEFAULT_RULES = GRID_RULE_SETS[0]
PARAMS = ("rules", "pos", "moves")
"""The query parameters that hold a game."""
Link = dict[str, str]
"""A game's query parameters (only those it needs)."""


LINKS_KEPT = 128
"""The links whose games the server keeps (the latest used): a game takes about 0.7 MB a thousand moves (measured
with tracemalloc: 0.38 MB for 537 moves of Schädler's rules), so 128 of the longest read (1,500 moves) would take
about 140 MB, and games as they are played a few MB."""


def record_from_link(link: Link) -> tuple[GameRecord, Message | None]:
    """The game a link describes, and why it could not be read (None when it could).

    An unknown rule set gives a fresh game of the default rules, an unknown switch one of the plain rule set;
    a start position that does not parse, or is longer than any position, gives a fresh game of the named
    rules; moves longer than any game's, the game at its start; moves that cannot be read, the game up to the
    first of them, and moves past the most read (``LINK_PLIES``), the game up to there.  The game of a link
    read before is not replayed again.
    """
    record, _, error = _read_link(link.get("rules") or DEFAULT_RULES, link.get("pos", ""), link.get("moves", ""))
    return record, error


def link_codes(link: Link) -> Coded:
    """The code of each move of the game ``record_from_link`` reads from ``link``: given to ``game_link``, it
    spares coding the game again to write its link."""
    return _read_link(link.get("rules") or DEFAULT_RULES, link.get("pos", ""), link.get("moves", ""))[1]


@lru_cache(maxsize=LINKS_KEPT)
def _read_link(rules: str, pos: str, moves: str) -> tuple[GameRecord, Coded, Message | None]:
    name = rules.strip().replace(" ", "+")  # a typed ``+`` reads as a space
    try:
        game = get_game(name)
    except GameError as error:
        return _fresh(GameRecord.start(linked_rules(base_name(name))), error.msg)
    if len(pos) > LINK_POSITION_CHARS:
        return _fresh(GameRecord.start(game.name), message("link_position_too_long", limit=LINK_POSITION_CHARS))
    try:
        start = GameRecord.start(game.name, game.parse_position(pos) if pos else None)
    except GameError as error:
        return _fresh(GameRecord.start(game.name), error.msg)
    if len(moves) > LINK_MOVES_CHARS:
        return _fresh(start, message("link_moves_too_long", limit=LINK_MOVES_CHARS))
    return decode_coded(start, moves)


def _fresh(record: GameRecord, reason: Message) -> tuple[GameRecord, Coded, Message]:
    return record, coded(record), reason


def short_reason(reason: Message, lang: str, *, limit: int = 40) -> str:
    """``reason`` in ``lang``, with whatever it quotes from the link (or a file) cut to ``limit`` characters, in
    the reasons it gives too."""
    return _shortened(reason, limit).text(lang)


def _shortened(reason: Message, limit: int) -> Message:
    return Message(reason.code, tuple((name, _short(value, limit)) for name, value in reason.args), reason.clause)


def _short(value: object, limit: int) -> object:
    if isinstance(value, Message):
        return _shortened(value, limit)
    return value[:limit] + "…" if isinstance(value, str) and len(value) > limit else value


def linked_rules(rules: str | None) -> str:
    """The rule set a page's link names (``?rules=``), or the default one when it names none we know."""
    return rules if rules in RULE_SETS else DEFAULT_RULES


def game_link(record: GameRecord, known: Coded | None = None) -> tuple[Link, Coded]:
    """The query parameters that restore ``record`` (the whole game), and its moves' codes, which
    ``known`` (those of an earlier link of the same game) spares coding again."""
    codes = coded(record, known)
    game = record.game
    link = {"rules": record.rules}
    if record.states[0] != game.initial_state():
        link["pos"] = game.format_position(record.states[0])
    if codes.code:
        link["moves"] = codes.code
    return link, codes
