/**
 * Parts of the compare view drawn from the diff alone (views/compare_view.ts): a card per
 * headline number of the kind, and the lists of rows that worsened or improved most.
 * Keys and names are rendered as Lit text only.
 */
import {html, nothing} from 'lit';
import type {Mover} from '../compare_rows.js';
import {
  bareText,
  biasText,
  changeText,
  headlineChange,
  headlineValue,
  intervalText,
  keyLabel,
  keyText,
  percentText,
  undefinedWhy,
} from '../compare_text.js';
import {formatCount} from '../format.js';
import {betterText} from '../kinds_state.js';
import type {KeyTitles} from '../types.js';
import {VERDICT_TEXT, type DiffHeadline, type DiffResponse} from '../types_across_reports.js';

/** A card per headline number of the kind: A → B, the change with its interval, the verdict (none when neither way is better). */
export function headlineCards(r: DiffResponse, stale: boolean) {
  if (r.headlines.length === 0) return nothing;
  return html`<div class="headlines ${stale ? 'stale' : ''}">${r.headlines.map((h) => headlineCard(h, r.level))}</div>`;
}

function headlineCard(h: DiffHeadline, level: number) {
  const f = (v: number) => headlineValue(h.format, v);
  const ia = h.a_interval ? intervalText(h.a_interval[0], h.a_interval[1], f) : '';
  const ib = h.b_interval ? intervalText(h.b_interval[0], h.b_interval[1], f) : '';
  const better = betterText(h.better) || 'neither way is better';
  const why = undefinedWhy(h);
  const title = [
    `${h.title} (${h.name}), ${better}${h.explanation ? `: ${h.explanation}` : ''}`,
    `A: ${headlineValue(h.format, h.a)}${ia ? ` ${ia}` : ''}`,
    `B: ${headlineValue(h.format, h.b)}${ib ? ` ${ib}` : ''}`,
    `change B − A: ${headlineChange(h)} (marginal ${percentText(level)} interval: each headline number is judged alone)`,
    ...(why ? [`Undefined: ${why}`] : []),
  ].join('\n');
  const v = h.verdict;
  const performance = h.role === 'performance';
  return html`<div
    class="headline ${performance ? 'performance' : ''}"
    data-name=${h.name}
    data-verdict=${v ?? 'none'}
    data-role=${h.role ?? nothing}
    title=${performance ? `${title}\nPerformance, not a bias: judged, but not part of the verdict above (a model worse for everyone alike is not less fair).` : title}
  >
    <span class="title">${h.title}${performance ? html` <span class="role">performance</span>` : nothing}</span>
    <span class="ab"
      ><span class="a" data-v=${h.a ?? nothing}>${headlineValue(h.format, h.a)}</span> →
      <span class="b" data-v=${h.b ?? nothing}>${headlineValue(h.format, h.b)}</span></span
    >
    <span class="foot">
      <span class="change" data-v=${h.change ?? nothing}>${headlineChange(h)}</span>
      ${v !== null ? html`<span class="verdict-badge v-${v}" data-verdict=${v}>${VERDICT_TEXT[v]}</span>` : nothing}
    </span>
    ${why ? html`<span class="why muted" data-role="undefined">${why}</span>` : nothing}
  </div>`;
}

/** What a movers list does when clicked: show every row of its verdict, or one row in the table. */
export interface MoversActions {
  showAll: (verdict: 'worsened' | 'improved') => void;
  showRow: (row: number) => void;
}

/** The rows that worsened (largest change first) or improved (largest decrease first); a click shows the row in the table. */
export function moversList(
  verdict: 'worsened' | 'improved',
  list: Mover[],
  total: number,
  bias: string,
  actions: MoversActions,
  format = 'value',
  keyTitles: KeyTitles = {},
) {
  const title = verdict === 'worsened' ? 'Worsened' : 'Improved';
  return html`<div class="movers" data-movers=${verdict}>
    <h3>
      <span class="v-${verdict}">${title}</span>
      <span class="muted">${formatCount(total)}</span>
      ${
        total > list.length
          ? html`<button class="text" name=${`show-${verdict}`} @click=${() => actions.showAll(verdict)}>show all</button>`
          : nothing
      }
    </h3>
    ${
      list.length
        ? html`<ol>
          ${list.map((m) => {
            const interval = intervalText(m.lower, m.upper, bareText(format));
            return html`<li>
              <button
                data-row=${m.row}
                title=${`Show ${keyLabel(m.key, keyTitles)} in the table: ${bias} ${biasText(m.biasA, format)} → ${biasText(m.biasB, format)}, change ${changeText(m.change, format)} ${interval}`}
                @click=${() => actions.showRow(m.row)}
              >
                <span class="k">${keyText(m.key, keyTitles)}</span><span class="num ch v-${verdict}" data-v=${m.change}>${changeText(m.change, format)}</span
                ><span class="num ab">${bias} ${biasText(m.biasA, format)} → ${biasText(m.biasB, format)}${interval ? ` · change ${interval}` : ''}</span>
              </button>
            </li>`;
          })}
        </ol>`
        : html`<div class="muted">None.</div>`
    }
  </div>`;
}
