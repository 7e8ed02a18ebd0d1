"""The app's own web address beside Streamlit's: ``/_online/wait``, where an online game's page waits for the game
to move on.

``GET /_online/wait?game=<id>&after=<version>`` answers ``{"version": n}`` as soon as the game's version is not
``after`` (the opponent moved, offered a draw, resigned...), or after ``WAIT_SECONDS`` with ``after`` itself (the
page asks again); 404 ``{"gone": true}`` for a game that is not in the store, 400 for a question that is not one.
The page's follower (``ui.follow``) asks it and reruns the page's fragment when the answer is a new version, so a
move is seen a tenth of a second after it is stored (``classroom.watch``), where a fragment that read the store
every second saw it half a second later on average.  A question about a game that is not there is answered at
once, so no one can keep the server reading the store for games that do not exist.
"""

from __future__ import annotations

import os
from functools import cache

from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import BaseRoute, Route

from classroom.online import is_game_id
from classroom.store import ClassStore, store_from_env
from classroom.watch import GONE, VersionWatch
from ui.classroom.state import DEFAULT_STORE

WAIT_SECONDS = 20.0
"""How long one question waits before it is answered "no change" (well under a proxy's usual minute)."""
NO_STORE = {"Cache-Control": "no-store"}


@cache
def _store() -> ClassStore:
    """The server's store, as the pages find it (``CLASS_STORE``, else the default file)."""
    return store_from_env(os.environ.get("CLASS_STORE"), DEFAULT_STORE)


def wait_path(base_path: str) -> str:
    """The address of the wait, under the server's base path."""
    base = base_path.strip("/")
    return f"/{base}/_online/wait" if base else "/_online/wait"


def online_routes(base_path: str) -> list[BaseRoute]:
    """The route of ``/_online/wait`` under ``base_path``, with a ``VersionWatch`` of its own."""
    watch = VersionWatch(lambda games: _store().game_versions(games))

    async def wait(request: Request) -> JSONResponse:
        game_id, after = request.query_params.get("game", ""), request.query_params.get("after", "")
        if not is_game_id(game_id) or not after.isdigit() or len(after) > 12:
            return JSONResponse({"error": "game=<id>&after=<version>"}, status_code=400, headers=NO_STORE)
        version = await watch.wait(game_id, int(after), WAIT_SECONDS)  # a store that is down: "no change"
        if version == GONE:
            return JSONResponse({"gone": True}, status_code=404, headers=NO_STORE)
        return JSONResponse({"version": version}, headers=NO_STORE)

    return [Route(wait_path(base_path), wait, methods=["GET"])]
