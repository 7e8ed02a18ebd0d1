"""A game's place in the page URL: ``?rules=<rule set>&pos=<position in notation>``.

Reading never fails: a link that cannot be read gives a fresh game and the reason, which the page
shows in the learner's language.
"""

from __future__ import annotations

from games import GRID_RULE_SETS, RULE_SETS, get_game
from games.core import GameError, GameRecord, Message

DEFAULT_RULES = GRID_RULE_SETS[0]


def record_from_link(rules: str | None, pos: str | None) -> tuple[GameRecord, Message | None]:
    """The game a link describes, and why it could not be read (None when it could).

    An unknown rule set gives a fresh game of the default rules; a position that does not parse
    gives a fresh game of the named rules.
    """
    try:
        game = get_game(rules or DEFAULT_RULES)
    except GameError as error:
        return GameRecord.start(DEFAULT_RULES), error.msg
    if not pos:
        return GameRecord.start(game.name), None
    try:
        return GameRecord.start(game.name, game.parse_position(pos)), None
    except GameError as error:
        return GameRecord.start(game.name), error.msg


def linked_rules(rules: str | None) -> str:
    """The rule set a page's link names (``?rules=``), or the default one when it names none we know."""
    return rules if rules in RULE_SETS else DEFAULT_RULES


def link_params(record: GameRecord) -> dict[str, str]:
    """The query parameters that restore ``record``'s current position."""
    return {"rules": record.rules, "pos": record.game.format_position(record.state)}
