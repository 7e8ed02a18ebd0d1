"""The museum's entrance: a card per game, the timeline of the evidence, and where the games come from."""

from ui.museum.lobby import lobby_page
from ui.site import language, through_the_entrance

through_the_entrance()
lobby_page(language())
