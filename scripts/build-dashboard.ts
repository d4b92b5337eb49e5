// Writes deploy/grafana/dashboards/dycoder.json from the panel list below, so the dashboard is
// reviewed as a short list of queries rather than as 1,000 lines of Grafana JSON.
// Run: npm run build:dashboard   (test/deploy/dashboard.test.ts checks the file is current)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DS = { type: 'prometheus', uid: 'dycoder-prometheus' };

/** [title, unit, [[expr, legend], ...], kind] in reading order: health, cost, quality. */
type Target = readonly [expr: string, legend: string];
export type PanelSpec = readonly [title: string, unit: string, targets: readonly Target[], kind: 'timeseries' | 'bargauge' | 'piechart' | 'stat'];

export const PANELS: readonly PanelSpec[] = [
  ['Webhook deliveries by outcome', 'reqps', [['sum by (outcome) (rate(dycoder_webhook_deliveries_total[5m]))', '{{outcome}}']], 'timeseries'],
  ['Webhook ack latency p50 / p99', 's', [
    ['histogram_quantile(0.5, sum by (le) (rate(dycoder_webhook_ack_seconds_bucket[5m])))', 'p50'],
    ['histogram_quantile(0.99, sum by (le) (rate(dycoder_webhook_ack_seconds_bucket[5m])))', 'p99'],
  ], 'timeseries'],
  ['Queue depth by state', 'short', [['sum by (state) (dycoder_queue_jobs)', '{{state}}']], 'timeseries'],
  ['Jobs by outcome', 'short', [['sum by (outcome) (increase(dycoder_jobs_total[1h]))', '{{outcome}}']], 'timeseries'],
  ['Failed jobs by reason (last hour)', 'short', [['sum by (reason) (increase(dycoder_jobs_total{outcome="failed"}[1h]))', '{{reason}}']], 'bargauge'],
  ['Job step time p90', 's', [['histogram_quantile(0.9, sum by (le, step) (rate(dycoder_job_step_seconds_bucket[15m])))', '{{step}}']], 'timeseries'],
  ['GitHub requests by status', 'reqps', [['sum by (status) (rate(dycoder_github_requests_total[5m]))', '{{status}}']], 'timeseries'],
  ['GitHub requests by route (top 10)', 'reqps', [['topk(10, sum by (route) (rate(dycoder_github_requests_total[5m])))', '{{route}}']], 'timeseries'],
  ['GitHub rate limit remaining (lowest 5 installations)', 'short', [['bottomk(5, dycoder_github_rate_limit_remaining)', 'installation {{installation}}']], 'timeseries'],
  ['Model calls by outcome', 'reqps', [['sum by (model, outcome) (rate(dycoder_model_calls_total[5m]))', '{{model}} {{outcome}}']], 'timeseries'],
  ['Model tokens per hour', 'short', [['sum by (model, kind) (increase(dycoder_model_tokens_total[1h]))', '{{model}} {{kind}}']], 'timeseries'],
  ['Model latency p50 / p95', 's', [
    ['histogram_quantile(0.5, sum by (le, model) (rate(dycoder_model_call_seconds_bucket[15m])))', 'p50 {{model}}'],
    ['histogram_quantile(0.95, sum by (le, model) (rate(dycoder_model_call_seconds_bucket[15m])))', 'p95 {{model}}'],
  ], 'timeseries'],
  ['Files read per target (p50 / p90)', 'short', [
    ['histogram_quantile(0.5, sum by (le) (rate(dycoder_target_files_read_bucket[1h])))', 'p50'],
    ['histogram_quantile(0.9, sum by (le) (rate(dycoder_target_files_read_bucket[1h])))', 'p90'],
  ], 'timeseries'],
  ['Bytes read per target (p90)', 'bytes', [['histogram_quantile(0.9, sum by (le) (rate(dycoder_target_bytes_read_bucket[1h])))', 'p90']], 'timeseries'],
  ['Read path: blobs vs archive', 'short', [['sum by (choice) (increase(dycoder_source_choice_total[1h]))', '{{choice}}']], 'piechart'],
  ['Blob cache hit ratio', 'percentunit', [['sum(rate(dycoder_cache_requests_total{result="hit"}[15m])) / clamp_min(sum(rate(dycoder_cache_requests_total[15m])), 1e-9)', 'hit ratio']], 'stat'],
  ['Suggestion outcomes (last 30 days)', 'short', [['sum by (outcome) (increase(dycoder_suggestion_outcomes_total[30d]))', '{{outcome}}']], 'piechart'],
  ['Suggestions applied (as-is or edited), last 30 days', 'percentunit', [[
    'sum(increase(dycoder_suggestion_outcomes_total{outcome=~"applied|applied-with-edits"}[30d])) / clamp_min(sum(increase(dycoder_suggestion_outcomes_total[30d])), 1e-9)',
    'applied',
  ]], 'stat'],
  ['Worker memory (RSS)', 'bytes', [['dycoder_process_resident_memory_bytes', '{{instance}}']], 'timeseries'],
  ['Event loop lag p99', 's', [['dycoder_nodejs_eventloop_lag_p99_seconds', '{{instance}}']], 'timeseries'],
];

export function buildDashboard(): Record<string, unknown> {
  const panels = PANELS.map(([title, unit, targets, type], i) => ({
    id: i + 1,
    title,
    type,
    datasource: DS,
    gridPos: { h: 8, w: 12, x: (i % 2) * 12, y: Math.floor(i / 2) * 8 },
    fieldConfig: { defaults: { unit }, overrides: [] },
    options: {},
    targets: targets.map(([expr, legendFormat], j) => ({ refId: String.fromCharCode(65 + j), datasource: DS, expr, legendFormat })),
  }));
  return {
    uid: 'dycoder-overview',
    title: 'DyCoder',
    tags: ['dycoder'],
    timezone: 'browser',
    schemaVersion: 39,
    version: 1,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    panels,
  };
}

const here = dirname(fileURLToPath(import.meta.url));
export const DASHBOARD_PATH = join(here, '..', 'deploy', 'grafana', 'dashboards', 'dycoder.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DASHBOARD_PATH, `${JSON.stringify(buildDashboard(), null, 2)}\n`);
  console.log(`wrote ${DASHBOARD_PATH} (${PANELS.length} panels)`);
}
