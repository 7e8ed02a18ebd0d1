"""The code stays as ruff reads and writes it: ``ruff check`` finds nothing and ``ruff format --check`` would change
nothing (the settings are pyproject.toml's ``[tool.ruff]``)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _ruff(*arguments: str) -> subprocess.CompletedProcess[str]:
    """``ruff`` beside this Python (the test extra installs it), run from the repository's root."""
    ruff = Path(sys.executable).with_name("ruff")
    if not ruff.exists():
        found = shutil.which("ruff")
        if found is None:
            if os.environ.get("CI"):
                pytest.fail("ruff is not installed (pip install -e '.[test]')")
            pytest.skip("ruff is not installed (pip install -e '.[test]')")
        ruff = Path(found)
    return subprocess.run([str(ruff), *arguments], cwd=ROOT, capture_output=True, text=True, check=False)


def test_ruff_finds_nothing_to_fix() -> None:
    result = _ruff("check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_code_is_formatted_by_ruff() -> None:
    result = _ruff("format", "--check", ".")
    assert result.returncode == 0, "run `ruff format .`:\n" + result.stdout + result.stderr
