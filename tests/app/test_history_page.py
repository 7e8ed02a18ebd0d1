"""The history pages through AppTest: each renders in both languages, one chart per board, doubts in a frame, and
the drawings of its objects under its title and on its lobby card."""

from __future__ import annotations

from html import escape
from typing import Any

import pytest
from streamlit.testing.v1.element_tree import Block

from tests.app.app_session import boards as page_boards
from tests.app.app_session import open_page
from ui.i18n import LANGUAGES, t
from ui.museum.history import split_at_heading
from ui.museum.model import ObjectDrawing, load_museum, object_drawings
from ui.notebook.model import BoardCell, TextCell, load_notebook
from ui.reference.model import site_link

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


def _drawings(markdowns: list[str]) -> list[str]:
    """The object drawings among a page's Markdown elements (each one figure with its picture and caption)."""
    return [text for text in markdowns if 'data-testid="object-drawing"' in text]


def _names_holder_inventory_and_link(figure: str, drawing: ObjectDrawing, lang: str) -> None:
    """The figure draws its object, says what it is after, names its holder and inventory number (or says that the
    research lacks them) and links to the holder's page where there is one and to the Sources page."""
    assert f'data-object="{drawing.source}"' in figure and '<img src="data:image/svg+xml;base64,' in figure
    assert f'alt="{escape(drawing.alt)}"' in figure
    assert escape(t("object.after", lang, after=drawing.after)) in figure
    missing = escape(t("object.missing", lang, fields="")).rstrip(".")
    for name, value in (("holder", drawing.holder), ("inventory", drawing.inventory)):
        shown = escape(value if name == "holder" else t("object.inventory", lang, number=value))
        assert (shown in figure) if value else (missing in figure and t(f"object.field.{name}", lang) in figure)
    assert f'href="{escape(site_link("sources", drawing.source, lang))}"' in figure
    assert not drawing.url or f'href="{escape(drawing.url)}"' in figure


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_history_page_shows_a_drawing_of_its_object_under_its_title(game, lang):
    at = open_page(f"{game}-history", lang=lang)
    drawings = object_drawings(game, lang)
    markdowns = [e.value for e in at.markdown]
    figures = _drawings(markdowns)
    assert drawings and len(figures) == len(drawings)
    title = load_notebook(f"{game}/history", lang)[0].text.splitlines()[0]
    assert markdowns.index(figures[0]) == markdowns.index(title) + 1, "the drawing comes right under the title"
    for figure, drawing in zip(figures, drawings, strict=True):
        _names_holder_inventory_and_link(figure, drawing, lang)
        assert escape(drawing.note) in figure
        for _, fact in drawing.facts:
            assert escape(fact) in figure


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lobby_card_shows_its_game_s_object_small(lang):
    at = open_page("lobby", lang=lang)
    for game in GAMES:
        [card] = [block for block in _blocks(at.main) if _key(block).endswith(f"lobby-card-{game}")]
        figures = _drawings([e.value for e in card.markdown])
        drawings = object_drawings(game, lang)
        assert drawings and len(figures) == len(drawings)
        for figure, drawing in zip(figures, drawings, strict=True):
            _names_holder_inventory_and_link(figure, drawing, lang)
            assert escape(drawing.note) not in figure, "a card's caption is short: the note is on the history page"


def _key(block: Block) -> str:
    """A block's id, which ends with the key of a container that has one."""
    return str(getattr(block.proto, "id", ""))


def _blocks(node: Any) -> list[Block]:
    """Every block (container) of the page, depth first."""
    if not isinstance(node, Block):
        return []
    return [node, *(block for child in node.children.values() for block in _blocks(child))]
