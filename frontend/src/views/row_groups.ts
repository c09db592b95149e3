/**
 * The "For whom" section of a comparison's row drill-down (row_drilldown.ts, from the `row`
 * route with `vs_run`/`vs_step`): each group's value in A and in B, the change with its
 * interval and direction, and the group that drives the row's change, named first. Group
 * names are untrusted: Lit text only.
 */
import {html, nothing} from 'lit';
import {bareText, DIRECTION_TEXT, driverText, groupChangeText, headlineValue, intervalKindText, intervalText} from '../compare_text.js';
import {formatCount, formatPValue} from '../format.js';
import type {RowResponse} from '../types_across_reports.js';

/** For whom the row changed: each group's value in A and in B, the change, its interval and direction; the group that drives it first. */
export function groupChanges(d: RowResponse) {
  const g = d.groups;
  if (!g || !d.a || !d.b) return nothing;
  const f = g.head.format;
  const value = (v: number | null) => headlineValue(f, v);
  const bare = bareText(f);
  const driver = g.head.driver;
  const a = `${d.a.run} · step ${d.a.step}`;
  const b = `${d.b.run} · step ${d.b.step}`;
  return html`<section class="groups" data-section="groups" data-rows=${g.rows.length} data-driver=${driver?.group ?? nothing}>
    <h4>For whom <span class="muted">${g.head.value} per group in A and in B</span></h4>
    ${
      driver
        ? html`<div class="driver ${driver.significant ? `d-${driver.direction}` : 'muted'}" data-group=${driver.group}>
            ${driver.significant ? 'Driven by' : 'Largest change'} ${driverText(driver)}
          </div>`
        : html`<div class="muted">No group has a value on both sides.</div>`
    }
    <div class="scroll">
      <table class="detail-table group-table" aria-label=${`${g.head.value} per group, A and B`}>
        <thead>
          <tr>
            <th data-col="group">group</th>
            <th class="num" data-col="value_a" title=${`value_a: ${g.head.value} in report A (${a}), with its ${Math.round(d.level * 100)}% interval`}>A</th>
            <th class="num" data-col="value_b" title=${`value_b: ${g.head.value} in report B (${b}), with its ${Math.round(d.level * 100)}% interval`}>B</th>
            <th class="num" data-col="change" title="change: B − A, with its interval (FCR-adjusted on the groups that rose or fell; marginal on the others)">change</th>
            <th data-col="direction" title="direction: rose or fell significantly (Benjamini-Hochberg over this row's groups), or neither">direction</th>
            <th class="num" data-col="n" title="n_a, n_b: the group's examples in A and in B">n A / B</th>
          </tr>
        </thead>
        <tbody>
          ${g.rows.map((r) => {
            const ia = intervalText(r.lower_a, r.upper_a, bare);
            const ib = intervalText(r.lower_b, r.upper_b, bare);
            return html`<tr data-group=${r.group} data-direction=${r.direction} data-interval=${r.interval}>
              <td class="text" data-col="group" title=${r.group}>${r.group}</td>
              <td class="num" data-col="value_a" data-v=${r.value_a ?? nothing} title=${ia ? `${value(r.value_a)} ${ia}` : 'undefined'}>${value(r.value_a)}</td>
              <td class="num" data-col="value_b" data-v=${r.value_b ?? nothing} title=${ib ? `${value(r.value_b)} ${ib}` : 'undefined'}>${value(r.value_b)}</td>
              <td
                class="num change d-${r.direction}"
                data-col="change"
                data-v=${r.change ?? nothing}
                data-lower=${r.lower ?? nothing}
                data-upper=${r.upper ?? nothing}
                title=${`${intervalKindText(r.interval, d.level)}${typeof r.q_value === 'number' ? `; q = ${formatPValue(r.q_value)}` : ''}`}
              >
                ${groupChangeText(f, r)}
              </td>
              <td data-col="direction" class="d-${r.direction}">${DIRECTION_TEXT[r.direction]}</td>
              <td class="num" data-col="n">${r.n_a === null ? '—' : formatCount(r.n_a)} / ${r.n_b === null ? '—' : formatCount(r.n_b)}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>
  </section>`;
}
