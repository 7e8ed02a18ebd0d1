"""Computer opponents for every rule set, through the shared game protocol.

    opponent  ``choose_move``, ``hint`` and the ``LEVELS``: what the pages, the command line and self-play call
    search    alpha-beta over moves, exact expectation over throws, iterative deepening; a level's ``Level``
    evaluate  each family's evaluation of a position (the registry, ``games.registry``, names each family's)
    reasons   each family's sentence saying why a move is good
    tactics   the grid games' captures first and the captures pending at the horizon

This package imports nothing itself: the families' entries in ``games.registry`` import its evaluations, and
``opponent`` asks the registry for them.
"""
