"""The start screen's stored games and the command palette, from the keyboard."""

from __future__ import annotations

from companion.service import TableService
from companion.store import Store
from companion.ui.app import OperatorApp
from companion.ui.screens.confirm import ConfirmScreen
from companion.ui.screens.start import StartScreen
from tests.companion.ui.helpers import ROOT, on_dashboard, service_with_game, type_text, wait_for

EXAMPLE = ROOT / "docs" / "examples" / "chicago-express-short.jsonl"


async def test_resume_a_stored_game_from_the_start_screen(tmp_path):
    service_with_game(tmp_path, EXAMPLE, 12).store.close()
    service = TableService(Store.open(tmp_path / "games.sqlite3"))  # nothing open yet
    app = OperatorApp(service)
    async with app.run_test(size=(160, 50)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen), "the start screen")
        for _ in range(40):
            if app.focused is not None and app.focused.id == "stored":
                break
            await pilot.press("tab")
        await pilot.press("enter")
        await on_dashboard(pilot)
        assert app.state.seq == 12 and app.state.game == "chicago-express"


async def test_a_bad_new_game_is_refused_on_the_start_screen(tmp_path):
    service = TableService(Store.open(tmp_path / "games.sqlite3"))
    app = OperatorApp(service)
    async with app.run_test(size=(160, 50)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen), "the start screen")
        await pilot.press("tab")
        await type_text(pilot, "Ann")
        await pilot.press("ctrl+s")
        message = app.screen.query_one("#start-message")
        await wait_for(pilot, lambda: message.has_class("error"), "the refusal")
        assert "Chicago Express is for 2 to 6 players, not 1." in str(message.render())
        assert app.state.row is None


async def test_command_palette_offers_the_actions_and_undo(tmp_path):
    app = OperatorApp(service_with_game(tmp_path, EXAMPLE, 3))
    async with app.run_test(size=(160, 50)) as pilot:
        await on_dashboard(pilot)
        await pilot.press("ctrl+p")
        await type_text(pilot, "action bid")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.screen is app.dashboard, "the palette to close")
        assert app.screen.query_one("#command-input").value == "bid "

        await pilot.press("ctrl+u", "ctrl+p")
        await type_text(pilot, "undo the last")
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the undo question")
        assert "Undo pass Ann?" in str(app.screen.query_one("#confirm-question").render())
        await pilot.press("escape")
