"""Raspberry Pi deployment files: systemd units, the scanner udev rule, install.sh."""
