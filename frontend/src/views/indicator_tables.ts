/**
 * The table sections of the indicator views (the view modules of
 * kinds/harmful_label_association/, kinds/geodiversity/,
 * kinds/retrieval_precision/ and kinds/binary_classification/), as plain Lit
 * templates: the body
 * (tables beside the chart), a section with its heading and legend, a table,
 * a name cell, a rate cell (value [interval] and n, or why there is none;
 * with a test, its p-value and ★: two parts, styles.ts's valueCells), and the ★ itself; their styles are the
 * base element's (indicator_shell.ts). Names are rendered through Lit text
 * and attribute bindings only.
 */
import {html, nothing, type TemplateResult} from 'lit';
import {formatCount, headTitle} from '../format.js';
import type {TestCell} from '../indicators_state.js';
import {lowPowerNote, type PowerSettings} from '../power_text.js';
import {formatRate} from '../rate_table.js';
import {significanceLabel} from '../significance.js';
import {markStar} from './virtual_table.js';

/** The ★ of a significant row or cell, its label saying at which q. */
export function star(q: number | null): TemplateResult {
  return markStar(significanceLabel(q));
}

/**
 * The body under a view's summary: its tables (then `below`, the open row's drill-down, as wide as
 * they are), and its chart beside them (below them on narrow screens).
 */
export function tablesBesideChart(tables: TemplateResult, chart: TemplateResult, below: unknown = nothing): TemplateResult {
  return html`<div class="main">
    <div class="tables">${tables}${below}</div>
    <div class="side">${chart}</div>
  </div>`;
}

/** A section of the tables: its heading, a legend when its table has ★ marks, the table in its scroll box. */
export function tableSection(heading: unknown, content: unknown, legend: unknown = nothing): TemplateResult {
  return html`<section>
    <h3>${heading}</h3>
    ${legend}
    <div class="table-box">${content}</div>
  </section>`;
}

/** A table (its class is what the browser tests find it by): the header cells, then the rows. */
export function table(className: string, label: string, head: unknown, rows: unknown): TemplateResult {
  return html`<table class=${className} aria-label=${label}>
    <thead>
      <tr>
        ${head}
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}

/**
 * A column head in plain words (`name`), its tooltip the code name (`code`: the export's
 * column, or the response's key) and a one-sentence definition; `data-col` is the code name.
 */
export function headCell(name: string, code: string, definition: string, className = ''): TemplateResult {
  return html`<th class=${className} data-col=${code} title=${headTitle(name, code, definition)}>${name}</th>`;
}

/** The first cell of a row: a group or label name, as text, in full in its tooltip. */
export function nameCell(col: string, name: string): TemplateResult {
  return html`<td class="text gname" data-col=${col} title=${name}>${name}</td>`;
}

/** The first cell of a row of the kind's bias: its key as the button that opens the row's drill-down (`button`), in full in its tooltip. */
export function keyCell(col: string, key: string, button: TemplateResult): TemplateResult {
  return html`<td class="text gname" data-col=${col} title=${key}>${button}</td>`;
}

/** A number cell with its interval and n, or what it says instead of a number; with `test`, its p-value and ★. */
export function rateCell(
  attrs: {group: string; key?: string | number},
  value: number | null,
  lower: number | null,
  upper: number | null,
  n: number,
  missing = 'undefined',
  test?: {cell: TestCell; q: number | null},
): TemplateResult {
  const p = test ? (test.cell.p === null ? '' : String(test.cell.p)) : nothing;
  const sig = test ? (test.cell.significant ? 'true' : 'false') : nothing;
  if (value === null) {
    return html`<td
      class="state"
      data-group=${attrs.group}
      data-key=${attrs.key ?? ''}
      data-state="undefined"
      data-n=${n}
      data-p=${p}
      data-significant=${sig}
      title=${test ? test.cell.title : ''}
    >
      ${missing}
    </td>`;
  }
  return html`<td
    class="parts ${test?.cell.significant ? 'significant' : ''}"
    data-group=${attrs.group}
    data-key=${attrs.key ?? ''}
    data-value=${String(value)}
    data-lower=${String(lower)}
    data-upper=${String(upper)}
    data-n=${n}
    data-p=${p}
    data-significant=${sig}
  >
    <span class="v">${formatRate(value, lower, upper)}${test?.cell.significant ? html` ${star(test.q)}` : nothing}</span>
    <span class="meta"
      ><span class="n">n=${formatCount(n)}</span>${
        test
          ? html` <span class="p ${test.cell.p === null ? 'why' : ''}" title=${test.cell.title}>p=${test.cell.text}</span>${
              test.cell.lowPower && !test.cell.significant
                ? html` <span class="low-power why" title=${test.cell.lowPower}>low power</span>`
                : nothing
            }`
          : nothing
      }</span
    >
  </td>`;
}

/**
 * Under a ★ legend: how many tests could not have seen the smallest gap that matters
 * (power_text.ts), from the server's `underpowered` flags and p-values; nothing when none.
 */
export function lowPowerLine(
  underpowered: readonly (boolean | null | undefined)[],
  ps: readonly (number | null | undefined)[],
  settings: PowerSettings | null,
  unit: string,
) {
  const tested = ps.filter((p) => typeof p === 'number').length;
  const low = underpowered.filter((u, i) => u === true && typeof ps[i] === 'number').length;
  const note = lowPowerNote(low, tested, settings, unit);
  return note ? html`<p class="low-power-note" data-role="low-power">${note}</p>` : nothing;
}
