"""The Qt side of saving: the match store (autosave, resume, history), the file actions
(Open, Save As), the settings applier, how failures are reported, and one running game
per data folder."""
