"""The history of Petteia: a museum panel read from content/<lang>/petteia/history.md, with boards."""

from ui.museum.history import history_page
from ui.site import language, through_the_entrance

through_the_entrance()
history_page("petteia", language())
