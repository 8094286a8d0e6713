"""Device drivers: one module per device kind, turning raw input into typed events. No game knowledge."""
