"""The two Textual apps: the operator's dashboard (``companion play``) and the read-only scoreboard.

State flows one way: the table service publishes a ``TableState``; the app turns it into a
``StateChanged`` message (listeners may run on driver threads; ``post_message`` is thread-safe) and
pushes it into the screens. Everything that changes the table goes through the service, one call at a
time on a worker thread (the store syncs to disk before the service answers).
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from textual.app import App
from textual.message import Message
from textual.screen import Screen

from companion.errors import CompanionError
from companion.store import StoredGame
from companion.ui import commands
from companion.ui.games import GameInfo, available_games
from companion.ui.palette import TableCommands
from companion.ui.screens.confirm import ConfirmScreen
from companion.ui.screens.dashboard import DashboardScreen, OperatorScreen
from companion.ui.screens.start import NewGame, StartScreen, openable
from companion.ui.screens.waiting import WaitingScreen
from companion.ui.state import ViewState
from rules.core import ActionCodec, RuleError

# Absolute, so that subclasses defined elsewhere (tests, benchmarks) find them too.
STYLES = [Path(__file__).parent / "styles" / f"{name}.tcss"
          for name in ("app", "start", "dashboard", "chicago_express", "g1846", "ticket_to_ride")]


class StateChanged(Message):
    def __init__(self, state: ViewState) -> None:
        super().__init__()
        self.state = state


class TableApp(App[None]):
    """What both apps share: showing a table state on the right screen."""

    CSS_PATH = STYLES
    TITLE = "Rail Table Companion"
    # Below 140 columns (a phone, a small window) the dashboards stack their columns.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (140, "-wide")]
    read_only = True

    def __init__(self) -> None:
        super().__init__()
        self.state = ViewState.empty()
        self.dashboard: DashboardScreen | None = None
        self._latest: ViewState | None = None

    def publish(self, state: ViewState) -> None:
        """Hand a new state to the app, from any thread."""
        self._latest = state
        self.post_message(StateChanged(state))

    async def on_state_changed(self, event: StateChanged) -> None:
        if event.state is not self._latest:
            return  # a newer state is already on its way: draw that one
        await self.show_state(event.state)

    async def show_state(self, state: ViewState) -> None:
        self.state = state
        if state.row is None:
            self.dashboard = None
            await self.show_no_game(state)
        elif self.dashboard is not None and self.dashboard.row == state.row:
            self.dashboard.show(state)
        else:
            self.dashboard = self.make_dashboard(state)
            await self.install(self.dashboard)
        self.state_shown(state)

    def state_shown(self, state: ViewState) -> None:
        """Hook for tests and the benchmark: ``state`` is on the screen now."""

    def make_dashboard(self, state: ViewState) -> DashboardScreen:
        return DashboardScreen(state, read_only=True)

    async def show_no_game(self, state: ViewState) -> None:
        await self.show_waiting("No game is open at the table yet.")

    async def show_waiting(self, sentence: str) -> None:
        if isinstance(self.screen, WaitingScreen):
            self.screen.say(sentence)
        else:
            self.dashboard = None
            await self.install(WaitingScreen(sentence))

    async def install(self, screen: Screen[Any]) -> None:
        """Make ``screen`` the base screen, closing anything open over the old one."""
        while len(self.screen_stack) > 2:
            await self.pop_screen()
        if len(self.screen_stack) == 2:
            await self.switch_screen(screen)
        else:
            await self.push_screen(screen)


class ServiceRunner:
    """Calls into the table service one at a time and in order, on a worker thread."""

    def __init__(self) -> None:
        self._jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()

    def put(self, job: Callable[[], None]) -> None:
        self._jobs.put(job)

    def run(self) -> None:
        while (job := self._jobs.get()) is not None:
            job()

    def stop(self) -> None:
        self._jobs.put(None)


class OperatorApp(TableApp):
    """The dashboard on the table screen: owns nothing but talks to the service that owns everything."""

    COMMANDS = App.COMMANDS | {TableCommands}
    read_only = False

    def __init__(self, service: Any, table: Any = None, games: Sequence[GameInfo] | None = None,
                 board: Any = None) -> None:
        super().__init__()
        self.service = service
        self.table = table
        self.board = board  # the simulated table's board (trains laid by hand for its camera), or None
        self.games = list(games) if games is not None else available_games()
        self.runner = ServiceRunner()
        self._unsubscribe: Callable[[], None] | None = None

    async def on_mount(self) -> None:
        self.run_worker(self.runner.run, thread=True, name="table service", group="service")
        self._unsubscribe = self.service.subscribe(lambda state: self.publish(ViewState(state.to_json())))
        self.publish(ViewState(self.service.state.to_json()))

    def on_unmount(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        self.runner.stop()

    def make_dashboard(self, state: ViewState) -> DashboardScreen:
        return OperatorScreen(state)

    async def show_no_game(self, state: ViewState) -> None:
        await self.install(self._start_screen(can_go_back=False))

    def _start_screen(self, *, can_go_back: bool) -> StartScreen:
        known = {g.id: g for g in self.games}
        return StartScreen(self.games, lambda: self.stored_games(known), self.start_game, self.open_game,
                           can_go_back=can_go_back)

    def stored_games(self, known: Mapping[str, GameInfo]) -> list[StoredGame]:
        return openable(self.service.store.games(), known)

    def show_games(self) -> None:
        self.push_screen(self._start_screen(can_go_back=True))

    # -- calling the service --------------------------------------------------------------------
    def call_service(self, change: Callable[[], Any], then: Callable[[], None] | None = None,
                     refused: Callable[[str], None] | None = None) -> None:
        """Run ``change`` on the service thread; ``then`` on the UI thread if it succeeded."""

        def job() -> None:
            try:
                ok = change()
            except (CompanionError, RuleError) as error:
                self._refused(error.sentence, refused)
                return
            except Exception as error:  # noqa: BLE001 - a device or store failure must not kill the screen
                self.log.error(f"table service call failed: {error!r}")
                self._refused(f"That did not work: {error}.", refused)
                return
            if ok is not False and then is not None:
                self.call_from_thread(then)

        self.runner.put(job)

    def _refused(self, sentence: str, refused: Callable[[str], None] | None) -> None:
        if refused is not None:
            self.call_from_thread(refused, sentence)
        else:
            self.service.tell(sentence, error=True)

    def start_game(self, request: NewGame) -> None:
        def refused(sentence: str) -> None:
            if isinstance(self.screen, StartScreen):
                self.screen.show_error(sentence)

        self.call_service(lambda: self.service.new_game(request.game, request.options, request.seed),
                          refused=refused)

    def open_game(self, row: int) -> None:
        def refused(sentence: str) -> None:
            if isinstance(self.screen, StartScreen):
                self.screen.show_error(sentence)

        self.call_service(lambda: self.service.open_game(row), refused=refused)

    def run_command(self, text: str, codec: ActionCodec, names: commands.Names | None = None) -> None:
        screen = self.dashboard if isinstance(self.dashboard, OperatorScreen) else None
        try:
            parsed = commands.parse(text, codec, self.state, names)
        except commands.CommandError as error:
            if screen is not None:
                screen.say(error.sentence, error=True)
            return
        done = (lambda: screen.accepted(text)) if screen is not None else None
        if isinstance(parsed, commands.Submit):
            action = parsed.action
            self.call_service(lambda: self.service.submit(action), then=done)
            return
        if done is not None:
            done()
        self.run_table_command(parsed)

    def run_table_command(self, command: commands.Meta) -> None:
        args = command.args
        match command.name:
            case "undo":
                self.ask_undo()
            case "redo":
                self.redo()
            case "confirm":
                self.confirm_proposal(_number(args))
            case "dismiss":
                self.dismiss_proposal(_number(args))
            case "scan":
                self.scan(" ".join(args))
            case "turn":
                self.turn(args)
            case "photo":
                self.take_photo()
            case "lay":
                self.lay(args)
            case "games":
                self.show_games()
            case "quit":
                self.exit()

    # -- undo, redo, proposals -------------------------------------------------------------------
    def last_action_text(self) -> str:
        session = getattr(self.service, "session", None)
        actions = session.effective_actions() if session is not None else []
        return describe_action(actions[-1]) if actions else "the last action"

    def ask_undo(self) -> None:
        if not self.state.can_undo:
            self.service.tell("There is nothing to undo.", error=True)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.call_service(self.service.undo)

        self.push_screen(ConfirmScreen(f"Undo {self.last_action_text()}?"), answered)

    def redo(self) -> None:
        self.call_service(self.service.redo)

    def _proposal_id(self, number: int | None) -> int | None:
        proposals = self.state.proposals
        if number is not None:
            return number
        if not proposals:
            self.service.tell("No device is proposing anything.", error=True)
            return None
        return int(proposals[0]["id"])

    def confirm_proposal(self, number: int | None) -> None:
        proposal = self._proposal_id(number)
        if proposal is not None:
            self.call_service(lambda: self.service.confirm(proposal))

    def dismiss_proposal(self, number: int | None) -> None:
        proposal = self._proposal_id(number)
        if proposal is not None:
            self.call_service(lambda: self.service.dismiss(proposal))

    # -- the simulated table ---------------------------------------------------------------------
    def take_photo(self) -> None:
        self.call_service(self.service.capture_board)

    def lay(self, args: Sequence[str]) -> None:
        """Lay trains (or a station: ``station:CITY``) on the simulated board, as a player's hand would;
        the camera sees them at the next photo. The colour defaults to the player on turn's."""
        if self.board is None:
            self.service.tell("Trains are laid by hand on a real board; /lay works on the simulated table.", error=True)
            return
        if not args or not (self.state.game or "").startswith("ttr-"):
            self.service.tell("Say what to lay in a Ticket to Ride game: /lay ROUTE [COLOUR].", error=True)
            return
        what = args[0]
        colour = args[1] if len(args) > 1 else self.state.details.get("colour")
        if what not in self.route_ids():
            self.service.tell(f"The map has no route or station spot {what!r}; Tab lists them.", error=True)
            return
        colours = [p.get("colour") for p in self.state.snapshot.get("players", [])]
        if colour not in colours:
            self.service.tell(f"Nobody plays {colour!r}; the colours are {', '.join(map(str, colours))}.", error=True)
            return
        if what.startswith("station:"):
            self.board.build_station(what.removeprefix("station:"), colour)
        else:
            self.board.lay(what, colour)
        self.service.tell(f"Laid {what} in {colour} on the simulated board; take a photo (F7) to let the camera see it.")

    def _need_table(self) -> bool:
        if self.table is None:
            self.service.tell("No table is attached; start the companion with a hardware profile.", error=True)
        return self.table is not None

    def scan(self, code: str) -> None:
        if not code:
            self.service.tell("Say which card to scan: /scan CODE.", error=True)
        elif self._need_table():
            self.call_service(lambda: self.table.scan(code))

    def turn(self, args: Sequence[str]) -> None:
        if not args:
            self.service.tell("Say which dial to turn: /turn DIAL [FIELDS].", error=True)
            return
        try:
            detents = int(args[1]) if len(args) > 1 else 1
        except ValueError:
            self.service.tell(f"Turn a dial by a whole number of fields, not {args[1]!r}.", error=True)
            return
        if self._need_table():
            self.call_service(lambda: self.table.turn(args[0], detents))

    def dial_names(self) -> list[str]:
        profile = getattr(self.table, "profile", None)
        return list(profile.dials.fields) if profile is not None else []

    def card_codes(self) -> list[tuple[str, str]]:
        """(code, title) of every card of the open game, for scanning on the simulated table."""
        if self.table is None or not self.state.game:
            return []
        from companion.cards import catalogue

        try:
            return [(card.code, card.title) for card in catalogue(self.state.game)]
        except (KeyError, ValueError, CompanionError):
            return []

    def table_words(self) -> dict[str, list[str]]:
        ids = [str(p.get("id")) for p in self.state.proposals]
        return {"scan": [code for code, _ in self.card_codes()], "turn": self.dial_names(),
                "confirm": ids, "dismiss": ids, "lay": self.route_ids()}

    def route_ids(self) -> list[str]:
        """The routes and station spots of the open Ticket to Ride map, for /lay on the simulated table."""
        if self.board is None or not (self.state.game or "").startswith("ttr-"):
            return []
        from rules.ticket_to_ride.board import load_board

        board = load_board(self.state.snapshot["map"])
        stations = [f"station:{city}" for city in board.cities] if board.stations_per_player else []
        return list(board.routes) + stations


def _number(args: Sequence[str]) -> int | None:
    if not args:
        return None
    try:
        return int(args[0].lstrip("#"))
    except ValueError:
        return None


def describe_action(action: Mapping[str, Any]) -> str:
    """``bid Ann 7``: an action as the command line would say it."""
    words = [str(action.get("type"))]
    for key, value in action.items():
        if key == "type" or value is None:
            continue
        words.extend(str(v) for v in value) if isinstance(value, list) else words.append(str(value))
    return " ".join(words)
