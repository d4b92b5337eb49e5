/**
 * Many blobs in one GitHub GraphQL request: each file is an aliased
 * `object(expression: "<commit>:<path>")` on the repository, asking for the Blob's text, whether
 * it is binary or truncated, and its size; `rateLimit { cost }` says what the request cost.
 * No connections are asked for, so the node limit is not approached; a batch is bounded by
 * files and by the bytes the tree says they weigh (GitHub stops a query after ~10 s). The
 * answer is checked with zod; what GitHub could not answer for a file (an error, a missing or
 * non-blob object, truncated text) is left for the caller to read another way.
 */
import { z } from 'zod';
import { GitHubResponseError, type GitHubRequester } from './octokit.js';

export const GRAPHQL_ROUTE = 'POST /graphql';

/** At most this many files, and this many bytes (tree sizes), in one request. */
export const GRAPHQL_BATCH = { maxFiles: 100, maxBytes: 4 * 1024 * 1024 } as const;

export interface GraphqlBlobRequest {
  path: string;
  /** Size from the tree listing (bounds the batch). */
  size: number;
}

export interface GraphqlBlob {
  text: string | null;
  isBinary: boolean;
  isTruncated: boolean;
}

export interface GraphqlBlobAnswer {
  /** By path; a path missing here was not answered (read it another way). */
  blobs: Map<string, GraphqlBlob>;
  /** Rate-limit points the request cost (rateLimit.cost), when GitHub said. */
  cost?: number;
}

const blobSchema = z.object({ text: z.string().nullable(), isBinary: z.boolean(), isTruncated: z.boolean(), byteSize: z.number() });
const answerSchema = z.object({
  data: z
    .object({
      repository: z.record(z.string(), z.union([blobSchema, z.object({}).strict(), z.null()])).nullable(),
      rateLimit: z.object({ cost: z.number(), remaining: z.number() }).nullable().optional(),
    })
    .nullable()
    .optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** Splits requests into batches within the limits (default GRAPHQL_BATCH), in order. */
export function graphqlBatches<T>(items: readonly T[], sizeOf: (item: T) => number, limits: { maxFiles: number; maxBytes: number } = GRAPHQL_BATCH): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (current.length > 0 && (current.length >= limits.maxFiles || bytes + size > limits.maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The query for `count` files: variables $owner, $name and $e0 … $e{count-1}. */
export function blobsQuery(count: number): string {
  const vars = Array.from({ length: count }, (_v, i) => `$e${i}: String!`).join(', ');
  const fields = Array.from({ length: count }, (_v, i) => `f${i}: object(expression: $e${i}) { ... on Blob { text isBinary isTruncated byteSize } }`).join(' ');
  return `query($owner: String!, $name: String!, ${vars}) { repository(owner: $owner, name: $name) { ${fields} } rateLimit { cost remaining } }`;
}

/**
 * One request for `items` at commit `ref`. Throws when the request as a whole failed (HTTP error,
 * an answer of the wrong shape, or GraphQL errors and no repository); per-file gaps are not thrown.
 */
export async function readBlobsGraphql(octokit: GitHubRequester, where: { owner: string; repo: string; ref: string; baseUrl?: string }, items: readonly GraphqlBlobRequest[]): Promise<GraphqlBlobAnswer> {
  const variables: Record<string, string> = { owner: where.owner, name: where.repo };
  items.forEach((item, i) => (variables[`e${i}`] = `${where.ref}:${item.path}`));
  const res = await octokit.request(GRAPHQL_ROUTE, { query: blobsQuery(items.length), variables, ...(where.baseUrl === undefined ? {} : { baseUrl: where.baseUrl }) });
  const parsed = answerSchema.safeParse(res.data);
  if (!parsed.success) throw new GitHubResponseError(GRAPHQL_ROUTE, parsed.error.issues[0]?.message ?? 'invalid');
  const repository = parsed.data.data?.repository;
  if (repository === undefined || repository === null) {
    throw new GitHubResponseError(GRAPHQL_ROUTE, parsed.data.errors?.[0]?.message ?? 'no repository in the answer');
  }
  const blobs = new Map<string, GraphqlBlob>();
  items.forEach((item, i) => {
    const found = repository[`f${i}`];
    if (found !== undefined && found !== null && 'isBinary' in found) blobs.set(item.path, { text: found.text, isBinary: found.isBinary, isTruncated: found.isTruncated });
  });
  const cost = parsed.data.data?.rateLimit?.cost;
  return { blobs, ...(cost === undefined ? {} : { cost }) };
}
