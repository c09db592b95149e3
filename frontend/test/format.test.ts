import {test} from 'node:test';
import assert from 'node:assert/strict';
import {countOf, formatCount, formatFixed, formatPercent, formatPoints, formatValue, pText, plural, valueCell} from '../src/format.js';

test('counts have thousands separators', () => {
  assert.equal(formatCount(31000), '31,000');
  assert.equal(formatCount(0), '0');
  assert.equal(formatCount(null), '');
});

test('values have four significant digits and a real minus sign', () => {
  assert.equal(formatValue(0.43), '0.43');
  assert.equal(formatValue(0.123456), '0.1235');
  assert.equal(formatValue(-0.12), '\u22120.12');
  assert.equal(formatValue(1234.5678), '1235');
  assert.equal(formatValue(1.23456e-7), '1.235e\u22127');
  assert.equal(formatValue(-2.5e9), '\u22122.5e9');
  assert.equal(formatValue(0), '0');
});

test('cells show states with an explanation', () => {
  assert.deepEqual(valueCell(0.5, null), {text: '0.5', state: null, title: '0.5'});
  assert.equal(valueCell(null, '+inf').text, '+\u221e');
  assert.equal(valueCell(null, '-inf').text, '\u2212\u221e');
  const u = valueCell(null, 'undefined');
  assert.equal(u.text, 'undefined');
  assert.equal(u.state, 'undefined');
  assert.match(u.title, /sorted last/i);
  assert.equal(valueCell(null, null).state, 'undefined');
});

test('accuracies read as percentages, gaps as points, effect sizes with 3 decimals', () => {
  assert.equal(formatPercent(0.8125), '81.3%');
  assert.equal(formatPercent(1), '100.0%');
  assert.equal(formatPercent(null), '');
  assert.equal(formatPoints(0.07), '7.0 pp');
  assert.equal(formatPoints(-0.015), '\u22121.5 pp');
  assert.equal(formatPoints(null), '');
  assert.equal(formatFixed(0.41), '0.410');
  assert.equal(formatFixed(null), '');
});

test('a noun agrees with its count', () => {
  assert.equal(plural(1, 'group'), 'group');
  assert.equal(plural(0, 'group'), 'groups');
  assert.equal(plural(2, 'class', 'classes'), 'classes');
  assert.equal(plural(1, 'class', 'classes'), 'class');
  assert.equal(countOf(1, 'query', 'queries'), '1 query');
  assert.equal(countOf(2, 'query', 'queries'), '2 queries');
});

test('a p-value reads after its letter with one relation sign', () => {
  assert.equal(pText(0.61), 'p=0.61');
  assert.equal(pText(3e-5), 'p=3e\u22125');
  assert.equal(pText(1e-9), 'p<1e\u22126');
});
