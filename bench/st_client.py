"""A browser tab without the browser: a client of Streamlit's own websocket protocol, for load benches.

A ``Tab`` connects to ``/_stcore/stream`` as Streamlit's page in a browser does, asks for a run of one page
of the app with a query string, and reads the ``ForwardMsg``s that come back: it keeps the last drawing of
every element that has a key (``drawn``), follows the query string the script sets (``query``), resolves
the cached messages it has said it holds, and reruns each fragment that asks for it (``run_every``) on a
timer of its own, as the browser does.  What a person does is a ``BackMsg`` ``rerun_script`` carrying
widget states: ``click`` presses a button, ``choose`` picks an option of a select box (kept, and sent with
every later run, as the browser sends its widgets' values), ``submit`` fills a form's fields and presses
its submit button, ``trigger`` sends a custom component's trigger value (what its ``setTriggerValue``
sends in the browser).  Each of them returns the round trip: from the message sent to the end
(``script_finished``) of the first run that started after it (and after which what the action was for
shows, when the caller says what that is: ``done``).  Exceptions drawn, a dropped connection and
a rerun that never ended are kept in ``errors``; the error and warning boxes drawn in ``boxes`` (whether
one is wrong is the page's business: a wrong answer may be told in a red box).  Nothing is drawn or
executed: a component's ``data`` is there as JSON, its JavaScript is not.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from streamlit.proto.Alert_pb2 import Alert
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.Element_pb2 import Element
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.typing import Subprotocol

from ui.board_data import component_data

EARLY = ForwardMsg.ScriptFinishedStatus.FINISHED_EARLY_FOR_RERUN
"""A run cut short because another was asked for: not the end of anyone's round trip."""
BOXES = {Alert.Format.ERROR: "error", Alert.Format.WARNING: "warning"}
"""The alert boxes kept in ``boxes``."""


@dataclass(frozen=True)
class Drawn:
    """One element as last drawn: the element, the fragment it was drawn in ('' for the page's own run), the
    moment it arrived (``time.monotonic``), and the hash of its message (the same hash: the same drawing)."""

    element: Element
    fragment_id: str
    at: float
    hash: str

    @property
    def data(self) -> Any:
        """A custom component's ``data`` (its JSON), else None."""
        if self.element.WhichOneof("type") != "bidi_component" or not self.element.bidi_component.json:
            return None
        return _component_data(self.hash, self.element.bidi_component.json)


_DATA: dict[str, Any] = {}
"""Components' data parsed once per message hash (the same board redrawn every second is parsed once)."""


def _component_data(digest: str, text: str) -> Any:
    if digest not in _DATA:
        if len(_DATA) > 5000:
            _DATA.clear()
        _DATA[digest] = component_data(text)
    return _DATA[digest]


Watcher = Callable[[str, Drawn], None]
"""Called with each element drawn: its key ('' when it has none) and the drawing."""
Done = Callable[[], bool]
"""Whether what an action was for shows yet: its round trip ends with the first run after which it does."""


def element_key(element: Element) -> str:
    """The user's key of a widget or component, from its id (``$$ID-<hash>-<key>``); '' without one."""
    kind = element.WhichOneof("type")
    element_id = getattr(getattr(element, kind), "id", "") if kind else ""
    if not isinstance(element_id, str) or not element_id.startswith("$$ID-"):
        return ""
    key = element_id.split("-", 2)[-1]
    return "" if key == "None" else key


class Tab:
    """One page of a Streamlit app open in a (pretend) browser tab: see the module's docstring."""

    def __init__(
        self,
        base_url: str,
        page: str,
        query: str = "",
        *,
        label: str = "",
        timeout: float = 30.0,
        source: str | None = None,
        cookies: dict[str, str] | None = None,
    ) -> None:
        self.base_url, self.page, self.query, self.label = base_url.rstrip("/"), page, query, label
        self.timeout = timeout
        self.source = source
        """The local address the tab connects from (another 127.x.y.z is another client to a proxy), else any."""
        self.cookies = dict(cookies or {})
        """The cookies the browser would send with the websocket's opening (a teacher's key, for one)."""
        """Seconds after which a rerun whose run has not ended is given up (and counted in ``errors``)."""
        self.drawn: dict[str, Drawn] = {}
        self.errors: list[tuple[str, str]] = []
        """What went wrong, each as (kind, what): ``exception``, ``disconnect``, ``timeout`` (no run ended
        after a rerun) or ``protocol``."""
        self.boxes: list[str] = []
        """The error and warning boxes drawn, as ``error: <text>`` or ``warning: <text>``."""
        self.values: dict[str, WidgetState] = {}
        """The widgets' values chosen (by key), sent with every run."""
        self.asked = self.ended = 0
        """Runs asked for (each rerun sent, the fragments' timers' too) and runs ended (cut short or not)."""
        self.watchers: list[Watcher] = []
        self._socket: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._timers: dict[str, asyncio.Task[None]] = {}
        self._cache: dict[str, ForwardMsg] = {}
        self._page_hash = ""
        self._run_started = 0.0
        self._waiting: list[tuple[float, asyncio.Future[float], Done | None]] = []
        self._closing = False

    # ------------------------------------------------------------ connection

    async def open(self, timeout: float | None = None) -> float:
        """Connect and run the page once (as loading it in a browser does); the seconds the first run took."""
        split = urlsplit(self.base_url)
        scheme = "wss" if split.scheme == "https" else "ws"
        cookie = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        self._socket = await connect(
            f"{scheme}://{split.netloc}{split.path}/_stcore/stream",
            subprotocols=[Subprotocol("streamlit")],
            max_size=None,
            proxy=None,
            open_timeout=timeout or self.timeout,
            additional_headers={"Cookie": cookie} if cookie else None,
            local_addr=(self.source, 0) if self.source else None,
        )
        self._reader = asyncio.create_task(self._read())
        return await self.rerun(timeout=timeout)

    async def close(self) -> None:
        """Stop the fragments' timers and disconnect."""
        self._closing = True
        self._stop_timers()
        if self._socket is not None:
            await self._socket.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    @property
    def closed(self) -> bool:
        """Whether ``close`` was called."""
        return self._closing

    # ------------------------------------------------------------ what a person does

    async def rerun(
        self,
        states: list[WidgetState] | None = None,
        fragment_id: str = "",
        *,
        timeout: float | None = None,
        done: Done | None = None,
    ) -> float:
        """Ask for a run with ``states`` (of the fragment ``fragment_id``, or of the page); the round trip, to the end
        of the first run that started after it (and after which ``done`` holds, when given: under load the server
        may start a run asked for earlier before it has read this one)."""
        sent = time.monotonic()
        finished: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self._waiting.append((sent, finished, done))
        await self._send(states or [], fragment_id)
        limit = timeout or self.timeout
        try:
            return await asyncio.wait_for(finished, limit) - sent
        except TimeoutError:
            self.errors.append(("timeout", f"{self.label}: no run finished within {limit:.0f} s of a rerun"))
            raise

    async def click(self, key: str, *, timeout: float | None = None, done: Done | None = None) -> float:
        """Press the button ``key``."""
        shown = self.widget(key)
        state = WidgetState(id=_id(shown.element), trigger_value=True)
        return await self.rerun([state], shown.fragment_id, timeout=timeout, done=done)

    async def choose(self, key: str, option: str, *, timeout: float | None = None, done: Done | None = None) -> float:
        """Pick ``option`` (as the select box ``key`` shows it) and keep it."""
        shown = self.widget(key)
        if option not in shown.element.selectbox.options:
            raise LookupError(f"{self.label}: {option!r} is not an option of {key!r}")
        self.values[key] = WidgetState(id=_id(shown.element), string_value=option)
        return await self.rerun([], shown.fragment_id, timeout=timeout, done=done)

    async def submit(
        self, form: str, fields: dict[str, str], *, timeout: float | None = None, done: Done | None = None
    ) -> float:
        """Type ``fields`` (text inputs by key) into the form ``form`` and press its submit button."""
        submitter = next(
            (
                d
                for d in self.drawn.values()
                if d.element.WhichOneof("type") == "button"
                and d.element.button.is_form_submitter
                and d.element.button.form_id == form
            ),
            None,
        )
        if submitter is None:
            raise LookupError(f"{self.label}: no submit button of form {form!r} is drawn")
        states = [WidgetState(id=_id(self.widget(key).element), string_value=value) for key, value in fields.items()]
        states.append(WidgetState(id=_id(submitter.element), trigger_value=True))
        return await self.rerun(states, submitter.fragment_id, timeout=timeout, done=done)

    async def trigger(
        self, key: str, event: str, value: Any, *, timeout: float | None = None, done: Done | None = None
    ) -> float:
        """Send the component ``key`` the trigger value ``value`` of event ``event``."""
        shown = self.widget(key)
        state = WidgetState(
            id=f"$$STREAMLIT_INTERNAL_KEY_{_id(shown.element)}__events",
            json_trigger_value=json.dumps([{"event": event, "value": value}]),
        )
        return await self.rerun([state], shown.fragment_id, timeout=timeout, done=done)

    def widget(self, key: str) -> Drawn:
        """The element with key ``key`` as last drawn."""
        if key not in self.drawn:
            raise LookupError(f"{self.label}: nothing with key {key!r} is drawn")
        return self.drawn[key]

    # ------------------------------------------------------------ the protocol

    async def _send(self, states: list[WidgetState], fragment_id: str, *, auto: bool = False) -> None:
        message = BackMsg()
        run = message.rerun_script
        run.query_string = self.query
        run.page_script_hash = self._page_hash
        run.page_name = "" if self._page_hash else self.page
        run.fragment_id = fragment_id
        run.is_auto_rerun = auto
        given = {state.id for state in states}
        run.widget_states.widgets.extend([*states, *(v for v in self.values.values() if v.id not in given)])
        run.cached_message_hashes.extend(self._cache)
        run.context_info.timezone = "UTC"
        run.context_info.locale = "en-US"
        run.context_info.url = f"{self.base_url}/{self.page}" + (f"?{self.query}" if self.query else "")
        if self._socket is None:
            raise ConnectionError(f"{self.label}: not connected")
        try:
            await self._socket.send(message.SerializeToString())
        except ConnectionClosed as closed:  # dropped before the reader saw it: the callers' own error
            raise ConnectionError(f"{self.label}: disconnected") from closed
        self.asked += 1

    async def _read(self) -> None:
        assert self._socket is not None
        try:
            async for frame in self._socket:
                if isinstance(frame, bytes):
                    message = ForwardMsg()
                    message.ParseFromString(frame)
                    self._receive(message, time.monotonic())
        except ConnectionClosed:
            pass
        if not self._closing:
            self.errors.append(("disconnect", f"{self.label}: the server closed the connection"))
            for _, finished, _ in self._waiting:
                if not finished.done():
                    finished.set_exception(ConnectionError("disconnected"))

    def _receive(self, message: ForwardMsg, now: float) -> None:
        kind = message.WhichOneof("type")
        if kind == "ref_hash":
            cached = self._cache.get(message.ref_hash)
            if cached is None:
                self.errors.append(("protocol", f"{self.label}: a reference to a message never received"))
                return
            resolved = ForwardMsg()
            resolved.CopyFrom(cached)
            resolved.metadata.CopyFrom(message.metadata)
            message, kind = resolved, resolved.WhichOneof("type")
        elif message.metadata.cacheable:
            self._cache[message.hash] = message
        if kind == "new_session":
            self._page_hash = message.new_session.page_script_hash
            self._run_started = now
            if not message.metadata.run.fragment_ids:  # a run of the whole page sets its fragments' timers anew
                self._stop_timers()
        elif kind == "navigation":  # the page that runs (new_session names the app's main script)
            self._page_hash = message.navigation.page_script_hash
        elif kind == "page_info_changed":
            self.query = message.page_info_changed.query_string
        elif kind == "auto_rerun":
            self._every(message.auto_rerun.fragment_id, message.auto_rerun.interval)
        elif kind == "stop_auto_rerun":
            for fragment_id in message.stop_auto_rerun.fragment_ids:
                timer = self._timers.pop(fragment_id, None)
                if timer is not None:
                    timer.cancel()
        elif kind == "delta" and message.delta.WhichOneof("type") == "new_element":
            self._draw(message, now)
        elif kind == "script_finished":
            self.ended += 1
            if message.script_finished != EARLY:
                self._finish(now)

    def _draw(self, message: ForwardMsg, now: float) -> None:
        element = message.delta.new_element
        kind = element.WhichOneof("type")
        if kind == "exception":
            self.errors.append(("exception", f"{self.label}: {element.exception.type}: {element.exception.message}"))
        elif kind == "alert" and element.alert.format in BOXES:
            self.boxes.append(f"{BOXES[element.alert.format]}: {element.alert.body}")
        key = element_key(element)
        shown = Drawn(element, message.delta.fragment_id, now, message.hash)
        if key:
            self.drawn[key] = shown
        elif kind == "button" and element.button.is_form_submitter:
            self.drawn[f"submit:{element.button.id}"] = shown
        elif kind == "html":
            self.drawn[f"html:{'.'.join(map(str, message.metadata.delta_path))}"] = shown
        for watcher in self.watchers:
            watcher(key, shown)

    def _finish(self, now: float) -> None:
        """A run ended: the round trips of the messages sent before it started are over."""
        still = []
        for sent, finished, done in self._waiting:
            if sent <= self._run_started and not finished.done() and (done is None or done()):
                finished.set_result(now)
            elif not finished.done():
                still.append((sent, finished, done))
        self._waiting = still

    def _stop_timers(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()

    def _every(self, fragment_id: str, seconds: float) -> None:
        """Rerun fragment ``fragment_id`` every ``seconds``, whether or not its last run has ended (as the browser
        does: a timer per fragment, replaced when the interval changes)."""
        if fragment_id in self._timers:
            return

        async def tick() -> None:
            while True:
                await asyncio.sleep(seconds)
                try:
                    await self._send([], fragment_id, auto=True)
                except ConnectionError:  # the websocket is gone (``_send`` says so)
                    return

        self._timers[fragment_id] = asyncio.create_task(tick())


def _id(element: Element) -> str:
    kind = element.WhichOneof("type")
    return str(getattr(element, kind or "").id)
