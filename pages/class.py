"""The class board: a teacher's board on every student's screen."""

from ui.classroom.page import class_page
from ui.site import language, through_the_entrance

through_the_entrance()
class_page(language())
