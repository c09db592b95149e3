/**
 * <fairness-runs-scatter>: the chart of the Runs mode (runs_view.ts), drawn with Plot.
 * With a performance headline: performance (y) against bias (x), a dot per run in the
 * run's colour with its interval whiskers both ways, the Pareto front as a line through
 * its points and its dots ringed, the runs picked for Compare labelled A and B; the axis
 * labels say which way is better. Without one (a kind with no ground truth): the bias of
 * each run, ranked, as dots with whiskers. Hovering a dot names its run and its numbers
 * (Plot's tip); a click opens its report (`run-open`, detail: the row index). Run names
 * reach the SVG as Plot's text only (textContent). Dots carry their run, numbers and
 * front mark as data attributes (for the tests and tools).
 */
import {html, css, nothing, type PropertyValues} from 'lit';
import {Plot, PlotElement, type PlotChart} from './plot.js';
import {estimateTextWidth, truncateLabel} from '../chart_axes.js';
import {
  axisLabel,
  cutEnds,
  intervalsOverlapAll,
  levelText,
  overlapText,
  paretoLine,
  rankedBias,
  runsHeadlines,
  runsIntervalText,
  runsValueText,
  scatterDomain,
  scatterPoints,
  headlineTicks,
  type CutEnds,
  type RankedPoint,
  type ScatterPoint,
} from '../runs_state.js';
import {nearestPoint, type PixelPoint} from '../trend_state.js';
import type {RunsHeadline, RunsResponse} from '../types_runs.js';
import {base} from './styles.js';

export const SCATTER_HEIGHT = 380;
const SCATTER_MARGIN_TOP = 26;
const SCATTER_MARGIN_BOTTOM = 40;
/** The ranked chart: this many px per run. */
const RANK_ROW = 16;
const PICK_RADIUS = 12;

/** `cut`: whether a whisker runs past the frame (marked there, and said in the note). */
type Drawn = {
  svg: SVGSVGElement | HTMLElement;
  points: (ScatterPoint | RankedPoint)[];
  pixels: PixelPoint[];
  undrawn: number;
  cut: boolean;
} | null;

/** How far from the domain's end a cut mark sits, towards the frame (the axes' inset is 10 px). */
const CUT_OFFSET = 5;

/**
 * ◂ ▸ (on x) or ▾ ▴ (on y) at the frame, in the run's colour, where a whisker runs past
 * it: `at` places the mark across the axis (the dot's other coordinate).
 */
function cutMarks<P extends {run: string}>(
  points: readonly P[],
  cuts: readonly CutEnds[],
  axis: 'x' | 'y',
  [lo, hi]: readonly [number, number],
  at: (p: P) => number | string,
) {
  const ends = (end: 'below' | 'above') =>
    points.filter((_, i) => cuts[i][end]).map((p) => ({run: p.run, v: end === 'below' ? lo : hi, at: at(p)}));
  const mark = (end: 'below' | 'above') => {
    const glyph = axis === 'x' ? (end === 'below' ? '\u25C2' : '\u25B8') : end === 'below' ? '\u25BE' : '\u25B4';
    const shift = end === 'below' ? -CUT_OFFSET : CUT_OFFSET;
    const place = axis === 'x' ? {x: 'v', y: 'at', dx: shift} : {x: 'at', y: 'v', dy: -shift};
    return Plot.text(ends(end), {
      ...place,
      text: () => glyph,
      fill: 'run',
      fontSize: 10,
      className: 'cut',
      ariaLabel: (e: {run: string}) => `${e.run}: ${end === 'below' ? 'lower' : 'upper'} end past the frame`,
    });
  };
  return [mark('below'), mark('above')];
}

export class FairnessRunsScatter extends PlotElement {
  static override properties = {
    data: {attribute: false},
    rows: {attribute: false},
    colors: {attribute: false},
    picks: {attribute: false},
    width: {attribute: false},
  };

  declare data: RunsResponse | null;
  /** The rows shown (filtered), in the table's order. */
  declare rows: number[];
  declare colors: ReadonlyMap<string, string>;
  declare picks: string[];
  /** The chart's width, px. */
  declare width: number;

  private drawn: Drawn = null;

  constructor() {
    super();
    this.data = null;
    this.rows = [];
    this.colors = new Map();
    this.picks = [];
    this.width = 460;
  }

  static override styles = [
    base,
    css`
      :host {
        display: block;
      }
      svg {
        cursor: crosshair;
        overflow: visible;
      }
      svg.over-point {
        cursor: pointer;
      }
      .none {
        padding: 16px;
        color: var(--muted);
      }
      .legend-line {
        font-size: 12px;
        color: var(--muted);
        margin-top: 2px;
      }
      .legend-line .front {
        color: var(--accent);
        font-weight: 600;
      }
    `,
  ];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('data') || changed.has('rows') || changed.has('colors') || changed.has('picks') || changed.has('width')) {
      this.drawn = this.draw();
    }
  }

  private color(run: string): string {
    return this.colors.get(run) ?? 'var(--muted)';
  }

  private draw(): Drawn {
    const r = this.data;
    if (!r) return null;
    return r.performance ? this.drawScatter(r, r.performance) : this.drawRanked(r);
  }

  private tipText(r: RunsResponse, p: ScatterPoint | RankedPoint): string {
    const line = (h: RunsHeadline, v: number, lo: number | null, hi: number | null) => {
      const iv = runsIntervalText(h, lo, hi);
      return `${h.title}: ${runsValueText(h, v)}${iv ? ` ${iv}` : ''}`;
    };
    const step = r.columns.step[p.row];
    const lines = [`${p.run}${typeof step === 'number' ? ` (step ${step})` : ''}`, line(r.bias, p.x, p.xLower, p.xUpper)];
    if ('y' in p && r.performance) lines.push(line(r.performance, p.y, p.yLower, p.yUpper));
    if ('pareto' in p && p.pareto) lines.push('On the Pareto front');
    lines.push('Click: open its report');
    return lines.join('\n');
  }

  private drawScatter(r: RunsResponse, perf: RunsHeadline): Drawn {
    const {points, undrawn} = scatterPoints(r, this.rows);
    if (points.length === 0) return {svg: document.createElement('div'), points, pixels: [], undrawn, cut: false};
    const xDomain = scatterDomain(
      points.map((p) => p.x),
      points.map((p) => p.xLower),
      points.map((p) => p.xUpper),
      r.bias,
    )!;
    const yDomain = scatterDomain(
      points.map((p) => p.y),
      points.map((p) => p.yLower),
      points.map((p) => p.yUpper),
      perf,
    )!;
    const xCut = cutEnds(
      points.map((p) => p.xLower),
      points.map((p) => p.xUpper),
      xDomain,
    );
    const yCut = cutEnds(
      points.map((p) => p.yLower),
      points.map((p) => p.yUpper),
      yDomain,
    );
    const front = paretoLine(points);
    const picked = this.picks.map((run, i) => ({label: i === 0 ? 'A' : 'B', p: points.find((q) => q.run === run)})).filter((x) => x.p);
    const title = (p: ScatterPoint) => this.tipText(r, p);
    const runs = [...this.colors.keys()];
    const plot = Plot.plot({
      width: this.width,
      height: SCATTER_HEIGHT,
      marginTop: SCATTER_MARGIN_TOP,
      marginLeft: 52,
      marginRight: 16,
      marginBottom: SCATTER_MARGIN_BOTTOM,
      style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
      x: {
        domain: xDomain,
        label: axisLabel(r.bias, 'x'),
        labelAnchor: 'center',
        labelArrow: 'none',
        labelOffset: 34,
        ...headlineTicks(r.bias, xDomain[0], xDomain[1], Math.max(3, Math.floor(this.width / 80))),
        grid: true,
        // Dots at the ends of the range stay off the frame.
        inset: 10,
      },
      y: {
        domain: yDomain,
        inset: 10,
        label: axisLabel(perf, 'y'),
        labelAnchor: 'top',
        labelArrow: 'none',
        // About one tick per 35 px, as Plot would, but with the labels' decimals from the step.
        ...headlineTicks(
          perf,
          yDomain[0],
          yDomain[1],
          Math.max(3, Math.floor((SCATTER_HEIGHT - SCATTER_MARGIN_TOP - SCATTER_MARGIN_BOTTOM) / 35)),
        ),
        grid: true,
      },
      color: {domain: runs, range: runs.map((run) => this.color(run))},
      marks: [
        Plot.frame({stroke: 'var(--chart-rule)', strokeOpacity: 0.5}),
        // The intervals: whiskers in the run's colour, both ways, cut at the frame.
        Plot.ruleY(
          points.filter((p) => p.xLower !== null && p.xUpper !== null),
          {x1: 'xLower', x2: 'xUpper', y: 'y', stroke: 'run', strokeOpacity: 0.45, strokeWidth: 1, clip: true},
        ),
        Plot.ruleX(
          points.filter((p) => p.yLower !== null && p.yUpper !== null),
          {x: 'x', y1: 'yLower', y2: 'yUpper', stroke: 'run', strokeOpacity: 0.45, strokeWidth: 1, clip: true},
        ),
        ...cutMarks(points, xCut, 'x', xDomain, (p) => p.y),
        ...cutMarks(points, yCut, 'y', yDomain, (p) => p.x),
        // The Pareto front: a line through its points, its dots ringed.
        Plot.line(front, {x: 'x', y: 'y', stroke: 'var(--accent)', strokeWidth: 1.5, strokeDasharray: '5,3', clip: true}),
        Plot.dot(front, {x: 'x', y: 'y', r: 7.5, stroke: 'var(--accent)', strokeWidth: 2, fill: 'none', ariaHidden: 'true'}),
        Plot.dot(points, {
          x: 'x',
          y: 'y',
          fill: 'run',
          stroke: 'var(--chart-halo)',
          strokeWidth: 1,
          r: 4.5,
          ariaLabel: (p: ScatterPoint) => p.run,
          title,
          tip: {fontSize: 12, lineHeight: 1.3},
        }),
        Plot.text(
          picked.map((x) => ({...x.p!, label: x.label})),
          {
            x: 'x',
            y: 'y',
            text: 'label',
            dy: -12,
            fontWeight: 700,
            fontSize: 12,
            fill: 'var(--fg)',
            stroke: 'var(--chart-halo)',
            strokeWidth: 3,
            paintOrder: 'stroke',
          },
        ),
      ],
    });
    const cut = [...xCut, ...yCut].some((c) => c.below || c.above);
    return this.finish(plot, points, (p) => ({x: p.x, y: (p as ScatterPoint).y}), undrawn, cut, [xDomain, yDomain]);
  }

  private drawRanked(r: RunsResponse): Drawn {
    const {points, undrawn} = rankedBias(r, this.rows);
    if (points.length === 0) return {svg: document.createElement('div'), points, pixels: [], undrawn, cut: false};
    const xDomain = scatterDomain(
      points.map((p) => p.x),
      points.map((p) => p.xLower),
      points.map((p) => p.xUpper),
      r.bias,
    )!;
    const xCut = cutEnds(
      points.map((p) => p.xLower),
      points.map((p) => p.xUpper),
      xDomain,
    );
    const measure = (s: string) => estimateTextWidth(s, 11);
    const labelWidth = Math.min(170, Math.max(...points.map((p) => measure(p.run))) + 4);
    const runs = [...this.colors.keys()];
    const plot = Plot.plot({
      width: this.width,
      height: points.length * RANK_ROW + 70,
      marginTop: 10,
      marginLeft: labelWidth + 12,
      marginRight: 16,
      marginBottom: 40,
      style: {fontSize: '11px', fontFamily: 'inherit', background: 'transparent'},
      x: {
        domain: xDomain,
        label: axisLabel(r.bias, 'x'),
        labelAnchor: 'center',
        labelArrow: 'none',
        labelOffset: 34,
        ...headlineTicks(r.bias, xDomain[0], xDomain[1], Math.max(3, Math.floor((this.width - labelWidth) / 80))),
        grid: true,
        axis: 'bottom',
        inset: 10,
      },
      y: {domain: points.map((p) => p.run), label: null, tickSize: 0, tickFormat: (run: string) => truncateLabel(run, labelWidth, measure)},
      color: {domain: runs, range: runs.map((run) => this.color(run))},
      marks: [
        Plot.ruleY(
          points.filter((p) => p.xLower !== null && p.xUpper !== null),
          {x1: 'xLower', x2: 'xUpper', y: 'run', stroke: 'run', strokeOpacity: 0.6, strokeWidth: 1.5, clip: true},
        ),
        ...cutMarks(points, xCut, 'x', xDomain, (p) => p.run),
        Plot.dot(points, {
          x: 'x',
          y: 'run',
          fill: 'run',
          stroke: 'var(--chart-halo)',
          r: 4.5,
          ariaLabel: (p: RankedPoint) => p.run,
          title: (p: RankedPoint) => this.tipText(r, p),
          tip: {fontSize: 12, lineHeight: 1.3},
        }),
      ],
    });
    const cut = xCut.some((c) => c.below || c.above);
    return this.finish(plot, points, (p) => ({x: p.x, y: p.run}), undrawn, cut, [xDomain]);
  }

  /** Data attributes on the dots, the pixel positions for picking, the click and hover handlers. */
  private finish<P extends ScatterPoint | RankedPoint>(
    plot: SVGSVGElement | HTMLElement,
    points: P[],
    at: (p: P) => {x: number; y: number | string},
    undrawn: number,
    cut: boolean,
    domains: readonly (readonly [number, number])[],
  ): Drawn {
    const byRun = new Map(points.map((p) => [p.run, p]));
    const svg = plot.tagName.toLowerCase() === 'svg' ? plot : (plot.querySelector('svg') ?? plot);
    svg.setAttribute('data-chart', this.data?.performance ? 'scatter' : 'ranked');
    // The axes' ranges, for the tests that check which whiskers are cut.
    domains.forEach((d, i) => svg.setAttribute(`data-${i === 0 ? 'x' : 'y'}-domain`, `${d[0]} ${d[1]}`));
    for (const circle of svg.querySelectorAll('g[aria-label="dot"] circle[aria-label]')) {
      const p = byRun.get(circle.getAttribute('aria-label') ?? '');
      if (!p) continue;
      circle.setAttribute('data-run', p.run);
      circle.setAttribute('data-x', String(p.x));
      if ('y' in p) circle.setAttribute('data-y', String(p.y));
      if ('pareto' in p) circle.setAttribute('data-pareto', String(p.pareto));
    }
    const xs = (plot as unknown as PlotChart).scale('x');
    const ys = (plot as unknown as PlotChart).scale('y');
    const pixels = points.map((p) => {
      const {x, y} = at(p);
      const py = Number(ys?.apply(y));
      // A band scale gives the band's start: its middle is where the dot is.
      const bw = typeof y === 'string' ? ((ys as {bandwidth?: number})?.bandwidth ?? 0) / 2 : 0;
      return {x: Number(xs?.apply(x)), y: py + bw};
    });
    const height = Number(svg.getAttribute('height'));
    const pick = (e: MouseEvent): number | null => {
      const rect = svg.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return null;
      const sx = Number(svg.getAttribute('width') ?? rect.width) / rect.width;
      const sy = (height || rect.height) / rect.height;
      return nearestPoint(pixels, (e.clientX - rect.left) * sx, (e.clientY - rect.top) * sy, PICK_RADIUS * sx);
    };
    svg.addEventListener('click', (e) => {
      const i = pick(e as MouseEvent);
      if (i !== null) this.dispatchEvent(new CustomEvent<number>('run-open', {detail: points[i].row, bubbles: true, composed: true}));
    });
    svg.addEventListener('pointermove', (e) => svg.classList.toggle('over-point', pick(e as PointerEvent) !== null));
    return {svg: plot, points, pixels, undrawn, cut};
  }

  override render() {
    const r = this.data;
    const d = this.drawn;
    if (!r || !d) return nothing;
    const level = levelText(r.level);
    const undrawn =
      d.undrawn > 0
        ? html`<div class="legend-line" data-role="undrawn">
            ${d.undrawn} ${d.undrawn === 1 ? 'run' : 'runs'} not drawn:
            ${r.performance ? `${r.bias.title} or ${r.performance.title}` : r.bias.title} undefined (— in the table).
          </div>`
        : nothing;
    if (d.points.length === 0) {
      return html`<div class="none">No run shown has ${r.performance ? `both numbers` : `a ${r.bias.title}`} defined: nothing to draw.</div>
        ${undrawn}`;
    }
    return html`${d.svg}
      <div class="legend-line">
        ${
          r.performance
            ? html`<span class="front">◆ Pareto front</span> (dashed line, ringed dots): no other run is better on both numbers (over
                every run read, whatever the filter). `
            : html`Ranked, better first. `
        }${
          intervalsOverlapAll(r, runsHeadlines(r))
            ? html`<span data-role="overlap">${overlapText(r.performance !== null)}; tick two runs and Compare A and B for a paired test. </span>`
            : nothing
        }
        Whiskers: ${level ? `${level} ` : ''}intervals${
          d.cut
            ? html`<span data-role="cut">; ${r.performance ? '\u25C2 \u25B8 \u25BE \u25B4' : '\u25C2 \u25B8'} at the frame: the whisker runs on past it (intervals much wider than the differences between runs)</span>`
            : nothing
        }. Hover a dot for its numbers; click it to open its report.
      </div>
      ${undrawn}`;
  }
}

customElements.define('fairness-runs-scatter', FairnessRunsScatter);
