"""An independent checker of game records: the rules written again without the engine."""
from tests.record_checker.checker.checker import DEFAULTS, check_record

__all__ = ["DEFAULTS", "check_record"]
