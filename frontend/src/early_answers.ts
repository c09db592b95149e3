/**
 * Answers the loader (index.ts, early_requests.ts) asked for before the app ran, waiting
 * for the app to take them by URL (Api's fetch takes them: the same URL asks the same
 * question of the same server). The loader and the app are two bundles, so the answers
 * wait in a global. Each is kept read whole (`readWhole`): a Response's body is read in
 * tasks, each a turn of the event loop that TensorBoard's own work may fill, so the loader
 * reads it as it arrives and the app reads the bytes at once. An answer nobody takes (the
 * view asked for something else) is dropped after EARLY_TTL_MS.
 */

/**
 * How long an answer waits for the app to take it: the app asks within a second or two of
 * the loader, even over a slow link; later, a report's latest step may have moved on.
 */
export const EARLY_TTL_MS = 10_000;
const STORE = Symbol.for('tb-fairness.early-answers');

/** What Api reads of a Response: a fetched one, or one read whole. */
export interface Answer {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** `res` with its body read: reading it again takes microtasks only (its text decoded as Response.text() does: UTF-8, a BOM dropped). */
export async function readWhole(res: Response): Promise<Answer> {
  const body = await res.arrayBuffer();
  const text = () => new TextDecoder().decode(body);
  const {ok, status, statusText} = res;
  return {ok, status, statusText, arrayBuffer: async () => body, text: async () => text(), json: async () => JSON.parse(text()) as unknown};
}

type Answers = Map<string, Promise<Answer>>;

function answers(): Answers {
  const g = globalThis as unknown as Record<symbol, Answers | undefined>;
  return (g[STORE] ??= new Map());
}

/** The answer to `url` the loader asked for, once (then it is gone), or undefined. */
export function takeEarly(url: string): Promise<Answer> | undefined {
  const store = answers();
  const answer = store.get(url);
  store.delete(url);
  return answer;
}

/** Keeps `answer`, the answer to `url`, for the app. */
export function keepEarly(url: string, answer: Promise<Answer>): void {
  // A failure is the app's to report when it takes the answer; until then it is not unhandled.
  answer.catch(() => undefined);
  const store = answers();
  store.set(url, answer);
  setTimeout(() => {
    if (store.get(url) === answer) store.delete(url);
  }, EARLY_TTL_MS);
}
