"""The Qt desktop interface: the table, the side panel, dialogs and the controller.

Only this package (and ``fivesup_qt.app``) imports Qt.  Note: PySide6 6.12 on
CPython 3.11 corrupts the reference count of ``None`` and aborts the
interpreter; pyproject.toml keeps 6.11 there.
"""
