"""`companion doctor` and `companion calibrate dials` through the CLI: reports, sentences, no tracebacks."""

import json
from importlib import resources

import pytest

import hardware.doctor
from companion.cli import main
from drivers.dial_calibration import calibrate
from drivers.dials import AnalogDial
from hardware.simulated_dials import SimulatedAnalogDials


def run(argv, capsys):
    status = main(argv)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return status, captured.out, captured.err


def test_doctor_on_the_simulated_table(capsys, tmp_path):
    status, out, _ = run(["--data-dir", str(tmp_path), "doctor", "--profile", "simulated"], capsys)
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("hardware profile: ok — simulated: ")
    assert "card scanner (simulated on a pseudo-terminal): ok" in lines
    assert "dials (rotary encoders): ok" in lines
    assert "simulated camera: ok — 1600x1200 pictures" in lines
    assert any(line.startswith("GPIO: ") for line in lines)


def test_doctor_on_the_reference_profile_away_from_the_table(capsys, tmp_path):
    status, out, _ = run(["--data-dir", str(tmp_path), "doctor", "--profile", "reference", "--json"], capsys)
    assert status == 0
    report = {entry["device"]: entry for entry in json.loads(out)}
    scanner = report["card scanner on /dev/rtc-scanner"]
    assert (scanner["state"], scanner["detail"]) == ("absent", "There is no device at /dev/rtc-scanner; plug the scanner in.")
    assert report["GPIO"]["state"] == "absent"
    assert report["dials (encoder build)"]["detail"] == "Not checked: this machine has no usable GPIO."
    assert report["Pi camera 0"]["state"] == "absent"


def test_a_failing_probe_is_a_line_not_a_traceback(capsys, tmp_path, monkeypatch):
    def broken():
        raise RuntimeError("the GPIO chip caught fire")

    monkeypatch.setattr(hardware.doctor, "gpio_health", broken)
    status, out, _ = run(["--data-dir", str(tmp_path), "doctor"], capsys)
    assert status == 0
    assert "GPIO: error — RuntimeError: the GPIO chip caught fire" in out.splitlines()


def test_doctor_with_a_bad_profile_is_one_sentence(capsys):
    status, out, err = run(["doctor", "--profile", "kitchen"], capsys)
    assert (status, out) == (2, "")
    assert err.startswith("There is no hardware profile 'kitchen'; ")


@pytest.fixture
def analog_profile(tmp_path):
    text = (resources.files("hardware") / "profiles" / "simulated.toml").read_text()
    path = tmp_path / "analog.toml"
    path.write_text(text.replace('build = "encoder"', 'build = "analog"'))
    return path


def test_calibrate_refuses_encoder_dials(capsys):
    status, _, err = run(["calibrate", "dials", "--profile", "simulated"], capsys)
    assert status == 2
    assert err.strip() == ("The dials of the simulated profile are rotary encoders; they count from START "
                           "and need no calibration.")


def test_calibrate_interrupted_saves_nothing(capsys, tmp_path, analog_profile, monkeypatch):
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    status, out, err = run(["--data-dir", str(tmp_path / "data"), "calibrate", "dials", "--profile", str(analog_profile)], capsys)
    assert status == 2
    assert err.strip() == "Calibration was interrupted; nothing was saved."
    assert not (tmp_path / "data").exists()


def test_calibrate_refuses_fields_that_read_the_same(capsys, tmp_path, analog_profile, monkeypatch):
    monkeypatch.setattr("builtins.input", lambda prompt: "")  # Enter pressed, but nobody turns the dials
    status, _, err = run(["--data-dir", str(tmp_path), "calibrate", "dials", "--profile", str(analog_profile),
                          "--samples", "2"], capsys)
    assert status == 2
    assert err.strip() == "Two fields of the auction dial read almost the same; check the magnet and calibrate it again."


def test_calibration_follows_the_person_turning_the_dials():
    sensors = [AnalogDial("auction", 4, 0), AnalogDial("build", 6, 2)]
    pins = SimulatedAnalogDials(sensors)
    where = {"auction": [0.9, 0.15, 0.4, 0.65], "build": [0.5, 0.6, 0.7, 0.8, 0.9, 0.0]}
    asked = []

    def turn_when_asked(name, field):
        asked.append((name, field))
        pins.set_angle(name, where[name][field])

    with pins.driver() as dials:
        result = calibrate(dials.read, [("auction", 4), ("build", 6)], turn_when_asked, hysteresis=0.02, samples=4)
    assert asked == [("auction", f) for f in range(4)] + [("build", f) for f in range(6)]
    for name, centres in where.items():
        measured = result.centres[name]
        assert all(abs((m - c + 0.5) % 1.0 - 0.5) < 0.002 for m, c in zip(measured, centres, strict=True))
