/**
 * The tab's first requests, sent by the loader (index.ts) while the app's bundle (app.js)
 * still downloads and evaluates: `tags`, `kinds` and, when the URL hash names a report with
 * a big table (first_views.ts), that view's first request. Their answers wait for the app
 * (early_answers.ts).
 */
import {keepEarly} from './early_answers.js';
import {firstViewUrl} from './first_views.js';
import {checkKinds, checkTags} from './response_checks.js';
import type {Params} from './state.js';

/** Asks for `url` now and keeps the answer for the app. */
function ask(url: string, fetchFn: typeof fetch): Promise<Response> {
  const answer = fetchFn(url);
  keepEarly(url, answer);
  return answer;
}

/** The JSON of an answer, read from a copy (the app reads the answer itself); null when not ok. */
async function json(answer: Promise<Response>): Promise<unknown> {
  const res = await answer;
  return res.ok ? await res.clone().json() : null;
}

/**
 * Asks for `tags` and `kinds`, then for the first table of the report `hash` names; resolves
 * with whether it asked for one. Never throws: whatever fails here, the app asks again and
 * reports it.
 */
export async function sendEarlyRequests(hash: Params, fetchFn: typeof fetch = (url) => globalThis.fetch(url)): Promise<boolean> {
  const tags = ask('tags', fetchFn);
  const kinds = ask('kinds', fetchFn);
  try {
    const [t, k] = await Promise.all([json(tags), json(kinds)]);
    if (t === null || k === null) return false;
    const url = firstViewUrl(hash, checkTags(t, 'tags'), checkKinds(k, 'kinds'));
    if (url === null) return false;
    ask(url, fetchFn);
    return true;
  } catch {
    // The app asks again and says what is wrong.
    return false;
  }
}
