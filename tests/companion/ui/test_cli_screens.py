"""`companion play`, `view` and `serve`: bad input is one sentence and exit status 2, never a traceback."""

from __future__ import annotations

import socket

import pytest

from companion.cli import main
from companion.ui.serving import viewer_command


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    _, err = capsys.readouterr()
    return code, err.strip()


@pytest.fixture
def busy_port():
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        yield holder.getsockname()[1]


def test_view_refuses_a_url_that_is_not_http(capsys):
    code, err = run(capsys, "view", "--service", "ftp://table")
    assert code == 2
    assert err == "The table service is named by a URL like http://127.0.0.1:8765, not 'ftp://table'."


def test_serve_refuses_a_bad_service_url_and_a_busy_port(capsys, busy_port):
    code, err = run(capsys, "serve", "--service", "http://table:port")
    assert (code, err) == (2, "The port in 'http://table:port' is not a number.")
    code, err = run(capsys, "serve", "--host", "127.0.0.1", "--port", busy_port)
    assert code == 2
    assert err.startswith(f"The scoreboard cannot listen on 127.0.0.1:{busy_port} (")
    assert err.endswith("); choose another --port.") and "Traceback" not in err


def test_play_refuses_an_unknown_profile_and_a_busy_api_port(capsys, tmp_path, busy_port):
    code, err = run(capsys, "--data-dir", tmp_path, "play", "--profile", "nowhere")
    assert code == 2 and err.startswith("There is no hardware profile 'nowhere'; the built-in ones are ")
    code, err = run(capsys, "--data-dir", tmp_path, "play", "--profile", "simulated", "--api-port", busy_port)
    assert code == 2
    assert err.startswith(f"The state API cannot listen on 127.0.0.1:{busy_port} (")
    assert err.endswith("); choose another --api-port, or --no-api.")


def test_each_browser_tab_runs_a_read_only_viewer_of_this_installation():
    command = viewer_command("http://127.0.0.1:8765")
    assert command.endswith(" -m companion view --service http://127.0.0.1:8765")
