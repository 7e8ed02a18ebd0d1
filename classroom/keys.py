"""The secrets of the class store and of online games, and how they are kept: a token is made from the operating
system's randomness (``new_token``), stored only as its hash (``key_hash``) and compared in a time that tells
nothing (``same``); codes and game ids are written in ``CODE_ALPHABET``.  Its own module so that the store and
the online games' model (``classroom.online``), which the store keeps, both use it without importing each other.
"""

from __future__ import annotations

import hashlib
import re
import secrets

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Join codes in letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L)."""


def key_hash(key: str) -> str:
    """How a teacher's key or a player's seat token is stored: ``h:`` and its SHA-256 (a key is 144 random bits:
    no salt or stretching is needed to keep it from being found from its hash)."""
    return "h:" + hashlib.sha256(key.encode()).hexdigest()


def same(secret: str, given: str) -> bool:
    """Whether ``given`` is the secret, in a time that does not tell how much of it matched (any text:
    a token from a link may hold anything)."""
    return secrets.compare_digest(secret.encode(), given.encode())


_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
"""What a token looks like (``new_token``: 24 URL-safe characters), with room for longer ones."""


def new_token() -> str:
    """A secret: the teacher's token, a student's id, a player's seat token, a device's id."""
    return secrets.token_urlsafe(18)


def is_token(text: str) -> bool:
    """Whether ``text`` can be a token (a link's seat, a cookie's device id) before anything is asked of it."""
    return _TOKEN.fullmatch(text) is not None
