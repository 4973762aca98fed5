"""``python -m oracle.catalogue``: validate the catalogue and print quote coverage per source part."""

import sys

from oracle.catalogue.load import load_catalogue
from oracle.core.errors import CatalogueError


def main() -> int:
    try:
        cat = load_catalogue()
    except CatalogueError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"{len(cat.clauses)} clauses, {len(cat.rulings)} rulings, {len(cat.hooks)} hooks")
    for cov in cat.coverage():
        print(f"{cov.file} [{cov.part}]: {cov.covered}/{cov.total} = {cov.ratio:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
