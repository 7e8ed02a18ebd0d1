"""The glossary: the museum's words, one for each idea, with a definition each (content/glossary.toml)."""

from ui.reference.page import glossary_page
from ui.site import language, through_the_entrance

through_the_entrance()
glossary_page(language())
