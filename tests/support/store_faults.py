"""Faults of a SQLite class store's file, made for real: its files, and all of them made read-only."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def sqlite_files(path: Path) -> list[Path]:
    """The database file and the two that WAL mode keeps beside it."""
    return [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]


@contextmanager
def read_only(paths: list[Path]) -> Iterator[None]:
    """The files (those that exist) read-only for everyone, root too (``chattr +i``), or by their mode when not
    root; writable again afterwards.  The test is skipped where neither can be done."""
    paths = [p for p in paths if p.exists()]
    chattr = shutil.which("chattr")
    if chattr and subprocess.run([chattr, "+i", *map(str, paths)], capture_output=True, check=False).returncode == 0:
        try:
            yield
        finally:
            subprocess.run([chattr, "-i", *map(str, paths)], check=True)
        return
    if os.geteuid() == 0:
        pytest.skip("root writes past a file's mode, and chattr +i is not available here")
    for p in paths:
        p.chmod(0o444)
    try:
        yield
    finally:
        for p in paths:
            p.chmod(0o644)
