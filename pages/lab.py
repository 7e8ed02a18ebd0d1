"""The reconstruction lab: rule sets and variants of one game compared by self-play."""

from ui.lab.page import lab_page
from ui.site import language, through_the_entrance

through_the_entrance()
lab_page(language())
