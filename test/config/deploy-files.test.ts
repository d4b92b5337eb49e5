/**
 * docker-compose.yml, .env.example, the variable tables of the README and docs/operations.md and
 * config/env.ts must name the same variables: an operator following any one of them must not miss
 * a setting. The Dockerfile's image runs on a production install.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** Variables named in the first column of the tables of variables (README and docs/operations.md). */
function readmeVariables(): Set<string> {
  const names = new Set<string>();
  for (const line of [read('README.md'), read('docs/operations.md')].join('\n').split('\n')) {
    const first = /^\| ([^|]+)\|/.exec(line)?.[1] ?? '';
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)) if (m[1] !== undefined) names.add(m[1]);
  }
  return names;
}

interface Compose {
  'x-dycoder-env': Record<string, string>;
  services: Record<string, { environment?: Record<string, string>; healthcheck?: { disable?: boolean; test?: string[] }; command?: string[] }>;
}

describe('deployment files match the README', () => {
  const documented = readmeVariables();
  const compose = parseYaml(read('docker-compose.yml')) as Compose;
  const composeNames = new Set([
    ...Object.keys(compose['x-dycoder-env']),
    ...Object.values(compose.services).flatMap((s) => Object.keys(s.environment ?? {})),
  ]);
  const envExample = new Set([...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] ?? ''));

  it('documents the variables config/env.ts reads', () => {
    const source = read('src/config/env.ts');
    const readInCode = new Set([...source.matchAll(/\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? ''));
    readInCode.delete('NODE_ENV');
    expect(readInCode.size).toBeGreaterThan(15);
    expect([...readInCode].filter((n) => !documented.has(n))).toEqual([]);
  });

  it('passes every documented variable in docker-compose.yml and lists it in .env.example', () => {
    expect(documented.size).toBeGreaterThan(20);
    expect([...documented].filter((n) => !composeNames.has(n))).toEqual([]);
    expect([...documented].filter((n) => !envExample.has(n))).toEqual([]);
  });

  it("checks the worker's health on its own listener, not the image's webhook port, and requires neither key form alone", () => {
    const worker = compose.services['worker'];
    expect(worker?.command).toEqual(['node', 'dist/worker.js']);
    expect(worker?.healthcheck?.disable).toBeUndefined();
    expect(JSON.stringify(worker?.healthcheck?.test)).toContain('DYCODER_METRICS_PORT');
    expect(JSON.stringify(worker?.healthcheck?.test)).toContain('/healthz');
    expect(compose['x-dycoder-env']['PRIVATE_KEY']).toBe('${PRIVATE_KEY:-}');
    expect(compose['x-dycoder-env']['PRIVATE_KEY_PATH']).toBe('${PRIVATE_KEY_PATH:-}');
  });
});

describe('Dockerfile', () => {
  const stages = read('Dockerfile').split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('runs on a current Node LTS (an even major, 22 or later)', () => {
    for (const stage of stages) {
      const major = Number(/^node:(\d+)/.exec(stage)?.[1]);
      expect(major % 2).toBe(0);
      expect(major).toBeGreaterThanOrEqual(22);
    }
  });

  it('makes its own production install in the runtime stage, and copies no dev tree in', () => {
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime).not.toMatch(/COPY --from=\S+ \S*node_modules/);
    expect(runtime).toMatch(/^USER node$/m);
  });
});
