"""Where the companion keeps its files: ``--data-dir``, else ``$RTC_DATA_DIR``, else the user data folder."""

from __future__ import annotations

import os
from pathlib import Path


def data_dir(option: str | None = None) -> Path:
    if option:
        return Path(option)
    if os.environ.get("RTC_DATA_DIR"):
        return Path(os.environ["RTC_DATA_DIR"])
    import platformdirs

    return Path(platformdirs.user_data_dir("rail-table-companion", appauthor=False))
