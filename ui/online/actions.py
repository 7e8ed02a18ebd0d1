"""What a seat does to the game: each a callback that changes the game in the store with one of
``classroom.online``'s rules (``change_game``: read, change, write at once), then shows the game as the store now
has it.  A change the rules refuse is told with its reason in the learner's language (a move's on the board, as
anywhere), and one the store could not take says so; in both the board shows the game as it stands.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable

from classroom import online
from classroom.online import OnlineError, OnlineGame
from classroom.store import StoreUnavailable
from ui.classroom.state import class_store, device
from ui.i18n import t
from ui.moves.controller import Interaction, Notice
from ui.online.state import say, show

Change = Callable[[OnlineGame], OnlineGame]


def change(game_id: str, how: Change, lang: str, *, on_board: bool = False) -> OnlineGame | None:
    """Change game ``game_id`` by ``how`` and show it; a refusal is said (``on_board``: as the board's notice),
    and so is a store that cannot be reached; returns the changed game, or None."""
    now = time.time()
    store = class_store()
    try:
        game = store.change_game(game_id, how, now)
    except OnlineError as error:
        current = store.game(game_id, now)
        if current is not None:
            show(current, Notice(error.reason) if on_board else None)
        if not on_board or current is None:
            say(game_id, error.reason.text(lang))
        return None
    except StoreUnavailable:
        say(game_id, t("online.store.not_saved", lang))
        return None
    show(game)
    return game


def on_played(game_id: str, seat: str, lang: str, played: Interaction) -> None:
    """A move made on the board: sent to the store, which plays it (or refuses it, with the engine's reason)."""
    move = played.played
    if move is not None:
        change(game_id, lambda game: online.play(game, seat, move.text, time.time()), lang, on_board=True)


def on_move(game_id: str, seat: str, text: str, lang: str) -> None:
    """A move chosen by a button (a piece brought in, a lost turn passed)."""
    change(game_id, lambda game: online.play(game, seat, text, time.time()), lang, on_board=True)


def on_throw(game_id: str, seat: str, lang: str) -> None:
    """Throw: the server throws, never the browser."""
    rng = random.SystemRandom()  # the server's throw, from the operating system's randomness
    change(game_id, lambda game: online.throw(game, seat, rng, time.time()), lang, on_board=True)


def on_resign(game_id: str, seat: str, lang: str) -> None:
    change(game_id, lambda game: online.resign(game, seat, time.time()), lang)


def on_offer(game_id: str, seat: str, kind: str, lang: str) -> None:
    """Offer a draw, or ask to take back (``kind``: ``draw`` or ``takeback``)."""
    change(game_id, lambda game: online.offer(game, seat, kind, time.time()), lang)


def on_answer(game_id: str, seat: str, accept: bool, lang: str) -> None:
    """Accept or decline the opponent's offer."""
    change(game_id, lambda game: online.answer(game, seat, accept, time.time()), lang)


def heartbeat(game_id: str, seat: str, *, take: bool = False) -> OnlineGame:
    """This device holds the seat (``take``: even though another device held it a moment ago); raises
    ``OnlineError`` when another device holds it, or the game is gone."""
    now = time.time()
    here = device()
    return class_store().change_game(game_id, lambda game: online.present(game, seat, here, now, take=take), now)


def on_take(game_id: str, seat: str, lang: str) -> None:
    """The person chose to play here, though the seat is open on another device."""
    try:
        heartbeat(game_id, seat, take=True)
    except OnlineError as error:
        say(game_id, error.reason.text(lang))
    except StoreUnavailable:
        say(game_id, t("online.store.not_saved", lang))


def on_rematch(game_id: str, seat: str, lang: str) -> None:
    """A rematch with colours swapped: the first to ask makes the new game, and both players' pages move to it
    (the old game names it: ``rematch``).  The new game is in the store before the old one names it, so that no
    page follows the name to nothing: both come from the same seed, hence are the same game."""
    seed, now = secrets.randbits(64), time.time()
    store = class_store()
    try:
        current = store.game(game_id, now)
        if current is not None and current.rematch is None:
            store.create_game(online.rematch(current, seat, random.Random(seed), now)[1], now)
    except OnlineError as error:
        say(game_id, error.reason.text(lang))
        return
    except StoreUnavailable:
        say(game_id, t("online.store.not_saved", lang))
        return
    change(game_id, lambda game: online.rematch(game, seat, random.Random(seed), now)[0], lang)
