/**
 * <fairness-groups-view>: the view of per-group rate reports (FACET,
 * gustafson2023): recall or TNR per class x group (the kind's view route),
 * classes ranked by disparity between groups A and B or, by default, best vs
 * worst (its `/disparity` route), bars per group for the selected class, and
 * under the tables the worst slices of a report written with `slices=True`
 * (views/slices_panel.ts, its `/slices` route). On the shared base of
 * views/per_group/view.ts.
 */
import {html, nothing, type PropertyValues} from 'lit';
import type {Api} from '../../api.js';
import {DISPARITY_PATH, disparityRouteParams, groupingParam, groupsRouteParams, type GroupsSelection} from '../../groups_state.js';
import {optionChoices} from '../../kinds_state.js';
import {checkDisparity} from '../../response_checks.js';
import {slicesFromParams, slicesOffered, slicesToParams} from '../../slices_state.js';
import type {Params} from '../../state.js';
import {PerGroupView, pairIn, type Loaded} from '../../views/per_group/view.js';
import type {ViewModule} from '../../views/view.js';
import {checkGroups} from './checks.js';
import {classBars, rateTableOfGroups} from './state.js';
import type {GroupsResponse} from './types.js';
import './bars.js';
import '../../views/slices_panel.js';

/** The report kind this view shows; its view routes are named after it. */
const KIND = 'group_metrics';

export class FairnessGroupsView extends PerGroupView {
  protected readonly detection = false;

  constructor(api?: Api) {
    super(api);
  }

  protected async fetchTables(sel: GroupsSelection, signal: AbortSignal): Promise<Loaded> {
    const p = this.routeParams(sel);
    const main = await this.api.view(KIND, '', groupsRouteParams(p), checkGroups, signal);
    const pairOk = pairIn(main.groups, sel);
    const disparity = await this.api.view(
      KIND,
      DISPARITY_PATH,
      disparityRouteParams({...p, grouping: groupingParam(main.grouping), a: pairOk ? sel.a : null, b: pairOk ? sel.b : null}),
      checkDisparity,
      signal,
    );
    return {main, table: rateTableOfGroups(main, this.declaration), disparity};
  }

  /** The metric picker: the choices of the kind's `metric` option (else the response's metrics). */
  protected override renderMetricPicker() {
    const sel = this.selection;
    const declared = optionChoices(this.declaration, 'metric');
    const metrics = declared.length ? declared : ((this.data?.main as GroupsResponse | undefined)?.metrics ?? []).map((m) => m.name);
    return html`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${sel.metric ?? ''} @change=${(e: Event) => this.change({metric: (e.target as HTMLSelectElement).value})}>
        ${metrics.map((m) => html`<option value=${m} ?selected=${sel.metric === m}>${m}</option>`)}
      </select>
    </label>`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The panel's keys of the URL are the view's from its first emit on: the panel reads them when it mounts.
    if (!this.hasUpdated) this.moreParams = slicesToParams(slicesFromParams(this.params, this.declaration), this.declaration);
    super.willUpdate(changed);
  }

  /** The worst slices under the tables, when the server declares them: its hash keys go out with the view's. */
  protected override renderBelow(d: Loaded) {
    if (!slicesOffered(this.declaration)) return nothing;
    const {run, tag, step} = this.report;
    const onParams = (e: CustomEvent<Params>) => {
      e.stopPropagation();
      this.setMoreParams(e.detail);
    };
    return html`<fairness-slices-panel
      .api=${this.api}
      .run=${run}
      .tag=${tag}
      .step=${step}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .classes=${d.main.classes}
      .fdr=${this.selection.fdr}
      @view-params=${onParams}
    ></fairness-slices-panel>`;
  }

  protected renderChart(d: Loaded, cls: string | null) {
    return html`<fairness-group-bars
      .cls=${cls}
      .bars=${cls === null ? null : classBars(d.table, cls)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`;
  }
}

customElements.define('fairness-groups-view', FairnessGroupsView);

export const groupMetricsView: ViewModule = {
  kind: KIND,
  title: 'per-group performance',
  render: (props, picker) =>
    html`<fairness-groups-view .report=${props.report} .info=${props.info} .declaration=${props.declaration} .params=${props.params}
      >${picker}</fairness-groups-view
    >`,
  hint: () =>
    html`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,
  example: `# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`,
};
