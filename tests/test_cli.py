"""The command line of docs/notation.md: answers, batch form, and one-line errors with exit status 2."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from games.__main__ import run

START = "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"


def _run(capsys, *args, stdin: str | None = None):
    if stdin is not None:
        sys.stdin = io.StringIO(stdin)
    try:
        code = run(list(args))
    finally:
        sys.stdin = sys.__stdin__
    out, err = capsys.readouterr()
    return code, out, err


def test_start_prints_the_start_position(capsys):
    assert _run(capsys, "start", "petteia") == (0, START + "\n", "")


def test_legal_prints_sorted_moves_one_a_line(capsys):
    code, out, _ = _run(capsys, "legal", "petteia", START)
    lines = out.splitlines()
    assert code == 0 and lines == sorted(lines) and len(lines) == 48 and "a1-a7" in lines


def test_apply_prints_the_next_position(capsys):
    assert _run(capsys, "apply", "petteia", START, "b1-b5")[1] == "pppppppp/8/8/1P6/8/8/8/P1PPPPPP d 1 -\n"


@pytest.mark.parametrize(
    "position, status",
    [(START, "ongoing"), ("pppppppp/8/8/8/8/8/8/7P d 5 -", "dark"), ("pppp4/8/8/8/8/8/8/PPPP4 l 80 -", "draw")],
)
def test_status(capsys, position, status):
    assert _run(capsys, "status", "petteia", position)[1] == status + "\n"


def test_chances_of_a_grid_game_are_empty(capsys):
    assert _run(capsys, "chances", "petteia", START) == (0, "", "")


@pytest.mark.parametrize(
    "args, fragment",
    [
        (("legal", "checkers", START), "unknown rule set 'checkers'"),
        (("legal", "petteia", "pppppppp/8/9/8/8/8/8/PPPPPPPP l 0 -"), "row 3: 9 squares, expected 8"),
        (("apply", "petteia", START, "a1-b2"), "straight lines"),
        (("apply", "petteia", START, "a1-a9"), "'a9' is not a square"),
        (("apply", "petteia", START), "takes 2 argument(s)"),
        (("fly", "petteia"), "usage"),
    ],
)
def test_errors_print_one_line_and_exit_2(capsys, args, fragment):
    code, out, err = _run(capsys, *args)
    assert code == 2 and out == "" and fragment in err and err.count("\n") == 1


def test_batch_answers_each_line_and_goes_on_after_an_error(capsys):
    stdin = f"{START}\nnot a position\n7P/8/8/8/8/8/8/p7 d 0 -\n"
    code, out, _ = _run(capsys, "legal", "petteia", "-", stdin=stdin)
    lines = out.split("\n")
    assert code == 0 and len(lines[0].split(" ")) == 48 and lines[1].startswith("error: ")
    assert lines[2] == ""  # dark has a single stone: the game is over, no moves


def test_batch_apply_reads_a_position_a_tab_and_a_move(capsys):
    stdin = f"{START}\tb1-b5\n{START}\ta1-b2\n{START} b1-b5\n"
    out = _run(capsys, "apply", "petteia", "-", stdin=stdin)[1].splitlines()
    assert out[0] == "pppppppp/8/8/1P6/8/8/8/P1PPPPPP d 1 -"
    assert out[1].startswith("error: A piece moves only in straight lines")
    assert out[2].startswith("error: a batch 'apply' line")


def test_the_module_runs_as_a_program():
    done = subprocess.run(
        [sys.executable, "-m", "games", "apply", "petteia", START, "a1-a9"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2 and done.stdout == "" and "'a9' is not a square" in done.stderr


def test_race_games_list_the_throws_and_their_chances(capsys):
    start = "0,0,0,0,0 0,0,0,0,0 l - 0"
    assert _run(capsys, "legal", "knossos", start)[1].splitlines() == ["throw:1,1", "throw:2,1", "throw:2,2"]
    assert _run(capsys, "chances", "knossos", start)[1].splitlines() == [
        "throw:1,1 1/4",
        "throw:2,1 1/2",
        "throw:2,2 1/4",
    ]
    out = _run(capsys, "chances", "patolli", "r,r,r,r,r,r r,r,r,r,r,r l - 6,6,0")[1].splitlines()
    assert "throw:10 1/32" in out and len(out) == 6


def test_race_games_apply_and_status(capsys):
    assert _run(capsys, "apply", "patolli", "r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0", "enter")[1] == (
        "0,r,r,r,r,r r,r,r,r,r,r d - 6,6,0\n"
    )
    assert _run(capsys, "status", "patolli-family", "o,o,o,o,o,o 3,r,r,r,r,r d - -")[1] == "light\n"
    code, out, err = _run(capsys, "apply", "patolli", "r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0", "enter")
    assert code == 2 and "exactly 1" in err and "PAT-07" in err


def test_ai_prints_a_legal_move_and_is_the_same_for_the_same_seed(capsys):
    first = _run(capsys, "ai", "petteia", START, "--level", "club", "--seed", "4")
    again = _run(capsys, "ai", "petteia", START, "--seed", "4", "--level", "club")
    assert first == again and first[0] == 0 and first[1].strip() in _run(capsys, "legal", "petteia", START)[1]


def test_ai_reads_positions_from_standard_input(capsys):
    stdin = "0,0,0,0,0 0,0,0,0,0 l 2,1 0\nnonsense\n"
    out = _run(capsys, "ai", "knossos", "-", "--level", "novice", stdin=stdin)[1].splitlines()
    assert out[0] in {"0+1", "0+2"} and out[1].startswith("error: ")


@pytest.mark.parametrize(
    "args, fragment",
    [
        (("ai", "petteia", START, "--level", "god"), "unknown level 'god'"),
        (("ai", "petteia", START, "--seed"), "--seed needs a value"),
        (("ai", "patolli", "r,r,r,r,r,r r,r,r,r,r,r l - 6,6,0"), "Throw first"),
    ],
)
def test_ai_errors(capsys, args, fragment):
    code, out, err = _run(capsys, *args)
    assert code == 2 and fragment in err


# ---------------------------------------------------------------- record check | replay

RECORD = '[Rules "petteia"]\n[Light "Ana"]\n\n1. b1-b5 b8-b6 {dark answers}\n2. c1-c5\n'
AFTER = [
    "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -",
    "pppppppp/8/8/1P6/8/8/8/P1PPPPPP d 1 -",
    "p1pppppp/8/1p6/1P6/8/8/8/P1PPPPPP l 2 -",
    "p1pppppp/8/1p6/1PP5/8/8/8/P2PPPPP d 3 -",
]


def test_record_check_prints_how_the_game_stands(capsys, tmp_path):
    path = tmp_path / "game.txt"
    path.write_text(RECORD, encoding="utf-8")
    assert _run(capsys, "record", "check", str(path)) == (0, "ongoing\n", "")
    path.write_text('[Rules "petteia"]\n[Start "pppppppp/8/8/8/8/8/8/7P d 5 -"]\n', encoding="utf-8")
    assert _run(capsys, "record", "check", str(path)) == (0, "dark\n", "")


def test_record_replay_prints_the_start_and_each_position_after(capsys, tmp_path):
    path = tmp_path / "game.txt"
    path.write_text(RECORD, encoding="utf-8")
    assert _run(capsys, "record", "replay", str(path)) == (0, "\n".join(AFTER) + "\n", "")


def test_record_reads_standard_input_for_a_dash(capsys):
    assert _run(capsys, "record", "replay", "-", stdin=RECORD)[1].splitlines() == AFTER
    assert _run(capsys, "record", "check", "-", stdin=RECORD)[:2] == (0, "ongoing\n")


@pytest.mark.parametrize(
    "text, fragment",
    [
        (RECORD + "a8-b7\n", "Line 6, move 4 (a8-b7): A piece moves only in straight lines"),
        ('[Rules "chess"]\n', "Line 1, header Rules: unknown rule set 'chess'"),
        ("", "Line 1: the record is empty"),
        (RECORD.replace("{dark answers}", "{dark answers"), "Line 4: a comment"),
    ],
)
def test_record_errors_print_one_line_and_exit_2(capsys, text, fragment):
    for command in ("check", "replay"):
        code, out, err = _run(capsys, "record", command, "-", stdin=text)
        assert (code, out) == (2, "") and err.startswith(fragment) and err.count("\n") == 1, err


@pytest.mark.parametrize(
    "args, fragment",
    [
        (("record",), "'record' takes check or replay"),
        (("record", "check"), "'record' takes check or replay"),
        (("record", "play", "game.txt"), "'record' takes check or replay"),
        (("record", "check", "a.txt", "b.txt"), "'record' takes check or replay"),
        (("record", "check", "no/such/file.txt"), "cannot read 'no/such/file.txt': No such file or directory"),
    ],
)
def test_record_with_wrong_arguments_or_no_file_prints_one_line_and_exits_2(capsys, args, fragment):
    code, out, err = _run(capsys, *args)
    assert (code, out) == (2, "") and err.startswith(fragment) and err.count("\n") == 1, err


def test_record_of_a_file_that_is_not_utf8_says_so(capsys, tmp_path):
    path = tmp_path / "game.txt"
    path.write_bytes(RECORD.encode("cp1251") + '[Event "Москва"]'.encode("cp1251"))
    code, out, err = _run(capsys, "record", "check", str(path))
    assert (code, out) == (2, "") and "is not UTF-8 text" in err


def test_record_check_runs_as_a_program_on_standard_input():
    done = subprocess.run(
        [sys.executable, "-m", "games", "record", "check", "-"],
        input=RECORD + "a8-b7\n",
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == "" and "move 4 (a8-b7)" in done.stderr and "PET-03" in done.stderr
    done = subprocess.run(
        [sys.executable, "-m", "games", "record", "check", "-"],
        input=RECORD,
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (0, "ongoing\n")
