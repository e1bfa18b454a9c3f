"""The program's version, written into records and saves."""

APP_VERSION = "0.1.0"
