/**
 * `npm run bench:concurrency`: 10 pull requests on 10 installations at once, each a command
 * (`/dycoder implement`, 3 stubs) taken from intake to review, through GitHub simulators answering
 * every call after 100 ms (one per installation, behind one GHE_HOST), the scripted model and a
 * real redis-server. Two set-ups in the same run, alternating batch by batch:
 *   (a) one worker process with the default settings (WORKER_CONCURRENCY 8, the CPU gate sized to the cores);
 *   (b) two worker processes with session 6's default WORKER_CONCURRENCY=2.
 * Workers are real processes over dist/ (as `node dist/worker.js` runs), started once per set-up
 * and warmed with one uncounted batch. Every batch is cold: each repository gets a fresh base and
 * PR commit whose files all differ (a marker line), so no blob is cached in Redis or in process.
 * Reported per set-up, median of `--batches N` batches (default 3; BENCH_CONCURRENCY_REPS too): wall time from the
 * commands being queued to the last review, worker CPU-seconds per job (process.cpuUsage of the
 * worker processes over the batch / 10), peak RSS per process (VmHWM), and the load average.
 * BENCH_CPU_PROF=DIR writes a --cpu-prof profile of set-up (a)'s worker into DIR. Each worker samples its memory
 * every 100 ms (V8 heap, external, RSS − heap total) and its event-loop delay; the batch's peaks are reported, and
 * BENCH_MEM_TRACE=DIR writes every sample (with the jobs in hand) as one CSV per batch and process.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BullIntakeQueue } from '../src/queue/intake-queue.js';
import { createRedisConnection } from '../src/adapters/redis/connection.js';
import { ROLES, testPrivateKey } from '../test/app/harness.js';
import { readPeakRssMb } from '../test/faults/support/spawn-worker-child.js';
import { ensureFreshDist } from '../test/support/fresh-dist.js';
import { createTestRepo, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../test/support/github-simulator/index.js';
import { startOpenAIServer } from '../test/support/openai-server.js';
import { startRedisServer } from '../test/support/redis-server.js';
import { startSimRouter } from './support/sim-router.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..');
const PACKAGE = '/usr/lib/python3/dist-packages/rich';
const SEED = 7;
const INSTALLATIONS = 10;
const LATENCY_MS = 100;
/** `--batches N` (or BENCH_CONCURRENCY_REPS): counted batches per set-up, the median reported; at least 1. */
function batchesArg(argv: string[]): number {
  const at = argv.indexOf('--batches');
  const raw = at >= 0 ? argv[at + 1] : (argv.find((a) => a.startsWith('--batches='))?.slice('--batches='.length) ?? process.env.BENCH_CONCURRENCY_REPS ?? '3');
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--batches takes a whole number of at least 1, not ${String(raw)}`);
  return n;
}
const REPS = batchesArg(process.argv.slice(2));
const RSS_CEILING_MB = 450;

const stubsSchema = z.object({
  files: z.record(z.string(), z.string()),
  stubbed: z.record(z.string(), z.string()),
  stubs: z.array(z.object({ file: z.string(), qualname: z.string(), body: z.string() })),
});
const usageSchema = z.object({
  cpuMicros: z.number(),
  completed: z.number(),
  failed: z.number(),
  gate: z.object({ queued: z.number(), maxInUse: z.number(), timeouts: z.number() }),
  slots: z.number(),
  concurrency: z.number(),
  /** The memory admission's counts (absent in a build without it, or with WORKER_MEMORY_BUDGET_MB=0). */
  admission: z.object({ waited: z.number(), lateStarts: z.number(), collections: z.number() }).optional(),
});
type Usage = z.infer<typeof usageSchema>;
const memorySchema = z.object({
  samples: z.array(z.object({ t: z.number(), active: z.number(), rss: z.number(), heapUsed: z.number(), heapTotal: z.number(), external: z.number(), arrayBuffers: z.number() })),
  loopDelayMaxMs: z.number(),
  loopDelayP99Ms: z.number(),
  loopDelayMeanMs: z.number(),
});
type Memory = z.infer<typeof memorySchema>;

interface Setup {
  key: 'a' | 'b' | 'c' | 'd' | 'e' | 'f';
  label: string;
  processes: number;
  env: Record<string, string>;
  /** Node's own flags for the worker processes (V8's heap sizes). */
  nodeArgs?: string[];
}
const ALL_SETUPS: Setup[] = [
  { key: 'a', label: 'one process, default settings', processes: 1, env: {} },
  { key: 'b', label: 'two processes, WORKER_CONCURRENCY=2 (session 6)', processes: 2, env: { WORKER_CONCURRENCY: '2' } },
  // (d): (a) with every parse on the event loop (session 19's parse threads off), to tell what the threads give.
  { key: 'd', label: 'one process, default settings but WORKER_PARSE_THREADS=0', processes: 1, env: { WORKER_PARSE_THREADS: '0' } },
  // (e): (a) with one parse thread, the default on 2 cores before session 22 (threads only from 4 cores since).
  { key: 'e', label: 'one process, default settings but WORKER_PARSE_THREADS=1', processes: 1, env: { WORKER_PARSE_THREADS: '1' } },
  // (f): (a) with a young generation of 32 MB semi-spaces (V8's default on 64-bit: 16): fewer scavenges per job (session 28
  // T4 saw them halve on rich), against the RSS ceiling. --semi-space MB sets the size.
];
/** `--flag VALUE` or `--flag=VALUE`. */
const flag = (name: string): string | undefined => {
  const argv = process.argv.slice(2);
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
};
// --baseline DIR: set-up (c), one process with the defaults over another build's dist/ (the code
// before a change), in the same batches: CPU per job before and after, paired.
const BASELINE = flag('--baseline');

if (BASELINE !== undefined) ALL_SETUPS.push({ key: 'c', label: `one process, default settings, baseline build (${BASELINE})`, processes: 1, env: { BENCH_DIST: BASELINE } });
// --setups a,c: only these set-ups (default: all).
const chosen = flag('--setups')?.split(',');
// Set-up (f) only when asked for (--setups …,f or --semi-space MB).
const SEMI_SPACE_MB = z.coerce.number().int().min(1).max(1024).parse(flag('--semi-space') ?? 32);
if (chosen?.includes('f') === true || flag('--semi-space') !== undefined) {
  ALL_SETUPS.push({ key: 'f', label: `one process, default settings, node --max-semi-space-size=${SEMI_SPACE_MB}`, processes: 1, env: {}, nodeArgs: [`--max-semi-space-size=${SEMI_SPACE_MB}`] });
}
const SETUPS = ALL_SETUPS.filter((s) => chosen === undefined || chosen.includes(s.key));
if (SETUPS.length === 0) throw new Error(`--setups names none of ${ALL_SETUPS.map((s) => s.key).join(', ')}`);

interface WorkerProcess {
  child: ChildProcess;
  usage(): Promise<Usage>;
  /** The worker's memory samples and event-loop delay since the last call. */
  memory(): Promise<Memory>;
  stop(): Promise<void>;
}

interface Batch {
  ms: number;
  cpuPerJob: number;
  peakRssMb: number;
  failed: number;
  queuedSteps: number;
  load: string;
  /** Largest sampled (every 100 ms) V8 heap used, external and arrayBuffers of one process, MB. */
  peakHeapMb: number;
  peakExternalMb: number;
  peakArrayBuffersMb: number;
  /** Largest sampled RSS minus V8's heap total: native memory V8 does not manage (tree-sitter's trees, malloc), MB. */
  peakNativeMb: number;
  /** Longest event-loop delay in any process of the set-up, ms. */
  loopDelayMaxMs: number;
  /** Jobs that waited for memory, of them started at the wait's deadline, and full collections, over the batch. */
  admission: string;
}

const commit = (): string => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString('utf8').trim();
  } catch {
    return 'unknown';
  }
};
const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
/** Every file of installation `i`'s repository in batch `k` differs from every other batch's and repository's. */
const marked = (files: Record<string, string>, i: number, k: number): Record<string, string> =>
  Object.fromEntries(Object.entries(files).map(([path, text]) => [path, `${text.endsWith('\n') ? text : `${text}\n`}# bench ${i}.${k}\n`]));

async function spawnWorker(setup: Setup, common: Record<string, string>, profileDir: string | undefined): Promise<WorkerProcess> {
  const args = [...(setup.nodeArgs ?? []), ...(profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`])];
  const child = spawn(process.execPath, [...args, join(HERE, 'support/concurrency-worker.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...common, BENCH_PREFIX: `{bench-${setup.key}}`, ...setup.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [first] = (await Promise.race([once(child, 'message'), once(child, 'exit').then(() => ['exit'])])) as unknown[];
  if (first !== 'ready') throw new Error(`a worker of set-up ${setup.key} did not start`);
  return {
    child,
    usage: async () => {
      const answer = once(child, 'message');
      child.send('usage');
      return usageSchema.parse((await answer)[0]);
    },
    memory: async () => {
      const answer = once(child, 'message');
      child.send('memory');
      return memorySchema.parse((await answer)[0]);
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    },
  };
}

async function main(): Promise<void> {
  ensureFreshDist(ROOT);
  const loadBefore = load();
  const data = stubsSchema.parse(JSON.parse(execFileSync('python3', [join(HERE, 'support/e2e_stubs.py'), PACKAGE, String(SEED), '3'], { maxBuffer: 256 * 1024 * 1024 }).toString('utf8')));
  const bodies = new Map(data.stubs.map((s) => [s.qualname, s.body]));
  console.log(`${Object.keys(data.files).length} files, stubs ${data.stubs.map((s) => s.qualname).join(', ')}; starting redis-server, the model and ${INSTALLATIONS} simulators`);
  const redis = await startRedisServer();
  const openai = await startOpenAIServer();
  openai.respondWith((req) => {
    const text = req.messages.map((m) => m.content).join('\n');
    const body = bodies.get(/Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '');
    return { kind: 'content', content: body === undefined ? 'No idea.' : `\`\`\`python\n${body}\n\`\`\``, usage: { promptTokens: 800, completionTokens: 60 } };
  });
  const repos: TestRepo[] = [];
  const sims: GitHubSimulator[] = [];
  for (let i = 1; i <= INSTALLATIONS; i += 1) {
    const repo = createTestRepo({ files: marked(data.files, i, 0), prFiles: marked(data.stubbed, i, 0) });
    repos.push(repo);
    const sim = await startGitHubSimulator({ repo, name: `repo${i}`, installationId: 1000 + i, pathPrefix: '/api/v3', roles: { ...ROLES } });
    sim.setLatency(LATENCY_MS);
    sims.push(sim);
  }
  const router = await startSimRouter(sims);
  console.log(`simulators behind ${router.host}; starting the workers`);
  const common = {
    APP_ID: String(sims[0]!.appId),
    PRIVATE_KEY: testPrivateKey(),
    GHE_HOST: router.host,
    GHE_PROTOCOL: 'http',
    REDIS_URL: redis.url,
    LOG_LEVEL: 'warn',
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_API_KEY: 'sk-bench',
    DYCODER_MODEL: 'scripted-coder',
    DYCODER_METRICS_PORT: '0',
    // The one departure from the defaults: on a shared, overloaded machine a job may take longer
    // than the production 120 s deadline (BENCH_JOB_TIMEOUT_MS; both set-ups alike).
    DYCODER_JOB_TIMEOUT_MS: process.env.BENCH_JOB_TIMEOUT_MS ?? '600000',
  };
  const profileDir = process.env.BENCH_CPU_PROF;
  const workers = new Map<Setup['key'], WorkerProcess[]>();
  for (const setup of SETUPS) {
    const started: WorkerProcess[] = [];
    for (let p = 0; p < setup.processes; p += 1) started.push(await spawnWorker(setup, common, setup.key === 'a' ? profileDir : undefined));
    workers.set(setup.key, started);
  }
  console.log('workers ready');
  const redisClient = createRedisConnection(redis.url, { role: 'producer' });
  const intake = new Map(SETUPS.map((s) => [s.key, new BullIntakeQueue(redisClient, { prefix: `{bench-${s.key}}`, timeoutMs: 30_000 })]));

  let batchNo = 0;
  const runBatch = async (setup: Setup): Promise<Batch> => {
    batchNo += 1;
    const pr = batchNo;
    // Fresh commits for every repository (not timed): nothing of this batch was read before.
    for (const [index, sim] of sims.entries()) {
      const repo = repos[index]!;
      repo.commit(repo.defaultBranch, marked(data.files, index + 1, pr), `batch ${pr}`);
      repo.commit(`bench/pr-${pr}`, marked(data.stubbed, index + 1, pr), `stubs ${pr}`);
      sim.state.pulls.set(pr, {
        number: pr, id: 90_000 + pr, title: `PR ${pr}`, body: '', user: sim.state.user('pr-author'), state: 'open', draft: false,
        headRef: `bench/pr-${pr}`, headRepo: `${sim.owner}/${sim.name}`, baseRef: repo.defaultBranch,
      });
    }
    const procs = workers.get(setup.key)!;
    const before = await Promise.all(procs.map((w) => w.usage()));
    await Promise.all(procs.map((w) => w.memory())); // start the samples afresh
    const loadAt = load();
    const started = performance.now();
    const queue = intake.get(setup.key)!;
    await Promise.all(
      sims.map((sim) => {
        const comment = sim.addIssueComment(pr, '/dycoder implement', 'maintainer');
        return queue.add(`ic-${sim.installationId}-${comment.id}`, {
          event: 'issue-comment', installationId: sim.installationId, owner: sim.owner, repo: sim.name, pr, commentId: comment.id, login: 'maintainer',
          command: { kind: 'implement', targets: [] },
        });
      }),
    );
    const reviewed = (): number => sims.filter((s) => s.state.reviews.some((r) => r.pull === pr)).length;
    const doneJobs = async (): Promise<number> => (await Promise.all(procs.map((w) => w.usage()))).reduce((n, u, i) => n + u.completed + u.failed - before[i]!.completed - before[i]!.failed, 0);
    for (let polls = 0; reviewed() < sims.length; polls += 1) {
      if (performance.now() - started > 900_000) throw new Error(`set-up ${setup.key}: ${reviewed()} of ${sims.length} reviews within 15 minutes`);
      // A failed job posts no review: stop waiting once every implement job has ended.
      if (polls % 50 === 49 && (await doneJobs()) >= sims.length * 2) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const ms = performance.now() - started;
    // The implement jobs' own ends (their check run and 🚀 follow the review).
    for (let i = 0; i < 2000 && (await doneJobs()) < sims.length * 2; i += 1) await new Promise((r) => setTimeout(r, 10));
    const after = await Promise.all(procs.map((w) => w.usage()));
    const memory = await Promise.all(procs.map((w) => w.memory()));
    const traceDir = process.env.BENCH_MEM_TRACE;
    if (traceDir !== undefined) {
      await mkdir(traceDir, { recursive: true });
      for (const [p, m] of memory.entries()) {
        const rows = m.samples.map((x) => [x.t, x.active, x.rss, x.heapTotal, x.heapUsed, x.external, x.arrayBuffers].map((v) => (Number.isInteger(v) ? String(v) : v.toFixed(1))).join(','));
        await writeFile(join(traceDir, `batch${pr}-${setup.key}${p}.csv`), ['t_ms,active_jobs,rss_mb,heap_total_mb,heap_used_mb,external_mb,array_buffers_mb', ...rows, ''].join('\n'));
      }
    }
    const peakOf = (f: (x: Memory['samples'][number]) => number): number => Math.max(0, ...memory.flatMap((m) => m.samples.map(f)));
    const cpuMicros = after.reduce((n, u, i) => n + u.cpuMicros - before[i]!.cpuMicros, 0);
    return {
      ms,
      cpuPerJob: cpuMicros / 1e6 / sims.length,
      peakRssMb: Math.max(...procs.map((w) => readPeakRssMb(w.child.pid ?? 0))),
      failed: after.reduce((n, u, i) => n + u.failed - before[i]!.failed, 0) + (sims.length - reviewed()),
      queuedSteps: after.reduce((n, u, i) => n + u.gate.queued - before[i]!.gate.queued, 0),
      load: `${loadAt} → ${load()}`,
      peakHeapMb: peakOf((x) => x.heapUsed),
      peakExternalMb: peakOf((x) => x.external),
      peakArrayBuffersMb: peakOf((x) => x.arrayBuffers),
      peakNativeMb: peakOf((x) => x.rss - x.heapTotal),
      loopDelayMaxMs: Math.max(...memory.map((m) => m.loopDelayMaxMs)),
      admission: after.every((u) => u.admission === undefined)
        ? 'none'
        : (['waited', 'lateStarts', 'collections'] as const).map((k) => `${k} ${after.reduce((n, u, i) => n + (u.admission?.[k] ?? 0) - (before[i]!.admission?.[k] ?? 0), 0)}`).join(', '),
    };
  };

  const results = new Map<Setup['key'], Batch[]>(SETUPS.map((s) => [s.key, []]));
  try {
    // Warm-up batches (JIT, parser and tokenizer loading, connections), not counted.
    for (const setup of SETUPS) {
      const warm = await runBatch(setup);
      console.log(`warm-up ${setup.key}: ${Math.round(warm.ms)} ms, ${warm.cpuPerJob.toFixed(3)} CPU-s/job, ${warm.failed} failed`);
    }
    for (let rep = 0; rep < REPS; rep += 1) {
      // Alternate the order, so that a change of machine load hits both set-ups alike.
      for (const setup of rep % 2 === 0 ? SETUPS : [...SETUPS].reverse()) {
        const b = await runBatch(setup);
        results.get(setup.key)!.push(b);
        console.log(`rep ${rep + 1} ${setup.key}: ${Math.round(b.ms)} ms, ${b.cpuPerJob.toFixed(3)} CPU-s/job, peak RSS ${Math.round(b.peakRssMb)} MB, ${b.failed} failed, ${b.queuedSteps} steps waited, load ${b.load}; sampled peaks MB: heap used ${Math.round(b.peakHeapMb)}, external ${Math.round(b.peakExternalMb)}, arrayBuffers ${Math.round(b.peakArrayBuffersMb)}, RSS − heap total ${Math.round(b.peakNativeMb)}; longest event-loop delay ${Math.round(b.loopDelayMaxMs)} ms; memory admission: ${b.admission}`);
      }
    }
  } finally {
    const finalUsage = await Promise.all((workers.get('a') ?? []).map((w) => w.usage()));
    for (const procs of workers.values()) await Promise.all(procs.map((w) => w.stop()));
    for (const q of intake.values()) await q.close();
    await redisClient.quit();
    await router.close();
    for (const sim of sims) await sim.close();
    for (const repo of repos) repo.cleanup();
    await openai.close();
    await redis.stop();
    console.log(`set-up a: ${finalUsage.map((u) => `concurrency ${u.concurrency}, CPU slots ${u.slots}, gate max in use ${u.gate.maxInUse}, timeouts ${u.gate.timeouts}`).join('; ')}`);
  }

  const a = results.get('a') ?? [];
  const b = results.get('b') ?? [];
  const c = results.get('c') ?? [];
  const row = (setup: Setup, runs: Batch[]): string =>
    `| ${setup.label} | ${setup.processes} | ${Math.round(median(runs.map((r) => r.ms)))} (${runs.map((r) => Math.round(r.ms)).join(' / ')}) | ${median(runs.map((r) => r.cpuPerJob)).toFixed(3)} (${runs.map((r) => r.cpuPerJob.toFixed(2)).join(' / ')}) | ${Math.round(Math.max(...runs.map((r) => r.peakRssMb)))} | ${runs.reduce((n, r) => n + r.failed, 0)} | ${runs.map((r) => `${Math.round(r.peakHeapMb)} / ${Math.round(r.peakExternalMb)} / ${Math.round(r.peakNativeMb)}`).join('; ')} | ${runs.map((r) => Math.round(r.loopDelayMaxMs)).join(' / ')} | ${runs.map((r) => r.load).join('; ')} |`;
  const ratio = median(a.map((r) => r.ms)) / median(b.map((r) => r.ms));
  const cpuA = median(a.map((r) => r.cpuPerJob));
  const rssA = Math.max(...a.map((r) => r.peakRssMb));
  const text = [
    '# bench:concurrency — 10 commands on 10 installations, one worker process against two',
    '',
    `Command: \`npm run bench:concurrency --${process.argv.slice(2).map((a) => ` ${a}`).join('')}\` at commit ${commit()}.`,
    '',
    `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}) shared with other jobs; load average (1/5/15 min) at start ${loadBefore}.`,
    '',
    `Each batch: \`/dycoder implement\` on one pull request of each of ${INSTALLATIONS} installations (each its own GitHub simulator answering every call after ${LATENCY_MS} ms, behind one GHE_HOST), queued at once as intake jobs; 3 stubs per pull request in a copy of Debian's python3-rich (${Object.keys(data.files).length} Python files, seed ${SEED}); the scripted model answers at once. Workers are processes over dist/ running intake and implement jobs as \`node dist/worker.js\` does, with the default settings except DYCODER_JOB_TIMEOUT_MS=${process.env.BENCH_JOB_TIMEOUT_MS ?? '600000'} (a loaded shared machine; both set-ups alike); each set-up warmed by one uncounted batch; every batch on fresh commits (no blob cached). Median of ${REPS} batches per set-up (all batches in brackets), the set-ups alternating. CPU-seconds per job: user + system CPU of the set-up's worker processes over the batch, divided by ${INSTALLATIONS}. Peak RSS: the largest VmHWM of the set-up's processes.`,
    '',
    '| set-up | processes | wall ms, queued → last review | CPU-s per job | peak RSS MB (per process) | failed jobs | sampled peaks MB per batch: V8 heap used / external / RSS − heap total | longest event-loop delay ms | load (1/5/15) before → after each batch |',
    '|---|---:|---:|---:|---:|---:|---|---|---|',
    ...SETUPS.map((setup) => row(setup, results.get(setup.key) ?? [])),
    '',
    ...(a.length > 0 && b.length > 0 ? [`- one process ÷ two processes, wall time: **${ratio.toFixed(2)}** (target ≤ 1.0) ${ratio <= 1 ? '✓' : '✗'}`] : []),
    ...(a.length > 0 ? [`- CPU per job, one process: **${cpuA.toFixed(3)} CPU-s** (target ≤ 0.3) ${cpuA <= 0.3 ? '✓' : '✗'}`] : []),
    ...(a.length > 0 && c.length > 0
      ? [`- CPU per job, this build against the baseline in the same batches: **${median(c.map((r) => r.cpuPerJob)).toFixed(3)} → ${cpuA.toFixed(3)} CPU-s** (${(cpuA / median(c.map((r) => r.cpuPerJob))).toFixed(2)}x; per batch pair ${a.map((r, i) => `${(r.cpuPerJob / (c[i]?.cpuPerJob ?? NaN)).toFixed(2)}`).join(' / ')})`]
      : []),
    ...(a.length > 0 ? [`- peak RSS, one process: **${Math.round(rssA)} MB** (ceiling ${RSS_CEILING_MB}) ${rssA <= RSS_CEILING_MB ? '✓' : '✗'}`] : []),
    '',
  ].join('\n');
  console.log(`\n${text}`);
  const out = join(HERE, 'results/concurrency.md');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, text);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
