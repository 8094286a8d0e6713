"""The scanner driver through a real serial.Serial on a pseudo-terminal pair behind a symlink."""

import threading
import time

import pytest

from drivers.backoff import Backoff
from drivers.card_scanner import CardScanner
from drivers.health import HealthChanged, State
from drivers.scan_lines import DAMAGED, TOO_LONG
from hardware.virtual_scanner import VirtualScanner

PATIENCE = 10.0  # seconds to wait for something that should happen at once; never a measured limit


@pytest.fixture
def device(tmp_path):
    with VirtualScanner(tmp_path / "rtc-scanner") as virtual:
        yield virtual


@pytest.fixture
def scanner(device):
    driver = CardScanner(device.port, 9600, backoff=Backoff(0.01, 2.0, 0.05))
    with driver:
        wait_for_health(driver, State.OK)
        yield driver


def wait_for_health(driver, state):
    while driver.health.state != state:
        event = driver.get(PATIENCE)
        assert event is not None, f"the scanner never became {state}"


def next_reading(driver):
    """The next CardScanned or ScanError (health changes are skipped)."""
    while True:
        event = driver.get(PATIENCE)
        assert event is not None, "no event arrived"
        if not isinstance(event, HealthChanged):
            return event


def assert_quiet(driver):
    event = driver.get(0.2)
    assert event is None or isinstance(event, HealthChanged), event


@pytest.mark.parametrize("ending", ["\r", "\n", "\r\n"])
def test_every_line_ending(device, scanner, ending):
    device.scan("RTC1:1846:minor:MS*X", ending)
    device.scan("RTC1:1846:minor:BIG4*Y", ending)
    assert next_reading(scanner).text == "RTC1:1846:minor:MS*X"
    assert next_reading(scanner).text == "RTC1:1846:minor:BIG4*Y"
    assert_quiet(scanner)


@pytest.mark.parametrize("aim", ["]Q1", "]Q3", "]d2", "]E0", "]C0"])
def test_aim_symbology_prefixes_are_stripped(device, scanner, aim):
    device.scan("RTC1:ttr-usa:ticket:denver-el_paso*Q", aim=aim)
    assert next_reading(scanner).text == "RTC1:ttr-usa:ticket:denver-el_paso*Q"


def test_lines_split_across_writes(device, scanner):
    # Pauses longer than the driver's read timeout make each piece arrive in a read of its own.
    for piece in [b"]Q", b"1RTC1:chi", b"cago-express:share:PRR:1*7"]:
        device.write(piece)
        time.sleep(0.08)
    assert_quiet(scanner)  # every byte is there but the line ending
    device.write(b"\r")
    time.sleep(0.08)
    device.write(b"\nRTC1:a\r")  # the LF of a CRLF split from its CR starts no empty reading
    assert next_reading(scanner).text == "RTC1:chicago-express:share:PRR:1*7"
    assert next_reading(scanner).text == "RTC1:a"
    for byte in b"RTC1:b\r\n":
        device.write(bytes([byte]))
    assert next_reading(scanner).text == "RTC1:b"
    assert_quiet(scanner)


def test_garbage_bytes_are_survived(device, scanner):
    device.write(b"\x00\xff\xfe\x13\x11")  # power-up noise, no line ending
    device.scan("RTC1:first")
    device.write(b"RTC1:da\xffmaged\r\n")
    device.write(b"\x00\x00\r\n")  # a line of nothing but noise
    device.write(b"z" * 2000)
    device.scan("RTC1:second")
    device.scan("RTC1:third")
    assert next_reading(scanner).text == "RTC1:first"
    assert next_reading(scanner).sentence == DAMAGED
    assert next_reading(scanner).sentence == TOO_LONG
    assert next_reading(scanner).text == "RTC1:third"
    assert_quiet(scanner)
    assert scanner.health.state == State.OK


def test_unplug_is_reported_and_replug_reconnects(device, scanner):
    device.scan("RTC1:before")
    assert next_reading(scanner).text == "RTC1:before"
    device.unplug()
    lost = next_reading(scanner)
    assert lost.sentence == (f"The card scanner on {device.port} was unplugged or stopped answering; "
                             "waiting for it to come back.")
    wait_for_health(scanner, State.LOST)
    assert scanner.health.detail == lost.sentence
    device.plug()  # a new pseudo-terminal, the symlink re-pointed
    wait_for_health(scanner, State.OK)
    device.scan("RTC1:after")
    assert next_reading(scanner).text == "RTC1:after"


def test_a_scanner_absent_at_start_is_found_when_plugged(tmp_path):
    link = tmp_path / "later"
    driver = CardScanner(str(link), backoff=Backoff(0.01, 2.0, 0.05))
    with driver:
        wait_for_health(driver, State.ABSENT)
        assert driver.health.detail == f"There is no device at {link}; plug the scanner in."
        with VirtualScanner(link) as device:
            wait_for_health(driver, State.OK)
            device.scan("RTC1:late")
            assert next_reading(driver).text == "RTC1:late"


def test_a_port_in_use_by_another_program_is_an_error(device, scanner):
    second = CardScanner(device.port, backoff=Backoff(0.01, 2.0, 0.05))
    with second:
        wait_for_health(second, State.ERROR)
    assert second.health.detail == f"{device.port} cannot be opened (another program is using it)."


def test_backoff_between_attempts_uses_the_injected_sleep(tmp_path):
    delays = []
    link = tmp_path / "scanner"
    driver = CardScanner(str(link), sleep=delays.append, backoff=Backoff(0.1, 2.0, 1.0))
    for _ in range(6):
        driver.step()
    assert delays == [0.1, 0.2, 0.4, 0.8, 1.0, 1.0]
    with VirtualScanner(link) as device:
        driver.step()
        assert driver.health.state == State.OK
        device.unplug()
        driver.step()
        assert driver.health.state == State.LOST
        driver.step()
        assert delays[-1] == 0.1  # a successful connection started the backoff afresh
        driver.stop()


def test_ten_thousand_scans_in_a_burst_none_lost_or_duplicated(device, scanner):
    codes = [f"RTC1:burst:{n:05d}" for n in range(10_000)]
    endings = ["\r", "\n", "\r\n"]
    stream = "".join(code + endings[n % 3] for n, code in enumerate(codes)).encode()
    writer = threading.Thread(target=device.write, args=(stream,))
    writer.start()
    seen = [next_reading(scanner).text for _ in codes]
    writer.join()
    assert seen == codes
    assert_quiet(scanner)
