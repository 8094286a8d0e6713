"""Driving the apps from tests: a table service on a fresh store, and keys typed as an operator would."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from textual import events
from textual.keys import _character_to_key
from textual.pilot import Pilot

from companion.service import TableService
from companion.store import Store, read_game_file

ROOT = Path(__file__).resolve().parents[3]
# Pilot.pause() lets the app process what is queued; a state change needs a few rounds at most.
PAUSE_ROUNDS = 200


def new_service(tmp_path: Path) -> TableService:
    return TableService(Store.open(tmp_path / "games.sqlite3"))


def replay(service: TableService, game: str, options: Mapping[str, Any], actions: Iterable[Mapping[str, Any]],
           seed: int = 0) -> None:
    """A stored game brought to a fixed state (for snapshot tests)."""
    service.new_game(game, options, seed)
    for action in actions:
        assert service.submit(action), service.state.message


async def wait_for(pilot: Pilot[Any], condition: Callable[[], bool], what: str = "the screen to update") -> None:
    for _ in range(PAUSE_ROUNDS):
        if condition():
            return
        await pilot.pause()
    raise AssertionError(f"gave up waiting for {what}")


async def type_text(pilot: Pilot[Any], text: str) -> None:
    """Key events for each character, as a terminal sends them while someone types.

    ``Pilot.press`` waits for the whole process to go idle after every key (at least 40 ms), which
    makes a game of a thousand keys take minutes; the keys go through the same driver queue here,
    and the app is given time once the line is typed.
    """
    send_keys(pilot, text)
    await pilot.pause()


def send_keys(pilot: Pilot[Any], text: str, *, enter: bool = False) -> None:
    driver = pilot.app._driver
    assert driver is not None
    keys = [(c if c.isalnum() else _character_to_key(c), c) for c in text] + ([("enter", "\r")] if enter else [])
    for key, character in keys:
        event = events.Key(key, character)
        event.set_sender(pilot.app)
        driver.send_message(event)


async def command(pilot: Pilot[Any], text: str) -> None:
    """Type a command line and Enter; wait until the service took it (or refused it)."""
    app = pilot.app
    version = app.state.version
    message = app.screen.query_one("#message")
    message.set_class(False, "error")
    send_keys(pilot, text, enter=True)
    # The service publishes a new state, or the screen itself could not read the line.
    await wait_for(pilot, lambda: (app.state.version > version and app.state is app._latest)
                   or message.has_class("error"), f"{text!r} to be taken")
    await pilot.pause()  # the layout follows the new content


async def accepted(pilot: Pilot[Any], text: str) -> None:
    """A command the table must accept."""
    app = pilot.app
    seq = app.state.seq
    await command(pilot, text)
    assert not app.screen.query_one("#message").has_class("error"), f"{text!r} was refused: {shown(app.screen.query_one('#message')).strip()}"
    assert app.state.seq == seq + 1, f"{text!r} did not change the game"


def command_for(action: Mapping[str, Any], actor: str | None) -> str:
    """The shortest command line for an action: the player is left out when it is the one on turn."""
    words = [str(action["type"])]
    for key, value in action.items():
        if key == "type" or value is None or (key == "player" and value == actor):
            continue
        words.extend(str(v) for v in value) if isinstance(value, list) else words.append(str(value))
    return " ".join(words)


async def start_new_game(pilot: Pilot[Any], game_index: int, players: list[str], *, seed: str = "") -> None:
    """On the start screen: choose the game'th game, name the players, Ctrl+S."""
    app = pilot.app
    await pilot.pause()
    if game_index:
        await pilot.press("enter", *["down"] * game_index, "enter")
        await pilot.pause()
    for name in players:
        await pilot.press("tab")
        await type_text(pilot, name)
        await pilot.press("tab")  # past the colour
    if seed:
        app.screen.query_one("#seed").focus()
        await type_text(pilot, seed)
    await pilot.press("ctrl+s")
    await wait_for(pilot, lambda: app.state.row is not None, "the new game")
    await on_dashboard(pilot)


async def on_dashboard(pilot: Pilot[Any]) -> None:
    """Wait until the app shows the open game's dashboard."""
    app = pilot.app
    await wait_for(pilot, lambda: app.dashboard is not None and app.screen is app.dashboard, "the dashboard")


def service_with_game(tmp_path: Path, game_file: Path, count: int = 0) -> TableService:
    """A service with the game of ``game_file`` started and its first ``count`` actions applied."""
    game = read_game_file(game_file)
    service = new_service(tmp_path)
    replay(service, game.game, game.options, game.actions[:count], game.seed)
    return service


def shown(widget: Any) -> str:
    """The text a widget shows on the screen now, line by line (borders included)."""
    from textual.geometry import Region

    strips = widget.render_lines(Region(0, 0, widget.outer_size.width, widget.outer_size.height))
    return "\n".join(strip.text.rstrip() for strip in strips)
