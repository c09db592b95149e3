/**
 * The legend line above a table with ★ marks, one for every such table (the
 * per-group rate and disparity tables, geodiversity, retrieval, binary
 * classification, the generic table view): the words of significance.ts
 * (`marksLegendText`), the ★ drawn in the accent colour. Its class name is
 * what the browser tests find it by (`legend`, `rate-legend`); `data-significant`
 * is the count the line states and `data-q` the rate the marks are at.
 */
import {css, html, nothing} from 'lit';
import {marksLegendText, type MarksLegend} from '../significance.js';

/** A line of text that starts with the ★: the ★ in the accent colour (`.star`), then the rest. */
export function starText(text: string) {
  return html`<span class="star">${text.slice(0, 1)}</span>${text.slice(1)}`;
}

/** The legend line of `legend` (significance.ts's words), found by `className`. */
export function fdrLegend(className: string, legend: MarksLegend) {
  return html`<div class=${className} data-significant=${legend.significant} data-q=${legend.q ?? nothing}>
    ${starText(marksLegendText(legend))}
  </div>`;
}

/** The legend lines of `fdrLegend`, by the class names the views give them. */
export const fdrLegendStyles = css`
  .legend,
  .rate-legend,
  .low-power-note {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
  .rate-legend .star {
    color: var(--accent);
  }
`;
