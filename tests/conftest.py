import pytest
from hypothesis import HealthCheck, settings

from tests.shared_data import require_shared

# CI machines are slow and noisy: property tests never fail on time.
settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("default")


@pytest.fixture
def shared():
    """The ../shared folder (skips when absent, fails under CI)."""
    return require_shared()


def pytest_collection_modifyitems(config, items):
    """Tests marked `pi` need a real Raspberry Pi: skip them anywhere else."""
    from drivers.gpio import board_model

    if "Raspberry Pi" in (board_model() or ""):
        return
    skip = pytest.mark.skip(reason="needs a Raspberry Pi")
    for item in items:
        if item.get_closest_marker("pi"):
            item.add_marker(skip)
