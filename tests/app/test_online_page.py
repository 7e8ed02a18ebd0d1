"""The online game's page through AppTest, on a SQLite store of its own: a game made on /play opens at the
creator's seat with the friend's and the spectators' links; each seat's move goes to the store and the other seat
sees it; a spectator has no control that moves; offers, resigning and a rematch; a seat open on another device asks
first; and every bad link gets a sentence and the way back to Play."""

from __future__ import annotations

import html
import random
import re
import time

import pytest
from streamlit.testing.v1 import AppTest

from classroom import online
from classroom.limits import Limit
from classroom.store import SqliteStore
from tests.app.app_session import boards, button, click, live_boards, open_page, send_event
from tests.support.server import free_port
from ui.board_data import component_data
from ui.classroom import state
from ui.i18n import LANGUAGES, t
from ui.online import create
from ui.online.state import INVITES

pytestmark = pytest.mark.usefixtures("class_store")

NEAR_END = "7P/8/8/4p3/8/1P6/p7/P7 l 0 -"
"""A Petteia position near its end: h8-h7, e5-e6, then b3-a3 takes a2 and leaves dark one piece (PET-08)."""


def _html(at: AppTest) -> str:
    return "\n".join(element.proto.body for element in at.get("html")) + "\n".join(m.value for m in at.markdown)


def _made(
    store: SqliteStore,
    rules: str = "petteia",
    start: str | None = None,
    light: str = "me",
    names: tuple[str, str] = ("", ""),
) -> tuple[online.OnlineGame, str, str]:
    game, mine, friend = online.new_game(rules, start, light, random.Random(), time.time(), names=names)
    store.create_game(game, time.time())
    return game, mine, friend


def _seat(game_id: str, seat: str | None, lang: str = "en", invite: str | None = None) -> AppTest:
    params = {"game": game_id, **({"seat": seat} if seat else {}), "lang": lang}
    return open_page("online", session={INVITES: {game_id: invite}} if invite else None, **params)


def _testid(at: AppTest, name: str) -> str:
    found = re.search(rf"data-testid='{name}'[^>]*>([^<]*)<", _html(at)) or re.search(
        rf'data-testid="{name}"[^>]*>([^<]*)<', _html(at)
    )
    assert found, f"no {name} on the page"
    return html.unescape(found.group(1))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_creators_seat_shows_the_board_the_turn_and_both_links(store, lang):
    game, mine, friend = _made(store, names=("Ana <b>", ""))
    at = _seat(game.game_id, mine, lang, invite=friend)
    assert not at.exception
    [board] = live_boards(at)
    assert board["position"] == "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -" and board["live"]
    assert _testid(at, "turn") == t("online.turn.yours", lang, turn=t("turn.0", lang))
    assert _testid(at, "opponent-status") == t("online.opponent.away", lang)
    assert f"game={game.game_id}&amp;seat={friend}" in _testid(at, "invite-link").replace("<wbr>", "") or (
        f"seat={friend}" in _html(at)
    )
    assert f'data-testid="watch-link" href="http://localhost:8501/online?game={game.game_id}' in _html(at)
    assert 'data-testid="invite-qr"' in _html(at) and 'data-testid="watch-qr"' in _html(at)
    assert "Ana &lt;b&gt;" in _html(at) and "Ana <b>" not in _html(at)  # a name as text
    assert store.game(game.game_id, time.time()).seen[0] > 0  # the seat's heartbeat


def test_the_friends_move_reaches_the_creator_and_the_invite_goes_once_the_friend_has_come(store):
    game, mine, friend = _made(store)
    creator = _seat(game.game_id, mine, invite=friend)
    guest = _seat(game.game_id, friend)
    assert not guest.exception and 'data-testid="invite-link"' not in _html(guest)
    assert _testid(guest, "turn") == t("online.turn.theirs", "en", turn=t("turn.0", "en"))
    assert _testid(guest, "opponent-status") == t("online.opponent.connected", "en")
    assert not live_boards(guest)[0]["live"]
    creator = click(click(creator.run(), "a1"), "a4")
    assert store.game(game.game_id, time.time()).moves == ("a1-a4",)
    assert 'data-testid="invite-link"' not in _html(creator)  # the friend has come
    guest = click(click(guest.run(), "a8"), "a5")
    assert live_boards(guest)[0]["position"] == "1ppppppp/8/8/p7/P7/8/8/1PPPPPPP l 2 -"
    assert store.game(game.game_id, time.time()).moves == ("a1-a4", "a8-a5")
    assert live_boards(creator.run())[0]["position"] == "1ppppppp/8/8/p7/P7/8/8/1PPPPPPP l 2 -"


def test_a_spectator_sees_the_game_and_no_control_that_moves(store):
    game, mine, _ = _made(store)
    watcher = _seat(game.game_id, None)
    assert not watcher.exception
    [board] = live_boards(watcher)
    assert not board["live"] and not board["clicks"]
    assert not watcher.button and 'data-testid="opponent-status"' not in _html(watcher)
    assert _testid(watcher, "turn") == t("turn.0", "en")
    click(click(_seat(game.game_id, mine), "a1"), "a4")
    assert live_boards(watcher.run())[0]["position"] == "pppppppp/8/8/8/P7/8/8/1PPPPPPP d 1 -"


def test_a_draw_offered_is_accepted_by_the_other_seat(store):
    game, mine, friend = _made(store)
    creator = button(_seat(game.game_id, mine), t("online.offer.draw", "en")).click().run()
    assert store.game(game.game_id, time.time()).offer == ("draw", 0)
    assert t("online.offer.draw.waiting", "en") in [c.value for c in creator.caption]
    guest = _seat(game.game_id, friend)
    assert t("online.offer.draw.asked", "en") in [i.value for i in guest.info]
    guest = button(guest, t("online.offer.draw.accept", "en")).click().run()
    assert store.game(game.game_id, time.time()).result == online.Ended(None, "agreed")
    assert _testid(guest, "result") == t("online.result.agreed", "en")
    assert button(creator.run(), t("online.rematch", "en"))


def test_resign_ends_the_game_and_a_rematch_moves_both_seats_to_a_new_game_with_colours_swapped(store):
    game, mine, friend = _made(store)
    guest = _seat(game.game_id, friend)
    guest = button(guest, t("online.resign.yes", "en")).click().run()
    ended = store.game(game.game_id, time.time())
    assert ended.result == online.Ended(0, "resign")
    assert (
        _testid(guest, "result") == f"{t('online.result.resign', 'en', loser=t('side.1', 'en'))} {t('end.win.0', 'en')}"
    )
    guest = button(guest, t("online.rematch", "en")).click().run()
    new_id = store.game(game.game_id, time.time()).rematch
    assert new_id and guest.query_params["game"] == new_id and not guest.exception
    new = store.game(new_id, time.time())
    assert online.side_of(new, friend) == 0 and online.side_of(new, mine) == 1
    creator = _seat(game.game_id, mine)
    assert creator.query_params["game"] == new_id
    assert _testid(creator, "turn") == t("online.turn.theirs", "en", turn=t("turn.0", "en"))


def test_a_race_games_throw_is_the_servers(store):
    game, mine, _ = _made(store, "patolli-quick")
    at = _seat(game.game_id, mine)
    assert [data["kind"] for data in boards(at) if data["kind"] == "throw"] == ["throw"]  # the beans to tap
    at = button(at, t("throw.beans", "en")).click().run()
    moves = store.game(game.game_id, time.time()).moves
    assert len(moves) >= 1 and moves[0].startswith("throw:")
    assert not at.exception


def test_a_seat_open_on_another_device_asks_before_it_is_taken(store):
    game, mine, _ = _made(store)
    store.change_game(game.game_id, lambda g: online.present(g, mine, "the-other-device", time.time()), time.time())
    at = _seat(game.game_id, mine)
    assert [i.value for i in at.info] == [t("online.elsewhere", "en")] and not live_boards(at)
    at = button(at, t("online.elsewhere.take", "en")).click().run()
    assert live_boards(at) and store.game(game.game_id, time.time()).devices[0] != "the-other-device"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    ("params", "reason"),
    [
        ({}, "online.error.no_game"),
        ({"game": "nope"}, "online.error.bad_game"),
        ({"game": "X" * 300}, "online.error.bad_game"),
        ({"game": "ABCDEFGH", "seat": "<b>"}, "online.error.bad_seat"),
        ({"game": "ABCDEFGH"}, "online.error.gone"),
    ],
)
def test_a_bad_link_gets_a_sentence_and_the_way_back_to_play(params, reason, lang):
    at = open_page("online", lang=lang, **params)
    assert not at.exception and [e.value for e in at.error] == [t(reason, lang)]
    assert not live_boards(at)


def test_a_seat_of_another_game_is_refused_and_offers_to_watch(store):
    game, _, _ = _made(store)
    _, other, _ = _made(store)
    at = _seat(game.game_id, other)
    assert not at.exception and [e.value for e in at.error] == [t("online.error.other_seat", "en")]
    assert not live_boards(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_play_makes_a_game_online_from_its_position_and_opens_the_creators_seat(store, lang):
    at = open_page("play", rules="petteia", pos=NEAR_END, lang=lang)
    at.text_input(key="online:name").input("Bo")
    at = button(at, t("online.start.go", lang)).click().run()
    assert not at.exception
    game_id, seat = at.query_params.get("game"), at.query_params.get("seat")
    assert game_id and seat
    game = store.game(game_id, time.time())
    assert game.start == NEAR_END and online.side_of(game, seat) == 0 and game.names == ("Bo", "")


def test_a_takeback_asked_is_granted_by_the_other_seat_and_the_move_is_gone(store):
    game, mine, friend = _made(store)
    creator = click(click(_seat(game.game_id, mine), "a1"), "a4")
    creator = button(creator, t("online.offer.takeback", "en")).click().run()
    assert store.game(game.game_id, time.time()).offer == ("takeback", 0)
    guest = _seat(game.game_id, friend, lang="ru")
    assert t("online.offer.takeback.asked", "ru") in [i.value for i in guest.info]
    guest = button(guest, t("online.offer.takeback.accept", "ru")).click().run()
    assert store.game(game.game_id, time.time()).moves == ()
    assert live_boards(creator.run())[0]["position"] == "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_the_game_refuses_is_told_with_its_reason_and_the_board_shows_the_game_as_it_stands(store, lang):
    game, mine, _ = _made(store)
    stale = _seat(game.game_id, mine, lang)  # then the same seat moves in another tab
    store.change_game(game.game_id, lambda g: online.play(g, mine, "a1-a4", time.time()), time.time())
    [element] = [e for e in stale.get("bidi_component") if component_data(e.proto.json)["kind"] == "board"]
    stale = send_event(stale, element.proto.id, {"kind": "click", "place": "b4", "pick": ["b1"], "n": 1})
    assert not stale.exception and store.game(game.game_id, time.time()).moves == ("a1-a4",)
    assert live_boards(stale)[0]["position"] == "pppppppp/8/8/8/P7/8/8/1PPPPPPP d 1 -"
    [warning] = [w.value for w in stale.warning]
    with pytest.raises(online.OnlineError) as refused:
        online.play(store.game(game.game_id, time.time()), mine, "b1-b4", time.time())
    assert warning == refused.value.reason.text(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_store_out_of_reach_is_said_in_a_sentence(monkeypatch, lang):
    monkeypatch.setenv("CLASS_STORE", f"redis://127.0.0.1:{free_port()}/0")
    state.class_store.clear()
    at = open_page("online", game="ABCDEFGH", seat="a" * 24, lang=lang)
    assert not at.exception and [e.value for e in at.error] == [t("online.store.down", lang)]


def test_a_client_that_made_many_games_lately_is_told_when_it_may_make_another(store, monkeypatch):
    monkeypatch.setattr(create, "GAMES", Limit("games", 1, 3600.0))
    first = button(open_page("play", rules="petteia"), t("online.start.go", "en")).click().run()
    assert first.query_params.get("game")
    first.switch_page("pages/play.py")
    at = button(first.run(), t("online.start.go", "en")).click().run()  # the same client (here: the session)
    assert not at.exception and [w.value for w in at.warning] == [t("online.start.too_many", "en", minutes=60)]
    assert button(at, t("online.start.go", "en"))  # still on /play, the fold open with the sentence
