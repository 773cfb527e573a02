"""`bench` without the dominoes package says how to install it, in words that work for an
installed game (a wheel: the distribution's name) and in a checkout (issue 41, item 7): it
said pip install '.[bench]', which installs nothing from outside a checkout."""

from __future__ import annotations

from fivesup_qt.commands.bench import engine as bench


def test_bench_without_dominoes_names_the_extra_of_the_installed_game(monkeypatch, capsys):
    monkeypatch.setattr(bench, "bench_our_playouts", lambda seconds: 1000.0)
    monkeypatch.setattr(bench, "bench_dominoes", lambda seconds: None)
    assert bench.print_playouts(0.01) is None
    out = capsys.readouterr().out
    assert "dominoes package not installed" in out
    assert "pip install 'fivesup-qt[bench]'" in out
    assert "pip install -e '.[bench]'" in out
