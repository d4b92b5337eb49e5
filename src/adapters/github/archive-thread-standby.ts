/**
 * One archive thread started ahead of its download and kept idle (the worker runtime keeps one per
 * process): a thread started cold loads its script (zod, the tar walker) before its request leaves,
 * 0.4-0.8 s at load 16 and seconds at load 60, which put a hedge's download behind the tree it was
 * to race (session 26). Taken by the next download, which hands it its input by message
 * (archive-thread.ts waits for it); the next standby is started then, so every download after the
 * first finds one. An idle standby does not keep the process alive (unref) and is stopped by `close`.
 * A standby that failed to start is not handed out: the download starts its own thread, as before.
 */
import { Worker } from 'node:worker_threads';

export interface ArchiveThreadStandby {
  /** The idle thread, now the caller's (it must `terminate` it), or undefined when none is ready. */
  take(): Worker | undefined;
  /** Stops the idle thread; nothing is started after. Idempotent. */
  close(): Promise<void>;
}

export function createArchiveThreadStandby(entry: URL): ArchiveThreadStandby {
  let idle: { worker: Worker; failed: boolean } | undefined;
  let closed = false;
  const start = (): void => {
    if (closed) return;
    let worker: Worker;
    try {
      worker = new Worker(entry, { workerData: { standby: true } });
    } catch {
      return;
    }
    const slot = { worker, failed: false };
    // Until it is taken: a failure only means the next download starts a thread of its own.
    const onFail = (): void => {
      slot.failed = true;
      if (idle === slot) idle = undefined;
    };
    worker.once('error', onFail);
    worker.once('exit', onFail);
    worker.unref();
    idle = slot;
  };
  start();
  return {
    take() {
      const slot = idle;
      idle = undefined;
      if (slot === undefined || slot.failed) {
        start();
        return undefined;
      }
      slot.worker.removeAllListeners('error');
      slot.worker.removeAllListeners('exit');
      slot.worker.ref();
      start();
      return slot.worker;
    },
    async close() {
      closed = true;
      const slot = idle;
      idle = undefined;
      await slot?.worker.terminate().catch(() => undefined);
    },
  };
}
