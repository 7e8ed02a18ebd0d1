"""Benchmarks: they print measurements and ratios, and never assert times."""
