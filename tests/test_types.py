"""The rules engines and the board figures pass ``mypy --strict`` (the ``[tool.mypy]`` section of pyproject.toml)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_strict_passes_on_games_and_board() -> None:
    """``python -m mypy`` with no arguments, from the repository root, so that the pyproject config applies."""
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed (pip install -e '.[test]')")
    result = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, f"mypy found type errors:\n{result.stdout}{result.stderr}"
