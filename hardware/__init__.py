"""The physical table as data (pin maps, device profiles), Pi deployment files and the simulated table."""
