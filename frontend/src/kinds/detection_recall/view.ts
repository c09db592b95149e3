/**
 * <fairness-detection-view>: the view of detection-recall reports (FACET,
 * gustafson2023): mAR per class x group (the kind's view route), classes
 * ranked by mAR(A) - mAR(B) (its `/disparity` route; without A and B, each
 * class's best minus its worst group), AR over IoU thresholds per group for the
 * selected class. On the shared base of views/per_group/view.ts.
 */
import {html} from 'lit';
import type {Api} from '../../api.js';
import {DISPARITY_PATH, disparityRouteParams, groupingParam, groupsRouteParams, type GroupsSelection} from '../../groups_state.js';
import {checkDisparity} from '../../response_checks.js';
import {PerGroupView, pairIn, type Loaded} from '../../views/per_group/view.js';
import type {ViewModule} from '../../views/view.js';
import {checkDetection} from './checks.js';
import {arPoints, rateTableOfDetection} from './state.js';
import type {DetectionResponse} from './types.js';
import './ar_chart.js';

/** The report kind this view shows; its view routes are named after it. */
const KIND = 'detection_recall';

export class FairnessDetectionView extends PerGroupView {
  protected readonly detection = true;

  constructor(api?: Api) {
    super(api);
  }

  protected async fetchTables(sel: GroupsSelection, signal: AbortSignal): Promise<Loaded> {
    const p = this.routeParams(sel);
    const main = await this.api.view(KIND, '', groupsRouteParams(p), checkDetection, signal);
    const pairOk = pairIn(main.groups, sel);
    const disparity = await this.api.view(
      KIND,
      DISPARITY_PATH,
      disparityRouteParams({...p, grouping: groupingParam(main.grouping), a: pairOk ? sel.a : null, b: pairOk ? sel.b : null}),
      checkDisparity,
      signal,
    );
    return {main, table: rateTableOfDetection(main, this.declaration), disparity};
  }

  protected renderChart(d: Loaded, cls: string | null) {
    const r = d.main as DetectionResponse;
    return html`<fairness-ar-chart .cls=${cls} .points=${cls === null ? [] : arPoints(r, cls)} .groups=${r.groups}></fairness-ar-chart>`;
  }
}

customElements.define('fairness-detection-view', FairnessDetectionView);

export const detectionRecallView: ViewModule = {
  kind: KIND,
  title: 'detection recall',
  render: (props, picker) =>
    html`<fairness-detection-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
      >${picker}</fairness-detection-view
    >`,
  hint: () =>
    html`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,
  example: `# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`,
};
