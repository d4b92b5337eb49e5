/**
 * Per-installation pacing of GitHub writes, shared by every process through Redis. GitHub asks
 * for about one content-creating request per second per token (secondary rate limits); each
 * installation has its own token, so each gets its own lane and a burst on one never slows
 * another. A write reserves the next free slot of its installation atomically (Lua, Redis's own
 * clock, so workers on several machines agree) and sleeps until then: first come, first served.
 * After a 403/429 with a wait, the lane is pushed past it, so no worker writes before GitHub allows.
 */
import type { RequestKind, RequestPacer } from '../github/octokit.js';
import type { RedisConnection } from './connection.js';

// Slot = max(now, next free); next free = slot + interval. Returns the wait in ms.
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, free)
local interval = tonumber(ARGV[1])
redis.call('SET', KEYS[1], slot + interval, 'PX', slot + interval - now + 1000)
return slot - now
`;

// Push the lane to now + wait unless it is already later. Returns the wait in ms.
const HOLD = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free = tonumber(redis.call('GET', KEYS[1]) or '0')
local until_ = math.max(free, now + tonumber(ARGV[1]))
redis.call('SET', KEYS[1], until_, 'PX', until_ - now + 1000)
return until_ - now
`;

export interface WritePacerOptions {
  /** Key prefix (tests share one Redis). */
  prefix?: string;
  /** Milliseconds between two writes of one installation (GitHub: about one per second). */
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class RedisWritePacer {
  /** Reads are not metered per second; after a rate limit this process holds them until GitHub's wait is over. */
  private readonly readsHeldUntil = new Map<number, number>();

  constructor(
    private readonly redis: RedisConnection,
    private readonly options: WritePacerOptions = {},
  ) {}

  private key(installationId: number): string {
    return `${this.options.prefix ?? 'dycoder'}:pace:${installationId}`;
  }

  /** Reserves a write slot and returns how long to wait for it (ms). */
  async reserve(installationId: number): Promise<number> {
    return Number(await this.redis.eval(RESERVE, 1, this.key(installationId), String(this.options.intervalMs ?? 1000)));
  }

  forInstallation(installationId: number): RequestPacer {
    const sleep = this.options.sleep ?? defaultSleep;
    return {
      before: async (kind: RequestKind) => {
        const held = (this.readsHeldUntil.get(installationId) ?? 0) - Date.now();
        if (kind === 'read') {
          if (held > 0) await sleep(held);
          return;
        }
        const wait = await this.reserve(installationId);
        if (wait > 0) await sleep(wait);
      },
      rateLimited: async (retryAfterSeconds: number) => {
        const waitMs = Math.max(0, retryAfterSeconds * 1000);
        this.readsHeldUntil.set(installationId, Date.now() + waitMs);
        await this.redis.eval(HOLD, 1, this.key(installationId), String(waitMs));
      },
    };
  }
}
