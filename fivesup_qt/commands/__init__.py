"""The command line's commands: every ``fivesup-qt COMMAND`` that needs no window.

``cli`` runs them (``fivesup-qt --help`` lists them, ``__main__`` hands each its
arguments) and ``command_line`` holds what they share (one-line errors, bounded numbers,
computer players, the seed option); each command is a room of its own: ``simulate``,
``replay_summary`` (what ``replay`` prints without ``--json``), ``daily`` (``daily`` and
``duplicate``), ``puzzles`` and ``bench/`` (one module a bench).

What stays at the package's top is the library the game and the commands share:
``paths``, ``atomic``, ``reading``, ``problems``, ``logs``, ``written``, ``seat_names``,
``places``, ``about``; ``diagnostics`` (what a bug report carries: the About window and
the window's log line use it, no command does) and ``pure_engine`` (the package's import
machinery: ``fivesup_qt/__init__.py`` puts it in place before anything else is imported)
are library too.  ``__main__`` (the entry point: ``python -m fivesup_qt``, the ``fivesup-qt``
script) and ``app`` (the window's start-up) stay at the top: they are no commands.

Nothing here imports Qt at load time (``replay``, ``simulate`` and ``schema`` start fast and
run without a display): ``bench --gui`` and ``bench --layout`` reach the window's benches in
``ui/`` (``ui/bench.py``, ``ui/layout_bench.py``) only when asked.  Nothing in the library
imports this package: ``__main__`` runs it, the game's ``--help`` (``app.py``) ends with
``cli.commands_help()``, and the one way in from ``ui/`` is ``bench --gui``'s own half
(``ui/lag_probe.py`` times the review on ``bench/matches.py``'s long match, as ``bench
--review`` does).
"""
