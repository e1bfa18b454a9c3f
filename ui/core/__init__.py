"""What every screen stands on: asset paths, fonts, drawing helpers and card faces, tweens,
keyboard focus, the settings (and their file), sound, widget text that fits, switching the
language at run time."""
