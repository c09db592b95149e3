import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ariaSort, nextSortDir, sortArrow} from '../src/views/table_sort.js';
import {defaultDir} from '../src/kinds/label_associations/state.js';
import {skewDefaultDir} from '../src/kinds/skew_size/state.js';
import {disparityDefaultDir} from '../src/disparity_table.js';
import type {SortDir} from '../src/state.js';

test('a click on the sorted column flips its direction', () => {
  const never = (): SortDir => assert.fail('the default is not asked for the sorted column');
  assert.equal(nextSortDir('gap', 'gap', 'desc', never), 'asc');
  assert.equal(nextSortDir('gap', 'gap', 'asc', never), 'desc');
});

test("a click on another column starts in that column's default direction", () => {
  assert.equal(nextSortDir('label', 'gap', 'desc', defaultDir), defaultDir('label'));
  assert.equal(nextSortDir('count', 'label', 'asc', defaultDir), defaultDir('count'));
  assert.equal(nextSortDir('class', 'cramers_v', 'desc', skewDefaultDir), skewDefaultDir('class'));
  // The current direction does not matter for another column.
  const asked: string[] = [];
  const dir = nextSortDir('b', 'a', 'asc', (c) => (asked.push(c), 'desc'));
  assert.equal(dir, 'desc');
  assert.deepEqual(asked, ['b']);
});

test('aria-sort says the direction of the sorted column only', () => {
  assert.equal(ariaSort(true, 'asc'), 'ascending');
  assert.equal(ariaSort(true, 'desc'), 'descending');
  assert.equal(ariaSort(false, 'asc'), 'none');
  assert.equal(ariaSort(false, 'desc'), 'none');
});

test('the arrow points up only on a column sorted ascending', () => {
  assert.equal(sortArrow(true, 'asc'), '▲');
  assert.equal(sortArrow(true, 'desc'), '▼');
  assert.equal(sortArrow(false, 'asc'), '▼');
  assert.equal(sortArrow(false, 'desc'), '▼');
});

test("the disparity table's headers follow the same rules: class and p from the smallest, gaps from the largest", () => {
  // A first click on another column: its own default (as the table did before it used these rules).
  assert.equal(nextSortDir('class', 'gap', 'desc', disparityDefaultDir), 'asc');
  assert.equal(nextSortDir('p_value', 'gap', 'desc', disparityDefaultDir), 'asc');
  assert.equal(nextSortDir('value_b', 'gap', 'asc', disparityDefaultDir), 'desc');
  assert.equal(nextSortDir('bound', 'class', 'asc', disparityDefaultDir), 'desc');
  // The sorted column flips.
  assert.equal(nextSortDir('gap', 'gap', 'desc', disparityDefaultDir), 'asc');
  assert.equal(nextSortDir('p_value', 'p_value', 'asc', disparityDefaultDir), 'desc');
});
