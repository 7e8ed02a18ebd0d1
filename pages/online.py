"""An online game: two people on two devices, and anyone with the spectators' link."""

from ui.online.page import online_page
from ui.site import language, through_the_entrance

through_the_entrance()
online_page(language())
