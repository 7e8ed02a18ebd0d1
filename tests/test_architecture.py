"""The rules stay pure: nothing under games/ imports Streamlit or Plotly, and imports flow one way."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _imports(folder: str) -> set[tuple[str, str]]:
    found = set()
    for path in (ROOT / folder).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {(str(path), alias.name.split(".")[0]) for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.add((str(path), node.module.split(".")[0]))
    return found


def test_games_import_neither_streamlit_nor_plotly_nor_the_ui():
    bad = {(p, m) for p, m in _imports("games") if m in {"streamlit", "plotly", "pandas", "board", "ui", "pages"}}
    assert not bad


def test_board_figures_do_not_import_streamlit():
    if (ROOT / "board").exists():
        assert not {(p, m) for p, m in _imports("board") if m in {"streamlit", "ui", "pages"}}


def test_games_hold_no_random_generator():
    """Callers pass a seeded generator; only the command line, at the edge, makes one from --seed."""
    assert {(p, m) for p, m in _imports("games") if m == "random"} <= {(str(ROOT / "games" / "__main__.py"), "random")}


def test_every_page_is_served_at_its_file_name():
    """So that a page's URL as the very first request still reaches it (see ui.site.through_the_entrance)."""
    import re

    app = (ROOT / "app.py").read_text(encoding="utf-8")
    pages = re.findall(r'st\.Page\("pages/([\w-]+)\.py".*?url_path="([\w-]+)"', app, flags=re.S)
    assert pages and all(stem == url for stem, url in pages)
    assert {stem for stem, _ in pages} == {p.stem for p in (ROOT / "pages").glob("*.py")}
