"""Built-in hardware profiles (TOML), read with hardware.profile.load_profile."""
