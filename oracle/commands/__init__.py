"""What the ``oracle`` command's subcommands use beyond typer and rich, loaded when a subcommand
first needs it: ``oracle --help``, a usage error or ``oracle init`` import none of it (see
:mod:`oracle.commands.machinery`)."""
