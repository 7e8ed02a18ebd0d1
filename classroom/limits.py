"""How often a client may try what could be guessed or flooded: join codes, teacher's PINs, new classes, new
students of one class, new online games.

A join code is 6 characters of 31 (about 887 million); at ``CODES`` (20 wrong codes a minute per client) finding
one live code among a hundred would take the better part of a year.  The tries are counted in the class store
(``ClassStore.take_try``), so every app server sees the same counts and a restart or a new session resets none.

A client is its address (``client_address``): the connection's, or, when the connection comes from this machine
(the proxy in front of the app servers), the one the proxy wrote last in ``X-Forwarded-For``; a header from any
other machine is not trusted.  A visitor on this machine itself, with no proxy between, is counted per session.
A try is taken before a code is checked and given back when the code was right, so that only wrong codes count
and servers checking at once never let more through.  A whole class behind one school address is not shut out
by one student's wrong codes: while the address is held back, a code of a class made or joined from that address
still opens (those checks count in a bucket of their own, ``HOME``, so that they cannot be used to guess).
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

from classroom.store import ClassStore, new_token


@dataclass(frozen=True)
class Limit:
    """At most ``tries`` in any ``window`` seconds, counted per client (or per class) under ``name``."""

    name: str
    tries: int
    window: float


CODES = Limit("codes", 20, 60.0)
"""Wrong join codes a client may try in a minute (a class behind one address makes a few typing slips)."""
HOME = Limit("home", 60, 60.0)
"""Codes a held-back client may still try against the classes of its own address."""
PINS = Limit("pins", 5, 60.0)
"""Wrong teacher's PINs a client may try in a minute (a PIN gives the teacher's page: fewer slips are allowed)."""
CLASSES = Limit("classes", 30, 3600.0)
"""Classes a client may start in an hour (a school's teachers behind one address start a few each)."""
JOINS = Limit("joins", 60, 60.0)
"""New students a class takes in a minute (a class of thirty joins at once; a flood of made-up students waits)."""
GAMES = Limit("games", 60, 3600.0)
"""Online games a client may start in an hour (a class behind one school address starts a game or two each; a
flood of games, each kept a week, waits)."""
PAIRED = Limit("paired", 200, 3600.0)
"""Online games a client's classes may start in an hour by pairing their students (a teacher pairs a class of thirty
into fifteen games, and may pair it again a few times in a lesson; a flood of made-up students paired waits)."""


def client_address(peer: str | None, forwarded: str | None) -> str | None:
    """Who is asking: ``peer``, the connection's address (None when it comes from this machine, as Streamlit
    reports it), unless it is None and the proxy on this machine wrote the client's address last in ``forwarded``
    (``X-Forwarded-For``); None when neither says (a visitor on this machine, or text that is not an address)."""
    if peer:
        return peer
    if not forwarded:
        return None
    last = forwarded.rsplit(",", 1)[-1].strip()
    try:
        return str(ipaddress.ip_address(last))
    except ValueError:
        return None


def take(store: ClassStore, limit: Limit, who: str, now: float) -> tuple[str, float]:
    """Count a try of ``who`` under ``limit``: its ticket (to give it back) and 0.0, or the seconds to wait."""
    ticket = new_token()
    return ticket, store.take_try(f"{limit.name}:{who}", ticket, now, limit.tries, limit.window)


def give_back(store: ClassStore, limit: Limit, who: str, ticket: str) -> None:
    """The try turned out not to count (a right code or PIN)."""
    store.give_back_try(f"{limit.name}:{who}", ticket)
