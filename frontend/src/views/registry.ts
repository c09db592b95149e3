/**
 * The views, one per report kind. The app shows a report with the view whose
 * `kind` is the report's (state.ts chooseView); a kind without a view is not
 * listed in the pickers. Adding a kind: write its view module (view.ts says
 * what a view is) and add it here; nothing else changes.
 */
import type {ViewModule} from './view.js';
import {associationsView} from './associations_view.js';
import {skewView} from './skew_view.js';
import {groupsView} from './groups_view.js';
import {detectionView} from './detection_view.js';
import {harmfulView} from './harmful_view.js';
import {geoView} from './geodiversity_view.js';
import {retrievalView} from './retrieval_view.js';
import {binaryView} from './binary_view.js';

export const VIEWS: readonly ViewModule[] = [
  associationsView,
  skewView,
  groupsView,
  detectionView,
  harmfulView,
  geoView,
  retrievalView,
  binaryView,
];
