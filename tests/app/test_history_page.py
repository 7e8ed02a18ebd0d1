"""The Petteia history page through AppTest: it renders in both languages, one chart per board."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from ui.i18n import LANGUAGES
from ui.notebook import BoardCell, load_notebook

APP = str(Path(__file__).resolve().parents[2] / "app.py")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_history_page_renders_with_a_chart_per_board(lang):
    at = AppTest.from_file(APP, default_timeout=30)
    at.query_params["lang"] = lang
    at.run()
    at.switch_page("pages/petteia-history.py").run()
    assert not at.exception
    cells = load_notebook("petteia/history", lang)
    boards = [c for c in cells if isinstance(c, BoardCell)]
    assert len(at.get("plotly_chart")) == len(boards)
    text = "\n".join(e.value for e in at.markdown)
    assert cells[0].text.splitlines()[0] in text
    assert [c.value for c in at.caption][-len(boards):] == [b.caption for b in boards]
