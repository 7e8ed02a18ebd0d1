"""Play: two people at one board, or one against the computer, in any of the eight rule sets."""

from ui.play.page import play_page
from ui.site import language, through_the_entrance

through_the_entrance()
play_page(language())
