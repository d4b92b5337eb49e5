/**
 * A shared blob cache in Redis, keyed by git blob SHA (content-addressed, so entries never go
 * stale; the TTL only bounds memory and slides on every hit). Redis trouble is never a job
 * failure: errors and slow answers count as misses and are logged once per burst. It serves
 * every installation, so callers set only text whose bytes hash to the key (repo-source.ts); the
 * `v2` prefix leaves behind entries written before that check existed.
 */
import type { RedisConnection } from './connection.js';
import type { BlobCache } from '../github/blob-text.js';
import type { Logger } from '../../core/ports.js';
import { silentLogger } from '../../core/ports.js';
import { within } from '../../core/deadline.js';

export interface RedisBlobCacheOptions {
  /** Time to live of an entry, refreshed on each hit (default 7 days). */
  ttlSeconds?: number;
  prefix?: string;
  /** Give up on a Redis call after this long and treat it as a miss (default 500 ms). */
  timeoutMs?: number;
  /** Texts longer than this are not stored (default 2 M characters). */
  maxChars?: number;
  logger?: Logger;
}

export interface RedisBlobCache extends BlobCache {
  readonly stats: { hits: number; misses: number; errors: number; writes: number };
}

const TEXT = 't';
const NOT_TEXT = 'b';

export function createRedisBlobCache(redis: RedisConnection, opts: RedisBlobCacheOptions = {}): RedisBlobCache {
  const ttl = opts.ttlSeconds ?? 7 * 24 * 3600;
  const prefix = opts.prefix ?? 'dycoder:blob:v2:';
  const timeoutMs = opts.timeoutMs ?? 500;
  const maxChars = opts.maxChars ?? 2 * 1024 * 1024;
  const log = opts.logger ?? silentLogger;
  const stats = { hits: 0, misses: 0, errors: 0, writes: 0 };
  let lastLog = 0;

  const guarded = async <T>(op: string, call: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await within(call(), timeoutMs, () => new Error(`timed out after ${timeoutMs} ms`));
    } catch (err) {
      stats.errors += 1;
      if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        log.warn({ op, error: err instanceof Error ? err.message : String(err) }, 'blob cache unavailable; reading from GitHub instead');
      }
      return undefined;
    }
  };

  return {
    stats,
    async get(sha) {
      const raw = await guarded('get', () => redis.getex(prefix + sha, 'EX', ttl));
      if (raw === undefined || raw === null) {
        stats.misses += 1;
        return undefined;
      }
      if (raw === NOT_TEXT) {
        stats.hits += 1;
        return null;
      }
      if (!raw.startsWith(TEXT)) {
        stats.misses += 1;
        return undefined;
      }
      stats.hits += 1;
      return raw.slice(TEXT.length);
    },
    async set(sha, text) {
      if (text !== null && text.length > maxChars) return;
      const ok = await guarded('set', () => redis.set(prefix + sha, text === null ? NOT_TEXT : TEXT + text, 'EX', ttl));
      if (ok !== undefined) stats.writes += 1;
    },
  };
}
