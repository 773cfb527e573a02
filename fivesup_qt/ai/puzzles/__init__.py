"""Making and proving puzzles (the model is ``ai/puzzle.py``): ``proof`` proves one move
best, ``themes`` reads what the solution does, ``build`` makes a proved position a
``Puzzle``, ``difficulty`` rates it by how often the lower levels miss it, ``generate``
finds positions in Expert's matches, ``verify`` proves a set again."""
