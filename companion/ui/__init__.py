"""The table screen: the Textual dashboard (`companion play`) and the read-only scoreboard (`companion view`).

Both apps draw the same JSON table state (``TableState.to_json()``): the dashboard gets it from the
table service in the same process, the scoreboard from the service's websocket. State is pushed into
the widgets by messages; the widgets never reach back into the service.
"""
