"""Random self-play many games at a time, with numpy: the grid games (Petteia and the three Latrunculi) and Patolli.

The same games as the engine (``games.custodian``, ``games.patolli``) plays, move for move: the same legal moves in
every position, the same position after every move, the same endings, captures and throws
(``tests/games/test_batch_*.py`` hold them to it); only the random draws differ.  Every grid rule set and every
switch of them (LKO-V1, LBE-V1, LBE-V2, LSC-V1), and every Patolli preset with and without PAT-V1, is played so;
``games.selfplay`` uses it for their ``random`` level.

    board    bitboards of many games: numpy uint64 words, shifts, fills, counting, the k-th square of a set
    capture  custodian capture, enclosures and locked duxes on those bitboards
    chains   Schädler's chains of jumps, one row per chain
    moves    the legal moves of every game, counted, and the move of a given rank
    play     ``Batch``: many games advanced one ply at a time, ended by the engine's clauses
    race     what the race games' batches share: tallies, throws drawn with their chances, finishing games
    patolli  ``PatolliBatch``: many games of Patolli advanced one turn (a throw and a move) at a time
    runs     blocks of games, their generators, and their summaries
"""
