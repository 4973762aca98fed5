"""The benchmark (``python -m bench.run``): the suite, exact odds, an external engine, scaling, reports."""
