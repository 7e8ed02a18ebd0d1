"""Random self-play of the grid games (Petteia and the three Latrunculi) many games at a time, with numpy.

The same games as the engine (``games.custodian``) plays, move for move: the same legal moves in every position,
the same position after every move, the same endings and captures (``tests/games/test_batch_selfplay.py`` holds
them to it); only the random draws differ.  Every grid rule set and every switch of them (LKO-V1, LBE-V1, LBE-V2,
LSC-V1) is played so; ``games.selfplay`` uses it for their ``random`` level.

    board    bitboards of many games: numpy uint64 words, shifts, fills, counting, the k-th square of a set
    capture  custodian capture, enclosures and locked duxes on those bitboards
    chains   Schädler's chains of jumps, one row per chain
    moves    the legal moves of every game, counted, and the move of a given rank
    play     ``Batch``: many games advanced one ply at a time, ended by the engine's clauses
    runs     blocks of games, their generators, and their summaries
"""
