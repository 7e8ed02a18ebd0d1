"""The move list on Replay and Play through AppTest: what the pages send to the list (its rows, the current ply),
a click on an entry jumping Replay to its move, a record file's comments, the Play page's last move marked."""

from __future__ import annotations

from urllib.parse import parse_qsl

import pytest
from streamlit.testing.v1 import AppTest

from games.records import GameRecord
from tests.app.app_session import boards, button, move_lists, open_page, pick_move, play_typed
from tests.random_games import random_game
from ui.i18n import LANGUAGES, t
from ui.moves.link import game_link
from ui.replay.page import COMMENTS


def _game(rules: str, plies: int) -> GameRecord:
    record = GameRecord.start(rules)
    for _, move in random_game(rules, 5)[:plies]:
        record = record.play_raw(move)
    return record


def _shown(at: AppTest) -> str:
    [board] = [b for b in boards(at) if b["kind"] == "still"]
    return str(board["position"])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", ["petteia", "knossos"])
def test_replay_lists_every_move_with_the_one_shown_marked(rules, lang):
    record = _game(rules, 30)
    at = open_page("replay", **game_link(record)[0], at="12", lang=lang)
    [shown] = move_lists(at)
    assert shown["current"] == 12 and shown["pick"] is True and shown["words"] is (rules == "knossos")
    plies = [entry["ply"] for row in shown["list"]["rows"] for entry in row["entries"]]
    assert plies == list(range(1, 31)) and shown["list"]["start"]["ply"] == 0
    texts = [entry["text"] for row in shown["list"]["rows"] for entry in row["entries"]]
    assert [text.split(" ×")[0] for text in texts] == [move.text for move in record.moves]
    assert shown["labels"]["list"] == t("movelist.label", lang)


def test_a_click_on_an_entry_jumps_replay_to_its_move_and_the_buttons_follow():
    record = _game("patolli", 40)
    at = open_page("replay", **game_link(record)[0], at="5")
    at = pick_move(at, 23)
    position = record.game.format_position
    assert _shown(at) == position(record.states[23]) and at.query_params["at"] == "23"
    assert move_lists(at)[0]["current"] == 23
    at = button(at, t("replay.forward", "en")).click().run()
    assert move_lists(at)[0]["current"] == 24 and _shown(at) == position(record.states[24])
    at = pick_move(at, 0)
    assert _shown(at) == position(record.states[0]) and at.query_params["at"] == "0"


def test_a_ply_the_game_does_not_have_is_ignored():
    record = _game("petteia", 8)
    at = pick_move(open_page("replay", **game_link(record)[0], at="3"), 99)
    assert not at.exception and at.query_params["at"] == "3" and move_lists(at)[0]["current"] == 3


def test_the_comments_of_the_record_file_loaded_are_shown_at_their_moves_while_its_game_is():
    record = _game("knossos", 12)
    link = game_link(record)[0]
    at = open_page("replay", **link, session={COMMENTS: (link, ((0, "before"), (3, "a fine move")))})
    data = move_lists(at)[0]["list"]
    assert data["start"]["notes"] == ["before"]
    assert [e["notes"] for row in data["rows"] for e in row["entries"] if e["ply"] == 3] == [["a fine move"]]
    other = game_link(_game("knossos", 11))[0]
    at = open_page("replay", **other, session={COMMENTS: (link, ((3, "a fine move"),))})
    assert not any(e["notes"] for row in move_lists(at)[0]["list"]["rows"] for e in row["entries"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_replay_at_a_throw_says_the_throw(lang):
    """The line under the board words a throw as the list does (it failed on a throw before)."""
    record = _game("knossos", 6)
    at = open_page("replay", **game_link(record)[0], at="1", lang=lang)
    assert not at.exception
    assert any(m.value.startswith(t("replay.at", lang, number=1, total=6, move="")) for m in at.markdown)


def test_play_lists_the_game_with_its_last_move_marked_and_links_to_replay():
    at = open_page("play", rules="petteia")
    assert move_lists(at) == []  # no moves yet: the page says so in words
    at = play_typed(play_typed(at, "a1-a3"), "a8-a6")
    [shown] = move_lists(at)
    assert shown["current"] == 2 and shown["pick"] is False
    assert [[e["text"] for e in row["entries"]] for row in shown["list"]["rows"]] == [["a1-a3"], ["a8-a6"]]
    path, _, query = shown["replay"].partition("?")
    params = dict(parse_qsl(query, keep_blank_values=True))
    assert path == "replay" and params["at"] == "" and params["moves"] == at.query_params["moves"]
