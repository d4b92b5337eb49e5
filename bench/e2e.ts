/**
 * `npm run bench:e2e`: whole jobs (comment → review) through the GitHub simulator at 0 and 100 ms
 * per request, the scripted OpenAI-compatible server and a real redis-server, on real packages
 * copied whole (locales, data and docs kept; bench/support/e2e-repos.ts): click, rich, networkx,
 * django, zod (TypeScript), golang.org/x/net (Go) and tokio (Rust), 3 real functions stubbed in the
 * PR branch (fixed seed). Each job is run by DyCoder (the cost model picks blobs or one archive) and
 * by an independent alternative in its own process (bench/support/e2e-alternative: tarball through
 * the simulator at the same latency, extract, tree-sitter parse of every source file, the static
 * code graph, the same token budget, model and review), alternately in the same run; the table
 * reports the median of --runs jobs each.
 *
 * Flags: --only click,django (repositories by name), --runs N (jobs per side and cell, default 3),
 * --latencies 0,100, --alt-spawn repo|job (the alternative's process lives for the repository,
 * warm, as a deployed service would; `job` forks it per job, its start-up then counted).
 * --parse-threads N: the worker's parse threads (default: production's; every run before session 22 had 0).
 * --sim own|in: the GitHub simulator in its own process (default, session 12) or in the bench process
 * beside DyCoder's worker (as before: its CPU then stops the worker's event loop and counts as DyCoder's).
 * BENCH_E2E_ONLY and BENCH_E2E_REPS still work. BENCH_E2E_PROFILE=/tmp/p: a CPU profile per counted DyCoder job
 * (bench/support/cpu-phases.ts gives CPU by phase); BENCH_E2E_REVIEW_MS: how long a job may take (default 180000);
 * BENCH_E2E_CHECK_TABLES=job: the answer checks' standard-library tables rebuilt per job, as before session 14. DyCoder's jobs are cold: a fresh in-process blob
 * cache and no Redis blob cache. As `npm run worker` runs them, one long-lived worker runtime per
 * repository takes both the intake and the implement jobs (one Probot, so one installation token,
 * as in production), with the production write pacing (bucket of 5, then one a second); each job
 * starts on an idle installation (its write bucket full, no check run left from an earlier job).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createBlobLru } from '../src/adapters/github/blob-text.js';
import { createChatModelFromEnv } from '../src/adapters/openai/chat-model.js';
import { retrieve } from '../src/core/retrieval/index.js';
import { startAppHarness, startAppHarnessOn, testPrivateKey, type AppHarnessOn, type SimEndpoint } from '../test/app/harness.js';
import { ProbotOctokit } from 'probot';
import { createIntakeProcessor } from '../src/app/intake.js';
import type { ImplementPipeline } from '../src/queue/job-types.js';
import { startWorkerRuntime } from '../src/queue/worker-runtime.js';
import { waitForState, workerEnv } from '../test/queue/worker-harness.js';
import { blobReads, createTestRepo, criticalPath, describePath, issueCommentCreated, type GitHubSimulator } from '../test/support/github-simulator/index.js';
import { startOpenAIServer } from '../test/support/openai-server.js';
import { startRedisServer } from '../test/support/redis-server.js';
import { ensureFreshDist } from '../test/support/fresh-dist.js';
import { createPipeline } from './support/archive-baseline.js';
import { benchValidationCaches } from './support/e2e-validation.js';
import { startAltProcess, type AltProcess } from './support/e2e-alt-process.js';
import { epochNow, startSimProcess, type SimSummary } from './support/e2e-sim-process.js';
import type { AltConfig, AltResult } from './support/e2e-alternative/job.js';
import { defaultParseThreads, loadCpuGateEnv } from '../src/config/env.js';
import { buildE2eRepo, E2E_REPOS, type E2eStub } from './support/e2e-repos.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 7;
/** DyCoder's default context budget per stub (.github/dycoder.yml budgetTokens): the alternative fills the same. */
const BUDGET_TOKENS = 6000;

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string' },
    latencies: { type: 'string' },
    'alt-spawn': { type: 'string' },
    sim: { type: 'string' },
    'parse-threads': { type: 'string' },
  },
});
const ONLY = (flags.only ?? process.env.BENCH_E2E_ONLY)?.split(',').map((n) => n.trim());
const REPS = z.coerce.number().int().min(1).parse(flags.runs ?? process.env.BENCH_E2E_REPS ?? 3);
const LATENCIES = (flags.latencies ?? '0,100').split(',').map((n) => z.coerce.number().int().min(0).parse(n));
const ALT_SPAWN = z.enum(['repo', 'job']).parse(flags['alt-spawn'] ?? 'repo');
/** Where the GitHub simulator runs: its own process (default), or this one, beside DyCoder's worker (before session 12). */
/**
 * DyCoder's worker's parse threads (WORKER_PARSE_THREADS): production's default (none below 4 cores,
 * then cores − 1, at most 4) unless given; 0 parses on the event loop, as every run before session 22
 * did. Threads need dist/ (npm run build): the thread's script is the built parse-thread.js.
 */
const PARSE_THREADS = z.coerce.number().int().min(0).max(64).parse(flags['parse-threads'] ?? defaultParseThreads());
const SIM_PLACE = z.enum(['own', 'in']).parse(flags.sim ?? process.env.BENCH_E2E_SIM ?? 'own');
/**
 * BENCH_E2E_PROFILE=/tmp/prof: a V8 CPU profile of the bench process (DyCoder's worker and Probot; the
 * simulator is in its own process) from the comment to the review of every counted DyCoder job, written as
 * <prefix>-<repo>-<latency>-<n>.cpuprofile; `npx tsx bench/support/cpu-phases.ts FILES` gives CPU by phase.
 * The sampling costs CPU of its own: the CPU column of a profiled run is not comparable with an unprofiled one.
 */
const PROFILE = process.env.BENCH_E2E_PROFILE;
let profiler: Session | undefined;
async function startProfile(): Promise<void> {
  if (PROFILE === undefined) return;
  if (profiler === undefined) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 250 });
  }
  await profiler.post('Profiler.start');
}
async function stopProfile(name: string): Promise<void> {
  if (PROFILE === undefined || profiler === undefined) return;
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(`${PROFILE}-${name}.cpuprofile`, JSON.stringify(profile));
}
let profileName = '';
/** How long a job may take to its review (BENCH_E2E_REVIEW_MS, default 3 minutes; more on a machine at load 50+). */
const REVIEW_MS = z.coerce.number().int().min(1000).parse(process.env.BENCH_E2E_REVIEW_MS ?? 180_000);
const unknownRepos = (ONLY ?? []).filter((n) => !E2E_REPOS.some((r) => r.name === n));
const OUT = join(HERE, ONLY === undefined ? 'results/e2e.md' : `results/e2e-${ONLY.join('-').replace(/[^\w-]/g, '_')}.md`);
if (unknownRepos.length > 0) throw new Error(`--only: no repository named ${unknownRepos.join(', ')} (known: ${E2E_REPOS.map((r) => r.name).join(', ')})`);

const resultSchema = z.object({
  status: z.literal('done'),
  posted: z.boolean(),
  stats: z.object({
    filesRead: z.number(),
    totalFiles: z.number(),
    filesPerTarget: z.array(z.number()),
    targetLookupReads: z.number().optional(),
    reads: z.object({ path: z.string(), reason: z.string(), hedge: z.string().optional(), intakeArchive: z.string().optional(), predictedRounds: z.number().optional(), archiveMs: z.number().optional() }).optional(),
    rounds: z.number().optional(),
    // Branch prefetch (issue 24): rounds sent in all, files fetched ahead of the walk and of them read.
    roundsSent: z.number().optional(),
    prefetched: z.number().optional(),
    prefetchUsed: z.number().optional(),
    graphqlRequests: z.number().optional(),
    rateLimitPoints: z.number().optional(),
    archiveSwitched: z.number().optional(),
    timings: z.object({ totalMs: z.number(), readMs: z.number(), modelMs: z.number(), publishMs: z.number() }).optional(),
    headCheck: z.enum(['early', 'late', 'webhooks']).optional(),
  }),
});

interface JobRun {
  ms: number;
  /** The serial chain of GitHub requests from the comment to the review POST (critical-path.ts). */
  chain: SimSummary['path'];
  requests: number;
  byRoute: Record<string, number>;
  blobs: number;
  peak: number;
  filesRead: number;
  filesPerTarget: number[];
  lookupReads: number;
  path: string;
  reason: string;
  suggestions: number;
  rounds: number;
  /** The cost model's predicted rounds of blob reads; when the archive landed, failed or was cancelled (ms from the job's reads' start). */
  predictedRounds: number;
  archiveMs: number;
  archiveSwitched: number;
  graphql: number;
  points: number;
  /** The job's own clock (first read → review POST) and its reads' part. */
  clockMs: number;
  readMs: number;
  /** Rounds sent and reads ahead, when the job's stats carry them ('' otherwise). */
  ahead: string;
  /** CPU of the bench process (worker, Probot; the simulator too with --sim in) from the comment to the review. */
  cpuMs: number;
  /** CPU of the simulator's own process over the job (NaN with --sim in). */
  simCpuMs: number;
  /** How the head check before posting was made (pipeline/head-check.ts; '?' when not reported). */
  headCheck: string;
  /** Attempts the implement job took (more than 1: it failed and BullMQ ran it again). */
  attempts: number;
  /** Why the earlier attempts failed (BullMQ's failedReason and the first lines of each stack kept). */
  failures: string[];
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');
const shortRoute = (r: string): string => r.replace('/repos/{owner}/{repo}', '').replace(/^GET /, '').replace(/\{[^}]+\}/g, '*');

/**
 * What the bench asks of the simulator, wherever it runs: in its own process (e2e-sim-process.ts),
 * or in this one beside DyCoder's worker (--sim in, as before session 12: its CPU then runs on the
 * worker's event loop and is counted in DyCoder's CPU).
 */
interface BenchSim {
  setLatency(ms: number): Promise<void>;
  comment(body: string): Promise<unknown>;
  /** When the job's first review was stored (epoch ms). */
  reviewArrival(deadlineMs: number): Promise<number>;
  summary(): Promise<SimSummary>;
  /** The simulator's own CPU so far (ms), NaN when it runs in this process (then it is in DyCoder's figure). */
  cpuMs(): Promise<number>;
}

function inProcessSim(sim: GitHubSimulator): BenchSim {
  return {
    setLatency: (ms) => Promise.resolve(sim.setLatency(ms)),
    comment: (body) => Promise.resolve(issueCommentCreated(sim, { body, login: 'maintainer' }).payload),
    reviewArrival: async (deadlineMs) => {
      const until = performance.now() + deadlineMs;
      while (sim.state.reviews.length === 0) {
        if (performance.now() > until) throw new Error(`no review within ${Math.round(deadlineMs / 1000)} s`);
        await new Promise((r) => setTimeout(r, 5));
      }
      return epochNow();
    },
    summary: () => {
      const review = sim.state.reviews[0];
      return Promise.resolve({
        kind: 'summary' as const,
        requests: sim.requests.length,
        byRoute: sim.countsByRoute(),
        blobs: blobReads(sim.requests).total,
        peak: sim.peakConcurrency(),
        path: criticalPath(sim.requests) ?? null,
        suggestions: review === undefined ? 0 : sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id).length,
        cpuMs: NaN,
      });
    },
    cpuMs: () => Promise.resolve(NaN),
  };
}

type BenchHarness = AppHarnessOn<SimEndpoint>;

/** The app harness over the repository, with the simulator where --sim says. */
async function startBenchHarness(redisUrl: string, files: Record<string, string | Buffer>, prFiles: Record<string, string | Buffer | null>): Promise<{ h: BenchHarness; sim: BenchSim }> {
  if (SIM_PLACE === 'in') {
    const h = await startAppHarness(redisUrl, { repo: { files, prFiles }, autorunIntake: false });
    return { h, sim: inProcessSim(h.sim) };
  }
  const repo = createTestRepo({ files, prFiles });
  const remote = await startSimProcess(repo);
  const h = await startAppHarnessOn(redisUrl, remote, { autorunIntake: false }, () => remote.reset());
  const sim: BenchSim = {
    setLatency: (ms) => remote.setLatency(ms),
    comment: (body) => remote.comment(body, 'maintainer'),
    reviewArrival: (deadlineMs) => remote.reviewArrival(deadlineMs),
    summary: () => remote.summary(),
    cpuMs: () => remote.cpuMs(),
  };
  return { h: { ...h, close: async () => (await h.close(), repo.cleanup()) }, sim };
}

/** The repository's worker: intake and implement jobs in one runtime; `use` picks the next job's pipeline. */
async function startBenchWorker(h: BenchHarness, redisUrl: string) {
  let active: ImplementPipeline | undefined;
  const runtime = await startWorkerRuntime({
    env: { ...workerEnv(h, redisUrl), cpu: { ...loadCpuGateEnv({}), parseThreads: PARSE_THREADS } },
    pipeline: (run) => active!(run),
    prefix: h.prefix,
    intake: createIntakeProcessor,
    Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false } }),
  });
  await runtime.ready;
  return { use: (p: ImplementPipeline) => void (active = p), close: () => runtime.close() };
}
type BenchWorker = Awaited<ReturnType<typeof startBenchWorker>>;

async function runJob(h: BenchHarness, sim: BenchSim, worker: BenchWorker, pipeline: ImplementPipeline, latency: number, body: string): Promise<JobRun> {
  await h.reset();
  // An idle installation: a full write bucket, and no check run recorded for this head by an earlier job.
  const stale = await h.redis.keys(`${h.prefix}:pace:*`);
  const checks = await h.redis.keys(`${h.prefix}:check-run:*`);
  if (stale.length + checks.length > 0) await h.redis.del(...stale, ...checks);
  await sim.setLatency(latency);
  // Each job starts on a collected heap (npm run bench:e2e passes --expose-gc): the garbage of the
  // job before (the archive alternative parses every file) is nobody's cost in this one.
  (globalThis as { gc?: () => void }).gc?.();
  worker.use(pipeline);
  const payload = await sim.comment(body);
  const simCpu0 = await sim.cpuMs();
  if (profileName !== '') await startProfile();
  const cpu0 = process.cpuUsage();
  const started = epochNow();
  const delivered = h.deliver('issue_comment', payload);
  const arrived = await sim.reviewArrival(REVIEW_MS);
  const cpuMs = cpuSince(cpu0);
  if (profileName !== '') await stopProfile(profileName);
  const ms = arrived - started;
  const simCpuMs = (await sim.cpuMs()) - simCpu0;
  await delivered;
  const [job] = await h.queue.queue.getJobs(['active', 'completed', 'failed', 'waiting']);
  const done = await waitForState(h, job!.id!, ['completed', 'failed'], 60_000);
  // A job that failed after its review was posted says why (BullMQ's failedReason), not a schema error.
  if (done.returnvalue === null || done.returnvalue === undefined) throw new Error(`the job ended without a result (${done.failedReason ?? 'no reason'}; attempts ${done.attemptsMade})`);
  const result = resultSchema.parse(done.returnvalue);
  const seen = await sim.summary();
  return {
    ms,
    chain: seen.path,
    cpuMs,
    simCpuMs,
    requests: seen.requests,
    byRoute: seen.byRoute,
    blobs: seen.blobs,
    peak: seen.peak,
    filesRead: result.stats.filesRead,
    filesPerTarget: result.stats.filesPerTarget,
    lookupReads: result.stats.targetLookupReads ?? NaN,
    path: result.stats.reads?.path ?? '?',
    // How the archive ended when the job did: a hedge landed (served the reads after it) or not yet/cancelled.
    reason: `${result.stats.reads?.reason ?? ''}${result.stats.reads?.hedge === undefined ? '' : `; hedge ${result.stats.reads.hedge}`}${result.stats.reads?.intakeArchive === undefined ? '' : `; intake archive ${result.stats.reads.intakeArchive}`}`,
    suggestions: seen.suggestions,
    rounds: result.stats.rounds ?? NaN,
    predictedRounds: result.stats.reads?.predictedRounds ?? NaN,
    archiveMs: result.stats.reads?.archiveMs ?? NaN,
    archiveSwitched: result.stats.archiveSwitched ?? 0,
    graphql: result.stats.graphqlRequests ?? 0,
    points: result.stats.rateLimitPoints ?? 0,
    clockMs: result.stats.timings?.totalMs ?? NaN,
    readMs: result.stats.timings?.readMs ?? NaN,
    attempts: done.attemptsMade,
    headCheck: result.stats.headCheck ?? '?',
    failures: done.attemptsMade > 1 || done.failedReason ? [done.failedReason ?? '', ...(done.stacktrace ?? []).map((st) => st.split('\n').slice(0, 6).join(' ⏎ '))] : [],
    ahead: result.stats.roundsSent === undefined ? '' : `, ${result.stats.roundsSent} rounds sent, ${result.stats.prefetched ?? 0} files fetched ahead (${result.stats.prefetchUsed ?? 0} read)`,
  };
}

interface AltRun {
  ms: number;
  chain: SimSummary['path'];
  /** CPU of the alternative's process plus the bench process's (with --sim in, the simulator's) over the job. */
  cpuMs: number;
  simCpuMs: number;
  requests: number;
  suggestions: number;
  result: AltResult;
}

/** One job of the alternative: the same comment's payload, timed to the review's arrival at the simulator. */
async function runAltJob(h: BenchHarness, sim: BenchSim, alt: () => Promise<AltProcess>, perJob: boolean, latency: number): Promise<AltRun> {
  await h.reset();
  await sim.setLatency(latency);
  (globalThis as { gc?: () => void }).gc?.();
  const warm = perJob ? undefined : await alt();
  const payload = await sim.comment('/dycoder implement');
  const simCpu0 = await sim.cpuMs();
  const cpu0 = process.cpuUsage();
  const childCpu0 = warm === undefined ? 0 : childCpuMs(warm.pid);
  const started = epochNow();
  const proc = warm ?? (await alt());
  const done = proc.run(payload);
  // A failed job ends the wait with its error.
  const arrived = await Promise.race([sim.reviewArrival(REVIEW_MS), done.then(() => new Promise<number>(() => undefined))]);
  const ms = arrived - started;
  const cpuMs = cpuSince(cpu0) + childCpuMs(proc.pid) - childCpu0;
  const simCpuMs = (await sim.cpuMs()) - simCpu0;
  const result = await done;
  if (perJob) await proc.close();
  const seen = await sim.summary();
  return { ms, chain: seen.path, cpuMs, simCpuMs, requests: seen.requests, suggestions: seen.suggestions, result };
}

const cpuSince = (from: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};
/** A child's user + system CPU so far (Linux /proc, clock ticks of 10 ms). */
function childCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Each link of a chain with its arrival and answer in ms from the first link's arrival. */
function chainText(chain: SimSummary['path']): string {
  if (chain === null) return 'n/a';
  const t0 = chain.links[0]?.start ?? 0;
  return chain.links.map((l) => `${shortRoute(l.route)} ${Math.round(l.start - t0)}..${Math.round(l.end - t0)}`).join(' → ');
}

/** `7 (intake 2, reads 3, publish 2) / 4`: DyCoder's median chain with its phases, then the alternative's median. */
function pathCell(ours: JobRun[], theirs: AltRun[]): string {
  const withPath = ours.flatMap((r) => (r.chain === null ? [] : [r.chain])).sort((x, y) => x.rounds - y.rounds);
  const mid = withPath[Math.floor(withPath.length / 2)];
  const alt = median(theirs.flatMap((r) => (r.chain === null ? [] : [r.chain.rounds])));
  return `${describePath(mid)} / ${fmt(alt)}`;
}

const fmt = (n: number): string => (Number.isFinite(n) ? String(Math.round(n)) : 'n/a');

async function main(): Promise<void> {
  // The worker's threads (a hedge's archive thread, parse threads) run dist/'s scripts, as `npm run worker` does: without a
  // build (a fresh worktree) the archive thread cannot start, and every archive was extracted on the job's event loop,
  // beside its walks (session 29: django's hedge), which production never does.
  const built = ensureFreshDist(join(HERE, '..'));
  const redis = await startRedisServer();
  const openai = await startOpenAIServer();
  const stubs = new Map<string, E2eStub>();
  openai.respondWith((req) => {
    const text = req.messages.map((m) => m.content).join('\n');
    const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
    const stub = stubs.get(name);
    return { kind: 'content', content: stub === undefined ? 'No idea.' : `\`\`\`${stub.fence}\n${stub.body}\n\`\`\``, usage: { promptTokens: 800, completionTokens: 60 } };
  });
  const model = createChatModelFromEnv({ provider: 'openai', apiKey: 'sk-bench', baseURL: openai.baseURL, model: 'scripted-coder', timeoutMs: 30_000, maxRetries: 1, structuredOutput: 'off' });
  // BENCH_E2E_MODE=blobs|hedge|archive: DyCoder's side forced to one read path (default: the cost model decides).
  const ourMode = z.enum(['auto', 'blobs', 'hedge', 'archive']).parse(process.env.BENCH_E2E_MODE ?? 'auto');
  // The answer checks' standard-library tables kept for the process as a worker keeps them (e2e-validation.ts);
  // BENCH_E2E_CHECK_TABLES=job: rebuilt per job, as before session 14 (to measure the harness's share).
  const checkTables = benchValidationCaches();
  const tablesPerJob = z.enum(['process', 'job']).parse(process.env.BENCH_E2E_CHECK_TABLES ?? 'process') === 'job';
  const pipeline = () => createPipeline({ retrieve, modelFor: () => model, lru: createBlobLru(), graphqlReads: true, ...(tablesPerJob ? {} : { validationCache: checkTables.forJob() }) }, ourMode);

  const rows: string[] = [];
  const details: string[] = [];
  const checks: string[] = [];
  const repoLines: string[] = [];
  // Written after each repository, so a run stopped early still leaves its table.
  const write = async (): Promise<string> => {
    const table = [
      `# bench:e2e — comment → review, DyCoder against an independent alternative`,
      '',
      `${new Date().toISOString()}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), shared machine. Median of ${REPS} cold jobs per cell (after one warm-up job of each side per repository; each job on an idle installation and a collected heap), DyCoder and the alternative alternating (who goes first swaps each run); 3 stubs per repository (seed ${SEED}); scripted model (0 ms); DyCoder's worker with ${PARSE_THREADS} parse thread(s) and its archive thread over dist/ (${built ? 'built for this run' : 'fresh'}); the alternative's process ${ALT_SPAWN === 'job' ? 'forked per job (its start-up counted)' : 'kept for the repository (warm)'}; the GitHub simulator ${SIM_PLACE === 'own' ? 'in its own process (both sides meet it over HTTP; a job ends when the simulator stores the review)' : 'in the bench process, beside DyCoder\'s worker (--sim in: its CPU runs on the worker\'s event loop and counts in DyCoder\'s CPU)'}.`,
      '',
      `Columns: repository (source files / all files), latency per GitHub request, DyCoder's read path (the cost model's choice), GitHub requests of the whole job (DyCoder / alternative), DyCoder's dependent read rounds (stats.rounds; n/a when not reported), serial round trips from the comment to the review POST (the longest chain of requests each sent only after the one before was answered, from the simulator's log; median per side, DyCoder's split by phase of its median job — intake: token, permission, PR, config; reads; publish; feedback: reactions and check runs — then the alternative's), suggestions posted (DyCoder · alternative), comment → review in ms for DyCoder (with its own clock, first read → review POST, and that clock's reads part) and for the alternative (its own process: PR, files and tarball through the simulator, extract, tree-sitter parse of every source file, static graph, same budget and model, one review), their ratio, CPU seconds of a job (DyCoder: the bench process — worker and Probot${SIM_PLACE === 'in' ? ' and the simulator' : ''} — from the comment to the review; the alternative: its process plus the bench process${SIM_PLACE === 'in' ? ', i.e. the simulator,' : ''} over its job; medians${SIM_PLACE === 'own' ? '; the simulator\'s own CPU is in the details' : ''}), and the 1-minute load average before → after.`,
      '',
      '| repository (source / all files) | latency | path | requests | rounds | serial round trips | suggestions | DyCoder ms | alternative ms | ratio | CPU s | load |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      '## Targets (issue 24: at 100 ms, ≤ 0.5 of the alternative on ≥ 500 source files, ≤ 1.0 on the rest; ≤ 6 rounds; ≤ 25 requests)',
      '',
      ...checks,
      '',
      '## Repositories',
      '',
      ...repoLines,
      '',
      '## Requests and steps',
      '',
      ...details,
      '',
    ].join('\n');
    await mkdir(dirname(OUT), { recursive: true });
    await writeFile(OUT, table);
    return table;
  };
  try {
    for (const spec of E2E_REPOS.filter((r) => ONLY === undefined || ONLY.includes(r.name))) {
      const data = buildE2eRepo(spec, SEED, 3);
      for (const s of data.stubs) stubs.set(s.qualname, s);
      repoLines.push(`- ${spec.name}: ${spec.from}, ${data.sourceFiles} source files of ${data.allFiles}; stubs ${data.stubs.map((s) => `\`${s.file}\` \`${s.qualname}\``).join(', ')}`);
      const { h, sim } = await startBenchHarness(redis.url, data.files, data.stubbed);
      const worker = await startBenchWorker(h, redis.url);
      const config: AltConfig = { api: h.sim.url, appId: h.sim.appId, privateKey: testPrivateKey(), modelURL: openai.baseURL, model: 'scripted-coder', budgetTokens: BUDGET_TOKENS };
      let kept: AltProcess | undefined;
      const alt = async (): Promise<AltProcess> => (ALT_SPAWN === 'job' ? startAltProcess(config) : (kept ??= await startAltProcess(config)));
      try {
        // Warm-up (not counted): the first jobs of a process pay for JIT, grammar and tokenizer loading.
        profileName = '';
        await runJob(h, sim, worker, pipeline(), 0, '/dycoder implement');
        await runAltJob(h, sim, alt, ALT_SPAWN === 'job', 0);
        for (const latency of LATENCIES) {
          const loadBefore = load();
          const ours: JobRun[] = [];
          const theirs: AltRun[] = [];
          // Alternate (and swap who goes first), so a burst of load on the shared machine hits both sides alike.
          for (let i = 0; i < REPS; i += 1) {
            profileName = `${spec.name}-${latency}-${i + 1}`;
            if (i % 2 === 0) {
              ours.push(await runJob(h, sim, worker, pipeline(), latency, '/dycoder implement'));
              theirs.push(await runAltJob(h, sim, alt, ALT_SPAWN === 'job', latency));
            } else {
              theirs.push(await runAltJob(h, sim, alt, ALT_SPAWN === 'job', latency));
              ours.push(await runJob(h, sim, worker, pipeline(), latency, '/dycoder implement'));
            }
          }
          const o = ours[ours.length - 1]!;
          const a = theirs[theirs.length - 1]!;
          const oMs = median(ours.map((r) => r.ms));
          const aMs = median(theirs.map((r) => r.ms));
          const ratio = oMs / aMs;
          const rounds = Number.isFinite(o.rounds) ? String(o.rounds) : 'n/a';
          rows.push(
            `| ${spec.name} (${data.sourceFiles} / ${data.allFiles}) | ${latency} ms | ${o.path} | ${o.requests} / ${a.requests} | ${rounds} | ${pathCell(ours, theirs)} | ${o.suggestions}/3 · ${a.suggestions}/3 | ${fmt(oMs)} (clock ${fmt(median(ours.map((r) => r.clockMs)))}, reads ${fmt(median(ours.map((r) => r.readMs)))}) | ${fmt(aMs)} | **${ratio.toFixed(2)}** | ${(median(ours.map((r) => r.cpuMs)) / 1000).toFixed(2)} / ${(median(theirs.map((r) => r.cpuMs)) / 1000).toFixed(2)} | ${loadBefore} → ${load()} |`,
          );
          details.push(`- ${spec.name} at ${latency} ms — DyCoder: ${o.blobs} blobs fetched (${o.graphql} GraphQL requests, ${o.points} points), ${o.filesRead} files read, per target ${o.filesPerTarget.join(', ')}, ${o.peak} requests in flight at most${o.ahead}, attempts ${ours.map((r) => r.attempts).join('/')}; by route ${Object.entries(o.byRoute).map(([r, c]) => `${shortRoute(r)} ${c}`).join(', ')}; choice: ${o.reason}`);
          if (SIM_PLACE === 'own') details.push(`  - the simulator's own CPU per job (its process, not in the CPU column; medians): DyCoder's ${fmt(median(ours.map((r) => r.simCpuMs)))} ms, the alternative's ${fmt(median(theirs.map((r) => r.simCpuMs)))} ms`);
          details.push(`  - alternative: ${a.result.sourceFiles} files parsed, ${a.result.definitions} definitions, ${a.result.edges} edges; its own marks (ms from the payload): ${Object.entries(a.result.marks).map(([k, v]) => `${k} ${v}`).join(', ')}`);
          for (const [i, r] of ours.entries()) if (r.failures.length > 0) details.push(`  - DyCoder run ${i + 1}, earlier attempts failed: ${r.failures.join(' | ')}`);
          details.push(`  - read rounds per run, actual / the cost model's prediction: ${ours.map((r) => `${r.rounds} / ${r.predictedRounds}`).join(', ')}; archive landed, failed or cancelled at (ms after the job's reads started): ${ours.map((r) => (Number.isFinite(r.archiveMs) ? String(r.archiveMs) : 'n/a')).join('/')}`);
          details.push(`  - serial round trips per run: DyCoder ${ours.map((r) => r.chain?.rounds ?? 'n/a').join('/')}, alternative ${theirs.map((r) => r.chain?.rounds ?? 'n/a').join('/')}; DyCoder's head check ${ours.map((r) => r.headCheck).join('/')}`);
          details.push(`  - serial chain to the review POST (DyCoder, last run): ${chainText(o.chain)}; alternative: ${chainText(a.chain)}`);
          // Each run's chain beside its archive's landing and the reads it switched (what a serial read waited on after the hedge).
          for (const [i, r] of ours.entries()) details.push(`  - DyCoder run ${i + 1}: archive at ${Number.isFinite(r.archiveMs) ? r.archiveMs : 'n/a'} ms after the reads started, ${r.archiveSwitched} read(s) switched to it, ${r.rounds} round(s); chain ${chainText(r.chain)}`);
          details.push(`  - all runs (ms): DyCoder ${ours.map((r) => Math.round(r.ms)).join('/')}, alternative ${theirs.map((r) => Math.round(r.ms)).join('/')}`);
          if (latency === 100) {
            const limit = spec.size === 'large' ? 0.5 : 1.0;
            checks.push(`- ${spec.name} at 100 ms: ratio ${ratio.toFixed(2)} ${ratio <= limit ? '≤' : '>'} ${limit} ${ratio <= limit ? '✓' : '✗'}; rounds ${rounds} ${Number.isFinite(o.rounds) ? (o.rounds <= 6 ? '≤ 6 ✓' : '> 6 ✗') : '(not reported)'}; requests ${o.requests} ${o.requests <= 25 ? '≤ 25 ✓' : '> 25 ✗'}; serial round trips ${pathCell(ours, theirs)}`);
          }
          console.log(rows[rows.length - 1]);
          for (const r of ours) if (r.failures.length > 0) console.log(`attempt failures: ${r.failures.join(' | ')}`);
        }
      } catch (err) {
        // One repository's failure is reported in its row; the others still run.
        const message = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
        rows.push(`| ${spec.name} (${data.sourceFiles} / ${data.allFiles}) | — | failed: ${message.replace(/\|/g, '/')} | | | | | | | | | |`);
        console.error(err);
        process.exitCode = 1;
      } finally {
        await kept?.close();
        await worker.close();
        await h.close();
      }
      await write();
    }
  } finally {
    await openai.close();
    await redis.stop();
  }

  console.log(`\n${await write()}`);
  console.log(`written to ${OUT}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
