"""The history of latrunculi: a museum panel read from content/<lang>/latrunculi/history.md, with boards."""

from ui.museum.history import history_page
from ui.site import language, through_the_entrance

through_the_entrance()
history_page("latrunculi", language())
