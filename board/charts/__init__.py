"""Plotly charts (pure functions of their data and the reader's language, no Streamlit): the lobby's timeline
and map (museum.py), a game's story (story.py), the lab's random games (lab.py) and a class vote (tally.py),
all on the museum's paper (base.py)."""
