"""Where the companion keeps its files: --data-dir, else $RTC_DATA_DIR, else the user data directory."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "rail-table-companion"
DATABASE_NAME = "games.sqlite3"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    if override:
        return Path(override).expanduser()
    env = os.environ.get("RTC_DATA_DIR")
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def database_path(override: str | os.PathLike[str] | None = None) -> Path:
    return data_dir(override) / DATABASE_NAME
