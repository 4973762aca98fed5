"""The rule catalogue: clauses with verbatim quotes, rulings and hooks.

:mod:`oracle.catalogue.load` loads and checks it (:func:`~oracle.catalogue.load.catalogue`),
:mod:`oracle.catalogue.models` holds its models, :mod:`oracle.catalogue.files` says where its
files are.  The package itself imports nothing, so that a module of it can be declared with
:func:`oracle.core.lazy.lazy_import` without loading the others.
"""
