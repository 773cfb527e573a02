"""The table: the felt view and its scene items (tiles, zones, hands, stock, cards), and
the plain computation under them (``geometry``, ``hud``, ``labels``, ``marks``: no Qt,
testable without a screen)."""
