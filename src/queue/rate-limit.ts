/**
 * Per-installation rate limit: at most N jobs started per rolling hour, counted in Redis so every
 * worker process shares it. A job counts once however often it is retried (the job id is the
 * member of a sorted set scored by start time).
 */
import type { RedisConnection } from '../adapters/redis/connection.js';

const SCRIPT = `
local key, now, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZSCORE', key, member) then return 0 end
if redis.call('ZCARD', key) < limit then
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
  return 0
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + window - now)
`;

/**
 * Commands and automatic runs count against separate hourly budgets, so pull requests opened by
 * others (autoFor: everyone) can never push a maintainer's own command back.
 */
export type RateLane = 'command' | 'auto';

export interface RateLimiter {
  /** 0 when the job may start now (and is counted); otherwise milliseconds until a slot frees up. */
  reserve(installationId: number, jobId: string, jobsPerHour: number, lane?: RateLane): Promise<number>;
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: RedisConnection,
    private readonly options: { prefix?: string; windowMs?: number; now?: () => number } = {},
  ) {}

  async reserve(installationId: number, jobId: string, jobsPerHour: number, lane: RateLane = 'command'): Promise<number> {
    const key = `${this.options.prefix ?? 'dycoder'}:rate:${installationId}${lane === 'auto' ? ':auto' : ''}`;
    const now = (this.options.now ?? Date.now)();
    const window = this.options.windowMs ?? 3_600_000;
    const result = await this.redis.eval(SCRIPT, 1, key, String(now), String(window), String(jobsPerHour), jobId);
    return Number(result);
  }
}
