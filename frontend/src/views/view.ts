/**
 * What a kind-specific view is to the app. The app owns which report is on
 * screen (run, tag, step: the shared pickers) and chooses the view by the
 * report's kind (`tags` lists it); the view owns everything else: its own
 * selection, its requests, its body. Adding a kind is one new view module
 * and one line in registry.ts.
 *
 * A view element receives `props` (below) and the shared pickers as a light
 * DOM child with `slot="report"`, which it places in its controls bar. It
 * talks back with three bubbling, composed events:
 * - `view-status` (detail: ViewStatus): loading, ready or error; the app
 *   reflects it as its `data-status`;
 * - `view-params` (detail: Params): its selection as prefixed hash
 *   parameters; the app writes them into the URL after run, tag and step;
 * - `report-change` (detail: Partial<ReportRef>): the view asks for another
 *   step (for example "reset" sets the latest), as the pickers do.
 */
import type {TemplateResult} from 'lit';
import type {Params, ReportRef} from '../state.js';
import type {KindDeclaration, TagInfo} from '../types.js';

export type ViewStatus = 'loading' | 'ready' | 'error';

/** A report that exists: run and tag are known. */
export interface ResolvedRef extends ReportRef {
  run: string;
  tag: string;
}

export interface ViewProps {
  report: ResolvedRef;
  /** The `tags` entry of the report (its description). */
  info: TagInfo | null;
  /** What the server declares for the report's kind (`kinds`: its options, tables...); null when it declares none. */
  declaration: KindDeclaration | null;
  /**
   * The view's hash parameters when it was mounted (a reload, a shared link);
   * read once, at the first update. Empty when the user switched kinds.
   */
  params: Params;
}

/** The Lit declarations of `ViewProps`, spread into a view element's `properties`. */
export const viewProperties = {
  report: {attribute: false},
  info: {attribute: false},
  declaration: {attribute: false},
  params: {attribute: false},
} as const;

export interface ViewModule {
  /** The report kind it shows, as `tags` spells it (each view module spells its own, once; its routes are named after it). */
  kind: string;
  /** What its reports are called in prose, e.g. "label-association". */
  title: string;
  /** The element, with `picker` as its `slot="report"` child. */
  render(props: ViewProps, picker: TemplateResult): TemplateResult;
  /** How to log a report of this kind, in a sentence (shown when the logdir has no report). */
  hint(): TemplateResult;
  /** Python lines logging one, inside `with tb_fairness.FileWriter(...) as w:` (unindented). */
  example: string;
}

export function emitStatus(el: HTMLElement, status: ViewStatus): void {
  el.dispatchEvent(new CustomEvent<ViewStatus>('view-status', {detail: status, bubbles: true, composed: true}));
}

export function emitParams(el: HTMLElement, params: Params): void {
  el.dispatchEvent(new CustomEvent<Params>('view-params', {detail: params, bubbles: true, composed: true}));
}

export function emitReportChange(el: HTMLElement, patch: Partial<ReportRef>): void {
  el.dispatchEvent(new CustomEvent('report-change', {detail: patch, bubbles: true, composed: true}));
}

/** What an error says (an ApiError carries the server's own text). */
export function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Offers `text` as a file download (a CSV of the table shown, as the `table` route sent it). */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], {type}));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
  // The browser has taken the blob once the click is handled; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
