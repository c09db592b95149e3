import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {
  RunColorIds,
  TB_INACTIVE,
  TB_PALETTE,
  colorsFor,
  groupKey,
  hexColor,
  latestStep,
  paletteColor,
  parseColorGroup,
  readSwatch,
  resolveTheme,
  sameTags,
  stepAfterReload,
  tagRevision,
  type ColorGroupBy,
  type RunColorState,
  type TagSteps,
} from '../src/host_state.js';
import {MSG_DATA_RELOADED, MSG_GET_RUNS, PluginIpc, type PortLike} from '../src/tensorboard_host.js';

describe('theme', () => {
  test('inside TensorBoard its <body> class decides, whatever the browser prefers', () => {
    assert.equal(resolveTheme('dark-mode', false), 'dark');
    assert.equal(resolveTheme('mat-typography dark-mode', false), 'dark');
    assert.equal(resolveTheme('', true), 'light'); // the user forced light in TensorBoard
    assert.equal(resolveTheme('mat-typography', true), 'light');
    assert.equal(resolveTheme('dark-modest', false), 'light'); // a whole class, not a substring
  });

  test('alone or across origins the browser preference decides', () => {
    assert.equal(resolveTheme(null, true), 'dark');
    assert.equal(resolveTheme(null, false), 'light');
  });
});

/**
 * TensorBoard's colour assignment, transcribed from its source as the oracle:
 * webapp/runs/store/utils.ts groupRuns and runs_reducers.ts fetchRunsSucceeded /
 * runGroupByChanged, with webapp/util/ui_selectors.ts getRunColorMap (no overrides).
 */
class TensorBoardOracle {
  groupKeyToColorId = new Map<string, number>();
  defaultRunColorId = new Map<string, number>();
  runs: string[] = [];

  constructor(public groupBy: ColorGroupBy = {key: 'run'}) {}

  private group(runs: string[]): {matches: Record<string, string[]>; nonMatches: string[]} {
    const matches: Record<string, string[]> = {};
    const nonMatches: string[] = [];
    const g = this.groupBy;
    if (g.key === 'run') for (const r of runs) matches['exp/' + r] = [r];
    else if (g.key === 'experiment') for (const r of runs) (matches['exp'] ??= []).push(r);
    else {
      const re = new RegExp(g.regex);
      for (const r of runs) {
        const m = r.match(re);
        if (m) (matches[m.length > 1 ? JSON.stringify(m.slice(1)) : 'pseudo_group'] ??= []).push(r);
        else nonMatches.push(r);
      }
    }
    return {matches, nonMatches};
  }

  fetchRunsSucceeded(runs: string[]): void {
    this.runs = runs;
    const groups = this.group(runs);
    for (const [groupId, rs] of Object.entries(groups.matches)) {
      const colorId = this.groupKeyToColorId.get(groupId) ?? this.groupKeyToColorId.size;
      this.groupKeyToColorId.set(groupId, colorId);
      for (const r of rs) this.defaultRunColorId.set(r, colorId);
    }
    for (const r of groups.nonMatches) this.defaultRunColorId.set(r, -1);
  }

  runGroupByChanged(groupBy: ColorGroupBy): void {
    this.groupBy = groupBy;
    this.groupKeyToColorId = new Map();
    this.fetchRunsSucceeded(this.runs);
  }

  color(run: string, dark: boolean): string {
    const id = this.defaultRunColorId.get(run)!;
    const c = id >= 0 ? TB_PALETTE[id % TB_PALETTE.length] : TB_INACTIVE;
    return dark ? c.dark : c.light;
  }
}

function state(ids: RunColorIds | null, theme: 'light' | 'dark' = 'light', seen = new Map()): RunColorState {
  return {theme, ids, seen};
}

describe('run colours', () => {
  test("TensorBoard's palette, in its order, light and dark", () => {
    assert.equal(TB_PALETTE.length, 7);
    assert.equal(paletteColor(0, 'light'), '#425066');
    assert.equal(paletteColor(0, 'dark'), '#8e98a3');
    assert.equal(paletteColor(1, 'dark'), '#12b5cb');
    assert.equal(paletteColor(7, 'light'), '#425066'); // modulo 7, as TensorBoard
    assert.equal(paletteColor(-1, 'light'), '#e0e0e0');
    assert.equal(paletteColor(-1, 'dark'), '#3b3b3b');
  });

  test('the runColorGroup parameter', () => {
    assert.deepEqual(parseColorGroup(null), {key: 'run'});
    assert.deepEqual(parseColorGroup('run'), {key: 'run'});
    assert.deepEqual(parseColorGroup('experiment'), {key: 'experiment'});
    assert.deepEqual(parseColorGroup('regex:model_(a|c)'), {key: 'regex', regex: 'model_(a|c)'});
    assert.deepEqual(parseColorGroup('regex_by_exp:x'), {key: 'run'});
    assert.equal(groupKey('model_b', {key: 'regex', regex: 'model_(a|c)'}), null);
    assert.equal(groupKey('model_a', {key: 'regex', regex: 'model_'}), 'regex:pseudo_group');
    assert.equal(groupKey('x', {key: 'regex', regex: '('}), 'run:x'); // invalid: by run
  });

  test('ids as TensorBoard gives them: in its run order, new runs next, old ids kept', () => {
    const ids = new RunColorIds();
    ids.update(['b', 'a', 'c']);
    assert.deepEqual(ids.ids(['a', 'b', 'c']), [1, 0, 2]);
    // A reload: a run written later comes last in data/runs (start time), and takes the next id.
    ids.update(['b', 'a', 'c', 'd']);
    assert.deepEqual(ids.ids(['a', 'b', 'c', 'd']), [1, 0, 2, 3]);
    // A run TensorBoard does not list yet: the id it would give next, not recorded.
    assert.deepEqual(ids.ids(['e', 'a', 'f']), [4, 1, 5]);
    assert.equal(ids.has('e'), false);
    assert.deepEqual(ids.known(), ['b', 'a', 'c', 'd']);
  });

  test('the replay equals TensorBoard (its reducer, transcribed) over reloads and groupings', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pool = Array.from({length: 12}, (_, i) => `${i % 3 === 0 ? 'train' : 'eval'}_${i}`);
    const groupings: ColorGroupBy[] = [
      {key: 'run'},
      {key: 'experiment'},
      {key: 'regex', regex: '^(train|eval)'},
      {key: 'regex', regex: 'train'},
    ];
    for (let trial = 0; trial < 40; trial++) {
      const oracle = new TensorBoardOracle();
      const ids = new RunColorIds();
      let runs: string[] = [];
      for (let reload = 0; reload < 6; reload++) {
        // Runs arrive over time (appended, as start times order them); now and then the grouping changes.
        runs = [...runs, ...pool.filter((r) => !runs.includes(r) && rand() < 0.3)];
        if (rand() < 0.3) {
          const g = groupings[Math.floor(rand() * groupings.length)];
          oracle.runGroupByChanged(g);
          ids.setGroupBy(g);
        }
        oracle.fetchRunsSucceeded(runs);
        ids.update(runs);
        for (const dark of [false, true]) {
          const theme = dark ? 'dark' : 'light';
          assert.deepEqual(
            colorsFor(runs, state(ids, theme)),
            runs.map((r) => oracle.color(r, dark)),
            `trial ${trial}, reload ${reload}`,
          );
        }
      }
    }
  });

  test('a new grouping re-assigns every id in the known order', () => {
    const ids = new RunColorIds();
    ids.update(['model_a', 'model_b', 'model_c']);
    assert.equal(ids.setGroupBy({key: 'regex', regex: 'model_(a|c)'}), true);
    assert.deepEqual(ids.ids(['model_a', 'model_b', 'model_c']), [0, -1, 1]);
    assert.equal(ids.setGroupBy({key: 'regex', regex: 'model_(a|c)'}), false);
    ids.setGroupBy({key: 'experiment'});
    assert.deepEqual(ids.ids(['model_a', 'model_b', 'model_c']), [0, 0, 0]);
  });

  test("colours read back from TensorBoard's page win, by palette id (theme-proof) or as the user's own", () => {
    assert.equal(hexColor('rgb(66, 80, 102)'), '#425066');
    assert.equal(hexColor('rgba(66, 80, 102, 1)'), '#425066');
    assert.equal(hexColor('rgba(0, 0, 0, 0)'), null);
    assert.equal(hexColor('#ABC'), '#aabbcc');
    assert.equal(hexColor('none'), null);
    assert.deepEqual(readSwatch('rgb(66, 80, 102)'), {id: 0});
    assert.deepEqual(readSwatch('rgb(142, 152, 163)'), {id: 0}); // Slate, drawn dark
    assert.deepEqual(readSwatch('rgb(224, 224, 224)'), {id: -1});
    assert.deepEqual(readSwatch('rgb(1, 2, 3)'), {custom: '#010203'});
    assert.equal(readSwatch(''), null);

    const ids = new RunColorIds();
    ids.update(['a', 'b', 'c']);
    const seen = new Map([
      ['a', {id: 0}], // as replayed
      ['b', {id: 4}], // TensorBoard knows better (e.g. a run removed before this tab loaded)
      ['c', {custom: '#010203'}], // picked by the user
    ]);
    assert.deepEqual(colorsFor(['a', 'b', 'c'], state(ids, 'dark', seen)), ['#8e98a3', '#9334e6', '#010203']);
    assert.deepEqual(colorsFor(['a', 'b', 'c'], state(ids, 'light', seen)), ['#425066', '#9334e6', '#010203']);
  });

  test('outside TensorBoard: the palette in the order given', () => {
    assert.deepEqual(colorsFor(['q', 'p'], state(null)), ['#425066', '#12b5cb']);
    assert.deepEqual(colorsFor(['q', 'p'], state(null, 'dark')), ['#8e98a3', '#12b5cb']);
  });
});

describe('reload', () => {
  const tags = (steps: Record<string, number>): TagSteps =>
    Object.fromEntries(Object.entries(steps).map(([run, s]) => [run, {t: {kind: 'k', max_step: s}}]));

  test('the same reports at the same latest steps', () => {
    assert.equal(sameTags(tags({a: 1, b: 2}), tags({b: 2, a: 1})), true);
    assert.equal(sameTags(tags({a: 1}), tags({a: 2})), false);
    assert.equal(sameTags(tags({a: 1}), tags({a: 1, b: 1})), false);
    assert.equal(sameTags({a: {t: {kind: 'k', max_step: 1}}}, {a: {u: {kind: 'k', max_step: 1}}}), false);
    assert.equal(sameTags({a: {t: {kind: 'k', max_step: 1}}}, {a: {t: {kind: 'j', max_step: 1}}}), false);
  });

  test('a user on the latest step moves to the new latest; "latest" and older steps stay', () => {
    assert.equal(latestStep(tags({a: 3}), 'a', 't'), 3);
    assert.equal(latestStep(tags({a: 3}), 'b', 't'), null);
    assert.equal(latestStep(tags({a: 3}), null, 't'), null);
    assert.equal(stepAfterReload(3, 3, 5), 5);
    assert.equal(stepAfterReload(null, 3, 5), null);
    assert.equal(stepAfterReload(2, 3, 5), 2);
    assert.equal(stepAfterReload(3, 3, 3), 3);
    assert.equal(stepAfterReload(3, null, 5), 3);
  });

  test("the trend's revision changes with any run's latest step of its tag only", () => {
    const a = {r1: {t: {kind: 'k', max_step: 1}, u: {kind: 'k', max_step: 1}}, r2: {t: {kind: 'k', max_step: 2}}};
    const b = {...a, r1: {...a.r1, u: {kind: 'k', max_step: 9}}};
    const c = {...a, r2: {t: {kind: 'k', max_step: 3}}};
    const d = {...a, r3: {t: {kind: 'k', max_step: 0}}};
    assert.equal(tagRevision(a, 't'), tagRevision(b, 't'));
    assert.notEqual(tagRevision(a, 't'), tagRevision(c, 't'));
    assert.notEqual(tagRevision(a, 't'), tagRevision(d, 't'));
  });
});

describe("TensorBoard's plugin message channel", () => {
  test('asks and answers as plugin_util/message.ts does', async () => {
    const channel = new MessageChannel();
    const ipc = new PluginIpc(channel.port1 as unknown as PortLike);
    // The TensorBoard side: answers GetRuns, broadcasts DataReloaded and records our reply.
    const replies: unknown[] = [];
    channel.port2.addEventListener('message', (e: MessageEvent) => {
      const m = JSON.parse(String(e.data));
      if (m.isReply) replies.push(m);
      else if (m.type === MSG_GET_RUNS) {
        channel.port2.postMessage(JSON.stringify({type: m.type, id: m.id, payload: ['a', 'b'], error: null, isReply: true}));
      }
    });
    channel.port2.start();
    assert.deepEqual(await ipc.send(MSG_GET_RUNS), ['a', 'b']);

    let reloaded = 0;
    ipc.listen(MSG_DATA_RELOADED, () => reloaded++);
    channel.port2.postMessage(JSON.stringify({type: MSG_DATA_RELOADED, id: 7, error: null, isReply: false}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(reloaded, 1);
    assert.deepEqual(replies, [{type: MSG_DATA_RELOADED, id: 7, payload: null, error: null, isReply: true}]);

    // No answer (an older TensorBoard): null after the timeout.
    assert.equal(await ipc.send('experimental.Unknown', null, 20), null);
    ipc.close();
    channel.port2.close();
  });
});
