"""The live class board: a teacher's board on every student's screen, votes and quizzes (no Streamlit here)."""
