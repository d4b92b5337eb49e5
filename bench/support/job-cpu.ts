/**
 * The core of one job in process, for profiling (`node --cpu-prof --import tsx bench/support/job-cpu.ts`):
 * a 3-stub pull request of bench:e2e's repositories (rich by default, as bench:concurrency; `--repo
 * zod` or any other name of bench/support/e2e-repos.ts), its files held in memory (a fresh source per
 * job, as a cold job reads them), target selection, retrieval, prompts and answer checks with a
 * scripted model, the answer checks' cache kept across jobs as a worker process keeps it. Prints
 * CPU-seconds per job and every target's retrieval items, so a change can be checked to leave the
 * results unchanged.
 *
 *   tsx bench/support/job-cpu.ts [jobs] [--repo NAME] [--dir DIR] [--warm N] [--per-job]
 *
 * `--cold-checks` gives each job an answer-check cache that keeps only the standard library (bench/support/e2e-validation.ts),
 * as bench:e2e's cold jobs have: the checks parse every read file again in each job.
 * `--parse-cache` keeps parses across the jobs as a worker does for one installation
 * (core/retrieval/parse-cache.ts; `--freeze` deep-freezes its entries, so a caller that changes a
 * shared parse throws); every job's targets and suggestions must then equal the cold warm-up's.
 * `--prof FILE` writes a CPU profile (.cpuprofile) of the counted jobs only (after the warm-up).
 * `--heap FILE` writes a sampling heap profile (.heapprofile) of everything the counted jobs allocate,
 * kept or collected (V8's sampling profiler with collected objects included; open it in Chrome's
 * DevTools or sum it with bench/support/heap-sites.ts).
 * `--prefetch` gives the source a `prefetch` that answers at once within the production allowance
 * (adapters/github/job-reads.ts), as a job whose archive is in hand is served, and prints how many
 * files were fetched ahead and how many of those the walk then read.
 * `--parses` counts the native parses of each counted job (lite-tree.ts observeLiteParses): how many, of how many
 * distinct texts, how many characters, and the files parsed more than once.
 * `--scans-cheaply` gives the source `scansCheaply` (RepoSource), as the app's GitHub source has once the archive is in
 * hand: the Python answer checks then scan the repository's modules for a mixin's users (mixin-users.ts).
 * `--body-reads` counts the function bodies the counted jobs parse and those whose fields (references, locals, type
 * hints) anything reads, by first reader (bench/support/body-reads.ts): what walking bodies only when read could save.
 * `--warm N` runs N uncounted jobs first (default 1): V8 keeps compiling (TurboFan on its background threads, WASM
 * tier-up) for about ten jobs, so with one warm-up the counted CPU includes that; `--per-job` prints each counted job's
 * CPU-ms and event-loop ms.
 * `--dir` reads the repository from another directory (e.g. the root node_modules/zod, the same
 * version as bench/corpora's, before bench:setup has run).
 */
import { writeFileSync } from 'node:fs';
import { constants as perfConstants, PerformanceObserver } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { createHash } from 'node:crypto';
import type { ChatModel, RepoSource } from '../../src/core/ports.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { createValidationCache } from '../../src/core/generate/validation-cache.js';
import { createParseCache } from '../../src/core/retrieval/parse-cache.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { isSourceFile } from '../../src/core/languages/index.js';
import { jobReadBudget, prefetchAllowance } from '../../src/adapters/github/job-reads.js';
import { createCpuGate } from '../../src/adapters/cpu/cpu-gate.js';
import { createParseThreads } from '../../src/adapters/cpu/parse-threads.js';
import { buildE2eRepo, E2E_REPOS } from './e2e-repos.js';
import { benchValidationCaches } from './e2e-validation.js';
import { createBodyReads } from './body-reads.js';

const { values, positionals } = parseArgs({ options: { repo: { type: 'string', default: 'rich' }, dir: { type: 'string' }, prof: { type: 'string' }, heap: { type: 'string' }, 'parse-cache': { type: 'boolean' }, 'cold-checks': { type: 'boolean' }, freeze: { type: 'boolean' }, prefetch: { type: 'boolean' }, parses: { type: 'boolean' }, 'scans-cheaply': { type: 'boolean' }, 'parse-threads': { type: 'string' }, 'body-reads': { type: 'boolean' }, trace: { type: 'boolean' }, 'loop-help': { type: 'string' }, warm: { type: 'string', default: '1' }, 'per-job': { type: 'boolean' } }, allowPositionals: true });
const spec0 = E2E_REPOS.find((r) => r.name === values.repo);
if (spec0 === undefined) throw new Error(`--repo: one of ${E2E_REPOS.map((r) => r.name).join(', ')}`);
const spec = values.dir === undefined ? spec0 : { ...spec0, dir: values.dir };
const repo = buildE2eRepo(spec, 7, 3);
const head: Record<string, string> = { ...Object.fromEntries(Object.entries(repo.files).map(([p, b]) => [p, b.toString('utf8')])), ...repo.stubbed };
const bodies = new Map(repo.stubs.map((s) => [s.qualname, s]));
const model: ChatModel = {
  name: 'scripted',
  complete: (req) => {
    const text = req.messages.map((m) => m.content).join('\n');
    const stub = bodies.get(/Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '');
    return Promise.resolve({ content: stub === undefined ? 'No idea.' : `\`\`\`${stub.fence}\n${stub.body}\n\`\`\``, model: 'scripted', usage: { promptTokens: 800, completionTokens: 60 } });
  },
};
/** Per job with `--prefetch`: files fetched ahead, and of those how many a read used. */
const ahead = { fetched: 0, read: 0 };
function memorySource(files: Record<string, string>): RepoSource {
  const stats = { filesRead: 0, bytesRead: 0, requests: 0 };
  // `--prefetch`: fetching ahead answers at once within the production allowance, as a job whose
  // archive is in hand does (adapters/github/repo-source.ts serves prefetch from it).
  const sourceFiles = Object.keys(files).filter(isSourceFile).length;
  let room = values.prefetch === true ? prefetchAllowance(jobReadBudget(3, sourceFiles).jobBudget) : 0;
  const fetchedAhead = new Set<string>();
  const readOnce = new Set<string>();
  return {
    ...(values['scans-cheaply'] === true ? { scansCheaply: true } : {}),
    ...(values.prefetch === true
      ? {
          prefetch: (path: string) => {
            const text = files[path];
            if (text === undefined || readOnce.has(path) || fetchedAhead.has(path) || room <= 0) return Promise.resolve(text);
            room -= 1;
            fetchedAhead.add(path);
            ahead.fetched += 1;
            return Promise.resolve(text);
          },
        }
      : {}),
    listFiles: () => Promise.resolve(Object.keys(files).sort()),
    readFile: (path) => {
      const text = files[path];
      if (text !== undefined) {
        if (fetchedAhead.delete(path)) ahead.read += 1;
        readOnce.add(path);
        stats.filesRead += 1;
        stats.bytesRead += text.length;
      }
      return Promise.resolve(text);
    },
    stats,
  };
}
/** The PR's added lines: what differs between the original and the stubbed file. */
function changedLines(file: string): Array<{ start: number; end: number }> {
  const a = (repo.files[file]?.toString('utf8') ?? '').split('\n');
  const b = (repo.stubbed[file] ?? '').split('\n');
  let s = 0;
  while (s < a.length && s < b.length && a[s] === b[s]) s += 1;
  let e = 0;
  while (e < a.length - s && e < b.length - s && a[a.length - 1 - e] === b[b.length - 1 - e]) e += 1;
  return [{ start: s + 1, end: Math.max(s + 1, b.length - e) }];
}
const changes = Object.fromEntries(Object.keys(repo.stubbed).map((f) => [f, changedLines(f)]));
const jobs = Number(positionals[0] ?? 10);
// `--warm N`: uncounted jobs first (default 1). V8 is still compiling for ~10 jobs after the first (TurboFan on
// background threads, WASM tier-up): with one warm-up a job's CPU includes that; `--warm 12` measures the steady state.
const warm = Number(values.warm);
if (!Number.isInteger(warm) || warm < 1) throw new Error(`--warm takes a whole number of at least 1, not ${String(values.warm)}`);
/** `--per-job`: each counted job's CPU-ms (all threads) and event-loop ms, in order. */
const perJob: string[] = [];
// `--cold-checks`: each job's answer checks start with no parsed repository file, as bench:e2e's jobs do (e2e-validation.ts:
// only the standard library is kept across jobs); by default the checks' parsed files are kept across jobs as a worker
// process keeps them (warm: the same repository at the same head).
const checkCaches = values['cold-checks'] === true ? benchValidationCaches() : undefined;
const sharedValidationCache = createValidationCache();
const parseCache = values['parse-cache'] === true ? createParseCache({ freeze: values.freeze === true }) : undefined;
const bodyReads = values['body-reads'] === true ? createBodyReads() : undefined;
if (bodyReads !== undefined && parseCache !== undefined) throw new Error('--body-reads and --parse-cache: one at a time');
const signatures: string[] = [];
let cpu = 0;
// The answer checks' own CPU (implement-target.ts measures each check), part of `cpu`.
let checkCpu = 0;
// Garbage collection pauses of the main thread in the counted jobs, by kind (node:perf_hooks 'gc' entries).
const gcPause = { minor: 0, major: 0, other: 0 };
const gcCount = { minor: 0, major: 0, other: 0 };
let counting = false;
const gcObserver = new PerformanceObserver((list) => {
  if (!counting) return;
  for (const e of list.getEntries()) {
    const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
    const key = kind === perfConstants.NODE_PERFORMANCE_GC_MINOR ? 'minor' : kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR ? 'major' : 'other';
    gcPause[key] += e.duration;
    gcCount[key] += 1;
  }
});
gcObserver.observe({ entryTypes: ['gc'] });
// `--parse-threads N`: the worker's CPU gate with N parse threads (adapters/cpu/parse-threads.ts, dist/'s thread
// script); the CPU figure is then the whole process's, threads included, and `loop` is the event loop's busy time.
// `--loop-help MS`: the threads' loopHelpMs (0: the idle loop never takes a waiting parse).
const parseThreads = values['parse-threads'] === undefined ? undefined : createParseThreads({ threads: Number(values['parse-threads']), waitMs: 600_000, ...(values['loop-help'] === undefined ? {} : { loopHelpMs: Number(values['loop-help']) }) });
// `--trace`: when each parse sent to a thread was asked for and answered, and when each target's phases began (ms from the job's start).
let jobStart = 0;
const trace: string[] = [];
const at = (): string => (performance.now() - jobStart).toFixed(0);
const offLoop = parseThreads === undefined || values.trace !== true
  ? parseThreads
  : {
      same: parseThreads.same,
      parse: (text: string, file: string) => {
        const asked = at();
        return parseThreads.parse(text, file).then((m) => {
          trace.push(`  parse ${file} (${text.length} chars) asked ${asked} answered ${at()}`);
          return m;
        });
      },
    };
const cpuGate = offLoop === undefined ? undefined : createCpuGate({ slots: 2, waitMs: 600_000, offLoop });
/** Wall time of each counted job's core. */
const walls: number[] = [];
let loopMs = 0;
/** `--parses`: each counted job's native parses, by text (full parses and incremental ones). */
const parsesByText = new Map<string, { full: number; incremental: number; outline: number }>();
/** `--parses`: characters parsed per job by the first caller outside the parsers (stack frames), so a parse can be placed. */
const parsedBy = new Map<string, { parses: number; chars: number }>();
const callerOf = (stack: string): string => {
  const frames = stack.split('\n').slice(1).map((l) => l.trim()).filter((l) => !/node:diagnostics_channel|lite-tree\.ts|parse-module\.ts|parser\.ts|languages\/index\.ts|shared-parse\.ts|parse-cache\.ts|language\.ts|job-cpu\.ts/.test(l));
  return (frames[0] ?? '?').replace(/^at /, '').replace(/\(?file:\/\/[^)]*\/(src|bench)\//, '$1/').replace(/:\d+\)?$/, '');
};
// Imported only when asked, so this script also runs on a checkout older than the observer (a `git archive` of main).
const stopObserving = values.parses === true
  ? (await import('../../src/core/languages/lite-tree.js')).observeLiteParses((text, kind) => {
      if (!counting) return;
      const seen = parsesByText.get(text) ?? { full: 0, incremental: 0, outline: 0 };
      seen[kind] += 1;
      parsesByText.set(text, seen);
      const by = callerOf(new Error().stack ?? '');
      const c = parsedBy.get(by) ?? { parses: 0, chars: 0 };
      c.parses += 1;
      c.chars += text.length;
      parsedBy.set(by, c);
    })
  : undefined;
const inspector = values.prof === undefined && values.heap === undefined ? undefined : new Session();
for (let i = 0; i < warm + jobs; i += 1) {
  if (i === warm && inspector !== undefined) {
    inspector.connect();
    if (values.prof !== undefined) {
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    }
    if (values.heap !== undefined) {
      await inspector.post('HeapProfiler.enable');
      // Every allocation, also what a minor or major GC collected: the allocation rate is what GC costs.
      await inspector.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    }
  }
  counting = i >= warm;
  bodyReads?.counting(counting);
  const before = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  jobStart = performance.now();
  trace.length = 0;
  const validationCache = checkCaches === undefined ? sharedValidationCache : checkCaches.forJob();
  const review = await implementStubs({ ...(values.trace === true ? { onProgress: (e: { target: string; phase: string }) => void trace.push(`  ${e.phase} ${e.target} at ${at()}`) } : {}), source: memorySource(head), model, retrieve, selection: { kind: 'changed', changes }, headSha: 'f'.repeat(40), concurrency: 4, validationCache, ...(parseCache === undefined ? (bodyReads === undefined ? {} : { parseCache: bodyReads.cache }) : { parseCache: parseCache.forInstallation(1) }), ...(cpuGate === undefined ? {} : { cpuGate }) });
  const used = process.cpuUsage(before);
  const wall = performance.now() - jobStart;
  if (i >= warm) walls.push(wall);
  if (values.trace === true && i === warm + jobs - 1) console.log(`last job's trace (wall ${wall.toFixed(0)} ms):\n${trace.join('\n')}`);
  if (i >= warm) {
    const loop = performance.eventLoopUtilization(loopBefore).active;
    loopMs += loop;
    perJob.push(`${((used.user + used.system) / 1000).toFixed(0)}/${loop.toFixed(0)}`);
  }
  // The observer is told of a pause in a later turn: let this job's pauses arrive before the next one starts.
  await new Promise((resolve) => setImmediate(resolve));
  // The first jobs warm up (JIT, grammar, tokenizer and the TypeScript check's standard library) and are not counted.
  if (i >= warm) {
    cpu += (used.user + used.system) / 1e6;
    for (const t of review.targets) for (const a of t.attempts) checkCpu += (a.validationCpuMs ?? 0) / 1000;
  }
  {
    const signature: string[] = [];
    for (const t of review.targets) {
      const items = createHash('sha256').update(JSON.stringify([t.prompt, t.attempts.map((a) => [a.round, a.content, a.problems, a.warnings])])).digest('hex').slice(0, 12);
      signature.push(`${t.file}:${t.qualname} ${t.status} ${t.retrieval?.items ?? 0} items ${t.retrieval?.tokens ?? 0} tokens prompt+attempts=${items}`);
    }
    signature.push(...review.suggestions.map((s) => `${s.file}:${s.qualname} ${s.newBody.length} ${createHash('sha256').update(JSON.stringify(s)).digest('hex').slice(0, 12)}`));
    signatures.push(signature.join('\n'));
  }
}
if (inspector !== undefined && values.prof !== undefined) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(values.prof, JSON.stringify(profile));
}
if (inspector !== undefined && values.heap !== undefined) {
  const { profile } = await inspector.post('HeapProfiler.stopSampling');
  writeFileSync(values.heap, JSON.stringify(profile));
}
inspector?.disconnect();
stopObserving?.();
if (values.parses === true) {
  const fileOf = new Map(Object.entries(head).map(([f, t]) => [t, f]));
  const all = [...parsesByText.values()];
  const full = all.reduce((n, p) => n + p.full, 0);
  const incremental = all.reduce((n, p) => n + p.incremental, 0);
  const outline = all.reduce((n, p) => n + p.outline, 0);
  const chars = [...parsesByText].reduce((n, [t, p]) => n + t.length * (p.full + p.incremental + p.outline), 0);
  console.log(`parses per job: ${(full / jobs).toFixed(1)} full + ${(incremental / jobs).toFixed(1)} incremental + ${(outline / jobs).toFixed(1)} outline, of ${parsesByText.size} distinct texts, ${(chars / jobs / 1000).toFixed(0)}k chars`);
  const repeated = [...parsesByText].filter(([, p]) => p.full > jobs).sort((a, b) => b[0].length * b[1].full - a[0].length * a[1].full);
  for (const [by, c] of [...parsedBy].sort((a, b) => b[1].chars - a[1].chars)) console.log(`  by ${by}: ${(c.parses / jobs).toFixed(1)} parses, ${(c.chars / jobs / 1000).toFixed(0)}k chars`);
  for (const [t, p] of repeated.slice(0, 15)) console.log(`  ${(p.full / jobs).toFixed(1)}x full ${(p.incremental / jobs).toFixed(1)}x incremental ${(p.outline / jobs).toFixed(1)}x outline ${fileOf.get(t) ?? `(a text of ${t.length} chars not in the repository)`} ${t.length} chars`);
}
console.log(signatures[0]);
const differing = signatures.filter((s) => s !== signatures[0]).length;
console.log(differing === 0 ? `every job gave the same targets and suggestions (${signatures.length} jobs)` : `${differing} of ${signatures.length} jobs DIFFER from the first`);
if (values.prefetch === true) console.log(`fetched ahead per job ${(ahead.fetched / (warm + jobs)).toFixed(1)} files, of which read by the walk ${(ahead.read / (warm + jobs)).toFixed(1)}`);
if (parseCache !== undefined) console.log(`parse cache: ${JSON.stringify(parseCache.stats())}`);
if (bodyReads !== undefined) {
  const r = bodyReads.reads;
  const k = (n: number): string => `${(n / jobs / 1000).toFixed(0)}k`;
  console.log(`function bodies per job: ${(r.bodies / jobs).toFixed(0)} parsed (${k(r.chars)} chars), ${(r.readBodies / jobs).toFixed(0)} read (${k(r.readChars)} chars, ${((100 * r.readChars) / Math.max(1, r.chars)).toFixed(0)}%); classes ${(r.classes / jobs).toFixed(0)}, attributes read of ${(r.readClasses / jobs).toFixed(0)}`);
  for (const [by, chars] of [...r.byReader].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  first read by ${by}: ${k(chars)} chars`);
}
if (differing > 0) process.exitCode = 1;
gcObserver.disconnect();
console.log(`CPU per job (${spec.name}, core pipeline, ${jobs} jobs after ${warm === 1 ? 'one warm-up' : `${warm} warm-up jobs`}${checkCaches === undefined ? '' : ', cold checks'}): ${(cpu / jobs).toFixed(3)} s, of which answer checks ${(checkCpu / jobs).toFixed(3)} s; event loop busy ${(loopMs / jobs / 1000).toFixed(3)} s${parseThreads === undefined ? '' : ` (parse threads: ${JSON.stringify(parseThreads.stats)})`}`);
if (values['per-job'] === true) console.log(`per counted job, CPU-ms (all threads) / event-loop ms: ${perJob.join(' ')}`);
await parseThreads?.close();
const sortedWalls = [...walls].sort((a, b) => a - b);
console.log(`wall per job: median ${(sortedWalls[Math.floor(sortedWalls.length / 2)] ?? 0).toFixed(0)} ms, min ${(sortedWalls[0] ?? 0).toFixed(0)}, all ${walls.map((w) => w.toFixed(0)).join(' ')}`);
const gcMs = (ms: number): string => (ms / jobs).toFixed(1);
// Pauses are wall time (a loaded machine stretches them); the counts are not.
console.log(`GC per job (main thread pauses, wall): ${gcMs(gcPause.minor + gcPause.major + gcPause.other)} ms; scavenges ${gcMs(gcCount.minor)} (${gcMs(gcPause.minor)} ms), mark-compact ${gcMs(gcCount.major)} (${gcMs(gcPause.major)} ms), other ${gcMs(gcCount.other)} (${gcMs(gcPause.other)} ms)`);
