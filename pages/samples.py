"""Sample positions: an opening, a tactical moment, an endgame of each rule set, to play on from."""

from ui.lessons.samples import samples_page
from ui.site import language, through_the_entrance

through_the_entrance()
samples_page(language())
