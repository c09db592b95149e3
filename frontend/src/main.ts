/**
 * The app's entry point (app.js): the loader (index.ts) imports it and calls render(),
 * which mounts the tab once.
 */
import {FairnessApp} from './views/app.js';

export function render(): void {
  if (document.querySelector('fairness-app')) return; // already mounted
  const style = document.createElement('style');
  style.textContent = 'html, body { height: 100%; margin: 0; }';
  document.head.appendChild(style);
  document.body.appendChild(new FairnessApp());
}
