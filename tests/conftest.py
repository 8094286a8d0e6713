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
