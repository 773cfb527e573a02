"""The post-game review: it judges a seat's decisions from what the seat could see,
labels a known blunder as such, is deterministic, and its command prints one JSON."""

from __future__ import annotations

import json
import re
from random import Random

import pytest
from helpers.hidden import hidden_twin

from fivesup_qt.ai.accuracy import accuracy_of, pp_per_raw
from fivesup_qt.ai.expert import ExpertBot, ExpertBudget
from fivesup_qt.ai.judging import POINTS, Judged, search
from fivesup_qt.ai.review import (
    BLUNDER,
    CHANCE,
    CHANCE_THRESHOLDS,
    MISSED_FIVE,
    THRESHOLDS,
    WIN_LET_GO,
    band_of,
    chance_band_of,
    decision_count,
    decision_of,
    judge,
    label_of,
    measure_of,
    positions,
    review,
    seed_of,
)
from fivesup_qt.commands import cli
from fivesup_qt.rules import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.record import load_record, record_of
from fivesup_qt.rules.variants import EXACT_61, rule_set


def a_missed_exact_finish(seed_from: int = 0, close: bool = False
                          ) -> tuple[dict, int, tuple[int, int]]:
    """A record whose last move let an exact 305 go: random Exact 61 play until the
    seat to move could win at once, then a move that does not win (``close``: with the
    other side within 60 raw of the target too, so that the match is in the balance).
    Returns the record, the seat and (round, move) of that decision, counted from 1."""
    for seed in range(seed_from, seed_from + 2000):
        rng = Random(seed)
        match = Match.new("exact-61", 2, seed=seed)
        while not match.is_over and len(match.rounds) < 60:
            if match.round.is_over:
                match.start_round()
                continue
            moves = match.legal_moves()
            wins = [m for m in moves if match.preview(m).wins]
            others = [m for m in moves if not match.preview(m).wins
                      and match.preview(m).accepted is not None]
            if wins and others and (not close or min(match.scores) >= match.target - 60):
                seat = match.turn
                match.play(others[0])
                moves_so_far = len([k for k, *_ in match.round.history() if k == "play"])
                return record_of(match), seat, (len(match.rounds), moves_so_far)
            match.push(rng.choice(moves))
    raise AssertionError("no position with an exact finish found")


def test_labels_follow_the_thresholds():
    assert [label_of(x) for x in (0, 0.4, 3, 10, 30, 41, 1000)] == [
        "best", "best", "good", "inaccuracy", "mistake", BLUNDER, BLUNDER]
    assert [below for _, below in THRESHOLDS] == sorted(below for _, below in THRESHOLDS)


def test_a_missed_exact_finish_is_a_blunder():
    """With the other side close to the target too, letting the exact finish go is at
    least a mistake in chance (the other side may not finish first); the label comes
    from the chance, the match being at stake.  The points leave the match's result out
    (issue 40): the match is in the chance, never 1,000 points."""
    data, seat, (round_no, move_no) = a_missed_exact_finish(close=True)
    result = review(load_record(data), seat, deals=16, seed=1)
    last = result.decisions[-1]
    assert (last.round, last.move_no, last.seat) == (round_no, move_no, seat)
    assert last.measure == CHANCE and WIN_LET_GO in last.facts
    assert last.label == last.chance_label and last.label in ("mistake", BLUNDER)
    assert last.best != last.played
    assert all(abs(v) < 500 for _, v in last.values)  # points: no match's 1,000 in them
    assert last.chances is not None and last.chances[0] == (last.best, 100.0)
    assert last.chance_loss is not None and last.chance_loss >= CHANCE_THRESHOLDS[-2][1]
    assert last.chance_loss == pytest.approx(100.0 - dict(last.chances)[last.played])
    for ranked in (last.values, last.chances):
        assert [v for _, v in ranked] == sorted((v for _, v in ranked), reverse=True)


def test_a_missed_exact_finish_far_ahead_costs_little_chance():
    """Far ahead, the same missed finish gives up little chance: the match was won
    nearly surely either way.  Both losses are shown, the points without the match's
    1,000; the chance labels, as the match is at stake."""
    data, seat, _ = a_missed_exact_finish()
    last = review(load_record(data), seat, deals=16, seed=1).decisions[-1]
    assert last.loss < 500 and all(abs(v) < 500 for _, v in last.values)
    assert last.chance is not None and last.chance > 90.0
    assert last.chance_loss is not None and last.chance_loss < 100.0 - last.chance + 0.01
    assert last.measure == CHANCE and last.label == last.chance_label


def test_the_review_sees_only_what_the_seat_saw():
    """Swap a hidden tile of the other hand with an undrawn stock tile where the seat
    cannot tell them apart: every move keeps the same value (same seed)."""
    compared = 0
    for seed in range(300):
        rng = Random(seed)
        match = Match.new("five-up", 2, seed=seed)
        for _ in range(rng.randrange(2, 12)):
            if match.round.is_over:
                break
            match.push(rng.choice(match.legal_moves()))
        rnd = match.round
        if rnd.is_over or len(match.legal_moves()) < 2:
            continue
        me, other = rnd.turn, 1 - rnd.turn
        before = observe(match, me)
        twin = hidden_twin(match, me, other)
        if twin is None:
            continue
        after = observe(twin, me)
        played = match.legal_moves()[0]
        assert judge(before, played, Random(5), 12) == judge(after, played, Random(5), 12)
        compared += 1
        if compared == 5:
            return
    pytest.fail("too few positions to compare")


def test_the_review_is_deterministic_for_a_seed_and_depth():
    data, seat, _ = a_missed_exact_finish(seed_from=3)
    record = load_record(data)
    first = review(record, seat, deals=8, seed=4, judged=Judged()).to_json()
    assert review(record, seat, deals=8, seed=4, judged=Judged()).to_json() == first  # searched again
    assert first["summary"]["decisions"] == len(first["decisions"]) > 0


def test_a_missed_five_is_noted():
    """Some decision of a random player leaves a scoring placement unplayed."""
    data, seat, _ = a_missed_exact_finish()
    result = review(load_record(data), seat, deals=4, seed=0)
    missed = [d for d in result.decisions if MISSED_FIVE in d.facts]
    assert missed
    for d in missed:  # the move played scored nothing while another one scored: not the
        # best, or it cost nothing in the measure that labels
        assert d.played != d.best or (d.chance_loss if d.measure == CHANCE else d.loss) == 0


def test_review_command_prints_the_decisions_as_json(tmp_path, capsys):
    data, seat, (round_no, move_no) = a_missed_exact_finish(close=True)
    path = tmp_path / "m.fivesup.json"
    path.write_text(json.dumps(data))
    code = cli.run("review", [str(path), "--seat", str(seat), "--deals", "8", "--seed", "2",
                              "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    report = json.loads(out)
    last = report["decisions"][-1]
    assert (last["round"], last["move"], last["seat"]) == (round_no, move_no, seat)
    assert last["label"] in ("mistake", "blunder") and last["played"] != last["best"]
    assert last["measure"] == "chance" and last["chance_label"] == last["label"]
    assert {"values", "loss", "facts"} <= set(last)
    assert all(len(pair) == 2 for pair in last["values"])
    assert all(abs(value) < 500 for _, value in last["values"])  # no match's 1,000 as points


def test_review_command_refuses_a_bad_seat_in_one_line(tmp_path, capsys):
    data, _, _ = a_missed_exact_finish()
    path = tmp_path / "m.fivesup.json"
    path.write_text(json.dumps(data))
    assert cli.run("review", [str(path), "--seat", "5"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("error: seat 5")


def review_text(tmp_path, capsys, data: dict, *args: str) -> str:
    path = tmp_path / "m.fivesup.json"
    path.write_text(json.dumps(data))
    assert cli.run("review", [str(path), "--deals", "8", "--seed", "2", *args]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def test_review_command_writes_points_as_a_person_writes_them(tmp_path, capsys):
    """A move that gave up nothing says '0 points', never '-0.0 points'; one that gave
    something up says it with one decimal, '-7.5 points', as the Review window does; the
    winning chance given up in percentage points ('-1.3%', '0%'); where the match is at
    stake the line speaks in winning chance alone, and the label says which measure it
    comes from, in the window's words ('mistake (win chance)')."""
    data, seat, _ = a_missed_exact_finish()
    text = review_text(tmp_path, capsys, data, "--seat", str(seat)).splitlines()
    decisions = json.loads(review_text(tmp_path, capsys, data, "--seat", str(seat),
                                       "--json"))["decisions"]
    assert len(text) == len(decisions) + 1
    assert "-0.0" not in "\n".join(text) and "0.0 points" not in "\n".join(text)
    shown = []
    for line, d in zip(text, decisions):
        measure = {"chance": "win chance", "points": "points"}[d["measure"]]
        if d["measure"] == "chance":
            found = re.search(r", best [^,]+, ()()(0|-(\d+\.\d))% of winning chance: "
                              r"(\w+) \((win chance|points)\)", line)
        else:
            found = re.search(r", best [^,]+, (0|-(\d+\.\d)) points; (0|-(\d+\.\d))% of "
                              r"winning chance: (\w+) \((win chance|points)\)", line)
        assert found, line
        chance_given_up = float(found.group(4) or 0)
        assert chance_given_up == pytest.approx(d["chance_loss"], abs=0.051)
        assert (found.group(5), found.group(6)) == (d["label"], measure)
        assert (chance_given_up == 0) == (found.group(3) == "0"), line  # never '-0.0'
        shown.append(chance_given_up == 0)
    assert True in shown and False in shown  # both kinds of decision were looked at
    assert {d["measure"] for d in decisions} == {"chance", "points"}  # both labelled
    assert re.fullmatch(rf"You \(seat {seat}\): {len(decisions)} decisions, the best move "
                        r"\d+% of the time, given up in all \(summed over its decisions\): "
                        r"(0|-\d+\.\d) points; (0|-\d+\.\d)% of winning chance, "
                        r"accuracy \d+%.*", text[-1]), text[-1]


def test_review_command_says_the_accuracy_and_level_of_three_players(tmp_path, capsys):
    """Three players have no win-chance table: no chance in the lines, labels by points,
    and still an accuracy (from the points, converted)."""
    rng = Random(3)
    match = Match.new("five-up", 3, seed=3)
    while len(match.rounds) < 2 or not match.round.is_over:
        if match.round.is_over:
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
    text = review_text(tmp_path, capsys, record_of(match), "--seat", "1").splitlines()
    assert all("winning chance" not in line and re.search(r" points: \w+ \(points\)", line)
               for line in text[:-1]), text
    assert "winning chance" not in text[-1] and re.search(r", accuracy \d+%", text[-1]), text[-1]


def test_review_command_counts_one_decision_and_none_in_words(tmp_path, capsys):
    data, seat, _ = a_missed_exact_finish()
    data.pop("result", None)

    def cut(moves: int) -> dict:
        """The record's first ``moves`` placements: a game in progress."""
        rounds, left = [], moves
        for rnd in data["rounds"]:
            rounds.append({**rnd, "moves": rnd["moves"][:left]})
            left -= len(rnd["moves"])
            if left <= 0:
                break
        return {**data, "rounds": rounds}

    one = next(cut(n) for n in range(1, 1000) if decision_count(load_record(cut(n)), seat) == 1)
    last = review_text(tmp_path, capsys, one, "--seat", str(seat)).splitlines()[-1]
    assert last.startswith(f"You (seat {seat}): 1 decision, "), last
    empty = {"format": "fivesup-match/1", "variant": "five-up", "players": 2, "rounds": []}
    out = review_text(tmp_path, capsys, empty, "--seat", "1")
    assert out == "North (seat 1): no decisions (the seat never had a choice of moves)\n"


def test_review_command_reviews_the_records_first_human_seat_by_default(tmp_path, capsys):
    """As --help and the README say: the record's first human seat, else seat 0."""
    data, _, _ = a_missed_exact_finish()
    data["seats"] = [{"type": "bot", "level": "medium"}, {"type": "human"}]
    assert review_text(tmp_path, capsys, data).splitlines()[-1].startswith("You (seat 1): ")
    del data["seats"]
    assert review_text(tmp_path, capsys, data).splitlines()[-1].startswith("You (seat 0): ")


@pytest.mark.parametrize("make", ["folder", "missing", "too large", "players as text"])
def test_review_words_a_bad_file_as_replay_does(tmp_path, capsys, make):
    """One reader, one message naming the file: ``cannot read FILE: ...`` when it cannot
    be read at all, ``FILE: ...`` and the record's own problem otherwise
    (docs/review-format.md points at replay's errors)."""
    path = tmp_path / "m.fivesup.json"
    if make == "folder":
        path.mkdir()
    elif make == "too large":
        path.write_bytes(b" " * (4 * 1024 * 1024 + 1))
    elif make == "players as text":
        path.write_text('{"format": "fivesup-match/1", "variant": "five-up", "players": "2", '
                        '"rounds": []}')
    said = []
    for command in ("replay", "review"):
        assert cli.run(command, [str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1
        said.append(err)
    assert said[0] == said[1]
    if make != "players as text":
        assert said[1].startswith(f"error: cannot read {path}: "), said[1]
    else:
        assert said[1].startswith(f"error: {path}: players must be an integer"), said[1]


def test_a_cancel_is_heard_within_one_deal_at_any_depth():
    """The window's Cancel at a great depth: the review used to finish the decision it
    was on (a million deals: minutes) before it heard it; now it asks before each deal."""
    from fivesup_qt.ai.review import Cancelled

    data, seat, _ = a_missed_exact_finish()
    asked = 0

    def stopped() -> bool:
        nonlocal asked
        asked += 1
        return asked >= 5  # the player presses Cancel during the first decision's search

    with pytest.raises(Cancelled):
        review(load_record(data), seat, deals=1_000_000, stopped=stopped)
    # asked before each deal and after each decision: it stopped on the 5th question
    # (a few deals, or exact endgames that need none), not a million deals later
    assert asked == 5 or asked < 5 + decision_count(load_record(data), seat)


def test_a_review_never_stopped_is_the_same_review():
    data, seat, _ = a_missed_exact_finish()
    record = load_record(data)
    assert review(record, seat, deals=8, judged=Judged()).to_json() == \
        review(record, seat, deals=8, stopped=lambda: False, judged=Judged()).to_json()


# --- both measures --------------------------------------------------------------------
def expert_decisions(variant: str, players: int, scores: tuple[int, int], seed: int,
                     deals: int):
    """Expert's decisions in a round of Expert against Expert from ``scores`` (team
    scores with partners): each position with Expert's pick, chosen as the game's
    Expert chooses (``ExpertBot.choose``) on ``deals`` deals from the generator the
    review gives that decision (``seed_of``)."""
    bot = ExpertBot(ExpertBudget(seconds=float("inf"), deals=deals, min_deals=deals))
    match = Match(rule_set(variant), players, seed=f"expert-review:{seed}")
    match.scores = list(scores)
    match.start_round()
    move_no = 0
    while not match.round.is_over and not match.is_over:
        move_no += len([k for k, *_ in match.round.history() if k == "play"]) - move_no
        seat = match.turn
        obs = observe(match, seat)
        decision_seed = seed_of(seed, 1, move_no + 1)
        pick = bot.choose(obs, Random(decision_seed))
        if len(obs.legal_moves) > 1:
            yield obs, pick, decision_seed
        match.push(pick)


@pytest.mark.parametrize("variant", ["exact-61", "five-up"])
@pytest.mark.parametrize("players", [2, 4])
def test_experts_choice_is_never_a_mistake(variant, players):
    """Positions from real Expert play, from 0-0 and near the target: the
    review of the move Expert chose (the same deals: the same generator, the same
    depth) is never labelled a mistake or a blunder, in the measure that labels.  Where
    Expert plays for the match, its move is the best by chance; where the label comes
    from points (the match not at stake), the chance-best move gives up little."""
    deals = 30
    labels: dict[str, int] = {}
    measures = set()
    for k, scores in enumerate(((0, 0), (235, 250), (280, 270))):
        for obs, pick, decision_seed in expert_decisions(variant, players, scores, k, deals):
            measure = measure_of(obs)
            verdict = search(obs, pick, Random(decision_seed), deals,
                             chance_band_of if measure == CHANCE else band_of,
                             measure=measure)
            d = decision_of(verdict, obs, 1, 1, pick, measure)
            assert d.label not in ("mistake", BLUNDER), (scores, d)
            labels[d.label] = labels.get(d.label, 0) + 1
            measures.add(d.measure)
    assert measures == {CHANCE, POINTS}
    assert labels["best"] >= 0.8 * sum(labels.values()), labels


def test_both_measures_see_only_what_the_seat_saw():
    """Near the target (the chance labels) and far from it (points label), two positions
    the seat cannot tell apart get the same verdict in both measures, at a depth where
    the search checks its labels, stops and prunes."""
    compared = {CHANCE: 0, POINTS: 0}
    for seed in range(400):
        rng = Random(seed)
        variant = ("five-up", "exact-61")[seed % 2]
        match = Match(rule_set(variant), 2, seed=seed)
        match.scores = [rng.choice((0, 60, 215, 250)), rng.choice((10, 240, 270))]
        match.start_round()
        for _ in range(rng.randrange(2, 10)):
            if match.round.is_over:
                break
            match.push(rng.choice(match.legal_moves()))
        if match.round.is_over or match.is_over or len(match.legal_moves()) < 3:
            continue
        me = match.round.turn
        twin = hidden_twin(match, me, 1 - me)
        if twin is None:
            continue
        played = match.legal_moves()[0]
        measure = measure_of(observe(match, me))
        if compared[measure] == 3:
            continue
        verdicts = [search(observe(m, me), played, Random(seed), 110,
                           chance_band_of if measure == CHANCE else band_of,
                           checks=(25, 50, 75), measure=measure) for m in (match, twin)]
        assert verdicts[0] == verdicts[1] and verdicts[0].chances is not None
        assert decision_of(verdicts[0], observe(match, me), 1, 1, played, measure) == \
            decision_of(verdicts[1], observe(twin, me), 1, 1, played, measure)
        compared[measure] += 1
        if min(compared.values()) == 3:
            return
    pytest.fail(f"too few positions to compare: {compared}")


def test_three_players_are_judged_by_points():
    """No win-chance table for three players: no chances, the label and the accuracy
    from points (converted at the two-player table's slope)."""
    rng = Random(8)
    match = Match.new("exact-61", 3, seed=8)
    while len(match.rounds) < 2 or not match.round.is_over:
        if match.round.is_over:
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
    result = review(load_record(record_of(match)), 2, deals=12, seed=1, judged=Judged())
    assert result.decisions
    for d in result.decisions:
        assert d.chances is None and d.chance_loss is None and d.chance_label is None
        assert d.measure == POINTS and d.label == label_of(d.loss) and d.best == d.values[0][0]
        assert d.accuracy == pytest.approx(accuracy_of(d.loss * pp_per_raw(match.variant)))
    assert result.accuracy() == pytest.approx(
        sum(d.accuracy for d in result.decisions) / len(result.decisions))


def test_the_measure_is_part_of_a_judged_position():
    """A position judged in one measure is searched again in the other: where the search
    stops depends on the measure that labels."""
    data, seat, _ = a_missed_exact_finish(close=True)
    record = load_record(data)
    judged = Judged()
    for _, _, match, played in positions(record):
        if match.turn == seat and len(match.legal_moves()) > 1:
            obs = observe(match, seat)
            judged.verdict(obs, played, "s", 40, band_of, measure=POINTS)
            judged.verdict(obs, played, "s", 40, chance_band_of, measure=CHANCE)
            judged.verdict(obs, played, "s", 40, band_of, measure=POINTS)
            break
    assert judged.searches == 2


def test_the_at_stake_rule_is_the_one_players_read():
    """The sentence players read says the rule the review applies: a side at 41 of 61
    (100 raw from the target) and the chance labels; one point less and points label;
    docs/review-format.md quotes it word for word."""
    from pathlib import Path

    from fivesup_qt.ai.review import AT_STAKE, AT_STAKE_RULE
    from fivesup_qt.rules.variants import TARGET, displayed

    shown = displayed(TARGET - AT_STAKE)
    assert f"{shown} or more of the {displayed(TARGET)} points" in AT_STAKE_RULE
    for scores, measure in (((TARGET - AT_STAKE, 0), CHANCE), ((TARGET - AT_STAKE - 5, 0), POINTS),
                            ((0, TARGET - AT_STAKE), CHANCE)):
        for players in (2, 3, 4):
            match = Match(EXACT_61, players, seed=1)
            match.scores = [*scores, 0][:len(match.scores)]
            match.start_round()
            obs = observe(match, match.turn)
            assert measure_of(obs) == (measure if players != 3 else POINTS), (scores, players)
    doc = (Path(__file__).parents[2] / "docs" / "review-format.md").read_text(encoding="utf-8")
    assert " ".join(AT_STAKE_RULE.split()) in " ".join(doc.split())
