"""Both stores keep online games the same way (issue 26, "Nothing lost"): a game is read back as it was written, a
change is atomic (two at once lose neither; a refused one writes nothing), a game outlives the store object (an app
server's restart) and a Redis restart with its append-only log, and one idle for ``GAME_IDLE_SECONDS`` is gone."""

from __future__ import annotations

import random
import threading
from functools import partial

import pytest

from classroom.limits import GAMES, take
from classroom.online import (
    GAME_IDLE_SECONDS,
    OnlineError,
    new_game,
    offer,
    play,
    present,
    record,
    rename,
    resign,
    throw,
)
from classroom.store import RedisStore, SqliteStore, StoreUnavailable
from tests.support.store_faults import sqlite_files

NOW = 1_000_000.0


def _game(store, rules="petteia", seed=1):
    """A petteia game kept in ``store``: the game, light's token, dark's token."""
    game, light, dark = new_game(rules, None, "me", random.Random(seed), NOW, ("Ana", "Bo"))
    store.create_game(game, NOW)
    return game, light, dark


def _reason(refused: pytest.ExceptionInfo[OnlineError]) -> str:
    return refused.value.reason.code


def test_a_game_is_kept_as_it_was_made_and_its_id_is_its_own(store):
    game, light, _ = _game(store)
    assert store.game(game.game_id, NOW + 1) == game and store.game_version(game.game_id) == 1
    assert store.game("ZZZZZZZZ", NOW) is None and store.game_version("ZZZZZZZZ") is None
    other, _, _ = new_game("knossos", None, "lot", random.Random(2), NOW, game_id=game.game_id)
    with pytest.raises(OnlineError) as refused:
        store.create_game(other, NOW)
    assert _reason(refused) == "online_taken" and store.game(game.game_id, NOW) == game


def test_a_change_is_written_and_a_refused_one_writes_nothing(store):
    game, light, dark = _game(store)
    moved = store.change_game(game.game_id, lambda g: play(g, light, "a1-a3", NOW + 5), NOW + 5)
    assert moved.moves == ("a1-a3",) and moved.version == 2
    assert store.game(game.game_id, NOW + 6) == moved and store.game_version(game.game_id) == 2
    for refused_change in (
        lambda g: play(g, light, "b1-b3", NOW + 7),  # not light's turn
        lambda g: play(g, dark, "a8-b7", NOW + 7),  # illegal
        lambda g: play(g, "a spectator", "a8-a7", NOW + 7),
    ):
        with pytest.raises(OnlineError):
            store.change_game(game.game_id, refused_change, NOW + 7)
        assert store.game(game.game_id, NOW + 8) == moved and store.game_version(game.game_id) == 2
    asked = store.change_game(game.game_id, lambda g: offer(g, dark, "draw", NOW + 9), NOW + 9)
    again = store.change_game(game.game_id, lambda g: offer(g, dark, "draw", NOW + 10), NOW + 10)
    assert again == asked and store.game(game.game_id, NOW + 11).touched == NOW + 9  # unchanged: nothing written
    with pytest.raises(OnlineError) as refused:
        store.change_game("ZZZZZZZZ", lambda g: resign(g, light, NOW), NOW)
    assert _reason(refused) == "online_gone"


def test_the_versions_of_many_games_are_read_at_once_and_a_game_not_there_is_left_out(store):
    made = [new_game("petteia", None, "me", random.Random(seed), NOW) for seed in range(3)]
    games = [game for game, _, _ in made]
    for game in games:
        store.create_game(game, NOW)
    moved = store.change_game(games[1].game_id, lambda g: resign(g, made[1][1], NOW + 1), NOW + 1)
    asked = [game.game_id for game in games] + ["ZZZZZZZZ"]
    assert store.game_versions(asked) == {games[0].game_id: 1, games[1].game_id: moved.version, games[2].game_id: 1}
    assert store.game_versions([]) == {}


def test_presence_is_kept_without_a_new_version(store):
    game, light, _ = _game(store)
    here = store.change_game(game.game_id, lambda g: present(g, light, "phone", NOW + 1), NOW + 1)
    assert here.seen[0] == NOW + 1 and store.game(game.game_id, NOW + 2).devices == ("phone", "")
    assert store.game_version(game.game_id) == 1


def test_a_game_idle_for_a_week_is_gone_and_a_change_keeps_it(store):
    game, light, dark = _game(store)
    late = NOW + GAME_IDLE_SECONDS - 10
    store.change_game(game.game_id, lambda g: play(g, light, "a1-a3", late), late)
    assert store.game(game.game_id, NOW + GAME_IDLE_SECONDS + 10) is not None
    watched = store.change_game(game.game_id, lambda g: present(g, dark, "tablet", late + 20), late + 20)
    assert watched.touched == late  # presence is not a move: it does not keep the game
    gone = late + GAME_IDLE_SECONDS
    assert store.game(game.game_id, gone) is None
    with pytest.raises(OnlineError) as refused:
        store.change_game(game.game_id, lambda g: play(g, dark, "a8-a6", gone), gone)
    assert _reason(refused) == "online_gone"
    fresh, _, _ = new_game("petteia", None, "me", random.Random(1), gone)  # the same id, free again
    store.create_game(fresh, gone)
    assert store.game(fresh.game_id, gone) == fresh


def test_sqlite_forgets_expired_games(tmp_path):
    store = SqliteStore(tmp_path / "classes.sqlite")
    old, _, _ = _game(store, seed=1)
    later, _, _ = new_game("petteia", None, "me", random.Random(2), NOW + GAME_IDLE_SECONDS)
    store.create_game(later, NOW + GAME_IDLE_SECONDS)
    assert store.expire(NOW + GAME_IDLE_SECONDS + 1) == 1
    assert store.game_version(old.game_id) is None and store.game_version(later.game_id) == 1


def test_redis_forgets_a_game_by_itself_a_week_after_its_last_change(redis_url):
    store = RedisStore(redis_url)
    game, light, _ = _game(store, seed=3)
    assert GAME_IDLE_SECONDS - 5 <= store.redis.ttl(f"game:{game.game_id}") <= GAME_IDLE_SECONDS
    store.change_game(game.game_id, lambda g: play(g, light, "a1-a3", NOW + 100), NOW + 200)
    assert GAME_IDLE_SECONDS - 105 <= store.redis.ttl(f"game:{game.game_id}") <= GAME_IDLE_SECONDS - 100


def test_changes_from_many_threads_at_once_lose_none(store):
    game, light, dark = _game(store)
    tokens = [light, dark] * 10
    threads = [
        threading.Thread(
            target=store.change_game,
            args=(game.game_id, lambda g, n=n, token=token: rename(g, token, f"Name {n}", NOW + n), NOW + n),
        )
        for n, token in enumerate(tokens)
    ]
    both = [
        threading.Thread(
            target=store.change_game, args=(game.game_id, lambda g, t=token: present(g, t, f"device of {t}", NOW), NOW)
        )
        for token in (light, dark)
    ]
    for thread in [*threads, *both]:
        thread.start()
    for thread in [*threads, *both]:
        thread.join()
    kept = store.game(game.game_id, NOW + 30)
    assert kept.version == 1 + len(tokens) and store.game_version(game.game_id) == kept.version
    assert kept.devices == (f"device of {light}", f"device of {dark}")


def _act(game, tokens, dice):
    """The side to act throws (with ``dice``) or plays its first legal move."""
    played = record(game)
    turn = played.game.turn(played.state)
    if turn.phase == "throw":
        return throw(game, tokens[turn.side], dice, NOW)
    return play(game, tokens[turn.side], played.game.moves(played.state)[0].text, NOW)


def test_every_move_survives_a_restart_of_the_store(tmp_path, redis_url):
    for reopen in (lambda: SqliteStore(tmp_path / "classes.sqlite"), lambda: RedisStore(redis_url)):
        first = reopen()
        game, light, dark = _game(first, "knossos", seed=5)
        act = partial(_act, tokens=(light, dark), dice=random.Random(9))
        for _ in range(12):
            first.change_game(game.game_id, act, NOW)
        played = first.game(game.game_id, NOW)
        assert len(played.moves) == 12 and played.moves[0].startswith("throw:")
        again = reopen()  # another app server, or the same one restarted
        assert again.game(game.game_id, NOW) == played and again.game_version(game.game_id) == 13


@pytest.mark.slow
def test_a_game_survives_redis_killed_and_restarted_with_its_append_only_log(crashable_redis):
    store = RedisStore(crashable_redis.url)
    game, light, dark = _game(store)
    for token, move in ((light, "a1-a3"), (dark, "a8-a6"), (light, "b1-b3")):
        store.change_game(game.game_id, lambda g, token=token, move=move: play(g, token, move, NOW), NOW)
    crashable_redis.kill()
    with pytest.raises(StoreUnavailable):
        store.change_game(game.game_id, lambda g: play(g, dark, "b8-b6", NOW), NOW)
    crashable_redis.start()
    kept = RedisStore(crashable_redis.url).game(game.game_id, NOW)
    assert kept is not None and kept.moves == ("a1-a3", "a8-a6", "b1-b3") and kept.version == 4
    store.change_game(game.game_id, lambda g: play(g, dark, "b8-b6", NOW), NOW)  # the move that failed, again
    assert store.game(game.game_id, NOW).moves[-1] == "b8-b6"


def test_a_sqlite_file_deleted_while_a_game_is_played_keeps_every_move(tmp_path):
    path = tmp_path / "classes.sqlite"
    store = SqliteStore(path)
    game, light, dark = _game(store)
    store.change_game(game.game_id, lambda g: play(g, light, "a1-a3", NOW), NOW)
    for file in sqlite_files(path):
        file.unlink(missing_ok=True)
    store.change_game(game.game_id, lambda g: play(g, dark, "a8-a6", NOW), NOW)  # the file is written back first
    assert SqliteStore(path).game(game.game_id, NOW).moves == ("a1-a3", "a8-a6")


def test_games_a_client_starts_are_limited(store):
    for n in range(GAMES.tries):
        assert take(store, GAMES, "198.51.100.7", NOW + n)[1] == 0.0
    assert take(store, GAMES, "198.51.100.7", NOW + GAMES.tries)[1] > 0
    assert take(store, GAMES, "203.0.113.9", NOW + GAMES.tries)[1] == 0.0  # another client is not held up
    assert take(store, GAMES, "198.51.100.7", NOW + GAMES.window + 1)[1] == 0.0
