"""The wiring document says what the profiles say."""

from collections import Counter

import pytest
from PIL import Image

from hardware.profile import load_profile
from hardware.wiring import draw, header, markdown_table, wires
from tests.shared_data import REPO


@pytest.mark.parametrize("name", ["reference", "reference-analog"])
def test_the_document_holds_the_current_table_and_picture(name):
    profile = load_profile(name)
    assert markdown_table(profile) in (REPO / "docs" / "wiring.md").read_text()
    picture = REPO / "docs" / f"wiring-{name}.png"
    assert f"]({picture.name})" in (REPO / "docs" / "wiring.md").read_text()
    assert Image.open(picture).size == draw(profile).size


@pytest.mark.parametrize("name", ["reference", "reference-analog"])
def test_no_header_pin_carries_two_signals(name):
    signals = Counter(w.header_pin for w in wires(load_profile(name)) if w.header_pin and not w.signal.startswith(("GND", "3V3")))
    assert all(count == 1 for count in signals.values())


def test_each_encoder_wire_lands_on_the_gpio_of_the_profile():
    pins = header()
    for wire in wires(load_profile("reference")):
        assert pins[wire.header_pin] == wire.signal
    encoders = load_profile("reference").dials.encoders
    a_pins = {w.part: pins[w.header_pin] for w in wires(load_profile("reference")) if w.terminal == "A"}
    assert a_pins == {f"{d.name} encoder": f"GPIO{d.pin_a}" for d in encoders}


def test_the_analog_build_uses_spi0_and_one_channel_per_dial():
    profile = load_profile("reference-analog")
    by_terminal = {(w.part, w.terminal.split()[0]): w for w in wires(profile)}
    assert header()[by_terminal[("MCP3008", "CLK")].header_pin] == "GPIO11"
    assert header()[by_terminal[("MCP3008", "CS")].header_pin] == "GPIO8"
    channels = [by_terminal[(f"{d.name} AS5600", "OUT")].signal for d in profile.dials.sensors]
    assert channels == [f"MCP3008 CH{d.channel} (pin {d.channel + 1})" for d in profile.dials.sensors]
