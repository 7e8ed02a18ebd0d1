"""Imports flow one way, pages -> ui -> board -> games, and the logic of the ui needs no Streamlit."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PURE = ("clicks", "game_record", "i18n", "link", "opponent", "race_clicks", "race_status", "stakes", "status",
        "suggestion", "throws")
"""The ui modules that hold logic and words, testable without Streamlit."""


def _imported(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    names |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    return {name.split(".")[0] for name in names}


@pytest.mark.parametrize("path", sorted((ROOT / "ui").glob("*.py")), ids=lambda p: p.name)
def test_ui_never_imports_pages(path):
    assert "pages" not in _imported(path)


@pytest.mark.parametrize("module", PURE)
def test_ui_logic_is_pure(module):
    assert not _imported(ROOT / "ui" / f"{module}.py") & {"streamlit", "plotly"}


@pytest.mark.parametrize("path", sorted((ROOT / "pages").glob("*.py")), ids=lambda p: p.name)
def test_pages_stay_short_and_use_only_the_ui(path):
    assert _imported(path) <= {"__future__", "streamlit", "ui"}
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 40
