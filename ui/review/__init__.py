"""Looking back at a finished game: the review (every hand, step by step, each decision judged)
and the report (each player's skill and luck), fed by the analysis in a worker process."""
