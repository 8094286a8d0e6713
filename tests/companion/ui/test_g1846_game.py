"""1846 from the start screen to the end, keyboard only: the rules' worked example (the private draft,
the first stock round, two operating rounds with a half and two full payouts, the second stock round),
then the players end the game. The figures checked are the example's: NYC runs for $370 and pays half
($19 a share, its price $70 → $90), and the net worths after the second stock round are Amy $472,
Bob $597, Carlos $502, so Bob wins.
"""

from __future__ import annotations

from typing import Any

from companion.ui.app import OperatorApp
from tests.companion.ui.helpers import (
    accepted,
    command_for,
    new_service,
    shown,
    start_new_game,
    type_text,
)
from tests.rules.g1846 import helpers as example

GAMES = ["chicago-express", "1846", "ttr-usa", "ttr-europe"]


class Recorder:
    """Collects the actions the worked-example helpers would apply, to type them instead."""

    def __init__(self) -> None:
        self.actions: list[dict[str, Any]] = []

    def apply_json(self, action: dict[str, Any]) -> None:
        self.actions.append(action)


def worked_example() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The actions up to NYC's half payout, and the rest through the second stock round."""
    first, rest = Recorder(), Recorder()
    for step in (example.draft_example, example.stock_round_1, example.independents_or1, example.gt_or1,
                 example.gt_or1_trains, example.nyc_or1, example.ic_or1, example.independents_or2,
                 example.nyc_or2_before_run, example.nyc_or2_rest):
        step(first)
    example.nyc_or2_privates(rest)
    example.ic_or2(rest)
    rest.actions.append({"type": "done", "corporation": "IC"})
    example.gt_or2(rest)
    rest.actions += [{"type": "buy_private", "corporation": "GT", "private": "MS", "price": 60},
                     {"type": "done", "corporation": "GT"}]
    example.stock_round_2(rest)
    return first.actions, rest.actions


async def focus_by_tab(pilot, widget_id: str) -> None:
    for _ in range(40):
        if pilot.app.focused is not None and pilot.app.focused.id == widget_id:
            return
        await pilot.press("tab")
    raise AssertionError(f"Tab never reached #{widget_id}")


async def test_worked_example_then_the_players_end_the_game(tmp_path):
    app = OperatorApp(new_service(tmp_path))
    first, rest = worked_example()
    async with app.run_test(size=(160, 50)) as pilot:
        # The removals of the example are typed into the game's options (JSON fields).
        await pilot.pause()
        await pilot.press("enter", *["down"] * GAMES.index("1846"), "enter")
        for option, value in (("removed_corporations", example.EXAMPLE_OPTIONS["removed_corporations"]),
                              ("removed_privates", example.EXAMPLE_OPTIONS["removed_privates"])):
            await focus_by_tab(pilot, f"option-{option}")
            await type_text(pilot, str(value).replace("'", '"'))
        app.screen.query_one("#game").focus()
        await start_new_game(pilot, 0, example.EXAMPLE_OPTIONS["players"])
        assert app.state.game == "1846"
        assert app.state.snapshot["removed"]["corporations"] == ["ERIE", "PRR"]

        for action in first:
            await accepted(pilot, command_for(action, app.state.actor))
        explanation = shown(app.screen.query_one("#g46-explanation"))
        assert "NYC runs for $370 and pays half: $180 to its" in explanation
        assert "NYC: payout $190 ≥ 2 × $70: two columns right:" in explanation
        market = shown(app.screen.query_one("#g46-market"))
        assert "NYC" in market and "IC" in market and "GT" in market

        for action in rest:
            await accepted(pilot, command_for(action, app.state.actor))
        assert app.state.snapshot["round"]["kind"] == "operating"

        await accepted(pilot, "end_game")
        assert app.state.finished
        result = [line.strip("│ ") for line in shown(app.screen.query_one("#g46-result")).splitlines()]
        assert "1. Bob  $597  ★ wins" in result
        assert "2. Carlos  $502" in result
        assert "3. Amy  $472" in result
        chart = app.screen.query_one("#g46-prices")
        assert {s.name for s in chart.query_one("LineChart").series} == {"NYC", "GT", "IC"}
