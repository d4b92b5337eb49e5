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
/** Attempts before giving up when the head's open job keeps changing (opened or started) between the read and the script. */
const MAX_RACES = 20;

// Joins the head's open job, or opens this one, in one step. KEYS: head, the open job's targets and
// notify list (as the caller read the head; unused when it read none), this job's targets. ARGV: the
// open job's id as read ('' = none), this job's id, its targets (JSON), who asked (JSON), TTL ms,
// notify cap, target cap. Returns {1, id} when merged into `id`, {2} when opened, {0} when the head's
// open job changed since the caller read it (a job opened or started meanwhile: read again).
// Merging is a union by target inside Redis, so concurrent joiners never make each other retry. A
// command joins when both name functions or both name lines ("every stub" runs alone: it cannot be
// mixed with names in one selection) and the union stays within the target cap; a target named twice
// runs once.
const JOIN_OR_OPEN = `
local seen = redis.call('GET', KEYS[1])
if seen == false then seen = '' end
if seen ~= ARGV[1] then return {0} end
local function key(t)
  local file = t.file
  if file == nil or file == cjson.null then file = '' end
  return cjson.encode({ tostring(t.kind), tostring(t.name or ''), tostring(file), tostring(t.line or '') })
end
local extra = cjson.decode(ARGV[3])
if seen ~= '' then
  local raw = redis.call('GET', KEYS[2])
  local ok, current = false, nil
  if raw then ok, current = pcall(cjson.decode, raw) end
  if ok and type(current) == 'table' and #current > 0 and #extra > 0 then
    local kind = current[1].kind
    local same = true
    for _, t in ipairs(current) do if t.kind ~= kind then same = false end end
    for _, t in ipairs(extra) do if t.kind ~= kind then same = false end end
    if same then
      local have = {}
      for _, t in ipairs(current) do have[key(t)] = true end
      for _, t in ipairs(extra) do
        local k = key(t)
        if not have[k] then have[k] = true; table.insert(current, t) end
      end
      if #current <= tonumber(ARGV[7]) then
        redis.call('SET', KEYS[2], cjson.encode(current), 'PX', ARGV[5])
        if redis.call('LLEN', KEYS[3]) < tonumber(ARGV[6]) then redis.call('RPUSH', KEYS[3], ARGV[4]) end
        redis.call('PEXPIRE', KEYS[3], ARGV[5])
        return {1, seen}
      end
    end
  end
end
redis.call('SET', KEYS[4], ARGV[3], 'PX', ARGV[5])
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[5])
return {2}
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
   * as the head's open job, in one Redis script: two commands a few milliseconds apart make one
   * job, never two, and any number of joiners merge without making each other retry (only a job
   * opening or starting between the read and the script sends an attempt round again).
   */
  async joinOrOpen(ref: HeadRef, jobId: string, targets: JobTarget[], notify: NotifyTarget | undefined): Promise<{ into?: string }> {
    const head = this.headKey(ref);
    for (let tries = 0; tries < MAX_RACES; tries += 1) {
      const open = await this.redis.get(head);
      const keys = [head, this.targetsKey(open ?? jobId), this.notifyKey(open ?? jobId), this.targetsKey(jobId)];
      const args = [open ?? '', jobId, JSON.stringify(targets), JSON.stringify(notify ?? null), String(DAY_MS), String(MAX_NOTIFY), String(MAX_TARGETS)];
      const reply = z.array(z.union([z.number(), z.string()])).parse(await this.redis.eval(JOIN_OR_OPEN, keys.length, ...keys, ...args));
      if (reply[0] === 1 && typeof reply[1] === 'string') return { into: reply[1] };
      if (reply[0] === 2) return {};
      // The head's open job changed between the read and the script (a job opened or started): read again.
    }
    throw new Error(`head ${ref.owner}/${ref.repo}#${ref.pr}: its open job kept changing over ${MAX_RACES} attempts; try the command again`);
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
