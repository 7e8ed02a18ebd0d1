"""The README stays true: its test command is what CI runs, and its command-line examples print what it says."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _commands() -> list[str]:
    return re.findall(r"^(python3 -m venv .+)$", README, flags=re.M)


def test_the_readme_gives_exactly_two_set_up_commands_and_ci_runs_the_test_one():
    run_app, run_tests = _commands()
    assert "streamlit run app.py" in run_app
    assert "pytest" in run_tests and run_tests in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_command_line_examples_print_what_the_readme_says():
    block = README.split("## The command line", 1)[1].split("```", 2)[1]
    examples = re.split(r"^\$ ", block, flags=re.M)[1:]
    assert len(examples) >= 5
    for example in examples:
        command, *expected = example.strip("\n").split("\n")
        shell = command.replace(".venv/bin/python", sys.executable)
        done = subprocess.run(shell, shell=True, capture_output=True, text=True, cwd=ROOT, check=False)
        assert (done.stdout + done.stderr).splitlines() == expected, command


def test_the_speed_table_is_filled_in():
    assert "BENCH_TABLE" not in README and "x Ludii" in README
