"""The application: CLI, session, store, dashboard, scoreboard and the local API."""
