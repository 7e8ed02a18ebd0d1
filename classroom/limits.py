"""How often one visitor may try a wrong join code: the guard that keeps codes unguessable in practice.

A code is 6 characters of 31 (about 887 million); at ``TRIES`` wrong tries a ``WINDOW`` per visitor, finding
one live code among a hundred would take a visitor the better part of a year.  Only wrong codes count, so a
whole class behind one school address joins freely.  The limit is per app server (each keeps its own counts,
in memory): a visitor is its address where Streamlit knows it, else its session.  Times are passed in, so
that tests control them.
"""

from __future__ import annotations

import threading
from collections import deque

TRIES = 20
"""Wrong codes a visitor may try in a window (a class behind one address makes a few typing slips)."""
WINDOW = 60.0
"""Seconds over which the tries are counted."""


class JoinLimiter:
    """A sliding window of each visitor's recent join attempts; safe to share between the sessions' threads."""

    def __init__(self, tries: int = TRIES, window: float = WINDOW) -> None:
        self.tries, self.window = tries, window
        self._attempts: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def allow(self, visitor: str, now: float) -> bool:
        """Count an attempt by ``visitor`` at ``now``, and say whether it may go ahead."""
        with self._lock:
            recent = self._attempts.setdefault(visitor, deque())
            while recent and recent[0] <= now - self.window:
                recent.popleft()
            if len(recent) >= self.tries:
                return False
            recent.append(now)
            if len(self._attempts) > 10_000:  # forget visitors who have gone quiet
                self._attempts = {v: d for v, d in self._attempts.items() if d and d[-1] > now - self.window}
            return True

    def wait(self, visitor: str, now: float) -> float:
        """Seconds until ``visitor`` may try again (0 when it may now)."""
        with self._lock:
            recent = self._attempts.get(visitor)
            if not recent or len(recent) < self.tries:
                return 0.0
            return max(0.0, recent[0] + self.window - now)
