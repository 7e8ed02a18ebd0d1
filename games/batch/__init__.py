"""Random self-play of the grid games (Petteia and the three Latrunculi) many games at a time, with numpy.

The same games as the engine (``games.custodian``) plays, move for move: the same legal moves in every position,
the same position after every move, the same endings and captures (``tests/games/test_batch_selfplay.py`` holds
them to it); only the random draws differ.  ``games.selfplay`` uses it for the ``random`` level.
"""
