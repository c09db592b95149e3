import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {GLOSSARY, helpSections} from '../src/help_state.js';
import {kindFixture} from './fixtures.js';

describe('the help panel', () => {
  test("a kind's headlines, bias and options come from its declaration", () => {
    const kind = kindFixture('label_associations');
    const sections = helpSections(kind);
    assert.deepEqual(
      sections.map((s) => s.title),
      ['Headline numbers (label-association reports)', 'Compare', 'Options', 'Reading the tables'],
    );
    const headlines = sections[0].entries;
    assert.deepEqual(
      headlines.map((e) => e.code),
      kind.headlines.map((h) => h.name),
    );
    for (const [e, h] of headlines.map((e, i) => [e, kind.headlines[i]] as const)) {
      assert.ok(e.text.startsWith(h.explanation));
      if (h.better === 'lower') assert.match(e.text, /Lower is better/);
    }
    assert.match(sections[1].entries[0].term, /\|gap\|/);
    const options = sections[2].entries;
    assert.deepEqual(
      options.map((e) => e.code),
      kind.options.map((o) => o.name),
    );
    const level = options.find((e) => e.code === 'level')!;
    assert.match(level.text, /in \[0\.5, 1\)|in \[/);
  });

  test('without a kind: the glossary alone', () => {
    assert.deepEqual(helpSections(null), [{title: 'Reading the tables', entries: GLOSSARY}]);
    assert.ok(GLOSSARY.some((e) => e.code === 'verdict'));
  });
});
