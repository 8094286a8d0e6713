"""Frame sources: where pictures of the board come from. All give BGR ``uint8`` arrays (OpenCV order).

- ``VideoCaptureSource``: a USB webcam (index or ``/dev/video*``), or anything ``cv2.VideoCapture`` opens.
- ``PiCameraSource``: the Raspberry Pi camera through picamera2, imported only when it is opened.
- ``ImageFilesSource``: an image file, a folder of images, or a printf pattern (``frame_%03d.png``).
- ``CallableSource``: any function returning a frame (the simulated table plugs its board renderer in).

``read()`` gives the current frame; ``still()`` gives one for analysis, with exposure and white balance
locked where the device allows (so that photos of one game compare). Failures raise ``CameraError``
(one sentence) and show in ``health``; a lost USB camera is reopened on a later read, with backoff.
"""

from __future__ import annotations

import abc
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from drivers.backoff import Backoff
from drivers.errors import DriverError
from drivers.health import Health, HealthTracker, State

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")


class CameraError(DriverError):
    """No picture could be had; ``sentence`` says why."""


def _checked(frame: Any, source: str) -> np.ndarray:
    if not isinstance(frame, np.ndarray) or frame.dtype != np.uint8 or frame.ndim != 3 or frame.shape[2] != 3:
        raise CameraError(f"The {source} gave something that is not a colour picture.")
    return frame


class FrameSource(abc.ABC):
    def __init__(self, name: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.name = name
        self._tracker = HealthTracker(name, clock)

    @property
    def health(self) -> Health:
        return self._tracker.current

    def _fail(self, state: State, sentence: str) -> CameraError:
        self._tracker.set(state, sentence)
        return CameraError(sentence)

    def open(self) -> FrameSource:
        return self

    @abc.abstractmethod
    def read(self) -> np.ndarray: ...

    def still(self) -> np.ndarray:
        return self.read()

    def close(self) -> None:  # noqa: B027 - most sources hold nothing to release
        return None

    def __enter__(self) -> FrameSource:
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()


class CallableSource(FrameSource):
    def __init__(self, render: Callable[[], np.ndarray], name: str = "simulated camera") -> None:
        super().__init__(name)
        self._render = render

    def read(self) -> np.ndarray:
        try:
            frame = self._render()
        except Exception as error:  # the renderer is someone else's code: report, do not crash the table
            raise self._fail(State.ERROR, f"The {self.name} could not draw the board ({error}).") from error
        frame = _checked(frame, self.name)
        self._tracker.set(State.OK)
        return frame


class ImageFilesSource(FrameSource):
    """A file gives the same picture every time; a folder or pattern gives its pictures in order, then
    keeps giving the last (a camera that stays pointed at the last board)."""

    def __init__(self, path: str | Path) -> None:
        super().__init__(f"images at {path}")
        self.path = str(path)
        self._frames: list[np.ndarray] | None = None
        self._next = 0

    def open(self) -> ImageFilesSource:
        if self._frames is None:
            self._frames = self._load()
            self._tracker.set(State.OK, f"{len(self._frames)} picture(s)")
        return self

    def _load(self) -> list[np.ndarray]:
        import cv2

        path = Path(self.path)
        if "%" in path.name:
            return self._capture_all(cv2.VideoCapture(self.path, cv2.CAP_IMAGES))
        if path.is_dir():
            files = sorted(p for p in path.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
            frames = [frame for frame in (cv2.imread(str(p), cv2.IMREAD_COLOR) for p in files) if frame is not None]
            if not frames:
                raise self._fail(State.ABSENT, f"There are no pictures in the folder {self.path}.")
            return frames
        if not path.is_file():
            raise self._fail(State.ABSENT, f"There is no picture file {self.path}.")
        frames = self._capture_all(cv2.VideoCapture(self.path), required=False)
        if not frames:
            frame = cv2.imread(self.path, cv2.IMREAD_COLOR)
            if frame is None:
                raise self._fail(State.ERROR, f"{self.path} is not a picture OpenCV can read.")
            frames = [frame]
        return frames

    def _capture_all(self, capture: Any, required: bool = True) -> list[np.ndarray]:
        frames = []
        try:
            while capture.isOpened():
                ok, frame = capture.read()
                if not ok:
                    break
                frames.append(frame)
        finally:
            capture.release()
        if required and not frames:
            raise self._fail(State.ABSENT, f"No pictures match {self.path}.")
        return frames

    def read(self) -> np.ndarray:
        frames = self.open()._frames
        assert frames is not None
        frame = frames[min(self._next, len(frames) - 1)]
        self._next += 1
        return frame.copy()

    def rewind(self) -> None:
        self._next = 0


class VideoCaptureSource(FrameSource):
    def __init__(self, device: int | str = 0, *, width: int | None = None, height: int | None = None,
                 warmup_frames: int = 10, clock: Callable[[], float] = time.monotonic,
                 backoff: Backoff | None = None) -> None:
        super().__init__(f"camera {device}", clock)
        self.device = device
        self.width, self.height = width, height
        self.warmup_frames = warmup_frames
        self._clock = clock
        self._backoff = backoff or Backoff(0.5, 2.0, 10.0)
        self._retry_at = 0.0
        self._capture: Any = None
        self._locked = False

    def open(self) -> VideoCaptureSource:
        import cv2

        # OpenCV prints a warning per backend it tries on a missing camera; health says it once, plainly.
        cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_ERROR)
        if self._capture is not None:
            return self
        if self._clock() < self._retry_at:
            raise CameraError(self.health.detail or f"The {self.name} is not available yet.")
        capture = cv2.VideoCapture(self.device)
        if not capture.isOpened():
            capture.release()
            self._retry_at = self._clock() + self._backoff.next()
            was_there = self.health.state in (State.OK, State.DEGRADED, State.LOST)
            raise self._fail(State.LOST if was_there else State.ABSENT,
                             f"The {self.name} cannot be opened; check that it is plugged in.")
        if self.width and self.height:
            capture.set(cv2.CAP_PROP_FRAME_WIDTH, self.width)
            capture.set(cv2.CAP_PROP_FRAME_HEIGHT, self.height)
        self._capture = capture
        self._locked = False
        self._backoff.reset()
        self._tracker.set(State.OK)
        return self

    def read(self) -> np.ndarray:
        capture = self.open()._capture
        ok, frame = capture.read()
        if not ok or frame is None:
            self.close()
            self._retry_at = self._clock() + self._backoff.next()
            raise self._fail(State.LOST, f"The {self.name} stopped sending pictures; it will be reopened.")
        if self.health.state == State.LOST:
            self._tracker.set(State.OK)
        return _checked(frame, self.name)

    def still(self) -> np.ndarray:
        """Let automatic exposure settle once, then lock exposure and white balance where the driver
        allows and keep them locked, so every still of a game is taken in the same light."""
        self.open()
        if not self._locked:
            for _ in range(self.warmup_frames):
                self.read()
            self._locked = self._lock()
            if not self._locked:
                self._tracker.set(State.DEGRADED, f"The {self.name} cannot lock its exposure and white balance.")
        # Frames queued in the driver were taken before the call: skip them.
        for _ in range(2):
            self._capture.grab()
        return self.read()

    def _lock(self) -> bool:
        import cv2

        capture = self._capture
        exposure = capture.get(cv2.CAP_PROP_EXPOSURE)
        temperature = capture.get(cv2.CAP_PROP_WB_TEMPERATURE)
        # V4L2 reads 1 as manual exposure through OpenCV; some builds expect 0.25 (the old DirectShow scale).
        manual = capture.set(cv2.CAP_PROP_AUTO_EXPOSURE, 1) or capture.set(cv2.CAP_PROP_AUTO_EXPOSURE, 0.25)
        if manual and exposure > 0:
            capture.set(cv2.CAP_PROP_EXPOSURE, exposure)
        white = capture.set(cv2.CAP_PROP_AUTO_WB, 0)
        if white and temperature > 0:
            capture.set(cv2.CAP_PROP_WB_TEMPERATURE, temperature)
        return bool(manual and white)

    def close(self) -> None:
        if self._capture is not None:
            self._capture.release()
            self._capture = None


class PiCameraSource(FrameSource):
    """The Raspberry Pi camera. picamera2 exists only on the Pi (apt ``python3-picamera2``): it is
    imported here, when the camera is opened, and nowhere else."""

    def __init__(self, camera_num: int = 0, size: tuple[int, int] = (2304, 1296)) -> None:
        super().__init__(f"Pi camera {camera_num}")
        self.camera_num = camera_num
        self.size = size
        self._camera: Any = None
        self._locked = False

    def open(self) -> PiCameraSource:
        if self._camera is not None:
            return self
        try:
            from picamera2 import Picamera2
        except ImportError:
            raise self._fail(State.ABSENT, "The Pi camera needs picamera2 (apt install python3-picamera2).") from None
        try:
            camera = Picamera2(self.camera_num)
            # RGB888 in picamera2 is laid out B, G, R in memory: OpenCV's order.
            camera.configure(camera.create_still_configuration(main={"size": self.size, "format": "RGB888"}))
            camera.start()
        except Exception as error:  # libcamera raises RuntimeError, IndexError (no camera), …
            raise self._fail(State.ABSENT, f"The {self.name} cannot be started ({error}).") from error
        self._camera = camera
        self._tracker.set(State.OK)
        return self

    def read(self) -> np.ndarray:
        camera = self.open()._camera
        try:
            return _checked(camera.capture_array("main"), self.name)
        except CameraError:
            raise
        except Exception as error:
            self.close()
            raise self._fail(State.LOST, f"The {self.name} stopped sending pictures ({error}).") from error

    def still(self) -> np.ndarray:
        camera = self.open()._camera
        if not self._locked:
            metadata = camera.capture_metadata()
            controls = {"AeEnable": False, "AwbEnable": False}
            for key in ("ExposureTime", "AnalogueGain", "ColourGains"):
                if key in metadata:
                    controls[key] = metadata[key]
            camera.set_controls(controls)
            self._locked = True
            for _ in range(3):  # controls take effect a few frames later
                camera.capture_metadata()
        return self.read()

    def close(self) -> None:
        if self._camera is not None:
            try:
                self._camera.close()
            finally:
                self._camera = None
                self._locked = False


def open_camera(kind: str, *, device: int | str = 0, path: str | None = None, width: int | None = None,
                height: int | None = None, render: Callable[[], np.ndarray] | None = None) -> FrameSource:
    """The frame source a hardware profile's ``[camera]`` table describes."""
    if kind == "usb":
        return VideoCaptureSource(device, width=width, height=height)
    if kind == "picamera":
        return PiCameraSource(int(device), (width, height) if width and height else (2304, 1296))
    if kind == "files":
        if not path:
            raise CameraError("A camera of kind 'files' needs a path to pictures.")
        return ImageFilesSource(path)
    if kind == "simulated":
        if render is None:
            raise CameraError("The simulated camera needs something that draws the board.")
        return CallableSource(render)
    raise CameraError(f"There is no camera kind {kind!r}; use usb, picamera, files or simulated.")


def video_devices() -> list[str]:
    """The V4L2 capture nodes of this machine (for `companion doctor`)."""
    return sorted(str(p) for p in Path("/dev").glob("video*"))
