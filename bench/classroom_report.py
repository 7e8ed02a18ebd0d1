"""bench.classroom's figures: what one run measured as a dict (percentiles in milliseconds, errors, what was
lost), the targets of issue 14 met or not, and the table printed."""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Sized
from dataclasses import dataclass, field
from typing import Any, Protocol

from bench.st_client import Tab

TARGET_SECONDS = 1.5
"""A teacher's move on every student's screen, a student's vote in the teacher's tally: p95 at most this."""
TARGET_RATIO = 2.0
"""A lone player's click with the class running: at most this many times the click with no class."""
ERROR_KINDS = ("exception", "box", "disconnect", "timeout", "protocol", "server log", "missing", "unseen")


def stats(seconds: list[float]) -> dict[str, Any]:
    """p50, p95 and max in milliseconds (nearest rank), and how many."""
    if not seconds:
        return {"n": 0, "p50_ms": None, "p95_ms": None, "max_ms": None}
    ranked = sorted(seconds)

    def rank(q: float) -> float:
        return round(1000 * ranked[max(0, math.ceil(q * len(ranked)) - 1)], 1)

    return {"n": len(ranked), "p50_ms": rank(0.5), "p95_ms": rank(0.95), "max_ms": round(1000 * ranked[-1], 1)}


def _last_line(traceback: str) -> str:
    """The exception a traceback in the server's log ends with."""
    lines = [line for line in traceback.splitlines() if line.strip() and not line.startswith((" ", "\t"))]
    return lines[0][:200] if lines else "?"


@dataclass
class Found:
    """Everything measured, in seconds."""

    actions: dict[str, list[float]] = field(
        default_factory=lambda: {"join": [], "vote": [], "answer": [], "teacher": []}
    )
    on_screens: list[float] = field(default_factory=list)
    last_screen: list[float] = field(default_factory=list)
    round_on_screens: list[float] = field(default_factory=list)
    counted: dict[str, list[float]] = field(default_factory=lambda: {"vote": [], "answer": []})
    unseen: list[str] = field(default_factory=list)
    clicks: dict[str, list[float]] = field(default_factory=lambda: {"no class": [], "class": []})
    kept: dict[str, dict[str, int]] = field(default_factory=dict)
    quiz: dict[str, Any] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)
    cpu: dict[str, float] = field(default_factory=dict)
    runs: dict[str, float] = field(default_factory=dict)


class Run(Protocol):
    """What ``report`` reads of a run (``bench.classroom.Bench``): what it found, its tabs and its sizes."""

    found: Found
    tabs: list[Tab]
    size: int
    moves: int
    played: int

    @property
    def students(self) -> Sized:
        """The students who joined."""
        ...


def report(bench: Run, log: str, load: float | None, expected_box: Callable[[str], bool]) -> dict[str, Any]:
    """Everything ``bench`` measured, with the server's ``log`` and the load average before the run; an error or
    warning box counts as an error unless ``expected_box`` says it belongs there."""
    found = bench.found
    errors = dict.fromkeys(ERROR_KINDS, 0)
    examples: list[str] = []
    told_wrong = 0
    for tab in bench.tabs:
        for kind, what in tab.errors:
            errors[kind] += 1
            examples.append(what)
        for box in tab.boxes:
            if not expected_box(box):
                errors["box"] += 1
                examples.append(f"{tab.label}: {box[:200]}")
        told_wrong += any(map(expected_box, tab.boxes))
    tracebacks = log.split("Traceback (most recent call last):")[1:]
    errors["server log"] = len(tracebacks)
    examples += [f"server: {_last_line(block)}" for block in tracebacks]
    errors["missing"], errors["unseen"] = len(found.missing), len(found.unseen)
    examples += found.missing + found.unseen
    actions = found.actions
    clicks = {name: stats(seconds) for name, seconds in found.clicks.items()}
    base, busy = clicks["no class"], clicks["class"]
    ratio = {q: round(busy[q] / base[q], 2) if base[q] and busy[q] else None for q in ("p50_ms", "p95_ms")}
    return {
        "date": time.strftime("%Y-%m-%d %H:%M"),
        "machine": f"{os.cpu_count()} cores",
        "load_before": round(load, 2) if load is not None else None,
        "students": bench.size,
        "joined": len(bench.students),
        "teacher_moves": bench.moves,
        "played_before": bench.played,
        "student_actions": {
            "all": stats(actions["join"] + actions["vote"] + actions["answer"]),
            "join": stats(actions["join"]),
            "vote": stats(actions["vote"]),
            "answer": stats(actions["answer"]),
        },
        "teacher_actions": stats(actions["teacher"]),
        "move_on_screens": {"each_student": stats(found.on_screens), "last_student": stats(found.last_screen)},
        "round_on_screens": stats(found.round_on_screens),
        "vote_in_tally": stats(found.counted["vote"]),
        "answer_in_counts": stats(found.counted["answer"]),
        "quiz": {**found.quiz, "told_wrong": told_wrong},
        "click": {**clicks, "ratio": ratio},
        "errors": {"total": sum(errors.values()), **errors, "examples": examples[:12]},
        "kept": {kind: {**kept, "lost": kept["sent"] - kept["stored"]} for kind, kept in found.kept.items()},
        "cpu_seconds": {name: round(value, 1) for name, value in found.cpu.items()},
        "runs": {name: round(value, 1) for name, value in found.runs.items()},
    }


def verdicts(found: dict[str, Any]) -> dict[str, bool]:
    """Each target of issue 14: met or not."""
    screens = found["move_on_screens"]["each_student"]["p95_ms"]
    tally = found["vote_in_tally"]["p95_ms"]
    ratio = found["click"]["ratio"]["p50_ms"]
    lost = sum(kept["lost"] for kept in found["kept"].values())
    return {
        "no errors, no vote or answer lost": found["errors"]["total"] == 0
        and lost == 0
        and set(found["kept"]) == {"vote", "answer"},
        "move on every screen p95 <= 1.5 s": screens is not None and screens <= 1000 * TARGET_SECONDS,
        "vote in the tally p95 <= 1.5 s": tally is not None and tally <= 1000 * TARGET_SECONDS,
        "click <= 2 x no class (p50)": ratio is not None and ratio <= TARGET_RATIO,
    }


def table(found: dict[str, Any]) -> str:
    """The measurements, the ratios to the baseline of the same run and the targets."""

    def row(name: str, figures: dict[str, Any], extra: str = "") -> str:
        return (
            f"{name:<44} {figures['p50_ms']!s:>8} {figures['p95_ms']!s:>8} {figures['max_ms']!s:>8} "
            f"{figures['n']:>5}{extra}"
        )

    actions, ratio, errors, cpu, runs = (
        found["student_actions"],
        found["click"]["ratio"],
        found["errors"],
        found["cpu_seconds"],
        found["runs"],
    )
    kinds = ", ".join(f"{kind} {errors[kind]}" for kind in ERROR_KINDS)
    quiz = found["quiz"]
    rows = [
        f"a class of {found['students']} students ({found['joined']} joined) and a teacher: "
        f"{found['teacher_moves']} teacher moves (after {found['played_before']} unmeasured), a vote, a quiz",
        f"{'':<44} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'n':>5}",
        row("students' actions (rerun -> run ended)", actions["all"]),
        row("  joins", actions["join"]),
        row("  votes", actions["vote"]),
        row("  quiz answers", actions["answer"]),
        row("teacher's actions", found["teacher_actions"]),
        row("teacher's move -> each student's board", found["move_on_screens"]["each_student"]),
        row("teacher's move -> the last student's board", found["move_on_screens"]["last_student"]),
        row("vote or quiz opened -> each student's board", found["round_on_screens"]),
        row("student's vote -> the teacher's tally", found["vote_in_tally"]),
        row("student's answer -> the teacher's counts", found["answer_in_counts"]),
        row("click on /play, no class (baseline)", found["click"]["no class"]),
        row(
            "click on /play, class running",
            found["click"]["class"],
            f"   x baseline: p50 {ratio['p50_ms']}, p95 {ratio['p95_ms']}",
        ),
        "",
        f"errors: {errors['total']} ({kinds})",
        *(f"  {example}" for example in errors["examples"]),
        *(
            f"{kind}s: {kept['sent']} sent, {kept['stored']} in the store, {kept['lost']} lost"
            for kind, kept in found["kept"].items()
        ),
        f"quiz ({quiz.get('task')}): {quiz.get('answered')} answered; the teacher's screen: {quiz.get('right')} "
        f"right, {quiz.get('wrong')} wrong, {quiz.get('waiting')} not yet; {quiz.get('told_wrong')} students "
        "told their answer was wrong",
        f"while the class ran ({cpu.get('wall')} s): server CPU {cpu.get('server')} s, this bench's "
        f"{cpu.get('bench')} s; runs asked for {runs.get('asked_per_s')}/s, ended {runs.get('ended_per_s')}/s",
        "",
    ]
    rows += [f"target: {name}: {'met' if met else 'missed'}" for name, met in verdicts(found).items()]
    rows.append(
        f"measured {found['date']} on this machine ({found['machine']}, load average "
        f"{found['load_before']} before the run)"
    )
    return "\n".join(rows)
