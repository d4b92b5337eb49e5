import type { Worker } from 'bullmq';
import type { ScopedLogger } from '../core/ports.js';

/**
 * SIGTERM/SIGINT: stop taking jobs and wait for the ones in hand (worker.close() does both), but
 * never longer than `deadlineMs` (orchestrators send SIGKILL soon after SIGTERM, and a worker
 * must stop even when Redis does not answer); jobs still running are left to BullMQ's
 * stalled-job retry. Without Redis there is nothing to finish: the process exits at once.
 * A second signal exits at once too.
 */
export function installGracefulShutdown(
  worker: Worker,
  log: ScopedLogger,
  onClosed: () => Promise<void>,
  options: { deadlineMs?: number; redisReady?: () => boolean } = {},
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      log.warn({ signal }, 'second signal: exiting now; jobs in hand will be retried by another worker');
      process.exit(1);
    }
    closing = true;
    if (options.redisReady?.() === false) {
      // BullMQ's close would wait for Redis; a worker without Redis holds no job lock to give back.
      log.info({ signal }, 'shutting down: Redis is unreachable, so no job is in hand');
      process.exit(0);
    }
    const deadlineMs = options.deadlineMs ?? 8_000;
    log.info({ signal, deadlineMs }, 'shutting down: finishing jobs in hand');
    const deadline = setTimeout(() => {
      log.warn({ signal, deadlineMs }, 'jobs in hand did not finish in time; exiting, BullMQ will retry them');
      process.exit(1);
    }, deadlineMs);
    worker
      .close()
      .then(onClosed)
      .then(
        () => {
          clearTimeout(deadline);
          log.info({}, 'worker stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'error while stopping the worker');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
