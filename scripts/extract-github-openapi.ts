/**
 * Extracts the request side of GitHub's REST description (path, method, parameters, request
 * body schema) for every route the test GitHub simulator serves, so the simulator can check each
 * request it receives against GitHub's shapes (test/support/github-simulator/openapi-check.ts).
 * `@octokit/openapi` is 385 MB unpacked, too big to install; run this once by hand on its tarball
 * and commit the output:
 *
 *   (cd /tmp && npm pack @octokit/openapi@23.0.2)
 *   npx tsx scripts/extract-github-openapi.ts /tmp/octokit-openapi-23.0.2.tgz
 *
 * A simulator route GitHub does not describe stops the script with its name.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SIM_DIR = 'test/support/github-simulator';
export const OPENAPI_OUTPUT = join(SIM_DIR, 'github-openapi.json');
const SPEC_FILE = 'package/generated/api.github.com.json';
/** Fields a request check needs; descriptions and examples are dropped. */
const KEEP = new Set(['type', 'enum', 'items', 'properties', 'required', 'additionalProperties', 'nullable', 'oneOf', 'anyOf', 'allOf', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'format']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Spec {
  paths: Record<string, Record<string, JsonObject>>;
  components: Record<string, Record<string, JsonObject>>;
}

export interface SimRoute {
  method: string;
  template: string;
}

/** `route('GET', '/repos/{owner}/{repo}', …)` in the simulator's route modules. */
export function simulatorRoutes(dir = SIM_DIR): SimRoute[] {
  const out: SimRoute[] = [];
  // GraphQL (routes-graphql.ts) is not part of GitHub's REST description: its one endpoint is
  // checked by the simulator's own strict query parser instead.
  for (const file of readdirSync(dir).filter((f) => /^routes-.*\.ts$/.test(f) && f !== 'routes-graphql.ts').sort()) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/route\('([A-Z]+)', '([^']+)'/g)) {
      // codeload is not the REST API.
      if (!m[2]!.startsWith('/_codeload/')) out.push({ method: m[1]!, template: m[2]! });
    }
  }
  return out;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(spec: Spec, value: Json, depth = 0): Json {
  if (depth > 40) throw new Error('schema nests too deep (a cycle?)');
  if (Array.isArray(value)) return value.map((v) => resolve(spec, v, depth + 1));
  if (!isObject(value)) return value;
  const ref = value['$ref'];
  if (typeof ref === 'string') {
    const [, , kind, name] = ref.split('/');
    const target = spec.components[kind ?? '']?.[name ?? ''];
    if (target === undefined) throw new Error(`unresolved ${ref}`);
    return resolve(spec, target, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(spec, v, depth + 1)]));
}

/** Keeps only validation keywords; `properties` keeps every property name. */
function strip(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(strip);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(schema)) {
    if (!KEEP.has(k)) continue;
    if (k === 'properties' && isObject(v)) out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, strip(s)]));
    else out[k] = k === 'enum' || k === 'required' ? v : strip(v);
  }
  return out;
}

const segments = (path: string): string[] => path.split('/').filter((s) => s !== '');
const isParam = (segment: string): boolean => /^\{.+\}$/.test(segment);

/** GitHub's path for a simulator template: same literals, parameters where GitHub has them. */
export function githubPathFor(paths: string[], template: string): string | undefined {
  const sim = segments(template);
  let best: { path: string; literals: number } | undefined;
  for (const path of paths) {
    const gh = segments(path);
    const multi = sim.at(-1)?.endsWith('+}') === true;
    if (gh.length !== sim.length && !(multi && gh.length === sim.length)) continue;
    let literals = 0;
    const fits = gh.every((g, i) => {
      const s = sim[i] ?? '';
      if (isParam(g) && isParam(s)) return true;
      if (g === s) return (literals += 1) > 0;
      return false;
    });
    if (fits && (best === undefined || literals > best.literals)) best = { path, literals };
  }
  if (best === undefined && template.endsWith('/contents')) return githubPathFor(paths, `${template}/{path+}`);
  return best?.path;
}

export function extractOperations(spec: Spec, routes: SimRoute[]): JsonObject[] {
  const paths = Object.keys(spec.paths);
  const out = new Map<string, JsonObject>();
  for (const r of routes) {
    const path = githubPathFor(paths.filter((p) => spec.paths[p]?.[r.method.toLowerCase()] !== undefined), r.template);
    if (path === undefined) throw new Error(`GitHub's description has no ${r.method} route for the simulator's ${r.template}`);
    const op = spec.paths[path]![r.method.toLowerCase()]!;
    const params = [...((spec.paths[path]!['parameters'] as Json[] | undefined) ?? []), ...((op['parameters'] as Json[] | undefined) ?? [])].map((p) => resolve(spec, p));
    const body = isObject(op['requestBody']) ? resolve(spec, op['requestBody']) : undefined;
    const bodySchema = isObject(body) && isObject(body['content']) && isObject(body['content']['application/json']) ? body['content']['application/json']['schema'] : undefined;
    out.set(`${path} ${r.method}`, {
      method: r.method,
      path,
      operationId: op['operationId'] ?? null,
      parameters: params.filter(isObject).map((p) => ({
        name: p['name'] ?? null,
        in: p['in'] ?? null,
        required: p['required'] === true,
        ...(p['x-multi-segment'] === true ? { multiSegment: true } : {}),
        schema: strip(p['schema'] ?? {}),
      })),
      ...(bodySchema === undefined ? {} : { body: { required: isObject(body) && body['required'] === true, schema: strip(bodySchema) } }),
    });
  }
  return [...out.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, op]) => op);
}

function main(): void {
  const tarball = process.argv[2];
  if (tarball === undefined) throw new Error('usage: tsx scripts/extract-github-openapi.ts /tmp/octokit-openapi-VERSION.tgz');
  const version = /openapi-([\d.]+)\.tgz$/.exec(tarball)?.[1] ?? 'unknown';
  const text = execFileSync('tar', ['-xzOf', tarball, SPEC_FILE], { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
  const spec = JSON.parse(text) as Spec;
  const operations = extractOperations(spec, simulatorRoutes());
  writeFileSync(OPENAPI_OUTPUT, `${JSON.stringify({ source: `@octokit/openapi@${version} ${SPEC_FILE.replace('package/', '')}`, operations }, null, 1)}\n`);
  process.stdout.write(`${operations.length} operations written to ${OPENAPI_OUTPUT}\n`);
}

if (process.argv[1]?.endsWith('extract-github-openapi.ts') === true) main();
