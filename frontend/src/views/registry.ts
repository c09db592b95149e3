/**
 * The views, one per report kind. The app shows a report with the view whose
 * `kind` is the report's (state.ts chooseView); a kind without a view is not
 * listed in the pickers. Adding a kind: write its view module (view.ts says
 * what a view is) and add it here; nothing else changes.
 */
import type {ViewModule} from './view.js';
import {labelAssociationsView} from './associations_view.js';
import {skewSizeView} from './skew_view.js';
import {groupMetricsView} from './groups_view.js';
import {detectionRecallView} from './detection_view.js';
import {harmfulLabelAssociationView} from './harmful_view.js';
import {geodiversityView} from './geodiversity_view.js';
import {retrievalPrecisionView} from './retrieval_view.js';
import {binaryClassificationView} from './binary_view.js';

export const VIEWS: readonly ViewModule[] = [
  labelAssociationsView,
  skewSizeView,
  groupMetricsView,
  detectionRecallView,
  harmfulLabelAssociationView,
  geodiversityView,
  retrievalPrecisionView,
  binaryClassificationView,
];
