"""What assistive technology gets from the window: announcements (``announce``) and the
table mirrored as accessible widgets (``table_mirror``)."""
