"""The history pages through AppTest: each renders in both languages, one chart per board, doubts in a frame."""

from __future__ import annotations

import pytest

from tests.app.app_session import boards as page_boards
from tests.app.app_session import open_page
from ui.i18n import LANGUAGES, t
from ui.museum.history import split_at_heading
from ui.museum.model import load_museum
from ui.notebook.model import BoardCell, TextCell, load_notebook

GAMES = ("knossos", "petteia", "latrunculi", "patolli")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_history_page_renders_with_a_chart_per_board(game, lang):
    at = open_page(f"{game}-history", lang=lang)
    assert not at.exception
    cells = load_notebook(f"{game}/history", lang)
    boards = [c for c in cells if isinstance(c, BoardCell)]
    charts = 1 if game in ("knossos", "patolli") else 0  # the chances of one throw
    assert len(page_boards(at)) == len(boards) + charts
    text = "\n".join(e.value for e in at.markdown)
    assert cells[0].text.splitlines()[0] in text
    assert [c.value for c in at.caption if c.value in {b.caption for b in boards}] == [b.caption for b in boards]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_history_says_how_sure_we_are(game, lang):
    story, doubts = split_at_heading(load_notebook(f"{game}/history", lang), f"## {t('history.sure', lang)}")
    assert story and doubts and doubts[0].text.startswith("## ")


def test_split_at_heading_cuts_a_text_cell_in_two():
    cells = [TextCell("# T\n\nIntro.\n\n## Doubts\n\nMuch."), BoardCell("petteia", "8/8/8/8/8/8/8/8 l 0 -")]
    story, doubts = split_at_heading(cells, "## Doubts")
    assert story == [TextCell("# T\n\nIntro.")]
    assert doubts == [TextCell("## Doubts\n\nMuch."), cells[1]]
    assert split_at_heading(cells, "## Nothing") == (cells, [])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ["knossos", "patolli"])
def test_a_race_games_history_shows_the_exact_chances_of_one_throw(game, lang):
    at = open_page(f"{game}-history", lang=lang)
    [chart] = [b for b in page_boards(at) if b["kind"] == "chart"]
    bars = chart["figure"]["data"][0]
    expected = {"knossos": ["1/4", "1/2", "1/4"], "patolli": ["5/32", "5/16", "5/16", "5/32", "1/32", "1/32"]}[game]
    assert bars["type"] == "bar" and list(bars["text"]) == expected
    assert f"### {t('history.throw', lang)}" in [e.value for e in at.markdown]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_history_page_ends_with_the_ways_on_to_its_games_lessons_positions_and_play(game, lang):
    at = open_page(f"{game}-history", lang=lang)
    rules = next(entry["rules"] for entry in load_museum().games if entry["id"] == game)
    links = [e.proto for e in at.get("page_link")]
    ways = [(link.label, link.page, link.query_string) for link in links[-4:-1]]
    assert ways == [
        (t("page.lessons", lang), "lessons", f"rules={rules}"),
        (t("page.samples", lang), "samples", f"rules={rules}"),
        (t("page.play", lang), "play", f"rules={rules}"),
    ]
    assert links[-1].label == t("lab.to", lang)
