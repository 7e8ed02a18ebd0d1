"""A game's place in the page URL: ``?rules=<rule set>&pos=<start position>&moves=<code>``.

``pos`` is where the game began (left out when it began at the rule set's start) and ``moves`` every move
since, in the short code of ``games.moves_code``: a refresh or a shared link restores the whole game, its
move list, Undo and replay.  Reading never fails: what cannot be read gives a fresh game, or the game up to
the first move that could not be read, and the reason, which the page shows in the learner's language.
"""

from __future__ import annotations

from games import GRID_RULE_SETS, RULE_SETS, base_name, get_game
from games.core import GameError, Message
from games.moves_code import Coded, coded, decode
from games.records import GameRecord

DEFAULT_RULES = GRID_RULE_SETS[0]
PARAMS = ("rules", "pos", "moves")
"""The query parameters that hold a game."""
Link = dict[str, str]
"""A game's query parameters (only those it needs)."""


def record_from_link(link: Link) -> tuple[GameRecord, Message | None]:
    """The game a link describes, and why it could not be read (None when it could).

    An unknown rule set gives a fresh game of the default rules, an unknown switch one of the plain rule set;
    a start position that does not parse gives a fresh game of the named rules; moves that cannot be read, the
    game up to the first of them.
    """
    name = (link.get("rules") or DEFAULT_RULES).strip().replace(" ", "+")  # a typed ``+`` reads as a space
    try:
        game = get_game(name)
    except GameError as error:
        return GameRecord.start(linked_rules(base_name(name))), error.msg
    try:
        start = GameRecord.start(game.name, game.parse_position(link["pos"]) if link.get("pos") else None)
    except GameError as error:
        return GameRecord.start(game.name), error.msg
    return decode(start, link.get("moves", ""))


def short_reason(reason: Message, lang: str, *, limit: int = 40) -> str:
    """``reason`` in ``lang``, with whatever it quotes from the link cut to ``limit`` characters."""
    args = tuple(
        (name, value[:limit] + "…" if isinstance(value, str) and len(value) > limit else value)
        for name, value in reason.args
    )
    return Message(reason.code, args, reason.clause).text(lang)


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
