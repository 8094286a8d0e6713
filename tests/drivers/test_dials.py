"""The dial drivers through gpiozero's MockFactory: encoders on mock pins, an MCP3008 on mock SPI."""

import random
import threading

import pytest
from gpiozero.pins.mock import MockFactory

from drivers.dial_calibration import DialCalibration, load, measure, save, uniform
from drivers.dials import AnalogDial, DialMoved, EncoderDial, EncoderDials
from drivers.errors import DriverError
from drivers.health import State
from hardware.simulated_dials import CLOCKWISE, SimulatedAnalogDials, SimulatedEncoders

SETTLE = 0.05
ENCODERS = [EncoderDial("auction", 4, 17, 27), EncoderDial("development", 5, 22, 23), EncoderDial("build", 6, 5, 6)]
SENSORS = [AnalogDial("auction", 4, 0), AnalogDial("development", 5, 1), AnalogDial("build", 6, 2)]


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def encoders():
    return SimulatedEncoders(ENCODERS)


@pytest.fixture
def dials(encoders, clock):
    with encoders.driver(settle=SETTLE, clock=clock) as driver:
        yield driver


def settle(dials, clock):
    """Poll, let everything hold still, poll again: the moves that settled."""
    moves = dials.poll()
    clock.advance(SETTLE * 1.5)
    moves += dials.poll()
    return [(move.dial, move.position) for move in moves]


def test_encoders_start_on_start_and_report_ok(dials):
    assert dials.positions == {"auction": 0, "development": 0, "build": 0}
    assert dials.health.state == State.OK


def test_clockwise_one_detent_at_a_time_wraps_after_the_last_field(dials, encoders, clock):
    seen = []
    for _ in range(5):
        encoders.turn("auction", 1)
        seen += settle(dials, clock)
    assert seen == [("auction", 1), ("auction", 2), ("auction", 3), ("auction", 0), ("auction", 1)]


def test_counter_clockwise(dials, encoders, clock):
    encoders.turn("build", -1)
    assert settle(dials, clock) == [("build", 5)]
    encoders.turn("build", -2)
    assert settle(dials, clock) == [("build", 3)]
    assert dials.positions == {"auction": 0, "development": 0, "build": 3}


def test_a_move_counts_only_once_it_has_held_still(dials, encoders, clock):
    encoders.turn("development", 1)
    clock.advance(SETTLE * 0.6)
    assert dials.poll() == []
    clock.advance(SETTLE * 0.6)
    assert dials.poll() == [DialMoved("development", 1, clock.now)]
    assert dials.poll() == []


def test_contact_bounce_counts_one_detent(dials, encoders, clock):
    # Each contact chatters as it closes and opens.
    encoders.drive("auction", [("a", False), ("a", True), ("a", False), ("b", False), ("b", True), ("b", False),
                               ("a", True), ("a", False), ("a", True), ("b", True), ("b", False), ("b", True)])
    assert settle(dials, clock) == [("auction", 1)]


def test_chatter_at_rest_and_a_wobble_between_detents_move_nothing(dials, encoders, clock):
    for _ in range(20):
        encoders.drive("auction", [("a", False), ("a", True)])
    encoders.turn("auction", 1)
    encoders.turn("auction", -1)  # nudged past the detent and back before it settled
    assert settle(dials, clock) == []
    assert dials.positions["auction"] == 0


def test_a_fast_spin_reports_only_where_it_stops(dials, encoders, clock):
    for _ in range(13):
        encoders.turn("build", 1)
        clock.advance(0.002)
    assert settle(dials, clock) == [("build", 13 % 6)]


def test_dials_move_independently(dials, encoders, clock):
    encoders.turn("auction", 1)
    encoders.turn("build", 2)
    assert sorted(settle(dials, clock)) == [("auction", 1), ("build", 2)]


def test_set_position_resynchronises_a_dial(dials, encoders, clock):
    dials.set_position("development", 3)
    assert dials.positions["development"] == 3
    assert settle(dials, clock) == []
    encoders.turn("development", 2)
    assert settle(dials, clock) == [("development", 0)]


def test_several_detents_per_field(clock):
    encoders = SimulatedEncoders([EncoderDial("auction", 4, 17, 27, detents_per_field=2)])
    with encoders.driver(settle=SETTLE, clock=clock) as dials:
        encoders.drive("auction", CLOCKWISE)
        assert settle(dials, clock) == []
        encoders.drive("auction", CLOCKWISE)
        assert settle(dials, clock) == [("auction", 1)]
        encoders.turn("auction", 1)  # turn() counts whole fields
        assert settle(dials, clock) == [("auction", 2)]


def test_a_pin_used_twice_is_refused_with_a_sentence(clock):
    encoders = SimulatedEncoders([EncoderDial("auction", 4, 17, 27), EncoderDial("build", 6, 27, 22)])
    with pytest.raises(DriverError) as refused:
        encoders.driver(clock=clock)
    assert refused.value.sentence.startswith("The dial encoders cannot be opened: ")


def test_two_dials_with_one_name_are_refused(clock):
    with pytest.raises(DriverError) as refused:
        EncoderDials([EncoderDial("auction", 4, 17, 27), EncoderDial("auction", 6, 5, 6)], pin_factory=MockFactory())
    assert refused.value.sentence == "Two dials have the same name; give each dial its own name in the hardware profile."


def test_background_polling_sends_settled_moves(encoders):
    arrived = threading.Event()
    moves = []

    def on_event(event):
        if isinstance(event, DialMoved):
            moves.append(event)
            arrived.set()

    with encoders.driver(settle=0.02, on_event=on_event) as dials:
        dials.start(interval=0.005)
        encoders.turn("build", 2)
        assert arrived.wait(10.0)
    assert [(m.dial, m.position) for m in moves] == [("build", 2)]


# --- the absolute build: AS5600 analog output through an MCP3008 -------------------------------


@pytest.fixture
def sensors():
    return SimulatedAnalogDials(SENSORS)


@pytest.fixture
def analog(sensors, clock):
    calibration = DialCalibration({d.name: tuple(uniform(d.fields)) for d in SENSORS})
    with sensors.driver(calibration, hysteresis=0.02, settle=SETTLE, clock=clock) as driver:
        yield driver


def sweep(dials, sensors, clock, name, start, stop, steps, noise, seed=7):
    """Turn one dial slowly from ``start`` to ``stop`` (fractions of a turn), with sensor noise."""
    rng = random.Random(seed)
    moves = []
    for step in range(steps + 1):
        angle = start + (stop - start) * step / steps
        sensors.set_angle(name, angle + rng.uniform(-noise, noise))
        clock.advance(0.005)
        moves += [move.position for move in dials.poll() if move.dial == name]
    clock.advance(SETTLE * 1.5)
    moves += [move.position for move in dials.poll() if move.dial == name]
    return moves


def test_absolute_dials_report_where_they_are_at_start(analog, sensors, clock):
    sensors.set_angle("development", 2 / 5)
    assert analog.poll() == []
    assert sorted(settle(analog, clock)) == [("auction", 0), ("build", 0), ("development", 2)]
    assert analog.health.state == State.OK


def test_a_slow_noisy_sweep_steps_through_each_field_once(analog, sensors, clock):
    # Noise of ±1.2% of a turn on every reading, hysteresis 2%: each edge is crossed exactly once.
    assert sweep(analog, sensors, clock, "build", 0.0, 1.0, 400, noise=0.012) == [0, 1, 2, 3, 4, 5, 0]
    assert sweep(analog, sensors, clock, "auction", 0.0, -1.0, 400, noise=0.012) == [3, 2, 1, 0]


def test_noise_on_a_field_edge_does_not_flicker(analog, sensors, clock):
    edge = 2.5 / 6  # the midpoint between the build dial's fields 2 and 3
    sensors.set_angle("build", 2 / 6)
    settle(analog, clock)
    assert sweep(analog, sensors, clock, "build", edge, edge, 300, noise=0.015) == []
    assert analog.positions["build"] == 2


def test_without_hysteresis_and_settling_the_same_noise_would_flicker(sensors, clock):
    calibration = DialCalibration({d.name: tuple(uniform(d.fields)) for d in SENSORS})
    with sensors.driver(calibration, hysteresis=0.0, settle=0.0, clock=clock) as bare:
        edge = 2.5 / 6
        assert len(sweep(bare, sensors, clock, "build", edge, edge, 300, noise=0.015)) > 10


def test_noise_around_the_wrap_of_the_sensor_stays_on_start(analog, sensors, clock):
    assert sweep(analog, sensors, clock, "auction", 0.0, 0.0, 200, noise=0.03) == [0]


def test_a_fast_spin_of_an_absolute_dial_reports_where_it_stops(analog, sensors, clock):
    settle(analog, clock)
    for angle in (0.1, 0.3, 0.5, 0.62, 0.66):
        sensors.set_angle("build", angle)
        clock.advance(0.004)
        assert analog.poll() == []
    assert settle(analog, clock) == [("build", 4)]


def test_calibration_measured_saved_and_used(sensors, clock, tmp_path):
    # A dial mounted a third of a turn round and wired backwards, fields of unequal size.
    true_centres = [0.33, 0.20, 0.05, 0.88, 0.70, 0.52]
    with sensors.driver(None, clock=clock) as uncalibrated:
        assert uncalibrated.health.state == State.DEGRADED
        assert uncalibrated.health.detail == (
            "The auction, development and build dials are not calibrated; run 'companion calibrate dials'.")
        measured = []
        for centre in true_centres:
            sensors.set_angle("build", centre)
            measured.append(measure(lambda: uncalibrated.read("build"), samples=8))
    assert measured == pytest.approx(true_centres, abs=0.002)
    path = tmp_path / "calibration.json"
    save(path, DialCalibration({"build": tuple(measured)}))
    calibration = load(path)
    with sensors.driver(calibration, clock=clock) as dials:
        assert dials.health.detail == "The auction and development dials are not calibrated; run 'companion calibrate dials'."
        for field in (3, 0, 5):
            sensors.set_angle("build", true_centres[field] + 0.01)
            assert settle(dials, clock)[-1] == ("build", field)


def test_a_calibration_with_fields_that_cannot_be_told_apart_is_refused(sensors, clock):
    calibration = DialCalibration({"auction": (0.0, 0.25, 0.26, 0.75)})
    with pytest.raises(DriverError) as refused:
        sensors.driver(calibration, clock=clock)
    assert refused.value.sentence == "Two fields of the auction dial read almost the same; check the magnet and calibrate it again."


def test_an_unreadable_calibration_file_is_one_sentence(tmp_path):
    path = tmp_path / "calibration.json"
    path.write_text("{not json")
    with pytest.raises(DriverError) as refused:
        load(path)
    assert refused.value.sentence == f"The dial calibration in {path} is unreadable; run 'companion calibrate dials' again."
    assert load(tmp_path / "absent.json") is None
