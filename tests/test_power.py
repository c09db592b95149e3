"""The minimum detectable effect and the examples needed (issue 29, item 3) against
statsmodels' ``NormalIndPower`` on Cohen's h: the effect size our test detects has exactly
the power asked (statsmodels' own ``power``), and equals ``solve_power``'s to its solver's
tolerance; converted back to rates around the base rate; the examples needed reach the
power for the gap asked. The issue's own figures: 50 per group cannot see under about
25 pp; 1,000 per group see 5-6 pp."""

from __future__ import annotations

import numpy as np
import pytest

from tb_fairness.metrics import power as pw

statsmodels_power = pytest.importorskip("statsmodels.stats.power")


@pytest.mark.parametrize(
    "n1,n2,level,power",
    [(50, 50, 0.95, 0.8), (1000, 3000, 0.95, 0.8), (60, 60000, 0.99, 0.9), (20, 5, 0.9, 0.5)],
)
def test_the_detectable_effect_size_has_the_power_asked(n1, n2, level, power):
    solver = statsmodels_power.NormalIndPower()
    h = float(pw.detectable_h(n1, n2, level=level, power=power))
    got = solver.power(effect_size=h, nobs1=n1, alpha=1 - level, ratio=n2 / n1)
    assert got == pytest.approx(power, abs=1e-12)
    theirs = solver.solve_power(
        effect_size=None, nobs1=n1, alpha=1 - level, power=power, ratio=n2 / n1
    )
    assert h == pytest.approx(theirs, rel=1e-5)  # their root finder's tolerance


def test_the_minimum_detectable_effect_is_the_smaller_way_from_the_base_rate():
    h = float(pw.detectable_h(300, 900))
    for p0 in (0.002, 0.02, 0.3, 0.5, 0.9, 0.995):
        mde = float(pw.min_detectable_effect(300, 900, p0))
        angle = np.arcsin(np.sqrt(p0))
        up = np.sin(angle + h / 2) ** 2 - p0 if angle + h / 2 <= np.pi / 2 else np.inf
        down = p0 - np.sin(angle - h / 2) ** 2 if angle - h / 2 >= 0 else np.inf
        # Either way it reaches exactly h: Cohen's h of p0 +/- mde.
        assert mde == pytest.approx(min(up, down), rel=1e-12)
        moved = p0 + mde if mde == up else p0 - mde
        assert abs(pw.h_of(moved, p0)) == pytest.approx(h, rel=1e-9)
    # The figures: 50 a group cannot see 25 pp; 1,000 a group see 5-6 pp.
    assert 0.25 < float(pw.min_detectable_effect(50, 50, 0.5)) < 0.28
    assert 0.05 < float(pw.min_detectable_effect(1000, 1000, 0.5)) < 0.065
    assert np.isnan(pw.min_detectable_effect(0, 10, 0.5))
    assert np.isnan(pw.min_detectable_effect(10, 10, np.nan))
    assert pw.min_detectable_effect(1, 1, 0.5) == np.inf  # nothing in [0, 1] is detectable


def test_the_examples_needed_detect_the_gap_with_the_power_asked():
    solver = statsmodels_power.NormalIndPower()
    for n1, n2, p0, gap in ((50, 150, 0.5, 0.05), (400, 400, 0.1, 0.03), (30, 3000, 0.8, 0.1)):
        m1, m2 = pw.needed_examples(n1, n2, p0, gap)
        assert m2 == pytest.approx(m1 * n2 / n1, abs=n2 / n1 + 1)  # the ratio kept
        h = min(abs(pw.h_of(p0 + gap, p0)), abs(pw.h_of(p0 - gap, p0)))
        exact = solver.solve_power(effect_size=h, nobs1=None, alpha=0.05, power=0.8, ratio=n2 / n1)
        assert m1 == np.ceil(exact) or m1 == np.ceil(exact) + 1  # the solver's tolerance
        assert solver.power(effect_size=h, nobs1=m1, alpha=0.05, ratio=m2 / m1) >= 0.8 - 1e-9
