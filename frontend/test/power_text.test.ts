import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {detectsText, lowPowerNote, mdeText, powerSettings, underpoweredTitle} from '../src/power_text.js';

const settings = {power: 0.8, minGap: 0.05, level: 0.95};

describe('power_text', () => {
  it('reads the minimum detectable effect in pp, undefined as a dash, none when nothing is detectable', () => {
    assert.equal(mdeText(0.1321), '13.2 pp');
    assert.equal(mdeText(null), '\u2014');
    assert.equal(mdeText(Infinity), 'none');
  });

  it('says why a test has low power, and how many more examples would do', () => {
    const text = underpoweredTitle({mde: 0.132, more: 1233.2, underpowered: true}, settings);
    assert.match(text, /^Low power: this test sees a gap of 13\.2 pp or more \(80% power at the 95% level\)/);
    assert.match(text, /smallest gap that matters \(5\.0 pp\)/);
    assert.match(text, /About 1,234 more examples of this group would see 5\.0 pp\.$/);
    const none = underpoweredTitle({mde: Infinity, more: null, underpowered: true}, settings);
    assert.match(none, /cannot see any gap/);
    assert.doesNotMatch(none, /more examples/);
    // Groups of households or queries say so.
    const households = underpoweredTitle({mde: 0.2, more: 17, underpowered: true}, settings, 'households of this group');
    assert.match(households, /About 17 more households of this group would see 5\.0 pp\.$/);
  });

  it('counts the low-power tests under the legend, and says nothing without settings or marks', () => {
    assert.equal(
      lowPowerNote(4, 20, settings),
      'low power: 4 of 20 cells with a p-value could not have seen a gap of 5.0 pp (80% power at the 95% level), so their missing \u2605 is not a finding',
    );
    assert.equal(lowPowerNote(0, 20, settings), '');
    assert.equal(lowPowerNote(3, 20, null), '');
    assert.deepEqual(powerSettings({power: 0.9, min_gap: 0.02, level: 0.99}), {power: 0.9, minGap: 0.02, level: 0.99});
    assert.equal(powerSettings({level: 0.95}), null);
  });

  it("reads the mde and min_gap with a view's own formatter, for gaps that are not rates", () => {
    const plain = (v: number | null) => (v === null ? '?' : `${v} units`);
    const text = underpoweredTitle({mde: 0.2, more: 40, underpowered: true}, settings, 'examples of this group', plain);
    assert.match(text, /^Low power: this test sees a gap of 0\.2 units or more /);
    assert.match(text, /smallest gap that matters \(0\.05 units\)/);
    assert.match(text, /About 40 more examples of this group would see 0\.05 units\.$/);
    assert.match(underpoweredTitle({mde: null, more: null, underpowered: true}, settings, 'examples', plain), /sees a gap of \? or more/);
    assert.equal(
      lowPowerNote(1, 1, settings, 'row', plain),
      'low power: 1 of 1 row with a p-value could not have seen a gap of 0.05 units (80% power at the 95% level), so their missing \u2605 is not a finding',
    );
    assert.equal(lowPowerNote(0, 3, settings, 'row', plain), '');
    assert.equal(detectsText(0.132, settings), 'This test detects gaps of 13.2 pp or more (80% power at the 95% level)');
    assert.equal(detectsText(0.2, settings, plain), 'This test detects gaps of 0.2 units or more (80% power at the 95% level)');
  });
});
