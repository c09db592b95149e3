/**
 * <fairness-compare-scatter>: the size of the bias in report A (x) against
 * report B (y), one dot per row found in both with a bias on both sides,
 * coloured by its verdict (worsened: --bad, improved: --good, no significant change and
 * undetermined: --muted), and the diagonal y = x (dots above it have a larger
 * bias in B). Plot draws the frame, axes and diagonal; the dots are painted on
 * a canvas through Plot's own scales (fast for 20,000 rows), in the colours
 * the CSS variables have when painted (repainted when they change). Hovering
 * a dot shows its key, A, B and verdict. Dragging a rectangle brushes rows:
 * the pixels are mapped back through the plot's scales into bias ranges and
 * sent as `brush-change` (detail: Brush, or null for a click on no dot, which
 * clears it); a click on a dot sends `point-click` (detail: its row index).
 * The rectangle is drawn from the ranges it is given, so a brush restored
 * from the URL shows too. Keys are rendered as Lit text only.
 */
import {html, css, nothing, type PropertyValues} from 'lit';
import {Plot, PlotElement, type PlotScale} from './plot.js';
import {base} from './styles.js';
import {formatCount} from '../format.js';
import type {Brush} from '../compare_state.js';
import type {ScatterPoints} from '../compare_rows.js';
import {bareText, biasText, changeText, intervalText, keyText} from '../compare_text.js';
import type {KeyTitles} from '../types.js';
import {VERDICT_TEXT, type DiffColumns, type Verdict} from '../types_across_reports.js';

export const SCATTER_WIDTH = 340;
export const SCATTER_HEIGHT = 320;
const MARGIN = {left: 50, right: 12, top: 12, bottom: 38};
/** Above this many dots they shrink (so the cloud stays readable). */
const MANY = 5000;
/** A drag shorter than this (pixels, both ways) is a click: on a dot it shows its row, else it clears the brush. */
const CLICK = 3;
/** How near the pointer a dot must be to be hovered or clicked, pixels. */
const NEAR = 8;

/** The verdicts in painting order (the significant ones on top) and their colours' CSS variables and fallbacks. */
const PAINT: readonly [Verdict, string, string][] = [
  ['undetermined', '--muted', '#757575'],
  ['no_significant_change', '--muted', '#757575'],
  ['improved', '--good', '#2e7d32'],
  ['worsened', '--bad', '#c62828'],
];

interface Scales {
  x: PlotScale;
  y: PlotScale;
}

interface Drag {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Rounds a brushed bound to 6 significant digits (the URL stays readable; the filter uses the same number). */
function round(v: number): number {
  return Number(v.toPrecision(6));
}

export class FairnessCompareScatter extends PlotElement {
  static override properties = {
    points: {attribute: false},
    brush: {attribute: false},
    highlight: {attribute: false},
    bias: {attribute: false},
    format: {attribute: false},
    columns: {attribute: false},
    keyTitles: {attribute: false},
    drag: {state: true},
    hover: {state: true},
  };

  declare points: ScatterPoints | null;
  declare brush: Brush | null;
  /** A row (index into the diff) to ring, or null. */
  declare highlight: number | null;
  /** The size of the bias's name (|gap|, ...). */
  declare bias: string;
  /** How the bias reads: `points` (percentage points) or `value`. */
  declare format: string;
  /** The diff's columns (the keys and intervals of the tooltip). */
  declare columns: DiffColumns | null;
  /** The kind's keys that are codes, in words (the hovered dot's tooltip names a key by its title). */
  declare keyTitles: KeyTitles;
  declare drag: Drag | null;
  /** The dot under the pointer (an index into the points), or null. */
  declare hover: number | null;

  private chart: (SVGSVGElement | HTMLElement) | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private scales: Scales | null = null;
  /** The dots' pixel positions, for hovering. */
  private px = new Float32Array(0);
  private py = new Float32Array(0);
  /** The colours the canvas was painted in (joined), to repaint when the theme changes them. */
  private painted = '';

  constructor() {
    super();
    this.points = null;
    this.brush = null;
    this.highlight = null;
    this.bias = 'bias';
    this.format = 'value';
    this.columns = null;
    this.keyTitles = {};
    this.drag = null;
    this.hover = null;
  }

  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${SCATTER_WIDTH}px;
        height: ${SCATTER_HEIGHT}px;
        cursor: crosshair;
        touch-action: none;
        user-select: none;
      }
      .plot svg {
        display: block;
      }
      .dots {
        position: absolute;
        left: 0;
        top: 0;
        width: ${SCATTER_WIDTH}px;
        height: ${SCATTER_HEIGHT}px;
        pointer-events: none;
      }
      .rect {
        position: absolute;
        box-sizing: border-box;
        border: 1px solid var(--accent, #f57c00);
        background: color-mix(in srgb, var(--accent, #f57c00) 12%, transparent);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid var(--fg, #212121);
        border-radius: 50%;
        pointer-events: none;
      }
      .ring.hover {
        border-width: 1px;
      }
      .tip {
        position: absolute;
        z-index: 2;
        max-width: 220px;
        padding: 4px 8px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
        background: var(--surface, #fff);
        color: var(--fg, #212121);
        font-size: 11px;
        line-height: 1.4;
        pointer-events: none;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
      }
      .tip .k {
        font-weight: 500;
        overflow-wrap: anywhere;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 11px;
        margin: 2px 0;
      }
      .legend .sw {
        display: inline-block;
        width: 8px;
        height: 8px;
        margin-right: 4px;
        border-radius: 50%;
        background: currentColor;
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-no_significant_change,
      .v-undetermined {
        color: var(--muted, #757575);
      }
      .legend .name {
        color: var(--fg, #212121);
      }
      .note {
        font-size: 11px;
        max-width: ${SCATTER_WIDTH}px;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('points') || changed.has('bias')) {
      this.hover = null;
      this.draw();
    }
  }

  protected override updated(): void {
    this.repaintIfThemed();
  }

  /**
   * The theme (TensorBoard's dark mode) changes the CSS variables, and a canvas does not follow
   * them: the attributes of the ancestors (the theme's `data-theme`, a class...) are watched,
   * and the dots repainted when their colours changed.
   */
  private themeObserver: MutationObserver | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.themeObserver = new MutationObserver(() => this.repaintIfThemed());
    for (let n: Node | null = this.parentNode; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) {
      if (n instanceof Element) this.themeObserver.observe(n, {attributes: true});
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.themeObserver?.disconnect();
    this.themeObserver = null;
  }

  private repaintIfThemed(): void {
    if (this.points && this.scales && this.canvas && this.colorKey() !== this.painted) {
      this.canvas = this.paint(this.points, this.scales);
      this.requestUpdate();
    }
  }

  /** The colour of each verdict, as the CSS variables say now. */
  private colors(): Map<Verdict, string> {
    const style = this.isConnected ? getComputedStyle(this) : null;
    return new Map(PAINT.map(([v, name, fallback]) => [v, style?.getPropertyValue(name).trim() || fallback]));
  }

  private colorKey(): string {
    return [...this.colors().values()].join(' ');
  }

  private draw(): void {
    const p = this.points;
    this.chart = null;
    this.canvas = null;
    this.scales = null;
    this.px = new Float32Array(0);
    this.py = new Float32Array(0);
    if (!p || p.x.length === 0) return;
    let lo = 0; // a bias is never negative: the axes start at 0
    let hi = -Infinity;
    for (const arr of [p.x, p.y]) {
      for (let i = 0; i < arr.length; i++) {
        if (arr[i] < lo) lo = arr[i];
        if (arr[i] > hi) hi = arr[i];
      }
    }
    const pad = hi > lo ? (hi - lo) * 0.04 : Math.max(Math.abs(lo) * 0.1, 0.05);
    const domain: [number, number] = [lo < 0 ? lo - pad : 0, hi + pad];
    const points = this.format === 'points';
    const unit = points ? ' (pp)' : '';
    const tickFormat = points ? (v: number) => String(Number((v * 100).toPrecision(6))) : undefined;
    const chart = Plot.plot({
      width: SCATTER_WIDTH,
      height: SCATTER_HEIGHT,
      marginLeft: MARGIN.left,
      marginRight: MARGIN.right,
      marginTop: MARGIN.top,
      marginBottom: MARGIN.bottom,
      style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
      x: {domain, label: `${this.bias} in A${unit}`, labelAnchor: 'center', labelArrow: 'none', grid: true, ticks: 5, tickFormat},
      y: {domain, label: `${this.bias} in B${unit}`, labelArrow: 'none', grid: true, ticks: 5, tickFormat},
      marks: [
        Plot.line(
          [
            [domain[0], domain[0]],
            [domain[1], domain[1]],
          ],
          {stroke: 'currentColor', strokeOpacity: 0.6, strokeDasharray: '4,3', strokeWidth: 1},
        ),
      ],
    });
    const x = chart.scale('x');
    const y = chart.scale('y');
    this.chart = chart;
    this.scales = x && y ? {x, y} : null;
    if (this.scales) {
      const {x: sx, y: sy} = this.scales;
      this.px = Float32Array.from(p.x, (v) => sx.apply(v) as number);
      this.py = Float32Array.from(p.y, (v) => sy.apply(v) as number);
      this.canvas = this.paint(p, this.scales);
    }
  }

  /**
   * The dots, on a canvas laid over the plot through its scales: 20,000
   * points paint in a few milliseconds (as SVG circles they took ~300 ms).
   */
  private paint(p: ScatterPoints, s: Scales): HTMLCanvasElement {
    const canvas = document.createElement('canvas');
    const dpr = Math.max(1, Math.min(3, globalThis.devicePixelRatio || 1));
    canvas.width = Math.round(SCATTER_WIDTH * dpr);
    canvas.height = Math.round(SCATTER_HEIGHT * dpr);
    canvas.className = 'dots';
    const ctx = canvas.getContext('2d');
    if (!ctx) return canvas;
    ctx.scale(dpr, dpr);
    const many = p.x.length > MANY;
    const r = many ? 1.5 : 2.5;
    const colors = this.colors();
    this.painted = [...colors.values()].join(' ');
    for (const [verdict] of PAINT) {
      const significant = verdict === 'worsened' || verdict === 'improved';
      ctx.globalAlpha = significant ? (many ? 0.7 : 0.85) : many ? 0.35 : 0.5;
      ctx.fillStyle = colors.get(verdict) as string;
      ctx.beginPath();
      for (let i = 0; i < p.x.length; i++) {
        if (p.verdict[i] !== verdict) continue;
        const cx = s.x.apply(p.x[i]) as number;
        const cy = s.y.apply(p.y[i]) as number;
        ctx.moveTo(cx + r, cy);
        ctx.arc(cx, cy, r, 0, 2 * Math.PI);
      }
      ctx.fill();
    }
    return canvas;
  }

  // -------------------------------------------------------------------------
  // Brushing: pointer events on the plot's box

  /** The pointer in plot pixels, clamped to the frame. */
  private point(e: PointerEvent): [number, number] {
    const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
    const sx = box.width ? SCATTER_WIDTH / box.width : 1;
    const sy = box.height ? SCATTER_HEIGHT / box.height : 1;
    const px = (e.clientX - box.left) * sx;
    const py = (e.clientY - box.top) * sy;
    const clamp = (v: number, a: number, b: number) => Math.min(b, Math.max(a, v));
    return [clamp(px, MARGIN.left, SCATTER_WIDTH - MARGIN.right), clamp(py, MARGIN.top, SCATTER_HEIGHT - MARGIN.bottom)];
  }

  private onDown(e: PointerEvent): void {
    if (e.button !== 0 || !this.scales) return;
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    const [x, y] = this.point(e);
    this.drag = {x0: x, y0: y, x1: x, y1: y};
    e.preventDefault();
  }

  /** The dot nearest the pointer within NEAR pixels (an index into the points), or null. */
  private nearest(x: number, y: number): number | null {
    let best: number | null = null;
    let bestD = NEAR * NEAR;
    const {px, py} = this;
    for (let k = 0; k < px.length; k++) {
      const dx = px[k] - x;
      const dy = py[k] - y;
      const d = dx * dx + dy * dy;
      if (d <= bestD) {
        bestD = d;
        best = k;
      }
    }
    return best;
  }

  private onMove(e: PointerEvent): void {
    const [x, y] = this.point(e);
    if (!this.drag) {
      const k = this.nearest(x, y);
      if (k !== this.hover) this.hover = k;
      return;
    }
    this.drag = {...this.drag, x1: x, y1: y};
  }

  private onLeave(): void {
    if (!this.drag) this.hover = null;
  }

  private onUp(e: PointerEvent): void {
    const d = this.drag;
    if (!d) return;
    const [x1, y1] = this.point(e);
    this.drag = null;
    const s = this.scales;
    let brush: Brush | null = null;
    const click = Math.abs(x1 - d.x0) < CLICK && Math.abs(y1 - d.y0) < CLICK;
    if (click && this.points) {
      const k = this.nearest(x1, y1);
      if (k !== null) {
        const row = this.points.index[k];
        this.dispatchEvent(new CustomEvent<number>('point-click', {detail: row, bubbles: true, composed: true}));
        return;
      }
    }
    if (s?.x.invert && s.y.invert && !click) {
      const a0 = round(s.x.invert(d.x0));
      const a1 = round(s.x.invert(x1));
      const b0 = round(s.y.invert(d.y0));
      const b1 = round(s.y.invert(y1));
      brush = {a: [Math.min(a0, a1), Math.max(a0, a1)], b: [Math.min(b0, b1), Math.max(b0, b1)]};
    }
    if (brush === null && this.brush === null) return;
    this.dispatchEvent(new CustomEvent<Brush | null>('brush-change', {detail: brush, bubbles: true, composed: true}));
  }

  private onCancel(): void {
    this.drag = null;
  }

  /** The rectangle on screen: the drag in progress, else the brush given (clamped to the frame). */
  private rect(): {left: number; top: number; width: number; height: number} | null {
    const d = this.drag;
    if (d) {
      return {
        left: Math.min(d.x0, d.x1),
        top: Math.min(d.y0, d.y1),
        width: Math.abs(d.x1 - d.x0),
        height: Math.abs(d.y1 - d.y0),
      };
    }
    const b = this.brush;
    const s = this.scales;
    if (!b || !s) return null;
    const cx = (v: number) => Math.min(SCATTER_WIDTH - MARGIN.right, Math.max(MARGIN.left, s.x.apply(v) as number));
    const cy = (v: number) => Math.min(SCATTER_HEIGHT - MARGIN.bottom, Math.max(MARGIN.top, s.y.apply(v) as number));
    const x0 = cx(b.a[0]);
    const x1 = cx(b.a[1]);
    const y0 = cy(b.b[0]);
    const y1 = cy(b.b[1]);
    return {left: Math.min(x0, x1), top: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0)};
  }

  private ring() {
    const p = this.points;
    if (this.highlight === null || !p || !this.scales) return nothing;
    const k = p.index.indexOf(this.highlight);
    if (k < 0) return nothing;
    return html`<div class="ring" style="left: ${this.px[k]}px; top: ${this.py[k]}px"></div>`;
  }

  /** The hovered dot's ring and tooltip: its key, the bias in A and B, the change and the verdict. */
  private tip() {
    const p = this.points;
    const k = this.hover;
    if (k === null || !p || k >= p.x.length || this.drag) return nothing;
    const i = p.index[k];
    const c = this.columns;
    const key = c && i < c.key.length ? c.key[i] : '';
    const change = c?.change[i];
    const interval = c ? intervalText(c.lower[i], c.upper[i], bareText(this.format)) : '';
    const left = this.px[k];
    const top = this.py[k];
    const flipX = left > SCATTER_WIDTH / 2;
    const flipY = top > SCATTER_HEIGHT / 2;
    const pos = `${flipX ? `right: ${SCATTER_WIDTH - left + 8}px` : `left: ${left + 8}px`}; ${
      flipY ? `bottom: ${SCATTER_HEIGHT - top + 8}px` : `top: ${top + 8}px`
    }`;
    return html`<div class="ring hover" style="left: ${left}px; top: ${top}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${p.verdict[k]} style=${pos}>
        <div class="k">${keyText(key, this.keyTitles)}</div>
        <div>${this.bias}: A ${biasText(p.x[k], this.format)} → B ${biasText(p.y[k], this.format)}</div>
        ${typeof change === 'number' ? html`<div>change ${changeText(change, this.format)}${interval ? ` ${interval}` : ''}</div>` : nothing}
        <div class="v-${p.verdict[k]}">${VERDICT_TEXT[p.verdict[k]]}</div>
      </div>`;
  }

  private legend() {
    const p = this.points;
    if (!p) return nothing;
    const n = new Map<Verdict, number>();
    for (const v of p.verdict) n.set(v, (n.get(v) ?? 0) + 1);
    return html`<div class="legend">
      ${PAINT.map(([v]) => v)
        .reverse()
        .filter((v) => v !== 'undetermined' || n.has(v))
        .map(
          (v) =>
            html`<span class="v-${v}" data-verdict=${v}
            ><span class="sw"></span><span class="name">${VERDICT_TEXT[v]} (${formatCount(n.get(v) ?? 0)})</span></span
          >`,
        )}
    </div>`;
  }

  override render() {
    const p = this.points;
    if (!p) return nothing;
    const r = this.rect();
    const left = [
      p.oneSided ? `${formatCount(p.oneSided)} row${p.oneSided === 1 ? '' : 's'} found in one report only` : '',
      p.undefinedValue ? `${formatCount(p.undefinedValue)} without a value on one side` : '',
    ].filter(Boolean);
    return html`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${
        this.chart
          ? html`<div
            class="plot"
            data-points=${p.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${
              r
                ? html`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`
                : nothing
            }
            ${this.ring()} ${this.tip()}
          </div>`
          : html`<div class="muted">No row has a value in both reports.</div>`
      }
      <div class="note muted">
        ${formatCount(p.x.length)} row${p.x.length === 1 ? '' : 's'} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${left.length ? html`Not plotted: ${left.join('; ')}.` : nothing}
      </div>
    `;
  }
}

customElements.define('fairness-compare-scatter', FairnessCompareScatter);
