"""Frame sources through real cv2.VideoCapture / cv2.imread on files made here."""

import importlib.util

import cv2
import numpy as np
import pytest

from drivers.camera import (
    CallableSource,
    CameraError,
    ImageFilesSource,
    PiCameraSource,
    VideoCaptureSource,
    open_camera,
)
from drivers.health import State


def picture(level, size=(48, 64)):
    frame = np.zeros((*size, 3), np.uint8)
    frame[:, :, 0], frame[:, :, 1], frame[:, :, 2] = level, 255 - level, 7
    return frame


def grey_level(frame):
    return int(round(frame[:, :, 0].mean()))


def test_a_picture_file_is_a_camera_that_always_sees_it(tmp_path):
    path = tmp_path / "board.png"
    cv2.imwrite(str(path), picture(90))
    with ImageFilesSource(path) as camera:
        assert np.array_equal(camera.read(), picture(90))
        assert np.array_equal(camera.read(), picture(90))
        assert np.array_equal(camera.still(), picture(90))
        assert camera.health.state == State.OK


def test_a_folder_gives_its_pictures_in_order_then_keeps_the_last(tmp_path):
    for name, level in [("b.png", 20), ("a.png", 10), ("c.png", 30)]:
        cv2.imwrite(str(tmp_path / name), picture(level))
    (tmp_path / "notes.txt").write_text("not a picture")
    camera = ImageFilesSource(tmp_path)
    assert [grey_level(camera.read()) for _ in range(5)] == [10, 20, 30, 30, 30]
    camera.rewind()
    assert grey_level(camera.read()) == 10


def test_an_image_sequence_pattern_goes_through_videocapture(tmp_path):
    for n, level in enumerate([40, 50]):
        cv2.imwrite(str(tmp_path / f"frame_{n:03d}.png"), picture(level))
    camera = ImageFilesSource(tmp_path / "frame_%03d.png")
    assert [grey_level(camera.read()) for _ in range(3)] == [40, 50, 50]


@pytest.mark.parametrize("make, sentence", [
    (lambda tmp: tmp / "missing.png", "There is no picture file {path}."),
    (lambda tmp: tmp, "There are no pictures in the folder {path}."),
    (lambda tmp: tmp / "none_%03d.png", "No pictures match {path}."),
])
def test_missing_pictures_are_one_sentence(tmp_path, make, sentence):
    path = make(tmp_path)
    camera = ImageFilesSource(path)
    with pytest.raises(CameraError) as refused:
        camera.read()
    assert refused.value.sentence == sentence.format(path=path)
    assert camera.health.state == State.ABSENT


def test_a_file_that_is_not_a_picture(tmp_path):
    path = tmp_path / "board.png"
    path.write_text("hello")
    with pytest.raises(CameraError) as refused:
        ImageFilesSource(path).read()
    assert refused.value.sentence == f"{path} is not a picture OpenCV can read."


@pytest.fixture
def clip(tmp_path):
    """A short video: to cv2.VideoCapture it is a camera whose pictures run out (an unplug)."""
    path = tmp_path / "clip.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 10, (64, 48))
    for level in range(0, 250, 50):
        writer.write(picture(level))
    writer.release()
    return path


class Clock:
    now = 0.0

    def __call__(self):
        return self.now


def test_videocapture_source_reads_reports_loss_and_waits_before_reopening(clip):
    clock = Clock()
    camera = VideoCaptureSource(str(clip), warmup_frames=1, clock=clock)
    assert [grey_level(camera.read()) for _ in range(5)] == pytest.approx([0, 50, 100, 150, 200], abs=3)
    with pytest.raises(CameraError) as lost:
        camera.read()
    assert lost.value.sentence == f"The camera {clip} stopped sending pictures; it will be reopened."
    assert camera.health.state == State.LOST
    with pytest.raises(CameraError):
        camera.read()  # too soon: the backoff delay has not passed, nothing is opened
    clock.now += 60
    assert grey_level(camera.read()) == pytest.approx(0, abs=3)  # reopened
    assert camera.health.state == State.OK
    camera.close()


def test_still_locks_exposure_where_it_can_and_says_so_where_it_cannot(clip):
    with VideoCaptureSource(str(clip), warmup_frames=1) as camera:
        frame = camera.still()
        assert frame.shape == (48, 64, 3)
        assert camera.health.state == State.DEGRADED  # a video file has no exposure to lock
        assert camera.health.detail == f"The camera {clip} cannot lock its exposure and white balance."


def test_an_absent_usb_camera_is_one_sentence(tmp_path):
    camera = VideoCaptureSource(str(tmp_path / "video9"))
    with pytest.raises(CameraError) as refused:
        camera.read()
    assert refused.value.sentence == f"The camera {tmp_path / 'video9'} cannot be opened; check that it is plugged in."
    assert camera.health.state == State.ABSENT


def test_a_callable_source_serves_what_it_draws():
    frames = iter([picture(1), picture(2)])
    camera = CallableSource(lambda: next(frames))
    assert grey_level(camera.read()) == 1
    assert grey_level(camera.still()) == 2
    assert camera.health.state == State.OK


def test_a_callable_source_that_fails_is_reported():
    def broken():
        raise ValueError("no board yet")

    camera = CallableSource(broken)
    with pytest.raises(CameraError) as refused:
        camera.read()
    assert refused.value.sentence == "The simulated camera could not draw the board (no board yet)."
    assert camera.health.state == State.ERROR
    with pytest.raises(CameraError) as wrong:
        CallableSource(lambda: np.zeros((4, 4), np.float32)).read()
    assert wrong.value.sentence == "The simulated camera gave something that is not a colour picture."


def test_open_camera_refuses_unknown_kinds():
    with pytest.raises(CameraError) as refused:
        open_camera("kinect")
    assert refused.value.sentence == "There is no camera kind 'kinect'; use usb, picamera, files or simulated."


@pytest.mark.skipif(importlib.util.find_spec("picamera2") is not None, reason="picamera2 is installed here")
def test_the_pi_camera_without_picamera2_is_one_sentence():
    camera = PiCameraSource()
    with pytest.raises(CameraError) as refused:
        camera.read()
    assert refused.value.sentence == "The Pi camera needs picamera2 (apt install python3-picamera2)."


@pytest.mark.pi
def test_the_pi_camera_takes_a_locked_still():
    with PiCameraSource(size=(1536, 864)) as camera:
        frame = camera.still()
        assert frame.shape == (864, 1536, 3)
        assert camera.health.state == State.OK
