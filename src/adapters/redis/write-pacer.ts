/**
 * Per-installation pacing of GitHub writes, shared by every process through Redis: a token
 * bucket per installation token (each installation has its own, so a burst on one never slows
 * another).
 *
 * Why a bucket and not a strict one-per-second lane: GitHub's secondary limits are about
 * sustained rates. "In general, no more than 80 content-generating requests per minute and no
 * more than 500 content-generating requests per hour are allowed", and its best practices say
 * "If you are making a large number of POST, PATCH, PUT, or DELETE requests, wait at least one
 * second between each request." One job writes a handful (👀, check run, review, 🚀); spacing
 * those a second apart only made every review wait ~3 s for nothing. So a small burst (default
 * 5) goes out at once, and past it writes leave one per interval (default 1 s): at most
 * burst + 60 in any minute (65 < 80), and a large number of writes — 1,000 commands across 50
 * installations — is paced at one a second per installation, as GitHub asks. The hourly 500
 * is kept by the per-installation job limit (`jobsPerHour`), not here.
 *
 * The bucket is kept as a GCRA "theoretical arrival time" (TAT) in one key, updated atomically
 * by Lua on Redis's own clock (workers on several machines agree): a write reserves the slot
 * max(now, TAT − (burst − 1) × interval) and moves TAT one interval on, so reservations are
 * first come, first served and never overlap. After a 403/429 with a wait, TAT is pushed so the
 * next write goes no earlier than GitHub allows, and the burst refills only after that.
 */
import type { RequestKind, RequestPacer } from '../github/octokit.js';
import type { RedisConnection } from './connection.js';

// TAT = max(stored, now); slot = max(now, TAT - (burst-1)*interval); stored = TAT + interval. Returns slot - now (ms).
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local tat = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), now)
local slot = math.max(now, tat - (burst - 1) * interval)
redis.call('SET', KEYS[1], tat + interval, 'PX', tat + interval - now + 1000)
return slot - now
`;

// Push TAT so the next slot is no earlier than now + wait, with the burst spent. Returns the wait (ms).
const HOLD = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local wait = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local tat = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), now + wait + (burst - 1) * interval)
redis.call('SET', KEYS[1], tat, 'PX', tat - now + 1000)
return wait
`;

export interface WritePacerOptions {
  /** Key prefix (tests share one Redis). */
  prefix?: string;
  /** Milliseconds between two writes of one installation once its burst is spent (GitHub: about one per second). */
  intervalMs?: number;
  /** Writes an idle installation may make at once before the interval applies (default 5; 1 = strict spacing). */
  burst?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_WRITE_BURST = 5;

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

  private get interval(): string {
    return String(this.options.intervalMs ?? 1000);
  }

  private get burst(): string {
    return String(Math.max(1, Math.floor(this.options.burst ?? DEFAULT_WRITE_BURST)));
  }

  /** Reserves a write slot and returns how long to wait for it (ms). */
  async reserve(installationId: number): Promise<number> {
    return Number(await this.redis.eval(RESERVE, 1, this.key(installationId), this.interval, this.burst));
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
        await this.redis.eval(HOLD, 1, this.key(installationId), String(waitMs), this.interval, this.burst);
      },
    };
  }
}
