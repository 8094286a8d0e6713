"""A scanner that is not there: a pseudo-terminal pair behind a symlink, written to as a scanner would.

The driver opens the symlink (as it opens ``/dev/serial/by-id/...`` on the table) and cannot tell the
difference. ``unplug()`` closes the device end; ``plug()`` makes a new pseudo-terminal and re-points the
symlink, as udev does when a USB scanner comes back.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import tty
from pathlib import Path


class VirtualScanner:
    def __init__(self, link: str | os.PathLike[str] | None = None) -> None:
        self._own_dir = None if link else tempfile.mkdtemp(prefix="rtc-scanner-")
        self.link = Path(link) if link else Path(self._own_dir) / "scanner"
        self._master: int | None = None
        self._slave: int | None = None
        self.plug()

    @property
    def port(self) -> str:
        """The path to give the driver."""
        return str(self.link)

    @property
    def plugged(self) -> bool:
        return self._master is not None

    def plug(self) -> None:
        """A new device appears and the symlink points at it (no-op when already plugged)."""
        if self._master is not None:
            return
        master, slave = os.openpty()
        # Raw from the start, so that nothing written before the driver configures the port is altered.
        tty.setraw(slave)
        self._master, self._slave = master, slave
        temporary = self.link.with_name(self.link.name + ".new")
        temporary.unlink(missing_ok=True)
        temporary.symlink_to(os.ttyname(slave))
        os.replace(temporary, self.link)

    def unplug(self) -> None:
        """The device goes away: its end of the pseudo-terminal closes."""
        for fd in (self._master, self._slave):
            if fd is not None:
                os.close(fd)
        self._master = self._slave = None

    def write(self, data: bytes) -> None:
        """Raw bytes on the wire, exactly as given (blocks while the reader is behind)."""
        if self._master is None:
            raise RuntimeError("the virtual scanner is unplugged")
        view = memoryview(data)
        while view:
            view = view[os.write(self._master, view):]

    def scan(self, text: str, ending: str = "\r\n", aim: str = "") -> None:
        """What a scanner sends for one code: optional AIM prefix, the text, the line ending."""
        self.write((aim + text + ending).encode("utf-8"))

    def close(self) -> None:
        self.unplug()
        self.link.unlink(missing_ok=True)
        if self._own_dir:
            shutil.rmtree(self._own_dir, ignore_errors=True)

    def __enter__(self) -> VirtualScanner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
