"""The table's sounds: a tile placed, a tile drawn, points scored, a round's and a
match's end.

``clips`` reads the shipped sounds (plain, no Qt), ``output`` plays them off the GUI
thread through miniaudio (plain; silent when there is no audio device or no library),
``table`` hears the controller and the settings and says which sound to play.

The package itself imports nothing, so that the plain modules load without Qt.
"""
