"""The museum's entrance: a card per game, the timeline of the evidence, and where the games come from; with
``?kiosk=1``, the museum kiosk instead."""

from ui.kiosk.page import in_kiosk, kiosk_page
from ui.museum.lobby import lobby_page
from ui.site import language, through_the_entrance

through_the_entrance()
(kiosk_page if in_kiosk() else lobby_page)(language())
