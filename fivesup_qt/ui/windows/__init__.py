"""The dialogs and windows beside the main one: New Match, Settings, Match History, the
replay viewer, Replay a Deal, About, How to Play and How the Computer Plays."""
