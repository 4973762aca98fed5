"""The rule catalogue: clauses with verbatim quotes, rulings and hooks."""

from oracle.catalogue.load import Catalogue, catalogue, load_catalogue
from oracle.catalogue.models import Clause, Hook, Ruling

__all__ = ["Catalogue", "Clause", "Hook", "Ruling", "catalogue", "load_catalogue"]
