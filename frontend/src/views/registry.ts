/**
 * The views, one per report kind. The app shows a report with the view whose
 * `kind` is the report's (state.ts chooseView); a kind without a view is not
 * listed in the pickers. Each kind's frontend is its folder, kinds/<name>/
 * (its view module, state, response types and checks, its own components);
 * this is the one module outside the folders that imports from them (test/
 * layering.test.ts). Adding a kind: write its folder (view.ts says what a view
 * is; Api.view fetches its routes) and add its view module here; nothing else
 * changes.
 */
import type {ViewModule} from './view.js';
import {labelAssociationsView} from '../kinds/label_associations/view.js';
import {skewSizeView} from '../kinds/skew_size/view.js';
import {groupMetricsView} from '../kinds/group_metrics/view.js';
import {detectionRecallView} from '../kinds/detection_recall/view.js';
import {harmfulLabelAssociationView} from '../kinds/harmful_label_association/view.js';
import {geodiversityView} from '../kinds/geodiversity/view.js';
import {retrievalPrecisionView} from '../kinds/retrieval_precision/view.js';
import {binaryClassificationView} from '../kinds/binary_classification/view.js';

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
