/**
 * The simulator's in-memory world: repositories (backed by git), pulls, reviews, comments,
 * reactions, check runs and permissions, plus the JSON shapes GitHub uses for them.
 */
import {
  HttpError,
  type Role,
  type SimCheckRun,
  type SimIssueComment,
  type SimPull,
  type SimReaction,
  type SimRepo,
  type SimReview,
  type SimReviewComment,
  type SimUser,
} from './types.js';
import { resolveCommit } from './git.js';
import type { DeliveryRecord, WebhookTarget } from './webhook-sender.js';

export class SimState {
  readonly repos = new Map<string, SimRepo>();
  readonly pulls = new Map<number, SimPull>();
  readonly reviews: SimReview[] = [];
  readonly reviewComments: SimReviewComment[] = [];
  readonly issueComments: SimIssueComment[] = [];
  readonly reactions: SimReaction[] = [];
  readonly checkRuns: SimCheckRun[] = [];
  readonly roles = new Map<string, Role>();
  readonly users = new Map<string, SimUser>();
  private nextIdValue = 1000;
  tokensIssued = 0;
  readonly issuedTokens = new Set<string>();
  /** Webhook delivery attempts, oldest first, and where they go (see webhook-sender.ts). */
  readonly deliveries: DeliveryRecord[] = [];
  webhookTarget: WebhookTarget | undefined;

  constructor(
    readonly baseRepo: SimRepo,
    readonly appId: number,
    readonly appSlug: string,
    readonly installationId: number,
  ) {
    this.repos.set(`${baseRepo.owner}/${baseRepo.name}`.toLowerCase(), baseRepo);
  }

  nextId(): number {
    this.nextIdValue += 1;
    return this.nextIdValue;
  }

  user(login: string, type: SimUser['type'] = login.endsWith('[bot]') ? 'Bot' : 'User'): SimUser {
    const existing = this.users.get(login.toLowerCase());
    if (existing) return existing;
    const created: SimUser = { login, id: this.nextId(), type };
    this.users.set(login.toLowerCase(), created);
    return created;
  }

  get botUser(): SimUser {
    return this.user(`${this.appSlug}[bot]`, 'Bot');
  }

  repo(owner: string, name: string): SimRepo {
    const repo = this.repos.get(`${owner}/${name}`.toLowerCase());
    if (!repo) throw new HttpError(404, 'Not Found');
    return repo;
  }

  pull(repo: SimRepo, number: string | number): SimPull {
    const pull = repo === this.baseRepo ? this.pulls.get(Number(number)) : undefined;
    if (!pull) throw new HttpError(404, 'Not Found');
    return pull;
  }

  async commitOf(repo: SimRepo, ref: string): Promise<string> {
    const sha = await resolveCommit(repo.dir, ref);
    if (!sha) throw new HttpError(422, `No commit found for SHA: ${ref}`);
    return sha;
  }

  now(): string {
    return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
}

export const userJson = (u: SimUser, baseUrl: string): Record<string, unknown> => ({
  login: u.login,
  id: u.id,
  node_id: `U_${u.id}`,
  avatar_url: `https://avatars.example.com/u/${u.id}`,
  url: `${baseUrl}/users/${encodeURIComponent(u.login)}`,
  html_url: `https://github.example.com/${u.login}`,
  type: u.type,
  site_admin: false,
});

export const repoJson = (state: SimState, r: SimRepo, baseUrl: string): Record<string, unknown> => {
  const owner = state.user(r.owner);
  return {
    id: r.id,
    node_id: `R_${r.id}`,
    name: r.name,
    full_name: `${r.owner}/${r.name}`,
    private: false,
    owner: userJson(owner, baseUrl),
    html_url: `https://github.example.com/${r.owner}/${r.name}`,
    url: `${baseUrl}/repos/${r.owner}/${r.name}`,
    fork: r !== state.baseRepo,
    default_branch: r.defaultBranch,
    visibility: 'public',
    archived: false,
    disabled: false,
  };
};

/** Slices `items` by `per_page`/`page` and adds a GitHub-style `Link` header. */
export function paginate<T>(
  items: T[],
  query: URLSearchParams,
  baseUrl: string,
  path: string,
  maxPerPage = 100,
): { body: T[]; headers: Record<string, string> } {
  const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 30) || 30, 1), maxPerPage);
  const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const body = items.slice((page - 1) * perPage, page * perPage);
  const link = (p: number, rel: string): string => {
    const q = new URLSearchParams(query);
    q.set('per_page', String(perPage));
    q.set('page', String(p));
    return `<${baseUrl}${path}?${q.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  return { body, headers: links.length ? { link: links.join(', ') } : {} };
}

export const base64Lines = (buf: Buffer): string => (buf.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n';
