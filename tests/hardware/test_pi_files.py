"""The Raspberry Pi deployment files: units, udev rule, install script (checked as text and dry-run)."""

import configparser
import re
import subprocess

import pytest

from hardware.profile import load_profile
from tests.shared_data import REPO

PI = REPO / "hardware" / "pi"


def unit(name):
    parser = configparser.ConfigParser(strict=False, interpolation=None, delimiters=("=",))
    parser.optionxform = str
    parser.read_string((PI / name).read_text())
    return parser


def test_the_table_service_runs_play_on_the_hdmi_console():
    table = unit("rtc-table.service")
    assert table["Service"]["ExecStart"] == "/opt/rail-table-companion/venv/bin/companion play"
    assert table["Service"]["TTYPath"] == "/dev/tty1"
    assert table["Service"]["StandardInput"] == "tty"
    assert table["Unit"]["Conflicts"] == "getty@tty1.service"
    assert {"dialout", "gpio", "spi", "video"} <= set(table["Service"]["SupplementaryGroups"].split())
    assert table["Service"]["Restart"] == "always"
    assert table["Install"]["WantedBy"] == "multi-user.target"


def test_the_viewer_serves_browsers_and_owns_no_hardware():
    viewer = unit("rtc-viewer.service")
    assert viewer["Service"]["ExecStart"] == "/opt/rail-table-companion/venv/bin/companion serve --host 0.0.0.0 --port 8000"
    assert "SupplementaryGroups" not in viewer["Service"]
    assert "TTYPath" not in viewer["Service"]


def test_the_udev_rule_gives_the_scanner_the_name_in_the_reference_profile():
    rules = [line for line in (PI / "99-rtc-scanner.rules").read_text().splitlines() if line and not line.startswith("#")]
    assert rules
    link = load_profile("reference").scanner.port.removeprefix("/dev/")
    for rule in rules:
        assert 'SUBSYSTEM=="tty"' in rule
        assert f'SYMLINK+="{link}"' in rule
        assert re.search(r'ATTRS\{idVendor\}=="[0-9a-f]{4}"', rule)
        assert 'ENV{ID_MM_DEVICE_IGNORE}="1"' in rule


def install(*args):
    return subprocess.run(["sh", str(PI / "install.sh"), *args], capture_output=True, text=True, check=False)


def test_the_install_script_is_valid_shell():
    assert subprocess.run(["sh", "-n", str(PI / "install.sh")], check=False).returncode == 0


def test_the_install_script_dry_run_installs_everything():
    done = install("--dry-run", "--scanner", "1a86:e026")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "apt-get install -y --no-install-recommends python3-venv python3-pip python3-lgpio python3-picamera2" in out
    assert "+ python3 -m venv --system-site-packages /opt/rail-table-companion/venv" in out
    assert f"-m pip install {REPO}" in out
    for name in ("rtc-table.service", "rtc-viewer.service"):
        assert f"install -m 0644 {PI / name} /etc/systemd/system/{name}" in out
    assert f"install -m 0644 {PI / '99-rtc-scanner.rules'} /etc/udev/rules.d/99-rtc-scanner.rules" in out
    assert 'ATTRS{idVendor}=="1a86", ATTRS{idProduct}=="e026", SYMLINK+="rtc-scanner"' in out
    assert "+ systemctl enable rtc-table.service rtc-viewer.service" in out


@pytest.mark.parametrize("args, message", [
    (["--scanner", "scanner"], "install.sh: --scanner needs a USB id such as 1eab:8003 (see lsusb)."),
    (["--colour"], "install.sh: unknown option --colour (see --help)."),
])
def test_the_install_script_refuses_bad_options(args, message):
    done = install("--dry-run", *args)
    assert (done.returncode, done.stderr.strip()) == (2, message)
