"""Wrong join codes are limited per visitor (issue 14, "Safety"): twenty a minute, then a wait that the page
can tell, while other visitors are not held up."""

from __future__ import annotations

import threading

from classroom.limits import TRIES, WINDOW, JoinLimiter


def test_a_visitor_gets_its_tries_a_minute_then_waits():
    limiter = JoinLimiter()
    assert all(limiter.allow("a", 100.0 + n) for n in range(TRIES))
    assert not limiter.allow("a", 110.0)
    assert limiter.wait("a", 110.0) == WINDOW - 10.0
    assert limiter.allow("b", 110.0) and limiter.wait("b", 110.0) == 0.0  # others are not held up
    assert limiter.allow("a", 100.0 + WINDOW)  # the first try has left the window
    assert not limiter.allow("a", 100.0 + WINDOW)


def test_refused_tries_do_not_lengthen_the_wait():
    limiter = JoinLimiter(tries=2, window=10.0)
    assert limiter.allow("a", 0.0) and limiter.allow("a", 1.0)
    for second in range(2, 10):
        assert not limiter.allow("a", float(second))
    assert limiter.allow("a", 10.0)


def test_many_sessions_at_once_get_exactly_the_allowed_tries():
    limiter = JoinLimiter(tries=25, window=60.0)
    allowed = []
    threads = [threading.Thread(target=lambda: allowed.append(limiter.allow("crowd", 5.0))) for _ in range(100)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert allowed.count(True) == 25
