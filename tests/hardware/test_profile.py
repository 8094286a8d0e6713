import json

import pytest

from hardware.profile import ProfileError, builtin_names, default_name, load_profile, parse_profile
from tests.shared_data import REPO

GOOD = """
name = "test"
[scanner]
port = "/dev/ttyACM0"
[dials]
build = "encoder"
[[dials.dial]]
name = "auction"
fields = 4
pin_a = 17
pin_b = 27
[camera]
kind = "usb"
"""


def test_the_built_in_profiles_load():
    assert builtin_names() == ["reference", "reference-analog", "simulated"]
    reference = load_profile("reference")
    assert reference.scanner.port == "/dev/rtc-scanner"
    assert reference.dials.build == "encoder" and reference.camera.kind == "picamera"
    assert load_profile("reference-analog").dials.build == "analog"
    assert load_profile("simulated").simulated


@pytest.mark.parametrize("name", ["reference", "reference-analog", "simulated"])
def test_the_dials_have_the_fields_of_the_chicago_express_spinners(name):
    facts = json.loads((REPO / "rules/chicago_express/data/map.json").read_text())["dials"]
    expected = {dial: facts["physical_positions"][dial] for dial in ("auction", "development", "build")}
    assert load_profile(name).dials.fields == expected
    # START + the uses per round
    assert expected == {dial: facts[dial]["actions_per_round"] + 1 for dial in expected}


def test_encoder_pins_keep_clear_of_spi0_and_i2c():
    dials = load_profile("reference").dials.encoders
    pins = {pin for dial in dials for pin in (dial.pin_a, dial.pin_b)}
    assert not pins & {2, 3, 7, 8, 9, 10, 11}


def test_a_profile_file_by_path(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(GOOD)
    profile = load_profile(str(path))
    assert (profile.name, profile.source, profile.dials.settle) == ("test", str(path), 0.05)


def test_the_default_profile(monkeypatch):
    monkeypatch.setenv("RTC_PROFILE", "reference-analog")
    assert default_name() == "reference-analog"
    monkeypatch.delenv("RTC_PROFILE")
    assert default_name() == "simulated"  # this is not a Raspberry Pi


def bad(old, new):
    assert old in GOOD
    return GOOD.replace(old, new)


@pytest.mark.parametrize("text, sentence", [
    ("name = \n", "The hardware profile (mine) is not valid TOML: Invalid value (at line 1, column 8)."),
    (bad('port = "/dev/ttyACM0"\n', ""), "In the hardware profile (mine), scanner.port is missing."),
    (bad('[scanner]\nport = "/dev/ttyACM0"', '[scanner]\nport = "/dev/ttyACM0"\nbaud = "fast"'),
     "In the hardware profile (mine), scanner.baud has the wrong type."),
    (bad('build = "encoder"', 'build = "laser"'),
     "In the hardware profile (mine), dials.build must be one of encoder, analog, not 'laser'."),
    (bad("pin_b = 27\n", ""), "In the hardware profile (mine), the auction dial needs pin_a and pin_b for the encoder build."),
    (bad("pin_b = 27", "pin_b = 17"), "In the hardware profile (mine), pin 17 is used twice."),
    (bad('build = "encoder"', 'build = "analog"'),
     "In the hardware profile (mine), the auction dial needs a channel from 0 to 7 for the analog build."),
    (bad("fields = 4", "fields = 1"), "In the hardware profile (mine), the auction dial needs at least 2 fields."),
    (bad("fields = 4", "fields = 4\ncolour = 'red'"),
     "In the hardware profile (mine), dials.dial[0].colour is not a setting this companion knows."),
    (bad('kind = "usb"', 'kind = "files"'), "In the hardware profile (mine), camera.path is needed for a camera of kind files."),
    (bad('kind = "usb"', 'kind = "webcam"'),
     "In the hardware profile (mine), camera.kind must be one of usb, picamera, files, simulated, not 'webcam'."),
    (bad('name = "test"', 'name = "test"\nsimulated = "yes"'), "In the hardware profile (mine), simulated has the wrong type."),
])
def test_a_bad_profile_is_one_sentence(text, sentence):
    with pytest.raises(ProfileError) as refused:
        parse_profile(text, "mine")
    assert refused.value.sentence == sentence


def test_unknown_profiles_are_one_sentence(tmp_path):
    with pytest.raises(ProfileError) as refused:
        load_profile("kitchen")
    assert refused.value.sentence == ("There is no hardware profile 'kitchen'; the built-in ones are reference, "
                                      "reference-analog, simulated (or give the path of a .toml file).")
    with pytest.raises(ProfileError) as missing:
        load_profile(str(tmp_path / "none.toml"))
    assert missing.value.sentence == f"There is no hardware profile file {tmp_path / 'none.toml'}."
