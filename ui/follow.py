"""The follower: an invisible part of an online game's page that reruns the page's fragment as soon as the game
moves on (a move, an offer, the end), by waiting at the server's ``/_online/wait`` (``ui.routes``).

``follow(game_id, version, key)`` draws it inside the fragment that shows the game: the browser asks the server
to wait for a version other than ``version`` and, when one comes, sends a trigger that reruns that fragment (which
reads the game again and draws the follower with the new version, which starts the next wait).  A wait that fails
(the server restarting, the connection lost) is asked again two seconds later; a follower no longer on the page
stops.  The fragment's own timer stays as the safety net of a browser that cannot wait (a proxy that cuts it).

A spectator's follower waits a moment drawn at random, up to ``SPECTATOR_SPREAD_SECONDS``, before it reruns its
page: ten spectators of a game would otherwise run their pages at the same instant after every move, and a player's
click that came then waited for all ten (``bench.online``: the lone player's click took 2-8x its time with the
spectators, 1.3x without them).  The players' followers do not wait.

Once the page's own board has sent a move (``board.js`` says so by a ``board:sent`` event on the window), the
follower stops waiting until the run that the move asked for draws it again: that run draws the game as the move
left it, and the follower's answer to the same move would only ask for a second run of the same.
"""

from __future__ import annotations

import streamlit as st

from ui.routes import wait_path

SPECTATOR_SPREAD_SECONDS = 1.0
"""A spectator's page follows a move after a wait drawn at random up to this (a player's at once)."""

FOLLOW_JS = """const following = new WeakMap();
export default function (component) {
  const { data, parentElement, setTriggerValue } = component;
  const now = following.get(parentElement);
  if (now && now.game === data.game && now.after === data.after && !now.paused) return;
  if (now) { now.controller.abort(); window.removeEventListener("board:sent", now.pause); }
  const controller = new AbortController();
  const entry = { game: data.game, after: data.after, controller, paused: false };
  entry.pause = () => { entry.paused = true; controller.abort(); };
  window.addEventListener("board:sent", entry.pause);
  following.set(parentElement, entry);
  const address = data.url + "?game=" + encodeURIComponent(data.game) + "&after=" + data.after;
  const ask = () => {
    if (controller.signal.aborted || !parentElement.isConnected) return;
    fetch(address, { signal: controller.signal, cache: "no-store" })
      .then((answer) => (answer.ok || answer.status === 404 ? answer.json() : Promise.reject(answer.status)))
      .then((found) => {
        if (!found.gone && found.version === data.after) return ask();
        const value = found.gone ? -1 : found.version;
        const moved = () => { if (!controller.signal.aborted) setTriggerValue("moved", value); };
        if (data.spread) setTimeout(moved, Math.random() * data.spread * 1000); else moved();
      })
      .catch(() => { if (!controller.signal.aborted) setTimeout(ask, 2000); });
  };
  ask();
}"""
_FOLLOWER = st.components.v2.component("online_follower", js=FOLLOW_JS, isolate_styles=False)


def _moved() -> None:
    """The trigger's callback: nothing to do, the rerun it causes reads the game again."""


def follow(game_id: str, version: int, key: str, *, spread: float = 0.0) -> None:
    """Draw the follower of game ``game_id`` at ``version`` (inside the fragment that draws the game), which reruns
    it after a wait drawn at random up to ``spread`` seconds (a spectator's: ``SPECTATOR_SPREAD_SECONDS``)."""
    base = st.get_option("server.baseUrlPath") or ""
    data = {"kind": "follower", "url": wait_path(base), "game": game_id, "after": version, "spread": spread}
    _FOLLOWER(key=key, data=data, width="stretch", height="content", on_moved_change=_moved)
