/**
 * The drawer of the label-association view (view.ts): the open
 * row, every column of it (the ones the table's `compact` columns hide too) with a
 * close button and its test's power, then the row's drill-down (views/row_drilldown.ts).
 * Labels are rendered as Lit text only.
 */
import {significanceLabel} from '../../significance.js';
import {html, nothing} from 'lit';
import type {Api} from '../../api.js';
import {associationHead, formatRate, rowPower, statsCell, type HeadNames, type RowPower, type StatsCell} from './cells.js';
import {detectsText} from '../../power_text.js';
import {associationsTableOptions} from './state.js';
import {finite, formatCount, valueCell} from '../../format.js';
import type {KindDeclaration} from '../../types.js';
import type {AssociationsResponse, Column} from './types.js';
import '../../views/row_drilldown.js';

/** What the drawer shows besides the response: the view's API (for the drill-down), the kind, the heads' names. */
export interface DrawerContext {
  api: Api;
  declaration: KindDeclaration | null;
  heads: HeadNames;
}

/** What the drawer asks of the view. */
export interface DrawerActions {
  close: () => void;
}

/**
 * The drawer of the open row: every column of it (the ones `compact` hides too) and a
 * close button, then its drill-down for the report on screen, with the table's options.
 */
export function associationDrawer(r: AssociationsResponse, i: number | null, d: DrawerContext, actions: DrawerActions) {
  if (i === null) return nothing;
  const label = r.columns.label[i];
  return html`<aside class="drawer" aria-label=${`Label ${label}, drilled down`}>
      ${openRow(r, i, d.heads, actions)}
      <fairness-row-drilldown
        variant="section"
        .api=${d.api}
        .tag=${r.tag}
        .run=${r.run}
        .step=${r.step}
        .rowKey=${label}
        .options=${associationsTableOptions(r)}
        .noun=${'label'}
        .declaration=${d.declaration}
        .closable=${false}
      ></fairness-row-drilldown>
    </aside>`;
}

/** The open row, every column of it, and a close button. */
function openRow(r: AssociationsResponse, i: number, heads: HeadNames, actions: DrawerActions) {
  const c = r.columns;
  const label = c.label[i];
  const power = rowPower(r);
  const cell = statsCell(r, i, r.min_count, power);
  const {a, b, metric} = heads;
  const item = (column: Column, key: string, text: string, title?: string) =>
    html`<span class="item" data-col=${column} title=${title ?? associationHead(column, heads, r.level, r.fdr).title}
        ><span class="k">${key}</span> <b>${text}</b></span
      >`;
  const value = (column: 'value_a' | 'value_b' | 'gap', key: string) => {
    const v = valueCell(c[column][i], r.states[column][i]);
    return item(column, key, v.text, v.state === null ? undefined : v.title);
  };
  return html`<div class="open-row" role="region" aria-label="The open label" data-row=${i} data-key=${label}>
      <b class="label" title=${label}>${label}</b>
      ${item('count', 'count', formatCount(c.count[i]))} ${item('count_a', `with ${a}`, formatCount(c.count_a[i]))}
      ${item('count_b', `with ${b}`, formatCount(c.count_b[i]))} ${value('value_a', `${metric}(${a})`)}
      ${value('value_b', `${metric}(${b})`)} ${value('gap', 'gap')}
      ${item('bound', `${formatRate(r.level)} interval`, cell.intervalText, cell.intervalReason ?? undefined)}
      ${item('p_value', 'p', cell.pText, cell.pTitle)}
      ${
        cell.significant
          ? html`<span class="item star" data-col="significant" title=${associationHead('significant', heads, r.level, r.fdr).title}
              >★ ${significanceLabel(r.fdr)}</span
            >`
          : nothing
      }
      ${cell.insufficient ? html`<span class="item muted" data-col="insufficient">insufficient</span>` : nothing}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${() => actions.close()}>
        ×
      </button>
      ${powerLine(c.mde?.[i], cell, power)}
    </div>`;
}

/**
 * The row's test in words, a line under its items (after the p-value and ★): the smallest
 * gap it detects and, when its missing ★ is for want of power, why that is not a finding
 * (the table's ○ tooltip). Nothing from an older server.
 */
function powerLine(mde: number | null | undefined, cell: StatsCell, power: RowPower | null) {
  if (power === null) return nothing;
  const detects = finite(mde) ? `${detectsText(mde, power.settings, power.gapText)}.` : '';
  if (!detects && cell.lowPower === null) return nothing;
  return html`<p class="power" data-role="power" data-mde=${finite(mde) ? String(mde) : nothing}>
    ${detects}${cell.lowPower !== null ? html`<span class="low-power" data-role="low-power">○ ${cell.lowPower}</span>` : nothing}
  </p>`;
}
