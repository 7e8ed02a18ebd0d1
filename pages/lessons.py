"""Lessons: the rules of each rule set step by step on a live board, with tasks; a presentation mode."""

from ui.lessons.page import lesson_page
from ui.site import language, through_the_entrance

through_the_entrance()
lesson_page(language())
