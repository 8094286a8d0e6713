"""Small parts the screens and dashboards are composed from."""
