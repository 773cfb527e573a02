"""``fivesup-qt bench``: the benches, one module each (``main`` reads the options and
runs the one they name).
"""
