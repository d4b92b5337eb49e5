/**
 * The worker's parse threads (issue 24): parsing a file (tree-sitter's parse, the copy into the
 * light tree, the language front end's walk) is the largest CPU item of a job, and on the event
 * loop it held every other job's I/O (a webhook's answer, a lock renewal, the next round of reads)
 * for as long as it ran. Here it runs in a few worker threads (node-tree-sitter 0.21 is a
 * context-aware N-API addon: each thread loads its own parsers), so one process uses more than
 * one core and its loop only copies the result back (a structured clone of plain data).
 *
 * - The same result: each thread runs `parseSource` (parse-thread.ts), the function the loop
 *   would run; `same` names it, so callers use the threads only where they would parse with it.
 * - Every wait has a deadline: a parse that waited for a thread longer than `waitMs`, or ran
 *   longer than `runMs`, fails with CpuGateTimeoutError, as a step waiting for the CPU gate does.
 *   A thread is never stopped inside tree-sitter's parse: node-tree-sitter 0.21's input callback
 *   then meets a terminating isolate and the process aborts (SIGABRT). A parse past its run
 *   deadline is left to finish (its thread is busy until then); close() waits for parses under way.
 *   What is left: a process that exits while a thread parses (a forced exit at the shutdown
 *   deadline, a second signal) aborts instead of exiting with 1; BullMQ retries its jobs either way.
 * - A thread that dies (an addon fault, out of memory) fails only its own parse, with an error
 *   the caller answers by parsing on the loop (shared-parse.ts); after `maxDeaths` deaths in a row
 *   with no parse between them, the threads are given up and every parse is refused at once.
 * - Threads start on first use, hold the process open only while they parse, and `close()` stops
 *   them once idle (queued parses fail; the worker closes this after its jobs ended).
 * - Memory: a thread's heap and native trees are the process's RSS, which the memory admission
 *   (queue/memory-admission.ts) reads; a text over `maxChars` is refused (parsed on the loop, see
 *   DEFAULT_PARSE_MAX_CHARS).
 */
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { CpuGateTimeoutError } from '../../core/errors.js';
import { parseSource } from '../../core/languages/index.js';
import type { ParsedModule } from '../../core/languages/types.js';
import type { OffLoopParser } from '../../core/ports.js';

export interface ParseThreadsOptions {
  /** Threads (WORKER_PARSE_THREADS), at least 1. */
  threads: number;
  /** Longest wait for a free thread (the CPU gate's WORKER_CPU_WAIT_MS). */
  waitMs: number;
  /** Longest parse once a thread has it (default `waitMs`): past it the parse fails (its thread finishes it, then serves on). */
  runMs?: number;
  /** Texts longer than this are refused, to be parsed on the loop (default 256 K characters: DEFAULT_PARSE_MAX_CHARS). */
  maxChars?: number;
  /** How long close() waits for parses under way (default 10 s). */
  closeWaitMs?: number;
  /** Deaths in a row, with no parse done between them, after which the threads are given up (default 3). */
  maxDeaths?: number;
  /** The thread's script (default: parse-thread.js beside this module, in dist/ when run from src/). */
  entry?: URL;
  /** Every parse's wait for a thread, in seconds. */
  onWait?: (seconds: number) => void;
  /**
   * The event loop takes a waiting parse itself (LoopTakesParseError: its caller parses it on the loop,
   * through the CPU gate) when every thread was busy and the loop sat idle for most of the last
   * `loopHelpMs` while the parse waited (default 2; 0: never). See loopHelp below.
   */
  loopHelpMs?: number;
  /** Waiting texts longer than this stay for a thread (default 128 K characters): the loop is held at most that long. */
  loopHelpMaxChars?: number;
}

export interface ParseThreadsStats {
  /** Threads alive now. */
  threads: number;
  parsed: number;
  /** Parses that found every thread busy and queued. */
  queued: number;
  timeouts: number;
  /** Threads that died or were stopped at a deadline. */
  deaths: number;
  /** Parses refused at once (closed, given up, or over maxChars). */
  refused: number;
  /** Waiting parses the idle event loop took (loopHelpMs). */
  loopTook: number;
}

export interface ParseThreads extends OffLoopParser {
  readonly stats: Readonly<ParseThreadsStats>;
  /** Stops every thread; parses queued or under way fail (their callers parse on the loop or fail). */
  close(): Promise<void>;
}

/** Refused here, to be parsed on the loop by the caller (not a deadline). */
export class ParseThreadUnavailableError extends Error {
  override readonly name: string = 'ParseThreadUnavailableError';
}

/** A waiting parse the idle event loop takes (ParseThreadsOptions.loopHelpMs): its caller parses it on the loop. */
export class LoopTakesParseError extends ParseThreadUnavailableError {
  override readonly name = 'LoopTakesParseError';
}

/** See ParseThreadsOptions.loopHelpMs and loopHelpMaxChars. */
export const DEFAULT_LOOP_HELP_MS = 2;
export const DEFAULT_LOOP_HELP_MAX_CHARS = 128 * 1024;
/** The loop counts as idle over a window when it was busy for less than this share of it. */
const LOOP_IDLE_SHARE = 0.5;

/**
 * The pipeline's large file (implement-stubs.ts LARGE_FILE_CHARS, after whose targets the worker runs a
 * full collection to free native trees): such a file is parsed on the loop, where that collection
 * reaches its trees. In a thread, its tree and copy stayed until the thread's own collection and
 * the module was held twice (the thread's and the loop's copy): a PR adding one 0.59 MB file of
 * 10,000 stubs peaked at 340 MB against the fault suite's 300 MB bar.
 */
export const DEFAULT_PARSE_MAX_CHARS = 256 * 1024;

const readySchema = z.object({ ready: z.literal(true) });
const replySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int(), ok: z.literal(true), parsed: z.object({ definitions: z.array(z.unknown()), imports: z.array(z.unknown()) }).passthrough() }),
  z.object({ id: z.number().int(), ok: z.literal(false), message: z.string() }),
]);

interface Task {
  id: number;
  text: string;
  file: string;
  queuedAt: number;
  resolve: (parsed: ParsedModule) => void;
  reject: (error: Error) => void;
  /** Failed at its run deadline while its thread went on parsing. */
  settled?: boolean;
  timer?: ReturnType<typeof setTimeout> | undefined;
}

interface Thread {
  worker: Worker;
  task: Task | undefined;
  /** The thread has loaded and said so: a parse's run deadline counts from then. */
  ready: boolean;
}

/**
 * A structured clone gives every object the plain prototype: the one object without one that a front
 * end makes (a definition's `typeHints`, core/languages/type-hints.ts, keyed by parameter names such
 * as `constructor`) gets its null prototype back, so the module is the loop's, prototypes included.
 */
function restored(parsed: ParsedModule): ParsedModule {
  for (const def of parsed.definitions) if (def.typeHints !== undefined) Object.setPrototypeOf(def.typeHints, null);
  return parsed;
}

function defaultEntry(): URL {
  const here = import.meta.url;
  // Run from src/ (tests, tsx benchmarks), the thread runs the build of the same tree (test/support/fresh-dist.ts keeps it fresh).
  return here.endsWith('.ts') ? new URL(here.replace(/\/src\/adapters\/cpu\/parse-threads\.ts$/, '/dist/adapters/cpu/parse-thread.js')) : new URL('./parse-thread.js', here);
}

export function createParseThreads(options: ParseThreadsOptions): ParseThreads {
  if (!Number.isInteger(options.threads) || options.threads < 1) throw new RangeError(`parse threads must be a whole number of at least 1, not ${options.threads}.`);
  const runMs = options.runMs ?? options.waitMs;
  const maxChars = options.maxChars ?? DEFAULT_PARSE_MAX_CHARS;
  const maxDeaths = options.maxDeaths ?? 3;
  const entry = options.entry ?? defaultEntry();
  const stats: ParseThreadsStats = { threads: 0, parsed: 0, queued: 0, timeouts: 0, deaths: 0, refused: 0, loopTook: 0 };
  const threads: Thread[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let deathsInARow = 0;
  let closed = false;
  const closeWaitMs = options.closeWaitMs ?? 10_000;
  /** Told each time a thread finishes or dies (close() waits on them). */
  let idleWaiters: Array<() => void> = [];
  const onIdle = (): void => {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  const timeout = (task: Task, deadlineMs: number): CpuGateTimeoutError => new CpuGateTimeoutError('parse', performance.now() - task.queuedAt, options.threads, deadlineMs);

  const bury = (thread: Thread, error: Error): void => {
    const at = threads.indexOf(thread);
    if (at < 0) return;
    threads.splice(at, 1);
    stats.threads = threads.length;
    stats.deaths += 1;
    deathsInARow += 1;
    const task = thread.task;
    thread.task = undefined;
    if (task !== undefined && task.settled !== true) {
      clearTimeout(task.timer);
      task.reject(error);
    }
    onIdle();
    dispatch();
  };

  const refuseQueued = (why: string): void => {
    for (const task of queue.splice(0)) {
      clearTimeout(task.timer);
      stats.refused += 1;
      task.reject(new ParseThreadUnavailableError(why));
    }
  };

  const spawn = (): Thread => {
    const worker = new Worker(entry);
    worker.unref();
    const thread: Thread = { worker, task: undefined, ready: false };
    worker.on('message', (message: unknown) => {
      if (readySchema.safeParse(message).success) {
        thread.ready = true;
        // Its first parse was sent while it loaded (bounded by one run deadline): the parse gets a whole one.
        if (thread.task !== undefined) armRun(thread, thread.task);
        return;
      }
      const reply = replySchema.safeParse(message);
      const task = thread.task;
      if (!reply.success || task === undefined || reply.data.id !== task.id) return;
      thread.task = undefined;
      worker.unref();
      clearTimeout(task.timer);
      onIdle();
      if (task.settled) {
        // Its caller gave up at the run deadline: the thread is free again, the module is dropped.
      } else if (reply.data.ok) {
        deathsInARow = 0;
        stats.parsed += 1;
        task.resolve(restored(reply.data.parsed as unknown as ParsedModule));
      } else {
        task.reject(new ParseThreadUnavailableError(`the parse thread could not parse ${task.file}: ${reply.data.message}`));
      }
      dispatch();
    });
    worker.on('error', (error) => bury(thread, new ParseThreadUnavailableError(`a parse thread failed: ${error.message}`)));
    worker.on('exit', (code) => bury(thread, new ParseThreadUnavailableError(`a parse thread exited (code ${code})`)));
    threads.push(thread);
    stats.threads = threads.length;
    return thread;
  };

  // A thread still loading has `waitMs` to get ready (the parse still waits for a thread): past it the
  // thread is stopped (nothing native runs yet). Then the parse has `runMs`: past it the parse fails,
  // but its thread is left to finish (stopping a thread inside tree-sitter's parse aborts the whole
  // process: its input callback meets the terminating isolate) and serves the next parse after.
  const armRun = (thread: Thread, task: Task): void => {
    clearTimeout(task.timer);
    const ms = thread.ready ? runMs : options.waitMs;
    task.timer = setTimeout(() => {
      if (thread.task !== task || task.settled) return;
      stats.timeouts += 1;
      if (!thread.ready) {
        bury(thread, timeout(task, ms));
        void thread.worker.terminate();
        return;
      }
      task.settled = true;
      task.reject(timeout(task, ms));
    }, ms);
    task.timer.unref?.();
  };

  const start = (thread: Thread, task: Task): void => {
    thread.task = task;
    options.onWait?.((performance.now() - task.queuedAt) / 1000);
    armRun(thread, task);
    // A parse under way keeps the process alive; an idle thread does not.
    thread.worker.ref();
    thread.worker.postMessage({ id: task.id, text: task.text, file: task.file });
  };

  // One job's parses queue behind one thread while its event loop waits for them with nothing to do (target
  // selection's files, a walk round's files): on a host of two cores the second one then idles. A parse still
  // waiting after the loop sat mostly idle for loopHelpMs is handed back to its caller, who parses it on the
  // loop (the same function: the same module); the threads keep the rest. A busy loop (many jobs' walks,
  // prompts and checks) takes none, so the threads still keep parsing off it when it has other work.
  const helpMs = options.loopHelpMs ?? DEFAULT_LOOP_HELP_MS;
  const helpMaxChars = options.loopHelpMaxChars ?? DEFAULT_LOOP_HELP_MAX_CHARS;
  let helpTimer: ReturnType<typeof setTimeout> | undefined;
  const loopHelp = (): void => {
    if (helpMs <= 0 || helpTimer !== undefined || !queue.some((t) => t.text.length <= helpMaxChars)) return;
    const since = performance.eventLoopUtilization();
    helpTimer = setTimeout(() => {
      helpTimer = undefined;
      if (closed) return;
      const { utilization } = performance.eventLoopUtilization(since);
      const at = queue.findIndex((t) => t.text.length <= helpMaxChars);
      if (utilization < LOOP_IDLE_SHARE && at >= 0) {
        const [task] = queue.splice(at, 1);
        if (task !== undefined) {
          clearTimeout(task.timer);
          stats.loopTook += 1;
          task.reject(new LoopTakesParseError(`the event loop is idle: it parses ${task.file}`));
        }
      }
      // Armed again after the loop's parse (or whatever it did) ran: the next window measures what came after.
      loopHelp();
    }, helpMs);
    helpTimer.unref?.();
  };

  function dispatch(): void {
    while (queue.length > 0 && !closed && deathsInARow < maxDeaths) {
      let idle = threads.find((t) => t.task === undefined);
      if (idle === undefined && threads.length < options.threads) {
        try {
          idle = spawn();
        } catch (error) {
          // A thread that cannot even be created counts as one that died at once.
          stats.deaths += 1;
          deathsInARow += 1;
          const task = queue.shift();
          clearTimeout(task?.timer);
          task?.reject(new ParseThreadUnavailableError(`a parse thread could not start: ${error instanceof Error ? error.message : String(error)}`));
          continue;
        }
      }
      if (idle === undefined) return;
      const task = queue.shift();
      if (task !== undefined) start(idle, task);
    }
    if (deathsInARow >= maxDeaths) refuseQueued('the parse threads were given up');
  }

  return {
    same: parseSource,
    stats,
    parse(text, file) {
      if (closed || deathsInARow >= maxDeaths || text.length > maxChars) {
        stats.refused += 1;
        return Promise.reject(new ParseThreadUnavailableError(closed ? 'the parse threads are closed' : text.length > maxChars ? `${file} is over ${maxChars} characters` : 'the parse threads were given up'));
      }
      return new Promise<ParsedModule>((resolve, reject) => {
        const task: Task = { id: nextId++, text, file, queuedAt: performance.now(), resolve, reject };
        if (threads.some((t) => t.task !== undefined) && !threads.some((t) => t.task === undefined) && threads.length >= options.threads) stats.queued += 1;
        task.timer = setTimeout(() => {
          const at = queue.indexOf(task);
          if (at < 0) return;
          queue.splice(at, 1);
          stats.timeouts += 1;
          reject(timeout(task, options.waitMs));
        }, options.waitMs);
        task.timer.unref?.();
        queue.push(task);
        dispatch();
        loopHelp();
      });
    },
    async close() {
      closed = true;
      clearTimeout(helpTimer);
      helpTimer = undefined;
      refuseQueued('the parse threads are closed');
      // Parses under way finish first (a thread stopped inside tree-sitter's parse aborts the process),
      // for at most closeWaitMs; a thread still parsing then is left, unreferenced, to end with the process.
      const deadline = performance.now() + closeWaitMs;
      while (threads.some((t) => t.task !== undefined) && performance.now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(1, deadline - performance.now()));
          idleWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      for (const t of threads) if (t.task !== undefined) t.worker.unref();
      await Promise.all(threads.filter((t) => t.task === undefined).map((t) => t.worker.terminate()));
    },
  };
}
