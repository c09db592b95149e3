/**
 * When the association view's selection reaches TensorBoard's URL hash (`view-params`,
 * history.replaceState on TensorBoard's page): at once, or while typing at most once per
 * HASH_DELAY_MS (the first keystroke after a pause writes it, the last one of a burst is
 * written when the burst ends, or when the focus leaves the controls, or the page). A Lit
 * reactive controller of the view.
 */
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {Params} from '../../state.js';
import {emitParams} from '../../views/view.js';

/** The URL hash is written at most once in this long while typing, ms. */
const HASH_DELAY_MS = 400;

export class HashWrites implements ReactiveController {
  private timer: number | null = null;
  /** A typed change the hash does not have yet. */
  private dirty = false;

  /** `params`: the view's hash keys now. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly params: () => Params,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('pagehide', this.flushPending);
  }

  hostDisconnected(): void {
    window.removeEventListener('pagehide', this.flushPending);
    // A pending write stays: the app may move the view (disconnected, then connected
    // again) while the typing pauses, and the write then still reaches it.
  }

  /** The selection changed: the hash follows at once, or (`lazy`: typing) as said above. */
  changed(lazy: boolean): void {
    if (!lazy) {
      this.flush();
      return;
    }
    if (this.timer !== null) {
      this.dirty = true;
      return;
    }
    this.flush();
    this.timer = window.setTimeout(() => {
      this.timer = null;
      if (this.dirty) this.flush();
    }, HASH_DELAY_MS);
  }

  /** What the hash does not have yet, now (the focus or the page left). */
  readonly flushPending = () => {
    if (this.dirty) this.flush();
  };

  private flush(): void {
    this.dirty = false;
    emitParams(this.host, this.params());
  }
}
