/**
 * The kinds whose view the loader (index.ts) asks for before the app runs, and the URL of
 * that first request: the list of those kinds is the one place outside kinds/ besides
 * views/registry.ts that imports from a kind's folder, and only its pure request module.
 * A kind not listed here loads as before, once its view is mounted.
 */
import {firstTableUrl as firstAssociationsUrl, KIND as ASSOCIATIONS, type ReportAt} from './kinds/label_associations/request.js';
import {declarationOf} from './kinds_state.js';
import {splitParams} from './modes_state.js';
import {HASH_PREFIX, refFromParams, viewParams, type Params} from './state.js';
import type {KindDeclaration, KindsResponse, TagsResponse} from './types.js';

/** The URL of a kind's view's first request: the report, the hash's view parameters, the kind's declaration. */
type FirstViewUrl = (report: ReportAt, params: Params, declaration: KindDeclaration | null) => string;

/** The big tables: the ones worth asking for while the app's bundle loads. */
const FIRST_VIEWS: ReadonlyMap<string, FirstViewUrl> = new Map([[ASSOCIATIONS, firstAssociationsUrl]]);

/**
 * The URL the view of the report the hash names will ask for first, or null: when the hash
 * names no run or tag (the app then picks a report), another mode than the report, a report
 * `tags` does not list, or a kind without a first request here. The app resolves a named
 * report that exists to itself and mounts its view with the hash's view parameters, as here.
 */
export function firstViewUrl(hash: Params, tags: TagsResponse, kinds: KindsResponse): string | null {
  const ref = refFromParams(hash);
  if (ref.run === null || ref.tag === null) return null;
  const split = splitParams(viewParams(hash), HASH_PREFIX);
  if (split.mode !== 'report') return null;
  const tagsOfRun = Object.hasOwn(tags.runs, ref.run) ? tags.runs[ref.run] : undefined;
  const kind = tagsOfRun !== undefined && Object.hasOwn(tagsOfRun, ref.tag) ? tagsOfRun[ref.tag].kind : null;
  const first = kind === null ? undefined : FIRST_VIEWS.get(kind);
  if (first === undefined) return null;
  return first({run: ref.run, tag: ref.tag, step: ref.step}, split.view, declarationOf(kinds, kind));
}
