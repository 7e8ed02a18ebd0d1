"""The sources: ancient texts, objects and modern works that the history pages cite (content/sources.toml)."""

from ui.reference.page import sources_page
from ui.site import language, through_the_entrance

through_the_entrance()
sources_page(language())
