/**
 * <fairness-compare-scatter>: the compared value in report A (x) against
 * report B (y), one dot per row found in both with a value on both sides, and
 * the diagonal y = x (dots above it rose in B). Plot draws the frame, axes
 * and diagonal; the dots are painted on a canvas through Plot's own scales
 * (fast for 20,000 rows). Dragging a rectangle brushes
 * rows: the pixels are mapped back through the plot's scales into value
 * ranges and sent as `brush-change` (detail: Brush, or null for a click,
 * which clears it). The rectangle is drawn from the value ranges it is given,
 * so a brush restored from the URL shows too. No label name is drawn here.
 */
import {LitElement, html, css, nothing, type PropertyValues} from 'lit';
import * as Plot from '@observablehq/plot';
import {ACCENT, base} from './styles.js';
import {formatCount} from '../format.js';
import type {Brush, ScatterPoints} from '../compare_state.js';

export const SCATTER_WIDTH = 340;
export const SCATTER_HEIGHT = 320;
const MARGIN = {left: 50, right: 12, top: 12, bottom: 38};
/** Above this many dots they shrink (so the cloud stays readable). */
const MANY = 5000;
/** A drag shorter than this (pixels, both ways) is a click: it clears the brush. */
const CLICK = 3;

interface Scales {
  x: Plot.Scale;
  y: Plot.Scale;
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

export class FairnessCompareScatter extends LitElement {
  static override properties = {
    points: {attribute: false},
    brush: {attribute: false},
    highlight: {attribute: false},
    value: {attribute: false},
    drag: {state: true},
  };

  declare points: ScatterPoints | null;
  declare brush: Brush | null;
  /** A row (index into the diff) to ring, or null. */
  declare highlight: number | null;
  /** The compared value's name (gap, cramers_v, ...). */
  declare value: string;
  declare drag: Drag | null;

  private chart: (SVGSVGElement | HTMLElement) | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private scales: Scales | null = null;

  constructor() {
    super();
    this.points = null;
    this.brush = null;
    this.highlight = null;
    this.value = 'value';
    this.drag = null;
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
        border: 1px solid var(--accent);
        background: rgba(245, 124, 0, 0.12);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid #212121;
        border-radius: 50%;
        pointer-events: none;
      }
      .note {
        font-size: 11px;
        max-width: ${SCATTER_WIDTH}px;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('points') || changed.has('value')) this.draw();
  }

  private draw(): void {
    const p = this.points;
    this.chart = null;
    this.canvas = null;
    this.scales = null;
    if (!p || p.x.length === 0) return;
    let lo = Infinity;
    let hi = -Infinity;
    for (const arr of [p.x, p.y]) {
      for (let i = 0; i < arr.length; i++) {
        if (arr[i] < lo) lo = arr[i];
        if (arr[i] > hi) hi = arr[i];
      }
    }
    const pad = hi > lo ? (hi - lo) * 0.04 : Math.max(Math.abs(lo) * 0.1, 0.05);
    const domain: [number, number] = [lo - pad, hi + pad];
    const chart = Plot.plot({
      width: SCATTER_WIDTH,
      height: SCATTER_HEIGHT,
      marginLeft: MARGIN.left,
      marginRight: MARGIN.right,
      marginTop: MARGIN.top,
      marginBottom: MARGIN.bottom,
      style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
      x: {domain, label: `${this.value} in A`, labelAnchor: 'center', labelArrow: 'none', grid: true, ticks: 5},
      y: {domain, label: `${this.value} in B`, labelArrow: 'none', grid: true, ticks: 5},
      marks: [
        Plot.line(
          [
            [domain[0], domain[0]],
            [domain[1], domain[1]],
          ],
          {stroke: '#616161', strokeDasharray: '4,3', strokeWidth: 1},
        ),
      ],
    });
    const x = chart.scale('x');
    const y = chart.scale('y');
    this.chart = chart;
    this.scales = x && y ? {x, y} : null;
    if (this.scales) this.canvas = this.paint(p, this.scales);
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
    ctx.globalAlpha = many ? 0.5 : 0.7;
    ctx.fillStyle = ACCENT;
    ctx.beginPath();
    for (let i = 0; i < p.x.length; i++) {
      const cx = s.x.apply(p.x[i]) as number;
      const cy = s.y.apply(p.y[i]) as number;
      ctx.moveTo(cx + r, cy);
      ctx.arc(cx, cy, r, 0, 2 * Math.PI);
    }
    ctx.fill();
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

  private onMove(e: PointerEvent): void {
    if (!this.drag) return;
    const [x, y] = this.point(e);
    this.drag = {...this.drag, x1: x, y1: y};
  }

  private onUp(e: PointerEvent): void {
    const d = this.drag;
    if (!d) return;
    const [x1, y1] = this.point(e);
    this.drag = null;
    const s = this.scales;
    let brush: Brush | null = null;
    if (s?.x.invert && s.y.invert && (Math.abs(x1 - d.x0) >= CLICK || Math.abs(y1 - d.y0) >= CLICK)) {
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
    const s = this.scales;
    if (this.highlight === null || !p || !s) return nothing;
    const k = p.index.indexOf(this.highlight);
    if (k < 0) return nothing;
    const left = s.x.apply(p.x[k]) as number;
    const top = s.y.apply(p.y[k]) as number;
    return html`<div class="ring" style="left: ${left}px; top: ${top}px"></div>`;
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
      <h3>A against B</h3>
      ${
        this.chart
          ? html`<div
            class="plot"
            data-points=${p.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
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
            ${this.ring()}
          </div>`
          : html`<div class="muted">No row has a value in both reports.</div>`
      }
      <div class="note muted">
        ${formatCount(p.x.length)} row${p.x.length === 1 ? '' : 's'} plotted; above the dashed diagonal y = x, the value
        is larger in B. Drag a rectangle to select rows, click to clear.
        ${left.length ? html`Not plotted: ${left.join('; ')}.` : nothing}
      </div>
    `;
  }
}

customElements.define('fairness-compare-scatter', FairnessCompareScatter);
