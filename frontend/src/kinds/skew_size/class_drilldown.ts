/**
 * The drill-down of one class (the SkewSize paper's Figure 1): side by side,
 * one panel per group with the distribution of its predicted labels (shares
 * within the group, one scale for all groups, the correct label highlighted,
 * the columns the mev filter drops marked) and its most frequent mistakes.
 * Panels come precomputed (state.ts classPanels); label and group names
 * are Lit text bindings only. Closing asks for `class-close`. Below the panels,
 * its `history` slot: the view puts the class's V in every run and over the
 * steps there (views/row_drilldown.ts).
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import {BAND_COLORS, base, messages} from '../../views/styles.js';
import {formatCount, formatFixed, formatPercent} from '../../format.js';
import {classPanels, type ClassPanels, type GroupPanel, type LabelBar} from './state.js';
import type {SkewClassResponse} from './types.js';
import type {ViewStatus} from '../../views/view.js';

export class FairnessSkewClass extends LitElement {
  static override properties = {
    cls: {attribute: false},
    data: {attribute: false},
    status: {reflect: true, attribute: 'data-status'},
    error: {attribute: false},
    reasons: {attribute: false},
  };

  /** The class asked for. */
  declare cls: string;
  /** Its drill-down (kept, dimmed, while the next one loads). */
  declare data: SkewClassResponse | null;
  declare status: ViewStatus;
  declare error: string | null;
  declare reasons: Record<string, string>;
  private panels: ClassPanels | null = null;

  constructor() {
    super();
    this.cls = '';
    this.data = null;
    this.status = 'loading';
    this.error = null;
    this.reasons = {};
  }

  static override styles = [
    base,
    messages,
    css`
      :host {
        display: block;
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 10px 12px 12px;
        background: var(--bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 4px 14px;
        margin-bottom: 8px;
      }
      header h3 {
        margin: 0;
        font-size: 14px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      header .close {
        margin-left: auto;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
      .body.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      .groups {
        display: flex;
        gap: 20px;
        overflow-x: auto;
        padding-bottom: 4px;
      }
      .panel {
        flex: 1 1 0;
        min-width: 300px;
      }
      .panel h4 {
        font-size: 13px;
        font-weight: 500;
        margin: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .panel .meta {
        font-size: 12px;
        margin-bottom: 6px;
      }
      .bars {
        display: grid;
        grid-template-columns: minmax(80px, 38%) 1fr 96px;
        align-items: center;
        column-gap: 6px;
        row-gap: 2px;
        font-size: 12px;
      }
      .bar-row {
        display: contents;
      }
      .bar-row .label {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .bar-row.correct .label {
        font-weight: 500;
        color: var(--good);
      }
      .track {
        height: 12px;
        background: var(--header-bg);
        border-radius: 1px;
      }
      .fill {
        display: block;
        height: 100%;
        background: #90a4ae;
        border-radius: 1px;
      }
      .bar-row.correct .fill {
        background: #43a047;
      }
      .bar-row.dropped .fill {
        background: repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px);
      }
      .bar-row.dropped .label {
        color: var(--muted);
        text-decoration: line-through dotted;
      }
      .bar-row.other .label {
        font-style: italic;
        color: var(--muted);
      }
      .bar-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      h5 {
        font-size: 12px;
        font-weight: 500;
        margin: 10px 0 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
        table-layout: fixed;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      th {
        font-weight: 500;
        text-align: left;
        color: var(--muted);
      }
      th.num,
      td.num {
        text-align: right;
      }
      col.rank {
        width: 40px;
      }
      col.count {
        width: 64px;
      }
      col.share {
        width: 64px;
      }
      .key {
        font-size: 11px;
        margin-top: 8px;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 14px;
      }
      .swatch {
        display: inline-block;
        width: 14px;
        height: 10px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('data')) this.panels = this.data ? classPanels(this.data) : null;
  }

  private close(): void {
    this.dispatchEvent(new CustomEvent('class-close', {bubbles: true, composed: true}));
  }

  private renderBar(bar: LabelBar, maxShare: number, otherLabels: number) {
    const width = maxShare > 0 ? (bar.share / maxShare) * 100 : 0;
    const name = bar.other ? `other (${formatCount(otherLabels)} more label${otherLabels === 1 ? '' : 's'})` : bar.label;
    const notes = [
      bar.correct ? 'the correct label' : '',
      bar.kept ? '' : 'dropped from V by the mev filter (an expected count below mev)',
    ].filter(Boolean);
    const title = `${name}: ${formatCount(bar.count)} (${formatPercent(bar.share)} of the group)${notes.length ? ' — ' + notes.join('; ') : ''}`;
    const cls = ['bar-row', bar.correct ? 'correct' : '', bar.kept ? '' : 'dropped', bar.other ? 'other' : ''].filter(Boolean).join(' ');
    return html`<div
      class=${cls}
      role="listitem"
      data-label=${bar.other ? nothing : bar.label}
      data-other=${bar.other ? 'true' : nothing}
      data-count=${bar.count}
      data-share=${bar.share}
      data-correct=${bar.correct ? 'true' : 'false'}
      data-kept=${bar.kept ? 'true' : 'false'}
      title=${title}
    >
      <span class="label">${name}${bar.correct ? ' ✓' : ''}</span>
      <span class="track"><span class="fill" style="width: ${width.toFixed(2)}%"></span></span>
      <span class="val">${formatPercent(bar.share)} (${formatCount(bar.count)})</span>
    </div>`;
  }

  private renderPanel(p: GroupPanel, all: ClassPanels) {
    return html`<div class="panel" data-group=${p.group}>
      <h4 title=${p.group}>${p.group}</h4>
      <div class="meta muted">
        n = ${formatCount(p.n)}${p.accuracy !== null ? html` · accuracy ${formatPercent(p.accuracy)}` : nothing}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${p.group}`}>
        ${p.bars.map((b) => this.renderBar(b, all.maxShare, all.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${
        p.mistakes.length
          ? html`<table class="mistakes">
            <colgroup>
              <col class="rank" />
              <col />
              <col class="count" />
              <col class="share" />
            </colgroup>
            <thead>
              <tr>
                <th class="num">rank</th>
                <th>label</th>
                <th class="num">count</th>
                <th class="num">share</th>
              </tr>
            </thead>
            <tbody>
              ${p.mistakes.map(
                (m) =>
                  html`<tr data-rank=${m.rank} data-label=${m.label} data-count=${m.count} data-share=${m.share}>
                    <td class="num">${m.rank}</td>
                    <td title=${m.label}>${m.label}</td>
                    <td class="num">${formatCount(m.count)}</td>
                    <td class="num" title=${String(m.share)}>${formatPercent(m.share)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
          : html`<div class="muted">No mistakes in this group.</div>`
      }
    </div>`;
  }

  private renderHeader(d: SkewClassResponse | null) {
    let effect: unknown = nothing;
    if (d) {
      effect =
        d.cramers_v !== null
          ? html`<span data-key="cramers_v" data-value=${d.cramers_v}
              >V = <b>${formatFixed(d.cramers_v)}</b>
              ${d.band ? html`<span><span class="chip" style="background:${BAND_COLORS[d.band]}"></span>${d.band}</span>` : nothing}</span
            >`
          : html`<span data-key="cramers_v" data-state=${d.state ?? 'undefined'} class="muted"
              >V undefined: ${(d.state && this.reasons[d.state]) || d.state}</span
            >`;
    }
    const p = this.panels;
    return html`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${effect}
      ${
        d && p
          ? html`<span class="muted"
            >${d.groups.length} group${d.groups.length === 1 ? '' : 's'} × ${formatCount(d.total_labels)} predicted
            label${d.total_labels === 1 ? '' : 's'}${
              p.dropped ? html`; <span data-key="dropped">${p.dropped} dropped by mev = ${d.mev}</span>` : nothing
            }${p.otherLabels ? `; ${formatCount(p.otherLabels)} least frequent summed in “other”` : ''}</span
          >`
          : nothing
      }
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${() => this.close()}>
        Close
      </button>
    </header>`;
  }

  override render() {
    const d = this.data;
    const p = this.panels;
    return html`
      ${this.renderHeader(d)}
      ${this.status === 'error' ? html`<div class="message error" role="alert"><div class="text">${this.error}</div></div>` : nothing}
      ${
        d && p
          ? html`<div class="body ${this.status === 'loading' ? 'stale' : ''}">
            <div class="groups">${p.panels.map((g) => this.renderPanel(g, p))}</div>
            <div class="key muted">
              <span><span class="swatch" style="background:#43a047"></span>the correct label</span>
              <span><span class="swatch" style="background:#90a4ae"></span>a mistake</span>
              <span
                ><span class="swatch" style="background:repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px)"></span
                >dropped from V by the mev filter</span
              >
              <span>bars: share of the group's examples, one scale for all groups</span>
            </div>
            <slot name="history"></slot>
          </div>`
          : this.status === 'loading'
            ? html`<div class="loading">Loading the class…</div>`
            : nothing
      }
    `;
  }
}

customElements.define('fairness-skew-class', FairnessSkewClass);
