/**
 * The slice of Octokit the GitHub adapters use: `request` with a route string. Both
 * @octokit/rest's Octokit and Probot's ProbotOctokit fit, so the same adapters serve the
 * webhook process, the worker and the tests. Responses are checked with zod at this boundary.
 */
import type { z } from 'zod';

export interface GitHubResponse {
  status: number;
  headers: Record<string, string | number | undefined>;
  data: unknown;
}

export interface GitHubRequester {
  request(route: string, params?: Record<string, unknown>): Promise<GitHubResponse>;
}

export interface RepoCoordinates {
  owner: string;
  repo: string;
}

/** GitHub answered with a shape we do not understand (never carries tokens or bodies). */
export class GitHubResponseError extends Error {
  constructor(route: string, detail: string) {
    super(`GitHub returned an unexpected response for ${route}: ${detail}`);
    this.name = 'GitHubResponseError';
  }
}

export async function requestJson<S extends z.ZodType>(
  octokit: GitHubRequester,
  route: string,
  params: Record<string, unknown>,
  schema: S,
): Promise<{ data: z.infer<S>; headers: GitHubResponse['headers'] }> {
  const res = await octokit.request(route, params);
  const parsed = schema.safeParse(res.data);
  if (!parsed.success) throw new GitHubResponseError(route, parsed.error.issues[0]?.message ?? 'invalid');
  return { data: parsed.data, headers: res.headers };
}

/**
 * Follows `Link: rel="next"` page by page (per_page 100). `onRequest` lets callers count HTTP
 * calls; `maxPages` bounds the walk (GitHub caps PR files at 3000 = 30 pages).
 */
export async function requestAllPages<S extends z.ZodType>(
  octokit: GitHubRequester,
  route: string,
  params: Record<string, unknown>,
  itemSchema: S,
  opts: { perPage?: number; maxPages?: number; onRequest?: () => void } = {},
): Promise<Array<z.infer<S>>> {
  const perPage = opts.perPage ?? 100;
  const out: Array<z.infer<S>> = [];
  for (let page = 1; page <= (opts.maxPages ?? 30); page += 1) {
    opts.onRequest?.();
    const res = await octokit.request(route, { ...params, per_page: perPage, page });
    if (!Array.isArray(res.data)) throw new GitHubResponseError(route, 'expected an array');
    for (const item of res.data) {
      const parsed = itemSchema.safeParse(item);
      if (!parsed.success) throw new GitHubResponseError(route, parsed.error.issues[0]?.message ?? 'invalid item');
      out.push(parsed.data);
    }
    const link = res.headers.link;
    if (typeof link !== 'string' || !link.includes('rel="next"')) break;
  }
  return out;
}
