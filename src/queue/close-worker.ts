import type { ScopedLogger } from '../core/ports.js';

/**
 * A bounded BullMQ `Worker.close()`.
 *
 * BullMQ's close disconnects the worker's blocking Redis client and waits for that client's `end`
 * event. ioredis never emits `end` for a client that is disconnected while it is `reconnecting`
 * (the retry timer is cleared and there is no socket left to close: bullmq#4656, ioredis#2169).
 * A client gets there whenever BullMQ's own watchdog drops a blocking command (the event loop was
 * held past the block timeout, as on a loaded machine) or a Redis Cluster failover closes the
 * slot's master. A close at that moment used to wait forever: cluster-e2e's teardown hung in CI.
 *
 * So the close is watched. A blocking client that came back (`ready`) while the close still waits
 * lost its disconnect: it is disconnected again, and the `end` BullMQ waits for comes; one still
 * parked in `reconnecting` is connected, which ends it whether Redis answers or not. Past the
 * deadline the caller goes on: the worker takes no new job once close began, and a job still in
 * hand is left to BullMQ's stalled-job retry, as after a crash.
 */
export interface CloseWorkerOptions {
  /** Do not wait for the jobs in hand (BullMQ retries them). */
  force?: boolean;
  deadlineMs: number;
  /** How often the blocking client is looked at while the close waits (default 200 ms). */
  pollMs?: number;
  log?: Pick<ScopedLogger, 'warn'>;
  /** Named in the log line when the deadline passes ("implement worker", "intake worker"). */
  name?: string;
}

export type CloseOutcome = 'closed' | 'timed out';

/** What BullMQ's worker is to this module: something that closes, maybe with a blocking client inside. */
export interface ClosableWorker {
  close(force?: boolean): Promise<void>;
}

interface BlockingClient {
  readonly status: string;
  disconnect(): void;
  connect(): void;
}

export async function closeWorkerWithin(worker: ClosableWorker, options: CloseWorkerOptions): Promise<CloseOutcome> {
  let settled = false;
  const closing = worker.close(options.force ?? false).finally(() => {
    settled = true;
  });
  let poll: ReturnType<typeof setInterval> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      closing.then((): CloseOutcome => 'closed'),
      new Promise<CloseOutcome>((resolve) => {
        poll = setInterval(() => {
          const client = blockingClientOf(worker);
          if (settled || client === undefined) return;
          // Once BullMQ has disconnected it, the client is `disconnecting` or `end`. `ready` again
          // means the disconnect was lost in a reconnect: disconnect it again. Still `reconnecting`
          // means it is parked (the disconnect cleared its retry timer): a connect ends it either
          // way, `ready` (then disconnected here) or failing (`end`, as it was closed by hand).
          if (client.status === 'ready') client.disconnect();
          else if (client.status === 'reconnecting') client.connect();
        }, options.pollMs ?? 200);
        deadline = setTimeout(() => {
          options.log?.warn({ worker: options.name ?? 'worker', deadlineMs: options.deadlineMs }, 'the worker did not close in time (its Redis connection is reconnecting); going on');
          resolve('timed out');
        }, options.deadlineMs);
      }),
    ]);
  } finally {
    clearInterval(poll);
    clearTimeout(deadline);
    // A close that ends after the deadline must not surface as an unhandled rejection.
    closing.catch(() => undefined);
  }
}

/**
 * BullMQ keeps the blocking client at `backend.blockingConnection._client` (6.x). Not a public API:
 * read defensively, and with any other shape there is simply nothing to nudge (the deadline holds).
 */
function blockingClientOf(worker: ClosableWorker): BlockingClient | undefined {
  const backend = field(worker, 'backend');
  const connection = backend === undefined ? undefined : field(backend, 'blockingConnection');
  const client = connection === undefined ? undefined : field(connection, '_client');
  if (client === undefined) return undefined;
  const status: unknown = Reflect.get(client, 'status');
  const disconnect: unknown = Reflect.get(client, 'disconnect');
  const connect: unknown = Reflect.get(client, 'connect');
  if (typeof status !== 'string' || typeof disconnect !== 'function' || typeof connect !== 'function') return undefined;
  return {
    status,
    disconnect: () => void Reflect.apply(disconnect, client, []),
    // A connect that fails ends the client: its rejection is the expected outcome, not an error.
    connect: () => void Promise.resolve(Reflect.apply(connect, client, []) as unknown).catch(() => undefined),
  };
}

function field(value: object, key: string): object | undefined {
  const inner: unknown = Reflect.get(value, key);
  return typeof inner === 'object' && inner !== null ? inner : undefined;
}
