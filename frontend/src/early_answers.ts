/**
 * Answers the loader (index.ts, early_requests.ts) asked for before the app ran, waiting
 * for the app to take them by URL (Api's fetch takes them: the same URL asks the same
 * question of the same server). The loader and the app are two bundles, so the answers
 * wait in a global. An answer nobody takes (the view asked for something else) is dropped
 * after EARLY_TTL_MS.
 */

/**
 * How long an answer waits for the app to take it: the app asks within a second or two of
 * the loader, even over a slow link; later, a report's latest step may have moved on.
 */
export const EARLY_TTL_MS = 10_000;
const STORE = Symbol.for('tb-fairness.early-answers');

type Answers = Map<string, Promise<Response>>;

function answers(): Answers {
  const g = globalThis as unknown as Record<symbol, Answers | undefined>;
  return (g[STORE] ??= new Map());
}

/** The answer to `url` the loader asked for, once (then it is gone), or undefined. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const store = answers();
  const answer = store.get(url);
  store.delete(url);
  return answer;
}

/** Keeps `answer`, the answer to `url`, for the app. */
export function keepEarly(url: string, answer: Promise<Response>): void {
  // A failure is the app's to report when it takes the answer; until then it is not unhandled.
  answer.catch(() => undefined);
  const store = answers();
  store.set(url, answer);
  setTimeout(() => {
    if (store.get(url) !== answer) return;
    store.delete(url);
    answer.then((res) => res.body?.cancel()).catch(() => undefined);
  }, EARLY_TTL_MS);
}
