"""The lesson page's state: which lesson and step, the learner's attempt at the step's task, and the callbacks.

The lesson (a rule set), the step and presentation mode live in the URL (``?rules=bell&step=3&present=1``)
so that a refresh, a shared link or the language switch keeps the place.  Session state holds the pick
(the move being built on the board), the attempt at the current step and the steps solved so far; all
of them are frozen values, and every change happens in a callback before the page is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import streamlit as st

from games import get_game
from games.core import Move
from games.record import GameRecord
from ui.content.lesson import Step, Verdict, judge
from ui.moves.controller import Event, Notice, Pick, interact
from ui.moves.link import linked_rules

PICK, ATTEMPT, SOLVED = "lesson:pick", "lesson:attempt", "lesson:solved"


@dataclass(frozen=True)
class Attempt:
    """What happened on one step: the move played (None before), how it was judged, a refusal to show."""

    rules: str
    step: int
    move: Move[Any] | None = None
    verdict: Verdict | None = None
    shown: bool = False
    """True when "Show me" played the answer."""
    notice: Notice | None = None


def current_rules() -> str:
    """The rule set whose lesson is open: the URL's, else the first."""
    return linked_rules(st.query_params.get("rules"))


def current_step(count: int) -> int:
    """The open step, 0-based, from the URL's 1-based ``step`` (clamped to the lesson's ``count`` steps)."""
    try:
        number = int(st.query_params.get("step", "1"))
    except ValueError:
        number = 1
    return min(max(number, 1), count) - 1


def presenting() -> bool:
    """True in presentation mode (``present=1`` in the URL)."""
    return st.query_params.get("present") == "1"


def keep_place(rules: str, step: int) -> None:
    """Write the lesson and step (0-based) into the URL."""
    for name, value in (("rules", rules), ("step", str(step + 1))):
        if st.query_params.get(name) != value:
            st.query_params[name] = value


def attempt(rules: str, step: int) -> Attempt:
    """The attempt at ``step`` of ``rules``'s lesson (a fresh one when the learner is elsewhere)."""
    found: Attempt | None = st.session_state.get(ATTEMPT)
    return found if found is not None and (found.rules, found.step) == (rules, step) else Attempt(rules, step)


def pick() -> Pick:
    """The move being built on the step's board."""
    return st.session_state.get(PICK, ())


def solved(rules: str) -> frozenset[int]:
    """The steps of ``rules``'s lesson whose task the learner has solved."""
    return st.session_state.get(SOLVED, {}).get(rules, frozenset())


def record_of(step: Step, tried: Attempt) -> GameRecord:
    """The step's position, and after it the move played there, if one was."""
    board = step.board
    record = GameRecord.start(board.rules, get_game(board.rules).parse_position(board.position))
    return record.play(tried.move) if tried.move is not None else record


def _save(tried: Attempt, new_pick: Pick = ()) -> None:
    st.session_state[ATTEMPT] = tried
    st.session_state[PICK] = new_pick


def on_event(index: int, step: Step, event: Event, *, shown: bool = False) -> None:
    """``event`` on the board of step ``index`` (0-based): the controller plays or refuses it, and a move
    played is judged against the step's task (``shown``: "Show me" played it)."""
    tried = attempt(step.board.rules, index)
    if tried.move is not None:
        return
    result = interact(record_of(step, tried), pick(), event)
    if result.played is None:
        _save(replace(tried, notice=result.notice), result.pick)
        return
    verdict = judge(step.board, result.played)
    _save(replace(tried, move=result.played, verdict=verdict, shown=shown, notice=None))
    if verdict is Verdict.SOLVED and not shown:
        done = dict(st.session_state.get(SOLVED, {}))
        done[tried.rules] = done.get(tried.rules, frozenset()) | {tried.step}
        st.session_state[SOLVED] = done


def on_click(index: int, step: Step, place: str) -> None:
    """A click on the board of step ``index`` (0-based), on the square or cell named ``place``."""
    on_event(index, step, Event.click(place))


def on_stop(index: int, step: Step) -> None:
    """End a chain of jumps (Schädler) where it stands."""
    on_event(index, step, Event.stop())


def on_typed(index: int, step: Step, key: str) -> None:
    """The move chosen in the select box whose widget key is ``key``."""
    text = st.session_state.get(key)
    if text:
        on_event(index, step, Event.typed(text))


def on_show(index: int, step: Step) -> None:
    """"Show me": play the task's first answer on the board."""
    _save(Attempt(step.board.rules, index))
    on_event(index, step, Event.typed(step.board.answers[0]), shown=True)


def on_retry(index: int, step: Step) -> None:
    """Put the step's position back for another try."""
    _save(Attempt(step.board.rules, index))


def on_go(rules: str, step: int) -> None:
    """Go to ``step`` (0-based) of ``rules``'s lesson, with a fresh board."""
    keep_place(rules, step)
    _save(Attempt(rules, step))


def on_restart(rules: str) -> None:
    """Start the lesson again: back to step 1, nothing solved."""
    done = dict(st.session_state.get(SOLVED, {}))
    done.pop(rules, None)
    st.session_state[SOLVED] = done
    on_go(rules, 0)


def on_present(on: bool) -> None:
    """Enter or leave presentation mode."""
    if on:
        st.query_params["present"] = "1"
    elif "present" in st.query_params:
        del st.query_params["present"]


def on_rules(rules: str) -> None:
    """The lesson chooser: open that lesson at its first step."""
    on_go(rules, 0)
