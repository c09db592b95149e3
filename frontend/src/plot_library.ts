/**
 * The charts' library, a bundle of its own (plot.js): the Observable Plot functions the
 * charts draw with, about a third of the app's bytes. The app imports it when a chart is
 * first drawn (views/plot.ts), so that a table's first rows wait neither for its download
 * nor for its evaluation.
 */
export {areaY, barY, dot, frame, line, lineY, plot, rectY, ruleX, ruleY, text, tickY} from '@observablehq/plot';
