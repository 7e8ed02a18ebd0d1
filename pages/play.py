"""Play: two people at one board, or one against the computer, in any of the eight rule sets."""

from ui import play_panel, play_state
from ui.site import language, through_the_entrance

through_the_entrance()
lang = language()
play_panel.play_panel(play_state.current_record(), lang, choose_rules=True)
