"""bench.classroom end to end with a class of three: the report's shape, no errors, no vote or answer lost,
and the quiz's counts as the students answered (the timings are printed, never asserted)."""

import json
from typing import Any

import pytest

import bench.classroom
from bench.classroom import measure, table

STUDENTS, MOVES, CLICKS = 3, 2, 2
STATS = {"n", "p50_ms", "p95_ms", "max_ms"}


@pytest.fixture(scope="module")
def found() -> dict[str, Any]:
    return measure(STUDENTS, MOVES, CLICKS, seed=1)


def test_every_student_joins_sees_every_move_votes_and_answers_with_nothing_lost(found) -> None:
    assert found["errors"]["total"] == 0, found["errors"]["examples"]
    assert found["joined"] == STUDENTS
    assert found["kept"] == {kind: {"sent": STUDENTS, "stored": STUDENTS, "lost": 0} for kind in ("vote", "answer")}
    shown = MOVES + 2  # and the class's choice, and the quiz's answer
    assert found["move_on_screens"]["each_student"]["n"] == STUDENTS * shown
    assert found["move_on_screens"]["last_student"]["n"] == shown
    assert found["round_on_screens"]["n"] == 2 * STUDENTS
    assert found["vote_in_tally"]["n"] == found["answer_in_counts"]["n"] == STUDENTS
    assert all(found["student_actions"][kind]["n"] == STUDENTS for kind in ("join", "vote", "answer"))
    assert found["teacher_actions"]["n"] == MOVES + 5  # and open, play; choose the step, send, show the answer
    assert found["click"]["no class"]["n"] == found["click"]["class"]["n"] == CLICKS


def test_the_quiz_counts_each_answer_as_the_students_were_told(found) -> None:
    quiz = found["quiz"]  # the first and third to answer give the step's answer, the second another move
    assert quiz["answered"] == quiz["right"] + quiz["wrong"] == STUDENTS and quiz["waiting"] == 0
    assert quiz["right"] >= 2 and quiz["told_wrong"] == quiz["wrong"]


def test_each_figure_has_its_percentiles_and_the_click_its_ratio_to_the_baseline(found) -> None:
    figures = [
        *found["student_actions"].values(),
        found["teacher_actions"],
        *found["move_on_screens"].values(),
        found["round_on_screens"],
        found["vote_in_tally"],
        found["answer_in_counts"],
        found["click"]["no class"],
        found["click"]["class"],
    ]
    assert all(set(figure) == STATS and figure["p50_ms"] > 0 for figure in figures)
    assert set(found["click"]["ratio"]) == {"p50_ms", "p95_ms"} and found["click"]["ratio"]["p50_ms"] > 0


def test_the_table_gives_each_target_a_verdict(found) -> None:
    lines = table(found).splitlines()
    assert "target: no errors, no vote or answer lost: met" in lines
    assert sum(line.startswith("target: ") and line.endswith((": met", ": missed")) for line in lines) == 4


def test_json_is_one_object_with_the_verdicts(found, monkeypatch, capsys) -> None:
    monkeypatch.setattr(bench.classroom, "measure", lambda *args: found)
    bench.classroom.main(["--students", "3", "--json"])
    printed = json.loads(capsys.readouterr().out)
    assert printed["targets"]["no errors, no vote or answer lost"] is True
    assert set(printed) >= {
        "students",
        "student_actions",
        "move_on_screens",
        "round_on_screens",
        "vote_in_tally",
        "answer_in_counts",
        "quiz",
        "click",
        "errors",
        "kept",
        "targets",
    }
