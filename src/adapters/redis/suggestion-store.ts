/**
 * Posted suggestions and what became of them, in Redis, keyed by installation, repository, PR
 * and target, with a TTL. All keys of one repository share a hash tag, so the multi-key
 * transactions below stay in one Redis Cluster slot. Values are validated on the way out.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SUGGESTION_OUTCOMES, type OutcomeJudgement } from '../../core/review/outcome.js';
import type { RedisConnection } from './connection.js';

export interface RepositoryRef {
  installationId: number;
  owner: string;
  repo: string;
}

export interface PullRequestRef extends RepositoryRef {
  pr: number;
}

export interface TargetRef extends PullRequestRef {
  file: string;
  qualname: string;
}

const storedSchema = z.object({
  installationId: z.coerce.number().int().positive(),
  owner: z.string().min(1),
  repo: z.string().min(1),
  pr: z.coerce.number().int().positive(),
  file: z.string().min(1),
  qualname: z.string().min(1),
  startLine: z.coerce.number().int().positive(),
  endLine: z.coerce.number().int().nonnegative(),
  headSha: z.string().min(1),
  suggestion: z.string(),
  stub: z.string(),
  postedAt: z.coerce.number().int().nonnegative(),
  outcome: z.enum(SUGGESTION_OUTCOMES).optional(),
  similarity: z.coerce.number().min(0).max(1).optional(),
  judgedAt: z.coerce.number().int().nonnegative().optional(),
  judgedSha: z.string().optional(),
  /** The review comment that opened the suggestion's thread (replies to it refine the suggestion). */
  commentId: z.coerce.number().int().positive().optional(),
  /** How many refinements in the thread led to this suggestion (0 or absent: the first one). */
  refined: z.coerce.number().int().nonnegative().optional(),
});
export type StoredSuggestion = z.infer<typeof storedSchema>;
export type PostedSuggestion = Omit<StoredSuggestion, 'outcome' | 'similarity' | 'judgedAt' | 'judgedSha'>;

/** Whether another refinement of a target on a head is allowed, and how many this makes. */
export interface RefineCount {
  allowed: boolean;
  count: number;
}

export interface SuggestionStore {
  /** A new suggestion for a target replaces the previous one (and its outcome). */
  record(posted: PostedSuggestion): Promise<void>;
  forPullRequest(ref: PullRequestRef): Promise<StoredSuggestion[]>;
  /** No-op when the suggestion has expired or was never recorded. */
  recordOutcome(ref: TargetRef, judgement: OutcomeJudgement, at: { time: number; sha?: string }): Promise<void>;
  /** Suggestions posted at or after `since` (milliseconds since the epoch), oldest first. */
  since(ref: RepositoryRef, since: number): Promise<StoredSuggestion[]>;
  /** Links a posted suggestion to the review comment holding it (its thread). No-op when the record is gone. */
  linkThread(ref: TargetRef, commentId: number): Promise<void>;
  /** The suggestion whose thread starts at `commentId`, if DyCoder posted it and it has not expired. */
  byThread(ref: PullRequestRef, commentId: number): Promise<StoredSuggestion | undefined>;
  /** Counts one refinement of a target on a head; refused (not counted) past `max`. */
  countRefine(ref: TargetRef, headSha: string, max: number): Promise<RefineCount>;
}

const COUNT_UP_TO = `local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n >= tonumber(ARGV[1]) then return -n end n = redis.call('INCR', KEYS[1]) redis.call('PEXPIRE', KEYS[1], ARGV[2]) return n`;

const SET_IF_EXISTS = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], unpack(ARGV)) end return 0`;

export interface SuggestionStoreOptions {
  prefix?: string;
  /** Default 90 days: long enough for a 30-day table and for slow PRs. */
  ttlSeconds?: number;
  now?: () => number;
}

export function createSuggestionStore(redis: RedisConnection, options: SuggestionStoreOptions = {}): SuggestionStore {
  const prefix = options.prefix ?? 'dycoder';
  const ttlMs = (options.ttlSeconds ?? 90 * 24 * 3600) * 1000;
  const now = options.now ?? Date.now;
  // GitHub owner and repository names cannot contain braces, so the tag is always well formed.
  const repoKey = (r: RepositoryRef): string => `${prefix}:suggestions:{${r.installationId}:${r.owner.toLowerCase()}/${r.repo.toLowerCase()}}`;
  const indexKey = (r: RepositoryRef): string => `${repoKey(r)}:posted`;
  const prKey = (r: PullRequestRef): string => `${repoKey(r)}:pr:${r.pr}`;
  const targetId = (t: Pick<TargetRef, 'pr' | 'file' | 'qualname'>): string =>
    `${t.pr}:${createHash('sha256').update(`${t.file}\0${t.qualname}`).digest('hex').slice(0, 20)}`;
  const itemKey = (r: RepositoryRef, id: string): string => `${repoKey(r)}:s:${id}`;
  const threadKey = (r: RepositoryRef, commentId: number): string => `${repoKey(r)}:thread:${commentId}`;

  const load = async (ref: RepositoryRef, ids: string[]): Promise<StoredSuggestion[]> => {
    if (ids.length === 0) return [];
    const pipeline = redis.pipeline();
    for (const id of ids) pipeline.hgetall(itemKey(ref, id));
    const replies = (await pipeline.exec()) ?? [];
    const out: StoredSuggestion[] = [];
    for (const [error, value] of replies) {
      if (error !== null) throw error;
      const parsed = storedSchema.safeParse(value);
      // Expired (empty hash) or written by an incompatible version: not a suggestion we can judge.
      if (parsed.success) out.push(parsed.data);
    }
    return out;
  };

  return {
    async record(posted) {
      const id = targetId(posted);
      const key = itemKey(posted, id);
      const fields = Object.entries(posted).map(([k, v]) => [k, String(v)] as const);
      await redis
        .multi()
        .del(key)
        .hset(key, Object.fromEntries(fields))
        .pexpire(key, ttlMs)
        .sadd(prKey(posted), id)
        .pexpire(prKey(posted), ttlMs)
        .zadd(indexKey(posted), posted.postedAt, id)
        .zremrangebyscore(indexKey(posted), '-inf', now() - ttlMs)
        .pexpire(indexKey(posted), ttlMs)
        .exec();
    },

    async forPullRequest(ref) {
      return load(ref, (await redis.smembers(prKey(ref))).sort());
    },

    async recordOutcome(ref, judgement, at) {
      const fields = ['outcome', judgement.outcome, 'similarity', String(judgement.similarity), 'judgedAt', String(at.time), ...(at.sha === undefined ? [] : ['judgedSha', at.sha])];
      // Only onto a live record: a bare HSET on an expired key would leave a partial hash without TTL.
      await redis.eval(SET_IF_EXISTS, 1, itemKey(ref, targetId(ref)), ...fields);
    },

    async since(ref, since) {
      return load(ref, await redis.zrangebyscore(indexKey(ref), since, '+inf'));
    },

    async linkThread(ref, commentId) {
      const id = targetId(ref);
      await redis.eval(SET_IF_EXISTS, 1, itemKey(ref, id), 'commentId', String(commentId));
      await redis.set(threadKey(ref, commentId), id, 'PX', ttlMs);
    },

    async byThread(ref, commentId) {
      const id = await redis.get(threadKey(ref, commentId));
      if (id === null || !id.startsWith(`${ref.pr}:`)) return undefined;
      const [found] = await load(ref, [id]);
      return found?.commentId === commentId ? found : undefined;
    },

    async countRefine(ref, headSha, max) {
      const key = `${repoKey(ref)}:refines:${targetId(ref)}:${headSha}`;
      const n = Number(await redis.eval(COUNT_UP_TO, 1, key, String(max), String(ttlMs)));
      return n < 0 || max === 0 ? { allowed: false, count: Math.abs(n) } : { allowed: true, count: n };
    },
  };
}
