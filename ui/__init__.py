"""Streamlit building blocks shared by the pages: the board input, the play panel, the site frame."""
