/**
 * The headline of the SkewSize view (view.ts): the model's SkewSize with
 * its interval (or why it is withheld), and the model's numbers (classes with V,
 * accuracies with their Wilson intervals, the worst group, demographic parity and
 * equalized odds, the groups). Class and group names are rendered as Lit text only.
 */
import {html, nothing} from 'lit';
import {formatCount, formatFixed, formatPercent, formatPoints, formatValue} from '../../format.js';
import type {SkewModel, SkewResponse} from './types.js';
import {modelWorstGroupTitle} from './state.js';

export const SKEW_EXPLANATION = 'higher is less biased; a long tail of large effect sizes lowers it';

/** " [a%, b%]" after a headline accuracy: its Wilson interval at `level` (nothing when undefined). */
function accuracyInterval(interval: [number | null, number | null] | undefined, level: number) {
  const [lo, hi] = interval ?? [null, null];
  if (lo === null || hi === null) return nothing;
  const pct = (v: number) => (v * 100).toFixed(1);
  return html` <span class="muted" title=${`${Math.round(level * 100)}% Wilson interval`}
    >[${pct(lo)}, ${pct(hi)}]</span
  >`;
}

/**
 * The population SkewSize's interval, or why it is withheld: with noisy
 * per-class V the skewness is biased towards 0 and no interval covers.
 */
function skewSizeInterval(m: SkewModel, level: number) {
  const interval = m.skew_size_interval;
  if (interval) {
    return html` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(interval[0])}
      data-upper=${String(interval[1])}
      title=${`Approximate ${Math.round(level * 100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92–93% of the time (docs/statistics.md)`}
      >[${formatValue(interval[0])}, ${formatValue(interval[1])}]</span
    >`;
  }
  if (m.skew_size_interval_state !== 'too_noisy') return nothing;
  return html` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${m.skew_size_interval_reason ?? ''}
    >no interval: the per-class V are too noisy</span
  >`;
}

/** The model's numbers, above the table. */
export function skewHeadline(r: SkewResponse) {
  const m: SkewModel = r.model;
  const reason = (state: string | null) => (state && r.reasons[state]) || state || 'undefined';
  const num = (key: keyof SkewModel, text: string) => html`<span data-key=${key} data-value=${String(m[key])}>${text}</span>`;
  const label = (key: keyof SkewModel, name: string | null) =>
    name === null ? nothing : html` <span class="muted">on</span> <b data-key=${key}>${name}</b>`;
  return html`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${
          m.skew_size !== null
            ? html`<span class="value" data-key="skew_size" data-value=${String(m.skew_size)}>${formatValue(m.skew_size)}</span
              >${skewSizeInterval(m, r.level)}`
            : html`<span class="value undef" data-key="skew_size" data-state=${m.skew_size_state ?? 'undefined'}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${reason(m.skew_size_state)}</span>`
        }
        <span class="explain muted">${SKEW_EXPLANATION}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${num('classes_with_v', formatCount(m.classes_with_v))} / ${num('classes', formatCount(m.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${num('overall_accuracy', formatPercent(m.overall_accuracy) || '—')}${accuracyInterval(m.overall_accuracy_interval, r.level)} ·
            ${num('mean_accuracy', formatPercent(m.mean_accuracy) || '—')}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${modelWorstGroupTitle(m)}>
            <b data-key="worst_group">${m.worst_group ?? '—'}</b>${
              m.worst_group_excluded
                ? html`<span class="muted left-out" data-key="worst_group_excluded"> +${formatCount(m.worst_group_excluded)} left out</span>`
                : nothing
            }
            ·
            ${num('worst_group_accuracy', formatPercent(m.worst_group_accuracy) || '—')}${accuracyInterval(
              m.worst_group_accuracy_interval,
              r.level,
            )} ·
            ${num('gap', formatPoints(m.gap) || '—')}
          </dd>
        </div>
        ${
          m.parity_state !== null
            ? html`<div class="stat" data-key="parity_state" data-state=${m.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${reason(m.parity_state)}>not defined: ${reason(m.parity_state)}</dd>
            </div>`
            : html`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${num('demographic_parity', formatFixed(m.demographic_parity) || '—')}${label(
                    'demographic_parity_label',
                    m.demographic_parity_label,
                  )}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${num('equalized_odds', formatFixed(m.equalized_odds) || '—')}${label('equalized_odds_label', m.equalized_odds_label)}
                </dd>
              </div>`
        }
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${r.groups.map(
              (g, i) =>
                html`${i ? ' · ' : ''}<span data-group=${g.name}
                    ><b>${g.name}</b> ${formatCount(g.n)}${g.accuracy !== null ? ` (${formatPercent(g.accuracy)})` : ''}</span
                  >`,
            )}
          </dd>
        </div>
      </dl>
    </section>`;
}
