"""Replay: a whole game move by move, with the charts of how it went."""

from ui.replay.page import replay_page
from ui.site import language, through_the_entrance

through_the_entrance()
replay_page(language())
