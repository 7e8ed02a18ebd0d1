"""What the tests stand on, and what the benches may borrow: a Streamlit server of the app on a free port
(``server``), the live board's test hooks in a browser (``game_board``), a lesson task's right and wrong moves
(``lesson_tasks``) and a plain second implementation of the custodian rules (``reference_custodian``).

Benches import from here; nothing here, and no test but a bench's own test, imports ``bench``."""
