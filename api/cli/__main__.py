"""``python -m api.cli``: the ``shithead`` command."""

import sys

from . import main

sys.exit(main())
