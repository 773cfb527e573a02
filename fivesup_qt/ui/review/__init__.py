"""The post-game review window: the job that runs it off the GUI thread, its chart and
the board of one decision."""
