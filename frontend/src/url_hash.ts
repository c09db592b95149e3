/**
 * Where the selection lives in the URL.
 *
 * What we found, with TensorBoard 2.21 in Chromium (both loaders):
 * - The plugin runs in a same-origin iframe (`data/plugin_entry.html?name=fairness`,
 *   no sandbox attribute), so `window.parent.location` and `window.parent.history`
 *   are readable and writable.
 * - TensorBoard keeps its own state in the top page's hash as `#<tab>&key=value&...`
 *   (components URI-encoded; e.g. `#scalars&tagFilter=lo`). When it writes
 *   (switching tabs, typing a tag filter) it re-reads the current hash and
 *   replaces only its own keys, so other keys survive: `#fairness&fairness_run=r1`
 *   becomes `#scalars&fairness_run=r1` on a tab switch and comes back intact.
 * - Keys written with `history.replaceState` on the parent (no hashchange, no new
 *   history entry, TensorBoard does not react) are still there after a reload, and
 *   a fresh load of such a URL hands them to the plugin.
 * So we keep our keys, prefixed `fairness_`, in the parent's hash and leave every
 * other component as it was. If the parent is not reachable (another origin, or
 * the page opened on its own) we use the iframe's own location the same way.
 */

/** One `&`-separated component of a hash: a key/value pair, or the bare tab name. */
interface Component {
  raw: string;
  key: string | null;
  value: string | null;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s; // a malformed %-sequence: keep the text as it is
  }
}

function parseComponents(hash: string): Component[] {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (body === '') return [];
  return body.split('&').map((raw) => {
    const eq = raw.indexOf('=');
    return eq < 0 ? {raw, key: null, value: null} : {raw, key: decode(raw.slice(0, eq)), value: decode(raw.slice(eq + 1))};
  });
}

/** The decoded key/value pairs of a TensorBoard-style hash (the tab is left out). */
export function parseHash(hash: string): [string, string][] {
  const out: [string, string][] = [];
  for (const c of parseComponents(hash)) {
    if (c.key !== null && c.value !== null) out.push([c.key, c.value]);
  }
  return out;
}

/**
 * `hash` with every key starting with `prefix` replaced by `pairs` (appended
 * after the components that stay, which keep their order and exact text).
 */
export function mergeHash(hash: string, prefix: string, pairs: [string, string][]): string {
  const kept = parseComponents(hash)
    .filter((c) => c.key === null || !c.key.startsWith(prefix))
    .map((c) => c.raw);
  const ours = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  const all = [...kept, ...ours];
  return all.length ? '#' + all.join('&') : '';
}

/** The window whose URL holds the state: TensorBoard's page when reachable, else our own. */
function hostWindow(): Window {
  try {
    const parent = window.parent;
    if (parent !== window) {
      void parent.location.hash; // throws across origins
      return parent;
    }
  } catch {
    // fall through: not reachable
  }
  return window;
}

/** The key/value pairs of the host page's hash. */
export function readHashParams(): [string, string][] {
  return parseHash(hostWindow().location.hash);
}

/** Replaces our keys (those starting with `prefix`) in the host page's hash, in place. */
export function writeHashParams(prefix: string, pairs: [string, string][]): void {
  const host = hostWindow();
  const current = host.location.hash;
  const next = mergeHash(current, prefix, pairs);
  if (next === current || (next === '' && current === '#')) return;
  const url = new URL(host.location.href);
  url.hash = next;
  host.history.replaceState(host.history.state, '', url.href);
}
