/**
 * What the help panel says: the kind's declaration (its options with their help and
 * bounds, its headline numbers and which way is better, the bias Compare judges) and a
 * glossary of what every view shows (intervals, p-values, ★, verdicts). Pure: no DOM.
 */
import {boundsText} from './kinds_state.js';
import type {KindDeclaration} from './types.js';

export interface HelpEntry {
  term: string;
  /** The code name (a route parameter, a column), shown small; '' for none. */
  code: string;
  text: string;
}

export interface HelpSection {
  title: string;
  entries: HelpEntry[];
}

/** Read by every view, whatever the kind. */
export const GLOSSARY: HelpEntry[] = [
  {
    term: 'Interval',
    code: 'lower, upper',
    text: 'Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for scores per income or region.',
  },
  {
    term: 'p',
    code: 'p_value',
    text: 'How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone.',
  },
  {
    term: '★',
    code: 'significant',
    text: 'Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise.',
  },
  {
    term: 'Insufficient',
    code: 'min_count',
    text: 'Too few examples to trust: greyed, never starred, left out of headline numbers.',
  },
  {
    term: 'Verdict',
    code: 'verdict',
    text: 'In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows), and then the interval shown is the FCR-adjusted one (Benjamini-Yekutieli), which excludes 0; no significant change when it is not (its interval is the marginal one, and its q-value above the FDR); undetermined when a side has too little data or lacks the row.',
  },
  {
    term: 'Bias',
    code: 'bias_a, bias_b',
    text: 'What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cramér’s V, a spread between groups).',
  },
  {
    term: 'Pareto front',
    code: 'pareto',
    text: 'In Runs: the runs no other run beats on both the bias and the performance headline (at least as good on both, better on one), by the point estimates. Moving along the front trades one for the other; a run off it is beaten by some run on it. When every run’s intervals overlap every other’s on both numbers, the tab says so and greys the marks: the intervals alone show no run better, and Compare tests a pair.',
  },
];

function betterText(better: string | null): string {
  if (better === 'higher') return 'Higher is better.';
  if (better === 'lower') return 'Lower is better.';
  return '';
}

/** The help of a kind: its numbers, what Compare judges, its options; then the glossary. */
export function helpSections(kind: KindDeclaration | null): HelpSection[] {
  const out: HelpSection[] = [];
  if (kind) {
    out.push({
      title: `Headline numbers (${kind.title} reports)`,
      entries: kind.headlines.map((h) => ({
        term: h.title,
        code: h.name,
        text: [h.explanation, betterText(h.better)].filter(Boolean).join(' '),
      })),
    });
    out.push({
      title: 'Compare',
      entries: [
        {
          term: `The bias: ${kind.bias.name}`,
          code: kind.bias.value,
          text: `Per ${kind.bias.key || 'row'}, in report A and in report B, with intervals; the change B − A and its verdict.`,
        },
      ],
    });
    out.push({
      title: 'Options',
      entries: kind.options.map((o) => {
        // A choice's bounds are its choices; a string has none worth saying.
        const bounds = o.type === 'str' ? '' : boundsText(kind, o.name);
        const fallback = o.default === null || o.default === undefined ? '' : ` Default ${String(o.default)}.`;
        const sentence = (t: string) => (t ? t[0].toUpperCase() + t.slice(1) + '.' : '');
        return {
          term: o.name.replace(/_/g, ' '),
          code: o.name,
          text: `${sentence(o.help)}${fallback}${bounds ? ` ${sentence(bounds)}` : ''}`,
        };
      }),
    });
  }
  out.push({title: 'Reading the tables', entries: GLOSSARY});
  return out;
}
