"""The server's own address ``/_online/wait`` (``ui.routes``), asked as a page's follower asks it: over HTTP, of
the app's real server, with games in the server's own store."""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from classroom import online
from classroom.store import SqliteStore
from tests.browser.conftest import start_server


@pytest.fixture(scope="module")
def served(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, SqliteStore]:
    """A server of its own, and its store."""
    path = tmp_path_factory.mktemp("online") / "classes.sqlite"
    return start_server(request, {"CLASS_STORE": str(path)}), SqliteStore(Path(path))


def _ask(url: str) -> tuple[int, dict[str, object]]:
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_a_move_is_answered_to_the_waiting_page_and_a_bad_question_is_refused(served):
    url, store = served
    game, light, _ = online.new_game("petteia", None, "me", random.Random(1), time.time())
    store.create_game(game, time.time())
    mover = threading.Timer(
        0.5, lambda: store.change_game(game.game_id, lambda g: online.play(g, light, "a1-a3", time.time()), time.time())
    )
    mover.start()
    status, found = _ask(f"{url}/_online/wait?game={game.game_id}&after={game.version}")
    assert (status, found) == (200, {"version": game.version + 1})
    assert _ask(f"{url}/_online/wait?game={game.game_id}&after=0") == (200, {"version": game.version + 1})
    assert _ask(f"{url}/_online/wait?game=ZZZZZZZZ&after=0") == (404, {"gone": True})
    for bad in ("game=x&after=0", f"game={game.game_id}&after=-1", f"game={game.game_id}", "after=1"):
        status, _ = _ask(f"{url}/_online/wait?{bad}")
        assert status == 400, bad


def test_a_seat_says_it_is_here_and_a_bad_question_is_refused(served):
    url, store = served
    game, light, dark = online.new_game("petteia", None, "me", random.Random(2), time.time())
    store.create_game(game, time.time())
    here = f"{url}/_online/here?game={game.game_id}"
    assert _ask(f"{here}&seat={light}&device=phone-device-0001") == (200, {"status": "away"})
    assert _ask(f"{here}&seat={dark}&device=laptop-device-002") == (200, {"status": "connected"})
    assert _ask(f"{here}&seat={light}&device=other-device-0003") == (200, {"held": True})
    assert store.game(game.game_id, time.time()).devices == ("phone-device-0001", "laptop-device-002")
    for bad in (
        f"game={game.game_id}&seat={light}",  # no device
        f"game={game.game_id}&seat=short&device=phone-device-0001",
        f"game={game.game_id}&seat={light}&device=<script>",
        f"game=x&seat={light}&device=phone-device-0001",
    ):
        status, _ = _ask(f"{url}/_online/here?{bad}")
        assert status == 400, bad
