"""The turn flow: the Qt-free turn machine (``turns``), the controller that acts on its
steps, the computer's and the hint's thinking off the GUI thread, undo, and the mouse
and keyboard that play a tile."""
