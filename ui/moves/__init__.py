"""Pure logic of the boards and the words for moves and positions: no Streamlit.

``controller`` turns what a person does on a board into the next record, pick, notice and marks;
``words`` says positions and moves in the learner's language; the rest draws throws and stakes as
HTML, keeps the Hint, reads links and knows who plays the other side.
"""
