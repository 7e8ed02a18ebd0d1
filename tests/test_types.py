"""Every package of the app passes ``mypy --strict``: the rules, the figures, the class store, the UI, the pages and
the benches (the ``[tool.mypy]`` section of pyproject.toml, which this test also holds to that list)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any, get_args, get_type_hints

import pytest

from games.core import AnyGame
from games.registry import get_game

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_strict_covers_every_package_of_the_app() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    assert set(config["files"]) == {"games", "board", "classroom", "ui", "bench", "pages", "app.py"}


def test_mypy_strict_passes() -> None:
    """``python -m mypy`` with no arguments, from the repository root, so that the pyproject config applies."""
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]')")
    result = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, f"mypy found type errors:\n{result.stdout}{result.stderr}"


def test_the_registry_hands_out_games_without_any() -> None:
    """``get_game`` is where the pages and the command line meet the engines: its type says what they may do with a
    game (the protocol, positions handed back to it) and holds no ``Any`` that would switch the checks off past it."""
    returned = get_type_hints(get_game.__wrapped__)["return"]
    assert returned == AnyGame and Any not in get_args(returned)
