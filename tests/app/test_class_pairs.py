"""Pairs in class through AppTest (issue 26): the teacher pairs the joined students at random (the odd one out
waits, said by name) and by hand into online games of the class board's rule set, sees each game as a small board
with the names and whose turn, and puts one on the projector, which every student's board then follows until the
teacher takes the board back; each paired student's page links to their own game with their own seat token alone."""

from __future__ import annotations

import json
import time

import pytest
from streamlit.testing.v1 import AppTest

from classroom import online
from classroom.limits import Limit
from classroom.pairs import pairings
from games.core import LIGHT
from tests.app.app_session import boards, button, click, html_text, open_page
from ui.classroom import pairs
from ui.i18n import LANGUAGES, t

pytestmark = pytest.mark.usefixtures("class_store")


def _join(code: str, name: str, lang: str = "en") -> AppTest:
    at = open_page("class", code=code, lang=lang)
    at.text_input(key="class:name").input(name)
    return button(at, t("class.join", lang)).click().run()


def _links(at: AppTest) -> list[str]:
    return [element.proto.url for element in at.get("link_button")]


def _class(lang: str = "en", names: tuple[str, ...] = ("Ana", "Bo", "Cy")) -> tuple[AppTest, str, list[AppTest]]:
    teacher = open_page("class", new="1", lang=lang)
    code = teacher.query_params["code"]
    students = [_join(code, name, lang) for name in names]
    return teacher.run(), code, students


def _position(game: online.OnlineGame) -> str:
    played = online.record(game)
    return played.game.format_position(played.state)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_teacher_pairs_at_random_the_odd_one_out_waits_and_a_latecomer_is_paired_by_hand(store, lang):
    teacher, code, students = _class(lang)
    click(click(teacher, "a1"), "a4")  # the board's rule set is what the games play; its moves are not
    teacher = button(teacher.run(), t("pairs.random", lang)).click().run()
    assert not teacher.exception
    seats = store.seats(code)
    assert len(seats) == 2 and len(pairings(seats)) == 1
    [waits] = [name for student, name in store.students(code).items() if student not in {s.student for s in seats}]
    assert t("pairs.waits", lang, name=waits) in [w.value for w in teacher.warning]
    game = store.game(seats[0].game_id, time.time())
    assert (
        game.rules == "petteia"
        and not game.moves
        and sorted(game.names) == sorted(store.students(code)[seat.student] for seat in seats)
    )
    late = _join(code, "Di", lang)
    teacher.run()
    teacher.selectbox(key="pairs:first").select(late.query_params["me"])
    teacher.selectbox(key="pairs:second").select(next(s for s, n in store.students(code).items() if n == waits))
    teacher = button(teacher.run(), t("pairs.hand", lang)).click().run()
    assert len(pairings(store.seats(code))) == 2 and "pairs:first" not in [s.key for s in teacher.selectbox]
    small = [b for b in boards(teacher.run()) if b["kind"] == "still"]
    assert len(small) == 2 and all(b["position"] == "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -" for b in small)
    assert html_text(teacher).count('data-testid="pair-game"') == 2
    name = game.names[LIGHT]
    assert t("pairs.turn", lang, name=name) in html_text(teacher)
    teacher = button(teacher, t("pairs.end", lang)).click().run()
    assert store.seats(code) == [] and store.game(game.game_id, time.time()) is not None


def test_by_hand_the_teacher_must_choose_two_different_students(store):
    teacher, code, students = _class()
    ana = students[0].query_params["me"]
    teacher.selectbox(key="pairs:first").select(ana)
    teacher.selectbox(key="pairs:second").select(ana)
    teacher = button(teacher.run(), t("pairs.hand", "en")).click().run()
    assert t("pairs.error.same", "en") in [w.value for w in teacher.warning] and store.seats(code) == []


def test_each_paired_student_gets_a_link_to_their_own_seat_and_the_opponents_name(store):
    teacher, code, students = _class(names=("Ana", "<b>Bo</b>"))
    button(teacher, t("pairs.random", "en")).click().run()
    seats = {seat.student: seat for seat in store.seats(code)}
    for student, opponent in zip(students, ("&lt;b&gt;Bo&lt;/b&gt;", "Ana"), strict=True):
        student.run()
        seat = seats[student.query_params["me"]]
        other = next(s for s in seats.values() if s is not seat)
        [link] = _links(student)
        assert f"/online?game={seat.game_id}&seat={seat.token}" in link and other.token not in html_text(student) + link
        assert opponent in html_text(student) and "<b>Bo</b>" not in html_text(student)
    assert not _links(teacher.run()) and all(seat.token not in html_text(teacher) for seat in seats.values())


def test_a_game_on_the_projector_is_followed_by_every_student_until_the_teacher_takes_the_board_back(store):
    teacher, code, students = _class(names=("Ana", "Bo"))
    teacher = button(teacher, t("pairs.random", "en")).click().run()
    [light] = [seat for seat in store.seats(code) if seat.side == LIGHT]
    teacher = button(teacher, t("pairs.show", "en")).click().run()
    assert not teacher.exception and pairs.shown_game(store.view(code, time.time()).board) == light.game_id
    assert t("pairs.shown", "en") in [c.value for c in teacher.caption] and not [
        b for b in boards(teacher) if b["kind"] == "board"
    ]
    moved = store.change_game(light.game_id, lambda g: online.play(g, light.token, "a1-a3", time.time()), time.time())
    for page in (students[1].run(), teacher.run()):
        mirrors = [b for b in boards(page) if b["kind"] == "still"]
        assert _position(moved) in [b["position"] for b in mirrors]
        assert 'data-testid="shown-game"' in html_text(page)
    teacher = button(teacher, t("pairs.take_back", "en")).click().run()
    board = store.view(code, time.time()).board
    assert pairs.shown_game(board) is None and not json.dumps(board).count(light.game_id)
    students[1].run()
    assert "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -" in [b["position"] for b in boards(students[1]) if b["kind"] == "still"]


def test_pairs_past_the_limit_of_games_an_hour_start_no_game_and_say_when_to_try_again(store, monkeypatch):
    monkeypatch.setattr(pairs, "PAIRED", Limit("paired", 1, 3600.0))
    teacher, code, _ = _class(names=("Ana", "Bo", "Cy", "Di"))
    teacher = button(teacher, t("pairs.random", "en")).click().run()
    assert t("pairs.too_many", "en", minutes=60) in [w.value for w in teacher.warning] and store.seats(code) == []
    monkeypatch.setattr(pairs, "PAIRED", Limit("paired", 2, 3600.0))  # the refused pairing counted nothing
    button(teacher, t("pairs.random", "en")).click().run()
    assert len(pairings(store.seats(code))) == 2
