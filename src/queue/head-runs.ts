/**
 * One run per pull-request head at a time, in Redis so every worker and intake process agrees.
 *
 * - Merging: the newest job of a head that has not started is "open"; a later command naming
 *   other targets of the same kind joins it (its targets and its comment are added) instead of
 *   becoming a job, and so a check run, of its own. The worker closes the job to merges as it
 *   starts and reads the merged targets in the same script, so a merge is never lost or late.
 * - Serialising: a job runs only while it holds its pull request's lock (SET NX with a TTL
 *   longer than a job's deadline, so a killed worker's lock expires); a job that finds the lock
 *   taken waits behind it and then sees the earlier run's review (a target is suggested once).
 *
 * Every key carries the queue's hash-tagged prefix, so the scripts' keys share a cluster slot.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { RedisConnection } from '../adapters/redis/connection.js';
import { jobTargetSchema, type JobTarget } from './implement-job-schema.js';
import { notifyTargetSchema, type NotifyTarget } from './notify-target.js';

export interface HeadRef {
  installationId: number;
  owner: string;
  repo: string;
  pr: number;
  headSha?: string;
}

const MAX_TARGETS = 50;
const MAX_NOTIFY = 100;
const DAY_MS = 24 * 3600 * 1000;
/** Attempts before giving up when other commands keep changing the head's open job between read and write. */
const MAX_RACES = 20;

const MERGE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if redis.call('GET', KEYS[2]) ~= ARGV[2] then return 0 end
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[5])
if redis.call('LLEN', KEYS[3]) < tonumber(ARGV[6]) then redis.call('RPUSH', KEYS[3], ARGV[4]) end
redis.call('PEXPIRE', KEYS[3], ARGV[5])
return 1
`;

// Opens the job only if the head still has the open job the caller saw ('' = none): a check and
// a set in one step, so two commands that both found no open job cannot both open one.
const OPEN = `
local seen = redis.call('GET', KEYS[1])
if seen == false then seen = '' end
if seen ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[4])
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[4])
return 1
`;

const CLOSE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return { redis.call('GET', KEYS[2]) or '', redis.call('LRANGE', KEYS[3], 0, -1) }
`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

const ACQUIRE = `
local held = redis.call('GET', KEYS[1])
if held == false then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if held == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0
`;

function hash(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

const targetsSchema = z.array(jobTargetSchema).max(MAX_TARGETS);

function targetKey(t: JobTarget): string {
  return JSON.stringify(t.kind === 'name' ? ['name', t.name, t.file ?? ''] : ['line', t.file, t.line]);
}

/**
 * The union when `extra` can join `open` in one run, else undefined: both name functions, or
 * both name lines ("every stub" runs alone: it cannot be mixed with names in one selection).
 */
export function mergedTargets(open: JobTarget[], extra: JobTarget[]): JobTarget[] | undefined {
  if (open.length === 0 || extra.length === 0) return undefined;
  const kinds = new Set([...open, ...extra].map((t) => t.kind));
  if (kinds.size !== 1) return undefined;
  const seen = new Set(open.map(targetKey));
  const union = [...open, ...extra.filter((t) => !seen.has(targetKey(t)) && seen.add(targetKey(t)))];
  return union.length <= MAX_TARGETS ? union : undefined;
}

export class HeadRuns {
  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix: string,
  ) {}

  private headKey(ref: HeadRef): string {
    return `${this.prefix}:head-open:${hash([ref.installationId, ref.owner.toLowerCase(), ref.repo.toLowerCase(), ref.pr, ref.headSha ?? ''])}`;
  }

  private prKey(ref: HeadRef): string {
    return `${this.prefix}:pr-lock:${hash([ref.installationId, ref.owner.toLowerCase(), ref.repo.toLowerCase(), ref.pr])}`;
  }

  private targetsKey(jobId: string): string {
    return `${this.prefix}:head-targets:${jobId}`;
  }

  private notifyKey(jobId: string): string {
    return `${this.prefix}:head-notify:${jobId}`;
  }

  /**
   * Joins the head's open job when it can take `targets` (its id as `into`), else records `jobId`
   * as the head's open job. Atomic against other commands on the head: every attempt is a
   * compare-and-set on what it read, and a lost race reads again, so two commands a few
   * milliseconds apart make one job, never two.
   */
  async joinOrOpen(ref: HeadRef, jobId: string, targets: JobTarget[], notify: NotifyTarget | undefined): Promise<{ into?: string }> {
    const head = this.headKey(ref);
    for (let tries = 0; tries < MAX_RACES; tries += 1) {
      const open = await this.redis.get(head);
      if (open !== null) {
        const raw = await this.redis.get(this.targetsKey(open));
        const current = raw === null ? undefined : targetsSchema.safeParse(JSON.parse(raw));
        const union = current?.success === true ? mergedTargets(current.data, targets) : undefined;
        if (raw !== null && union !== undefined) {
          const keys = [head, this.targetsKey(open), this.notifyKey(open)];
          const args = [open, raw, JSON.stringify(union), JSON.stringify(notify ?? null), String(DAY_MS), String(MAX_NOTIFY)];
          if (Number(await this.redis.eval(MERGE, keys.length, ...keys, ...args)) === 1) return { into: open };
          continue;
        }
      }
      // No open job, or one that cannot take these targets: this job becomes the open one, if the head is still as read.
      const keys = [head, this.targetsKey(jobId)];
      if (Number(await this.redis.eval(OPEN, keys.length, ...keys, open ?? '', jobId, JSON.stringify(targets), String(DAY_MS))) === 1) return {};
    }
    throw new Error(`head ${ref.owner}/${ref.repo}#${ref.pr}: ${MAX_RACES} commands raced for its open job; try the command again`);
  }

  /** Closes the job to merges (if still open) and gives every target and comment merged into it. */
  async close(ref: HeadRef, jobId: string, own: JobTarget[]): Promise<{ targets: JobTarget[]; notify: NotifyTarget[] }> {
    const keys = [this.headKey(ref), this.targetsKey(jobId), this.notifyKey(jobId)];
    const reply = z.tuple([z.string(), z.array(z.string())]).parse(await this.redis.eval(CLOSE, keys.length, ...keys, jobId));
    const merged = reply[0] === '' ? undefined : targetsSchema.safeParse(JSON.parse(reply[0]));
    const notify = reply[1].flatMap((text) => {
      const parsed = notifyTargetSchema.safeParse(JSON.parse(text));
      return parsed.success ? [parsed.data] : [];
    });
    return { targets: merged?.success === true ? merged.data : own, notify };
  }

  /** True when `jobId` holds its pull request's lock now (taken, or renewed on a retry). */
  async acquire(ref: HeadRef, jobId: string, ttlMs: number): Promise<boolean> {
    return Number(await this.redis.eval(ACQUIRE, 1, this.prKey(ref), jobId, String(ttlMs))) === 1;
  }

  async release(ref: HeadRef, jobId: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prKey(ref), jobId);
  }
}
