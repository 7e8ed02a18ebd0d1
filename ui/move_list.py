"""The move list on a page: a small Streamlit component that draws a ``ui.moves.listing.MoveList`` as buttons,
one per move, in a box of its own that scrolls and keeps the marked move in view.

Its hooks are public: the list is ``data-testid="move-list"``, each entry a button with ``data-ply="<n>"`` (the
position after n moves of the record, throws counted; 0 the start), the current one ``aria-current="true"``.  On
Replay a click (or Enter) on an entry sends its ply back (``on_pick``), and ← → Home End step through the game (the
page's own step buttons' shortcuts; the list only keeps the focus on the entry they reach).  Without ``on_pick`` (the
Play page) a click stays in the browser: the entry is picked and the line under the list says what that move did,
with a link to the Replay page at it (``replay``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from ui.i18n import t
from ui.moves.listing import MoveList, list_data

CSS = """
.ml { font-size: .95rem; }
.ml-box { max-height: var(--ml-height, 22rem); overflow-y: auto; border: 1px solid rgba(128,128,128,.35);
  border-radius: .5rem; padding: .25rem .25rem; }
.ml-rows { list-style: none; margin: 0; padding: 0; }
.ml-row { margin: 0; padding: .1rem .25rem; line-height: 1.9; border-radius: .25rem; }
.ml-row[data-side="1"] { background: rgba(128,128,128,.08); }
.ml-n { display: inline-block; min-width: 2.2em; color: rgba(110,110,110,1); font-variant-numeric: tabular-nums; }
.ml-side { display: inline-block; width: 1.2em; font-size: 1.1em; }
.ml-move { font: inherit; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9rem;
  color: inherit; background: transparent; border: 1px solid transparent; border-radius: .3rem;
  padding: .05rem .35rem; margin: 0 .1rem; min-height: 1.75rem; cursor: pointer; }
.ml-move:hover { border-color: rgba(31,95,191,.5); }
.ml-move:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 1px; }
.ml-move[aria-current="true"] { background: #1f5fbf; color: #fff; font-weight: 600; }
.ml-move[aria-pressed="true"]:not([aria-current="true"]) { border-color: #1f5fbf; }
.ml-badge { margin-left: .2em; font-weight: 700; color: #b3261e; }
.ml-move[aria-current="true"] .ml-badge { color: #ffd7d3; }
.ml-words { display: block; font-size: .8rem; line-height: 1.3; color: rgba(110,110,110,1); padding: 0 0 .2rem 3.4em; }
.ml-note { display: block; font-style: italic; font-size: .85rem; line-height: 1.35; margin: .1rem 0 .25rem 3.4em;
  padding-left: .5rem; border-left: 3px solid rgba(179,120,0,.6); }
.ml-detail { font-size: .9rem; margin: .35rem 0 0; min-height: 1.4em; }
.ml-detail a { color: inherit; text-decoration: underline; text-underline-offset: .15em; }
@media (max-width: 640px) { .ml-move { min-height: 2.25rem; padding: .1rem .5rem; } }
"""
JS = """
const built = new WeakMap();

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text != null) node.textContent = text;
  return node;
}

function entryButton(entry, label, row) {
  const button = el("button", "ml-move", label);
  button.type = "button";
  button.dataset.ply = String(entry.ply);
  button.title = entry.words || label;
  if (row) { button.dataset.n = String(row.n); button.dataset.side = String(row.side); }
  if (entry.badge) button.append(el("span", "ml-badge", entry.badge));
  return button;
}

function notes(entry) {
  return (entry.notes || []).map((note) => el("span", "ml-note", note));
}

function build(root, data) {
  const words = data.words;
  root.replaceChildren();
  const box = el("div", "ml-box");
  box.style.setProperty("--ml-height", data.height);
  const rows = el("ol", "ml-rows");
  const start = el("li", "ml-row ml-start");
  start.append(entryButton(data.list.start, data.labels.start), ...notes(data.list.start));
  rows.append(start);
  for (const row of data.list.rows) {
    const item = el("li", "ml-row");
    item.dataset.side = String(row.side);
    item.append(el("span", "ml-n", row.n + "."), " ");
    const side = el("span", "ml-side", data.glyphs[row.side]);
    side.setAttribute("role", "img");
    side.setAttribute("aria-label", data.labels.sides[row.side]);
    item.append(side, " ");
    row.entries.forEach((entry, i) => {
      if (i) item.append(" ");
      item.append(entryButton(entry, entry.text, row), ...notes(entry));
    });
    if (words) item.append(el("span", "ml-words", row.words));
    rows.append(item);
  }
  box.append(rows);
  root.append(box);
  if (!data.pick) {
    const detail = el("p", "ml-detail");
    detail.setAttribute("aria-live", "polite");
    root.append(detail);
  }
  return { box, rows };
}

function keepInView(box, button) {
  if (!button) return;
  const top = button.offsetTop - box.offsetTop, bottom = top + button.offsetHeight;
  if (top < box.scrollTop + 4) box.scrollTop = Math.max(0, top - box.clientHeight / 3);
  else if (bottom > box.scrollTop + box.clientHeight - 4) box.scrollTop = bottom - box.clientHeight * 2 / 3;
}

function showDetail(root, data, button) {
  const detail = root.querySelector(".ml-detail");
  if (!detail) return;
  detail.replaceChildren();
  if (!button) return;
  const ply = Number(button.dataset.ply);
  const said = ply ? data.labels.move.replace("{number}", button.dataset.n)
    .replace("{side}", data.labels.sides[Number(button.dataset.side)]).replace("{move}", button.title)
    : data.labels.start_words;
  detail.append(el("span", null, said));
  if (data.replay) {
    const link = el("a", null, data.labels.replay);
    link.href = data.replay + ply;
    link.target = "_self";
    detail.append(" ", link);
  }
}

export default function (component) {
  const { data, parentElement, setTriggerValue } = component;
  let state = built.get(parentElement);
  const shape = JSON.stringify([data.list, data.labels, data.glyphs, data.words, data.height, !!data.pick]);
  const root = state ? state.root : el("div", "ml");
  if (!state) {
    root.dataset.testid = "move-list";
    root.setAttribute("role", "group");
    parentElement.appendChild(root);
    state = { root, shape: null, picked: null };
    built.set(parentElement, state);
    root.addEventListener("click", (event) => {
      const button = event.target.closest(".ml-move");
      if (!button || !root.contains(button)) return;
      if (state.data.pick) {
        state.send("pick", Number(button.dataset.ply));
      } else {
        state.picked = button.dataset.ply;
        for (const other of root.querySelectorAll(".ml-move")) other.setAttribute("aria-pressed", "false");
        button.setAttribute("aria-pressed", "true");
        showDetail(root, state.data, button);
      }
    });
  }
  state.data = data;
  state.send = setTriggerValue;
  root.setAttribute("aria-label", data.labels.list);
  const focused = root.contains(document.activeElement);
  if (state.shape !== shape) {
    state.shape = shape;
    state.parts = build(root, data);
    state.picked = null;
  }
  const buttons = root.querySelectorAll(".ml-move");
  let current = null;
  for (const button of buttons) {
    const here = Number(button.dataset.ply) === data.current;
    button.setAttribute("aria-current", here ? "true" : "false");
    if (!data.pick) button.setAttribute("aria-pressed", button.dataset.ply === state.picked ? "true" : "false");
    if (here) current = button;
  }
  keepInView(state.parts.box, current);
  if (!data.pick && state.picked == null) showDetail(root, data, null);
  if (focused && data.pick && current && document.activeElement !== current) current.focus({ preventScroll: true });
}
"""
_COMPONENT = st.components.v2.component("ancient_move_list", html=None, css=CSS, js=JS, isolate_styles=False)
GLYPHS = ("○", "⬢")
"""The two sides' piece shapes, as the boards draw them."""


def move_list_view(
    moves: MoveList,
    current: int,
    key: str,
    *,
    lang: str,
    race: bool,
    on_pick: Callable[[int], None] | None = None,
    replay: str | None = None,
    height: str = "22rem",
) -> None:
    """Draw ``moves`` with the entry of ply ``current`` marked, in a box at most ``height`` tall, as the component
    ``key`` (a ``ui.board_widget.view_key``: the component's state does not pickle); ``race``: each
    turn's words under its moves (the race games' notation says little to a learner).  ``on_pick(ply)`` hears of a
    click on an entry (Replay); without it a click only picks the entry and says what the move did, with a link to
    ``replay`` + the ply, if given."""
    data: dict[str, Any] = {
        "kind": "move-list",
        "list": list_data(moves),
        "current": current,
        "pick": on_pick is not None,
        "words": race,
        "height": height,
        "glyphs": list(GLYPHS),
        "replay": replay,
        "labels": {
            "list": t("movelist.label", lang),
            "start": t("movelist.start", lang),
            "start_words": t("movelist.start_words", lang),
            "move": t("movelist.move", lang),
            "replay": t("movelist.replay", lang),
            "sides": [t("side.0", lang), t("side.1", lang)],
        },
    }
    _COMPONENT(
        key=key,
        data=data,
        width="stretch",
        height="content",
        on_pick_change=_ignore if on_pick is None else lambda: _picked(key, moves.plies, on_pick),
    )


def _ignore() -> None:
    """The Play page's list sends nothing; a stray value does nothing."""


def _picked(key: str, plies: int, on_pick: Callable[[int], None]) -> None:
    """The component's callback: the ply of the entry clicked, if it is one of the list's."""
    ply = getattr(st.session_state.get(key), "pick", None)
    if isinstance(ply, int) and not isinstance(ply, bool) and 0 <= ply <= plies:
        on_pick(ply)
