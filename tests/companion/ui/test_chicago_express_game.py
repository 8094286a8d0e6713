"""A whole short Chicago Express game played from the start screen with the keyboard alone.

The game is docs/examples/chicago-express-short.jsonl, whose outcome the docs compute by hand from
the rules: Ann ends with $78, Bob with $81, Bob wins.
"""

from __future__ import annotations

from companion.store import read_game_file
from companion.ui.app import OperatorApp
from companion.ui.widgets.hex_map import HexMap
from tests.companion.ui.helpers import (
    ROOT,
    accepted,
    command,
    command_for,
    new_service,
    on_dashboard,
    service_with_game,
    shown,
    start_new_game,
    type_text,
    wait_for,
)

EXAMPLE = ROOT / "docs" / "examples" / "chicago-express-short.jsonl"
FIRST_BUILD = 10  # index of Ann's build R4, Q4, Q3 in the example


async def test_short_game_from_start_screen_to_final_scores(tmp_path):
    game = read_game_file(EXAMPLE)
    players, actions = game.options["players"], game.actions
    service = new_service(tmp_path)
    app = OperatorApp(service)
    async with app.run_test(size=(160, 50)) as pilot:
        await start_new_game(pilot, 0, players)
        assert app.state.game == "chicago-express"
        assert app.state.players == ["Ann", "Bob"]

        for index, action in enumerate(actions):
            if index == FIRST_BUILD:
                await build_on_the_map(pilot)
                continue
            await accepted(pilot, command_for(action, app.state.actor))

        assert app.state.finished
        result = shown(app.screen.query_one("#ce-result"))
        assert "1. Bob  $81  ★ wins" in result
        assert "2. Ann  $78" in result
        assert "The game is over" in shown(app.screen.query_one("#prompt")) or app.state.expects == ()


async def build_on_the_map(pilot):
    """Ann builds PRR R4, Q4, Q3 by picking hexes: the cursor starts on PRR's last hex (R5, Philadelphia)."""
    app = pilot.app
    screen = app.screen
    hex_map = screen.query_one(HexMap)
    await pilot.press("f2")
    assert hex_map.has_focus and hex_map.cursor == "R5"
    await pilot.press("up", "space", "left", "space", "up", "space")
    assert screen.query_one("#command-input").value == "build PRR R4 Q4 Q3"
    draft = shown(screen.query_one("#ce-draft"))
    # R4 plain $1, Q4 and Q3 $2 each (map data); Q3 is a city worth one more income.
    assert "R4 → Q4 → Q3 · cost $5 · income +1" in draft
    seq = app.state.seq
    await pilot.press("enter")
    await wait_for(pilot, lambda: app.state.seq == seq + 1, "the build")
    assert app.state.snapshot["companies"]["PRR"]["network"] == ["R5", "R4", "Q4", "Q3"]
    assert app.state.snapshot["companies"]["PRR"]["income"] == 8
    await pilot.press("escape")


async def test_refusal_undo_and_redo_from_the_screen(tmp_path):
    app = OperatorApp(service_with_game(tmp_path, EXAMPLE))
    async with app.run_test(size=(160, 50)) as pilot:
        await on_dashboard(pilot)
        # The opening auction of PRR starts at $7: a lower bid is refused with the engine's sentence.
        snapshot = app.state.snapshot
        await command(pilot, "bid 3")
        assert app.state.message_is_error
        assert "$7" in app.state.message
        assert shown(app.screen.query_one("#message")).strip() == app.state.message
        assert app.state.snapshot == snapshot
        assert app.screen.query_one("#command-input").value == "bid 3"  # kept, to be corrected
        await pilot.press("ctrl+u")

        await accepted(pilot, "bid 7")
        assert app.state.snapshot["auction"]["high_bid"] == 7

        # Undo asks first; "n" keeps the bid.
        await pilot.press("ctrl+z")
        assert "Undo bid Ann 7?" in shown(app.screen.query_one("#confirm-question"))
        await pilot.press("n")
        await pilot.pause()
        assert app.state.snapshot["auction"]["high_bid"] == 7

        seq = app.state.seq
        await pilot.press("ctrl+z")
        await pilot.press("y")
        await wait_for(pilot, lambda: app.state.seq == seq + 1, "the undo")
        assert app.state.snapshot == snapshot
        assert app.state.can_redo

        await pilot.press("ctrl+y")
        await wait_for(pilot, lambda: app.state.seq == seq + 2, "the redo")
        assert app.state.snapshot["auction"]["high_bid"] == 7
        assert not app.state.can_redo


async def test_device_proposal_confirmed_and_dismissed_by_key(tmp_path):
    service = service_with_game(tmp_path, EXAMPLE)
    app = OperatorApp(service)
    async with app.run_test(size=(160, 50)) as pilot:
        await on_dashboard(pilot)
        service.propose("dials", "Ann bids $7", {"type": "bid", "player": "Ann", "amount": 7})
        await wait_for(pilot, lambda: bool(app.state.proposals), "the proposal")
        panel = app.screen.query_one("#proposals")
        assert panel.display and "Ann bids $7" in shown(panel)
        seq = app.state.seq
        await pilot.press("f5")
        await wait_for(pilot, lambda: app.state.seq == seq + 1, "the confirmation")
        assert app.state.snapshot["auction"]["high_bid"] == 7 and not app.state.proposals

        service.propose("dials", "Bob passes", {"type": "pass", "player": "Bob"})
        await wait_for(pilot, lambda: bool(app.state.proposals), "the proposal")
        await pilot.press("f6")
        await wait_for(pilot, lambda: not app.state.proposals, "the dismissal")
        assert app.state.seq == seq + 1
        assert not app.screen.query_one("#proposals").display


async def test_completion_from_the_engine(tmp_path):
    app = OperatorApp(service_with_game(tmp_path, EXAMPLE, FIRST_BUILD))
    async with app.run_test(size=(160, 50)) as pilot:
        await on_dashboard(pilot)
        # Ann must build: "bu" + Tab completes the action, "P" + Tab the company she may build for.
        await type_text(pilot, "bu")
        await pilot.pause()
        await pilot.press("tab")
        await type_text(pilot, "p")
        await pilot.pause()
        await pilot.press("tab")
        assert app.screen.query_one("#command-input").value == "build PRR "
        hint = shown(app.screen.query_one("#command-hint"))
        assert hint.strip().startswith("build [player] company hexes…   Q5  Q6  R4")
