"""``python -m tb_fairness.cli``: the ``tb-fairness`` command."""

import sys

from tb_fairness.cli import main

if __name__ == "__main__":  # not when a tool imports every module
    sys.exit(main())
