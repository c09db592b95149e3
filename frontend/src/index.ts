/**
 * The Fairness tab's entry point, kept small: TensorBoard imports this ES module inside the
 * plugin's iframe (`plugin_entry.html?name=fairness`) and calls render(). As it is
 * evaluated it asks for the tab's first answers (early_requests.ts: the reports, the kinds
 * and the table the URL names) and imports the app (app.js, built from main.ts), so the
 * table is on its way while the app's bundle downloads and evaluates.
 */
import {sendEarlyRequests} from './early_requests.js';
import {readHashParams} from './url_hash.js';

/** app.js's digest, set by the build (scripts/build.mjs): the name under which browsers may keep it. */
declare const APP_VERSION: string;

void sendEarlyRequests(readHashParams());
const app: Promise<typeof import('./main.js')> = import(new URL(`app.js?v=${APP_VERSION}`, import.meta.url).href);

export async function render(): Promise<void> {
  (await app).render();
}
