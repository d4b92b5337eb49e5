/**
 * `POST /graphql`, for the one kind of query DyCoder sends: blobs of a repository by
 * `object(expression: "<commit>:<path>")`, each aliased, with `rateLimit`. The query is read
 * strictly: every alias must be an `object(expression: $var)` with a `... on Blob` selection of
 * Blob fields GitHub has, every variable declared `String!` and given; anything else is answered
 * as GitHub answers a query it cannot run (200 with `errors` and no data). Text is the blob's
 * bytes as UTF-8 (invalid sequences replaced, as GitHub does), null for a binary blob (a NUL in
 * its first 8000 bytes, git's own test); each request costs 1 point.
 */
import { lsTree, readBlob, resolveCommit } from './git.js';
import { route, type Route } from './router.js';
import type { SimState } from './state.js';
import type { RouteContext, RouteResult } from './types.js';

const BLOB_FIELDS = new Set(['text', 'isBinary', 'isTruncated', 'byteSize', 'oid']);
const RATE_FIELDS = new Set(['cost', 'remaining', 'limit', 'used', 'resetAt', 'nodeCount']);

export interface GraphqlRouteOptions {
  /** Truncate blob text above this many bytes (isTruncated: true); undefined: never. */
  truncateTextAt?: () => number | undefined;
}

interface BlobField {
  alias: string;
  variable: string;
  fields: string[];
}

interface ParsedQuery {
  declared: Map<string, string>;
  blobs: BlobField[];
  rateLimit?: string[];
}

const fail = (message: string): RouteResult => ({ body: { errors: [{ message }] } });

/** The query, or why it is not one this simulator (and DyCoder) speaks. */
function parseQuery(query: string): ParsedQuery | string {
  const q = query.replace(/\s+/g, ' ').trim();
  const head = /^query ?\(([^)]*)\) ?\{ ?repository\(owner: ?\$owner, ?name: ?\$name\) ?\{ ?/.exec(q);
  if (head === null) return 'Parse error: expected query($owner, $name, …) { repository(owner: $owner, name: $name) { … } rateLimit { … } }';
  const declared = new Map<string, string>();
  for (const part of (head[1] ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '')) {
    const m = /^\$(\w+): ?([\w!]+)$/.exec(part);
    if (m === null) return `Parse error in variable definition "${part}"`;
    declared.set(m[1] ?? '', m[2] ?? '');
  }
  const blobs: BlobField[] = [];
  const fieldRe = /^(\w+): ?object\(expression: ?\$(\w+)\) ?\{ ?\.\.\. on Blob ?\{([\w ]+)\} ?\} ?/;
  let rest = q.slice(head[0].length);
  while (!rest.startsWith('}')) {
    const m = fieldRe.exec(rest);
    if (m === null) return `Parse error near "${rest.slice(0, 40)}"`;
    const fields = (m[3] ?? '').trim().split(' ').filter((f) => f !== '');
    const unknown = fields.find((f) => !BLOB_FIELDS.has(f));
    if (unknown !== undefined) return `Field '${unknown}' doesn't exist on type 'Blob'`;
    blobs.push({ alias: m[1] ?? '', variable: m[2] ?? '', fields });
    rest = rest.slice(m[0].length);
  }
  rest = rest.slice(1).trim();
  const rate = /^rateLimit ?\{([\w ]+)\} ?/.exec(rest);
  if (rate !== null) rest = rest.slice(rate[0].length);
  if (rest !== '}') return `Parse error near "${rest.slice(0, 40)}"`;
  if (new Set(blobs.map((b) => b.alias)).size !== blobs.length) return 'Field alias used twice';
  const rateLimit = rate?.[1]?.trim().split(' ').filter((f) => f !== '');
  const badRate = rateLimit?.find((f) => !RATE_FIELDS.has(f));
  if (badRate !== undefined) return `Field '${badRate}' doesn't exist on type 'RateLimit'`;
  return { declared, blobs, ...(rateLimit === undefined ? {} : { rateLimit }) };
}

function isBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 8000).includes(0);
}

export function graphqlRoutes(state: SimState, opts: GraphqlRouteOptions = {}): Route[] {
  let remaining = 5000;
  const answer = async (ctx: RouteContext): Promise<RouteResult> => {
    const body = ctx.body as { query?: unknown; variables?: unknown } | undefined;
    if (typeof body?.query !== 'string') return { status: 400, body: { message: 'Problems parsing JSON' } };
    const variables = (typeof body.variables === 'object' && body.variables !== null ? body.variables : {}) as Record<string, unknown>;
    const parsed = parseQuery(body.query);
    if (typeof parsed === 'string') return fail(parsed);
    for (const name of ['owner', 'name', ...parsed.blobs.map((b) => b.variable)]) {
      if (parsed.declared.get(name) !== 'String!') return fail(`Variable $${name} is used but not declared as String!`);
    }
    for (const name of parsed.declared.keys()) if (typeof variables[name] !== 'string') return fail(`Variable $${name} of type String! was provided invalid value`);
    const owner = String(variables['owner']);
    const name = String(variables['name']);
    const repo = state.repos.get(`${owner}/${name}`.toLowerCase());
    if (repo === undefined) return { body: { data: { repository: null }, errors: [{ type: 'NOT_FOUND', path: ['repository'], message: `Could not resolve to a Repository with the name '${owner}/${name}'.` }] } };
    const out: Record<string, unknown> = {};
    const limit = opts.truncateTextAt?.();
    for (const b of parsed.blobs) {
      const expression = String(variables[b.variable]);
      const colon = expression.indexOf(':');
      const commit = colon > 0 ? await resolveCommit(repo.dir, expression.slice(0, colon)) : undefined;
      const entry = commit === undefined ? undefined : (await lsTree(repo.dir, commit)).find((e) => e.path === expression.slice(colon + 1) && e.type === 'blob');
      if (entry === undefined) {
        out[b.alias] = null;
        continue;
      }
      const bytes = await readBlob(repo.dir, entry.sha);
      const binary = isBinary(bytes);
      const truncated = !binary && limit !== undefined && bytes.length > limit;
      const values: Record<string, unknown> = {
        text: binary ? null : (truncated ? bytes.subarray(0, limit) : bytes).toString('utf8'),
        isBinary: binary,
        isTruncated: truncated,
        byteSize: bytes.length,
        oid: entry.sha,
      };
      out[b.alias] = Object.fromEntries(b.fields.map((f) => [f, values[f]]));
    }
    remaining -= 1;
    const rate: Record<string, unknown> = { cost: 1, remaining, limit: 5000, used: 5000 - remaining, resetAt: new Date(Date.now() + 3_600_000).toISOString(), nodeCount: parsed.blobs.length };
    return {
      body: { data: { repository: out, ...(parsed.rateLimit === undefined ? {} : { rateLimit: Object.fromEntries(parsed.rateLimit.map((f) => [f, rate[f]])) }) } },
    };
  };
  return [route('POST', '/graphql', answer)];
}
