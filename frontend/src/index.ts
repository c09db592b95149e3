/**
 * The Fairness tab's entry point, kept small: TensorBoard imports this ES module inside the
 * plugin's iframe (`plugin_entry.html?name=fairness`) and calls render(). As it is
 * evaluated it asks for the tab's first answers (early_requests.ts: the reports, the kinds
 * and the table the URL names) and imports the app (app.js, built from main.ts), so the
 * table is on its way while the app's bundle downloads and evaluates; and, unless it asked
 * for a table, the charts' library (plot.js).
 */
import {sendEarlyRequests} from './early_requests.js';
import {readHashParams} from './url_hash.js';

/** The digests of app.js and plot.js, set by the build (scripts/build.mjs): the names under which browsers may keep them. */
declare const APP_VERSION: string;
declare const PLOT_VERSION: string;

const asked = sendEarlyRequests(readHashParams());
const app: Promise<typeof import('./main.js')> = import(new URL(`app.js?v=${APP_VERSION}`, import.meta.url).href);
// The charts' library (views/plot.ts imports it at this same URL, once): at once, unless the
// first view is a table asked for above, whose charts wait for its first rows.
void asked.then((table) => {
  if (!table) import(new URL(`plot.js?v=${PLOT_VERSION}`, import.meta.url).href).catch(() => undefined);
});

export async function render(): Promise<void> {
  (await app).render();
}
