"""Random self-play of every game many games at a time, with numpy: the grid games (Petteia and the three
Latrunculi), Patolli and the Knossos race game.

The same games as the engines (``games.custodian``, ``games.patolli``, ``games.knossos``) play, move for move: the
same legal moves in every position, the same position after every move, the same endings, captures and throws
(``tests/games/test_batch_selfplay.py``, ``test_batch_patolli.py`` and ``test_batch_knossos.py`` hold them to it);
only the random draws differ.  Every rule set and every switch of them is played so; ``games.selfplay`` uses it for
their ``random`` level.

    board    bitboards of many games: numpy uint64 words, shifts, fills, counting, the k-th square of a set
    capture  custodian capture, enclosures and locked duxes on those bitboards
    chains   Schädler's chains of jumps, one row per chain
    moves    the legal moves of every game, counted, and the move of a given rank
    play     ``Batch``: many games advanced one ply at a time, ended by the engine's clauses
    race     what the race games' batches share: tallies, throws with their chances, finishing games
    patolli  ``PatolliBatch``: Patolli, one turn of every game per step
    knossos  ``KnossosBatch``: the Knossos race game, one turn of every game per step
    finished the games a batch has finished, and their summaries
    runs     blocks of games, their generators, and their summaries
"""
