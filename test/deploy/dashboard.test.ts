import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetrics, JOB_OUTCOMES } from '../../src/adapters/metrics/metrics.js';
import { SUGGESTION_OUTCOMES } from '../../src/core/review/outcome.js';
import { buildDashboard, DASHBOARD_PATH, PANELS } from '../../scripts/build-dashboard.js';

type Panel = { title: string; targets: Array<{ expr: string }> };
const dashboard = JSON.parse(readFileSync(DASHBOARD_PATH, 'utf8')) as { panels: Panel[]; uid: string };

async function exportedSeriesNames(): Promise<Set<string>> {
  const { registry } = createMetrics({ processMetrics: true, queueCounts: () => Promise.resolve({}) });
  const names = new Set<string>();
  for (const m of await registry.getMetricsAsJSON()) {
    names.add(m.name);
    if (String(m.type) === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(`${m.name}${s}`);
  }
  return names;
}

describe('Grafana dashboard (deploy/grafana/dashboards/dycoder.json)', () => {
  it('is the output of scripts/build-dashboard.mjs (edit the script, then npm run build:dashboard)', () => {
    expect(dashboard).toEqual(buildDashboard());
    expect(dashboard.panels).toHaveLength(PANELS.length);
  });

  it('queries only series the app and workers export', async () => {
    const exported = await exportedSeriesNames();
    const used = dashboard.panels.flatMap((p) => p.targets.flatMap((t) => [...t.expr.matchAll(/\bdycoder_[a-z0-9_]+/g)].map((m) => m[0])));
    expect(used.length).toBeGreaterThan(15);
    expect([...new Set(used)].filter((n) => !exported.has(n))).toEqual([]);
  });

  it('filters on label values the code can produce', () => {
    const values = dashboard.panels.flatMap((p) => p.targets.flatMap((t) => [...t.expr.matchAll(/(\w+)=~?"([^"]+)"/g)].flatMap((m) => (m[2] ?? '').split('|').map((v) => [m[1], v] as const))));
    const allowed: Record<string, readonly string[]> = { outcome: [...JOB_OUTCOMES, ...SUGGESTION_OUTCOMES], result: ['hit', 'miss'] };
    expect(values.length).toBeGreaterThan(2);
    for (const [label, value] of values) expect(allowed[label ?? '']).toContain(value);
  });

  it('is provisioned from the folder the compose profile mounts, against the Prometheus it starts', () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, { profiles?: string[]; volumes?: string[] }> };
    for (const s of ['prometheus', 'grafana']) expect(compose.services[s]?.profiles).toEqual(['monitoring']);
    expect(compose.services['grafana']?.volumes).toContain('./deploy/grafana/dashboards:/var/lib/grafana/dashboards:ro');
    const provider = parse(readFileSync('deploy/grafana/provisioning/dashboards/dycoder.yml', 'utf8')) as { providers: Array<{ options: { path: string } }> };
    expect(provider.providers[0]?.options.path).toBe('/var/lib/grafana/dashboards');
    const prom = parse(readFileSync('deploy/prometheus/prometheus.yml', 'utf8')) as { scrape_configs: Array<{ job_name: string }> };
    expect(prom.scrape_configs.map((c) => c.job_name)).toEqual(['dycoder-app', 'dycoder-worker']);
  });

  it('scrapes the private metrics listeners; only the webhook port is published', () => {
    type Service = { ports?: string[]; environment?: Record<string, string> };
    const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, Service> };
    expect(compose.services['app']?.ports).toEqual(['${PORT:-3000}:3000']);
    expect(compose.services['worker']?.ports).toBeUndefined();
    expect(compose.services['app']?.environment?.['DYCODER_METRICS_PORT']).toBe('9464');
    const prom = parse(readFileSync('deploy/prometheus/prometheus.yml', 'utf8')) as { scrape_configs: Array<{ job_name: string; static_configs?: Array<{ targets: string[] }>; dns_sd_configs?: Array<{ port: number }> }> };
    expect(prom.scrape_configs[0]?.static_configs?.[0]?.targets).toEqual(['app:9464']);
    expect(prom.scrape_configs[1]?.dns_sd_configs?.[0]?.port).toBe(9464);
  });
});
