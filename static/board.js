// The live board of the ancient board games museum: a Plotly figure that stays mounted and is updated
// in place with Plotly.react, sized to the width it is given (and to the screen's height), answering
// clicks, taps and keys at once.
//
// Python (ui/board_widget.py) sends with each run the figure without the marks of a one-place pick, the
// marks of every place that can be picked ("picks"), what each click does for each pick the board can
// hold ("clicks", made by the move controller's own rule, ui/moves/controller.py), where each place and
// each piece of the side to move is drawn, and the words for screen readers.  This file has no rule of
// its own: a click the table says picks a piece, puts it down or picks another one is drawn here, with
// no round trip; any other click goes to Python once (a trigger value), and while a move it plays is on
// its way the piece is drawn on its target.
//
// A live board has a narrow layout for a phone held upright (board/__init__.py, narrow_layout), which Python
// draws once it knows the width: on a screen taller than wide, below data.narrow_below CSS px, the board wants
// it, and when the layout drawn is the wrong one, this file sends the width and whether the screen is upright
// (the "screen" state value) and, on the first drawing, waits for the right one rather than show the wrong one.
// A board whose data says "first" (the first board of a page on a visitor's first visit: ui/board_widget.py,
// board_first) says the same once it is drawn: the page then draws the rest, which it held back so that the
// code of its widgets would not hold back the board (and would not compete with Plotly's start).
//
// Pointer events, one path for the mouse, a pen and a finger: a press that hardly moves is a tap (the click above); a
// press on a piece that may move, dragged, drops on a place as the second tap would (a move, or refused by the
// controller with the engine's reason while the piece goes back).  The right button's drag (or any drag while the
// pen, data.pen, is on) draws an arrow, or a circle where it began, kept per position in this file's memory for as
// long as the page lives; drawn again, it goes.  Python's arrows (data.arrows: the figure draws them, this file their
// circles) and those drawn elsewhere (data.shared: a class's teacher's) come with the data; a board whose drawings
// Python hears of (data.tell_drawn) sends them as its "drawn" state value.  A move slides (SLIDE_MS; data.last says
// which, after which position), a refused drop glides back; none of it under prefers-reduced-motion.  With
// data.sound on, moves, captures and throws are heard (WebAudio, nothing fetched).
//
// Test hooks on the root element: data-testid="game-board", data-rules, data-position, data-selected
// (the picked place, empty when none), data-places (JSON: each place's name -> its centre [x, y] in
// CSS pixels from the root's top-left corner) and data-arrows (JSON: the arrows shown, [from, to] by the places'
// names, a circle as [at, at]), all updated in the same frame as the drawing; and data-first while
// the board is a first visit's first board, whose page draws its rest once the board is up.

const boards = new WeakMap();
const EPS = 1e-6;
const PHONE_PX = 640;  // the widest screen the pages lay out as a phone's (one column)
const STYLE = `
.ab-board { position: relative; width: fit-content; max-width: 100%; margin: 0 auto; outline: none; touch-action: manipulation; -webkit-tap-highlight-color: transparent; }
.ab-board:focus-visible { box-shadow: 0 0 0 3px var(--st-primary-color, #8c4a2f); border-radius: 6px; }
.ab-board[role=application] { cursor: pointer; }
.ab-board.ab-dragging { cursor: grabbing; }
.ab-overlay { position: absolute; left: 0; top: 0; pointer-events: none; overflow: visible; }
.ab-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

function loadPlotly(src) {
  if (window.Plotly) return Promise.resolve(window.Plotly);
  if (!window.__abPlotly) {
    // the page's own HTML may have started it already (ui/preload.py): wait for that script, never run a second;
    // a script that failed has dropped its data-plotly, and the next board tries again
    const started = document.querySelector("script[data-plotly]");
    window.__abPlotly = new Promise((resolve, reject) => {
      const script = started || Object.assign(document.createElement("script"), {src});
      script.addEventListener("load", () => resolve(window.Plotly));
      script.addEventListener("error", () => {
        window.__abPlotly = null;
        script.removeAttribute("data-plotly");
        reject(new Error("plotly did not load: " + src));
      });
      if (!started) {
        script.dataset.plotly = "";
        document.head.appendChild(script);
      }
    });
  }
  return window.__abPlotly;
}

function addStyle() {
  if (document.getElementById("ab-board-style")) return;
  const style = document.createElement("style");
  style.id = "ab-board-style";
  style.textContent = STYLE;
  document.head.appendChild(style);
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---------------------------------------------------------------- sizing

function scaled(figure, s, width, height) {
  // A copy of the figure drawn ``s`` times its reference size: every size in pixels follows the cells.
  const fig = JSON.parse(JSON.stringify(figure));
  const times = (v) => (Array.isArray(v) ? v.map((x) => x * s) : v * s);
  for (const trace of fig.data) {
    if (trace.marker) {
      if (trace.marker.size != null) trace.marker.size = times(trace.marker.size);
      if (trace.marker.line && trace.marker.line.width != null) trace.marker.line.width = times(trace.marker.line.width);
    }
    if (trace.line && trace.line.width != null) trace.line.width = trace.line.width * s;
    if (trace.textfont && trace.textfont.size != null) trace.textfont.size = trace.textfont.size * s;
  }
  const layout = fig.layout;
  layout.width = width;
  layout.height = height;
  if (layout.margin) for (const side of ["l", "r", "t", "b", "pad"]) if (layout.margin[side] != null) layout.margin[side] *= s;
  if (layout.font && layout.font.size != null) layout.font.size *= s;
  for (const note of layout.annotations || []) {
    if (note.font && note.font.size != null) note.font.size *= s;
    for (const key of ["xshift", "yshift", "arrowwidth", "standoff", "startstandoff"]) if (note[key] != null) note[key] *= s;
    if (note.text && note.text.includes("font-size:")) {
      note.text = note.text.replace(/font-size:(\d+(\.\d+)?)px/g, (_, n) => `font-size:${(parseFloat(n) * s).toFixed(1)}px`);
    }
  }
  for (const shape of layout.shapes || []) if (shape.line && shape.line.width != null) shape.line.width *= s;
  return fig;
}

function given(board) {
  // The width in CSS pixels the board is given.
  const refW = board.data.ref[0];
  return Math.max(120, board.root.parentElement ? board.root.parentElement.clientWidth : refW) || refW;
}

function tellScreen(board) {
  // Tell Python the width the board is given and whether the screen is upright, once for each (false when they
  // were told already); the figure it was told with is kept, to know when the answer has come.
  const width = Math.round(given(board)), upright = window.innerHeight > window.innerWidth;
  const told = `${width} ${upright}`;
  if (board.told === told) return false;
  board.told = told;
  board.toldWith = board.data;
  board.setStateValue("screen", { width, upright });
  return true;
}

function laidOut(board) {
  const parent = board.root.parentElement;
  return !!(parent && parent.clientWidth);
}

function wrongLayout(board) {
  // True when the figure is in the wrong layout for the width given and the screen's shape, and Python has been
  // told them and not yet answered (what comes back after is drawn, whatever it is).  Nothing is decided before
  // the board's column is laid out.
  const data = board.data;
  if (data.kind !== "board" || data.narrow == null || !laidOut(board)) return false;
  const upright = window.innerHeight > window.innerWidth;
  if ((upright && Math.round(given(board)) < data.narrow_below) === data.narrow) return false;
  return tellScreen(board) || board.toldWith === data;
}

function sayShown(board) {
  // The first board of a page that waits for it, once drawn: say that it is up (with the screen, which a live
  // board's layout needs).
  if (!board.data.first || board.saidShown) return;
  if (!laidOut(board)) {
    requestAnimationFrame(() => sayShown(board));
    return;
  }
  board.saidShown = true;
  tellScreen(board);
}

function size(board) {
  // The width the board is given, and a height that keeps its shape and its whole height on the screen.
  const [refW, refH] = board.data.ref;
  const width = given(board);
  let s = width / refW;
  if (board.data.fit !== "width") {
    let top = board.root.getBoundingClientRect().top + window.scrollY;  // from the top of the page, at any scroll:
    for (let box = board.root.parentElement; box; box = box.parentElement) top += box.scrollTop;  // Streamlit's
    // page scrolls in a box of its own, so a board drawn again while the page is scrolled keeps its size
    // on a phone a board may keep data.below CSS px under it for what a turn needs (a lesson's task and buttons)
    const below = board.data.below && window.innerWidth <= PHONE_PX ? board.data.below : 0;
    // a board at the top of its page ("first", or on a phone with room kept below) fits under what is above it
    const fit = board.data.fit;
    const most = below || fit === "first" ? window.innerHeight / 2 : fit === "screen" ? 80 : 160;
    const room = window.innerHeight - Math.min(Math.max(top, 0), most) - (below || 12);
    s = Math.min(s, Math.max(room, 240) / refH);
  }
  if (board.data.max_height) s = Math.min(s, board.data.max_height / refH);
  if (board.data.kind === "chart") return { s: 1, width, height: refH };
  return { s, width: refW * s, height: refH * s };
}

// ---------------------------------------------------------------- drawing

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attributes) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function overlayTraces(board) {
  // What is drawn over the figure, in the figure's own trace form: the marks of a one-place pick the server
  // did not draw, the piece of a move on its way, and the keyboard's cursor.
  const data = board.data, traces = [], pick = board.pick;
  if (pick.length === 1 && data.picks[pick[0]]) traces.push(...data.picks[pick[0]]);
  const sent = board.sent;
  if (sent && sent.position === data.position && data.places[sent.to] && !(board.glide && board.glide.place === sent.to)) {
    const style = sent.style || { symbol: "circle", size: 30, color: data.cursor_color, line: { width: 2 } };
    const [x, y] = data.places[sent.to];
    traces.push({ mode: "markers", x: [x], y: [y], marker: { ...style, opacity: 0.85 } });
  }
  if (board.cursor && board.focused && data.places[board.cursor]) {
    const [x, y] = data.places[board.cursor];
    traces.push({ mode: "markers", x: [x], y: [y], marker: { symbol: "circle-open", size: data.cursor_px,
      color: data.cursor_color, line: { width: 3, color: data.cursor_color, dash: "4 3" } } });
  }
  return traces;
}

const SNAP_MS = 150;  // a dropped piece going back to its place
const SLIDE_MS = 160;  // a piece sliding to its place (at most 200 ms)

function takePiece(board, figure, place) {
  // Take out of ``figure`` (scaled, about to be drawn) the piece drawn nearest ``place``, within half the way to the
  // next place, and give its look (as ``pieceStyle``'s): the piece a slide draws on its way there instead.
  const places = board.data.places, here = places[place];
  if (!here) return null;
  let room = Infinity;
  for (const [name, [x, y]] of Object.entries(places)) {
    if (name !== place) room = Math.min(room, Math.hypot(x - here[0], y - here[1]));
  }
  let best = null, bestDistance = Math.min(room / 2, 1e9);
  figure.data.forEach((trace, t) => {
    if (trace.meta !== "pieces" || !Array.isArray(trace.x)) return;
    for (let i = 0; i < trace.x.length; i++) {
      const distance = Math.hypot(trace.x[i] - here[0], trace.y[i] - here[1]);
      if (distance < bestDistance) { bestDistance = distance; best = [t, i]; }
    }
  });
  if (!best) return null;
  const [t, i] = best, trace = figure.data[t], m = board.data.figure.data[t].marker;
  trace.x = trace.x.filter((_, k) => k !== i);
  trace.y = trace.y.filter((_, k) => k !== i);
  return { symbol: String(at(m.symbol, i)).startsWith("square") ? "square" : "circle", size: at(m.size, i),
           color: at(m.color, i), line: { width: (m.line || {}).width || 1, color: (m.line || {}).color || "#000" } };
}

// ---------------------------------------------------------------- sound

let audio = null;

function sound(board, kind) {
  // A short sound, made here (WebAudio, no file): a knock for a move, two for a capture, a rattle for a throw.  Only
  // while the visitor has the sounds on (off by default).
  if (!board.data.sound) return;
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
  } catch (_) { return; }
  if (audio.state === "suspended") audio.resume();
  const now = audio.currentTime;
  const knock = (t, freq, length, loud) => {
    const tone = audio.createOscillator(), gain = audio.createGain();
    tone.type = "triangle";
    tone.frequency.setValueAtTime(freq, t);
    tone.frequency.exponentialRampToValueAtTime(freq * 0.55, t + length);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(loud, t + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
    tone.connect(gain).connect(audio.destination);
    tone.start(t);
    tone.stop(t + length + 0.02);
  };
  if (kind === "throw") {
    for (let k = 0; k < 6; k++) knock(now + k * 0.045 + Math.random() * 0.02, 700 + Math.random() * 700, 0.05, 0.18);
  } else if (kind === "capture") {
    knock(now, 360, 0.11, 0.45);
    knock(now + 0.09, 240, 0.16, 0.45);
  } else {
    knock(now, 440, 0.1, 0.4);
  }
}

function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function glide(board, motion) {
  // A piece drawn over the board from one point to another (the overlay's pixels), eased, in ``motion.ms``; then
  // ``motion.done``, if any.  One at a time: a new one ends the one before.
  const before = board.glide;
  board.glide = { ...motion, start: performance.now() };
  if (before && before.done) before.done();
  const frame = (now) => {
    const g = board.glide;
    if (!g || g.start > now + 1000) return;
    if (now - g.start >= g.ms) {
      board.glide = null;
      if (g.done) g.done();
      drawOverlay(board);
      return;
    }
    drawOverlay(board);
    requestAnimationFrame(frame);
  };
  drawOverlay(board);
  requestAnimationFrame(frame);
}

function glidePoint(g) {
  const t = Math.min(1, Math.max(0, (performance.now() - g.start) / g.ms)), e = 1 - Math.pow(1 - t, 3);
  return [g.from[0] + (g.to[0] - g.from[0]) * e, g.from[1] + (g.to[1] - g.from[1]) * e];
}

function pieceShape(style, x, y, s, opacity) {
  // A piece of ``style`` (``pieceStyle``'s) centred on the overlay's point ``x``, ``y``.
  const st = style || { symbol: "circle", size: 30, color: "#1f5fbf", line: { width: 2, color: "#000" } };
  const half = (st.size || 30) * s / 2, line = st.line || {};
  const shape = st.symbol === "square" ? svg("rect", { x: x - half, y: y - half, width: 2 * half, height: 2 * half })
    : svg("circle", { cx: x, cy: y, r: half });
  shape.setAttribute("fill", st.color || "#000");
  shape.setAttribute("stroke", line.color || "#000");
  shape.setAttribute("stroke-width", (line.width || 1) * s);
  shape.setAttribute("opacity", opacity);
  return shape;
}

function at(value, i) {
  return Array.isArray(value) ? value[i] : value;
}

function drawOverlay(board) {
  // The overlay: an SVG over the plot, drawn in a few milliseconds, so a pick shows in the next frame.
  const fl = board.plot._fullLayout, layer = board.overlay, s = board.scale || 1;
  layer.replaceChildren();
  if (!fl || !fl.xaxis) return;
  layer.setAttribute("width", fl.width);
  layer.setAttribute("height", fl.height);
  const px = (x) => fl._size.l + fl.xaxis.l2p(x), py = (y) => fl._size.t + fl.yaxis.l2p(y);
  for (const trace of overlayTraces(board)) {
    const marker = trace.marker || {}, line = marker.line || {};
    for (let i = 0; i < trace.x.length; i++) {
      const x = px(trace.x[i]), y = py(trace.y[i]);
      if (trace.mode === "text") {
        const font = trace.textfont || {};
        const text = svg("text", { x, y, "text-anchor": "middle", "dominant-baseline": "central",
          "font-size": (font.size || 12) * s, fill: font.color || "#000", "font-family": font.family || "serif" });
        text.textContent = at(trace.text, i);
        layer.appendChild(text);
        continue;
      }
      const symbol = at(marker.symbol, i) || "circle", half = (at(marker.size, i) || 10) * s / 2;
      const open = symbol.endsWith("-open"), colour = at(marker.color, i) || "#000";
      const shape = symbol.startsWith("square") ? svg("rect", { x: x - half, y: y - half, width: 2 * half, height: 2 * half })
        : svg("circle", { cx: x, cy: y, r: half });
      shape.setAttribute("fill", open ? "none" : colour);
      shape.setAttribute("stroke", open ? colour : (line.color || "none"));
      shape.setAttribute("stroke-width", (line.width || (open ? 2 : 0)) * s);
      if (line.dash) shape.setAttribute("stroke-dasharray", line.dash);
      if (marker.opacity != null) shape.setAttribute("opacity", marker.opacity);
      layer.appendChild(shape);
    }
  }
  const placePx = (name) => {
    const p = board.data.places[name];
    return p ? [px(p[0]), py(p[1])] : null;
  };
  drawArrows(board, layer, placePx);
  if (board.glide) layer.appendChild(pieceShape(board.glide.style, ...glidePoint(board.glide), s, 1));
  if (board.ghost && board.ghost.at) {
    const [x, y] = board.ghost.at;
    layer.appendChild(pieceShape(board.ghost.style, x, y, s * 1.1, 0.9));
  }
  board.root.dataset.selected = board.pick.length ? board.pick[board.pick.length - 1] : "";
}

function draw(board) {
  // The figure, sized, with Plotly.react; then the overlay and the test hooks.  Not yet, the first time, when
  // the other layout is on its way.
  if (wrongLayout(board) && !board.drawn) return Promise.resolve();
  const { s, width, height } = size(board);
  const base = JSON.parse(JSON.stringify(board.data.figure));
  const figure = board.data.kind === "chart" ? base : scaled(base, s, width, height);
  if (board.data.kind === "chart") figure.layout.width = width;
  // A picture for Plotly: the board finds what is clicked itself (hitTest), at once and for taps too.
  const config = { displayModeBar: false, scrollZoom: false, doubleClick: false, responsive: false, staticPlot: true };
  board.width = width;
  board.scale = s;
  board.hit = figure.data[figure.data.length - 1];
  // A move another made (the computer, the teacher) slides from its place: the piece is left out of the figure and
  // drawn on its way; so is the piece of one's own move while it still slides.
  const next = board.slideNext, from = next && placePixel(board, next.from), to = next && placePixel(board, next.to);
  board.slideNext = null;
  const slide = from && to && !reducedMotion() ? { from, to, ms: SLIDE_MS, place: next.to } : null;
  const moving = slide || board.glide;
  const hidden = moving && moving.place && board.data.kind === "board" ? takePiece(board, figure, moving.place) : null;
  if (hidden && !moving.style) moving.style = hidden;
  return board.Plotly.react(board.plot, figure.data, figure.layout, config).then(() => {
    board.drawn = true;
    publish(board);
    const redraw = hidden ? () => draw(board) : null;
    if (slide && slide.style) glide(board, { ...slide, done: redraw });
    else if (hidden && board.glide === moving) moving.done = redraw;
    else if (hidden) draw(board);  // the slide is over: the piece is put back
    drawOverlay(board);
  });
}

function pieceStyle(board, place) {
  // The look of the side to move's piece on ``place`` (for the piece shown on its way to a target).
  const from = (board.data.pieces[place] || [])[0];
  if (!from) return null;
  for (const trace of board.data.figure.data) {
    if (trace.meta !== "pieces") continue;
    for (let i = 0; i < trace.x.length; i++) {
      if (Math.abs(trace.x[i] - from[0]) < EPS && Math.abs(trace.y[i] - from[1]) < EPS) {
        const m = trace.marker;
        return { symbol: m.symbol.startsWith("square") ? "square" : "circle", size: m.size, color: m.color,
                 line: { width: (m.line || {}).width || 1, color: (m.line || {}).color || "#000" } };
      }
    }
  }
  return null;
}

function publish(board) {
  // The test hooks, in the same frame as the drawing.
  const root = board.root, data = board.data;
  root.dataset.rules = data.rules || "";
  root.dataset.position = data.position || "";
  const gd = board.plot;
  const fl = gd._fullLayout;
  if (!fl || !fl.xaxis || !data.places) return;
  const plotBox = gd.getBoundingClientRect(), rootBox = root.getBoundingClientRect();
  const dx = plotBox.left - rootBox.left + fl._size.l, dy = plotBox.top - rootBox.top + fl._size.t;
  const places = {};
  for (const [name, [x, y]] of Object.entries(data.places)) {
    places[name] = [Math.round((dx + fl.xaxis.l2p(x)) * 10) / 10, Math.round((dy + fl.yaxis.l2p(y)) * 10) / 10];
  }
  board.pixels = places;
  root.dataset.places = JSON.stringify(places);
  root.dataset.arrows = JSON.stringify(allArrows(board));
  const names = Object.keys(places);
  let cell = Infinity;
  for (let i = 0; i < Math.min(names.length, 80); i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [places[names[i]], places[names[j]]];
      cell = Math.min(cell, Math.hypot(a[0] - b[0], a[1] - b[1]) || Infinity);
    }
  }
  board.cellPx = Number.isFinite(cell) ? cell : 40;
}

// ---------------------------------------------------------------- what a click does

function hitTest(board, clientX, clientY) {
  // The place under the pointer, by the hit layer's shapes (the figure's last trace), as Plotly would
  // find it but without waiting for a hover: a fast second click or a tap is found at once.  A shape is
  // sized across and stretched up as the board's units are (Patolli's narrow layout draws a unit up taller
  // than a unit across).
  const hit = board.hit, fl = board.plot._fullLayout;
  if (!hit || !fl || !fl.xaxis || !Array.isArray(hit.customdata)) return null;
  const box = board.plot.getBoundingClientRect();
  const px = clientX - box.left - fl._size.l, py = clientY - box.top - fl._size.t;
  const up = Math.abs((fl.yaxis.l2p(1) - fl.yaxis.l2p(0)) / (fl.xaxis.l2p(1) - fl.xaxis.l2p(0))) || 1;
  let best = null, bestDistance = Infinity;
  for (let i = 0; i < hit.customdata.length; i++) {
    const dx = Math.abs(px - fl.xaxis.l2p(hit.x[i])), dy = Math.abs(py - fl.yaxis.l2p(hit.y[i])) / up;
    const half = (Array.isArray(hit.marker.size) ? hit.marker.size[i] : hit.marker.size) / 2;
    const symbol = Array.isArray(hit.marker.symbol) ? hit.marker.symbol[i] : hit.marker.symbol;
    const inside = symbol === "square" ? Math.max(dx, dy) <= half
      : symbol === "diamond" ? dx + dy <= half * 1.3
      : Math.hypot(dx, dy) <= half;
    const distance = Math.hypot(dx, dy);
    if (inside && distance < bestDistance) { bestDistance = distance; best = hit.customdata[i]; }
  }
  return best;
}

function does(board, place) {
  // What a click on ``place`` does, looked up in the table the controller sent ("clicks", made by its own rule of
  // clicks): in the row of the pick held, else in the row of no pick, else a plain click.
  const data = board.data, pick = data.live ? board.pick : [], rows = data.clicks;
  return (rows[pick.join(" ")] || {})[place] || (rows[""] || {})[place] || { send: "click" };
}

function click(board, place, dropped) {
  // A pick, or putting it down, is drawn here; anything else goes to the controller, with the move's piece drawn
  // on its way when the click plays one.  True when the click is sent to the controller.
  const what = does(board, place), pick = board.data.live ? board.pick : [];
  if (what.pick) { local(board, what.pick); return false; }
  send(board, { kind: what.send, place, pick }, what.from ? { from: what.from, to: place } : null, dropped);
  return true;
}

function local(board, pick) {
  board.pick = pick;
  board.cursor = pick.length ? pick[pick.length - 1] : board.cursor;
  drawOverlay(board);
}

function send(board, event, move, dropped) {
  board.count += 1;
  const touch = window.matchMedia("(pointer: coarse)").matches;  // the words answer with "tap", not "click"
  board.setTriggerValue("event", { ...event, touch, n: board.count });  // first: the server starts at once
  window.dispatchEvent(new CustomEvent("board:sent"));  // an online game's follower waits for the run it asked for
  board.sent = move ? { ...move, position: board.data.position, style: pieceStyle(board, move.from) } : null;
  if (move) board.pick = [];
  const from = move && placePixel(board, move.from), to = move && placePixel(board, move.to);
  if (from && to && !dropped && !reducedMotion()) {  // the piece slides to its target while the move is sent
    return glide(board, { style: board.sent.style, from, to, ms: SLIDE_MS, place: move.to });
  }
  drawOverlay(board);
}


// ---------------------------------------------------------------- arrows and circles

const drawnByBoard = new Map();  // a board's name -> its position -> the arrows drawn on it, kept while the page lives
const DRAWN_COLOUR = "#15781b", GIVEN_COLOUR = "#2b5fb4";

function drawnHere(board) {
  // The arrows drawn on the board's position (a list kept for the position: a move's new position has its own).
  const name = board.data.name || "", position = board.data.position || "";
  if (!drawnByBoard.has(name)) drawnByBoard.set(name, new Map());
  const kept = drawnByBoard.get(name);
  if (!kept.has(position)) kept.set(position, []);
  return kept.get(position);
}

function allArrows(board) {
  // The arrows given with the board (Python's), those drawn elsewhere (a class's teacher's), then those drawn on its
  // position here, each once.
  const seen = new Set(), all = [];
  const data = board.data;
  for (const arrow of [...(data.arrows || []), ...(data.shared || []), ...(data.draw ? drawnHere(board) : [])]) {
    const key = arrow.join(" ");
    if (!seen.has(key)) { seen.add(key); all.push(arrow); }
  }
  return all;
}

function toggleDrawn(board, from, to) {
  // An arrow (a circle when ``from`` is ``to``) drawn on the position, or taken away when it was drawn already; a
  // board whose drawings are shared (a class's) tells Python.
  const drawn = drawnHere(board), i = drawn.findIndex(([a, b]) => a === from && b === to);
  if (i >= 0) drawn.splice(i, 1); else drawn.push([from, to]);
  board.root.dataset.arrows = JSON.stringify(allArrows(board));
  if (board.data.tell_drawn) board.setStateValue("drawn", { position: board.data.position, arrows: [...drawn] });
  drawOverlay(board);
}

function drawArrows(board, layer, px) {
  // The arrows and circles drawn by hand over the board, and the one being drawn, as wide as the places are apart;
  // the circles Python gives (the figure draws its arrows).
  const cell = board.cellPx || 40, width = Math.max(3, cell * 0.14);
  const given = new Set((board.data.arrows || []).map((a) => a.join(" ")));
  const arrows = allArrows(board).filter(([a, b]) => !given.has(a + " " + b) || a === b)
    .map((a) => [...a, given.has(a.join(" ")) ? GIVEN_COLOUR : DRAWN_COLOUR]);
  if (board.preview) arrows.push([...board.preview, DRAWN_COLOUR]);
  for (const [from, to, colour] of arrows) {
    const a = px(from), b = px(to);
    if (!a || !b) continue;
    const common = { stroke: colour, "stroke-width": width, fill: "none", opacity: 0.75, "stroke-linecap": "round" };
    if (from === to) {
      layer.appendChild(svg("circle", { cx: a[0], cy: a[1], r: cell * 0.44, ...common }));
      continue;
    }
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]), ux = (b[0] - a[0]) / length, uy = (b[1] - a[1]) / length;
    const head = width * 2.6, end = [b[0] - ux * head, b[1] - uy * head];
    layer.appendChild(svg("line", { x1: a[0], y1: a[1], x2: end[0], y2: end[1], ...common, "stroke-linecap": "butt" }));
    const side = width * 1.6;
    const points = [[b[0], b[1]], [end[0] - uy * side, end[1] + ux * side], [end[0] + uy * side, end[1] - ux * side]];
    layer.appendChild(svg("polygon", { points: points.map((p) => p.join(",")).join(" "), fill: colour, opacity: 0.75 }));
  }
}

// ---------------------------------------------------------------- pointers: taps and drags

const TAP_PX = { mouse: 4, pen: 6, touch: 10 };  // a press that moves less than this is a tap (a click)

function canDrag(board, place) {
  // Whether a press on ``place`` may drag a piece: the picked piece (the end of a chain under way), or a piece a
  // click would pick.
  if (!board.data.live || !place) return false;
  const pick = board.pick;
  if (pick.length && place === pick[pick.length - 1]) return true;
  const what = does(board, place);
  return !!(what.pick && what.pick.length === 1 && what.pick[0] === place);
}

function plotPoint(board, clientX, clientY) {
  // A point of the viewport in the overlay's pixels (the plot's, from its top-left corner).
  const box = board.plot.getBoundingClientRect();
  return [clientX - box.left, clientY - box.top];
}

function placePixel(board, place) {
  // The centre of ``place`` in the overlay's pixels.
  const fl = board.plot._fullLayout, at = board.data.places[place];
  if (!fl || !fl.xaxis || !at) return null;
  return [fl._size.l + fl.xaxis.l2p(at[0]), fl._size.t + fl.yaxis.l2p(at[1])];
}

function press(board, event) {
  // A button or a finger goes down: remembered until it comes up; a press on a piece that may be dragged (or any
  // press that draws) keeps the pointer's events for the board, so the drag goes on outside it.
  // A second finger is not a press of its own; a press whose end went elsewhere (let go off the board) is forgotten.
  if (!board.data || board.data.kind === "chart" || !event.isPrimary) return;
  if (board.held && board.held.dragging) cancelled(board, { pointerId: board.held.id });
  const draws = board.data.draw && (event.button === 2 || (event.button === 0 && board.data.pen));
  if (event.button !== 0 && !draws) return;
  const place = hitTest(board, event.clientX, event.clientY);
  board.held = { id: event.pointerId, x: event.clientX, y: event.clientY, place, type: event.pointerType,
                 dragging: false, draws };
  if (draws) event.preventDefault();
  if (draws || canDrag(board, place)) {
    try { board.root.setPointerCapture(event.pointerId); } catch (_) { /* a pointer already gone */ }
  }
}

function moved(board, event) {
  const held = board.held;
  if (!held || held.id !== event.pointerId) return;
  if (held.draws) {  // an arrow being drawn, from where the press began to the place under the pointer
    if (!held.place) return;
    const over = hitTest(board, event.clientX, event.clientY);
    board.preview = over && over !== held.place ? [held.place, over] : null;
    return drawOverlay(board);
  }
  if (!held.dragging) {
    const far = Math.hypot(event.clientX - held.x, event.clientY - held.y) >= (TAP_PX[held.type] || TAP_PX.mouse);
    if (!far || !canDrag(board, held.place)) return;
    held.dragging = true;  // the piece is picked as a click on it would pick it, and follows the pointer
    const pick = board.pick;
    if (!(pick.length && pick[pick.length - 1] === held.place)) local(board, does(board, held.place).pick);
    board.ghost = { style: pieceStyle(board, held.place), from: held.place };
    board.root.classList.add("ab-dragging");
  }
  event.preventDefault();
  board.ghost.at = plotPoint(board, event.clientX, event.clientY);
  drawOverlay(board);
}

function released(board, event) {
  const held = board.held;
  if (!held || held.id !== event.pointerId) return;
  board.held = null;
  board.pointerAt = performance.now();  // the click event that follows is this press's, already done
  const place = hitTest(board, event.clientX, event.clientY);
  if (held.draws) {  // let go where it began: a circle; elsewhere: an arrow (drawn again: taken away)
    board.preview = null;
    if (held.place && place) toggleDrawn(board, held.place, place);
    else drawOverlay(board);
    return;
  }
  if (!held.dragging) {
    if (place && board.data.kind === "board") {
      board.cursor = place;
      click(board, place);
    }
    return;
  }
  board.root.classList.remove("ab-dragging");
  const ghost = board.ghost;
  board.ghost = null;
  // A drop on another place is the click on it that would follow the pick: a move, or refused with the engine's
  // reason (the piece goes back to its place); a drop on its own place, or off the board, keeps the pick.
  if (place && place !== held.place) {
    const what = does(board, place);
    const plays = !!what.from;
    click(board, place, true);
    if (plays) return;
  }
  snapBack(board, ghost);
}

function cancelled(board, event) {
  const held = board.held;
  if (!held || held.id !== event.pointerId) return;
  board.held = null;
  board.preview = null;
  board.root.classList.remove("ab-dragging");
  const ghost = board.ghost;
  board.ghost = null;
  if (held.dragging) snapBack(board, ghost);
  else drawOverlay(board);
}

function snapBack(board, ghost) {
  // The dragged piece goes back to its place (at once when motion is to be reduced).
  const home = ghost && ghost.at ? placePixel(board, ghost.from) : null;
  if (!home || reducedMotion()) return drawOverlay(board);
  glide(board, { style: ghost.style, from: ghost.at, to: home, ms: SNAP_MS, place: null });
}

function touchStarted(board, event) {
  // A finger on a piece that may be dragged does not scroll the page (nor click after: the press is a tap).
  if (event.touches.length !== 1 || !board.data) return;
  const touch = event.touches[0];
  if ((board.data.draw && board.data.pen) || canDrag(board, hitTest(board, touch.clientX, touch.clientY))) {
    event.preventDefault();
  }
}

// ---------------------------------------------------------------- keys

const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function step(board, [dx, dy]) {
  // The nearest place in the arrow's direction on the screen.
  const pixels = board.pixels || {};
  const names = Object.keys(pixels);
  if (!names.length) return;
  const here = pixels[board.cursor] || pixels[names[0]];
  let best = null, bestScore = Infinity;
  for (const name of names) {
    const [x, y] = pixels[name];
    const along = (x - here[0]) * dx + (y - here[1]) * dy;
    if (along <= 1) continue;
    const across = Math.abs((x - here[0]) * dy - (y - here[1]) * dx);
    const score = along + 2.5 * across;
    if (score < bestScore) { bestScore = score; best = name; }
  }
  if (best) { board.cursor = best; drawOverlay(board); }
}

function key(board, event) {
  const data = board.data;
  if (ARROWS[event.key]) {
    event.preventDefault();
    event.stopPropagation();  // the arrows move the cursor here, not the page's steps
    if (!board.cursor) board.cursor = data.cursor_start;
    return step(board, ARROWS[event.key]);
  }
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    event.stopPropagation();
    if (data.throw_due) return send(board, { kind: "throw", place: "", pick: [] });
    if (!board.cursor) { board.cursor = data.cursor_start; return drawOverlay(board); }
    return click(board, board.cursor);
  }
  if (event.key === "Escape" && board.pick.length) {
    event.preventDefault();
    event.stopPropagation();
    return local(board, []);
  }
}

// ---------------------------------------------------------------- mounting

function build(parentElement) {
  addStyle();
  const root = document.createElement("div");
  root.className = "ab-board";
  root.setAttribute("data-testid", "game-board");
  const plot = document.createElement("div");
  const overlay = svg("svg", { class: "ab-overlay", "aria-hidden": "true" });
  const live = document.createElement("div");
  live.className = "ab-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  root.append(plot, overlay, live);
  parentElement.appendChild(root);
  const board = { root, plot, overlay, live, pick: [], cursor: null, focused: false, count: 0, sent: null, data: null };
  root.addEventListener("keydown", (event) => key(board, event));
  root.addEventListener("focus", () => {
    board.focused = true;
    if (board.data && board.data.kind === "board") {
      if (!board.cursor) board.cursor = board.data.cursor_start;
      drawOverlay(board);
    }
  });
  root.addEventListener("blur", () => { board.focused = false; if (board.data && board.data.kind === "board") drawOverlay(board); });
  new ResizeObserver(() => {
    if (!board.Plotly || !board.data) return;
    const { width } = size(board);
    if (Math.abs(width - board.width) > 0.5) requestAnimationFrame(() => draw(board));
  }).observe(parentElement instanceof ShadowRoot ? root : parentElement);
  window.addEventListener("resize", () => { if (board.Plotly && board.data) requestAnimationFrame(() => draw(board)); });
  return board;
}

let firstDraws = Promise.resolve();

function firstDraw(value) {
  // A page's boards are drawn for the first time one to an animation frame, in the order they were mounted, so
  // that the first is painted before the others are drawn (else a history page with eight boards painted none
  // until all eight were drawn); redraws are not held back.  A page out of sight gets no frames: 100 ms at most.
  firstDraws = firstDraws.then(() => new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  }));
  return firstDraws.then(() => value);
}

export function mount(component) {
  const { data, parentElement, setTriggerValue } = component;
  let board = boards.get(parentElement);
  if (!board) {
    board = build(parentElement);
    boards.set(parentElement, board);
  }
  const before = board.data;
  board.setTriggerValue = setTriggerValue;
  board.setStateValue = component.setStateValue;
  board.data = data;
  const interactive = data.kind === "board";
  board.root.tabIndex = interactive ? 0 : -1;
  board.root.setAttribute("role", interactive ? "application" : "img");
  board.root.setAttribute("aria-roledescription", data.roledescription || "board");
  board.root.toggleAttribute("data-first", !!data.first);
  const touch = data.label_touch && window.matchMedia("(pointer: coarse)").matches;  // "tap", not "click"
  board.root.setAttribute("aria-label", (touch ? data.label_touch : data.label) || "");
  const last = data.last;
  if (before && last && before.position === last.before && before.position !== data.position) {
    const sent = board.sent, mine = sent && sent.position === last.before && sent.to === last.to;
    if (last.kind === "move" && !mine) board.slideNext = { from: last.from, to: last.to };
    sound(board, last.kind === "throw" ? "throw" : last.captures ? "capture" : "move");
  }
  if (!before || before.position !== data.position || !same(before.pick, data.pick)) {
    board.pick = [...(data.pick || [])];
    board.sent = null;
  }
  if (data.announce && (!before || before.announce !== data.announce)) board.live.textContent = data.announce;
  return loadPlotly(data.plotly).then((Plotly) => (board.Plotly ? Plotly : firstDraw(Plotly))).then((Plotly) => {
    board.Plotly = Plotly;
    const drawn = draw(board).then(() => sayShown(board));
    if (!board.bound && (interactive || data.kind === "still")) {
      board.bound = true;
      const root = board.root;
      root.addEventListener("contextmenu", (event) => { if (board.data.draw) event.preventDefault(); });
      root.addEventListener("pointerdown", (event) => press(board, event));
      root.addEventListener("pointermove", (event) => moved(board, event));
      root.addEventListener("pointerup", (event) => released(board, event));
      root.addEventListener("pointercancel", (event) => cancelled(board, event));
      root.addEventListener("touchstart", (event) => touchStarted(board, event), { passive: false });
      root.addEventListener("click", (event) => {  // a click with no press before it (a screen reader's)
        if (board.data.kind !== "board" || performance.now() - (board.pointerAt || -1e9) < 1000) return;
        const place = hitTest(board, event.clientX, event.clientY);
        if (place) {
          board.cursor = place;
          click(board, place);
        }
      });
    }
    return drawn;
  });
}
