"""How much a visitor may hand the server at once: a record file, a game's link.

Every text that comes from outside (an uploaded record, the ``pos`` and ``moves`` of a link) is measured against
these caps before any work is done on it, so that one request costs the server a bounded time and memory, and
whatever is over a cap is refused with a sentence that says which cap (``games/locale``: ``record_too_*``,
``link_too_*``).  Each cap leaves a wide margin over what a real game needs:

- A record of the longest game any rule set here allows in practice (743 half-moves, the longest of 16,000 random
  games of the lab's runs) is about 6 KB in 60 lines with half a dozen headers: a file is refused past 256 KB,
  5,000 lines or 64 headers.
- A link's moves take one or two characters a half-move (``games.moves_code``): a link is read up to 1,500
  half-moves (twice that longest game), and refused whole past 3,000 characters of moves or 400 of position
  (the longest position of any board is under 200).
"""

from __future__ import annotations

RECORD_BYTES = 256 * 1024
"""The largest record file read, in bytes (a text, in characters: each takes at least a byte)."""
RECORD_LINES = 5_000
"""The most lines a record may have."""
RECORD_HEADERS = 64
"""The most header lines a record may have."""
LINK_PLIES = 1_500
"""The most half-moves (throws counting) read from a link."""
LINK_MOVES_CHARS = 2 * LINK_PLIES
"""The longest ``moves=`` read: two characters a half-move at most."""
LINK_POSITION_CHARS = 400
"""The longest ``pos=`` read."""
