"""The teacher's kit: the museum in class for ages 12–14 and 15–16, worksheets and assessments, a lesson across
the games, a board to make, further reading."""

from ui.site import language, through_the_entrance
from ui.teachers.page import teachers_page

through_the_entrance()
teachers_page(language())
