"""Shared helpers of the pytest suite of the hookgames Python module.

The suite needs the module installed (``pip install ./crates/python``, or
``maturin develop``); ``.ci/python`` builds it into a fresh virtual
environment and runs this suite.
"""

from pathlib import Path

from hypothesis import settings

# The repository's root (crates/python/tests/ -> ../../..).
ROOT = Path(__file__).resolve().parents[3]

# Deterministic and bounded property tests: CI runs the same examples every
# time, no example may take long, and nothing is written to .hypothesis/.
settings.register_profile("ci", derandomize=True, deadline=None, max_examples=200, database=None)
settings.load_profile("ci")


def python_blocks(path):
    """The ```python code blocks of a Markdown file, as (line, source)."""
    blocks, current, start = [], None, 0
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if current is None and line.strip() == "```python":
            current, start = [], n + 1
        elif current is not None and line.strip() == "```":
            blocks.append((start, "\n".join(current)))
            current = None
        elif current is not None:
            current.append(line)
    assert current is None, f"{path}: unclosed ```python block from line {start}"
    return blocks


def sage_or_skip():
    """Sage's combinatorics (``sage.all__sagemath_combinat``, from SageMath
    or passagemath-combinat), or a skip that says why: never a silent
    pass. With ``HOOKGAMES_REQUIRE_SAGE=1`` (the Sage step of
    ``.ci/python``) a missing Sage fails instead."""
    import os

    import pytest

    try:
        import sage.all__sagemath_combinat as sage
    except ImportError as e:
        if os.environ.get("HOOKGAMES_REQUIRE_SAGE"):
            pytest.fail(f"HOOKGAMES_REQUIRE_SAGE is set, but Sage does not import: {e}", pytrace=False)
        pytest.skip(
            f"SageMath is not installed ({e}); the Sage step of .ci/python installs "
            "passagemath-combinat and runs these tests",
            allow_module_level=True,
        )
    return sage
