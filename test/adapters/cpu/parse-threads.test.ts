/**
 * The worker's parse threads (adapters/cpu/parse-threads.ts) with the job's shared parse
 * (core/retrieval/shared-parse.ts `parsedInAsync`): the same module as the loop's parse on real
 * files of every language, the event loop free while a large file parses (on the loop it is not),
 * one parse per snapshot and file, the deadlines, a thread that dies, and close().
 * The threads run dist/'s parse-thread.js (rebuilt first when src/ is newer).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCpuGate } from '../../../src/adapters/cpu/cpu-gate.js';
import { createParseThreads, DEFAULT_LOOP_HELP_MAX_CHARS, DEFAULT_LOOP_HELP_MS, ParseThreadUnavailableError, type ParseThreads } from '../../../src/adapters/cpu/parse-threads.js';
import { CpuGateTimeoutError } from '../../../src/core/errors.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { createParseCache } from '../../../src/core/retrieval/parse-cache.js';
import { parsedAlready, parsedInAsync, useParseCache } from '../../../src/core/retrieval/shared-parse.js';
import { ensureFreshDist } from '../../support/fresh-dist.js';

const ROOT = join(import.meta.dirname, '../../..');
const RICH = '/usr/lib/python3/dist-packages/rich';
const CLICK = '/usr/lib/python3/dist-packages/click';
const read = (path: string): string => readFileSync(path, 'utf8');
/** A parse thread that holds a marked parse until the test lets it go (the deadline case); ready at once, or once loaded. */
const HELD_THREAD = new URL('./fixtures/held-parse-thread.js', import.meta.url);
const HELD_THREAD_LOADED = new URL('./fixtures/held-parse-thread-loaded.js', import.meta.url);

/** Real files of every language DyCoder reads (Debian packages and the project's own node_modules). */
const FILES: Array<[path: string, name: string]> = [
  [`${RICH}/console.py`, 'rich/console.py'],
  [`${RICH}/_emoji_codes.py`, 'rich/_emoji_codes.py'],
  [`${RICH}/table.py`, 'rich/table.py'],
  [join(ROOT, 'node_modules/zod/src/v4/classic/schemas.ts'), 'zod/schemas.ts'],
  [join(ROOT, 'node_modules/zod/src/v4/classic/errors.ts'), 'zod/errors.ts'],
  ['/usr/share/gocode/src/github.com/spf13/cobra/command.go', 'cobra/command.go'],
  ['/usr/share/cargo/registry/syn-1.0.107/src/expr.rs', 'syn/expr.rs'],
  ['/usr/src/bazel-bootstrap/src/test/py/bazel/testdata/runfiles_test/foo/Foo.java', 'bazel/Foo.java'],
];

/** About 1.5 M characters of real Python: rich's largest module and its console, repeated. */
const LARGE = [read(`${RICH}/_emoji_codes.py`), read(`${RICH}/console.py`)].join('\n').repeat(6);

let threads: ParseThreads | undefined;
const open = (options: Partial<Parameters<typeof createParseThreads>[0]> = {}): ParseThreads => {
  // The idle loop takes no waiting parse here (its own case below): these cases count the threads' parses.
  threads = createParseThreads({ threads: 1, waitMs: 60_000, loopHelpMs: 0, ...options });
  return threads;
};

/** Loop turns (setImmediate) that ran while `work` was under way: what a concurrent job's I/O gets. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; result: T }> {
  let turns = 0;
  let done = false;
  const spin = (): void => {
    if (done) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  const result = await work();
  done = true;
  return { turns, result };
}

beforeAll(() => void ensureFreshDist(ROOT), 300_000);
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

describe('parse threads', () => {
  it('give the loop parse\'s module on real files of every language', async () => {
    const pool = open({ threads: 2 });
    const texts = FILES.map(([path, name]) => [read(path), name] as const);
    const fromThreads = await Promise.all(texts.map(([text, name]) => pool.parse(text, name)));
    for (const [i, [text, name]] of texts.entries()) expect(fromThreads[i], name).toStrictEqual(parseSource(text, name));
    expect(pool.stats).toMatchObject({ parsed: FILES.length, timeouts: 0, deaths: 0 });
    expect(pool.same).toBe(parseSource);
  });

  it('leave the event loop free while a large file parses; on the loop it is held for the whole parse', async () => {
    const pool = open({ maxChars: 8_000_000 });
    await pool.parse('x = 1\n', 'warm.py');
    const offGate = createCpuGate({ slots: 2, waitMs: 60_000, offLoop: pool });
    const off = await turnsDuring(() => parsedInAsync({}, 'large.py', LARGE, parseSource, offGate));
    const onGate = createCpuGate({ slots: 2, waitMs: 60_000 });
    const on = await turnsDuring(() => parsedInAsync({}, 'large.py', LARGE, parseSource, onGate));
    expect(off.result).toStrictEqual(on.result);
    // Off the loop, a concurrent job's callbacks ran many times during the parse; on the loop at most
    // the turn that was already due.
    expect(off.turns).toBeGreaterThan(20);
    expect(on.turns).toBeLessThanOrEqual(1);
  });

  it('parse a file of a snapshot once for every reader, keep it for the loop\'s readers, and take the parse cache\'s module', async () => {
    const pool = open();
    const gate = createCpuGate({ slots: 2, waitMs: 60_000, offLoop: pool });
    const snapshot = {};
    const text = read(`${RICH}/table.py`);
    const [a, b] = await Promise.all([parsedInAsync(snapshot, 'table.py', text, parseSource, gate), parsedInAsync(snapshot, 'table.py', text, parseSource, gate)]);
    expect(a).toBe(b);
    expect(parsedAlready(snapshot, 'table.py', text, parseSource)).toBe(a);
    expect(pool.stats.parsed).toBe(1);
    // Another parse function than the threads' own is never sent there.
    const other = (t: string, f: string) => parseSource(t, f);
    await parsedInAsync(snapshot, 'table.py', text, other, gate);
    expect(pool.stats.parsed).toBe(1);
    // Across jobs of one installation: the second job's snapshot takes the first one's module.
    const cache = createParseCache().forInstallation(7);
    const job1 = {};
    const job2 = {};
    useParseCache(job1, cache);
    useParseCache(job2, cache);
    const first = await parsedInAsync(job1, 'table.py', text, parseSource, gate);
    const second = await parsedInAsync(job2, 'table.py', text, parseSource, gate);
    expect(second).toBe(first);
    expect(pool.stats.parsed).toBe(2);
  });

  it('fail a parse that waited or ran past its deadline as a CPU wait does; the thread finishes it and serves on', async () => {
    // The thread is held inside a parse until the test lets it go (fixtures/held-parse-thread.js): a
    // parse longer than any deadline on any machine, where a large real file was long only on a slow one
    // (5.4 M characters once parsed within a 3 s wait on a quiet CI machine).
    const dir = mkdtempSync(join(tmpdir(), 'dycoder-held-parse-'));
    const held = (name: string): { text: string; release: () => void } => {
      const flag = join(dir, name);
      return { text: `# hold until ${flag}\nx = 1\n`, release: () => writeFileSync(flag, '') };
    };
    try {
      // A parse queued behind the held one gives up at its wait deadline (2 s). The fixture says ready
      // before it loads anything, so the thread's start (bounded by that wait too) is far inside it.
      const pool = open({ entry: HELD_THREAD, waitMs: 2_000, runMs: 600_000 });
      const first = held('first');
      const busy = pool.parse(first.text, 'held.py');
      const queuedAt = performance.now();
      await expect(pool.parse('x = 1\n', 'small.py')).rejects.toBeInstanceOf(CpuGateTimeoutError);
      // It waited its deadline, not less (the thread was still held when it gave up).
      expect(performance.now() - queuedAt).toBeGreaterThanOrEqual(2_000 - 5);
      expect(pool.stats).toMatchObject({ timeouts: 1, deaths: 0 });
      first.release();
      expect(await busy).toStrictEqual(parseSource(first.text, 'held.py'));
      await pool.close();

      // A 5 s run deadline (for a started thread; its start, grammars loaded, has the 60 s wait): the held
      // parse outlives any deadline, and a small one fits in it even at load 90 (300 ms did not there).
      const slow = open({ entry: HELD_THREAD_LOADED, waitMs: 60_000, runMs: 5_000 });
      await slow.parse('x = 1\n', 'warm.py');
      const second = held('second');
      await expect(slow.parse(second.text, 'held.py')).rejects.toBeInstanceOf(CpuGateTimeoutError);
      second.release();
      // A deadline inside a job fails the job like a gate wait does: not parsed again on the loop.
      const third = held('third');
      const gate = createCpuGate({ slots: 2, waitMs: 60_000, offLoop: slow });
      await expect(parsedInAsync({}, 'held.py', third.text, parseSource, gate)).rejects.toBeInstanceOf(CpuGateTimeoutError);
      third.release();
      // The thread was not stopped inside the parse (that aborts the process): it finishes and serves the next parse.
      const small = 'def f():\n    return 1\n';
      expect(await slow.parse(small, 'small.py')).toStrictEqual(parseSource(small, 'small.py'));
      expect(slow.stats).toMatchObject({ timeouts: 2, deaths: 0, threads: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('a thread that cannot run costs a parse on the loop, never the job, and is given up after three deaths in a row', async () => {
    const pool = open({ entry: new URL('file:///nonexistent/parse-thread.js') });
    const gate = createCpuGate({ slots: 2, waitMs: 60_000, offLoop: pool });
    const text = read(`${RICH}/table.py`);
    for (let i = 0; i < 3; i += 1) expect(await parsedInAsync({}, 'table.py', text, parseSource, gate)).toStrictEqual(parseSource(text, 'table.py'));
    expect(pool.stats.deaths).toBe(3);
    // Given up: refused at once, no thread started again.
    await expect(pool.parse(text, 'table.py')).rejects.toBeInstanceOf(ParseThreadUnavailableError);
    expect(pool.stats).toMatchObject({ deaths: 3, threads: 0 });
  });

  it('leave a waiting parse to the event loop when it sits idle, and none when it is busy: the same modules either way', async () => {
    // One job's files asked for at once (a PR's three files in target selection), one thread: the thread
    // parses one while the idle loop, which only waits for them, parses the others.
    const files = [`${CLICK}/core.py`, `${CLICK}/types.py`, `${CLICK}/parser.py`, `${RICH}/table.py`].map((path) => [read(path), path.split('/').slice(-2).join('/')] as const);
    for (const [text] of files) expect(text.length).toBeLessThanOrEqual(DEFAULT_LOOP_HELP_MAX_CHARS);
    const pool = open({ loopHelpMs: DEFAULT_LOOP_HELP_MS });
    await pool.parse('x = 1\n', 'warm.py');
    const gate = createCpuGate({ slots: 2, waitMs: 60_000, offLoop: pool });
    const snapshot = {};
    // With the installation's parse cache, as a worker's job has it: one miss per file, wherever it was parsed.
    const cache = createParseCache();
    useParseCache(snapshot, cache.forInstallation(3));
    const idle = await Promise.all(files.map(([text, name]) => parsedInAsync(snapshot, name, text, parseSource, gate)));
    for (const [i, [text, name]] of files.entries()) {
      expect(idle[i], name).toStrictEqual(parseSource(text, name));
      // Kept for the snapshot's later readers, wherever it was parsed.
      expect(parsedAlready(snapshot, name, text, parseSource), name).toBe(idle[i]);
    }
    const took = pool.stats.loopTook;
    expect(took).toBeGreaterThanOrEqual(1);
    expect(cache.stats()).toMatchObject({ misses: files.length, hits: 0 });
    expect(pool.stats.parsed - 1 + took).toBe(files.length);

    // A loop busy with other work (many jobs' walks and checks) takes none: the threads parse them all.
    let done = false;
    const spin = (): void => {
      const until = performance.now() + 3;
      while (performance.now() < until) {
        // busy, as a walk is
      }
      if (!done) setImmediate(spin);
    };
    setImmediate(spin);
    const busy = await Promise.all(files.map(([text, name]) => parsedInAsync({}, name, text, parseSource, gate)));
    done = true;
    expect(busy).toStrictEqual(idle);
    expect(pool.stats.loopTook).toBe(took);
    expect(pool.stats.parsed - 1 + took).toBe(2 * files.length);
  });

  it('close() lets the parse under way finish, fails what was queued and stops the threads; a text over maxChars is refused', async () => {
    const pool = open();
    // The pipeline's large files (over 256 K characters) are parsed on the loop, where its collections reach their trees.
    await expect(pool.parse(LARGE, 'large.py')).rejects.toBeInstanceOf(ParseThreadUnavailableError);
    const text = read(`${RICH}/console.py`);
    await pool.parse('x = 1\n', 'warm.py');
    const under = pool.parse(text, 'console.py');
    const queued = pool.parse(text, 'console2.py').catch((error: unknown) => error);
    await pool.close();
    // Stopping the thread inside this parse would have aborted this process (vitest's fork).
    expect(await under).toStrictEqual(parseSource(text, 'console.py'));
    expect(await queued).toBeInstanceOf(ParseThreadUnavailableError);
    expect(pool.stats.threads).toBe(0);
    await expect(pool.parse('x = 1\n', 'x.py')).rejects.toBeInstanceOf(ParseThreadUnavailableError);
  });
});
