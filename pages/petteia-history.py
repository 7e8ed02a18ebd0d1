"""Petteia's history: a museum panel read from content/<lang>/petteia/history.md, with boards."""

from ui.notebook import load_notebook
from ui.notebook_view import render_notebook
from ui.site import language, through_the_entrance

through_the_entrance()
lang = language()
render_notebook(load_notebook("petteia/history", lang), lang)
