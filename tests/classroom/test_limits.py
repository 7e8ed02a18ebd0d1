"""Wrong join codes, PINs, new classes and new students are limited per client (issue 14, "Safety"; issue 24, "A
class that cannot be gamed"): the client is the address the proxy on this machine reports, a header from any
other machine is not believed, and the counts live in the store, so that neither a new session, another app
server nor a restart resets them."""

from __future__ import annotations

import pytest

from classroom.limits import CODES, client_address, give_back, take
from classroom.store import RedisStore, SqliteStore


@pytest.mark.parametrize(
    ("peer", "forwarded", "client"),
    [
        ("203.0.113.9", None, "203.0.113.9"),  # no proxy: the connection's address
        ("203.0.113.9", "198.51.100.7", "203.0.113.9"),  # a header from another machine is not believed
        (None, "198.51.100.7", "198.51.100.7"),  # the proxy on this machine says who it is
        (None, "10.0.0.1, 198.51.100.7", "198.51.100.7"),  # what our proxy wrote last, not what the client sent
        (None, "2001:db8::7", "2001:db8::7"),
        (None, "<script>", None),  # not an address
        (None, "", None),
        (None, None, None),  # a visitor on this machine: counted per session
    ],
)
def test_the_client_is_the_address_the_proxy_on_this_machine_reports(peer, forwarded, client):
    assert client_address(peer, forwarded) == client


def _servers(store):
    """Two app servers' stores on the same classes (the same file, or the same Redis)."""
    if isinstance(store, SqliteStore):
        return store, SqliteStore(store.path)
    kwargs = store.redis.connection_pool.connection_kwargs
    return store, RedisStore(f"redis://{kwargs['host']}:{kwargs['port']}/{kwargs.get('db', 0)}")


def test_wrong_codes_are_counted_across_servers_and_a_right_one_is_given_back(store):
    first, second = _servers(store)
    now = 1_000.0
    for n in range(CODES.tries - 1):
        assert take(first if n % 2 else second, CODES, "198.51.100.7", now + n)[1] == 0.0
    ticket, wait = take(second, CODES, "198.51.100.7", now + 30)
    assert wait == 0.0
    give_back(first, CODES, "198.51.100.7", ticket)  # it was a right code: it does not count
    assert take(first, CODES, "198.51.100.7", now + 31)[1] == 0.0
    assert take(second, CODES, "198.51.100.7", now + 32)[1] == pytest.approx(CODES.window - 32)  # held back
    assert take(second, CODES, "203.0.113.9", now + 32)[1] == 0.0  # another client is not
