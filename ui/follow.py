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

A player's follower is also the seat's heartbeat: every ``HEARTBEAT_SECONDS`` it asks the server's
``/_online/here`` (``ui.routes``), which notes that the seat is here and answers the opponent's presence; when that
is not what the page shows (``shown``), or the seat is held on another device, or the game is gone, it reruns the
page's fragment, which draws it so.  An HTTP request a player every few seconds, where a run of the page's watch was
a run of Streamlit's (``bench.online``).

Once the page's own board has sent a move (``board.js`` says so by a ``board:sent`` event on the window), the
follower stops waiting until the run that the move asked for draws it again: that run draws the game as the move
left it, and the follower's answer to the same move would only ask for a second run of the same.  Should that run
not draw it within ``RESUME_SECONDS`` (a run whose board never reached the page), it waits again by itself; and so
does a follower that woke its page, should the run it asked for not draw it (``bench.online``: a move reached the
opponent 4-15 s late, found by the watch, about once in 2,000 moves).
"""

from __future__ import annotations

import streamlit as st

from classroom.online import PRESENT_SECONDS
from ui.classroom.state import device
from ui.routes import here_path, wait_path

SPECTATOR_SPREAD_SECONDS = 1.0
"""A spectator's page follows a move after a wait drawn at random up to this (a player's at once)."""
RESUME_SECONDS = 5.0
"""A follower stopped by its page's own move, or that woke its page, waits again by itself after this long if no
run has drawn it since."""
HEARTBEAT_SECONDS = PRESENT_SECONDS / 3
"""How often a player's page says that its seat is here: three times within the time that counts as present."""

FOLLOW_JS = """const following = new WeakMap();
const hearing = new WeakMap();
function heartbeat(component) {
  const { data, parentElement, setTriggerValue } = component;
  const before = hearing.get(parentElement);
  const seat = data.seat ? data.game + "/" + data.seat : null;
  if (before && before.seat === seat) { before.data = data; return; }
  if (before) clearInterval(before.timer);
  hearing.delete(parentElement);
  if (!seat) return;
  const entry = { seat, data };
  const beat = () => {
    if (!parentElement.isConnected) { clearInterval(entry.timer); return; }
    const now = entry.data;
    const address = now.here + "?game=" + encodeURIComponent(now.game) + "&seat=" + encodeURIComponent(now.seat)
      + "&device=" + encodeURIComponent(now.device);
    fetch(address, { cache: "no-store" })
      .then((answer) => (answer.ok || answer.status === 404 ? answer.json() : null))
      .then((found) => {
        if (found && (found.gone || found.held || (found.status && found.status !== now.shown))) {
          setTriggerValue("moved", found.gone ? -1 : now.after);
        }
      })
      .catch(() => {});
  };
  entry.timer = setInterval(beat, data.every * 1000);
  hearing.set(parentElement, entry);
}
export default function (component) {
  heartbeat(component);
  follow(component);
}
function follow(component) {
  const { data, parentElement, setTriggerValue } = component;
  const now = following.get(parentElement);
  if (now && now.game === data.game && now.after === data.after && !now.paused) return;
  if (now) { now.controller.abort(); window.removeEventListener("board:sent", now.pause); }
  const controller = new AbortController();
  const entry = { game: data.game, after: data.after, controller, paused: false };
  entry.pause = () => {
    if (entry.paused) return;
    entry.paused = true;
    controller.abort();
    setTimeout(() => { if (following.get(parentElement) === entry && parentElement.isConnected) follow(component); },
      data.resume * 1000);
  };
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
        const moved = () => { if (!controller.signal.aborted) { setTriggerValue("moved", value); entry.pause(); } };
        if (data.spread) setTimeout(moved, Math.random() * data.spread * 1000); else moved();
      })
      .catch(() => { if (!controller.signal.aborted) setTimeout(ask, 2000); });
  };
  ask();
}"""
_FOLLOWER = st.components.v2.component("online_follower", js=FOLLOW_JS, isolate_styles=False)


def _moved() -> None:
    """The trigger's callback: nothing to do, the rerun it causes reads the game again."""


def follow(
    game_id: str, version: int, key: str, *, spread: float = 0.0, seat: str | None = None, shown: str = ""
) -> None:
    """Draw the follower of game ``game_id`` at ``version`` (inside the fragment that draws the game), which reruns
    it after a wait drawn at random up to ``spread`` seconds (a spectator's: ``SPECTATOR_SPREAD_SECONDS``); a player's
    (``seat``) is also the seat's heartbeat, and reruns it when the opponent's presence is not ``shown``."""
    base = st.get_option("server.baseUrlPath") or ""
    data = {"kind": "follower", "url": wait_path(base), "game": game_id, "after": version, "spread": spread}
    data["resume"] = RESUME_SECONDS
    if seat is not None:
        data |= {"here": here_path(base), "seat": seat, "device": device(), "shown": shown, "every": HEARTBEAT_SECONDS}
    _FOLLOWER(key=key, data=data, width="stretch", height="content", on_moved_change=_moved)
