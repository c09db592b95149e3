/**
 * The compare view's CSV download (views/compare_view.ts): the server's CSV of the
 * comparison on screen (`diff?...&format=csv`: every row, the export's columns, the
 * bytes `tb-fairness export --vs-run/--vs-step` prints), saved with `downloadText`.
 * One download at a time (a newer click supersedes the older); it is not the view's
 * load status, and a failure is said next to the button (compare_controls.ts).
 */
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {LatestRequest, STALE, type Api, type KindOptions} from '../api.js';
import {csvFileName, csvShownRows} from '../csv.js';
import type {DiffResponse} from '../types_across_reports.js';
import {downloadText, message} from './view.js';

export class DiffDownload implements ReactiveController {
  /** A download is under way. */
  pending = false;
  /** Why the last download failed, or null. */
  error: string | null = null;
  private readonly request = new LatestRequest();

  /** `api`: the view's (read when a download starts). */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly api: () => Api,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.request.cancel();
    this.pending = false;
  }

  /**
   * The CSV of `r` (nothing without one), for its two reports at the steps it names, read with
   * `options`; `shown`: only the keys on screen (search, verdict, brush), in their order.
   */
  async download(r: DiffResponse | null, options: KindOptions, shown?: readonly string[]): Promise<void> {
    if (!r) return;
    const parts = ['fairness', 'compare', r.tag, r.a.run, `step${r.a.step}`, 'vs', r.b.run, `step${r.b.step}`, r.value];
    const name = csvFileName(shown ? [...parts, 'shown'] : parts);
    const p = {tag: r.tag, run: r.a.run, step: r.a.step, vs_run: r.b.run, vs_step: r.b.step, options};
    this.pending = true;
    this.error = null;
    this.host.requestUpdate();
    let text: string | typeof STALE;
    try {
      text = await this.request.run((signal) => this.api().diffCsv(p, signal));
    } catch (e) {
      this.pending = false;
      this.error = message(e);
      this.host.requestUpdate();
      return;
    }
    if (text === STALE) return;
    this.pending = false;
    this.host.requestUpdate();
    downloadText(shown ? (csvShownRows(text, 'key', shown) ?? text) : text, name);
  }
}
