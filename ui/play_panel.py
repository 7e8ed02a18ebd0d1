"""The play panel of any rule set: the grid games' or the race games', as the game in play needs."""

from __future__ import annotations

from ui import grid_play, race_play
from ui.game_record import GameRecord


def play_panel(record: GameRecord, lang: str, *, choose_rules: bool = False) -> None:
    """Draw the panel that plays ``record``'s rule set (see ``ui.grid_play`` and ``ui.race_play``)."""
    panel = race_play if record.is_race else grid_play
    panel.play_panel(record, lang, choose_rules=choose_rules)
