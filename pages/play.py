"""Play: two people at one board, in any of the eight rule sets, grid games and race games alike."""

from ui import play_panel, play_state
from ui.site import language

lang = language()
play_panel.play_panel(play_state.current_record(), lang, choose_rules=True)
