"""What `companion doctor` finds: the devices of this machine and of the hardware profile, with health.

Every probe opens its device briefly and closes it again; a failing probe becomes a health line, never
an exception (doctor is what people run when something is already wrong).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from companion.errors import CompanionError
from drivers.card_scanner import CardScanner
from drivers.dial_calibration import FILE_NAME, load
from drivers.gpio import gpio_health
from drivers.health import Health, State
from hardware.profile import Profile
from hardware.simulated_dials import SimulatedAnalogDials, SimulatedEncoders
from hardware.table import open_dials, open_frames
from hardware.virtual_scanner import VirtualScanner


def _safely(device: str, probe: Callable[[], Health | list[Health]]) -> list[Health]:
    try:
        result = probe()
    except CompanionError as error:
        return [Health(device, State.ERROR, error.sentence)]
    except Exception as error:  # doctor reports whatever a driver or library throws
        return [Health(device, State.ERROR, f"{type(error).__name__}: {error}")]
    return result if isinstance(result, list) else [result]


def serial_ports() -> list[Health]:
    from serial.tools import list_ports

    ports = sorted(list_ports.comports(), key=lambda port: port.device)
    if not ports:
        return [Health("serial ports", State.ABSENT, "No serial ports found.")]
    return [Health(f"serial port {port.device}", State.OK,
                   "built-in serial port" if port.hwid == "n/a" else f"{port.description} ({port.hwid})")
            for port in ports]


def scanner_health(profile: Profile) -> Health:
    if profile.simulated:
        with VirtualScanner() as virtual:
            scanner = CardScanner(virtual.port, profile.scanner.baud, sleep=lambda _: None)
            scanner.step()
            scanner.stop()
            health = scanner.health
            return Health("card scanner (simulated on a pseudo-terminal)", health.state, health.detail)
    scanner = CardScanner(profile.scanner.port, profile.scanner.baud, sleep=lambda _: None)
    scanner.step()
    scanner.stop()
    return scanner.health


def dials_health(profile: Profile, data_dir: Path) -> Health:
    pin_factory = None
    if profile.simulated:
        settings = profile.dials
        pins = SimulatedEncoders(settings.encoders) if settings.build == "encoder" else \
            SimulatedAnalogDials(settings.sensors, spi_device=settings.spi_device)
        pin_factory = pins.pin_factory
    elif not gpio_health().state.usable:
        return Health(f"dials ({profile.dials.build} build)", State.ABSENT, "Not checked: this machine has no usable GPIO.")
    calibration = load(data_dir / FILE_NAME) if profile.dials.build == "analog" else None
    dials = open_dials(profile, calibration=calibration, pin_factory=pin_factory)
    try:
        dials.poll()
        return dials.health
    finally:
        dials.close()


def camera_health(profile: Profile) -> list[Health]:
    from drivers.camera import CameraError, video_devices

    found = video_devices()
    listed = Health("video devices", State.OK if found else State.ABSENT,
                    ", ".join(found) if found else "No /dev/video* devices found.")
    camera = open_frames(profile)
    try:
        frame = camera.read()
        health = camera.health
        detail = health.detail or f"{frame.shape[1]}x{frame.shape[0]} pictures"
        return [listed, Health(health.device, health.state, detail)]
    except CameraError:
        return [listed, camera.health]
    finally:
        camera.close()


def examine(profile: Profile, data_dir: Path) -> list[Health]:
    report = [Health("hardware profile", State.OK, f"{profile.name}: {profile.description} ({profile.source})")]
    report += _safely("serial ports", serial_ports)
    report += _safely("card scanner", lambda: scanner_health(profile))
    report += _safely("GPIO", gpio_health)
    report += _safely("dials", lambda: dials_health(profile, data_dir))
    report += _safely("camera", lambda: camera_health(profile))
    return report
