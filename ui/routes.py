"""The app's own web addresses beside Streamlit's: ``/_online/wait``, where an online game's page waits for the game
to move on, and ``/_online/here``, where a player's page says that its seat is here.

``GET /_online/wait?game=<id>&after=<version>`` answers ``{"version": n}`` as soon as the game's version is not
``after`` (the opponent moved, offered a draw, resigned...), or after ``WAIT_SECONDS`` with ``after`` itself (the
page asks again); 404 ``{"gone": true}`` for a game that is not in the store, 400 for a question that is not one.
The page's follower (``ui.follow``) asks it and reruns the page's fragment when the answer is a new version, so a
move is seen a tenth of a second after it is stored (``classroom.watch``), where a fragment that read the store
every second saw it half a second later on average.  A question about a game that is not there is answered at
once, so no one can keep the server reading the store for games that do not exist.

``GET /_online/here?game=<id>&seat=<token>&device=<id>`` notes that the seat's device was heard now
(``classroom.online.present``) and answers the opponent's presence, ``{"status": "connected"}`` or ``"away"``;
``{"held": true}`` when another device holds the seat, 404 ``{"gone": true}`` for a game not in the store, 403 for
a token that is no seat of the game, 400 for a question that is not one, 503 while the store cannot be reached.  A
player's follower asks it every ``HEARTBEAT_SECONDS`` and reruns the page's fragment when the answer is not what the
page shows: the heartbeat of an HTTP request, where one run of a Streamlit fragment cost ten times its store write
(``bench.online``: the heartbeats were a third of fifty games' runs).
"""

from __future__ import annotations

import os
import time
from functools import cache

import anyio.to_thread
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Route

from classroom import online
from classroom.keys import is_token
from classroom.online import OnlineError, is_game_id, side_of
from classroom.store import ClassStore, StoreUnavailable, store_from_env
from classroom.watch import GONE, VersionWatch
from ui.classroom.state import DEFAULT_STORE
from ui.online.model import opponent_status

WAIT_SECONDS = 20.0
"""How long one question waits before it is answered "no change" (well under a proxy's usual minute)."""
NO_STORE = {"Cache-Control": "no-store"}


@cache
def _store() -> ClassStore:
    """The server's store, as the pages find it (``CLASS_STORE``, else the default file)."""
    return store_from_env(os.environ.get("CLASS_STORE"), DEFAULT_STORE)


def _path(base_path: str, name: str) -> str:
    base = base_path.strip("/")
    return f"/{base}/_online/{name}" if base else f"/_online/{name}"


def wait_path(base_path: str) -> str:
    """The address of the wait, under the server's base path."""
    return _path(base_path, "wait")


def here_path(base_path: str) -> str:
    """The address where a player's page says that its seat is here, under the server's base path."""
    return _path(base_path, "here")


def heard(store: ClassStore, game_id: str, seat: str, device: str, now: float) -> tuple[int, dict[str, object]]:
    """The seat ``seat`` of game ``game_id`` heard from ``device`` at ``now``: the answer's status and body."""
    try:
        game = store.change_game(game_id, lambda game: online.present(game, seat, device, now), now)
    except OnlineError:  # gone, no seat of this game, or held by another device
        found = store.game(game_id, now)
        if found is None:
            return 404, {"gone": True}
        return (403, {"error": "not a seat of this game"}) if side_of(found, seat) is None else (200, {"held": True})
    side = side_of(game, seat)
    assert side is not None  # present() accepted the seat
    return 200, {"status": opponent_status(game, side, now)}


def online_routes(base_path: str) -> list[BaseRoute]:
    """The routes of ``/_online/wait`` (with a ``VersionWatch`` of its own) and ``/_online/here`` under
    ``base_path``."""
    watch = VersionWatch(lambda games: _store().game_versions(games))

    async def wait(request: Request) -> JSONResponse:
        game_id, after = request.query_params.get("game", ""), request.query_params.get("after", "")
        if not is_game_id(game_id) or not after.isdigit() or len(after) > 12:
            return JSONResponse({"error": "game=<id>&after=<version>"}, status_code=400, headers=NO_STORE)
        version = await watch.wait(game_id, int(after), WAIT_SECONDS)  # a store that is down: "no change"
        if version == GONE:
            return JSONResponse({"gone": True}, status_code=404, headers=NO_STORE)
        return JSONResponse({"version": version}, headers=NO_STORE)

    async def here(request: Request) -> JSONResponse:
        game_id, seat, device = (request.query_params.get(name, "") for name in ("game", "seat", "device"))
        if not is_game_id(game_id) or not is_token(seat) or not is_token(device):
            return JSONResponse({"error": "game=<id>&seat=<token>&device=<id>"}, status_code=400, headers=NO_STORE)
        try:
            status, body = await anyio.to_thread.run_sync(heard, _store(), game_id, seat, device, time.time())
        except StoreUnavailable:
            return JSONResponse({"error": "the store cannot be reached"}, status_code=503, headers=NO_STORE)
        return JSONResponse(body, status_code=status, headers=NO_STORE)

    return [Route(wait_path(base_path), wait, methods=["GET"]), Route(here_path(base_path), here, methods=["GET"])]
