"""Play > Puzzles (issue 26): positions from real rounds where one move is proved best,
answered with the mouse on the game's own table, with a rating, a streak and a choice
by theme (``window.PuzzleWindow``)."""
