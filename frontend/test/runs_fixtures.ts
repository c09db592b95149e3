/** `runs` responses shaped as docs/http_api.md gives the route (a group_metrics sweep, and a kind without performance). */
import type {RunsResponse} from '../src/types_runs.js';

export const HOSTILE_RUN = '<img src=x onerror=alert(1)>';

/**
 * Five runs of a group_metrics sweep: `b` has an undefined bias (too little data), `e` an
 * undefined performance; the Pareto front (lower disparity, higher recall) is a, c, d.
 */
export function groupsRuns(): RunsResponse {
  return {
    tag: 'adult/groups/income',
    kind: 'group_metrics',
    step: null,
    options: {metric: 'recall', grouping: 'sex', level: 0.95, min_count: null},
    level: 0.95,
    bias: {
      name: 'largest_disparity',
      title: 'Largest disparity',
      explanation: 'The largest best-minus-worst spread between the groups of one class.',
      format: 'points',
      better: 'lower',
      role: 'bias',
    },
    performance: {
      name: 'overall_value',
      title: 'Overall (macro average)',
      explanation: 'The macro average over classes of the metric, over every example.',
      format: 'percent',
      better: 'higher',
      role: 'performance',
    },
    hparams: ['dropout', 'lr', 'optimizer'],
    rows: 5,
    columns: {
      run: ['a', 'b', 'c', HOSTILE_RUN, 'e'],
      step: [4, 4, 4, 3, 4],
      wall_time: [1.7e9, 1.7e9, 1.7e9, 1.7e9, 1.7e9],
      largest_disparity: [0.12, null, 0.3, 0.05, 0.2],
      largest_disparity_lower: [0.09, null, 0.25, 0.01, 0.1],
      largest_disparity_upper: [0.15, null, 0.35, 0.09, null],
      overall_value: [0.8, 0.9, 0.85, 0.7, null],
      overall_value_lower: [0.78, 0.88, 0.83, 0.65, null],
      overall_value_upper: [0.82, 0.92, 0.87, 0.75, null],
      pareto: [true, false, true, true, false],
      'hparam/dropout': [0.1, 0.2, null, 0.3, 0.1],
      'hparam/lr': [0.001, 0.01, 0.1, 0.001, 0.0001],
      'hparam/optimizer': ['adam', 'sgd', 'adam', 'SGD', null],
    },
    skipped: [{run: 'x', tag: 'adult/groups/income', reason: 'run x has no grouping `sex`'}],
  };
}

/** Three runs of a kind without ground truth (label associations): no performance, a count-free bias of format `value`. */
export function associationRuns(): RunsResponse {
  return {
    tag: 'associations/val',
    kind: 'label_associations',
    step: 2,
    options: {metric: 'npmi_xy', a: 'man'},
    level: 0.95,
    bias: {
      name: 'max_abs_gap',
      title: 'Largest |gap|',
      explanation: 'The largest absolute gap between identity A and B.',
      format: 'value',
      better: 'lower',
      role: 'bias',
    },
    performance: null,
    hparams: [],
    rows: 3,
    columns: {
      run: ['m1', 'm2', 'm3'],
      step: [2, 2, 2],
      wall_time: [1, 2, 3],
      max_abs_gap: [0.4, 0.2, null],
      max_abs_gap_lower: [0.3, 0.1, null],
      max_abs_gap_upper: [0.5, 0.3, null],
      pareto: [false, true, false],
    },
    skipped: [],
  };
}
