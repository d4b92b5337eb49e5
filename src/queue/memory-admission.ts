/**
 * A worker's memory budget, respected before it starts another implement job (admission).
 *
 * A worker runs many jobs at once (WORKER_CONCURRENCY 8) because they mostly wait on GitHub and the
 * model, but each job in hand holds its reads' parses (light trees, the Python front end's modules,
 * token counts) until it ends, and node-tree-sitter frees a parse tree's native memory only when V8
 * collects its object, memory V8 does not see and so does not hurry to collect. The process's
 * resident set (RSS: V8's heap, the native trees, buffers, everything) is what the host limits, so
 * that is what the budget counts:
 *   - under the budget, or with no job in hand (a lone job always runs: no deadlock), a job starts;
 *   - over it, a full garbage collection runs first (at most once per `collectEveryMs`), which frees
 *     the trees of parses no job holds; if the process is still over, the job waits until a job in
 *     hand ends (FIFO), then checks again; past `waitMs` it starts anyway (every wait has a
 *     deadline, and a job a user asked for is not dropped for memory), counted in `stats.lateStarts`;
 *   - when the last job in hand ends over the budget, a collection runs then, while the worker is idle.
 * The job's own deadline starts after admission (implement-worker.ts), so waiting here costs it nothing.
 */

export interface MemoryAdmissionOptions {
  /** Start no job while the process's RSS is above this (WORKER_MEMORY_BUDGET_MB, in bytes here). */
  budgetBytes: number;
  /** Longest wait for room before a job starts anyway (ms). */
  waitMs: number;
  /** The process's resident set, bytes (default: process.memoryUsage.rss). */
  rssBytes?: () => number;
  /** A full garbage collection (the worker passes adapters/runtime/native-garbage.ts); none: only waiting. */
  collect?: () => void;
  /** Collections at most this often (default 2 s: a full collection of a 200 MB heap costs ~100 ms of CPU). */
  collectEveryMs?: number;
  /** Every admitted job's wait for room, in seconds (0 when there was room). */
  onWait?: (seconds: number) => void;
}

export interface MemoryAdmissionStats {
  /** Jobs admitted and not yet released. */
  inHand: number;
  /** Jobs that found the process over its budget and waited. */
  waited: number;
  /** Jobs that started over the budget after waiting `waitMs`. */
  lateStarts: number;
  collections: number;
}

interface Waiter {
  wake: () => void;
}

export class MemoryAdmission {
  readonly stats: MemoryAdmissionStats = { inHand: 0, waited: 0, lateStarts: 0, collections: 0 };
  private readonly waiters: Waiter[] = [];
  private lastCollect = -Infinity;
  private readonly rss: () => number;

  constructor(private readonly options: MemoryAdmissionOptions) {
    if (!(options.budgetBytes > 0)) throw new RangeError(`the memory budget must be a positive number of bytes, not ${options.budgetBytes}`);
    if (!(options.waitMs >= 0)) throw new RangeError(`the memory admission wait must be at least 0 ms, not ${options.waitMs}`);
    this.rss = options.rssBytes ?? (() => process.memoryUsage.rss());
  }

  /** Waits for room (see above) and returns the job's release, to be called once when it ends. */
  async admit(): Promise<() => void> {
    const started = performance.now();
    if (!this.roomFor()) {
      this.stats.waited += 1;
      const deadline = started + this.options.waitMs;
      while (!this.roomFor()) {
        const left = deadline - performance.now();
        if (left <= 0) {
          this.stats.lateStarts += 1;
          break;
        }
        await this.nextRelease(left);
      }
    }
    this.options.onWait?.((performance.now() - started) / 1000);
    this.stats.inHand += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.stats.inHand -= 1;
      if (this.stats.inHand === 0 && this.waiters.length === 0 && this.rss() > this.options.budgetBytes) this.collect(true);
      this.waiters.shift()?.wake();
    };
  }

  private roomFor(): boolean {
    if (this.stats.inHand === 0) return true;
    if (this.rss() <= this.options.budgetBytes) return true;
    return this.collect(false) && this.rss() <= this.options.budgetBytes;
  }

  /** Runs a collection unless one ran within `collectEveryMs` (`force`: regardless); whether one ran. */
  private collect(force: boolean): boolean {
    if (this.options.collect === undefined) return false;
    const now = performance.now();
    if (!force && now - this.lastCollect < (this.options.collectEveryMs ?? 2000)) return false;
    this.lastCollect = now;
    this.stats.collections += 1;
    this.options.collect();
    return true;
  }

  /** Resolves when a job in hand ends, or after `ms` (then the caller checks its deadline). */
  private nextRelease(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        wake: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
        resolve();
      }, ms);
      this.waiters.push(waiter);
    });
  }
}
