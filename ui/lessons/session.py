"""The lesson page's state: which lesson and step, the learner's attempt at the step's task, and the callbacks.

The lesson (a rule set), the step, the steps solved, the steps whose answer was shown and presentation mode live
in the URL (``?rules=bell&step=3&done=1.2&shown=4&present=1``) so that a refresh, a shared link or the language
switch keeps the place and the progress; session state also remembers each lesson's step, for coming back from
another page.  The step's board keeps its
position, the move being built and the last refusal (``ui.board_widget``, one key per step); session
state also holds the attempt at the current step (the move played, how it was judged) and the steps
solved so far.  All are frozen values, and every change happens in a callback before the page is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import streamlit as st

from games import get_game, split_name
from games.core import Move
from games.records import GameRecord
from ui import board_widget
from ui.lessons.model import Step, Verdict, judge
from ui.moves.controller import Event, Interaction
from ui.moves.link import linked_rules

ATTEMPT, SOLVED, PAGE_CHANGED = "lesson:attempt", "lesson:solved", "lesson:page-changed"
SHOWN = "lesson:shown"
"""The steps of each lesson whose answer "Show me" played before the learner had solved them: solving such a step
afterwards does not count it as solved (the URL's ``shown``)."""
PROGRESS = {"done": SOLVED, "shown": SHOWN}
"""The URL's name for each kind of step the progress counts, and the session-state key that holds it."""
STEPS = "lesson:steps"
"""The step each lesson was last open at, so that coming back from another page finds it."""


@dataclass(frozen=True)
class Attempt:
    """What happened on one step: the move played (None before), and how it was judged."""

    rules: str
    step: int
    move: Move[Any] | None = None
    verdict: Verdict | None = None
    shown: bool = False
    """True when "Show me" played the answer."""


def current_rules() -> str:
    """The rule set whose lesson is open: the URL's, else the first."""
    return linked_rules(st.query_params.get("rules"))


def current_step(rules: str, count: int) -> int:
    """The open step, 0-based: the URL's 1-based ``step``, else the step the learner was last on in this
    lesson (coming back from another page), else the first; clamped to the lesson's ``count`` steps."""
    try:
        number = int(st.query_params["step"]) if "step" in st.query_params else None
    except ValueError:
        number = None
    if number is None:
        number = st.session_state.get(STEPS, {}).get(rules, 0) + 1
    return min(max(number, 1), count) - 1


def adopt_progress(rules: str, count: int) -> None:
    """Take the steps solved and the steps shown from the URL (``done=1.3.4&shown=2``) into a session that knows
    none of this lesson's (a reload, or a link the learner kept); what is not a step number is passed over, and a
    step in both counts as solved."""
    if any(rules in st.session_state.get(key, {}) for key in PROGRESS.values()):
        return
    for name, key in PROGRESS.items():
        steps = {int(part) - 1 for part in st.query_params.get(name, "").split(".") if part.isdigit()}
        _keep(key, rules, frozenset(step for step in steps if 0 <= step < count))
    _keep(SHOWN, rules, shown_steps(rules) - solved(rules))


def presenting() -> bool:
    """True in presentation mode (``present=1`` in the URL)."""
    return st.query_params.get("present") == "1"


def current_part(count: int) -> int:
    """The open part (0-based) of a step that presentation mode shows as ``count`` slides: the URL's 1-based
    ``part``, else the first."""
    number = st.query_params.get("part", "1")
    return min(max(int(number) if number.isdigit() else 1, 1), count) - 1


def keep_place(rules: str, step: int) -> None:
    """Write the lesson, the step (0-based) and the steps solved into the URL, and remember the step."""
    steps = dict(st.session_state.get(STEPS, {}))
    steps[rules] = step
    st.session_state[STEPS] = steps
    done, shown = (".".join(str(n + 1) for n in sorted(steps)) for steps in (solved(rules), shown_steps(rules)))
    for name, value in (("rules", rules), ("step", str(step + 1)), ("done", done), ("shown", shown)):
        if not value and name in st.query_params:
            del st.query_params[name]
        elif value and st.query_params.get(name) != value:
            st.query_params[name] = value


def attempt(rules: str, step: int) -> Attempt:
    """The attempt at ``step`` of ``rules``'s lesson (a fresh one when the learner is elsewhere)."""
    found: Attempt | None = st.session_state.get(ATTEMPT)
    return found if found is not None and (found.rules, found.step) == (rules, step) else Attempt(rules, step)


def solved(rules: str) -> frozenset[int]:
    """The steps of ``rules``'s lesson whose task the learner has solved."""
    steps: frozenset[int] = st.session_state.get(SOLVED, {}).get(rules, frozenset())
    return steps


def shown_steps(rules: str) -> frozenset[int]:
    """The steps of ``rules``'s lesson whose answer "Show me" played before the learner had solved them."""
    steps: frozenset[int] = st.session_state.get(SHOWN, {}).get(rules, frozenset())
    return steps


def _keep(key: str, rules: str, steps: frozenset[int]) -> None:
    """Set the steps of ``rules``'s lesson kept under ``key`` (``SOLVED`` or ``SHOWN``)."""
    kept = dict(st.session_state.get(key, {}))
    kept[rules] = steps
    st.session_state[key] = kept


def lesson_of(step: Step) -> str:
    """The lesson (a plain rule set) that ``step`` belongs to: its board's rule set without the switches a
    variant's step turns on (``latrunculi-bell+LBE-V1`` is a step of ``latrunculi-bell``'s lesson).  The
    attempt, the steps solved and the board's key go by the lesson."""
    return split_name(step.board.rules)[0]


def board_key(rules: str, index: int) -> str:
    """The key of the board of step ``index`` (0-based) of ``rules``'s lesson."""
    return f"lesson:board:{rules}:{index}"


def step_board_key(step: Step, index: int) -> str:
    """The key of the board of ``step``, step ``index`` (0-based) of its lesson."""
    return board_key(lesson_of(step), index)


def board_of(step: Step, index: int) -> Interaction:
    """The step's board: its position, and the move played there or being built (set up on first sight,
    and again when it shows a move that the step's attempt does not know of)."""
    shown = board_widget.current(step_board_key(step, index))
    if shown is None or shown.record.moves and attempt(lesson_of(step), index).move is None:
        shown = _fresh(step, index)
    return shown


def _fresh(step: Step, index: int) -> Interaction:
    """Put the step's own position on its board, with nothing picked."""
    board = step.board
    fresh = Interaction(GameRecord.start(board.rules, get_game(board.rules).parse_position(board.position)))
    board_widget.put(step_board_key(step, index), fresh)
    return fresh


def judged(index: int, step: Step, result: Interaction, *, shown: bool = False) -> None:
    """A move was played on the step's board: judge it against the task (``shown``: "Show me" played it)."""
    move = result.played
    if move is None:
        return
    verdict = judge(step.board, move)
    rules = lesson_of(step)
    st.session_state[ATTEMPT] = Attempt(rules, index, move, verdict, shown)
    if shown and index not in solved(rules):
        _keep(SHOWN, rules, shown_steps(rules) | {index})
    elif verdict is Verdict.SOLVED and index not in shown_steps(rules):
        _keep(SOLVED, rules, solved(rules) | {index})


def on_event(index: int, step: Step, event: Event) -> None:
    """``event`` on the board of step ``index`` (0-based), before a move is played there."""
    if attempt(lesson_of(step), index).move is None:
        board_of(step, index)
        board_widget.send(step_board_key(step, index), event, on_played=partial(judged, index, step))


def on_stop(index: int, step: Step) -> None:
    """End a chain of jumps (Schädler) where it stands."""
    on_event(index, step, Event.stop())


def on_typed(index: int, step: Step, key: str) -> None:
    """The move chosen in the select box whose widget key is ``key``."""
    text = st.session_state.get(key)
    if text:
        on_event(index, step, Event.typed(text))


def on_show(index: int, step: Step) -> None:
    """ "Show me": play the task's first answer on the board."""
    on_retry(index, step)
    board_widget.send(
        step_board_key(step, index),
        Event.typed(step.board.answers[0]),
        on_played=partial(judged, index, step, shown=True),
    )


def on_retry(index: int, step: Step) -> None:
    """Put the step's position back for another try."""
    st.session_state[ATTEMPT] = Attempt(lesson_of(step), index)
    _fresh(step, index)


def on_go(rules: str, step: int, part: int = 0) -> None:
    """Go to ``step`` (0-based) of ``rules``'s lesson, with a fresh board (in presentation mode, to its slide
    ``part``, 0-based)."""
    keep_place(rules, step)
    on_part(part)
    st.session_state[ATTEMPT] = Attempt(rules, step)
    board_widget.forget(board_key(rules, step))


def on_part(part: int) -> None:
    """Go to slide ``part`` (0-based) of the step that presentation mode shows as several; the board stays as it is."""
    if part:
        st.query_params["part"] = str(part + 1)
    elif "part" in st.query_params:
        del st.query_params["part"]


def on_restart(rules: str) -> None:
    """Start the lesson again: back to step 1, nothing solved or shown."""
    for key in PROGRESS.values():
        _keep(key, rules, frozenset())
    on_go(rules, 0)


def page_changed() -> bool:
    """True (once) when the whole page must be drawn again, not only the step: presentation mode changed."""
    return bool(st.session_state.pop(PAGE_CHANGED, False))


def on_present(on: bool) -> None:
    """Enter or leave presentation mode (the whole page changes)."""
    st.session_state[PAGE_CHANGED] = True
    on_part(0)
    if on:
        st.query_params["present"] = "1"
    elif "present" in st.query_params:
        del st.query_params["present"]


def on_rules(rules: str) -> None:
    """The lesson chooser: open that lesson at its first step."""
    on_go(rules, 0)
