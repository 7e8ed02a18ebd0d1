"""The history of the Minoan game from Knossos: a museum panel from content/<lang>/knossos/history.md."""

from ui.museum.history import history_page
from ui.site import language, through_the_entrance

through_the_entrance()
history_page("knossos", language())
