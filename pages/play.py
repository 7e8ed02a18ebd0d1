"""Play: two people at one board, in any of the four rule sets of Petteia and Latrunculi."""

from ui import grid_play, play_state
from ui.site import language

lang = language()
grid_play.play_panel(play_state.current_record(), lang, choose_rules=True)
