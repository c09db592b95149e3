/**
 * The Fairness tab's entry point. TensorBoard imports this ES module inside
 * the plugin's iframe (`plugin_entry.html?name=fairness`) and calls render().
 */
import {FairnessApp} from './views/app.js';

export function render(): void {
  if (document.querySelector('fairness-app')) return; // already mounted
  const style = document.createElement('style');
  style.textContent = 'html, body { height: 100%; margin: 0; }';
  document.head.appendChild(style);
  document.body.appendChild(new FairnessApp());
}
