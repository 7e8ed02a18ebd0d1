"""Students' names as chips (the teacher's list of who joined, the quiz's results, the student's own line): a name
is always text, escaped, never Markdown or HTML, and cleaned again of control and direction characters (a name a
store kept before names were cleaned)."""

from __future__ import annotations

import html

from classroom.names import clean_name

STYLE = """<style>.class-student { padding: .15rem .6rem; border: 1px solid #d9c9a8; border-radius: 1rem;
  background: #fbf7ee; white-space: nowrap; }
.class-student.right { background: #e3f1e4; border-color: #9cc9a0; }
.class-student.wrong { background: #fbe4e1; border-color: #e3a39b; }
.class-chips { display: flex; flex-wrap: wrap; gap: .35rem; }</style>"""


def chip(name: str, kind: str = "", mark: str = "") -> str:
    """A student's name as a chip, coloured by ``kind`` (``right``, ``wrong`` or none) and led by ``mark``."""
    classes = f"class-student {kind}".strip()
    return f'<span class="{classes}">{mark + " " if mark else ""}{html.escape(clean_name(name))}</span>'


def chip_row(chips: list[str], testid: str) -> str:
    """Chips in a row that wraps, with their style, for ``st.html``."""
    return f'<div class="class-chips" data-testid="{testid}">{"".join(chips)}</div>{STYLE}'
