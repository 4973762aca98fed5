"""``python -m oracle.catalogue``: validate the catalogue and print quote coverage per source part.

``--write-ids`` also writes each ruleset's ids module (``oracle/<ruleset>/ids.py``);
``--check-ids`` fails if one is not what the catalogue gives.
"""

import argparse
import sys

from oracle.catalogue.ids import stale_ids, write_ids
from oracle.catalogue.load import PACKAGE_ROOT, load_catalogue
from oracle.core.errors import CatalogueError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.catalogue", description=__doc__.splitlines()[0])
    parser.add_argument("--write-ids", action="store_true", help="write oracle/<ruleset>/ids.py from the catalogue")
    parser.add_argument("--check-ids", action="store_true", help="fail if an ids module is not what the catalogue gives")
    args = parser.parse_args(argv)
    try:
        cat = load_catalogue()
    except CatalogueError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"{len(cat.clauses)} clauses, {len(cat.rulings)} rulings, {len(cat.hooks)} hooks")
    for cov in cat.coverage():
        print(f"{cov.file} [{cov.part}]: {cov.covered}/{cov.total} = {cov.ratio:.1%}")
    if args.write_ids:
        for path in write_ids(cat):
            print(f"wrote {path.relative_to(PACKAGE_ROOT.parent)}")
    if args.check_ids:
        stale = stale_ids(cat)
        for path in stale:
            print(f"{path.relative_to(PACKAGE_ROOT.parent)} is not what the catalogue gives: "
                  "run python -m oracle.catalogue --write-ids", file=sys.stderr)
        if stale:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
