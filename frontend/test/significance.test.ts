// The words of the ★ marks, one way everywhere: the mark's label and the legend line above a table with marks.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {marksLegendText, significanceLabel, testedCount} from '../src/significance.js';

test("the mark's label names the rate, as typed, or the server's", () => {
  assert.equal(significanceLabel(0.05), 'significant after Benjamini\u2013Hochberg at FDR q = 0.05');
  assert.equal(significanceLabel(0.1 + 0.2), 'significant after Benjamini\u2013Hochberg at FDR q = 0.3');
  assert.equal(significanceLabel(null), "significant after Benjamini\u2013Hochberg at the server's FDR");
});

test('the legend line: the label, the marks of the tested, what each tests', () => {
  assert.equal(
    marksLegendText({q: 0.05, significant: 3, tested: 12, unit: 'cell'}),
    '\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (3 of 12 cells with a p-value)',
  );
  assert.equal(
    marksLegendText({q: 0.2, significant: 1, tested: 1, unit: 'class', units: 'classes', what: 'each row tests a pair'}),
    '\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.2 (1 of 1 class with a p-value); each row tests a pair',
  );
  assert.equal(
    marksLegendText({q: 0.05, significant: 0, tested: 2, unit: 'class', units: 'classes'}),
    '\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 (0 of 2 classes with a p-value)',
  );
  // How many were tested unknown (a table without p-values): only the marks.
  assert.equal(
    marksLegendText({q: null, significant: 1, tested: null, unit: 'row'}),
    "\u2605 significant after Benjamini\u2013Hochberg at the server's FDR (1 row)",
  );
});

test('only finite numbers are p-values', () => {
  assert.equal(testedCount([0.1, null, undefined, NaN, Infinity, 0]), 2);
  assert.equal(testedCount([]), 0);
});
