"""The screens: start (new or stored game), dashboard (one game), waiting (scoreboard without a table)."""
