"""The simulated table: the real drivers on a pseudo-terminal scanner, mock-pin dials, a drawn camera."""

import queue
from pathlib import Path

import numpy as np
import pytest

from companion.cards import catalogue, parse_card
from drivers.card_scanner import CardScanned
from drivers.dial_calibration import FILE_NAME, DialCalibration, save, uniform
from drivers.dials import DialMoved
from drivers.errors import DriverError
from drivers.health import State
from hardware.profile import load_profile
from hardware.simulated import SimulatedAnalogDials, simulated_table
from hardware.table import open_table

PATIENCE = 10.0


def next_of(events, kind):
    while True:
        event = events.get(timeout=PATIENCE)
        if isinstance(event, kind):
            return event


@pytest.fixture
def table():
    events = queue.Queue()
    board = np.zeros((30, 40, 3), np.uint8)
    with_table = simulated_table(lambda: board, on_event=events.put).start()
    yield with_table, events
    with_table.close()


def test_a_scanned_card_arrives_as_its_code_and_parses(table):
    sim, events = table
    card = catalogue("chicago-express")[5]
    sim.scan(card.code)
    assert parse_card(next_of(events, CardScanned).text, "chicago-express") == card


def test_turning_a_dial_moves_it_one_field_per_detent(table):
    sim, events = table
    sim.turn("development", 1)
    assert (next_of(events, DialMoved).dial, sim.dials.positions["development"]) == ("development", 1)
    sim.turn("development", -2)
    assert next_of(events, DialMoved).position == 4


def test_the_camera_serves_what_the_renderer_draws(table):
    sim, _ = table
    assert sim.camera.read().shape == (30, 40, 3)


def test_the_default_camera_is_a_blank_board():
    sim = simulated_table()
    try:
        assert sim.camera.still().shape == (1200, 1600, 3)
    finally:
        sim.close()


def test_closing_removes_the_virtual_device():
    sim = simulated_table()
    link = Path(sim.virtual_scanner.port)
    assert link.is_symlink()
    sim.close()
    assert not link.exists() and not link.parent.exists()


def test_a_simulated_analog_build_turns_too(tmp_path):
    profile_text = simulated_profile_text().replace('build = "encoder"', 'build = "analog"')
    path = tmp_path / "analog.toml"
    path.write_text(profile_text)
    events = queue.Queue()
    sim = open_table(load_profile(str(path)), on_event=events.put).start()
    try:
        assert next_of(events, DialMoved).position == 0  # absolute dials report where they are
        sim.turn("build", 2)
        moved = next_of(events, DialMoved)
        while moved.dial != "build" or moved.position == 0:
            moved = next_of(events, DialMoved)
        assert (moved.dial, moved.position) == ("build", 2)
    finally:
        sim.close()


def simulated_profile_text():
    from importlib import resources

    return (resources.files("hardware") / "profiles" / "simulated.toml").read_text()


def test_only_a_simulated_table_has_hands(table):
    sim, _ = table
    sim.virtual_scanner, sim.dial_pins = None, None
    with pytest.raises(DriverError) as scan:
        sim.scan("RTC1:x")
    assert scan.value.sentence == "Only a simulated table can scan by itself; use the real scanner."
    with pytest.raises(DriverError) as turn:
        sim.turn("build")
    assert turn.value.sentence == "Only a simulated table can turn its dials by itself; turn the real ones."


@pytest.mark.parametrize("saved, state", [(None, State.DEGRADED), ("all", State.OK)])
def test_an_analog_table_reads_its_calibration_from_the_data_folder(tmp_path, saved, state):
    text = simulated_profile_text().replace('build = "encoder"', 'build = "analog"')
    text = text.replace("simulated = true", "simulated = false").replace('port = "pty"', f'port = "{tmp_path / "tty"}"')
    (tmp_path / "analog.toml").write_text(text)
    profile = load_profile(str(tmp_path / "analog.toml"))
    if saved:
        save(tmp_path / FILE_NAME, DialCalibration({d.name: tuple(uniform(d.fields)) for d in profile.dials.sensors}))
    pins = SimulatedAnalogDials(profile.dials.sensors)  # a real-profile table on mock SPI
    table = open_table(profile, data_dir=tmp_path, pin_factory=pins.pin_factory)
    try:
        assert table.dials.health.state == state
    finally:
        table.close()
