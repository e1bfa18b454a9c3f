"""Tools of the project, not of the game: benchmarks, monkey test, screenshots, tournaments, calibration, crash tests."""
