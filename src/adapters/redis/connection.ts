/**
 * The one place Redis connections are made, from REDIS_URL (see src/config/redis-url.ts for the
 * shapes): an ioredis `Redis` for one server or a Sentinel-managed master, an ioredis `Cluster`
 * for Redis Cluster. Callers say what the connection is for, because BullMQ needs different
 * retry behaviour for blocking workers (retry forever) than the webhook side (fail fast).
 */
import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';
import { parseRedisUrl, type RedisTarget } from '../../config/redis-url.js';
import { within } from '../../core/deadline.js';

/** Everything our Redis users call exists on both; BullMQ accepts both. */
export type RedisConnection = Redis | Cluster;

export type ConnectionRole =
  /** BullMQ workers and anything sharing their connection: commands wait out outages and failovers. */
  | 'worker'
  /** The webhook side: a few retries, then an error, so a delivery fails fast and GitHub can redeliver it. */
  | 'producer';

export interface CreateConnectionOptions {
  role: ConnectionRole;
  /** How long a Cluster command keeps retrying through a failover before it fails (default: worker 30 s, producer 3 s). */
  failoverToleranceMs?: number;
  /** Listener for connection errors; without one, ioredis prints them to stderr. */
  onError?: (error: Error) => void;
}

/**
 * BullMQ keys are `PREFIX:QUEUE:…` and its Lua scripts touch many of them at once, which a
 * Redis Cluster allows only when they hash to one slot: the braces make `name` the hash tag.
 * Queue and worker must use the same prefix; callers passing their own should wrap it here.
 */
export function queuePrefix(name = 'dycoder'): string {
  return name.startsWith('{') && name.endsWith('}') ? name : `{${name}}`;
}

export const DEFAULT_QUEUE_PREFIX = queuePrefix();

const FAILOVER_RETRY_MS = 200;

function clusterOptions(target: Extract<RedisTarget, { kind: 'cluster' }>, options: CreateConnectionOptions) {
  const tolerance = options.failoverToleranceMs ?? (options.role === 'worker' ? 30_000 : 3_000);
  return {
    redisOptions: {
      ...(target.username === undefined ? {} : { username: target.username }),
      ...(target.password === undefined ? {} : { password: target.password }),
      ...(target.tls ? { tls: {} } : {}),
      maxRetriesPerRequest: options.role === 'worker' ? null : 2,
    },
    // Managed TLS clusters announce node IPs that do not match their certificates; keep names.
    ...(target.tls ? { dnsLookup: (address: string, callback: (err: Error | null, address: string) => void) => callback(null, address) } : {}),
    // While a master is down and before its replica is promoted, commands for its slots fail
    // with "Connection is closed" or CLUSTERDOWN: retry them against a refreshed slot map for
    // `tolerance` milliseconds (each retry counts as one "redirection").
    retryDelayOnFailover: FAILOVER_RETRY_MS,
    retryDelayOnClusterDown: FAILOVER_RETRY_MS,
    retryDelayOnTryAgain: FAILOVER_RETRY_MS,
    maxRedirections: Math.max(16, Math.ceil(tolerance / FAILOVER_RETRY_MS)),
    slotsRefreshTimeout: 2_000,
  } satisfies ClusterOptions;
}

function sentinelOptions(target: Extract<RedisTarget, { kind: 'sentinel' }>, role: ConnectionRole) {
  return {
    sentinels: target.sentinels,
    name: target.masterName,
    db: target.db,
    ...(target.username === undefined ? {} : { username: target.username }),
    ...(target.password === undefined ? {} : { password: target.password }),
    ...(target.sentinelPassword === undefined ? {} : { sentinelPassword: target.sentinelPassword }),
    ...(target.tls ? { tls: {}, enableTLSForSentinelMode: true } : {}),
    maxRetriesPerRequest: role === 'worker' ? null : 2,
  } satisfies RedisOptions;
}

export function createRedisConnection(url: string | RedisTarget, options: CreateConnectionOptions): RedisConnection {
  const target = typeof url === 'string' ? parseRedisUrl(url) : url;
  let connection: RedisConnection;
  if (target.kind === 'cluster') connection = new Cluster(target.nodes, clusterOptions(target, options));
  else if (target.kind === 'sentinel') connection = new Redis(sentinelOptions(target, options.role));
  else connection = new Redis(target.url, { maxRetriesPerRequest: options.role === 'worker' ? null : 2 });
  if (options.onError !== undefined) connection.on('error', options.onError);
  return connection;
}

export function isCluster(connection: RedisConnection): connection is Cluster {
  return connection instanceof Cluster;
}

const CONNECTION_LOST = /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EPIPE|Connection is closed|ETIMEDOUT|ENOTFOUND|EAI_AGAIN/;

/** Whether an error means "Redis cannot be reached" (a state to report once), not a failed command. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return (typeof code === 'string' && CONNECTION_LOST.test(code)) || CONNECTION_LOST.test(error.message);
}

/**
 * One sentence for an operator, from the errors ioredis and Redis give when a Cluster or
 * Sentinel setup loses a master; other errors keep their own message.
 */
export function explainRedisError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/CLUSTERDOWN|Too many Cluster redirections|Failed to refresh slots cache|None of startup nodes is available/.test(message)) {
    return 'Redis Cluster cannot serve the job queue: the master holding its hash slot is unreachable and no replica took over (run each master with at least one replica).';
  }
  if (/All sentinels are unreachable|Failed to connect to any sentinel/i.test(message)) {
    return 'Redis Sentinel cannot name a master: no sentinel in REDIS_URL answered.';
  }
  if (CONNECTION_LOST.test(message)) {
    return `Redis is unreachable (${message.split('\n')[0]}).`;
  }
  return message;
}

/** Whether Redis answers PING within `timeoutMs`: false on an error or no answer, never a throw. */
export async function pingsWithin(redis: RedisConnection, timeoutMs: number): Promise<boolean> {
  try {
    return (await within(redis.ping(), timeoutMs, () => new Error(`no PONG within ${timeoutMs} ms`))) === 'PONG';
  } catch {
    return false;
  }
}

/**
 * QUIT, bounded: ioredis queues QUIT behind commands waiting for a connection that is
 * reconnecting, so a quit during an outage or a failover may never answer. Past the deadline
 * (or on an error) the connection is dropped instead.
 */
export async function closeConnection(redis: RedisConnection, deadlineMs = 5_000): Promise<void> {
  await within(redis.quit(), deadlineMs, () => new Error(`Redis QUIT gave no answer within ${deadlineMs} ms`)).catch(() => redis.disconnect());
}
