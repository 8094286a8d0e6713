#!/bin/sh
# Installs Rail Table Companion on a Raspberry Pi (Raspberry Pi OS bookworm or later), as root:
#   sudo sh hardware/pi/install.sh [--scanner VID:PID] [--no-start] [--dry-run]
# - apt: python3-lgpio (GPIO for gpiozero), python3-picamera2 (the Pi camera), python3-venv
# - a venv with --system-site-packages in /opt/rail-table-companion/venv (so lgpio and picamera2,
#   which come from apt, are seen), with this checkout installed into it
# - the user rtc, its data folder /var/lib/rail-table-companion
# - the udev rule for the scanner, the systemd units (table service on tty1, browser viewer)
set -eu

PREFIX=/opt/rail-table-companion          # the units name this path
DATA=/var/lib/rail-table-companion
HERE=$(cd "$(dirname "$0")" && pwd)
SOURCE=$(cd "$HERE/../.." && pwd)
DRY=""
START=yes
SCANNER=""

while [ $# -gt 0 ]; do
    case "$1" in
        --dry-run) DRY=yes ;;
        --no-start) START="" ;;
        --scanner) shift; SCANNER="${1:-}" ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)." >&2; exit 2 ;;
    esac
    shift
done

case "$SCANNER" in
    "" ) ;;
    [0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F]:[0-9a-fA-F][0-9a-fA-F][0-9a-fA-F][0-9a-fA-F]) ;;
    *) echo "install.sh: --scanner needs a USB id such as 1eab:8003 (see lsusb)." >&2; exit 2 ;;
esac

run() {
    if [ -n "$DRY" ]; then echo "+ $*"; else "$@"; fi
}

if [ -z "$DRY" ] && [ "$(id -u)" != 0 ]; then
    echo "install.sh: run me as root (sudo sh $0)." >&2
    exit 2
fi

run apt-get update
run apt-get install -y --no-install-recommends python3-venv python3-pip python3-lgpio python3-picamera2
id -u rtc >/dev/null 2>&1 || run useradd --system --create-home --home-dir "$DATA" --shell /usr/sbin/nologin rtc
for group in dialout gpio spi video tty input; do
    if getent group "$group" >/dev/null 2>&1; then run usermod -a -G "$group" rtc; fi
done
run install -d -o rtc -g rtc "$DATA"

run python3 -m venv --system-site-packages "$PREFIX/venv"
run "$PREFIX/venv/bin/python" -m pip install --upgrade pip
run "$PREFIX/venv/bin/python" -m pip install "$SOURCE"

run install -m 0644 "$HERE/99-rtc-scanner.rules" /etc/udev/rules.d/99-rtc-scanner.rules
if [ -n "$SCANNER" ]; then
    VID=${SCANNER%:*}
    PID=${SCANNER#*:}
    RULE="SUBSYSTEM==\"tty\", ATTRS{idVendor}==\"$VID\", ATTRS{idProduct}==\"$PID\", SYMLINK+=\"rtc-scanner\", GROUP=\"dialout\", MODE=\"0660\", ENV{ID_MM_DEVICE_IGNORE}=\"1\""
    if [ -n "$DRY" ]; then
        echo "+ write /etc/udev/rules.d/98-rtc-scanner-local.rules: $RULE"
    else
        echo "$RULE" > /etc/udev/rules.d/98-rtc-scanner-local.rules
    fi
fi
run udevadm control --reload-rules
run udevadm trigger --subsystem-match=tty

run install -m 0644 "$HERE/rtc-table.service" /etc/systemd/system/rtc-table.service
run install -m 0644 "$HERE/rtc-viewer.service" /etc/systemd/system/rtc-viewer.service
run systemctl daemon-reload
# The table service takes over the HDMI console from the login prompt.
run systemctl disable getty@tty1.service
run systemctl enable rtc-table.service rtc-viewer.service
if [ -n "$START" ]; then
    run systemctl restart rtc-table.service rtc-viewer.service
fi
echo "Installed. Check the devices with: $PREFIX/venv/bin/companion doctor"
